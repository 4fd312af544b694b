// Pages only one person sees (staff pages, sign-in, the chat, the booking flow) are never kept by any cache:
// the server's one rule (privateUnlessShared, server/page-cache/cacheable.ts) answers them `private, no-store`,
// whatever the route itself says, over real HTTP against the production build. Staff pages and the chat
// also stay out of search engines (X-Robots-Tag).
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { prepareSiteDatabase, SAMPLE_BOOKING } from "./support/database";
import { get, type RawResponse } from "./support/http";

const STAFF = {
  email: "private.desk@heartbeest.test",
  password: "a long private desk passphrase",
  name: "Private Desk",
};

let server: AppServer;
let dataDir: string;
let bookingId: number;
let staffCookie: string;

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-private-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], async (db) => {
    const [booking] = await db.insert(bookings).values(SAMPLE_BOOKING).returning({ id: bookings.id });
    bookingId = booking!.id;
  });
  server = await startAppServer({ dataDir });
  const signedIn = await fetch(`${server.url}/login`, {
    method: "POST",
    headers: { Origin: server.url },
    body: new URLSearchParams({ email: STAFF.email, password: STAFF.password, redirectTo: "" }),
    redirect: "manual",
  });
  expect(signedIn.status).toBe(302);
  staffCookie = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function expectPrivate(response: RawResponse, label: string) {
  expect(response.header("cache-control"), label).toBe("private, no-store");
}

describe("pages for one person only", () => {
  it("answers the sign-in pages private, no-store and unindexed", async () => {
    for (const target of ["/login", "/forgot-password", "/update-password"]) {
      const response = await get(`${server.url}${target}`);
      expect(response.status, target).toBe(200);
      expectPrivate(response, target);
      expect(response.header("x-robots-tag"), target).toBe("noindex, nofollow");
    }
  });

  it("answers every staff page, and the inbox's CSV, private, no-store and unindexed", async () => {
    for (const target of [
      "/admin",
      "/admin/bookings",
      `/admin/bookings/${bookingId}`,
      "/admin/hotels_lodges",
      "/admin/chat",
      "/admin/bookings/export.csv",
    ]) {
      const response = await get(`${server.url}${target}`, { cookie: staffCookie });
      expect(response.status, target).toBe(200);
      expectPrivate(response, target);
      expect(response.header("x-robots-tag"), target).toBe("noindex, nofollow");
    }
    // The data a staff page's script loads is as private as the page.
    const data = await get(`${server.url}/admin/bookings.data`, { cookie: staffCookie });
    expect(data.status).toBe(200);
    expectPrivate(data, "/admin/bookings.data");
  });

  it("answers the chat page and its messages private, no-store; the page unindexed", async () => {
    const page = await get(`${server.url}/chat`);
    expect(page.status).toBe(200);
    expectPrivate(page, "/chat");
    expect(page.header("x-robots-tag")).toBe("noindex, nofollow");

    const started = await fetch(`${server.url}/chat`, {
      method: "POST",
      headers: { Origin: server.url },
      body: new URLSearchParams({
        intent: "start",
        name: "Lars Berg",
        email: "lars@example.com",
        message: "Is late August good for the crossing?",
      }),
      redirect: "manual",
    });
    expect(started.status).toBe(302);
    const visitor = started.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const messages = await get(`${server.url}/chat/messages`, { cookie: visitor });
    expect(messages.status).toBe(200);
    expectPrivate(messages, "/chat/messages");
  });

  it("answers every step of the booking flow private, no-store, for an anonymous traveller too", async () => {
    const first = await get(`${server.url}/booking/1`);
    expect(first.status).toBe(200);
    expectPrivate(first, "/booking/1");

    const details = new URLSearchParams({
      name: "Ana Silva",
      email: "ana@example.com",
      phone: "+351 912 345 678",
      country: "Portugal",
      adults: "2",
      startDate: addDays(businessToday(), 40),
    });
    const step = await fetch(`${server.url}/booking/1`, {
      method: "POST",
      headers: { Origin: server.url },
      body: details,
      redirect: "manual",
    });
    expect(step.headers.get("cache-control"), "the next step, with the traveller's details").toBe("private, no-store");
  });
});
