// A stand-in for Pesapal API 3.0 on 127.0.0.1, speaking its documented shapes: RequestToken (checks the
// consumer key and secret), RegisterIPN and GetIpnList, SubmitOrderRequest and GetTransactionStatus (each
// checks the Bearer token), and a hosted 'checkout' page where a card is typed, on this server, never on the
// app's. Tests point PESAPAL_API_BASE_URL at `baseUrl`, then complete, fail or reverse an order and send
// IPNs to the app (once, twice, or never), as Pesapal does.
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOrderState = "pending" | "completed" | "failed" | "reversed";

export interface FakeOrder {
  orderTrackingId: string;
  merchantReference: string;
  currency: string;
  amount: number;
  description: string;
  callbackUrl: string;
  notificationId: string;
  billing: Record<string, unknown>;
  state: FakeOrderState;
  confirmationCode: string;
  createdDate: string;
}

export interface FakeIpnDelivery {
  orderTrackingId: string;
  method: "GET" | "POST";
  status: number;
  body: unknown;
}

export interface FakePesapalServer {
  /** e.g. http://127.0.0.1:41234/pesapalv3, as PESAPAL_API_BASE_URL. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Answer every API call with 503 (Pesapal down); the checkout page too. */
  down: boolean;
  /** Currencies SubmitOrderRequest accepts. */
  currencies: string[];
  /** Token lifetime in ms (Pesapal's is five minutes). */
  tokenLifetimeMs: number;
  orders: Map<string, FakeOrder>;
  ipns: { ipn_id: string; url: string; ipn_notification_type: "GET" | "POST"; created_date: string }[];
  /** Every API request: method, path, query, JSON body (checkout page posts are not API requests). */
  requests: { method: string; path: string; query: Record<string, string>; body: unknown }[];
  /** Requests that did not look like the documented calls. */
  problems: string[];
  /** What the app answered to each IPN we sent. */
  deliveries: FakeIpnDelivery[];
  /** How many IPNs the checkout page sends by itself when an order is paid or fails (default 1). */
  ipnsOnCheckout: number;
  count(path: string): number;
  /** The order a merchant reference names, or the only/last one. */
  lastOrder(): FakeOrder | undefined;
  complete(orderTrackingId: string, confirmationCode?: string): FakeOrder;
  fail(orderTrackingId: string): FakeOrder;
  reverse(orderTrackingId: string): FakeOrder;
  /** Sends the IPN for the order `times` times to its registered URL, one after another; returns the answers. */
  sendIpn(orderTrackingId: string, times?: number): Promise<FakeIpnDelivery[]>;
  stop(): Promise<void>;
}

const STATUS_CODES: Record<FakeOrderState, number> = { pending: 0, completed: 1, failed: 2, reversed: 3 };
const DESCRIPTIONS: Record<FakeOrderState, string> = {
  pending: "INVALID",
  completed: "Completed",
  failed: "Failed",
  reversed: "Reversed",
};

export async function startFakePesapalServer(
  options: { consumerKey?: string; consumerSecret?: string } = {},
): Promise<FakePesapalServer> {
  const consumerKey = options.consumerKey ?? "fake-pesapal-key";
  const consumerSecret = options.consumerSecret ?? "fake-pesapal-secret";
  const liveTokens = new Map<string, number>();
  let origin = "";

  const state = {
    consumerKey,
    consumerSecret,
    down: false,
    currencies: ["KES", "TZS", "UGX", "USD"],
    tokenLifetimeMs: 5 * 60_000,
    orders: new Map<string, FakeOrder>(),
    ipns: [] as FakePesapalServer["ipns"],
    requests: [] as FakePesapalServer["requests"],
    problems: [] as string[],
    deliveries: [] as FakeIpnDelivery[],
    ipnsOnCheckout: 1,
  };

  function order(orderTrackingId: string): FakeOrder {
    const found = state.orders.get(orderTrackingId);
    if (!found) throw new Error(`no fake Pesapal order ${orderTrackingId}`);
    return found;
  }
  function settle(orderTrackingId: string, to: FakeOrderState, confirmationCode?: string): FakeOrder {
    const found = order(orderTrackingId);
    found.state = to;
    if (to === "completed") {
      found.confirmationCode = confirmationCode ?? `PSP${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    }
    return found;
  }

  async function sendIpn(orderTrackingId: string, times = 1): Promise<FakeIpnDelivery[]> {
    const found = order(orderTrackingId);
    const ipn = state.ipns.find((entry) => entry.ipn_id === found.notificationId);
    if (!ipn) throw new Error(`order ${orderTrackingId} names no registered IPN`);
    const answers: FakeIpnDelivery[] = [];
    for (let i = 0; i < times; i += 1) {
      const fields = {
        OrderTrackingId: found.orderTrackingId,
        OrderNotificationType: "IPNCHANGE",
        OrderMerchantReference: found.merchantReference,
      };
      let response: Response;
      if (ipn.ipn_notification_type === "GET") {
        const url = new URL(ipn.url);
        for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
        response = await fetch(url, { headers: { accept: "application/json" } });
      } else {
        response = await fetch(ipn.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(fields),
        });
      }
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the test shows what came back
      }
      const delivery: FakeIpnDelivery = {
        orderTrackingId,
        method: ipn.ipn_notification_type,
        status: response.status,
        body,
      };
      state.deliveries.push(delivery);
      answers.push(delivery);
    }
    return answers;
  }

  function statusBody(found: FakeOrder) {
    const pending = found.state === "pending";
    return {
      payment_method: pending ? "" : "Visa",
      amount: found.amount,
      created_date: found.createdDate,
      confirmation_code: found.state === "completed" || found.state === "reversed" ? found.confirmationCode : "",
      payment_status_description: DESCRIPTIONS[found.state],
      description: found.state === "failed" ? "Unable to authorize transaction. Kindly contact your bank." : "",
      message: "Request processed successfully",
      payment_account: pending ? "" : "4111xxxxxxxx1111",
      call_back_url: `${found.callbackUrl}?OrderTrackingId=${found.orderTrackingId}&OrderMerchantReference=${found.merchantReference}`,
      status_code: STATUS_CODES[found.state],
      merchant_reference: found.merchantReference,
      payment_status_code: "",
      currency: found.currency,
      error: pending
        ? { error_type: "api_error", code: "payment_details_not_found", message: "Pending Payment", call_back_url: "" }
        : { error_type: null, code: null, message: null, call_back_url: null },
      status: pending ? "500" : "200",
    };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");

    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    const apiError = (code: string, message: string, status = "500") =>
      send(200, { error: { error_type: "api_error", code, message }, status });

    // What a browser asks of any site it visits (the checkout page's favicon) is no API call.
    if (!url.pathname.startsWith("/pesapalv3/")) return void res.writeHead(404).end();

    // The hosted checkout: a page of Pesapal's own where the card is typed.
    if (url.pathname === "/pesapalv3/checkout" || url.pathname === "/pesapalv3/checkout/pay") {
      if (state.down) return void res.writeHead(503).end("Service Unavailable");
      const trackingId = url.searchParams.get("OrderTrackingId") ?? new URLSearchParams(raw).get("OrderTrackingId");
      const found = trackingId ? state.orders.get(trackingId) : undefined;
      if (!found) return void res.writeHead(404).end("Unknown order");
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return void res.end(`<!doctype html><html lang="en"><head><title>Pesapal checkout</title></head><body>
<main><h1>Pesapal checkout</h1><p>Pay ${found.currency} ${found.amount.toFixed(2)}: ${escapeHtml(found.description)}</p>
<form method="post" action="/pesapalv3/checkout/pay">
<input type="hidden" name="OrderTrackingId" value="${found.orderTrackingId}">
<label>Card number <input name="card_number" autocomplete="cc-number" value="4111111111111111"></label>
<label>Expiry <input name="expiry" value="12/30"></label>
<label>CVV <input name="cvv" value="123"></label>
<button name="outcome" value="completed">Pay now</button>
<button name="outcome" value="failed">Decline (test)</button>
</form></main></body></html>`);
      }
      const outcome = new URLSearchParams(raw).get("outcome") === "failed" ? "failed" : "completed";
      settle(found.orderTrackingId, outcome);
      for (let i = 0; i < state.ipnsOnCheckout; i += 1) {
        await sendIpn(found.orderTrackingId).catch((error) => state.problems.push(`IPN not delivered: ${error}`));
      }
      const back = new URL(found.callbackUrl);
      back.searchParams.set("OrderTrackingId", found.orderTrackingId);
      back.searchParams.set("OrderMerchantReference", found.merchantReference);
      back.searchParams.set("OrderNotificationType", "CALLBACKURL");
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
    }

    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        state.problems.push(`${url.pathname}: body is not JSON`);
        return send(400, { error: { code: "invalid_json", message: "Invalid JSON" }, status: "400" });
      }
    }
    const path = url.pathname.replace(/^\/pesapalv3/, "");
    state.requests.push({ method: req.method ?? "", path, query: Object.fromEntries(url.searchParams), body });
    if (state.down) {
      res.writeHead(503, { "Content-Type": "text/html" });
      return void res.end("<html><body>Service Unavailable</body></html>");
    }

    if (path === "/api/Auth/RequestToken") {
      if (req.method !== "POST") {
        state.problems.push(`RequestToken by ${req.method}`);
        return send(405, {});
      }
      const { consumer_key, consumer_secret } = (body ?? {}) as Record<string, unknown>;
      if (consumer_key !== consumerKey || consumer_secret !== consumerSecret) {
        return send(200, {
          token: null,
          expiryDate: null,
          error: { error_type: "api_error", code: "invalid_consumer_key_or_secret_provided", message: "" },
          status: "500",
          message: "",
        });
      }
      const token = randomUUID().replaceAll("-", "") + randomUUID().replaceAll("-", "");
      const expiresAt = Date.now() + state.tokenLifetimeMs;
      liveTokens.set(token, expiresAt);
      return send(200, {
        token,
        expiryDate: new Date(expiresAt).toISOString(),
        error: null,
        status: "200",
        message: "Request processed successfully",
      });
    }

    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = bearer ? liveTokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt <= Date.now()) {
      state.problems.push(`${path}: ${bearer ? "expired or unknown" : "no"} Bearer token`);
      res.writeHead(401, { "Content-Type": "application/json" });
      return void res.end(JSON.stringify({ error: { code: "invalid_token", message: "Unauthorized" }, status: "401" }));
    }

    if (path === "/api/URLSetup/RegisterIPN" && req.method === "POST") {
      const { url: ipnUrl, ipn_notification_type } = (body ?? {}) as Record<string, unknown>;
      if (typeof ipnUrl !== "string" || !/^https?:\/\//.test(ipnUrl)) return apiError("invalid_url", "Invalid URL");
      if (ipn_notification_type !== "GET" && ipn_notification_type !== "POST") {
        return apiError("invalid_notification_type", "ipn_notification_type must be GET or POST");
      }
      const entry = {
        ipn_id: randomUUID(),
        url: ipnUrl,
        ipn_notification_type: ipn_notification_type as "GET" | "POST",
        created_date: new Date().toISOString(),
      };
      state.ipns.push(entry);
      return send(200, {
        url: entry.url,
        created_date: entry.created_date,
        ipn_id: entry.ipn_id,
        notification_type: entry.ipn_notification_type === "GET" ? 0 : 1,
        ipn_notification_type_description: entry.ipn_notification_type,
        ipn_status: 1,
        ipn_status_description: "Active",
        error: null,
        status: "200",
      });
    }

    if (path === "/api/URLSetup/GetIpnList" && req.method === "GET") {
      return send(
        200,
        state.ipns.map((entry) => ({ url: entry.url, created_date: entry.created_date, ipn_id: entry.ipn_id })),
      );
    }

    if (path === "/api/Transactions/SubmitOrderRequest" && req.method === "POST") {
      const request = (body ?? {}) as Record<string, unknown>;
      const billing = (request.billing_address ?? {}) as Record<string, unknown>;
      const id = request.id;
      if (typeof id !== "string" || id.length === 0 || id.length > 50) {
        return apiError("invalid_merchant_reference", "id must be 1 to 50 characters");
      }
      if ([...state.orders.values()].some((existing) => existing.merchantReference === id)) {
        return apiError("duplicate_merchant_reference", "Duplicate merchant reference");
      }
      if (typeof request.currency !== "string" || !state.currencies.includes(request.currency)) {
        return apiError("invalid_currency", "Currency not supported");
      }
      if (typeof request.amount !== "number" || !(request.amount > 0))
        return apiError("invalid_amount", "Invalid amount");
      if (Math.round(request.amount * 100) !== request.amount * 100) {
        state.problems.push(`amount ${request.amount} has more than two decimals`);
      }
      if (typeof request.description !== "string" || request.description.length > 100) {
        return apiError("invalid_description", "Description must be at most 100 characters");
      }
      if (typeof request.callback_url !== "string" || !/^https?:\/\//.test(request.callback_url)) {
        return apiError("invalid_callback_url", "Invalid callback URL");
      }
      if (!state.ipns.some((entry) => entry.ipn_id === request.notification_id)) {
        return apiError("invalid_notification_id", "Notification id not registered");
      }
      if (!billing.email_address && !billing.phone_number) {
        return apiError("missing_billing_contact", "Email address or phone number is required");
      }
      const created: FakeOrder = {
        orderTrackingId: randomUUID(),
        merchantReference: id,
        currency: request.currency,
        amount: request.amount,
        description: request.description,
        callbackUrl: request.callback_url,
        notificationId: String(request.notification_id),
        billing,
        state: "pending",
        confirmationCode: "",
        createdDate: new Date().toISOString(),
      };
      state.orders.set(created.orderTrackingId, created);
      return send(200, {
        order_tracking_id: created.orderTrackingId,
        merchant_reference: created.merchantReference,
        redirect_url: `${origin}/pesapalv3/checkout?OrderTrackingId=${created.orderTrackingId}`,
        error: null,
        status: "200",
      });
    }

    if (path === "/api/Transactions/GetTransactionStatus" && req.method === "GET") {
      const trackingId = url.searchParams.get("orderTrackingId");
      const found = trackingId ? state.orders.get(trackingId) : undefined;
      if (!found) return apiError("invalid_order_tracking_id", "Order tracking id not found");
      return send(200, statusBody(found));
    }

    state.problems.push(`${req.method} ${path}`);
    send(404, { error: { code: "not_found", message: "Not found" }, status: "404" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return Object.assign(state, {
    baseUrl: `${origin}/pesapalv3`,
    count: (path: string) => state.requests.filter((request) => request.path === path).length,
    lastOrder: () => [...state.orders.values()].at(-1),
    complete: (id: string, code?: string) => settle(id, "completed", code),
    fail: (id: string) => settle(id, "failed"),
    reverse: (id: string) => settle(id, "reversed"),
    sendIpn,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
