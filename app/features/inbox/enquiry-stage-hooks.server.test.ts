// The pipeline following the money and the booking, against a real database: a deposit that succeeds (from
// a provider or recorded by staff) moves a new or quoted enquiry to 'deposit paid' in the same transaction;
// a booking confirmed or cancelled moves its enquiry to 'confirmed' or 'lost' (reason 'Booking cancelled').

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, enquiries } from "~/db/schema";
import { cancelBooking } from "~/features/bookings/booking-records.server";
import { updateBookingStatus } from "~/features/bookings/bookings.server";
import { recordManualPayment, recordPendingPayment, settlePayment } from "~/features/payments/ledger.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addStaff } from "../../../tests/support/enquiries";
import { moveEnquiryStage } from "./enquiry-actions.server";

let database: TestDatabase;
let staff: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  staff = await addStaff(database.db, "Akinyi Wafula");
});

afterAll(async () => {
  await database?.destroy();
});

async function stageOf(enquiryId: number) {
  const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  return { stage: row?.stage, lostReason: row?.lostReason };
}

async function stageAudit(enquiryId: number) {
  const rows = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "enquiries"), eq(auditLog.rowId, String(enquiryId))))
    .orderBy(auditLog.id);
  return rows.map((row) => [row.actorEmail, row.after]);
}

let reference = 0;
async function providerPayment(bookingId: number, purpose: "deposit" | "balance", outcome: "succeeded" | "failed") {
  reference += 1;
  const providerReference = `ws_CO_${reference}`;
  await recordPendingPayment(database.db, {
    bookingId,
    purpose,
    method: "mpesa",
    amount: 82_800,
    currency: "USD",
    creditedAmount: 82_800,
    creditedCurrency: "USD",
    exchangeRate: null,
    providerReference,
  });
  await settlePayment(
    database.db,
    "mpesa",
    providerReference,
    outcome === "succeeded" ? { outcome, receipt: `RCPT${reference}` } : { outcome, code: "1032", reason: "Cancelled" },
    { source: "callback" },
  );
}

describe("a deposit paid", () => {
  it("moves a new enquiry to 'deposit paid' when the provider confirms the deposit", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await providerPayment(bookingId, "deposit", "failed");
    expect((await stageOf(enquiry.id)).stage).toBe("new");
    await providerPayment(bookingId, "deposit", "succeeded");
    expect((await stageOf(enquiry.id)).stage).toBe("deposit_paid");
    expect(await stageAudit(enquiry.id)).toEqual([
      ["system (payment received)", { stage: "deposit_paid", lostReason: null }],
    ]);
  });

  it("moves a quoted enquiry on when staff record the deposit, as that member of staff", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await moveEnquiryStage(database.db, staff, {
      enquiryId: enquiry.id,
      stage: "quoted",
      seenStage: "new",
      lostReason: null,
    });
    const result = await recordManualPayment(database.db, staff, {
      bookingId,
      purpose: "deposit",
      method: "bank_transfer",
      amount: 82_800,
      currency: "USD",
      receivedOn: "2025-03-04",
      reference: `EQ-${bookingId}`,
      note: "",
    });
    expect(result.status).toBe("recorded");
    expect((await stageOf(enquiry.id)).stage).toBe("deposit_paid");
    expect((await stageAudit(enquiry.id)).at(-1)).toEqual([staff.email, { stage: "deposit_paid", lostReason: null }]);
  });

  it("leaves a confirmed or lost enquiry, and ignores a balance payment", async () => {
    const confirmed = await addBookingEnquiry(database.db);
    await moveEnquiryStage(database.db, staff, {
      enquiryId: confirmed.enquiry.id,
      stage: "confirmed",
      seenStage: "new",
      lostReason: null,
    });
    await providerPayment(confirmed.bookingId, "deposit", "succeeded");
    expect((await stageOf(confirmed.enquiry.id)).stage).toBe("confirmed");

    const balance = await addBookingEnquiry(database.db);
    await providerPayment(balance.bookingId, "balance", "succeeded");
    expect((await stageOf(balance.enquiry.id)).stage).toBe("new");
  });
});

describe("the booking's status", () => {
  it("confirmed moves the enquiry to 'confirmed', cancelled to 'lost' with the reason, audited as the member of staff", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await updateBookingStatus(database.db, { bookingId, status: "contacted", actor: staff });
    expect((await stageOf(enquiry.id)).stage).toBe("new");
    await updateBookingStatus(database.db, { bookingId, status: "confirmed", actor: staff });
    expect(await stageOf(enquiry.id)).toEqual({ stage: "confirmed", lostReason: null });
    await cancelBooking(database.db, { bookingId, reason: "The travellers called the trip off.", actor: staff });
    expect(await stageOf(enquiry.id)).toEqual({ stage: "lost", lostReason: "Booking cancelled" });
    // A cancelled booking stays cancelled: the plain status change does not reopen it.
    await updateBookingStatus(database.db, { bookingId, status: "confirmed", actor: staff });
    expect(await stageOf(enquiry.id)).toEqual({ stage: "lost", lostReason: "Booking cancelled" });
    expect(await stageAudit(enquiry.id)).toEqual([
      [staff.email, { stage: "confirmed", lostReason: null }],
      [staff.email, { stage: "lost", lostReason: "Booking cancelled" }],
      // Cancelling closes the enquiry too: nothing is left to answer.
      [staff.email, { closedAt: expect.any(String) }],
    ]);
  });

  it("keeps the reason of an enquiry lost already, and a travelled one stays travelled", async () => {
    const lost = await addBookingEnquiry(database.db);
    await moveEnquiryStage(database.db, staff, {
      enquiryId: lost.enquiry.id,
      stage: "lost",
      seenStage: "new",
      lostReason: "Chose another operator",
    });
    await cancelBooking(database.db, {
      bookingId: lost.bookingId,
      reason: "The travellers called the trip off.",
      actor: staff,
    });
    expect(await stageOf(lost.enquiry.id)).toEqual({ stage: "lost", lostReason: "Chose another operator" });

    const travelled = await addBookingEnquiry(database.db);
    await moveEnquiryStage(database.db, staff, {
      enquiryId: travelled.enquiry.id,
      stage: "travelled",
      seenStage: "new",
      lostReason: null,
    });
    await cancelBooking(database.db, {
      bookingId: travelled.bookingId,
      reason: "The travellers called the trip off.",
      actor: staff,
    });
    expect((await stageOf(travelled.enquiry.id)).stage).toBe("travelled");
  });
});
