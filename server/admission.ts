// Overload is refused early, in words (docs/decisions/028). Every request the page cache cannot answer at the
// door takes a place in one of two lanes before the app sees it: booking posts in their own, everything else
// in the pages lane, so a crowd of travellers booking at once queues behind itself while pages and sign-in
// still answer. A lane runs up to `limit` requests at a time and holds up to `queue` more, each for at most
// `waitMs`; past that, the request is answered 503 with Retry-After and a page that says so, in the
// visitor's language (a form posted without script is told its form was not sent, and to use Back). Cheap
// answers never wait: health checks and files (assets, pictures).
//
// Why not p-queue or p-limit: both queue without bound and without a deadline per waiting request, and the
// lanes, the refusal and the bookkeeping on a closed connection are the whole of this module anyway.
import type { IncomingMessage, ServerResponse } from "node:http";
import { refusalPageMessages } from "~/i18n/messages/en/refusal-page";
import { parseLocalizedPath } from "~/i18n/paths";
import { runInRequestLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { sameOriginPath } from "~/utils/same-origin-path";
import { escapeHtml, refusalDocument } from "./refusal-page";

export interface LaneSettings {
  /** Requests of this lane the app works on at once. */
  limit: number;
  /** Requests that may wait for a place; one more is refused at once. */
  queue: number;
  /** How long a request may wait for a place before it is refused. */
  waitMs: number;
}

export type LaneName = "pages" | "bookings";

export interface AdmissionOptions {
  lanes: Record<LaneName, LaneSettings>;
  /** Seconds a refused visitor is asked to wait (Retry-After). */
  retryAfterSeconds?: number;
  onRefuse?: (req: IncomingMessage, lane: LaneName, reason: "queue full" | "waited too long") => void;
}

export interface Admission {
  /** Runs `handle` now or once a place is free, or refuses the request; never both. */
  admit(req: IncomingMessage, res: ServerResponse, handle: () => void): void;
  /**
   * Shutting down: every waiting request is refused now (503 in words, not left to be cut), and from now on
   * a request finding no free place is refused at once.
   */
  drain(): void;
  /** The shutdown's time is up: requests still being worked on that have not begun their answer get 503. */
  refuseUnanswered(): void;
  /** Requests working and waiting, per lane (for the log and the tests). */
  load(): Record<LaneName, { working: number; waiting: number }>;
}

/** Health checks and files: answered whatever the load (a file name has an extension; pages have none). */
const NEVER_WAITS = /^\/(healthz|readyz)$|^\/(assets|uploads)\/|\/[^/]*\.[A-Za-z0-9]{1,8}$/;
/** The two booking forms, in every language: "Book This Safari" on a safari page, and the three-step flow. */
const BOOKING_FORM = /^\/(safaris|booking)\/[^/]+$/;

export function laneOf(req: IncomingMessage): LaneName | null {
  const pathname = (req.url ?? "/").split("?", 1)[0] as string;
  const isData = pathname.endsWith(".data"); // a page's data for its own script: as heavy as the page
  if ((req.method === "GET" || req.method === "HEAD") && !isData && NEVER_WAITS.test(pathname)) return null;
  if (req.method === "POST") {
    const page = pathname.replace(/\.data$/, "");
    if (BOOKING_FORM.test(parseLocalizedPath(page).englishPath)) return "bookings";
  }
  return "pages";
}

interface Waiting {
  run: () => void;
  refuse: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createAdmission({ lanes, retryAfterSeconds = 5, onRefuse }: AdmissionOptions): Admission {
  const state = {
    pages: { working: 0, waiting: [] as Waiting[] },
    bookings: { working: 0, waiting: [] as Waiting[] },
  };
  const working = new Map<ServerResponse, IncomingMessage>();
  let draining = false;

  function start(lane: LaneName, req: IncomingMessage, res: ServerResponse, handle: () => void) {
    const own = state[lane];
    own.working += 1;
    working.set(res, req);
    // 'close' comes once, whether the answer was sent or the visitor went away.
    res.once("close", () => {
      own.working -= 1;
      working.delete(res);
      const next = own.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.run();
      }
    });
    handle();
  }

  return {
    admit(req, res, handle) {
      const lane = laneOf(req);
      if (lane === null) return handle();
      const own = state[lane];
      const settings = lanes[lane];
      if (own.working < settings.limit) return start(lane, req, res, handle);
      if (draining || own.waiting.length >= settings.queue) {
        onRefuse?.(req, lane, "queue full");
        return sendBusy(req, res, retryAfterSeconds);
      }
      const waiting: Waiting = {
        run: () => {
          res.off("close", leave);
          start(lane, req, res, handle);
        },
        refuse: () => {
          clearTimeout(waiting.timer);
          res.off("close", leave);
          sendBusy(req, res, retryAfterSeconds);
        },
        timer: setTimeout(() => {
          remove();
          res.off("close", leave);
          onRefuse?.(req, lane, "waited too long");
          sendBusy(req, res, retryAfterSeconds);
        }, settings.waitMs),
      };
      const remove = () => {
        const index = own.waiting.indexOf(waiting);
        if (index !== -1) own.waiting.splice(index, 1);
      };
      // A visitor who gives up while waiting leaves the queue.
      const leave = () => {
        clearTimeout(waiting.timer);
        remove();
      };
      res.once("close", leave);
      own.waiting.push(waiting);
    },
    drain() {
      draining = true;
      for (const own of Object.values(state)) for (const waiting of own.waiting.splice(0)) waiting.refuse();
    },
    refuseUnanswered() {
      for (const [res, req] of working) if (!res.headersSent) sendBusy(req, res, retryAfterSeconds);
    },
    load() {
      return {
        pages: { working: state.pages.working, waiting: state.pages.waiting.length },
        bookings: { working: state.bookings.working, waiting: state.bookings.waiting.length },
      };
    },
  };
}

/**
 * 503 in words: an HTML page for a browser (a post is told its form was not sent and to use Back, which keeps
 * what was typed), the sentence alone for the page's own script (`.data`, where the form shows it beside
 * itself) and other clients. The body of a refused post is left unread; the connection closes after the answer.
 */
export function sendBusy(req: IncomingMessage, res: ServerResponse, retryAfterSeconds: number): void {
  if (res.headersSent) return;
  const url = req.url ?? "/";
  const posted = req.method !== "GET" && req.method !== "HEAD";
  const words = runInRequestLocale(url, () => ({
    lang: parseLocalizedPath(url.split("?", 1)[0] as string).locale,
    title: translate(refusalPageMessages, posted ? "refusalPage.title" : "refusalPage.busyTitle"),
    message: translate(refusalPageMessages, posted ? "refusalPage.busyForm" : "refusalPage.busyPage"),
    next: translate(refusalPageMessages, posted ? "refusalPage.back" : "refusalPage.tryAgain"),
  }));
  const wantsPage = !url.split("?", 1)[0]?.endsWith(".data") && /text\/html/.test(req.headers.accept ?? "");
  const headers: Record<string, string> = {
    "Retry-After": String(retryAfterSeconds),
    "Cache-Control": "no-store",
  };
  if (posted) headers.Connection = "close";
  if (!wantsPage) {
    res.writeHead(503, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    res.end(words.message);
    return;
  }
  // A page asked for again is the way forward; a post goes Back to its form.
  const action = posted
    ? `<p>${escapeHtml(words.next)}</p>`
    : `<p><a href="${escapeHtml(sameOriginPath(url))}">${escapeHtml(words.next)}</a></p>`;
  res.writeHead(503, { ...headers, "Content-Type": "text/html; charset=utf-8" });
  res.end(refusalDocument({ lang: words.lang, title: words.title, message: words.message, after: action }));
}
