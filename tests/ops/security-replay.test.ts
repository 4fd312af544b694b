// Replayed booking posts against the running product (production build, real HTTP, PostgreSQL): two browsers
// load the same cached safari page and so hold the same submission token. Browser A books; staff re-issue the
// trip link; then the original post is sent again, many times, from A (with its cookies) and from B (with
// none of A's). Nothing a replay returns may open a trip page: no trip_links row, no e-mail, no link; A sees its
// own confirmation without a link, B is told in words only that the request arrived. Minting is capped:
// staff re-issue beyond TRIP_LINKS_PER_BOOKING, and new bookings beyond BOOKING_RATE_LIMIT, are refused in words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_RATE_LIMIT } from "~/features/bookings/booking-submissions.server";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import {
  dateFromToday,
  firstSafariId,
  getPage,
  newClientAddress,
  postForm,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
  submissionTokenOf,
} from "./support/security-app";

const REPLAYS_PER_BROWSER = 50;
const TRAVELLER = {
  name: "Wanjiru Replaytest",
  email: "wanjiru.replaytest@example.com",
  phone: "+254 711 000 222",
};

let app: SecurityApp;
let safariId: number;

beforeAll(async () => {
  app = await startSecurityApp();
  safariId = await firstSafariId(app);
});

afterAll(async () => {
  await app?.stop();
});

/**
 * A browser's cookies, kept by name and path as a browser keeps them, and sent only where their path applies:
 * the confirmation cookie (Path=/booking) never goes with a post to /safaris/{id}.
 */
class Browser {
  readonly address = newClientAddress();
  private readonly cookies = new Map<string, { value: string; path: string }>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
      const [name = "", ...rest] = pair.split("=");
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || "/";
      const gone = rest.join("=") === "" || attributes.some((a) => /^max-age=0$/i.test(a));
      if (gone) this.cookies.delete(`${name} ${path}`);
      else this.cookies.set(`${name} ${path}`, { value: rest.join("="), path });
    }
  }

  cookieFor(path: string): string {
    return [...this.cookies]
      .filter(
        ([, cookie]) =>
          path === cookie.path ||
          path.startsWith(cookie.path.endsWith("/") ? cookie.path : `${cookie.path}/`) ||
          path.startsWith(`${cookie.path}?`),
      )
      .map(([key, cookie]) => `${key.split(" ")[0]}=${cookie.value}`)
      .join("; ");
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.startsWith(`${name} `));
  }

  async get(path: string) {
    const page = await getPage(app, path, { cookie: this.cookieFor(path) });
    this.take(page.response);
    return page;
  }

  async post(path: string, fields: Record<string, string>) {
    const response = await postForm(app, path, fields, { clientAddress: this.address, cookie: this.cookieFor(path) });
    this.take(response);
    return {
      status: response.status,
      location: response.headers.get("Location"),
      text: await response.text(),
      response,
    };
  }
}

/** Fetches a public page without cookies until the page cache answers it, as a second visitor would get it. */
async function cachedSafariPage(): Promise<{ text: string; cache: string | null }> {
  let page = await getPage(app, `/safaris/${safariId}`);
  for (let attempt = 0; attempt < 20 && page.response.headers.get("x-page-cache") !== "hit"; attempt++) {
    page = await getPage(app, `/safaris/${safariId}`);
  }
  return { text: page.text, cache: page.response.headers.get("x-page-cache") };
}

function bookingFields(token: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "book-safari",
    submissionToken: token,
    ...TRAVELLER,
    country: "Kenya",
    adults: "2",
    children: "0",
    arrival: dateFromToday(40),
    departure: dateFromToday(44),
    ...overrides,
  };
}

async function count(table: "trip_links" | "email_outbox" | "bookings"): Promise<number> {
  const [row] = await app.query<{ count: string }>(`select count(*) as count from ${table}`);
  return Number(row?.count ?? 0);
}

/** Every string shaped like a trip token (43 base64url characters) in the texts, decoded cookies included. */
function tripTokensIn(...texts: string[]): string[] {
  const decoded = texts.flatMap((text) => {
    const out = [text];
    for (const match of text.matchAll(/[A-Za-z0-9+/%=]{40,}/g)) {
      try {
        out.push(Buffer.from(decodeURIComponent(match[0]), "base64").toString("utf8"));
      } catch {}
    }
    return out;
  });
  return [
    ...new Set(decoded.flatMap((text) => [...text.matchAll(/\/trip\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ""))),
  ];
}

describe("a replayed booking post", () => {
  const browserA = new Browser();
  const browserB = new Browser();
  let token = "";
  let reference = "";
  let bookingId = 0;
  let firstTripToken = "";
  let adminCookie = "";

  it("comes from a cached page whose token every visitor shares", async () => {
    const first = await cachedSafariPage();
    const second = await cachedSafariPage();
    expect(second.cache).toBe("hit");
    token = submissionTokenOf(first.text);
    expect(submissionTokenOf(second.text)).toBe(token);
  });

  it("books once for browser A, with a link to the trip page on A's confirmation", async () => {
    const answer = await browserA.post(`/safaris/${safariId}`, bookingFields(token));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/booking/${safariId}?step=confirmation`);
    expect(browserA.has("hb_booked")).toBe(true);
    const [booking] = await app.query<{ id: number; reference: string }>(
      "select id, reference from bookings where email = $1",
      [TRAVELLER.email],
    );
    bookingId = booking?.id ?? 0;
    reference = booking?.reference ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);

    const confirmation = await browserA.get(`/booking/${safariId}?step=confirmation`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toContain(reference);
    [firstTripToken = ""] = tripTokensIn(confirmation.text);
    expect(firstTripToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await getPage(app, `/trip/${firstTripToken}`)).status).toBe(200);
  });

  it("is followed by staff re-issuing the link: the old one stops opening the trip page", async () => {
    adminCookie = await signInAsAdmin(app);
    const linksBefore = await count("trip_links");
    const reissued = await postForm(
      app,
      `/admin/bookings/${bookingId}`,
      { intent: "reissue-trip-link" },
      { cookie: adminCookie },
    );
    expect(reissued.status).toBe(302);
    expect(await count("trip_links")).toBe(linksBefore + 1);
    expect((await getPage(app, `/trip/${firstTripToken}`)).status).toBe(404);
  });

  it(`mints nothing and opens nothing, replayed ${REPLAYS_PER_BROWSER} times from A and from B`, async () => {
    // The e-mails of the booking and of the re-issue have gone out before the replays start.
    const outboxBefore = await count("email_outbox");
    await app.smtp.waitForMessages(2, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const mailsBefore = app.smtp.messages.length;
    const linksBefore = await count("trip_links");
    const bookingsBefore = await count("bookings");

    const fromA: Awaited<ReturnType<Browser["post"]>>[] = [];
    const fromB: Awaited<ReturnType<Browser["post"]>>[] = [];
    const started = Date.now();
    for (let round = 0; round < REPLAYS_PER_BROWSER / 10; round++) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? browserA : browserB).post(`/safaris/${safariId}`, bookingFields(token)),
        ),
      );
      for (const [i, answer] of batch.entries()) (i % 2 === 0 ? fromA : fromB).push(answer);
      const more = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? browserB : browserA).post(`/safaris/${safariId}`, bookingFields(token)),
        ),
      );
      for (const [i, answer] of more.entries()) (i % 2 === 0 ? fromB : fromA).push(answer);
    }
    console.log(
      `${fromA.length + fromB.length} replays in ${Date.now() - started} ms: A ${JSON.stringify(countBy(fromA))}, B ${JSON.stringify(countBy(fromB))}`,
    );

    expect(await count("trip_links")).toBe(linksBefore);
    expect(await count("email_outbox")).toBe(outboxBefore);
    expect(await count("bookings")).toBe(bookingsBefore);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(app.smtp.messages.length).toBe(mailsBefore);

    // A, the browser that booked: its confirmation again, naming the booking, without a link to the trip page.
    for (const answer of fromA) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/booking/${safariId}?step=confirmation`);
    }
    const confirmation = await browserA.get(`/booking/${safariId}?step=confirmation`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.text).toContain(reference);
    expect(confirmation.text).toContain(TRAVELLER.name);
    expect(tripTokensIn(confirmation.text)).toEqual([]);
    expect(confirmation.text).toContain("The link to your trip page is in your confirmation email.");

    // B, another browser with the same token and entries: a 409 in words, naming nothing, setting no cookie.
    for (const answer of fromB) {
      expect(answer.status).toBe(409);
      expect(answer.text).toContain("Booking request already received");
      expect(answer.text).toContain("Its confirmation was sent by email to the address given in it");
      for (const secret of [reference, TRAVELLER.name, TRAVELLER.email, TRAVELLER.phone]) {
        expect(answer.text).not.toContain(secret);
      }
      expect(answer.response.headers.getSetCookie().filter((line) => line.startsWith("hb_booking"))).toEqual([]);
    }
    expect(browserB.has("hb_booked")).toBe(false);
    expect((await browserB.get(`/booking/${safariId}?step=confirmation`)).status).toBe(302);

    // Nothing any replay returned opens a trip page: not the revoked link, not another.
    const returned = [...fromA, ...fromB].flatMap((answer) => [
      answer.text,
      answer.location ?? "",
      ...answer.response.headers.getSetCookie(),
    ]);
    for (const tripToken of [...tripTokensIn(...returned), firstTripToken]) {
      expect((await getPage(app, `/trip/${tripToken}`)).status, tripToken).toBe(404);
    }
  });

  it("works the same without script: the refusal is a whole page with its words (no JavaScript needed)", async () => {
    const answer = await browserB.post(`/safaris/${safariId}`, bookingFields(token));
    expect(answer.status).toBe(409);
    expect(answer.response.headers.get("content-type")).toMatch(/text\/html/);
    expect(answer.text).toMatch(/<html[\s>]/);
    expect(answer.text).toContain("We have already received this booking request.");
  });

  it("answers in the page's language: German", async () => {
    const answer = await postForm(app, `/de/safaris/${safariId}`, bookingFields(token), {
      clientAddress: browserB.address,
    });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain("Buchungsanfrage bereits erhalten");
  });
});

describe("the caps on minting trip links", () => {
  it(`refuses a staff re-issue beyond ${TRIP_LINKS_PER_BOOKING.limit} links a day for one booking, in words`, async () => {
    const adminCookie = await signInAsAdmin(app);
    const [booking] = await app.query<{ id: number }>("select id from bookings where email = $1", [TRAVELLER.email]);
    const bookingId = booking?.id ?? 0;
    const [{ minted = "0" } = {}] = await app.query<{ minted: string }>(
      "select count(*) as minted from trip_links where booking_id = $1",
      [bookingId],
    );
    const reissue = () =>
      postForm(app, `/admin/bookings/${bookingId}`, { intent: "reissue-trip-link" }, { cookie: adminCookie });
    for (let i = Number(minted); i < TRIP_LINKS_PER_BOOKING.limit; i++) expect((await reissue()).status).toBe(302);
    const [live] = await app.query<{ id: number }>(
      "select id from trip_links where booking_id = $1 and revoked_at is null",
      [bookingId],
    );
    const linksBefore = await count("trip_links");
    const outboxBefore = await count("email_outbox");

    const refused = await reissue();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const text = await refused.text();
    expect(text).toContain("No new link was sent and the current one still works.");
    expect(text).toContain(`This booking has had ${TRIP_LINKS_PER_BOOKING.limit} trip links in the last 24 hours`);
    expect(await count("trip_links")).toBe(linksBefore);
    expect(await count("email_outbox")).toBe(outboxBefore);
    const [stillLive] = await app.query<{ id: number }>(
      "select id from trip_links where booking_id = $1 and revoked_at is null",
      [bookingId],
    );
    expect(stillLive?.id).toBe(live?.id);
  });

  it(`refuses a new booking (and its link) beyond ${BOOKING_RATE_LIMIT.limit} from one address, in words`, async () => {
    const browser = new Browser();
    const { text } = await cachedSafariPage();
    const pageToken = submissionTokenOf(text);
    const linksBefore = await count("trip_links");
    const answers = [];
    for (let i = 0; i <= BOOKING_RATE_LIMIT.limit; i++) {
      answers.push(
        await browser.post(
          `/safaris/${safariId}`,
          bookingFields(pageToken, { name: `Capped Traveller ${i}`, email: `capped.${i}@example.com` }),
        ),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(BOOKING_RATE_LIMIT.limit).fill(302), 429]);
    expect(answers.at(-1)?.text).toContain("Too many booking requests");
    expect(await count("trip_links")).toBe(linksBefore + BOOKING_RATE_LIMIT.limit);
  });
});

function countBy(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
