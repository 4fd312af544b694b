// Guest-data retention against a real database, the clock passed in: before the period nothing changes;
// after it, passport number and expiry, date of birth and medical notes are gone, the residency proofs
// deleted, the rest of the traveller's row kept, and the job logs the booking and counts once, never the data.
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, residencyProofs, tripTravellers } from "~/db/schema";
import { addDays } from "~/utils/business-calendar";
import { loadConfig } from "~/utils/env.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { removeExpiredGuestData, retentionCutoff } from "./guest-data-retention.server";
import { PAYMENT_JOBS, runPaymentJobs } from "./payment-jobs.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

const PASSPORT = "K1234567";
const MEDICAL = "Allergic to penicillin";

async function tripEnding(departure: string, name: string) {
  const [booking] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      status: "confirmed",
      packageTitle: "Serengeti Migration",
      name,
      email: "guest@example.com",
      phone: "+254 711 000 000",
      adults: 2,
      arrivalDate: addDays(departure, -5),
      departureDate: departure,
    })
    .returning();
  await database.db.insert(tripTravellers).values([
    {
      bookingId: booking!.id,
      position: 1,
      fullName: `${name} Senior`,
      nationality: "Kenyan",
      passportNumber: PASSPORT,
      passportExpiry: "2031-05-01",
      dateOfBirth: "1980-03-04",
      dietaryNeeds: "Vegetarian",
      medicalNotes: MEDICAL,
      emergencyContact: "Ann, +254 700 000 000",
    },
    { bookingId: booking!.id, position: 2, fullName: `${name} Junior`, passportNumber: "K7654321" },
  ]);
  await database.db.insert(residencyProofs).values({
    bookingId: booking!.id,
    content: Buffer.from("%PDF-1.4 alien card"),
    fileName: "alien-card.pdf",
    contentType: "application/pdf",
  });
  return booking!;
}

async function travellersOf(bookingId: number) {
  return database.db
    .select()
    .from(tripTravellers)
    .where(eq(tripTravellers.bookingId, bookingId))
    .orderBy(tripTravellers.position);
}

describe("retention cutoff", () => {
  it.each([
    ["2027-07-15", 6, "2027-01-15"],
    ["2027-08-31", 6, "2027-02-28"],
    ["2028-03-01", 12, "2027-03-01"],
    ["2027-01-10", 1, "2026-12-10"],
  ])("on %s with %i months: trips that ended by %s", (today, months, cutoff) => {
    expect(retentionCutoff(today, months)).toBe(cutoff);
  });
});

describe("guest-data retention", () => {
  it("keeps everything before the period ends and removes passport, birth date, medical notes and proofs after", async () => {
    const booking = await tripEnding("2027-01-10", "Wanjiku");
    const logged: Record<string, unknown>[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const config = loadConfig({ NODE_ENV: "test", GUEST_DATA_RETENTION_MONTHS: "6" });
    const jobs = PAYMENT_JOBS.filter((job) => job.name === "guest-data-retention");
    expect(jobs).toHaveLength(1);
    const round = (day: string) =>
      runPaymentJobs({ db: database.db, config, logger, now: new Date(`${day}T09:00:00Z`) }, jobs);

    // Six months after the trip ended is 10 July: the day before, nothing is touched.
    expect(await round("2027-07-09")).toEqual({ "guest-data-retention": { bookings: 0 } });
    const before = await travellersOf(booking.id);
    expect(before[0]).toMatchObject({ passportNumber: PASSPORT, medicalNotes: MEDICAL, personalDataRemovedAt: null });
    expect(
      await database.db.select().from(residencyProofs).where(eq(residencyProofs.bookingId, booking.id)),
    ).toHaveLength(1);

    expect(await round("2027-07-10")).toEqual({ "guest-data-retention": { bookings: 1 } });
    const after = await travellersOf(booking.id);
    for (const traveller of after) {
      expect(traveller).toMatchObject({
        passportNumber: null,
        passportExpiry: null,
        dateOfBirth: null,
        medicalNotes: null,
      });
      expect(traveller.personalDataRemovedAt).toBeInstanceOf(Date);
    }
    // What the booking's record still needs stays.
    expect(after[0]).toMatchObject({
      fullName: "Wanjiku Senior",
      nationality: "Kenyan",
      dietaryNeeds: "Vegetarian",
      emergencyContact: "Ann, +254 700 000 000",
    });
    expect(await database.db.select().from(residencyProofs).where(eq(residencyProofs.bookingId, booking.id))).toEqual(
      [],
    );

    // Logged once, by reference and counts, never the data itself.
    const lines = logged.filter((line) => line.job === "guest-data-retention");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      booking: booking.reference,
      travellers: 2,
      residencyProofs: 1,
      retentionMonths: 6,
    });
    const text = JSON.stringify(logged);
    for (const secret of [PASSPORT, "K7654321", MEDICAL, "1980-03-04", "2031-05-01", "alien-card"]) {
      expect(text).not.toContain(secret);
    }

    // Later rounds find nothing more to remove and log nothing.
    expect(await round("2027-07-11")).toEqual({ "guest-data-retention": { bookings: 0 } });
    expect(logged.filter((line) => line.job === "guest-data-retention")).toHaveLength(1);
  });

  it("follows GUEST_DATA_RETENTION_MONTHS and leaves trips not yet due alone", async () => {
    const older = await tripEnding("2026-10-01", "Achieng");
    const recent = await tripEnding("2027-06-02", "Baraka");
    const removed = await removeExpiredGuestData(database.db, { now: new Date("2027-08-01T09:00:00Z"), months: 2 });
    expect(removed.map((entry) => entry.reference)).toEqual([older.reference]);
    expect((await travellersOf(recent.id))[0]?.passportNumber).toBe(PASSPORT);
    expect((await travellersOf(older.id))[0]?.passportNumber).toBeNull();
  });
});
