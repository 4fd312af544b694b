// Cross-site form posts against the running product: every state-changing POST (traveller forms, chat,
// sign-in, sign-out, password reset, the auth API, staff actions) sent as another site would send it
// (foreign Origin, Origin "null", only a foreign Referer, Fetch Metadata saying cross-site, or no
// provenance at all) is refused with 403 and changes nothing in the database. Then the same posts from
// our own pages go through, so the refusals were about provenance and not about a malformed form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  dateFromToday,
  firstSafariId,
  getPage,
  newClientAddress,
  type PostOptions,
  postForm,
  SECURITY_ADMIN,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

const FOREIGN = "https://evil.example";

const crossSiteVariants: { name: string; options: PostOptions }[] = [
  { name: "a foreign Origin", options: { origin: FOREIGN } },
  // The Referer is easy to make look like ours (a page of ours framed or linked); Origin decides.
  { name: "a foreign Origin and our own Referer", options: { origin: FOREIGN, referer: "OWN" } },
  { name: 'Origin "null" (sandboxed frame)', options: { origin: "null" } },
  { name: "no Origin and a foreign Referer", options: { origin: null, referer: `${FOREIGN}/attack.html` } },
  { name: "no Origin, no Referer, Sec-Fetch-Site: cross-site", options: { origin: null, secFetchSite: "cross-site" } },
  { name: "no Origin, no Referer, Sec-Fetch-Site: same-site", options: { origin: null, secFetchSite: "same-site" } },
  { name: "neither Origin nor Referer", options: { origin: null } },
];

let app: SecurityApp;
let adminCookie: string;
let chatCookie: string;
let safariId: number;
let bookingId: number;
let enquiryId: number;
let reviewId: number;
let conversationId: number;
let destinationId: number;

interface StateChange {
  name: string;
  path: () => string;
  fields: () => Record<string, string>;
  /** Cookie the post carries (a staff session, a chat visitor token). */
  cookie?: () => string;
  /** The content type of the post, when not a form. */
  json?: boolean;
}

const traveller = (email: string) => ({ name: "Amani Njoroge", email, phone: "+254 712 345 678" });

const stateChanges: StateChange[] = [
  {
    name: "contact inquiry",
    path: () => "/contact",
    fields: () => ({
      intent: "send-inquiry",
      ...traveller("amani.contact@example.com"),
      subject: "Private game drive",
      inquiryType: "general",
      message: "Could we add a private game drive to our trip?",
    }),
  },
  {
    name: "review",
    path: () => "/reviews",
    fields: () => ({
      intent: "submit-review",
      name: "Amani Njoroge",
      email: "amani.review@example.com",
      rating: "5",
      comment: "Wonderful guides and a great camp.",
    }),
  },
  {
    name: "safari booking form",
    path: () => `/safaris/${safariId}`,
    fields: () => ({
      intent: "book-safari",
      ...traveller("amani.safari@example.com"),
      country: "Kenya",
      adults: "2",
      children: "0",
      arrival: dateFromToday(40),
      departure: dateFromToday(45),
    }),
  },
  {
    name: "booking flow confirmation",
    path: () => `/booking/${safariId}`,
    fields: () => ({
      intent: "confirm",
      name: "Amani Njoroge",
      email: "amani.flow@example.com",
      phone: "+254 712 345 678",
      country: "Kenya",
      adults: "2",
      startDate: dateFromToday(50),
      paymentChoice: "quote",
    }),
  },
  {
    name: "chat start",
    path: () => "/chat",
    fields: () => ({ intent: "start", name: "Amani Njoroge", email: "amani.chat@example.com", message: "Hello!" }),
  },
  {
    name: "chat message",
    path: () => "/chat",
    fields: () => ({ intent: "send", message: "Are you there?" }),
    cookie: () => chatCookie,
  },
  {
    name: "staff sign-in (login CSRF)",
    path: () => "/login",
    fields: () => ({ email: SECURITY_ADMIN.email, password: SECURITY_ADMIN.password, redirectTo: "" }),
  },
  {
    name: "password reset request",
    path: () => "/forgot-password",
    fields: () => ({ email: SECURITY_ADMIN.email }),
  },
  {
    name: "auth API sign-in",
    path: () => "/api/auth/sign-in/email",
    fields: () => ({ email: SECURITY_ADMIN.email, password: SECURITY_ADMIN.password }),
    json: true,
  },
  {
    name: "auth API sign-out",
    path: () => "/api/auth/sign-out",
    fields: () => ({}),
    cookie: () => adminCookie,
    json: true,
  },
  { name: "sign-out", path: () => "/logout", fields: () => ({}), cookie: () => adminCookie },
  {
    name: "staff: approve a review",
    path: () => "/admin/reviews",
    fields: () => ({ intent: "quick", quickAction: "approve", id: String(reviewId) }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: change a booking's status",
    path: () => `/admin/bookings/${bookingId}`,
    fields: () => ({ intent: "status", status: "contacted" }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: a note on an enquiry",
    path: () => `/admin/inbox/${enquiryId}`,
    fields: () => ({ intent: "note", body: "written by another site" }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: close a chat",
    path: () => "/admin/chat",
    fields: () => ({ intent: "close", conversationId: String(conversationId) }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: reply in a chat",
    path: () => "/admin/chat",
    fields: () => ({ intent: "reply", conversationId: String(conversationId), body: "forged reply" }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: delete a destination",
    path: () => "/admin/destinations",
    fields: () => ({ intent: "delete", id: String(destinationId) }),
    cookie: () => adminCookie,
  },
  {
    name: "staff: invite a member of staff",
    path: () => "/admin/staff",
    fields: () => ({ intent: "invite", name: "Intruder", email: "intruder@evil.example", role: "owner" }),
    cookie: () => adminCookie,
  },
];

function send(change: StateChange, options: PostOptions): Promise<Response> {
  if (change.json) return sendJson(change, options);
  const referer = options.referer === "OWN" ? `${app.url}/contact` : options.referer;
  return postForm(app, change.path(), change.fields(), { ...options, referer, cookie: change.cookie?.() });
}

async function sendJson(change: StateChange, options: PostOptions): Promise<Response> {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Forwarded-For": newClientAddress() };
  if (options.origin !== null) headers.Origin = options.origin ?? new URL(app.url).origin;
  if (options.referer) headers.Referer = options.referer === "OWN" ? `${app.url}/contact` : options.referer;
  if (options.secFetchSite) headers["Sec-Fetch-Site"] = options.secFetchSite;
  const cookie = change.cookie?.();
  if (cookie) headers.Cookie = cookie;
  return fetch(`${app.url}${change.path()}`, {
    method: "POST",
    headers,
    body: JSON.stringify(change.fields()),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
}

/** Everything a forged post could change: row counts, plus the state of the rows the staff posts target. */
async function snapshot() {
  const [counts, rows] = await Promise.all([
    app.countRows(),
    app.query(
      `select
         (select json_agg(json_build_object('id', id, 'status', status) order by id) from reviews) as reviews,
         (select json_agg(json_build_object('id', id, 'status', status) order by id) from bookings) as bookings,
         (select json_agg(json_build_object('id', id, 'status', status) order by id) from chat_conversations) as chats,
         (select json_agg(id order by id) from staff_sessions) as sessions`,
    ),
  ]);
  return { counts, rows };
}

beforeAll(async () => {
  app = await startSecurityApp();
  safariId = await firstSafariId(app);
  adminCookie = await signInAsAdmin(app);

  // Something for the staff posts to act on: a pending review, a booking, an open chat, a destination that
  // nothing uses (one that lodges, parks or reviews use cannot be deleted: 409).
  const review = await postForm(app, "/reviews", stateChanges[1]!.fields());
  expect(review.status).toBe(302);
  const booking = await postForm(app, `/safaris/${safariId}`, stateChanges[2]!.fields());
  expect(booking.status).toBe(302);
  const chat = await postForm(app, "/chat", stateChanges[4]!.fields());
  expect(chat.status).toBe(302);
  chatCookie = cookieHeader(chat);
  expect(chatCookie).toMatch(/hb_chat=/);

  const [ids] = await app.query<{
    review: number;
    booking: number;
    enquiry: number;
    chat: number;
    destination: number;
  }>(
    `select (select max(id) from reviews where status = 'pending') as review, (select max(id) from bookings) as booking,
            (select max(id) from enquiries where booking_id is not null) as enquiry,
            (select max(id) from chat_conversations) as chat, (select max(d.id) from destinations d where not exists (select 1 from hotels_lodges h where h.destination_id = d.id)
              and not exists (select 1 from parks p where p.destination_id = d.id)
              and not exists (select 1 from reviews r where r.destination_id = d.id)) as destination`,
  );
  reviewId = ids!.review;
  bookingId = ids!.booking;
  enquiryId = ids!.enquiry;
  conversationId = ids!.chat;
  destinationId = ids!.destination;
  for (const id of [reviewId, bookingId, enquiryId, conversationId, destinationId]) expect(id).toBeGreaterThan(0);
});

afterAll(async () => {
  await app?.stop();
});

describe("cross-site posts are refused and change nothing", () => {
  for (const variant of crossSiteVariants) {
    it(`with ${variant.name}`, async () => {
      const before = await snapshot();
      const answers: string[] = [];
      for (const change of stateChanges) {
        const response = await send(change, variant.options);
        const body = await response.text();
        answers.push(`${change.name}: ${response.status}`);
        expect(response.status, `${change.name} (${variant.name})`).toBe(403);
        expect(body).toMatch(/another site/i);
        expect(response.headers.getSetCookie(), `${change.name} set a cookie`).toEqual([]);
      }
      console.info(`${variant.name}: ${answers.join(", ")}`);
      expect(await snapshot()).toEqual(before);
      // The admin is still signed in: the forged sign-outs ended nothing.
      expect((await getPage(app, "/admin", { cookie: adminCookie })).status).toBe(200);
    });
  }
});

describe("the same posts from our own pages", () => {
  it("go through (so the refusals above were about where they came from)", async () => {
    const results: string[] = [];
    for (const change of stateChanges) {
      // Signing out first would leave the later staff posts without a session; it runs last.
      if (change.name === "sign-out" || change.name === "auth API sign-out") continue;
      const before = await snapshot();
      const response = await send(change, {});
      await response.text();
      results.push(`${change.name}: ${response.status}`);
      expect(response.status, change.name).not.toBe(403);
      expect(response.status, change.name).toBeLessThan(500);
      if (
        change.name.startsWith("staff:") ||
        ["contact inquiry", "review", "chat start", "chat message"].includes(change.name)
      ) {
        expect(await snapshot(), `${change.name} changed something`).not.toEqual(before);
      }
    }
    const signOut = await postForm(app, "/logout", {}, { cookie: adminCookie });
    results.push(`sign-out: ${signOut.status}`);
    expect(signOut.status).toBe(302);
    expect((await getPage(app, "/admin", { cookie: adminCookie })).status).toBe(302);
    console.info(`same-origin posts: ${results.join(", ")}`);
  });
});
