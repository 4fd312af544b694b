// Stored cross-site scripting: markup and script in every text field a traveller can fill (review,
// contact inquiry, safari booking form, the three-step booking flow, live chat), then every page that
// shows that text (the public reviews after staff approve them, the traveller's chat, the staff portal's
// tables, dialogs, edit forms, booking pages and chat) and every e-mail it produced. The text must come
// back as text: never as a live tag or attribute in the HTML, no dialog in Chromium, no injected element
// in the DOM.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closePage, launchBrowser, openPage, recordOf, waitForHydration } from "../e2e/support/browser";
import {
  cookieHeader,
  dateFromToday,
  firstSafariId,
  getPage,
  postForm,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

/** Fits the shortest text field (first name, 60 characters). */
const SHORT = `"><img src=x onerror=alert(1)><svg onload=alert(2)>`;
/** For free-text fields: one payload per line, each a different way out of a text context. */
const LONG = [
  "<script>alert(3)</script>",
  `"><img src=x onerror=alert(4)>`,
  "javascript:alert(5)",
  "</textarea><script>alert(6)</script>",
  "<svg/onload=alert(7)>",
  "</script><script>alert(8)</script>",
  `<a href="javascript:alert(9)">click me</a>`,
  `<iframe srcdoc="<script>alert(10)</script>"></iframe>`,
  `'-alert(11)-'`,
  "</title><style>*{display:none}</style>",
].join("\n");
/** Passes the review form's e-mail rule (no spaces, one @). */
const EMAIL_PAYLOAD = `x"><svg/onload=alert(12)>@example.com`;

/** What a live injection looks like in HTML; escaped text (&lt;script&gt;) never matches. */
const LIVE_MARKUP = [
  /<script>alert\(/i,
  /<img src=x onerror/i,
  /<svg[\s/]onload/i,
  /<a href="javascript:/i,
  /<iframe srcdoc/i,
  /<\/textarea><script/i,
  /<\/script><script>alert/i,
  /<style>\*\{display:none\}/i,
];

function liveMarkupIn(html: string): string[] {
  return LIVE_MARKUP.filter((pattern) => pattern.test(html)).map((pattern) => {
    const index = html.search(pattern);
    return `${pattern}: …${html.slice(Math.max(0, index - 60), index + 80)}…`;
  });
}

let app: SecurityApp;
let browser: Browser;
let adminCookie: string;
let chatCookie: string;
let safariId: number;

beforeAll(async () => {
  [app, browser] = await Promise.all([startSecurityApp(), launchBrowser()]);
  safariId = await firstSafariId(app);
  adminCookie = await signInAsAdmin(app);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Submission {
  name: string;
  path: () => string;
  fields: () => Record<string, string>;
}

const phone = "+254 712 345 678";
const submissions: Submission[] = [
  {
    name: "review",
    path: () => "/reviews",
    fields: () => ({ intent: "submit-review", name: SHORT, email: EMAIL_PAYLOAD, rating: "4", comment: LONG }),
  },
  {
    name: "contact inquiry",
    path: () => "/contact",
    fields: () => ({
      intent: "send-inquiry",
      name: SHORT,
      email: "inquirer@example.com",
      phone,
      subject: SHORT,
      inquiryType: "general",
      message: LONG,
    }),
  },
  {
    name: "safari booking form",
    path: () => `/safaris/${safariId}`,
    fields: () => ({
      intent: "book-safari",
      name: SHORT,
      email: "safari.guest@example.com",
      phone,
      country: "Kenya",
      adults: "2",
      children: "0",
      arrival: dateFromToday(30),
      departure: dateFromToday(35),
      message: LONG,
      otherInfo: LONG,
    }),
  },
  {
    name: "booking flow",
    path: () => `/booking/${safariId}`,
    fields: () => ({
      intent: "confirm",
      name: SHORT,
      email: "flow.guest@example.com",
      phone,
      country: "Kenya",
      adults: "2",
      startDate: dateFromToday(60),
      specialRequests: LONG,
      paymentChoice: "bank_transfer",
    }),
  },
];

describe("stored XSS", () => {
  it("every public form accepts the payloads as plain text (or refuses them), never as markup", async () => {
    for (const submission of submissions) {
      const response = await postForm(app, submission.path(), submission.fields());
      const body = await response.text();
      expect(response.status, `${submission.name}: ${body.slice(0, 300)}`).toBe(302);
    }
    // Live chat: starting a conversation, then a second message.
    const start = await postForm(app, "/chat", {
      intent: "start",
      name: SHORT,
      email: "chat@example.com",
      message: LONG,
    });
    expect(start.status).toBe(302);
    chatCookie = cookieHeader(start);
    const send = await postForm(app, "/chat", { intent: "send", message: `${SHORT}\n${LONG}` }, { cookie: chatCookie });
    expect(send.status).toBe(302);

    // A field answered with an error must show the payload escaped too (the form puts values back).
    const invalid = await postForm(app, "/contact", { ...submissions[1]!.fields(), email: "not an address" });
    expect(invalid.status).toBe(400);
    expect(liveMarkupIn(await invalid.text())).toEqual([]);

    const stored = await app.query<{ n: string }>(
      `select (select count(*) from reviews where comment like '%<script>alert(3)%')
            + (select count(*) from inquiries where message like '%<script>alert(3)%')
            + (select count(*) from bookings where message like '%<script>alert(3)%' or special_requests like '%<script>alert(3)%')
            + (select count(*) from chat_messages where body like '%<script>alert(3)%') as n`,
    );
    // Stored as typed (escaping is the renderer's job): one review, inquiry, two bookings, two chat messages.
    expect(Number(stored[0]?.n)).toBe(6);

    // Staff approve the review, so it shows on the public site.
    const [review] = await app.query<{ id: number }>(
      "select id from reviews where status = 'pending' order by id desc",
    );
    const approve = await postForm(
      app,
      "/admin/reviews",
      { intent: "quick", quickAction: "approve", id: String(review!.id) },
      { cookie: adminCookie },
    );
    expect(approve.status).toBe(302);
  });

  it("every page that shows the text serves it escaped", async () => {
    const pages = await pagesShowingTravellerText();
    const problems: string[] = [];
    for (const { path, cookie } of pages) {
      const { status, text } = await getPage(app, path, { cookie });
      expect(status, path).toBe(200);
      for (const found of liveMarkupIn(text)) problems.push(`${path}: ${found}`);
    }
    console.info(`checked ${pages.length} pages over HTTP`);
    expect(problems).toEqual([]);
  });

  it("no page runs the payloads in Chromium, and each shows them as text", async () => {
    const pages = await pagesShowingTravellerText();
    const problems: string[] = [];
    for (const { path, cookie, showsPayload } of pages) {
      const page = await openPage(browser, app.url);
      try {
        const dialogs: string[] = [];
        page.on("dialog", (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        if (cookie) await page.context().addCookies(cookiesFor(cookie));
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        // Polling pages (chat) and lazy content get a moment to do anything a payload could make them do.
        await page.waitForTimeout(300);
        const injected = await injectedElements(page);
        if (dialogs.length > 0) problems.push(`${path}: dialogs ${dialogs.join(", ")}`);
        if (injected.length > 0) problems.push(`${path}: injected ${injected.join(" | ")}`);
        const refused = recordOf(page).problems.filter((line) => /Content Security Policy/i.test(line));
        if (refused.length > 0) problems.push(`${path}: CSP refused something: ${refused.join(" | ")}`);
        if (showsPayload) {
          // The rendered text: textContent would also read the page's data script, which holds the payload.
          // biome-ignore lint/performance/useDomNodeTextContent: only what the page shows counts here
          const text = await page.locator("body").innerText();
          if (!/onerror=alert\(|onload=alert\(|<script>alert\(/.test(text)) problems.push(`${path}: payload not shown`);
        }
      } finally {
        await closePage(page);
      }
    }
    console.info(`checked ${pages.length} pages in Chromium`);
    expect(problems).toEqual([]);
  }, 600_000);

  it("the e-mails escape it in HTML and keep it as plain text", async () => {
    // Staff notifications (review, inquiry, two bookings, chat) and the two travellers' confirmations.
    const messages = await app.smtp.waitForMessages(7, 90_000);
    const problems: string[] = [];
    let withPayload = 0;
    for (const message of messages) {
      if (message.html) {
        for (const found of liveMarkupIn(message.html)) problems.push(`"${message.subject}" (HTML): ${found}`);
        if (message.html.includes("&lt;script&gt;alert(3)") || message.html.includes("onerror=alert(")) withPayload++;
      }
      if (/[\r\n]/.test(message.subject)) problems.push(`"${message.subject}": line break in the subject`);
    }
    console.info(`${messages.length} e-mails, ${withPayload} carrying the payloads (escaped)`);
    expect(problems).toEqual([]);
    expect(withPayload).toBeGreaterThanOrEqual(5);
  });
});

interface ShownAt {
  path: string;
  cookie?: string;
  /** The page shows the traveller's text itself (not only, say, a count). */
  showsPayload: boolean;
}

async function pagesShowingTravellerText(): Promise<ShownAt[]> {
  const ids = async (sql: string) => (await app.query<{ id: number }>(sql)).map((row) => row.id);
  const [review] = await ids("select id from reviews where comment like '%alert(3)%'");
  const [inquiry] = await ids("select id from inquiries where message like '%alert(3)%'");
  const bookings = await ids(
    "select id from bookings where message like '%alert(3)%' or special_requests like '%alert(3)%'",
  );
  const [conversation] = await ids("select id from chat_conversations order by id desc");
  const emails = await ids("select id from email_outbox order by id");
  const staff = (path: string, showsPayload = true): ShownAt => ({ path, cookie: adminCookie, showsPayload });
  return [
    { path: "/reviews", showsPayload: true },
    { path: "/", showsPayload: false },
    { path: "/chat", cookie: chatCookie, showsPayload: true },
    staff("/admin", false),
    staff("/admin/reviews"),
    staff(`/admin/reviews?view=${review}`),
    staff(`/admin/reviews?edit=${review}`),
    staff("/admin/inquiries"),
    staff(`/admin/inquiries?view=${inquiry}`),
    staff(`/admin/inquiries?edit=${inquiry}`),
    staff("/admin/bookings"),
    ...bookings.flatMap((id) => [
      staff(`/admin/bookings/${id}`),
      staff(`/admin/safari_bookings?view=${id}`),
      staff(`/admin/safari_bookings?edit=${id}`),
    ]),
    staff(`/admin/chat?c=${conversation}`),
    staff("/admin/chat_conversations"),
    staff("/admin/chat_messages"),
    staff("/admin/email_outbox", false),
    ...emails.map((id) => staff(`/admin/email_outbox?view=${id}`, false)),
    staff("/admin/audit_log", false),
  ];
}

function cookiesFor(header: string) {
  return header.split(/;\s*/).map((pair) => {
    const [name, ...rest] = pair.split("=");
    return { name: name!, value: rest.join("="), url: app.url };
  });
}

/** Elements or attributes in the live DOM that only an injection would have made. */
function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 120);
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on") && /alert/.test(attribute.value)) found.push(describe(element));
        if (
          ["href", "src", "srcdoc", "action", "formaction"].includes(name) &&
          /javascript:|alert\(/i.test(attribute.value)
        ) {
          found.push(describe(element));
        }
      }
      if (element.tagName === "SCRIPT" && /^\s*alert\(\d+\)\s*$/.test(element.textContent ?? ""))
        found.push(describe(element));
      if (element.tagName === "IMG" && element.getAttribute("src") === "x") found.push(describe(element));
    }
    return found;
  });
}
