// M-Pesa end to end over real HTTP with a real database: the app's Daraja client talks to a stand-in
// (tests/fakes/daraja-server.ts), which posts Safaricom's callback to the app's callback route served on
// 127.0.0.1. Each case checks what the traveller and the operator would notice: the payment's state, the
// words on the status page, the ledger's paid and outstanding, and one receipt e-mail per payment.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, paymentEvents, payments, unmatchedProviderPayments } from "~/db/schema";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate } from "~/i18n/translate";
import { loader as statusLoader } from "~/routes/site/trip-pay-mpesa-status";
import { type FakeDarajaServer, type PushPlan, startFakeDarajaServer } from "../../../tests/fakes/daraja-server";
import { startMpesaCallbackReceiver } from "../../../tests/setup/mpesa-callback-receiver";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createPayableBooking, mpesaTestEnv, setKesRate } from "../../../tests/support/mpesa-bookings";
import { testContext } from "../../../tests/support/staff-sessions";
import { readLedger } from "./ledger.server";
import { PROVIDER_REFUSED_BODY_MAX_CHARS } from "./mpesa-limits";
import { mpesaReconciliationJob, resolveMpesaCallbackToken, startMpesaPayment } from "./mpesa-payments.server";
import { mpesaFailureMessageId } from "./mpesa-status-words";
import { runPaymentJobs } from "./payment-jobs.server";
import { mobileMoneyCallbackPath } from "./provider-callback-urls";

const PHONE = "254712345678";
// USD 900.00 deposit at KES 129.25 per USD: KES 116,325 exactly.
const DEPOSIT_USD = 90_000;
const DEPOSIT_KES = 116_325;

let database: TestDatabase;
let fake: FakeDarajaServer;
let receiver: http.Server;
let context: AppLoadContext;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeDarajaServer();
  const started = await startMpesaCallbackReceiver(() => context);
  receiver = started.server;
  context = testContext(database, mpesaTestEnv(fake, started.baseUrl));
  await setKesRate(database.db);
});
afterAll(async () => {
  await fake?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await database?.destroy();
});
beforeEach(() => {
  // The stand-in's own plan: the callback 250 ms after the push answer, as Safaricom's comes after the PIN.
  fake.defaultPlan = { resultCode: 0, callback: "once", callbackDelayMs: 250, query: "result" };
  fake.problems.length = 0;
});

async function pushDeposit(plan: Partial<PushPlan> = {}) {
  const { booking, token } = await createPayableBooking(database.db, { deposit: DEPOSIT_USD });
  fake.planNext(plan);
  const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
  if (started.status !== "started") throw new Error(`push not started: ${started.status}`);
  const push = fake.push(started.payment.providerReference ?? "");
  return { booking, token, payment: started.payment, push };
}

async function paymentNow(id: number) {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error(`payment ${id} gone`);
  return row;
}

async function receiptsFor(paymentId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `payment:${paymentId}:receipt`));
}

/** The status page as the traveller's browser loads it. */
async function statusPage(token: string, paymentId: number) {
  const request = new Request(`http://heartbeest.test/trip/${token}/pay/mpesa/${paymentId}`);
  return statusLoader({ request, params: { token, paymentId: String(paymentId) }, context } as never);
}

/** Pretends the push was sent `seconds` ago (STK Query is asked only from 15 s after it). */
async function age(paymentId: number, seconds: number) {
  await database.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - seconds * 1000), lastCheckedAt: null })
    .where(eq(payments.id, paymentId));
}

const queries = () => fake.requests.filter((request) => request.path === "/mpesa/stkpushquery/v1/query");

describe("an STK push for the deposit", () => {
  it("asks Daraja for the deposit in whole shillings, to the normalised phone, with the booking reference", async () => {
    const { booking, payment, push } = await pushDeposit();
    expect(push.request).toMatchObject({
      BusinessShortCode: fake.shortcode,
      TransactionType: "CustomerPayBillOnline",
      Amount: DEPOSIT_KES,
      PartyA: PHONE,
      PartyB: fake.shortcode,
      PhoneNumber: PHONE,
      AccountReference: booking.reference,
    });
    const secret = await resolveMpesaCallbackToken(database.db, context.config);
    expect(String(push.request.CallBackURL)).toMatch(new RegExp(`${mobileMoneyCallbackPath(secret)}$`));
    expect(payment).toMatchObject({ status: "pending", amount: DEPOSIT_KES * 100, currency: "KES", phone: PHONE });
    expect(payment.creditedAmount).toBe(DEPOSIT_USD);
    expect(fake.problems).toEqual([]);
  });

  it("rounds a deposit that is not a whole number of shillings up, and credits it back at the recorded rate", async () => {
    const { booking } = await createPayableBooking(database.db, { deposit: 90_001 });
    const started = await startMpesaPayment(database.db, context.config, { booking, purpose: "deposit", phone: PHONE });
    if (started.status !== "started") throw new Error(started.status);
    // 900.01 x 129.25 = 116,326.29 shillings: M-Pesa is asked for 116,327.
    expect(fake.push(started.payment.providerReference ?? "").request.Amount).toBe(116_327);
    expect(started.payment.exchangeRate).toBe(129.25);
    expect(started.payment.creditedAmount).toBe(Math.round(11_632_700 / 129.25));
    await fake.settled();
  });
});

describe("the callback", () => {
  it("delivered once: the deposit is paid, with M-Pesa's receipt, the ledger exact and one receipt e-mail", async () => {
    const { booking, token, payment, push } = await pushDeposit({ callback: "once" });
    await fake.settled();
    expect(push.callbackAnswers).toEqual([
      { status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) },
    ]);
    const settled = await paymentNow(payment.id);
    expect(settled).toMatchObject({ status: "succeeded", providerReceipt: push.receipt });
    const ledger = await readLedger(database.db, booking.id);
    expect(ledger?.summary).toMatchObject({ paid: DEPOSIT_USD, outstanding: 210_000, pending: 0, depositPaid: true });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
    const page = await statusPage(token, payment.id);
    expect(page).toMatchObject({ status: "succeeded", receipt: push.receipt });
    expect(page.refreshSeconds).toBeNull();
    expect(fake.problems).toEqual([]);
  });

  it("delivered twice: one payment, counted once, one receipt", async () => {
    const { booking, payment, push } = await pushDeposit({ callback: "twice" });
    await fake.settled();
    expect(push.callbackAnswers).toHaveLength(2);
    expect(push.callbackAnswers.every((answer) => answer.status === 200)).toBe(true);
    expect(await paymentNow(payment.id)).toMatchObject({ status: "succeeded", providerReceipt: push.receipt });
    const rows = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({
      paid: DEPOSIT_USD,
      outstanding: 210_000,
    });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((event) => event.source).sort()).toEqual(["callback", "callback", "push_accepted", "start"]);
  });

  it("never delivered: the status page waits 15 s, then STK Query settles it", async () => {
    const { booking, token, payment } = await pushDeposit({ callback: "never" });
    const before = queries().length;
    const early = await statusPage(token, payment.id);
    expect(early.status).toBe("pending");
    expect(translate(mpesaPaymentMessages, "mpesa.status.pending.title")).toBe(
      "Check your phone and enter your M-Pesa PIN",
    );
    // Pending: the page reloads itself without script.
    expect(early.refreshSeconds).toBe(5);
    expect(queries().length).toBe(before);

    await age(payment.id, 16);
    const later = await statusPage(token, payment.id);
    expect(queries().length).toBe(before + 1);
    expect(later.status).toBe("succeeded");
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({
      paid: DEPOSIT_USD,
      outstanding: 210_000,
    });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
  });

  it("never delivered: the reconciliation job settles it by STK Query, and asks no more often than every 15 s", async () => {
    const { booking, payment } = await pushDeposit({ callback: "never", query: "processing" });
    await age(payment.id, 20);
    const logger = { info() {}, warn() {}, error() {} };
    const first = await runPaymentJobs({ db: database.db, config: context.config, logger }, [mpesaReconciliationJob]);
    expect(first.mpesa).toMatchObject({ processing: 1 });
    expect((await paymentNow(payment.id)).status).toBe("pending");

    // Asked a moment ago: the next round leaves it alone.
    const asked = queries().length;
    await runPaymentJobs({ db: database.db, config: context.config, logger }, [mpesaReconciliationJob]);
    expect(queries().length).toBe(asked);

    fake.push(payment.providerReference ?? "").plan.query = "result";
    await database.db
      .update(payments)
      .set({ lastCheckedAt: new Date(Date.now() - 16_000) })
      .where(eq(payments.id, payment.id));
    const later = await runPaymentJobs({ db: database.db, config: context.config, logger }, [mpesaReconciliationJob]);
    expect(later.mpesa).toMatchObject({ settled: 1 });
    expect(await paymentNow(payment.id)).toMatchObject({ status: "succeeded" });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({
      paid: DEPOSIT_USD,
      outstanding: 210_000,
    });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
  });

  it("late, after STK Query settled it: answered Accepted, counts nothing again, and brings the receipt number", async () => {
    const { booking, token, payment, push } = await pushDeposit({ callback: "manual" });
    await age(payment.id, 16);
    expect((await statusPage(token, payment.id)).status).toBe("succeeded");
    // STK Query gives no receipt number: staff would have none to look the payment up by.
    expect(await paymentNow(payment.id)).toMatchObject({ providerReceipt: null });
    const answer = await fake.sendCallback(push.checkoutRequestId);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) });
    expect(await paymentNow(payment.id)).toMatchObject({ status: "succeeded" });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({
      paid: DEPOSIT_USD,
      outstanding: 210_000,
    });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
    const [late] = await database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.source, "callback")));
    expect(late?.detail).toMatchObject({ repeat: true });
    // The callback's receipt is stored on the payment, once.
    expect(await paymentNow(payment.id)).toMatchObject({ status: "succeeded", providerReceipt: push.receipt });
    await fake.sendCallback(push.checkoutRequestId);
    expect(await paymentNow(payment.id)).toMatchObject({ providerReceipt: push.receipt });
    expect(await receiptsFor(payment.id)).toHaveLength(1);
  });

  it.each([
    [1032, "You cancelled the request on your phone. Nothing was charged."],
    [
      1037,
      "The request timed out: M-Pesa could not reach your phone, or the PIN was not entered in time. Nothing was charged.",
    ],
  ])("ResultCode %i: failed, said in words, nothing counted, a way to try again", async (code, words) => {
    const { booking, token, payment } = await pushDeposit({ resultCode: code });
    await fake.settled();
    expect(await paymentNow(payment.id)).toMatchObject({ status: "failed", failureCode: String(code) });
    const page = await statusPage(token, payment.id);
    expect(page.status).toBe("failed");
    expect(translate(mpesaPaymentMessages, mpesaFailureMessageId(page.failureCode), { reason: "" })).toBe(words);
    expect(page.retryPath).toBe(`/trip/${token}/pay/mpesa?purpose=deposit`);
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: 0, outstanding: 300_000 });
    expect(await receiptsFor(payment.id)).toHaveLength(0);
  });

  it("reporting another amount than we asked: never counted, failed for staff to check, a warning event kept", async () => {
    const { booking, token, payment } = await pushDeposit({ callbackAmount: 1 });
    await fake.settled();
    const row = await paymentNow(payment.id);
    expect(row).toMatchObject({ status: "failed", failureCode: "amount_mismatch" });
    expect(row.failureReason).toContain(`we asked for KES ${DEPOSIT_KES}`);
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: 0, outstanding: 300_000 });
    expect(await receiptsFor(payment.id)).toHaveLength(0);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id));
    expect(events.map((event) => event.source)).toContain("callback_amount_mismatch");
    expect((await statusPage(token, payment.id)).failureCode).toBe("amount_mismatch");
  });

  it("for a CheckoutRequestID we never started, with money: Accepted, nothing counted, kept for staff", async () => {
    const secret = await resolveMpesaCallbackToken(database.db, context.config);
    const response = await fetch(`${receiverUrl()}${mobileMoneyCallbackPath(secret)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        Body: {
          stkCallback: {
            MerchantRequestID: "1-2-3",
            CheckoutRequestID: "ws_CO_never_started",
            ResultCode: 0,
            ResultDesc: "The service request is processed successfully.",
            CallbackMetadata: {
              Item: [
                { Name: "Amount", Value: 10 },
                { Name: "MpesaReceiptNumber", Value: "SKX" },
              ],
            },
          },
        },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    const [kept] = await database.db
      .select()
      .from(unmatchedProviderPayments)
      .where(eq(unmatchedProviderPayments.checkoutRequestId, "ws_CO_never_started"));
    expect(kept).toMatchObject({ provider: "mpesa", receipt: "SKX", amount: 1_000, currency: "KES", status: "open" });
    expect(await database.db.select().from(payments).where(eq(payments.providerReceipt, "SKX"))).toEqual([]);
  });

  it("with a wrong secret, or by GET: the site's 404, and nothing recorded", async () => {
    const { payment, push } = await pushDeposit({ callback: "manual" });
    const body = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: "ok",
          CallbackMetadata: {
            Item: [
              { Name: "Amount", Value: DEPOSIT_KES },
              { Name: "MpesaReceiptNumber", Value: "SKFORGED1" },
            ],
          },
        },
      },
    });
    const secret = await resolveMpesaCallbackToken(database.db, context.config);
    const wrong = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    for (const path of [mobileMoneyCallbackPath(wrong), mobileMoneyCallbackPath("short")]) {
      const response = await fetch(`${receiverUrl()}${path}`, { method: "POST", body });
      expect(response.status).toBe(404);
    }
    expect((await fetch(`${receiverUrl()}${mobileMoneyCallbackPath(secret)}`)).status).toBe(404);
    expect(await paymentNow(payment.id)).toMatchObject({ status: "pending", providerReceipt: null });
  });

  async function postCallback(body: string) {
    const secret = await resolveMpesaCallbackToken(database.db, context.config);
    return fetch(`${receiverUrl()}${mobileMoneyCallbackPath(secret)}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
  }
  const refusedBodies: [string, () => string][] = [
    ["of the wrong shape", () => JSON.stringify({ Body: { stkCallback: { CheckoutRequestID: 12 } } })],
    ["that is not JSON", () => '{"Body": {"stkCallback": '],
    ["nested 400,000 deep", () => `${"[".repeat(400_000)}${"]".repeat(400_000)}`],
    [
      "with a NUL in its ids",
      () =>
        JSON.stringify({
          Body: {
            stkCallback: { MerchantRequestID: "a\u0000", CheckoutRequestID: "b", ResultCode: 1032, ResultDesc: "x" },
          },
        }),
    ],
    [
      "of the right shape with a 900 KB description",
      () =>
        JSON.stringify({
          Body: {
            stkCallback: {
              MerchantRequestID: "m-1",
              CheckoutRequestID: "ws_CO_unknown",
              ResultCode: 1032,
              ResultDesc: "x".repeat(900_000),
            },
          },
        }),
    ],
  ];
  it.each(refusedBodies)(
    "%s: acknowledged 200 in Daraja's shape, kept for staff at most 16 KB, nothing counted",
    async (_, body) => {
      const before = await database.db.select().from(payments).orderBy(payments.id);
      const started = new Set((await database.db.select().from(paymentEvents)).map((event) => event.id));
      const response = await postCallback(body());
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
      expect(await database.db.select().from(payments).orderBy(payments.id)).toEqual(before);
      // The events this callback left: those not there before and tied to no payment (an earlier test's
      // payment may still note its own steps meanwhile; PostgreSQL returns rows in no set order).
      const events = (await database.db.select().from(paymentEvents).orderBy(paymentEvents.id)).filter(
        (event) => !started.has(event.id) && event.paymentId === null,
      );
      expect(events.map((event) => event.source)).toEqual(["callback_invalid"]);
      const kept = JSON.stringify(events[0]?.detail);
      expect(kept.length).toBeLessThanOrEqual(PROVIDER_REFUSED_BODY_MAX_CHARS + 200);
    },
  );

  it("naming a receipt another payment already has: acknowledged 200, not counted, kept for staff with a note", async () => {
    const first = await pushDeposit({ callback: "once" });
    await fake.settled();
    const paid = await paymentNow(first.payment.id);
    expect(paid.status).toBe("succeeded");
    const second = await pushDeposit({ callback: "manual" });
    // A callback for the second push carrying the first one's receipt number.
    second.push.receipt = paid.providerReceipt ?? "";
    const answer = await fake.sendCallback(second.push.checkoutRequestId);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) });
    expect((await paymentNow(second.payment.id)).status).toBe("pending");
    expect((await readLedger(database.db, second.booking.id))?.summary.paid).toBe(0);
    const [kept] = await database.db
      .select()
      .from(unmatchedProviderPayments)
      .where(eq(unmatchedProviderPayments.checkoutRequestId, second.push.checkoutRequestId));
    expect(kept?.note).toContain(`already on payment #${paid.id}`);
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, second.payment.id));
    expect(events.map((event) => event.source)).toContain("callback_duplicate_receipt");
  });
});

describe("the OAuth token", () => {
  it("is fetched once for several pushes the app sends", async () => {
    const own = await startFakeDarajaServer({ consumerKey: "another-key", consumerSecret: "another-secret" });
    try {
      const ownContext = testContext(database, mpesaTestEnv(own, receiverUrl()));
      for (let index = 0; index < 3; index++) {
        const { booking } = await createPayableBooking(database.db);
        own.planNext({ callback: "never" });
        const started = await startMpesaPayment(database.db, ownContext.config, {
          booking,
          purpose: "deposit",
          phone: PHONE,
        });
        expect(started.status).toBe("started");
      }
      expect(own.requests.filter((request) => request.path.startsWith("/oauth/"))).toHaveLength(1);
      expect(own.problems).toEqual([]);
    } finally {
      await own.stop();
    }
  });
});

function receiverUrl() {
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}
