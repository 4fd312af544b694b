import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { bookings, destinationBestMonths, destinations, reviews, safariPackages } from "./schema";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("schema constraints", () => {
  it("refuses a rating outside 1 to 5", async () => {
    await expect(
      database.db.insert(reviews).values({ userName: "A", email: "a@b.c", rating: 6, comment: "x" }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(reviews).values({ userName: "A", email: "a@b.c", rating: 0, comment: "x" }),
    ).rejects.toThrow();
  });

  it("refuses a month outside 1 to 12 and a duplicate month", async () => {
    const [destination] = await database.db
      .insert(destinations)
      .values({ slug: "test-park", name: "Test Park", region: "Test, Kenya", country: "Kenya" })
      .returning();
    await expect(
      database.db.insert(destinationBestMonths).values({ destinationId: destination!.id, monthNumber: 13 }),
    ).rejects.toThrow();
    await database.db.insert(destinationBestMonths).values({ destinationId: destination!.id, monthNumber: 7 });
    await expect(
      database.db.insert(destinationBestMonths).values({ destinationId: destination!.id, monthNumber: 7 }),
    ).rejects.toThrow();
  });

  it("refuses a duplicate slug", async () => {
    await database.db.insert(safariPackages).values({ slug: "dup", title: "One", durationDays: 3 });
    await expect(
      database.db.insert(safariPackages).values({ slug: "dup", title: "Two", durationDays: 3 }),
    ).rejects.toThrow();
  });

  it("gives each booking a unique KSF- reference and keeps it when its safari is deleted", async () => {
    const [safari] = await database.db
      .insert(safariPackages)
      .values({ slug: "to-delete", title: "Short Trip", durationDays: 2 })
      .returning();
    const base = {
      source: "safari_form" as const,
      safariId: safari!.id,
      packageTitle: "Short Trip",
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: "+254700000000",
      adults: 2,
      arrivalDate: "2027-07-01",
      departureDate: "2027-07-05",
    };
    const inserted = await database.db.insert(bookings).values([base, base]).returning();
    expect(inserted[0]!.reference).toMatch(/^KSF-\d{4,}$/);
    expect(inserted[1]!.reference).not.toBe(inserted[0]!.reference);

    await database.db.delete(safariPackages).where(sql`${safariPackages.id} = ${safari!.id}`);
    const [kept] = await database.db.select().from(bookings).where(sql`${bookings.id} = ${inserted[0]!.id}`);
    expect(kept?.safariId).toBeNull();
    expect(kept?.packageTitle).toBe("Short Trip");
  });

  it("refuses a departure on or before arrival", async () => {
    await expect(
      database.db.insert(bookings).values({
        source: "booking_flow",
        packageTitle: "X",
        name: "A B",
        email: "a@b.c",
        phone: "123456",
        adults: 1,
        arrivalDate: "2027-07-05",
        departureDate: "2027-07-05",
      }),
    ).rejects.toThrow();
  });
});
