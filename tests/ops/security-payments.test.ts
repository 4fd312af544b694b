// What a stranger could make the payment providers do, against the production build on a throw-away
// PostgreSQL database, with Safaricom's Daraja and Pesapal played by real HTTP servers on 127.0.0.1
// (tests/fakes). Each attack a hostile tester found is replayed: pushes to one stranger's number across
// bookings, ten numbers from one trip page, a double press, one address spreading over many bookings (an IPv6
// /64 counted as one), callbacks that are deep, malformed, huge or reuse a receipt, and a stream of Pesapal
// IPNs for one order. Each test asserts the refusal in words (and its status), and that nothing went out
// (the fakes count what they received) or was kept beyond its bound.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { PESAPAL_IPN_STATUS_CALLS_PER_ORDER } from "~/features/payments/card-limits";
import {
  MPESA_PUSHES_PER_CLIENT_ADDRESS,
  MPESA_PUSHES_PER_PHONE,
  PROVIDER_REFUSED_BODY_MAX_CHARS,
  REFUSED_CALLBACKS_KEPT_PER_ADDRESS,
} from "~/features/payments/mpesa-limits";
import { mobileMoneyCallbackPath } from "~/features/payments/provider-callback-urls";
import { type FakeDarajaServer, startFakeDarajaServer } from "../fakes/daraja-server";
import { type FakePesapalServer, startFakePesapalServer } from "../fakes/pesapal-server";
import { createPayableBooking, mpesaTestEnv, setKesRate } from "../support/mpesa-bookings";
import { newClientAddress, postForm, type SecurityApp, startSecurityApp } from "./support/security-app";

// The callback's secret path segment, set so the test knows the address a stranger would have learnt.
const CALLBACK_SECRET = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718";

let app: SecurityApp;
let daraja: FakeDarajaServer;
let pesapal: FakePesapalServer;
let handle: DatabaseHandle;

beforeAll(async () => {
  [daraja, pesapal] = await Promise.all([startFakeDarajaServer(), startFakePesapalServer()]);
  // The customer never answers: every push stays pending, as a prompt on a stranger's phone does.
  daraja.defaultPlan = { ...daraja.defaultPlan, callback: "never", query: "processing" };
  app = await startSecurityApp({
    ...mpesaTestEnv(daraja, ""),
    MPESA_CALLBACK_BASE_URL: "",
    MPESA_CALLBACK_TOKEN: CALLBACK_SECRET,
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_API_BASE_URL: pesapal.baseUrl,
    // The jobs stay out of the way: what is counted is what the requests caused.
    PAYMENT_JOBS_INTERVAL_MS: "3600000",
  });
  handle = await openDatabase({ url: app.database.url, poolSize: 2 });
  await setKesRate(handle.db);
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await app?.stop();
  await daraja?.stop();
  await pesapal?.stop();
});

const pushesTo = (phone: string) => daraja.pushes.filter((push) => push.request.PhoneNumber === phone).length;

/** The words of the refusal as the page shows them without script (HTML entities undone). */
function pageText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The phone field's value as the page gives it back. */
function phoneValue(html: string): string | undefined {
  const input = /<input[^>]*name="phone"[^>]*>/.exec(html)?.[0];
  return input ? /value="([^"]*)"/.exec(input)?.[1] : undefined;
}

function payMpesa(token: string, phone: string, clientAddress: string, purpose = "deposit") {
  return postForm(app, `/trip/${token}/pay/mpesa`, { purpose, phone }, { clientAddress });
}

describe("STK pushes a stranger asks for", () => {
  it("five bookings, then thirty requests to one number on none of them, from one address: at most four prompts", async () => {
    const attacker = newClientAddress();
    const trips = await Promise.all(Array.from({ length: 5 }, () => createPayableBooking(handle.db)));
    const answers: { status: number; retryAfter: string | null; text: string; phone?: string }[] = [];
    for (let index = 0; index < 30; index++) {
      const response = await payMpesa(trips[index % 5]!.token, "0799 888 777", attacker);
      const html = await response.text();
      answers.push({
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        text: pageText(html),
        phone: phoneValue(html),
      });
    }
    expect(pushesTo("254799888777")).toBe(MPESA_PUSHES_PER_PHONE.limit);
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(MPESA_PUSHES_PER_PHONE.limit);
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.text).toContain(
        "Several payment requests were sent to this phone number in a short time, so no request was sent.",
      );
      expect(answer.phone).toBe("0799 888 777");
    }
    // The rest are presses on a booking whose prompt is still waiting: nothing sent, said so.
    for (const answer of answers.filter((one) => one.status !== 302 && one.status !== 429)) {
      expect(answer.status).toBe(409);
      expect(answer.text).toContain("We already sent a payment request to 0799 ••• 777 for this booking");
      expect(answer.phone).toBe("0799 888 777");
    }
  });

  it("ten numbers from one trip page: one prompt, nine refusals naming the waiting one, each number kept", async () => {
    const { token } = await createPayableBooking(handle.db);
    const address = newClientAddress();
    const before = daraja.pushes.length;
    const phones = Array.from({ length: 10 }, (_, index) => `07100020${String(index).padStart(2, "0")}`);
    const statuses: number[] = [];
    for (const phone of phones) {
      const response = await payMpesa(token, phone, address);
      statuses.push(response.status);
      if (response.status !== 302) {
        const html = await response.text();
        expect(pageText(html)).toContain(
          "We already sent a payment request to 0710 ••• 000 for this booking, so no new one was sent.",
        );
        expect(phoneValue(html)).toBe(phone);
      }
    }
    expect(statuses).toEqual([302, ...Array(9).fill(409)]);
    expect(daraja.pushes.length - before).toBe(1);
  });

  it("a double press sends one prompt; the second answer says where the first went (with script too)", async () => {
    const { token } = await createPayableBooking(handle.db);
    const address = newClientAddress();
    const before = daraja.pushes.length;
    const [first, second] = await Promise.all([
      payMpesa(token, "0711 222 333", address),
      payMpesa(token, "0711 222 333", address),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([302, 409]);
    expect(daraja.pushes.length - before).toBe(1);
    // The same press through the form layer (script on): the refusal's words come back as data.
    const scripted = await postForm(
      app,
      `/trip/${token}/pay/mpesa.data`,
      { purpose: "deposit", phone: "0711 222 333" },
      { clientAddress: address },
    );
    const body = await scripted.text();
    expect(body).toContain("We already sent a payment request to 0711 ••• 333 for this booking");
    expect(body).toContain("0711 222 333");
    expect(daraja.pushes.length - before).toBe(1);
    const rows = await app.query<{ count: string }>(
      "select count(*) from payments p join trip_links t on t.booking_id = p.booking_id where t.token_hash = $1",
      [createHash("sha256").update(token).digest("hex")],
    );
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it("one IPv6 /64 spreading requests over bookings, numbers and addresses: at most ten prompts an hour", async () => {
    const limit = MPESA_PUSHES_PER_CLIENT_ADDRESS.limit;
    const trips = await Promise.all(Array.from({ length: limit + 3 }, () => createPayableBooking(handle.db)));
    const before = daraja.pushes.length;
    const statuses: number[] = [];
    for (const [index, trip] of trips.entries()) {
      const response = await payMpesa(
        trip.token,
        `07300030${String(index).padStart(2, "0")}`,
        `2001:db8:51:7::${index + 1}`,
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        const html = await response.text();
        expect(pageText(html)).toContain(
          "Many payment requests came from your connection in a short time, so no request was sent.",
        );
        expect(phoneValue(html)).toBe(`07300030${String(index).padStart(2, "0")}`);
      }
    }
    expect(statuses).toEqual([...Array(limit).fill(302), 429, 429, 429]);
    expect(daraja.pushes.length - before).toBe(limit);
  });
});

describe("the M-Pesa callback, posted by anyone who learnt its address", () => {
  const callbackUrl = () => `${app.url}${mobileMoneyCallbackPath(CALLBACK_SECRET)}`;
  const postCallback = (body: string) =>
    fetch(callbackUrl(), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      body,
    });
  const keptRefusals = () =>
    app.query<{ length: number }>(
      "select length(detail::text) as length from payment_events where source = 'callback_invalid' order by id",
    );

  it.each([
    ["nested 400,000 deep", () => `${"[".repeat(400_000)}${"]".repeat(400_000)}`],
    ["not JSON", () => `{"Body": {"stkCallback": ${"x".repeat(5_000)}`],
    [
      "of Daraja's shape, with a 900 KB description",
      () =>
        JSON.stringify({
          Body: {
            stkCallback: {
              MerchantRequestID: "29115-1",
              CheckoutRequestID: "ws_CO_0000",
              ResultCode: 1032,
              ResultDesc: "x".repeat(900_000),
            },
          },
        }),
    ],
  ])("%s: answered 200 with Daraja's acknowledgement, kept for staff at most 16 KB", async (_, body) => {
    const before = (await keptRefusals()).length;
    const payments = await app.query("select id, status from payments order by id");
    const response = await postCallback(body());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    const kept = await keptRefusals();
    expect(kept).toHaveLength(before + 1);
    expect(Number(kept.at(-1)?.length)).toBeLessThanOrEqual(PROVIDER_REFUSED_BODY_MAX_CHARS + 200);
    expect(await app.query("select id, status from payments order by id")).toEqual(payments);
  });

  it("one sender's refused posts are all acknowledged, but only the first twenty an hour are kept", async () => {
    const sender = newClientAddress();
    const before = (await keptRefusals()).length;
    const limit = REFUSED_CALLBACKS_KEPT_PER_ADDRESS.limit;
    for (let index = 0; index < limit + 5; index++) {
      const response = await fetch(callbackUrl(), {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": sender },
        body: `not json ${"y".repeat(20_000)}`,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ResultCode: 0, ResultDesc: "Accepted" });
    }
    expect((await keptRefusals()).length - before).toBe(limit);
  });

  it("a receipt number another payment already has: 200, never counted twice, kept for staff with a note", async () => {
    daraja.planNext({ resultCode: 0, callback: "once", callbackDelayMs: 250, query: "result" });
    const paid = await createPayableBooking(handle.db);
    expect((await payMpesa(paid.token, "0712 300 400", newClientAddress())).status).toBe(302);
    await daraja.settled();
    const first = daraja.pushes.at(-1)!;
    expect(first.callbackAnswers[0]?.status).toBe(200);
    const [settled] = await app.query<{ id: number; provider_receipt: string }>(
      "select id, provider_receipt from payments where provider_reference = $1 and status = 'succeeded'",
      [first.checkoutRequestId],
    );
    expect(settled?.provider_receipt).toBe(first.receipt);

    daraja.planNext({ resultCode: 0, callback: "manual", query: "processing" });
    const other = await createPayableBooking(handle.db);
    expect((await payMpesa(other.token, "0712 300 401", newClientAddress())).status).toBe(302);
    const second = daraja.pushes.at(-1)!;
    second.receipt = first.receipt;
    const answer = await daraja.sendCallback(second.checkoutRequestId);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) });
    const [still] = await app.query<{ status: string; provider_receipt: string | null }>(
      "select status, provider_receipt from payments where provider_reference = $1",
      [second.checkoutRequestId],
    );
    expect(still).toEqual({ status: "pending", provider_receipt: null });
    const [kept] = await app.query<{ note: string; raw: number }>(
      "select note, length(raw_body::text) as raw from unmatched_provider_payments where checkout_request_id = $1",
      [second.checkoutRequestId],
    );
    expect(kept?.note).toContain(`M-Pesa receipt ${first.receipt} is already on payment #${settled?.id}`);
    // The same callback again: still 200, still one record.
    expect((await daraja.sendCallback(second.checkoutRequestId)).status).toBe(200);
    const rows = await app.query("select id from unmatched_provider_payments where checkout_request_id = $1", [
      second.checkoutRequestId,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe("Pesapal IPNs for one order", () => {
  it("twenty IPNs in a row cause one status call; every one is answered 200 in Pesapal's shape", async () => {
    const { token } = await createPayableBooking(handle.db);
    const opened = await postForm(app, `/trip/${token}/pay/card`, { purpose: "deposit" });
    expect(opened.status).toBe(303);
    const order = pesapal.lastOrder()!;
    const before = pesapal.count("/api/Transactions/GetTransactionStatus");
    const query = new URLSearchParams({
      OrderTrackingId: order.orderTrackingId,
      OrderNotificationType: "IPNCHANGE",
      OrderMerchantReference: order.merchantReference,
    });
    for (let index = 0; index < 20; index++) {
      const response = await fetch(`${app.url}/api/payments/pesapal/ipn?${query}`, {
        headers: { "x-forwarded-for": newClientAddress() },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        orderNotificationType: "IPNCHANGE",
        orderTrackingId: order.orderTrackingId,
        orderMerchantReference: order.merchantReference,
        status: 200,
      });
    }
    expect(pesapal.count("/api/Transactions/GetTransactionStatus") - before).toBe(
      PESAPAL_IPN_STATUS_CALLS_PER_ORDER.limit,
    );
  });

  it.each([
    ["nested 400,000 deep", `${"[".repeat(400_000)}${"]".repeat(400_000)}`],
    ["not JSON", '{"OrderTrackingId": '],
    ["without an order", JSON.stringify({ OrderNotificationType: "IPNCHANGE" })],
  ])("a posted IPN %s: 200 in Pesapal's shape, no status call", async (_, body) => {
    const before = pesapal.count("/api/Transactions/GetTransactionStatus");
    const response = await fetch(`${app.url}/api/payments/pesapal/ipn`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() },
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ orderNotificationType: "IPNCHANGE", status: 200 });
    expect(pesapal.count("/api/Transactions/GetTransactionStatus")).toBe(before);
  });
});
