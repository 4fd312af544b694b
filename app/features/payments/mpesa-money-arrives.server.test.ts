// Money that arrives: the cases where the app used to lose track of an M-Pesa payment, run over real HTTP
// against the Daraja stand-in (tests/fakes/daraja-server.ts) with a real database. A push whose answer comes
// too late is "unknown" and its callback still credits the booking once; money the app cannot match is kept
// for staff; a balance above M-Pesa's limit is refused before any push and can be paid in parts; Daraja's
// refusals are worded by who must act; a till sends Buy Goods.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, emailOutbox, payments, unmatchedProviderPayments } from "~/db/schema";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate } from "~/i18n/translate";
import { loader as statusLoader } from "~/routes/site/trip-pay-mpesa-status";
import { DARAJA_ERRORS, type FakeDarajaServer, startFakeDarajaServer } from "../../../tests/fakes/daraja-server";
import { startMpesaCallbackReceiver } from "../../../tests/setup/mpesa-callback-receiver";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createPayableBooking, mpesaTestEnv, setKesRate } from "../../../tests/support/mpesa-bookings";
import { testContext } from "../../../tests/support/staff-sessions";
import { readLedger } from "./ledger.server";
import { MPESA_CONFIGURATION_PROBLEM_SETTING } from "./mpesa-alerts.server";
import { MPESA_MAX_PER_TRANSACTION_KES } from "./mpesa-limits";
import { MPESA_UNKNOWN_PUSH_WINDOW_MS, reconcileMpesaPayments, startMpesaPayment } from "./mpesa-payments.server";

const PHONE = "254712345678";
const DEPOSIT_USD = 90_000;
const DEPOSIT_KES = 116_325;
/** The app gives up on Daraja's answer after this long here (10 s in production). */
const TIMEOUT_MS = 600;

let database: TestDatabase;
let fake: FakeDarajaServer;
let receiver: Awaited<ReturnType<typeof startMpesaCallbackReceiver>>;
let context: AppLoadContext;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeDarajaServer();
  receiver = await startMpesaCallbackReceiver(() => context);
  context = testContext(database, {
    ...mpesaTestEnv(fake, receiver.baseUrl),
    MPESA_API_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  await setKesRate(database.db);
});
afterAll(async () => {
  await fake?.stop();
  await receiver?.stop();
  await database?.destroy();
});
beforeEach(() => {
  // The stand-in's own plan: the callback 250 ms after the push answer, as Safaricom's comes after the PIN.
  fake.defaultPlan = { resultCode: 0, callback: "once", callbackDelayMs: 250, query: "result" };
  fake.problems.length = 0;
});

async function paymentNow(id: number) {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} gone`);
  return row;
}

async function statusPage(token: string, paymentId: number) {
  const request = new Request(`http://heartbeest.test/trip/${token}/pay/mpesa/${paymentId}`);
  return statusLoader({ request, params: { token, paymentId: String(paymentId) }, context } as never);
}

const pushes = () => fake.requests.filter((request) => request.path === "/mpesa/stkpush/v1/processrequest").length;

describe("a push whose answer does not come", () => {
  it.each([
    ["answers after the app's timeout", { answerDelayMs: TIMEOUT_MS + 900, callbackDelayMs: TIMEOUT_MS + 300 }],
    ["drops the connection after taking the push", { answerDelayMs: "drop" as const, callbackDelayMs: 200 }],
  ])("Daraja %s: 'unknown', never 'not sent'; the success callback credits the booking once", async (_, plan) => {
    const { booking, token } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    fake.planNext({ ...plan, callback: "once" });
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    expect(started.status).toBe("unknown");
    if (started.status !== "unknown") return;
    // Recorded before the push was sent: pending, with the phone and amount, no CheckoutRequestID yet.
    expect(started.payment).toMatchObject({
      status: "pending",
      providerReference: null,
      phone: PHONE,
      amount: DEPOSIT_KES * 100,
    });
    const page = await statusPage(token, started.payment.id);
    expect(page).toMatchObject({ status: "pending", unknown: true, refreshSeconds: 5 });
    expect(translate(mpesaPaymentMessages, "mpesa.status.unknown.text", { phone: PHONE })).toContain(
      "may still have reached your phone",
    );

    // The customer paid on the phone; Safaricom's callback names a CheckoutRequestID the app never saw.
    await fake.settled();
    const [push] = fake.pushes.slice(-1);
    expect(push?.callbackAnswers).toEqual([
      { status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) },
    ]);
    expect(await paymentNow(started.payment.id)).toMatchObject({
      status: "succeeded",
      providerReference: push?.checkoutRequestId,
      providerReceipt: push?.receipt,
    });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: DEPOSIT_USD, pending: 0 });
    // The same callback again changes nothing.
    await fake.sendCallback(push?.checkoutRequestId ?? "");
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: DEPOSIT_USD });
    const receipts = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `payment:${started.payment.id}:receipt`));
    expect(receipts).toHaveLength(1);
    expect(await database.db.select().from(unmatchedProviderPayments)).toEqual([]);
    expect(fake.problems).toEqual([]);
  });

  it("left unanswered past the window, is failed by reconciliation; money arriving later is kept for staff", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    fake.planNext({ answerDelayMs: "drop", callback: "manual" });
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    if (started.status !== "unknown") throw new Error(started.status);
    const longAgo = new Date(Date.now() - MPESA_UNKNOWN_PUSH_WINDOW_MS - 60_000);
    await database.db.update(payments).set({ createdAt: longAgo }).where(eq(payments.id, started.payment.id));
    await reconcileMpesaPayments(database.db, context.config, new Date());
    expect(await paymentNow(started.payment.id)).toMatchObject({ status: "failed", failureCode: "no_answer" });

    const [push] = fake.pushes.slice(-1);
    const answer = await fake.sendCallback(push?.checkoutRequestId ?? "");
    expect(answer.status).toBe(200);
    const [kept] = await database.db
      .select()
      .from(unmatchedProviderPayments)
      .where(eq(unmatchedProviderPayments.receipt, push?.receipt ?? ""));
    expect(kept).toMatchObject({
      provider: "mpesa",
      status: "open",
      amount: DEPOSIT_KES * 100,
      currency: "KES",
      phone: PHONE,
      checkoutRequestId: push?.checkoutRequestId,
    });
    expect(kept?.transactionAt).toBeInstanceOf(Date);
    // Nothing credited by itself: staff match it or refund it.
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: 0 });
  });

  it("a callback from another phone or for another amount is not matched to it", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    fake.planNext({ answerDelayMs: "drop", callback: "manual", callbackAmount: DEPOSIT_KES - 1 });
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    if (started.status !== "unknown") throw new Error(started.status);
    const [push] = fake.pushes.slice(-1);
    await fake.sendCallback(push?.checkoutRequestId ?? "");
    expect(await paymentNow(started.payment.id)).toMatchObject({ status: "pending", providerReference: null });
    const kept = await database.db
      .select()
      .from(unmatchedProviderPayments)
      .where(eq(unmatchedProviderPayments.receipt, push?.receipt ?? ""));
    expect(kept).toHaveLength(1);
  });
});

describe("M-Pesa's per-transaction limit", () => {
  // USD 2,100 at KES 129.25 is KES 271,425: above KES 250,000.
  it("a balance above it is refused before any push, in words", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: 0, balance: 210_000 });
    const before = pushes();
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "balance", phone: PHONE });
    expect(started).toEqual({ status: "over_limit", shillings: 271_425, limit: MPESA_MAX_PER_TRANSACTION_KES });
    expect(pushes()).toBe(before);
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual([]);
  });

  it("is paid in parts: up to the limit now, the rest in a second push; credited once each", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: 0, balance: 210_000 });
    const first = await startMpesaPayment(database.db, context.config, {
      booking,
      purpose: "balance",
      phone: PHONE,
      partShillings: MPESA_MAX_PER_TRANSACTION_KES,
    });
    if (first.status !== "started") throw new Error(first.status);
    expect(fake.push(first.payment.providerReference ?? "").request.Amount).toBe(250_000);
    await fake.settled();
    const afterFirst = (await readLedger(database.db, booking.id))?.summary;
    expect(afterFirst?.paid).toBe(Math.round(25_000_000 / 129.25));
    // The rest is now within the limit: pushed whole.
    const second = await startMpesaPayment(database.db, context.config, { booking, purpose: "balance", phone: PHONE });
    if (second.status !== "started") throw new Error(second.status);
    expect(fake.push(second.payment.providerReference ?? "").request.Amount).toBe(
      Math.ceil(((210_000 - (afterFirst?.paid ?? 0)) * 129.25) / 100),
    );
    await fake.settled();
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ outstanding: 0 });
  });

  it("a part at or above what is owed pays what is owed", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    const started = await startMpesaPayment(database.db, context.config, {
      booking,
      purpose: "deposit",
      phone: PHONE,
      partShillings: MPESA_MAX_PER_TRANSACTION_KES,
    });
    if (started.status !== "started") throw new Error(started.status);
    expect(fake.push(started.payment.providerReference ?? "").request.Amount).toBe(DEPOSIT_KES);
    expect(started.payment.creditedAmount).toBe(DEPOSIT_USD);
    await fake.settled();
  });

  it.each([0, 250_001, 300_000])("a part of %i shillings is refused without a push", async (part) => {
    const { booking } = await createPayableBooking(database.db, { deposit: 0, balance: 210_000 });
    const before = pushes();
    const started = await startMpesaPayment(database.db, context.config, {
      booking,
      purpose: "balance",
      phone: PHONE,
      partShillings: part,
    });
    expect(started).toEqual({ status: "bad_part", max: MPESA_MAX_PER_TRANSACTION_KES });
    expect(pushes()).toBe(before);
  });
});

describe("Daraja's refusals, by who must act", () => {
  it.each([
    ["subscriberBusy", "busy"],
    ["invalidPhone", "wrong_number"],
    ["invalidShortcode", "merchant"],
    ["wrongCredentials", "merchant"],
    ["merchantMissing", "merchant"],
  ] as const)("%s is the %s's", async (error, kind) => {
    const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    fake.planNext({ refusePush: DARAJA_ERRORS[error] });
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    expect(started).toMatchObject({ status: "refused", kind });
    // The attempt stays on record, failed, with Daraja's words for staff.
    const [row] = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(row).toMatchObject({ status: "failed", failureCode: `push_refused:${kind}` });
    expect(row?.failureReason).toContain(DARAJA_ERRORS[error].errorMessage);
  });

  it("the merchant's configuration: staff are e-mailed once an hour and warned in the portal until a push works", async () => {
    await database.db.delete(emailOutbox).where(eq(emailOutbox.kind, "mpesa_configuration_alert"));
    for (let attempt = 0; attempt < 2; attempt++) {
      const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
      fake.planNext({ refusePush: DARAJA_ERRORS.wrongCredentials });
      await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    }
    const alerts = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "mpesa_configuration_alert"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.toAddress).toBe(context.config.STAFF_EMAIL);
    expect(alerts[0]?.textBody).toContain("Wrong credentials");
    const warning = () =>
      database.db.select().from(appSettings).where(eq(appSettings.key, MPESA_CONFIGURATION_PROBLEM_SETTING));
    expect(await warning()).toHaveLength(1);
    const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
    expect(
      (await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE })).status,
    ).toBe("started");
    expect(await warning()).toHaveLength(0);
    await fake.settled();
  });
});

describe("a till (Buy Goods)", () => {
  it("sends CustomerBuyGoodsOnline to the till, made out to the store number", async () => {
    const till = await startFakeDarajaServer({ shortcode: "5123456" });
    till.shortcodeType = "till";
    till.storeNumber = "7654321";
    try {
      const tillContext = testContext(database, {
        ...mpesaTestEnv(till, receiver.baseUrl),
        MPESA_SHORTCODE_TYPE: "till",
        MPESA_STORE_NUMBER: "7654321",
      });
      const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
      till.planNext({ callback: "never" });
      const started = await startMpesaPayment(database.db, tillContext.config, {
        booking,
        purpose: "deposit",
        phone: PHONE,
      });
      expect(started.status).toBe("started");
      expect(till.pushes[0]?.request).toMatchObject({
        TransactionType: "CustomerBuyGoodsOnline",
        BusinessShortCode: "7654321",
        PartyB: "5123456",
      });
      expect(till.problems).toEqual([]);
    } finally {
      await till.stop();
    }
  });

  it("the stand-in refuses a paybill push to a till, so the check can fail", async () => {
    const till = await startFakeDarajaServer();
    till.shortcodeType = "till";
    try {
      const paybillContext = testContext(database, mpesaTestEnv(till, receiver.baseUrl));
      const { booking } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
      const started = await startMpesaPayment(database.db, paybillContext.config, {
        booking,
        purpose: "deposit",
        phone: PHONE,
      });
      expect(started).toMatchObject({ status: "refused", kind: "merchant" });
      expect(till.problems).toEqual(["push: TransactionType"]);
    } finally {
      await till.stop();
    }
  });
});
