// /admin/payments/unmatched against a real database, posted as signed-in staff: an owner credits unmatched
// M-Pesa money to a booking once (by its receipt), a manager marks one refunded, every decision is audited; an
// agent sees the list but is refused (403 in words) and nothing changes; wrong entries come back in words with
// the entries kept.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, paymentEvents, payments, unmatchedProviderPayments } from "~/db/schema";
import { readLedger } from "~/features/payments/ledger.server";
import { PROVIDER_REFUSED_BODY_MAX_CHARS, REFUSED_CALLBACKS_KEPT_PER_ADDRESS } from "~/features/payments/mpesa-limits";
import { keepRefusedCallback } from "~/features/payments/mpesa-payments.server";
import { countOpenUnmatchedPayments } from "~/features/payments/staff/unmatched-payments.server";
import { STAFF_ACTIONS } from "~/features/staff/staff-actions";
import { FORBIDDEN_MESSAGE } from "~/features/staff/staff-session.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createPayableBooking, setKesRate } from "../../../tests/support/mpesa-bookings";
import {
  form,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import { action, loader } from "./payments-unmatched";

let database: TestDatabase;
let owner: { context: TestContext; cookie: string };
let manager: { context: TestContext; cookie: string };
let agent: { context: TestContext; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInStaff(database, "Neema Owner", "owner");
  manager = await signedInStaff(database, "Baraka Manager", "manager");
  agent = await signedInStaff(database, "Amani Agent", "agent");
  await setKesRate(database.db);
});
afterAll(async () => {
  await database?.destroy();
});

let sequence = 0;
async function unmatched(shillings = 116_325) {
  sequence += 1;
  const [row] = await database.db
    .insert(unmatchedProviderPayments)
    .values({
      provider: "mpesa",
      checkoutRequestId: `ws_CO_unmatched_${sequence}`,
      merchantRequestId: `1-2-${sequence}`,
      receipt: `SKU${String(sequence).padStart(7, "0")}`,
      amount: shillings * 100,
      currency: "KES",
      phone: "254712345678",
      transactionAt: new Date("2026-11-28T21:30:00Z"),
      rawBody: { Body: { stkCallback: {} } },
    })
    .returning();
  if (!row) throw new Error("not inserted");
  return row;
}

const post = (who: { context: TestContext; cookie: string }, values: Record<string, string>) =>
  routeOutcome(
    action,
    siteRequest("/admin/payments/unmatched", { method: "POST", cookie: who.cookie, body: form(values) }),
    {},
    who.context,
  );

async function rowNow(id: number) {
  const [row] = await database.db.select().from(unmatchedProviderPayments).where(eq(unmatchedProviderPayments.id, id));
  return row;
}

describe("unmatched M-Pesa payments", () => {
  it("are registered as staff actions needing the money permission", () => {
    expect(STAFF_ACTIONS.filter((entry) => entry.id.startsWith("mpesa.unmatched."))).toEqual([
      expect.objectContaining({ id: "mpesa.unmatched.match", permission: "money" }),
      expect.objectContaining({ id: "mpesa.unmatched.refund", permission: "money" }),
    ]);
  });

  it("an agent sees them, with the count, but may not match or refund: 403 in words, nothing changed", async () => {
    const row = await unmatched();
    const { booking } = await createPayableBooking(database.db);
    const page = await routeOutcome(
      loader,
      siteRequest("/admin/payments/unmatched", { cookie: agent.cookie }),
      {},
      agent.context,
    );
    expect(page.status).toBe(200);
    const body = page.body as { rows: { id: number }[]; canDecide: boolean };
    expect(body.rows.some((entry) => entry.id === row.id)).toBe(true);
    expect(body.canDecide).toBe(false);
    for (const values of <Record<string, string>[]>[
      { intent: "match", id: String(row.id), bookingReference: booking.reference, purpose: "deposit" },
      { intent: "refund", id: String(row.id), reference: "REVERSAL-1" },
    ]) {
      const refused = await post(agent, values);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: FORBIDDEN_MESSAGE });
    }
    expect(await rowNow(row.id)).toMatchObject({ status: "open", matchedPaymentId: null, refundReference: null });
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
  });

  it("counts the posts to the callback address refused in the last seven days, kept at most 16 KB each", async () => {
    const page = async () =>
      (
        await routeOutcome(
          loader,
          siteRequest("/admin/payments/unmatched", { cookie: agent.cookie }),
          {},
          agent.context,
        )
      ).body as { refusedCallbacks: number; refusedCallbackDays: number };
    const before = (await page()).refusedCallbacks;
    await keepRefusedCallback(database.db, `{"Body": ${"x".repeat(100_000)}`, "not JSON");
    await keepRefusedCallback(database.db, { Body: "no" }, "wrong shape");
    // One from long ago is no longer counted.
    await database.db.insert(paymentEvents).values({
      paymentId: null,
      source: "callback_invalid",
      detail: {},
      createdAt: new Date(Date.now() - 8 * 86_400_000),
    });
    expect(await page()).toMatchObject({ refusedCallbacks: before + 2, refusedCallbackDays: 7 });
    const kept = await database.db.select().from(paymentEvents).where(eq(paymentEvents.source, "callback_invalid"));
    const long = kept.find((event) => (event.detail as { why?: string }).why === "not JSON");
    expect(long?.detail).toMatchObject({ length: 100_009, truncated: true });
    expect(JSON.stringify(long?.detail).length).toBeLessThan(PROVIDER_REFUSED_BODY_MAX_CHARS + 200);
    expect((long?.detail as { text?: string } | undefined)?.text).toMatch(/… \[cut: 100009 characters in all\]$/);
  });

  it("keeps at most REFUSED_CALLBACKS_KEPT_PER_ADDRESS refused callbacks an hour from one sender (an IPv6 /64 as one)", async () => {
    const kept = [];
    for (let index = 0; index < REFUSED_CALLBACKS_KEPT_PER_ADDRESS.limit + 2; index++) {
      kept.push(await keepRefusedCallback(database.db, "not json", "not JSON", `2001:db8:cc:1::${index + 1}`));
    }
    expect(kept.filter(Boolean)).toHaveLength(REFUSED_CALLBACKS_KEPT_PER_ADDRESS.limit);
    expect(kept.slice(-2)).toEqual([false, false]);
    expect(await keepRefusedCallback(database.db, "not json", "not JSON", "2001:db8:cc:2::1")).toBe(true);
  });

  it("an owner credits one to a booking once: a succeeded M-Pesa payment with its receipt, audited, a receipt e-mail", async () => {
    const row = await unmatched();
    const { booking } = await createPayableBooking(database.db, { deposit: 90_000 });
    const before = await countOpenUnmatchedPayments(database.db);
    const values = {
      intent: "match",
      id: String(row.id),
      bookingReference: booking.reference.toLowerCase(),
      purpose: "deposit",
      note: "Traveller called with the M-Pesa SMS",
    };
    const done = await post(owner, values);
    expect(done.status).toBe(302);
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({
      method: "mpesa",
      status: "succeeded",
      amount: 11_632_500,
      currency: "KES",
      providerReceipt: row.receipt,
      creditedAmount: 90_000,
    });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: 90_000, depositPaid: true });
    expect(await rowNow(row.id)).toMatchObject({
      status: "matched",
      matchedBookingId: booking.id,
      matchedPaymentId: payment?.id,
    });
    expect(await countOpenUnmatchedPayments(database.db)).toBe(before - 1);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "unmatched_provider_payments"), eq(auditLog.rowId, String(row.id))));
    expect(JSON.stringify(audit?.after)).toContain(`to booking ${booking.reference}`);
    expect(
      await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `payment:${payment?.id}:receipt`)),
    ).toHaveLength(1);

    // The same post again (a double click, another tab): refused in words, credited once.
    const again = await post(owner, values);
    expect(again.status).toBe(409);
    expect((again.body as { formError: string }).formError).toContain("already matched or refunded");
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
  });

  it("a receipt already credited is never credited again", async () => {
    const row = await unmatched();
    const { booking } = await createPayableBooking(database.db);
    await database.db.insert(payments).values({
      bookingId: booking.id,
      purpose: "deposit",
      method: "mpesa",
      status: "succeeded",
      amount: 100,
      currency: "KES",
      creditedAmount: 1,
      creditedCurrency: "USD",
      providerReceipt: row.receipt,
    });
    const refused = await post(owner, {
      intent: "match",
      id: String(row.id),
      bookingReference: booking.reference,
      purpose: "deposit",
    });
    expect(refused.status).toBe(409);
    expect((refused.body as { formError: string }).formError).toContain("already recorded");
    expect(await rowNow(row.id)).toMatchObject({ status: "open" });
  });

  it.each([
    [{ bookingReference: "1002" }, 400, "bookingReference", "Enter the booking's reference, such as KSF-1002."],
    [{ bookingReference: "KSF-999999" }, 404, null, "No booking has that reference. Check it on the booking's page."],
  ])("refuses %j in words, the entries kept", async (change, status, field, words) => {
    const row = await unmatched();
    const values: Record<string, string> = { intent: "match", id: String(row.id), purpose: "balance", ...change };
    const refused = await post(owner, values);
    expect(refused.status).toBe(status);
    const body = refused.body as { fieldErrors?: Record<string, string>; formError: string | null; values: object };
    if (field) expect(body.fieldErrors?.[field]).toBe(words);
    else expect(body.formError).toBe(words);
    expect(body.values).toMatchObject(values);
    expect(await rowNow(row.id)).toMatchObject({ status: "open" });
  });

  it("a manager marks one refunded with the reference, audited; it needs a reference", async () => {
    const row = await unmatched(500);
    const missing = await post(manager, { intent: "refund", id: String(row.id), reference: "" });
    expect(missing.status).toBe(400);
    expect((missing.body as { fieldErrors: Record<string, string> }).fieldErrors.reference).toContain("reference");
    const done = await post(manager, {
      intent: "refund",
      id: String(row.id),
      reference: "MPESA-REVERSAL-QWE123",
      note: "Paid to the wrong paybill; reversed",
    });
    expect(done.status).toBe(302);
    expect(await rowNow(row.id)).toMatchObject({ status: "refunded", refundReference: "MPESA-REVERSAL-QWE123" });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "unmatched_provider_payments"), eq(auditLog.rowId, String(row.id))));
    expect(JSON.stringify(audit?.after)).toContain("refunded, reference MPESA-REVERSAL-QWE123");
  });
});
