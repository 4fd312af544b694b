import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, tripLinks } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { findBookingByTripToken, hashTripToken, issueTripLink, revokeTripLinks } from "./trip-links.server";

let database: TestDatabase;
let bookingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
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
  bookingId = row!.id;
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
