// The Numbers page's figures against a real database, with rows placed on either side of East Africa's
// week, month and range boundaries (UTC+3): an instant late on a UTC day belongs to the next EAT day.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CLOCK_SETTINGS } from "~/features/inbox/office-hours";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addStaff } from "../../../tests/support/enquiries";
import { insertTestEnquiry, insertTestPayment, insertTestRefund } from "../../../tests/support/report-rows";
import {
  readFunnel,
  readResponseTimes,
  readRevenue,
  readSources,
  readStaffFigures,
  readWeeklyVolume,
} from "./report-queries.server";
import type { ReportRange } from "./report-range";

const RANGE: ReportRange = { from: "2026-08-01", to: "2026-09-30" };
/** An instant given in East Africa Time. */
const eat = (local: string) => new Date(`${local}+03:00`);

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;

  // Weekly volume. 2026-08-01 is a Saturday (its week began Monday 27 July); 10 August is a Monday.
  await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-07-31T20:59:00Z") }); // 31 Jul 23:59 EAT: outside
  await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-07-31T21:00:00Z") }); // 1 Aug 00:00 EAT
  await insertTestEnquiry(db, { kind: "chat", receivedAt: new Date("2026-08-09T20:30:00Z") }); // Sun 9 Aug 23:30 EAT
  await insertTestEnquiry(db, { kind: "chat", receivedAt: new Date("2026-08-09T21:30:00Z") }); // Mon 10 Aug 00:30 EAT
  await insertTestEnquiry(db, { kind: "booking", receivedAt: eat("2026-08-11T10:00:00"), stage: "quoted" });
  await insertTestEnquiry(db, {
    kind: "booking",
    receivedAt: eat("2026-08-12T10:00:00"),
    bookingStatus: "cancelled",
    cancelledAt: eat("2026-09-01T12:00:00"),
    stage: "lost",
  });
  await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-09-30T20:59:00Z") }); // 30 Sep 23:59 EAT
  await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-09-30T21:00:00Z") }); // 1 Oct EAT: outside

  // Funnel: stages of enquiries in the range (with the four above that are new, quoted and lost).
  await insertTestEnquiry(db, { kind: "booking", receivedAt: eat("2026-09-01T09:00:00"), stage: "deposit_paid" });
  await insertTestEnquiry(db, { kind: "booking", receivedAt: eat("2026-09-02T09:00:00"), stage: "confirmed" });
  await insertTestEnquiry(db, { kind: "booking", receivedAt: eat("2026-09-03T09:00:00"), stage: "travelled" });
  await insertTestEnquiry(db, { kind: "booking", receivedAt: eat("2026-07-20T09:00:00"), stage: "travelled" }); // outside

  // Revenue: a KES booking and a USD one.
  const kes = await insertTestEnquiry(db, {
    kind: "booking",
    receivedAt: eat("2026-06-01T09:00:00"),
    currency: "KES",
    stage: "deposit_paid",
  });
  const usd = await insertTestEnquiry(db, {
    kind: "booking",
    receivedAt: eat("2026-06-02T09:00:00"),
    currency: "USD",
    stage: "deposit_paid",
  });
  // Settled at 22:30 UTC on 31 August: 1 September in East Africa, so September's.
  await insertTestPayment(db, {
    bookingId: kes.bookingId!,
    purpose: "deposit",
    amount: 3_000_000,
    currency: "KES",
    createdAt: new Date("2026-08-31T22:25:00Z"),
    settledAt: new Date("2026-08-31T22:30:00Z"),
  });
  // A transfer staff recorded on 2 September as received on 31 August: August's.
  await insertTestPayment(db, {
    bookingId: kes.bookingId!,
    purpose: "balance",
    amount: 5_000_000,
    currency: "KES",
    receivedOn: "2026-08-31",
    createdAt: eat("2026-09-02T11:00:00"),
  });
  // Pending and failed payments are no money in.
  await insertTestPayment(db, {
    bookingId: kes.bookingId!,
    purpose: "balance",
    status: "pending",
    amount: 100_000,
    currency: "KES",
    createdAt: eat("2026-09-05T11:00:00"),
    settledAt: null,
  });
  await insertTestPayment(db, {
    bookingId: kes.bookingId!,
    purpose: "balance",
    status: "failed",
    amount: 200_000,
    currency: "KES",
    createdAt: eat("2026-09-05T12:00:00"),
  });
  // A USD booking's deposit paid by M-Pesa in shillings counts in dollars, as credited.
  await insertTestPayment(db, {
    bookingId: usd.bookingId!,
    purpose: "deposit",
    method: "mpesa",
    amount: 3_900_000,
    currency: "KES",
    creditedAmount: 30_000,
    creditedCurrency: "USD",
    createdAt: eat("2026-08-15T10:00:00"),
  });
  // Refunded in full in September: it came in in August and goes out in September.
  const refunded = await insertTestPayment(db, {
    bookingId: usd.bookingId!,
    purpose: "balance",
    status: "refunded",
    amount: 50_000,
    currency: "USD",
    createdAt: eat("2026-08-20T10:00:00"),
  });
  await insertTestRefund(db, { paymentId: refunded, amount: 50_000, createdAt: new Date("2026-09-30T20:00:00Z") });
  // A refund recorded after the range ends is not in it.
  const later = await insertTestPayment(db, {
    bookingId: usd.bookingId!,
    purpose: "balance",
    amount: 20_000,
    currency: "USD",
    createdAt: eat("2026-09-10T10:00:00"),
  });
  await insertTestRefund(db, { paymentId: later, amount: 5_000, createdAt: new Date("2026-09-30T21:00:00Z") });
  // Before the range: not counted.
  await insertTestPayment(db, {
    bookingId: usd.bookingId!,
    purpose: "deposit",
    amount: 1_000,
    currency: "USD",
    createdAt: new Date("2026-07-31T20:59:00Z"),
  });
});

afterAll(async () => {
  await database?.destroy();
});

describe("enquiries and bookings per week", () => {
  it("counts each enquiry in its East Africa week, every week of the range shown", async () => {
    const weeks = await readWeeklyVolume(database.db, RANGE);
    expect(weeks.map((week) => week.week)).toEqual([
      "2026-07-27",
      "2026-08-03",
      "2026-08-10",
      "2026-08-17",
      "2026-08-24",
      "2026-08-31",
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
    ]);
    const byWeek = Object.fromEntries(weeks.map((week) => [week.week, week]));
    expect(byWeek["2026-07-27"]).toEqual({
      week: "2026-07-27",
      enquiries: { booking: 0, inquiry: 1, chat: 0 },
      bookings: 0,
      cancelled: 0,
    });
    expect(byWeek["2026-08-03"]).toEqual({
      week: "2026-08-03",
      enquiries: { booking: 0, inquiry: 0, chat: 1 },
      bookings: 0,
      cancelled: 0,
    });
    // The cancelled booking is an enquiry but not a booking.
    expect(byWeek["2026-08-10"]).toEqual({
      week: "2026-08-10",
      enquiries: { booking: 2, inquiry: 0, chat: 1 },
      bookings: 1,
      cancelled: 0,
    });
    expect(byWeek["2026-08-31"]).toEqual({
      week: "2026-08-31",
      enquiries: { booking: 3, inquiry: 0, chat: 0 },
      bookings: 3,
      // Counted in the week it was cancelled, not the week it was booked.
      cancelled: 1,
    });
    expect(byWeek["2026-09-28"]).toEqual({
      week: "2026-09-28",
      enquiries: { booking: 0, inquiry: 1, chat: 0 },
      bookings: 0,
      cancelled: 0,
    });
    expect(byWeek["2026-08-17"]).toEqual({
      week: "2026-08-17",
      enquiries: { booking: 0, inquiry: 0, chat: 0 },
      bookings: 0,
      cancelled: 0,
    });
  });
});

describe("the funnel", () => {
  it("counts each step with the steps after it, lost enquiries only as enquiries", async () => {
    const steps = await readFunnel(database.db, RANGE);
    // In the range: 2 inquiries + 2 chats (new), quoted, lost, deposit_paid, confirmed, travelled = 9. In the
    // one lifecycle a stored 'confirmed' with no money in is a proposal sent, and 'travelled' is completed.
    expect(steps.map((step) => [step.label, step.count])).toEqual([
      ["Enquiries", 9],
      ["Answered or further", 4],
      ["Proposal sent or further", 4],
      ["Deposit paid or further", 2],
      ["Travelling or completed", 1],
    ]);
    expect(steps[1]?.ofEnquiries).toBeCloseTo(44.44, 2);
    expect(steps[3]?.ofPrevious).toBe(50);
    expect(steps[0]?.ofPrevious).toBeNull();
  });

  it("has every step at zero, with no percentages, for a range without enquiries", async () => {
    const steps = await readFunnel(database.db, { from: "2020-01-01", to: "2020-01-31" });
    expect(steps.every((step) => step.count === 0 && step.ofEnquiries === null)).toBe(true);
  });
});

describe("revenue received", () => {
  it("counts money in the East Africa month it arrived, per booking currency, refunds in their own month", async () => {
    const revenue = await readRevenue(database.db, RANGE);
    expect(revenue.map((entry) => entry.currency)).toEqual(["KES", "USD"]);
    const kes = revenue.find((entry) => entry.currency === "KES")!;
    expect(kes.months).toEqual([
      { month: "2026-08-01", deposits: 0, balances: 5_000_000, refunds: 0, net: 5_000_000 },
      { month: "2026-09-01", deposits: 3_000_000, balances: 0, refunds: 0, net: 3_000_000 },
    ]);
    const usd = revenue.find((entry) => entry.currency === "USD")!;
    expect(usd.months).toEqual([
      { month: "2026-08-01", deposits: 30_000, balances: 50_000, refunds: 0, net: 80_000 },
      { month: "2026-09-01", deposits: 0, balances: 20_000, refunds: 50_000, net: -30_000 },
    ]);
  });

  it("shows KES and USD months at zero when nothing came in", async () => {
    const revenue = await readRevenue(database.db, { from: "2020-01-15", to: "2020-02-10" });
    expect(revenue).toEqual([
      {
        currency: "KES",
        months: [
          { month: "2020-01-01", deposits: 0, balances: 0, refunds: 0, net: 0 },
          { month: "2020-02-01", deposits: 0, balances: 0, refunds: 0, net: 0 },
        ],
      },
      {
        currency: "USD",
        months: [
          { month: "2020-01-01", deposits: 0, balances: 0, refunds: 0, net: 0 },
          { month: "2020-02-01", deposits: 0, balances: 0, refunds: 0, net: 0 },
        ],
      },
    ]);
  });
});

describe("response times", () => {
  const range: ReportRange = { from: "2026-10-05", to: "2026-10-18" };

  beforeAll(async () => {
    const db = database.db;
    // Monday 5 October 09:00 answered 09:20: 20 office minutes.
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: eat("2026-10-05T09:00:00"),
      firstReplyAt: eat("2026-10-05T09:20:00"),
    });
    // Friday 9 October 17:30, answered Saturday 09:30: 30 + 30 = 60 office minutes (1 to 2 h).
    await insertTestEnquiry(db, {
      kind: "chat",
      receivedAt: eat("2026-10-09T17:30:00"),
      firstReplyAt: eat("2026-10-10T09:30:00"),
      firstReplyChannel: "chat",
    });
    // Monday 12 October 08:00 answered 11:00: 180 minutes, past the two-hour target.
    await insertTestEnquiry(db, {
      kind: "booking",
      receivedAt: eat("2026-10-12T08:00:00"),
      firstReplyAt: eat("2026-10-12T11:00:00"),
      firstReplyChannel: "phone",
    });
    // Tuesday 13 October 08:00 answered Thursday 15 October 10:00: 10 h + 10 h + 2 h = 1,320 minutes.
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: eat("2026-10-13T08:00:00"),
      firstReplyAt: eat("2026-10-15T10:00:00"),
    });
    // Answered before the inbox existed: left out.
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: eat("2026-10-14T08:00:00"),
      firstReplyAt: eat("2026-10-14T08:05:00"),
      firstReplyChannel: "imported",
    });
    // Still waiting, and closed without an answer.
    await insertTestEnquiry(db, { kind: "inquiry", receivedAt: eat("2026-10-16T08:00:00") });
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: eat("2026-10-16T09:00:00"),
      closedAt: eat("2026-10-16T10:00:00"),
    });
  });

  it("puts each first answer's office time in its bucket, with the median and the share within target", async () => {
    const figures = await readResponseTimes(database.db, range);
    expect(Object.fromEntries(figures.buckets.map((bucket) => [bucket.key, bucket.count]))).toEqual({
      "under-30m": 1,
      "30-60m": 0,
      "1-2h": 1,
      "2-4h": 1,
      "4-8h": 0,
      "8h-2d": 0,
      "over-2d": 1,
    });
    expect(figures.answered).toBe(4);
    expect(figures.unanswered).toBe(1);
    expect(figures.median).toBe(120);
    expect(figures.withinTarget).toBe(2);
    expect(figures.targetMinutes).toBe(120);
  });

  it("answers an empty range with empty buckets and no median", async () => {
    const figures = await readResponseTimes(database.db, { from: "2020-01-01", to: "2020-01-02" });
    expect(figures.answered).toBe(0);
    expect(figures.median).toBeNull();
    expect(figures.buckets.every((bucket) => bucket.count === 0)).toBe(true);
  });
});

describe("by member of staff", () => {
  const range: ReportRange = { from: "2026-12-07", to: "2026-12-13" };

  it("gives each owner's enquiries, median reply time and conversion by the one lifecycle, the unassigned last", async () => {
    const db = database.db;
    const [akinyi, baraka] = [await addStaff(db, "Akinyi Wafula"), await addStaff(db, "Baraka Otieno")];
    const at = eat("2026-12-08T09:00:00");
    // Akinyi: a booking answered in 20 office minutes whose deposit came in (converted), an inquiry answered
    // in 100 minutes, and one answered before the inbox existed (its time unknown: not counted as answered).
    const paid = await insertTestEnquiry(db, {
      kind: "booking",
      receivedAt: at,
      ownerId: akinyi.id,
      firstReplyAt: eat("2026-12-08T09:20:00"),
      firstReplyOfficeMinutes: 20,
    });
    await insertTestPayment(db, {
      bookingId: paid.bookingId!,
      purpose: "deposit",
      amount: 50_000,
      currency: "USD",
      createdAt: eat("2026-12-09T10:00:00"),
      settledAt: eat("2026-12-09T10:00:00"),
    });
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: at,
      ownerId: akinyi.id,
      firstReplyAt: eat("2026-12-08T10:40:00"),
      firstReplyOfficeMinutes: 100,
    });
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: at,
      ownerId: akinyi.id,
      firstReplyAt: at,
      firstReplyChannel: "imported",
      firstReplyOfficeMinutes: 5,
    });
    // Baraka: a trip that has been travelled (converted), never answered in the portal, and an inquiry answered
    // before reply minutes were stored: counted from its times (Tuesday 09:00 to 09:45, 45 office minutes).
    await insertTestEnquiry(db, { kind: "booking", receivedAt: at, ownerId: baraka.id, stage: "travelled" });
    await insertTestEnquiry(db, {
      kind: "inquiry",
      receivedAt: at,
      ownerId: baraka.id,
      firstReplyAt: eat("2026-12-08T09:45:00"),
    });
    // Nobody's, and one of Akinyi's just after the range (14 December 00:30 in East Africa).
    await insertTestEnquiry(db, { kind: "inquiry", receivedAt: at });
    await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-12-13T21:30:00Z"), ownerId: akinyi.id });

    expect(await readStaffFigures(db, range, DEFAULT_CLOCK_SETTINGS, "2026-12-20")).toEqual([
      { ownerId: akinyi.id, name: "Akinyi Wafula", enquiries: 3, answered: 2, medianMinutes: 60, converted: 1 },
      { ownerId: baraka.id, name: "Baraka Otieno", enquiries: 2, answered: 1, medianMinutes: 45, converted: 1 },
      { ownerId: null, name: "Unassigned", enquiries: 1, answered: 0, medianMinutes: null, converted: 0 },
    ]);
  });
});

describe("sources", () => {
  const range: ReportRange = { from: "2026-11-02", to: "2026-11-08" };

  beforeAll(async () => {
    const db = database.db;
    const at = eat("2026-11-03T10:00:00");
    // Google ads: 3 enquiries, 2 booking requests, 1 with a deposit; Direct: 2; eight more sites with one each.
    await insertTestEnquiry(db, {
      kind: "booking",
      receivedAt: at,
      utmSource: "google",
      utmMedium: "cpc",
      stage: "confirmed",
    });
    await insertTestEnquiry(db, {
      kind: "booking",
      receivedAt: at,
      utmSource: "google",
      utmMedium: "cpc",
      stage: "lost",
    });
    await insertTestEnquiry(db, { kind: "inquiry", receivedAt: at, utmSource: "google", utmMedium: "cpc" });
    await insertTestEnquiry(db, { kind: "inquiry", receivedAt: at });
    await insertTestEnquiry(db, { kind: "booking", receivedAt: at, stage: "deposit_paid" });
    for (const host of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      await insertTestEnquiry(db, {
        kind: host === "h" ? "booking" : "chat",
        receivedAt: at,
        referrer: `https://www.${host}-travel.example/blog`,
        stage: host === "h" ? "travelled" : "new",
      });
    }
  });

  it("names the eight biggest sources and adds up the rest as Other", async () => {
    const sources = await readSources(database.db, range);
    expect(
      sources.map((row) => [row.label, row.enquiries, row.bookingRequests, row.depositPaid, row.sources, row.other]),
    ).toEqual([
      // Its booking 'confirmed' by hand with no money in is a proposal sent, not yet converted.
      ["google / cpc", 3, 2, 0, 1, false],
      ["Direct", 2, 1, 1, 1, false],
      ["a-travel.example", 1, 0, 0, 1, false],
      ["b-travel.example", 1, 0, 0, 1, false],
      ["c-travel.example", 1, 0, 0, 1, false],
      ["d-travel.example", 1, 0, 0, 1, false],
      ["e-travel.example", 1, 0, 0, 1, false],
      ["f-travel.example", 1, 0, 0, 1, false],
      ["Other", 2, 1, 1, 2, true],
    ]);
  });
});
