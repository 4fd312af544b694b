// Two app servers on one PostgreSQL database, as docs/deploy.md runs them behind a reverse proxy: a staff
// session made on one is accepted by the other, a rate limit spent on one holds on the other, a staff change
// made on one empties the page cache of the other, and the e-mail outbox is delivered exactly once between
// them. The servers are the production build started as real processes; the database is a throw-away one on
// the PostgreSQL server of POSTGRES_SERVER_URL.
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox, reviews } from "~/db/schema";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type AppServer, delay, startAppServer } from "../e2e/support/app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../e2e/support/database";
import { get, visibleText } from "../e2e/support/http";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";

const POSTGRES_SERVER_URL = process.env.POSTGRES_SERVER_URL || "postgres://postgres@127.0.0.1:5432/test";
const ADMIN = { email: "njeri@heartbeest.test", password: "a long and shared staff passphrase" };
const STAFF_EMAIL = "reservations@heartbeest.test";
const REVIEW_COMMENT = `Two servers, one story: the lions of the Mara at dawn (${randomBytes(3).toString("hex")}).`;

let database: ThrowAwayDatabase;
let smtp: FakeSmtpServer;
let serverA: AppServer;
let serverB: AppServer;
let safariPath: string;
/** Guest e-mail addresses of every booking the servers accepted. */
const bookedGuests: string[] = [];

beforeAll(async () => {
  database = await createThrowAwayDatabase(POSTGRES_SERVER_URL);
  smtp = await startFakeSmtpServer();
  // Deliveries that take a moment, so both servers' delivery loops are at work at the same time.
  smtp.behaviour.acceptDelayMs = 100;
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "5",
    // The same secret everywhere, as docs/deploy.md asks.
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    STAFF_EMAIL,
    // As behind the proxy: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: "true",
  };
  // Started together: migrations, the seed and the first admin must each happen once, whoever comes first.
  const started = await Promise.allSettled([startAppServer({ env }), startAppServer({ env })]);
  const running = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  // Whichever started is stopped in afterAll, even when the other did not.
  [serverA, serverB] = running as [AppServer, AppServer];
  const failure = started.find((result) => result.status === "rejected");
  if (failure) throw (failure as PromiseRejectedResult).reason;

  const list = await get(`${serverA.url}/safaris`);
  const id = /href="\/safaris\/(\d+)"/.exec(list.text)?.[1];
  if (!id) throw new Error("No safari is listed on /safaris");
  safariPath = `/safaris/${id}`;
});

afterAll(async () => {
  await Promise.allSettled([serverA?.stop(), serverB?.stop()]);
  await smtp?.stop();
  await database?.drop();
});

/** Signs in through the sign-in form of `server` and returns the session cookies, ready for a Cookie header. */
async function signIn(server: AppServer): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "X-Forwarded-For": "192.0.2.10" },
    body: new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
  });
  expect(response.status, await response.clone().text()).toBe(302);
  expect(response.headers.get("location")).toBe("/admin");
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  expect(cookies.some((cookie) => cookie.startsWith("heartbeest.session_token="))).toBe(true);
  return cookies.join("; ");
}

function bookingForm(guest: { name: string; email: string }): URLSearchParams {
  const arrival = addDays(businessToday(), 30);
  return new URLSearchParams({
    intent: "book-safari",
    name: guest.name,
    phone: "+254 712 345 678",
    email: guest.email,
    country: "Kenya",
    adults: "2",
    children: "0",
    arrival,
    departure: addDays(arrival, 4),
  });
}

/** Posts the 'Book This Safari' form to `server` as the visitor at `address`; returns the HTTP status. */
async function book(server: AppServer, address: string, label: string): Promise<number> {
  const guest = { name: `Guest ${label}`, email: `guest-${label}-${randomBytes(3).toString("hex")}@example.com` };
  const response = await fetch(`${server.url}${safariPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, "X-Forwarded-For": address },
    body: bookingForm(guest),
  });
  await response.arrayBuffer();
  if (response.status === 302) bookedGuests.push(guest.email);
  return response.status;
}

describe("two app servers on one database", () => {
  it("accepts a staff session made on one server on the other", async () => {
    const cookie = await signIn(serverA);

    const withoutSession = await fetch(`${serverB.url}/admin`, { redirect: "manual" });
    expect(withoutSession.status).toBe(302);
    expect(withoutSession.headers.get("location")).toMatch(/^\/login/);

    const onB = await fetch(`${serverB.url}/admin`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(onB.headers.get("cache-control")).toBe("private, no-store");
    expect(onB.headers.get("x-page-cache")).toBeNull();
    expect(await onB.text()).toMatch(/Administrator/);

    // A signed-in member of staff never gets the anonymous copy of a public page.
    for (let i = 0; i < 2; i++) await get(`${serverB.url}/about`);
    const publicPage = await get(`${serverB.url}/about`, { Cookie: cookie });
    expect(publicPage.status).toBe(200);
    expect(publicPage.header("x-page-cache")).toBeUndefined();
    expect(publicPage.header("cache-control")).toBe("private, no-store");
  });

  it("counts a visitor's bookings on both servers against one limit", async () => {
    const address = "198.51.100.23";
    const statuses: number[] = [];
    // Five allowed in ten minutes, whichever server each lands on.
    for (let i = 0; i < 5; i++) statuses.push(await book(i % 2 === 0 ? serverA : serverB, address, `limit-${i}`));
    expect(statuses).toEqual([302, 302, 302, 302, 302]);
    expect(await book(serverB, address, "limit-6")).toBe(429);
    expect(await book(serverA, address, "limit-7")).toBe(429);
    // Another visitor is not held back by it.
    expect(await book(serverB, "198.51.100.24", "other-visitor")).toBe(302);
  });

  it("shows a staff change made on one server on the other, whose cached page is dropped", async () => {
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    let reviewId: number;
    try {
      const [row] = await handle.db
        .insert(reviews)
        .values({
          userName: "Amani Waweru",
          email: "amani@example.com",
          rating: 5,
          comment: REVIEW_COMMENT,
          status: "pending",
        })
        .returning({ id: reviews.id });
      reviewId = row!.id;
    } finally {
      await handle.close();
    }

    // Both servers render /reviews once and then serve it from their caches, without the pending review.
    for (const server of [serverA, serverB]) {
      await get(`${server.url}/reviews`);
      const cached = await get(`${server.url}/reviews`);
      expect(cached.header("x-page-cache")).toBe("hit");
      expect(cached.header("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(visibleText(cached.text)).not.toContain(REVIEW_COMMENT);
    }

    // Staff approve the review on A.
    const cookie = await signIn(serverA);
    const approval = await fetch(`${serverA.url}/admin/reviews`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: serverA.url, Cookie: cookie },
      body: new URLSearchParams({ intent: "quick", quickAction: "approve", id: String(reviewId) }),
    });
    expect(approval.status).toBe(302);
    const approvedAt = Date.now();

    // A drops its copy before it answers anyone else, so its very next page shows the review ...
    const onA = await get(`${serverA.url}/reviews`);
    expect(onA.header("x-page-cache")).toBe("miss");
    expect(visibleText(onA.text)).toContain(REVIEW_COMMENT);
    // ... and B once it has noticed the new content version.
    await expect
      .poll(async () => visibleText((await get(`${serverB.url}/reviews`)).text).includes(REVIEW_COMMENT), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);
    console.log(`server B showed the approved review ${Date.now() - approvedAt} ms after server A approved it`);
    // And caches the new page again.
    await expect.poll(async () => (await get(`${serverB.url}/reviews`)).header("x-page-cache")).toBe("hit");
  });

  it("sends each queued e-mail exactly once between the two servers", async () => {
    // More bookings from separate visitors, posted to both servers at once.
    const statuses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(i % 2 === 0 ? serverA : serverB, `203.0.113.${40 + i}`, `burst-${i}`)),
    );
    expect(statuses).toEqual([302, 302, 302, 302, 302, 302]);
    const bookings = bookedGuests.length;
    expect(bookings).toBe(12);

    // Every booking queues a confirmation to the guest and a notification to staff.
    const handle = await openDatabase({ url: database.url, poolSize: 1 });
    try {
      await expect
        .poll(
          async () => {
            const rows = await handle.db.select({ status: emailOutbox.status }).from(emailOutbox);
            return rows.filter((row) => row.status !== "sent").length;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(0);
      const sentRows = await handle.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.status, ["sent"]));
      console.log(
        `${bookings} bookings: ${sentRows.length} e-mails sent through ${smtp.messages.length} SMTP deliveries`,
      );
    } finally {
      await handle.close();
    }
    // Everything is marked sent; give a duplicate send still under way the time to show itself.
    await delay(3_000);

    const guestMessages = smtp.messages.filter((message) => !message.envelopeTo.includes(STAFF_EMAIL));
    const staffMessages = smtp.messages.filter((message) => message.envelopeTo.includes(STAFF_EMAIL));
    for (const guest of bookedGuests) {
      expect(
        guestMessages.filter((message) => message.envelopeTo.includes(guest)),
        guest,
      ).toHaveLength(1);
      const notifications = staffMessages.filter((message) =>
        `${message.text ?? ""}${message.html ?? ""}`.includes(guest),
      );
      expect(notifications, `staff notification for ${guest}`).toHaveLength(1);
    }
    const messageIds = smtp.messages.map((message) => message.messageId);
    expect(new Set(messageIds).size).toBe(messageIds.length);
  });
});
