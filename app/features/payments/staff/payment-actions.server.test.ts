// The booking page's money forms through the route's own action, with real Requests and FormData against a
// real database: a transfer and cash recorded (also in another currency, at the rate set), every refusal in
// words with the entries kept (table-driven), a duplicate reference and a missing rate refused, a refund, the
// trip link revoked and a new one e-mailed, a proof of residency reviewed and downloaded; each change audited.
import { rm } from "node:fs/promises";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  emailOutbox,
  exchangeRates,
  paymentSchedule,
  payments,
  residencyProofs,
  tripLinks,
  tripTravellers,
} from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { readLedger } from "~/features/payments/ledger.server";
import { readStaffMoney } from "~/features/payments/staff/staff-ledger.server";
import { saveTravellers } from "~/features/trip/trip.server";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { findBookingByTripToken, issueTripLink } from "~/features/trip/trip-links.server";
import * as bookingRoute from "~/routes/admin/booking";
import * as proofRoute from "~/routes/admin/booking-residency-proof";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database";
import {
  form,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../../tests/support/staff-sessions";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staff: { id: string; email: string };
let bookingId: number;
let otherBookingId: number;
let proofId: number;
let oldToken: string;

async function newBooking(name: string) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Amboseli Elephants",
      name,
      email: "achieng@example.com",
      phone: "+254 711 000 000",
      adults: 2,
      arrivalDate: "2031-07-01",
      departureDate: "2031-07-05",
      currency: "USD",
    })
    .returning();
  await database.db.insert(paymentSchedule).values([
    { bookingId: row!.id, kind: "deposit", amount: 30_000, currency: "USD", dueDate: "2031-01-10" },
    { bookingId: row!.id, kind: "balance", amount: 70_000, currency: "USD", dueDate: "2031-05-02" },
  ]);
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, staff, cookie } = await signedInStaff(database, "Neema Accounts"));
  bookingId = (await newBooking("Achieng Odhiambo")).id;
  otherBookingId = (await newBooking("Someone Else")).id;
  oldToken = await issueTripLink(database.db, bookingId);
  await database.db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd: 129.5 });
  const [proof] = await database.db
    .insert(residencyProofs)
    .values({
      bookingId,
      content: Buffer.from("%PDF-1.4 kenyan alien card"),
      fileName: "alien card.pdf",
      contentType: "application/pdf",
    })
    .returning();
  proofId = proof!.id;
  await database.db.insert(tripTravellers).values({
    bookingId,
    position: 1,
    fullName: "Achieng Odhiambo",
    nationality: "Kenyan",
    passportNumber: "AK000111",
    medicalNotes: "Asthma",
  });
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const post = (values: Record<string, string>, id = bookingId) =>
  routeOutcome(
    bookingRoute.action,
    siteRequest(`/admin/bookings/${id}`, { method: "POST", cookie, body: form(values) }),
    { id: String(id) },
    context,
  );

const transfer = (overrides: Record<string, string> = {}) => ({
  intent: "record-payment",
  method: "bank_transfer",
  purpose: "deposit",
  amount: "300.00",
  currency: "USD",
  receivedOn: "2031-01-12",
  reference: "EQ-TRF-0001",
  note: "Arrived in the Equity account",
  ...overrides,
});

const summary = async () => (await readLedger(database.db, bookingId, "2031-01-15"))!.summary;

async function audits(tableName: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.tableName, tableName));
}

describe("the booking page shows the money", () => {
  it("loads the ledger, the travellers and the proofs (without the file) for staff", async () => {
    const outcome = await routeOutcome(
      bookingRoute.loader,
      siteRequest(`/admin/bookings/${bookingId}`, { cookie }),
      { id: String(bookingId) },
      context,
    );
    expect(outcome.status).toBe(200);
    const body = outcome.body as Awaited<ReturnType<typeof bookingRoute.loader>>;
    expect(body.money.ledger?.summary).toMatchObject({ total: 100_000, paid: 0, outstanding: 100_000 });
    expect(body.money.travellers[0]).toMatchObject({ fullName: "Achieng Odhiambo", passportNumber: "AK000111" });
    // Named as we serve it, never as the sender's file was called.
    expect(body.money.proofs[0]).toMatchObject({
      id: proofId,
      fileName: `residency-proof-${await referenceOf(bookingId)}-1.pdf`,
      status: "submitted",
    });
    expect(body.money.proofs[0]).not.toHaveProperty("content");
    expect(body.money.liveTripLinks).toBe(1);
  });
});

describe("recording a transfer or cash", () => {
  it.each([
    ["no amount", { amount: "" }, "amount", "Enter the amount."],
    [
      "words for an amount",
      { amount: "three hundred" },
      "amount",
      "Enter an amount such as 1500 or 1500.50 (at most two decimals).",
    ],
    ["a negative amount", { amount: "-50" }, "amount", "Enter the amount as a positive number."],
    ["a zero amount", { amount: "0.00" }, "amount", "Enter an amount above zero."],
    [
      "three decimals",
      { amount: "10.005" },
      "amount",
      "Enter an amount such as 1500 or 1500.50 (at most two decimals).",
    ],
    // The issue's 999,999,999.99 was a 500 (integer out of range): now refused in words, nothing stored.
    [
      "999,999,999.99",
      { amount: "999,999,999.99" },
      "amount",
      "That is more than one entry can hold: at most 20,000,000.00 of the currency. Record a larger sum in parts.",
    ],
    [
      "an amount beyond any integer",
      { amount: "99999999999999" },
      "amount",
      "That is more than one entry can hold: at most 20,000,000.00 of the currency. Record a larger sum in parts.",
    ],
    ["an unknown method", { method: "cheque" }, "method", "Choose bank transfer or cash."],
    ["an unknown currency", { currency: "JPY" }, "currency", "Choose the currency the money came in."],
    ["no date", { receivedOn: "" }, "receivedOn", "Enter the date the money arrived."],
    ["an impossible date", { receivedOn: "2031-02-30" }, "receivedOn", "Enter the date the money arrived."],
    [
      "a transfer without the bank's reference",
      { reference: "  " },
      "reference",
      "Enter the bank's reference for the transfer, so it can never be recorded twice.",
    ],
  ])("refuses %s in words, keeping what was typed", async (_name, change, field, message) => {
    const outcome = await post(transfer(change));
    expect(outcome.status).toBe(400);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.intent).toBe("record-payment");
    expect(refusal.fieldErrors[field]).toBe(message);
    expect(refusal.formError).toBe("Please correct the fields marked below.");
    expect(refusal.values).toMatchObject({ ...transfer(change) });
    expect((await summary()).paid).toBe(0);
  });

  it("records a transfer: paid and outstanding change, the payment is audited and a receipt queued", async () => {
    const outcome = await post(transfer());
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/admin/bookings/${bookingId}`);
    expect(await summary()).toMatchObject({ paid: 30_000, outstanding: 70_000, depositPaid: true });
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.providerReference, "EQ-TRF-0001")));
    expect(payment).toMatchObject({
      method: "bank_transfer",
      status: "succeeded",
      amount: 30_000,
      currency: "USD",
      receivedOn: "2031-01-12",
      note: "Arrived in the Equity account",
      recordedBy: staff.id,
    });
    expect((await audits("payments")).map((entry) => entry.rowId)).toContain(String(payment!.id));
    const [receipt] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `payment:${payment!.id}:receipt`));
    expect(receipt?.toAddress).toBe("achieng@example.com");
  });

  it("refuses the same bank reference twice, in words, and counts the money once", async () => {
    const outcome = await post(transfer({ amount: "50" }));
    expect(outcome.status).toBe(409);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.formError).toContain("with the reference EQ-TRF-0001 is already in the ledger");
    expect(refusal.fieldErrors.reference).toBe("This reference is already recorded for this method.");
    expect(refusal.values.amount).toBe("50");
    expect((await summary()).paid).toBe(30_000);
  });

  it("refuses a currency with no exchange rate set, saying where to set one", async () => {
    const outcome = await post(transfer({ currency: "GBP", reference: "GBP-1" }));
    expect(outcome.status).toBe(409);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.formError).toContain("no exchange rate between GBP and the booking's currency");
    expect(refusal.formError).toContain("Exchange rates");
    expect(refusal.values.currency).toBe("GBP");
    expect((await summary()).paid).toBe(30_000);
  });

  it("credits cash in another currency at the rate set, recording the rate; a part payment is fine", async () => {
    const outcome = await post(
      transfer({ method: "cash", purpose: "balance", amount: "12,950", currency: "KES", reference: "", note: "" }),
    );
    expect(outcome.status).toBe(302);
    const [cash] = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "cash")));
    // KES 12,950.00 at 129.5 KES per USD is USD 100.00.
    expect(cash).toMatchObject({ amount: 1_295_000, currency: "KES", exchangeRate: 129.5, creditedAmount: 10_000 });
    expect(await summary()).toMatchObject({ paid: 40_000, outstanding: 60_000 });
  });
});

describe("recording a refund", () => {
  const refund = async (overrides: Record<string, string> = {}) => {
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerReference, "EQ-TRF-0001"));
    return post({
      intent: "record-refund",
      paymentId: String(payment!.id),
      amount: "20.00",
      reason: "Park fee overcharged",
      reference: "EQ-RFD-1",
      ...overrides,
    });
  };

  it.each([
    ["no reason", { reason: "" }, "reason", "Say why the money is given back."],
    ["no amount", { amount: "" }, "amount", "Enter the amount."],
  ])("refuses %s, keeping the entries", async (_name, change, field, message) => {
    const outcome = await refund(change);
    expect(outcome.status).toBe(400);
    expect((outcome.body as FormRefusal).fieldErrors[field]).toBe(message);
    expect((outcome.body as FormRefusal).values.reference).toBe("EQ-RFD-1");
  });

  it("refuses more than the payment, saying how much is left", async () => {
    const outcome = await refund({ amount: "300.01" });
    expect(outcome.status).toBe(409);
    expect((outcome.body as FormRefusal).formError).toBe("At most USD 300.00 is left to refund on this payment.");
  });

  it("refuses another booking's payment with a 404 in words, and records nothing on either booking", async () => {
    const [theirs] = await database.db
      .insert(payments)
      .values({
        bookingId: otherBookingId,
        purpose: "deposit",
        method: "bank_transfer",
        status: "succeeded",
        amount: 30_000,
        currency: "USD",
        creditedAmount: 30_000,
        creditedCurrency: "USD",
        providerReference: "OTHER-TRF-1",
      })
      .returning();
    for (const paymentId of [String(theirs!.id), "2147483648", "99999999999"]) {
      const outcome = await refund({ paymentId });
      expect(outcome.status).toBe(404);
      const refusal = outcome.body as FormRefusal;
      expect(refusal.formError).toBe(
        "That payment is not in this booking's ledger, so nothing was recorded. Choose one of the payments listed.",
      );
      expect(refusal.values).toMatchObject({ paymentId, reason: "Park fee overcharged" });
    }
    expect(await audits("refunds")).toHaveLength(0);
    expect((await readLedger(database.db, otherBookingId))!.summary.paid).toBe(30_000);
    expect((await readLedger(database.db, otherBookingId))!.refunds).toHaveLength(0);
  });

  it.each(["agent"] as const)("refuses a refund from an %s with a 403 in words, nothing recorded", async (role) => {
    const { cookie: theirCookie } = await signedInStaff(database, `Refund ${role}`, role);
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerReference, "EQ-TRF-0001"));
    const values = {
      intent: "record-refund",
      paymentId: String(payment!.id),
      amount: "20.00",
      reason: "Park fee overcharged",
      reference: "EQ-RFD-AGENT",
    };
    const outcome = await routeOutcome(
      bookingRoute.action,
      siteRequest(`/admin/bookings/${bookingId}`, { method: "POST", cookie: theirCookie, body: form(values) }),
      { id: String(bookingId) },
      context,
    );
    expect(outcome.status).toBe(403);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.formError).toContain("Only an owner or a manager can record a refund");
    expect(refusal.values).toMatchObject(values);
    expect(await audits("refunds")).toHaveLength(0);
  });

  it.each(["owner", "manager"] as const)("records a refund as %s: paid goes down, audited", async (role) => {
    const { cookie: theirCookie } = await signedInStaff(database, `Refund ${role}`, role);
    const before = (await summary()).paid;
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerReference, "EQ-TRF-0001"));
    const outcome = await routeOutcome(
      bookingRoute.action,
      siteRequest(`/admin/bookings/${bookingId}`, {
        method: "POST",
        cookie: theirCookie,
        body: form({ intent: "record-refund", paymentId: String(payment!.id), amount: "1.00", reason: "Rounding" }),
      }),
      { id: String(bookingId) },
      context,
    );
    expect(outcome.status).toBe(302);
    expect((await summary()).paid).toBe(before - 100);
  });

  it("records a refund: paid goes down and the refund is audited", async () => {
    const before = await audits("refunds");
    expect((await refund()).status).toBe(302);
    expect(await summary()).toMatchObject({ paid: 37_800, outstanding: 62_200 });
    expect(await audits("refunds")).toHaveLength(before.length + 1);
  });
});

describe("the trip link", () => {
  it("revokes every old link and e-mails the traveller a new one that works; audited", async () => {
    expect((await findBookingByTripToken(database.db, oldToken))?.id).toBe(bookingId);
    const outcome = await post({ intent: "reissue-trip-link" });
    expect(outcome.status).toBe(302);
    expect(await findBookingByTripToken(database.db, oldToken)).toBeNull();
    const [email] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "trip_link_reissued"));
    expect(email?.toAddress).toBe("achieng@example.com");
    const token = /\/trip\/([A-Za-z0-9_-]{43})/.exec(email!.textBody)?.[1];
    expect((await findBookingByTripToken(database.db, token!))?.id).toBe(bookingId);
    const [entry] = await audits("trip_links");
    expect(entry).toMatchObject({ rowId: String(bookingId), actorEmail: staff.email });
  });

  it("is re-issued at most TRIP_LINKS_PER_BOOKING times a day: beyond, 429 in words, the live link kept", async () => {
    const reissued = async () =>
      (await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "trip_link_reissued"))).length;
    const linksOf = async () =>
      (await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, otherBookingId))).length;
    const start = await linksOf();
    for (let i = start; i < TRIP_LINKS_PER_BOOKING.limit; i++) {
      expect((await post({ intent: "reissue-trip-link" }, otherBookingId)).status).toBe(302);
    }
    const [live] = await database.db
      .select()
      .from(tripLinks)
      .where(and(eq(tripLinks.bookingId, otherBookingId), isNull(tripLinks.revokedAt)));
    const emails = await reissued();

    const refused = await post({ intent: "reissue-trip-link" }, otherBookingId);
    expect(refused.status).toBe(429);
    expect((refused.body as FormRefusal).formError).toMatch(
      /^No new link was sent and the current one still works\. This booking has had 10 trip links in the last 24 hours, the most allowed\. Try again in \d+ hours?\.$/,
    );
    expect(await linksOf()).toBe(TRIP_LINKS_PER_BOOKING.limit);
    expect(await reissued()).toBe(emails);
    // The revocation rolled back with the refusal: the link the traveller holds still opens the page.
    const [stillLive] = await database.db
      .select()
      .from(tripLinks)
      .where(and(eq(tripLinks.bookingId, otherBookingId), isNull(tripLinks.revokedAt)));
    expect(stillLive?.id).toBe(live?.id);
  });
});

describe("the proof of residency", () => {
  it("asks why when rejecting without a note", async () => {
    const outcome = await post({
      intent: "review-proof",
      proofId: String(proofId),
      decision: "rejected",
      reviewNote: "",
    });
    expect(outcome.status).toBe(400);
    expect((outcome.body as FormRefusal).fieldErrors.reviewNote).toContain("Say why the proof is rejected");
  });

  it.each([
    ["through another booking's page", () => String(proofId), () => otherBookingId],
    ["with an id beyond any integer", () => "99999999999", () => bookingId],
  ])("is not reviewed %s: 404 in words", async (_name, proof, booking) => {
    const outcome = await post(
      { intent: "review-proof", proofId: proof(), decision: "verified", reviewNote: "" },
      booking(),
    );
    expect(outcome.status).toBe(404);
    expect((outcome.body as FormRefusal).formError).toBe("That proof of residency is not on this booking.");
    const [stored] = await database.db.select().from(residencyProofs).where(eq(residencyProofs.id, proofId));
    expect(stored?.status).toBe("submitted");
  });

  it("is rejected with a note, and the re-quote is asked for; audited", async () => {
    const outcome = await post({
      intent: "review-proof",
      proofId: String(proofId),
      decision: "rejected",
      reviewNote: "Card expired in 2029",
    });
    expect(outcome.status).toBe(302);
    const [proof] = await database.db.select().from(residencyProofs).where(eq(residencyProofs.id, proofId));
    expect(proof).toMatchObject({ status: "rejected", reviewNote: "Card expired in 2029", reviewedBy: staff.id });
    expect(await audits("residency_proofs")).toHaveLength(1);
  });

  it("downloads for staff only, private and never cached, and only from its own booking", async () => {
    const load = (id: number, withCookie: boolean) =>
      proofRoute.loader({
        request: siteRequest(`/admin/bookings/${id}/residency-proof/${proofId}`, withCookie ? { cookie } : {}),
        params: { id: String(id), proofId: String(proofId) },
        context,
      } as never);
    const response = (await load(bookingId, true)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="residency-proof-${await referenceOf(bookingId)}-1.pdf"`,
    );
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(await response.text()).toBe("%PDF-1.4 kenyan alien card");

    const stranger = await routeOutcome(
      proofRoute.loader,
      siteRequest(`/admin/bookings/${bookingId}/residency-proof/${proofId}`),
      { id: String(bookingId), proofId: String(proofId) },
      context,
    );
    expect(stranger.status).toBe(302);
    expect(stranger.location).toMatch(/^\/login/);
    const elsewhere = await routeOutcome(
      proofRoute.loader,
      siteRequest(`/admin/bookings/${otherBookingId}/residency-proof/${proofId}`, { cookie }),
      { id: String(otherBookingId), proofId: String(proofId) },
      context,
    );
    expect(elsewhere.status).toBe(404);
  });
});

async function referenceOf(id: number): Promise<string> {
  const [row] = await database.db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, id));
  return row!.reference;
}

describe("the booking's travellers, for staff", () => {
  it("lists what a border or a lodge would catch: a passport short of six months, a child older than quoted", async () => {
    const row = await newBooking("Nadia Warsame");
    await database.db
      .update(bookings)
      .set({ children: 1, childAges: [9] })
      .where(eq(bookings.id, row.id));
    const person = {
      nationality: "Kenyan",
      passportNumber: "AK1234567",
      dietaryNeeds: "",
      medicalNotes: "",
      emergencyContact: "Omar Warsame +254 722 000 000",
    };
    await saveTravellers(database.db, row.id, [
      { ...person, position: 1, fullName: "Nadia Warsame", passportExpiry: "2031-09-01", dateOfBirth: "1988-03-03" },
      { ...person, position: 2, fullName: "Amal Warsame", passportExpiry: "2036-01-01", dateOfBirth: "2019-01-01" },
    ]);
    const money = await readStaffMoney(database.db, row.id);
    expect(money.borderWarnings).toEqual([
      { kind: "passport", position: 1, fullName: "Nadia Warsame", expiry: "2031-09-01", validUntil: "2032-01-05" },
      { kind: "childAge", position: 2, fullName: "Amal Warsame", age: 12, quotedAges: [9] },
    ]);
  });
});
