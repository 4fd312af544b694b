// The admission gate in a real HTTP server, with a handler that holds each request until the test lets it go.
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type Admission, createAdmission, type LaneName, laneOf } from "./admission";

describe("laneOf", () => {
  const request = (method: string, url: string) => ({ method, url }) as never;
  it.each([
    ["GET", "/healthz", null],
    ["GET", "/readyz", null],
    ["GET", "/assets/entry-abc123.js", null],
    ["GET", "/uploads/safari-1.webp", null],
    ["GET", "/favicon.ico", null],
    ["GET", "/", "pages"],
    ["GET", "/safaris/1", "pages"],
    ["GET", "/safaris/1.data", "pages"],
    ["POST", "/login", "pages"],
    ["POST", "/contact", "pages"],
    ["POST", "/safaris/1", "bookings"],
    ["POST", "/safaris/1.data", "bookings"],
    ["POST", "/booking/3?step=details", "bookings"],
    ["POST", "/de/buchung/3", "bookings"],
    ["POST", "/fr/reservation/3", "bookings"],
    ["POST", "/es/reserva/3.data", "bookings"],
    ["POST", "/healthz", "pages"],
  ])("%s %s goes to %s", (method, url, lane) => {
    expect(laneOf(request(method, url))).toBe(lane);
  });
});

interface Gate {
  url: string;
  admission: Admission;
  /** Requests the handler is holding, oldest first. */
  held: ServerResponse[];
  refusals: Array<{ lane: LaneName; reason: string }>;
  release(count?: number): void;
  close(): Promise<void>;
}

let open: Gate | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function gate(settings: { limit: number; queue: number; waitMs: number }): Promise<Gate> {
  const refusals: Gate["refusals"] = [];
  const admission = createAdmission({
    lanes: { pages: settings, bookings: settings },
    retryAfterSeconds: 7,
    onRefuse: (_req, lane, reason) => refusals.push({ lane, reason }),
  });
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    admission.admit(req, res, () => {
      held.push(res);
      req.resume();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const created: Gate = {
    url: `http://127.0.0.1:${port}`,
    admission,
    held,
    refusals,
    release(count = held.length) {
      for (const res of held.splice(0, count)) res.end("done");
    },
    async close() {
      created.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  open = created;
  return created;
}

const page = { headers: { accept: "text/html,application/xhtml+xml" } };

describe("the admission gate", () => {
  it("works on `limit` requests, queues `queue` more, and refuses the next at once in words with Retry-After", async () => {
    const site = await gate({ limit: 2, queue: 2, waitMs: 10_000 });
    const answers = [1, 2, 3, 4].map((n) => fetch(`${site.url}/safaris?n=${n}`, page));
    await expect.poll(() => site.admission.load().pages).toEqual({ working: 2, waiting: 2 });

    const refused = await fetch(`${site.url}/safaris?n=5`, page);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("7");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const html = await refused.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>We are very busy right now</h1>");
    expect(html).toContain("Too many people are visiting at this moment. Please try again in a few seconds.");
    expect(html).toContain('<a href="/safaris?n=5">Try again</a>');
    expect(site.refusals).toEqual([{ lane: "pages", reason: "queue full" }]);

    // As places free up, the waiting ones are worked on, in order.
    site.release(2);
    await expect.poll(() => site.admission.load().pages).toEqual({ working: 2, waiting: 0 });
    site.release();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    await expect.poll(() => site.admission.load().pages).toEqual({ working: 0, waiting: 0 });
  });

  it("refuses a request that waited longer than `waitMs`", async () => {
    const site = await gate({ limit: 1, queue: 5, waitMs: 200 });
    const first = fetch(`${site.url}/`, page);
    await expect.poll(() => site.held.length).toBe(1);
    const started = Date.now();
    const waited = await fetch(`${site.url}/reviews`, page);
    expect(waited.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(site.refusals).toEqual([{ lane: "pages", reason: "waited too long" }]);
    site.release();
    expect((await first).status).toBe(200);
  });

  it("keeps pages answering while booking posts queue in their own lane", async () => {
    const site = await gate({ limit: 1, queue: 1, waitMs: 10_000 });
    const booking = {
      method: "POST",
      body: "name=A",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
    const bookings = [1, 2].map(() => fetch(`${site.url}/safaris/1`, booking));
    await expect.poll(() => site.admission.load().bookings).toEqual({ working: 1, waiting: 1 });
    const pageAnswer = fetch(`${site.url}/contact`, page);
    await expect.poll(() => site.admission.load().pages).toEqual({ working: 1, waiting: 0 });
    site.release();
    expect((await pageAnswer).status).toBe(200);
    await expect.poll(() => site.held.length).toBe(1);
    site.release();
    expect((await Promise.all(bookings)).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it("tells a form posted without script that it was not sent, in the page's language, and its script the sentence alone", async () => {
    const site = await gate({ limit: 1, queue: 0, waitMs: 1_000 });
    const form = (accept: string) => ({
      method: "POST",
      body: "name=Anna",
      headers: { "content-type": "application/x-www-form-urlencoded", accept },
    });
    const first = fetch(`${site.url}/de/buchung/1`, form("text/html"));
    await expect.poll(() => site.held.length).toBe(1);

    const noScript = await fetch(`${site.url}/de/buchung/1`, form("text/html,application/xhtml+xml"));
    expect(noScript.status).toBe(503);
    expect(noScript.headers.get("retry-after")).toBe("7");
    const html = await noScript.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("<h1>Ihr Formular wurde nicht gesendet</h1>");
    expect(html).toContain("Gerade senden sehr viele Reisende gleichzeitig Anfragen");
    expect(html).toContain("Zurück-Schaltfläche");

    const withScript = await fetch(`${site.url}/de/buchung/1.data`, form("*/*"));
    expect(withScript.status).toBe(503);
    expect(withScript.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await withScript.text()).toMatch(/^Gerade senden sehr viele Reisende gleichzeitig Anfragen/);
    site.release();
    await first;
  });

  it("lets a visitor who gives up while waiting leave the queue", async () => {
    const site = await gate({ limit: 1, queue: 1, waitMs: 10_000 });
    const first = fetch(`${site.url}/`, page);
    await expect.poll(() => site.held.length).toBe(1);
    const controller = new AbortController();
    const gaveUp = fetch(`${site.url}/safaris`, { ...page, signal: controller.signal }).catch(() => "aborted");
    await expect.poll(() => site.admission.load().pages.waiting).toBe(1);
    controller.abort();
    expect(await gaveUp).toBe("aborted");
    await expect.poll(() => site.admission.load().pages.waiting).toBe(0);
    // Its place in the queue is free for the next visitor.
    const next = fetch(`${site.url}/reviews`, page);
    await expect.poll(() => site.admission.load().pages.waiting).toBe(1);
    site.release();
    await expect.poll(() => site.held.length).toBe(1);
    site.release();
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it("when the server shuts down, answers the waiting and then the unanswered in words instead of cutting them", async () => {
    const site = await gate({ limit: 2, queue: 5, waitMs: 10_000 });
    const working = [1, 2].map((n) => fetch(`${site.url}/safaris?n=${n}`, page));
    await expect.poll(() => site.held.length).toBe(2);
    const waiting = [3, 4, 5].map((n) => fetch(`${site.url}/safaris?n=${n}`, page));
    await expect.poll(() => site.admission.load().pages.waiting).toBe(3);

    site.admission.drain();
    const refused = await Promise.all(waiting);
    expect(refused.map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(await refused[0]?.text()).toContain("Too many people are visiting at this moment.");
    // No free place: refused at once, not queued.
    expect((await fetch(`${site.url}/reviews`, page)).status).toBe(503);

    // Time is up: one request has begun its answer, the other not.
    site.held[0]?.writeHead(200, { "content-type": "text/plain" });
    site.admission.refuseUnanswered();
    site.held[0]?.end("finished");
    const [begun, unanswered] = await Promise.all(working);
    expect(begun?.status).toBe(200);
    expect(await begun?.text()).toBe("finished");
    expect(unanswered?.status).toBe(503);
    expect(unanswered?.headers.get("retry-after")).toBe("7");
    site.held.splice(0);
  });

  it("answers health checks and files at once, however full the lanes are", async () => {
    const site = await gate({ limit: 1, queue: 0, waitMs: 1_000 });
    const first = fetch(`${site.url}/`, page);
    await expect.poll(() => site.held.length).toBe(1);
    const health = fetch(`${site.url}/healthz`);
    await expect.poll(() => site.held.length).toBe(2);
    site.release();
    expect((await health).status).toBe(200);
    expect((await first).status).toBe(200);
  });
});
