import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, tripLinks } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { TRIP_LINKS_PER_ADDRESS, TRIP_LINKS_PER_BOOKING } from "./trip-link-limits";
import {
  findBookingByTripToken,
  hashTripToken,
  issueTripLink,
  revokeTripLinks,
  TripLinkLimitError,
} from "./trip-links.server";

let database: TestDatabase;
let bookingId: number;

async function newBooking() {
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "safari_form",
      packageTitle: "Serengeti Migration",
      name: "Lea Traveller",
      email: "lea@example.com",
      phone: "+491700000000",
      adults: 2,
      arrivalDate: "2027-07-14",
      departureDate: "2027-07-20",
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  bookingId = await newBooking();
});
afterAll(() => database.destroy());

describe("a trip link", () => {
  it("opens its booking; a changed, shortened or unknown token opens nothing", async () => {
    const token = await issueTripLink(database.db, bookingId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await findBookingByTripToken(database.db, token))?.id).toBe(bookingId);

    const last = token.at(-1) === "A" ? "B" : "A";
    for (const wrong of [`${token.slice(0, -1)}${last}`, token.slice(0, 20), "", `${token}x`, "../admin"]) {
      expect(await findBookingByTripToken(database.db, wrong)).toBeNull();
    }
  });

  it("is kept only as a hash, and is unguessable: two links are never alike", async () => {
    const first = await issueTripLink(database.db, bookingId);
    const second = await issueTripLink(database.db, bookingId);
    expect(first).not.toBe(second);
    const stored = await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, bookingId));
    expect(stored.map((link) => link.tokenHash)).toContain(hashTripToken(first));
    expect(JSON.stringify(stored)).not.toContain(first);
  });

  it("stops working when staff revoke it, while a new one works", async () => {
    const old = await issueTripLink(database.db, bookingId);
    expect(await revokeTripLinks(database.db, bookingId)).toBeGreaterThanOrEqual(1);
    expect(await findBookingByTripToken(database.db, old)).toBeNull();
    const fresh = await issueTripLink(database.db, bookingId);
    expect((await findBookingByTripToken(database.db, fresh))?.id).toBe(bookingId);
  });
});

describe("minting trip links", () => {
  it("stops at TRIP_LINKS_PER_BOOKING for one booking within a day, on every path, and goes on once it passed", async () => {
    const booking = await newBooking();
    const now = new Date("2031-03-01T08:00:00Z");
    for (let i = 0; i < TRIP_LINKS_PER_BOOKING.limit; i++) {
      await issueTripLink(database.db, booking, { now: new Date(now.getTime() + i * 60_000) });
    }
    const refused = await issueTripLink(database.db, booking, { now: new Date(now.getTime() + 3_600_000) }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TripLinkLimitError);
    expect(refused).toMatchObject({ limit: "booking", retryAfterSeconds: 23 * 3600 });
    const rows = await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, booking));
    expect(rows).toHaveLength(TRIP_LINKS_PER_BOOKING.limit);
    // Revoking does not reset the count: re-issue after re-issue is what the cap is for.
    await revokeTripLinks(database.db, booking);
    await expect(issueTripLink(database.db, booking, { now: new Date(now.getTime() + 7_200_000) })).rejects.toThrow(
      TripLinkLimitError,
    );
    const dayLater = new Date(now.getTime() + TRIP_LINKS_PER_BOOKING.windowMs + 1);
    expect(await issueTripLink(database.db, booking, { now: dayLater })).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("stops at TRIP_LINKS_PER_ADDRESS for one address across bookings; another address is not affected", async () => {
    const now = new Date("2031-04-01T08:00:00Z");
    const address = "198.51.100.23";
    const bookingIds = [];
    for (let i = 0; i < Math.ceil(TRIP_LINKS_PER_ADDRESS.limit / 5) + 1; i++) bookingIds.push(await newBooking());
    for (let i = 0; i < TRIP_LINKS_PER_ADDRESS.limit; i++) {
      await issueTripLink(database.db, bookingIds[Math.floor(i / 5)]!, { clientAddress: address, now });
    }
    const last = bookingIds.at(-1)!;
    await expect(issueTripLink(database.db, last, { clientAddress: address, now })).rejects.toMatchObject({
      limit: "address",
    });
    expect(await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, last))).toHaveLength(0);
    expect(await issueTripLink(database.db, last, { clientAddress: "198.51.100.24", now })).toMatch(
      /^[A-Za-z0-9_-]{43}$/,
    );
  });
});
