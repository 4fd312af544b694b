// The trip as its page shows it, from a real booking in a real database: what is owed next and whether it is
// overdue, by East Africa's date; travellers' blocks; nothing of staff's own.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tripTravellers } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createTestTrip } from "../../../tests/support/trips";
import { loadTripByToken } from "./trip.server";
import { tripView } from "./trip-view";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const options = (token: string) => ({ token, mpesa: true, card: false, retentionMonths: 6 });

describe("tripView", () => {
  it("asks for the deposit first, then says when it is overdue", async () => {
    const { token } = await createTestTrip(database.db, { start: "2027-07-30" });
    const bookedToday = await loadTripByToken(database.db, token);
    const view = tripView(bookedToday!, options(token));
    expect(view.summary?.next).toMatchObject({ kind: "deposit", amountText: "USD 1,350.00", overdue: false });
    expect(view.pay).toEqual({ purpose: "deposit", mpesa: true, card: false });

    const later = await loadTripByToken(database.db, token, "2030-01-01");
    expect(tripView(later!, options(token)).summary?.next).toMatchObject({ kind: "deposit", overdue: true });
  });

  it("has one block per traveller, the lead's name from the booking, and shows stored details", async () => {
    const { booking, token } = await createTestTrip(database.db, { adults: 3, children: 2 });
    await database.db.insert(tripTravellers).values({
      bookingId: booking.id,
      position: 2,
      fullName: "Baraka Otieno",
      nationality: "Kenyan",
      passportNumber: "AK0000001",
    });
    const view = tripView((await loadTripByToken(database.db, token))!, options(token));
    expect(view.travellers.map((traveller) => traveller.fullName)).toEqual([
      "Amina Otieno",
      "Baraka Otieno",
      "",
      "",
      "",
    ]);
    expect(view.travellers[1]).toMatchObject({ passportNumber: "AK0000001", removedText: null });
    expect(JSON.stringify(view)).not.toContain("VIP");
    const rows = await database.db.select().from(tripTravellers).where(eq(tripTravellers.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it("dates every itinerary day from the start, across a month's end", async () => {
    const { token } = await createTestTrip(database.db, { start: "2027-12-30" });
    const view = tripView((await loadTripByToken(database.db, token))!, options(token));
    expect(view.days.map((day) => day.date)).toEqual(["2027-12-30", "2027-12-31", "2028-01-01", "2028-01-02"]);
    expect(view.endText).toBe("Sunday, 2 January 2028");
  });
});

describe("the cancellation's day", () => {
  it("is Nairobi's: 23:59 on 30 November there is the 30th, 00:01 is 1 December", async () => {
    const { token } = await createTestTrip(database.db, { start: "2027-07-30" });
    const trip = (await loadTripByToken(database.db, token))!;
    const cancelledAt = (at: string) =>
      tripView(
        { ...trip, booking: { ...trip.booking, status: "cancelled", cancelledAt: new Date(at) } },
        options(token),
      ).cancellation?.dateText;
    expect(cancelledAt("2026-11-30T20:59:00Z")).toBe("Monday, 30 November 2026");
    expect(cancelledAt("2026-11-30T21:01:00Z")).toBe("Tuesday, 1 December 2026");
  });
});
