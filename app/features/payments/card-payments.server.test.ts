// Card payments end to end against a real database and real HTTP: the pay route's action (a real Request
// with FormData) opens an order on a Pesapal stand-in (tests/fakes/pesapal-server.ts) and sends the traveller
// to its checkout; the stand-in's IPNs reach the IPN route over HTTP on 127.0.0.1 (SITE_URL points there);
// the return page and the background job ask the stand-in for the status. Each case checks the ledger to the
// cent, the payments and the receipt e-mails a traveller and staff would see.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  appSettings,
  bookings,
  emailOutbox,
  exchangeRates,
  paymentEvents,
  paymentSchedule,
  payments,
} from "~/db/schema";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { action as ipnAction, loader as ipnLoader } from "~/routes/resources/pesapal-ipn";
import { action as payAction, loader as payLoader } from "~/routes/site/trip-pay-card";
import { loader as checkoutLoader } from "~/routes/site/trip-pay-card-checkout";
import { loader as returnLoader } from "~/routes/site/trip-pay-card-return";
import { forgetPesapalTokens } from "~/services/pesapal/pesapal-client.server";
import { clearRateLimit } from "~/services/rate-limit.server";
import { businessToday } from "~/utils/business-calendar";
import { type FakePesapalServer, startFakePesapalServer } from "../../../tests/fakes/pesapal-server";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { testContext } from "../../../tests/support/staff-sessions";
import { PESAPAL_IPN_STATUS_CALLS_PER_ORDER } from "./card-limits";
import {
  CARD_PAYMENTS,
  cardStatusJob,
  checkPendingCardPayments,
  forgetIpnIds,
  handlePesapalIpn,
  pesapalIpnSpacingKey,
} from "./card-payments.server";
import { findPaymentByReference, readLedger } from "./ledger.server";
import { runPaymentJobs } from "./payment-jobs.server";
import { cardSettings } from "./payment-providers.server";

let database: TestDatabase;
let pesapal: FakePesapalServer;
let site: http.Server;
let siteUrl: string;
/** Every request the IPN route received over HTTP: what reached our server from outside. */
const siteRequests: { method: string; url: string; body: string }[] = [];

function context(): AppLoadContext {
  return testContext(database, {
    SITE_URL: siteUrl,
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_API_BASE_URL: pesapal.baseUrl,
  });
}

/** The IPN route behind a real HTTP server, called as React Router calls it. */
async function startSite(): Promise<void> {
  site = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    siteRequests.push({ method: req.method ?? "", url: req.url ?? "", body });
    const url = new URL(req.url ?? "/", siteUrl);
    if (url.pathname !== "/api/payments/pesapal/ipn") return void res.writeHead(404).end();
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
    });
    const args = { request, context: context(), params: {} } as never;
    const result = (req.method === "GET" ? await ipnLoader(args) : await ipnAction(args)) as unknown as {
      data: unknown;
      init: ResponseInit | null;
    };
    res.writeHead(result.init?.status ?? 200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(result.data));
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await startSite();
});
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await database.destroy();
});
beforeEach(async () => {
  pesapal = await startFakePesapalServer();
  siteRequests.length = 0;
  forgetPesapalTokens();
  forgetIpnIds();
  await database.db.delete(paymentEvents);
  await database.db.delete(payments);
  await database.db.delete(emailOutbox);
  await database.db.delete(appSettings);
  await database.db.delete(exchangeRates);
});
afterEach(async () => {
  expect(pesapal.problems).toEqual([]);
  await pesapal.stop();
});

const DEPOSIT = 45_000; // USD 450.00
const BALANCE = 105_000; // USD 1,050.00

/** A priced booking with its schedule and trip link, as the booking flow makes one. */
async function bookedTrip(currency: "USD" | "EUR" | "KES" = "USD") {
  const [booking] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Masai Mara Migration Safari",
      name: "Amina Wanjiru Otieno",
      email: "amina@example.com",
      phone: "+254700000001",
      adults: 2,
      arrivalDate: "2027-08-01",
      departureDate: "2027-08-05",
      currency,
      totalAmount: DEPOSIT + BALANCE,
      depositAmount: DEPOSIT,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  await database.db.insert(paymentSchedule).values([
    { bookingId: booking.id, kind: "deposit", amount: DEPOSIT, currency, dueDate: businessToday() },
    { bookingId: booking.id, kind: "balance", amount: BALANCE, currency, dueDate: "2027-06-02" },
  ]);
  const token = await issueTripLink(database.db, booking.id);
  return { booking, token };
}

type Outcome = RouteOutcome<{ formError?: string | null; fieldErrors?: Record<string, string> }>;
const settle = (call: () => Promise<unknown>): Promise<Outcome> => runRoute(call);

async function payByCard(token: string, purpose: string, ctx = context()): Promise<Outcome> {
  const form = new FormData();
  form.set("purpose", purpose);
  const request = new Request(`${siteUrl}/trip/${token}/pay/card`, { method: "POST", body: form });
  return settle(() => payAction({ request, context: ctx, params: { token } } as never));
}

async function returnPage(token: string, orderTrackingId: string, merchantReference = "") {
  const query = new URLSearchParams({ OrderTrackingId: orderTrackingId, OrderMerchantReference: merchantReference });
  const request = new Request(`${siteUrl}/trip/${token}/pay/card/return?${query}`);
  return (await returnLoader({ request, context: context(), params: { token } } as never)) as Awaited<
    ReturnType<typeof returnLoader>
  >;
}

async function checkoutPage(token: string, paymentId: string) {
  const request = new Request(`${siteUrl}/trip/${token}/pay/card/checkout/${paymentId}`);
  return settle(() => checkoutLoader({ request, context: context(), params: { token, paymentId } } as never));
}

async function cardPayments(bookingId: number) {
  return database.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "card")));
}

async function receipts() {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "payment_receipt"));
}

/** Opens a deposit checkout and returns the stand-in's order. */
async function openDeposit(token: string) {
  const opened = await payByCard(token, "deposit");
  expect(opened.status).toBe(303);
  const order = pesapal.lastOrder();
  if (!order) throw new Error("no order opened");
  const payment = await findPaymentByReference(database.db, "card", order.orderTrackingId);
  expect(opened.location).toBe(`/trip/${token}/pay/card/checkout/${payment?.id}`);
  // That page links on to Pesapal's checkout for this order.
  const handOver = await checkoutPage(token, String(payment?.id));
  expect(handOver.status).toBe(200);
  expect((handOver.body as unknown as { checkoutUrl: string }).checkoutUrl).toBe(
    `${pesapal.baseUrl}/checkout?OrderTrackingId=${order.orderTrackingId}`,
  );
  return order;
}

function expectNoCardDataReachedUs() {
  for (const request of siteRequests) {
    expect(`${request.url} ${request.body}`).not.toMatch(/4111|card_number|cvv|expiry/i);
    const fields = new URL(request.url, siteUrl).searchParams;
    for (const name of fields.keys()) {
      expect(["OrderTrackingId", "OrderNotificationType", "OrderMerchantReference"]).toContain(name);
    }
  }
}

describe("paying the deposit by card", () => {
  it("opens a Pesapal order for the deposit and records it pending; one IPN settles it with one receipt", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    expect(order).toMatchObject({ currency: "USD", amount: 450, state: "pending" });
    expect(order.merchantReference).toMatch(new RegExp(`^${booking.reference}-D-[0-9a-f]{12}$`));
    expect(order.callbackUrl).toBe(`${siteUrl}/trip/${token}/pay/card/return`);
    expect(order.billing).toMatchObject({
      email_address: "amina@example.com",
      phone_number: "+254700000001",
      first_name: "Amina",
      last_name: "Wanjiru Otieno",
    });
    // The IPN was registered as GET, at our IPN route.
    expect(pesapal.ipns).toEqual([
      expect.objectContaining({ url: `${siteUrl}/api/payments/pesapal/ipn`, ipn_notification_type: "GET" }),
    ]);

    const [pending] = await cardPayments(booking.id);
    expect(pending).toMatchObject({
      status: "pending",
      amount: DEPOSIT,
      currency: "USD",
      creditedAmount: DEPOSIT,
      providerReference: order.orderTrackingId,
    });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: 0, pending: DEPOSIT });

    pesapal.complete(order.orderTrackingId, "PSPCONF123");
    const [delivery] = await pesapal.sendIpn(order.orderTrackingId);
    expect(delivery).toMatchObject({
      status: 200,
      body: {
        orderNotificationType: "IPNCHANGE",
        orderTrackingId: order.orderTrackingId,
        orderMerchantReference: order.merchantReference,
        status: 200,
      },
    });

    const [paid] = await cardPayments(booking.id);
    expect(paid).toMatchObject({ status: "succeeded", providerReceipt: "PSPCONF123", amount: DEPOSIT });
    const summary = (await readLedger(database.db, booking.id))?.summary;
    expect(summary).toMatchObject({ paid: DEPOSIT, pending: 0, outstanding: BALANCE, depositPaid: true });
    expect(summary?.next).toMatchObject({ kind: "balance", amount: BALANCE });
    const sent = await receipts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: "amina@example.com" });
    expect(sent[0]?.textBody).toContain("Payment reference: PSPCONF123");
    expect(sent[0]?.subject).toContain("USD 450.00");
    expectNoCardDataReachedUs();
  });

  it("counts an IPN sent twice (and once more by POST) as one payment with one receipt", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.complete(order.orderTrackingId);
    const deliveries = await pesapal.sendIpn(order.orderTrackingId, 2);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    const posted = await fetch(`${siteUrl}/api/payments/pesapal/ipn`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        OrderTrackingId: order.orderTrackingId,
        OrderNotificationType: "IPNCHANGE",
        OrderMerchantReference: order.merchantReference,
      }),
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toMatchObject({ orderTrackingId: order.orderTrackingId, status: 200 });

    const rows = await cardPayments(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("succeeded");
    expect(await receipts()).toHaveLength(1);
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: DEPOSIT, outstanding: BALANCE });
  });

  it("settles from the return page alone, asking Pesapal rather than trusting the redirect", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);

    // Back before paying (or a hand-made return URL): Pesapal says not paid, so nothing is credited.
    const early = await returnPage(token, order.orderTrackingId, order.merchantReference);
    expect(early.outcome).toBe("pending");
    expect(early.title).toBe("We are waiting for Pesapal to confirm your payment");
    expect(early.meta).toContainEqual({ httpEquiv: "refresh", content: "5" });
    expect((await cardPayments(booking.id))[0]?.status).toBe("pending");

    pesapal.complete(order.orderTrackingId, "PSPRETURN9");
    const statusCallsBefore = pesapal.count("/api/Transactions/GetTransactionStatus");
    const back = await returnPage(token, order.orderTrackingId, order.merchantReference);
    expect(pesapal.count("/api/Transactions/GetTransactionStatus")).toBe(statusCallsBefore + 1);
    expect(back.outcome).toBe("succeeded");
    expect(back.lines.join(" ")).toContain("Pesapal confirmed your card payment of USD 450.00");
    expect(back.lines.join(" ")).toContain("PSPRETURN9");
    expect(back.tripPath).toBe(`/trip/${token}`);

    // A late IPN and a reload change nothing.
    await pesapal.sendIpn(order.orderTrackingId);
    expect((await returnPage(token, order.orderTrackingId)).outcome).toBe("succeeded");
    expect(await cardPayments(booking.id)).toHaveLength(1);
    expect(await receipts()).toHaveLength(1);
    expect((await readLedger(database.db, booking.id))?.summary.paid).toBe(DEPOSIT);
  });

  it("settles a payment nobody told us about through the background job, a few minutes on", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.complete(order.orderTrackingId, "PSPJOB1");
    const settings = {
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      apiBaseUrl: pesapal.baseUrl,
      siteUrl,
    };

    // Too young to ask about yet.
    expect(await checkPendingCardPayments(database.db, settings, new Date())).toMatchObject({ checked: 0 });
    expect((await cardPayments(booking.id))[0]?.status).toBe("pending");

    const later = new Date(Date.now() + CARD_PAYMENTS.checkAfterMs + 60_000);
    const ctx = context();
    const results = await runPaymentJobs({ db: ctx.db, config: ctx.config, logger: ctx.logger, now: later }, [
      cardStatusJob,
    ]);
    expect(results.card).toEqual({ checked: 1, settled: 1, unreachable: 0 });
    const [paid] = await cardPayments(booking.id);
    expect(paid).toMatchObject({ status: "succeeded", providerReceipt: "PSPJOB1" });
    expect(paid?.lastCheckedAt).not.toBeNull();
    expect(await receipts()).toHaveLength(1);
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: DEPOSIT, outstanding: BALANCE });

    // The next round finds nothing left to ask about.
    const again = await runPaymentJobs({ db: ctx.db, config: ctx.config, logger: ctx.logger, now: later }, [
      cardStatusJob,
    ]);
    expect(again.card).toEqual({ checked: 0, settled: 0, unreachable: 0 });
  });

  it("records a declined card as failed, says so in words, and leaves the deposit owed", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.fail(order.orderTrackingId);
    const [delivery] = await pesapal.sendIpn(order.orderTrackingId);
    expect(delivery?.status).toBe(200);

    const [failed] = await cardPayments(booking.id);
    expect(failed).toMatchObject({ status: "failed", failureCode: "2" });
    const back = await returnPage(token, order.orderTrackingId);
    expect(back.outcome).toBe("failed");
    expect(back.title).toBe("Your card payment did not go through");
    expect(back.lines.join(" ")).toContain("Your bank or Pesapal declined the payment.");
    const summary = (await readLedger(database.db, booking.id))?.summary;
    expect(summary).toMatchObject({ paid: 0, pending: 0, outstanding: DEPOSIT + BALANCE });
    expect(summary?.next).toMatchObject({ kind: "deposit", amount: DEPOSIT });
    expect(await receipts()).toHaveLength(0);

    // Trying again opens a new order with a new merchant reference.
    const retry = await openDeposit(token);
    expect(retry.merchantReference).not.toBe(order.merchantReference);
    expect(await cardPayments(booking.id)).toHaveLength(2);
  });

  it("marks a reversed payment as such, without crediting it", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.reverse(order.orderTrackingId);
    const back = await returnPage(token, order.orderTrackingId);
    expect(back.outcome).toBe("reversed");
    expect(back.title).toBe("This card payment was reversed");
    expect((await cardPayments(booking.id))[0]).toMatchObject({ status: "failed", failureCode: "3" });
    expect((await readLedger(database.db, booking.id))?.summary.paid).toBe(0);
  });
  it("keeps Pesapal's reversal of a credited payment for staff without changing the ledger by itself", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.complete(order.orderTrackingId);
    await pesapal.sendIpn(order.orderTrackingId);
    pesapal.reverse(order.orderTrackingId);
    // A reversal comes days later, long after the IPN spacing window (PESAPAL_IPN_STATUS_CALLS_PER_ORDER).
    const [settled] = await cardPayments(booking.id);
    await clearRateLimit(database.db, pesapalIpnSpacingKey(settled!.id));
    const [delivery] = await pesapal.sendIpn(order.orderTrackingId);
    expect(delivery?.status).toBe(200);

    const [payment] = await cardPayments(booking.id);
    expect(payment?.status).toBe("succeeded");
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
    expect(events.map((event) => [event.source, event.toStatus])).toEqual([
      ["start", "pending"],
      ["ipn", "succeeded"],
      ["ipn", "succeeded"],
    ]);
    expect(events[2]?.detail).toMatchObject({ reversedByProvider: true, statusCode: 3, description: "Reversed" });
    expect((await readLedger(database.db, booking.id))?.summary.paid).toBe(DEPOSIT);
    expect(await receipts()).toHaveLength(1);
  });
});

describe("when Pesapal is down or says no", () => {
  it("answers 503 in words with Retry-After, records nothing, and keeps the choice", async () => {
    const { booking, token } = await bookedTrip();
    pesapal.down = true;
    const refused = await payByCard(token, "deposit");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(CARD_PAYMENTS.retryAfterSeconds));
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    expect(refused.body?.formError).toBe(
      "Pesapal, our card payment provider, is not answering right now. Nothing was charged. Please try again in a few minutes.",
    );
    expect(refused.body).toMatchObject({ values: { purpose: "deposit" } });
    expect(await cardPayments(booking.id)).toHaveLength(0);
  });

  it("answers an IPN with status 500 while Pesapal cannot be asked, and settles on the next one", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.complete(order.orderTrackingId);
    pesapal.down = true;
    const query = new URLSearchParams({
      OrderTrackingId: order.orderTrackingId,
      OrderNotificationType: "IPNCHANGE",
      OrderMerchantReference: order.merchantReference,
    });
    const duringOutage = await fetch(`${siteUrl}/api/payments/pesapal/ipn?${query}`);
    expect(duringOutage.status).toBe(500);
    expect(await duringOutage.json()).toMatchObject({ orderTrackingId: order.orderTrackingId, status: 500 });
    expect((await returnPage(token, order.orderTrackingId)).outcome).toBe("pending");
    expect((await cardPayments(booking.id))[0]?.status).toBe("pending");

    pesapal.down = false;
    const [delivery] = await pesapal.sendIpn(order.orderTrackingId);
    expect(delivery?.status).toBe(200);
    expect((await cardPayments(booking.id))[0]?.status).toBe("succeeded");
    expect((await readLedger(database.db, booking.id))?.summary.paid).toBe(DEPOSIT);
  });

  it("refuses in words when Pesapal refuses the currency", async () => {
    const { booking, token } = await bookedTrip();
    pesapal.currencies = ["KES"];
    const refused = await payByCard(token, "deposit");
    expect(refused.status).toBe(503);
    expect(refused.body?.formError).toContain("Pesapal could not open a card payment for this booking");
    expect(await cardPayments(booking.id)).toHaveLength(0);
  });

  it("refuses in words when Pesapal does not accept our credentials", async () => {
    const { token } = await bookedTrip();
    const ctx = testContext(database, {
      SITE_URL: siteUrl,
      PESAPAL_CONSUMER_KEY: "wrong-key",
      PESAPAL_CONSUMER_SECRET: "wrong-secret",
      PESAPAL_API_BASE_URL: pesapal.baseUrl,
    });
    const refused = await payByCard(token, "deposit", ctx);
    expect(refused.status).toBe(503);
    expect(refused.body?.formError).toContain("Pesapal could not open a card payment");
    expect(pesapal.count("/api/Transactions/SubmitOrderRequest")).toBe(0);
  });
});

describe("the pay route's other answers", () => {
  it("refuses the deposit once it is paid (409), and opens the balance for what is left", async () => {
    const { booking, token } = await bookedTrip();
    const order = await openDeposit(token);
    pesapal.complete(order.orderTrackingId);
    await pesapal.sendIpn(order.orderTrackingId);

    const refused = await payByCard(token, "deposit");
    expect(refused.status).toBe(409);
    expect(refused.body?.formError).toBe("There is nothing to pay for the deposit now: it is already covered.");

    const balance = await payByCard(token, "balance");
    expect(balance.status).toBe(303);
    expect(pesapal.lastOrder()).toMatchObject({ amount: 1050, currency: "USD" });
    expect(pesapal.lastOrder()?.merchantReference).toMatch(new RegExp(`^${booking.reference}-B-`));
  });

  it("refuses a purpose that is neither deposit nor balance (400), and unknown tokens are 404", async () => {
    const { token } = await bookedTrip();
    const invalid = await payByCard(token, "everything");
    expect(invalid.status).toBe(400);
    expect(invalid.body?.fieldErrors?.purpose).toBe("Choose whether you are paying the deposit or the balance.");

    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await payByCard(changed, "deposit")).status).toBe(404);
    const request = new Request(`${siteUrl}/trip/${changed}/pay/card/return?OrderTrackingId=x`);
    const notFound = await settle(() =>
      returnLoader({ request, context: context(), params: { token: changed } } as never),
    );
    expect(notFound.status).toBe(404);
  });

  it("is a 404 while card payments are not configured", async () => {
    const { token } = await bookedTrip();
    const off = testContext(database, { SITE_URL: siteUrl });
    expect((await payByCard(token, "deposit", off)).status).toBe(404);
    const request = new Request(`${siteUrl}/trip/${token}/pay/card`);
    expect((await settle(() => payLoader({ request, context: off, params: { token } } as never))).status).toBe(404);
  });

  it("hands a settled payment's checkout link on to its outcome, and another booking's payment is 404", async () => {
    const first = await bookedTrip();
    const second = await bookedTrip();
    const order = await openDeposit(first.token);
    const payment = await findPaymentByReference(database.db, "card", order.orderTrackingId);
    expect((await checkoutPage(second.token, String(payment?.id))).status).toBe(404);
    expect((await checkoutPage(first.token, "not-a-number")).status).toBe(404);
    pesapal.complete(order.orderTrackingId);
    await pesapal.sendIpn(order.orderTrackingId);
    const settled = await checkoutPage(first.token, String(payment?.id));
    expect(settled.status).toBe(302);
    expect(settled.location).toBe(`/trip/${first.token}/pay/card/return?OrderTrackingId=${order.orderTrackingId}`);
  });

  it("acknowledges an IPN without an order, and one for an order it never opened, 200 without storing it", async () => {
    const missing = await fetch(`${siteUrl}/api/payments/pesapal/ipn?OrderNotificationType=IPNCHANGE`);
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: "",
      orderMerchantReference: "",
      status: 200,
    });
    const query = new URLSearchParams({
      OrderTrackingId: "00000000-0000-0000-0000-000000000000",
      OrderNotificationType: "IPNCHANGE",
      OrderMerchantReference: "KSF-9999-D-000000000000",
    });
    const unknown = await fetch(`${siteUrl}/api/payments/pesapal/ipn?${query}`);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: "00000000-0000-0000-0000-000000000000",
      orderMerchantReference: "KSF-9999-D-000000000000",
      status: 200,
    });
    expect(await database.db.select().from(payments)).toEqual([]);
    expect(await database.db.select().from(paymentEvents)).toEqual([]);
    expect(pesapal.count("/api/Transactions/GetTransactionStatus")).toBe(0);
  });

  it("shows another booking's order as unknown on this trip's return page", async () => {
    const first = await bookedTrip();
    const second = await bookedTrip();
    const order = await openDeposit(first.token);
    pesapal.complete(order.orderTrackingId);
    const back = await returnPage(second.token, order.orderTrackingId);
    expect(back.outcome).toBe("unknown");
    expect((await cardPayments(first.booking.id))[0]?.status).toBe("pending");
  });

  it("charges a euro booking in US dollars at the staff-set rate and credits the euros owed", async () => {
    await database.db.insert(exchangeRates).values({ currency: "EUR", unitsPerUsd: 0.8 });
    const { booking, token } = await bookedTrip("EUR");
    const order = await openDeposit(token);
    // EUR 450.00 at 0.8 EUR per USD is USD 562.50.
    expect(order).toMatchObject({ currency: "USD", amount: 562.5 });
    pesapal.complete(order.orderTrackingId);
    await pesapal.sendIpn(order.orderTrackingId);
    const [paid] = await cardPayments(booking.id);
    expect(paid).toMatchObject({ status: "succeeded", amount: 56_250, currency: "USD", creditedAmount: DEPOSIT });
    expect((await readLedger(database.db, booking.id))?.summary).toMatchObject({ paid: DEPOSIT, currency: "EUR" });
  });
});

describe("talking to Pesapal", () => {
  it("asks for a token once while it lasts and registers the IPN once per account and URL", async () => {
    const { token } = await bookedTrip();
    await openDeposit(token);
    await openDeposit((await bookedTrip()).token);
    expect(pesapal.count("/api/Auth/RequestToken")).toBe(1);
    expect(pesapal.count("/api/URLSetup/RegisterIPN")).toBe(1);
    // Another server (nothing in memory) reads the id from the database.
    forgetIpnIds();
    forgetPesapalTokens();
    await openDeposit(token);
    expect(pesapal.count("/api/URLSetup/RegisterIPN")).toBe(1);
    expect(pesapal.count("/api/URLSetup/GetIpnList")).toBe(1);
    // Every order names the one registered IPN.
    expect(new Set([...pesapal.orders.values()].map((order) => order.notificationId))).toEqual(
      new Set([pesapal.ipns[0]?.ipn_id]),
    );
  });

  it("asks for a new token when the old one has expired", async () => {
    pesapal.tokenLifetimeMs = 2_000; // shorter than the renewal margin: renewed half way
    const { token } = await bookedTrip();
    await openDeposit(token);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await openDeposit(token);
    expect(pesapal.count("/api/Auth/RequestToken")).toBeGreaterThanOrEqual(2);
  });
});

describe("IPNs a stranger repeats", () => {
  const STATUS = "/api/Transactions/GetTransactionStatus";
  it("ask Pesapal about one order at most once per window, each answered 200 in Pesapal's shape; after it, again", async () => {
    const { token } = await bookedTrip();
    const order = await openDeposit(token);
    const before = pesapal.count(STATUS);
    const deliveries = await pesapal.sendIpn(order.orderTrackingId, 10);
    expect(deliveries.map((delivery) => delivery.status)).toEqual(Array(10).fill(200));
    expect(deliveries.at(-1)?.body).toEqual({
      orderNotificationType: "IPNCHANGE",
      orderTrackingId: order.orderTrackingId,
      orderMerchantReference: order.merchantReference,
      status: 200,
    });
    expect(pesapal.count(STATUS)).toBe(before + PESAPAL_IPN_STATUS_CALLS_PER_ORDER.limit);

    const settings = cardSettings(context().config);
    if (!settings) throw new Error("card payments are off");
    const notification = {
      orderTrackingId: order.orderTrackingId,
      notificationType: "IPNCHANGE",
      merchantReference: order.merchantReference,
    };
    const later = Date.now() + PESAPAL_IPN_STATUS_CALLS_PER_ORDER.windowMs + 1_000;
    expect(await handlePesapalIpn(database.db, settings, notification, undefined, undefined, later)).toEqual({
      status: 200,
      outcome: "pending",
    });
    expect(pesapal.count(STATUS)).toBe(before + 2);
  });
});
