// A stand-in for Safaricom's Daraja API on 127.0.0.1, speaking its documented shapes:
//   GET  /oauth/v1/generate?grant_type=client_credentials  (Basic consumerKey:consumerSecret)
//   POST /mpesa/stkpush/v1/processrequest                  (Bearer token; Password = base64(shortcode+passkey+timestamp))
//   POST /mpesa/stkpushquery/v1/query
// and, for each accepted push, the STK callback posted to its CallBackURL. A test decides per push what the
// customer does (pay, cancel 1032, let it time out 1037, another code), how the callback arrives (once,
// twice, never, or when the test says: late), whether it reports another amount, and what STK Query answers.
// Every request is recorded; a request Daraja would refuse is answered in Daraja's error shape and noted in
// `problems`, so a test can assert that the app never sent one.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface PushPlan {
  /** The customer's answer: 0 paid, 1032 cancelled, 1037 timed out, or any other Daraja result code. */
  resultCode: number;
  /** How the callback arrives: once, twice (a repeat), never, or "manual" (the test calls sendCallback: late). */
  callback: "once" | "twice" | "never" | "manual";
  /** Milliseconds after the push answer before the callback is posted. */
  callbackDelayMs: number;
  /** The Amount the callback reports, when it should differ from what was asked. */
  callbackAmount?: number;
  /** The callback's TransactionDate (YYYYMMDDHHmmss, Nairobi); the push's Timestamp by default. */
  transactionDate?: number;
  /** What STK Query says: the result above, or Daraja's "being processed" error while the customer is on it. */
  query: "result" | "processing";
  /** Refuse the push itself in Daraja's error shape instead of accepting it (see DARAJA_ERRORS). */
  refusePush?: { status: number; errorCode: string; errorMessage: string };
  /**
   * Accept the push (the phone gets the prompt, the callback follows) but answer it only after this many
   * milliseconds: past the app's timeout, as Daraja sometimes does. "drop" closes the connection unanswered.
   */
  answerDelayMs?: number | "drop";
}

/** Daraja's documented refusals of an STK push, in its error shape. */
export const DARAJA_ERRORS = {
  /** The customer: a push is already waiting on that phone. */
  subscriberBusy: {
    status: 500,
    errorCode: "500.001.1001",
    errorMessage: "Unable to lock subscriber, a transaction is already in process for the current subscriber",
  },
  /** The customer: not a number M-Pesa can prompt. */
  invalidPhone: { status: 400, errorCode: "400.002.02", errorMessage: "Bad Request - Invalid PhoneNumber" },
  /** The merchant: the short code is not one Daraja knows for these credentials. */
  invalidShortcode: {
    status: 400,
    errorCode: "400.002.02",
    errorMessage: "Bad Request - Invalid BusinessShortCode",
  },
  /** The merchant: the passkey or short code do not match ("Wrong credentials"). */
  wrongCredentials: { status: 500, errorCode: "500.001.1001", errorMessage: "Wrong credentials" },
  /** The merchant: the shortcode is not set up for Lipa na M-Pesa Online. */
  merchantMissing: { status: 500, errorCode: "500.001.1001", errorMessage: "Merchant does not exist" },
  /** The merchant: Daraja will not take the access token (even a fresh one). */
  invalidToken: { status: 404, errorCode: "404.001.03", errorMessage: "Invalid Access Token" },
} as const;

export interface FakePush {
  merchantRequestId: string;
  checkoutRequestId: string;
  request: Record<string, unknown>;
  plan: PushPlan;
  receipt: string;
  /** The answers our callback URL gave, in order. */
  callbackAnswers: { status: number; body: string }[];
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export interface FakeDarajaServer {
  /** e.g. http://127.0.0.1:41234, as MPESA_API_BASE_URL. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** Seconds each token lives (Daraja: 3599). */
  tokenLifetimeSeconds: number;
  /** The plan for pushes with no plan of their own queued. */
  defaultPlan: PushPlan;
  /** Daraja forgets every token it issued (as when one expires on its side first). */
  forgetTokens(): void;
  /** Plans for the next pushes, used first in, first out. */
  planNext(plan: Partial<PushPlan>): void;
  /** When true, every call answers nothing and drops the connection (Daraja unreachable). */
  unreachable: boolean;
  /** "paybill" (default) or "till": what the push's TransactionType, BusinessShortCode and PartyB must be. */
  shortcodeType: "paybill" | "till";
  /** For a till: the store number, BusinessShortCode (and Password) instead of the till number. */
  storeNumber: string | null;
  requests: FakeRequest[];
  pushes: FakePush[];
  tokensIssued: string[];
  problems: string[];
  push(checkoutRequestId: string): FakePush;
  /** Posts the push's callback now (for "manual" plans, or to repeat one); returns our answer. */
  sendCallback(checkoutRequestId: string): Promise<{ status: number; body: string }>;
  /** Resolves when every callback posted so far has been answered. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

// Safaricom calls back once the customer has entered the PIN, seconds after the push was answered. 20 ms
// raced the app's storing of that answer on a loaded machine (the callback then matched by phone and amount).
const DEFAULT_PLAN: PushPlan = { resultCode: 0, callback: "once", callbackDelayMs: 250, query: "result" };

const RESULT_DESCRIPTIONS: Record<number, string> = {
  0: "The service request is processed successfully.",
  1: "The balance is insufficient for the transaction.",
  1032: "Request cancelled by user",
  1037: "DS timeout user cannot be reached",
  2001: "The initiator information is invalid.",
};

export async function startFakeDarajaServer(
  options: { consumerKey?: string; consumerSecret?: string; shortcode?: string; passkey?: string } = {},
): Promise<FakeDarajaServer> {
  const consumerKey = options.consumerKey ?? "fake-consumer-key";
  const consumerSecret = options.consumerSecret ?? "fake-consumer-secret";
  const shortcode = options.shortcode ?? "174379";
  const passkey = options.passkey ?? "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919";
  const queuedPlans: PushPlan[] = [];
  const liveTokens = new Map<string, number>();
  const inFlight = new Set<Promise<unknown>>();
  let sequence = 0;

  const fake = {
    baseUrl: "",
    consumerKey,
    consumerSecret,
    shortcode,
    passkey,
    tokenLifetimeSeconds: 3599,
    defaultPlan: { ...DEFAULT_PLAN },
    unreachable: false,
    shortcodeType: "paybill",
    storeNumber: null,
    requests: [] as FakeRequest[],
    pushes: [] as FakePush[],
    tokensIssued: [] as string[],
    problems: [] as string[],
  } as FakeDarajaServer;

  fake.planNext = (plan) => {
    queuedPlans.push({ ...DEFAULT_PLAN, ...plan });
  };
  fake.forgetTokens = () => liveTokens.clear();
  fake.push = (checkoutRequestId) => {
    const found = fake.pushes.find((push) => push.checkoutRequestId === checkoutRequestId);
    if (!found) throw new Error(`no push ${checkoutRequestId}`);
    return found;
  };

  function callbackBody(push: FakePush) {
    const transactionDate = push.plan.transactionDate ?? Number(String(push.request.Timestamp));
    const desc = RESULT_DESCRIPTIONS[push.plan.resultCode] ?? `Result ${push.plan.resultCode}`;
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: push.plan.resultCode,
      ResultDesc: desc,
    };
    if (push.plan.resultCode === 0) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: "Amount", Value: push.plan.callbackAmount ?? push.request.Amount },
          { Name: "MpesaReceiptNumber", Value: push.receipt },
          { Name: "Balance" },
          { Name: "TransactionDate", Value: transactionDate },
          { Name: "PhoneNumber", Value: Number(push.request.PhoneNumber) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }

  fake.sendCallback = async (checkoutRequestId) => {
    const push = fake.push(checkoutRequestId);
    const delivery = fetch(String(push.request.CallBackURL), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(callbackBody(push)),
    }).then(async (response) => ({ status: response.status, body: await response.text() }));
    inFlight.add(delivery);
    try {
      const answer = await delivery;
      push.callbackAnswers.push(answer);
      return answer;
    } finally {
      inFlight.delete(delivery);
    }
  };

  fake.settled = async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  function scheduleCallbacks(push: FakePush) {
    const times = push.plan.callback === "once" ? 1 : push.plan.callback === "twice" ? 2 : 0;
    for (let index = 0; index < times; index++) {
      const delayed = new Promise<void>((resolve) => {
        setTimeout(
          () => {
            fake.sendCallback(push.checkoutRequestId).then(
              () => resolve(),
              (error: unknown) => {
                fake.problems.push(`callback to ${String(push.request.CallBackURL)} failed: ${String(error)}`);
                resolve();
              },
            );
          },
          push.plan.callbackDelayMs * (index + 1),
        );
      });
      inFlight.add(delayed);
      void delayed.finally(() => inFlight.delete(delayed));
    }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    const authorization = req.headers.authorization ?? null;
    fake.requests.push({ method: req.method ?? "", path: url.pathname + url.search, authorization, body });
    if (fake.unreachable) {
      req.socket.destroy();
      return;
    }

    const requestId = `${Date.now()}-${randomBytes(3).toString("hex")}`;
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(answer));
    };
    const error = (status: number, errorCode: string, errorMessage: string, problem?: string) => {
      if (problem) fake.problems.push(problem);
      send(status, { requestId, errorCode, errorMessage });
    };

    if (url.pathname === "/oauth/v1/generate") {
      if (req.method !== "GET") return error(400, "400.008.01", "Invalid Method", `oauth by ${req.method}`);
      if (url.searchParams.get("grant_type") !== "client_credentials") {
        return error(400, "400.008.02", "Invalid grant type passed", "oauth grant_type");
      }
      const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString("base64")}`;
      if (authorization !== expected) {
        return error(400, "400.008.01", "Invalid Authentication passed", "oauth with wrong credentials");
      }
      const token = randomBytes(18).toString("base64url");
      liveTokens.set(token, Date.now() + fake.tokenLifetimeSeconds * 1000);
      fake.tokensIssued.push(token);
      return send(200, { access_token: token, expires_in: String(fake.tokenLifetimeSeconds) });
    }

    if (req.method !== "POST") return error(404, "404.001.01", "Resource not found", `${req.method} ${url.pathname}`);
    const bearer = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
    const expiresAt = bearer ? liveTokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      return error(404, "404.001.03", "Invalid Access Token", `${url.pathname} with an invalid token`);
    }
    if (!body || typeof body !== "object")
      return error(400, "400.002.02", "Bad Request - Invalid Body", "no JSON body");
    const fields = body as Record<string, unknown>;

    // A till's pushes are made out to its store number when it has one (Daraja: BusinessShortCode = the
    // store/head office number, PartyB = the till).
    const businessShortCode = fake.shortcodeType === "till" ? (fake.storeNumber ?? shortcode) : shortcode;
    const passwordProblem = checkPassword(fields, businessShortCode, passkey);
    if (passwordProblem) return error(400, "400.002.02", `Bad Request - Invalid ${passwordProblem}`, passwordProblem);

    if (url.pathname === "/mpesa/stkpush/v1/processrequest") {
      const problem = checkPush(fields, shortcode, fake.shortcodeType);
      if (problem) return error(400, "400.002.02", `Bad Request - Invalid ${problem}`, `push: ${problem}`);
      const plan = queuedPlans.shift() ?? { ...fake.defaultPlan };
      if (plan.refusePush)
        return error(plan.refusePush.status, plan.refusePush.errorCode, plan.refusePush.errorMessage);
      sequence += 1;
      const push: FakePush = {
        merchantRequestId: `${29_115 + sequence}-${34_620_561 + sequence}-1`,
        checkoutRequestId: `ws_CO_${fields.Timestamp}${String(sequence).padStart(6, "0")}${randomBytes(2).toString("hex")}`,
        request: fields,
        plan,
        receipt: `SK${String(sequence).padStart(2, "0")}${randomBytes(3).toString("hex").toUpperCase()}`,
        callbackAnswers: [],
      };
      fake.pushes.push(push);
      if (plan.answerDelayMs === "drop") {
        // The push went through (the phone prompts, the callback follows), but the answer is lost.
        req.socket.destroy();
        scheduleCallbacks(push);
        return;
      }
      if (plan.answerDelayMs) {
        // The phone prompts (and the callback is on its way) while the answer to the app is still coming.
        scheduleCallbacks(push);
        await new Promise((resolve) => setTimeout(resolve, plan.answerDelayMs as number));
      }
      send(200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: "0",
        ResponseDescription: "Success. Request accepted for processing",
        CustomerMessage: "Success. Request accepted for processing",
      });
      if (!plan.answerDelayMs) scheduleCallbacks(push);
      return;
    }

    if (url.pathname === "/mpesa/stkpushquery/v1/query") {
      const push = fake.pushes.find((candidate) => candidate.checkoutRequestId === fields.CheckoutRequestID);
      if (!push)
        return error(400, "400.002.02", "Bad Request - Invalid CheckoutRequestID", "query for an unknown push");
      if (push.plan.query === "processing") return error(500, "500.001.1001", "The transaction is being processed");
      return send(200, {
        ResponseCode: "0",
        ResponseDescription: "The service request has been accepted successsfully",
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.plan.resultCode),
        ResultDesc: RESULT_DESCRIPTIONS[push.plan.resultCode] ?? `Result ${push.plan.resultCode}`,
      });
    }

    error(404, "404.001.01", "Resource not found", `unknown path ${url.pathname}`);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.stop = async () => {
    await fake.settled();
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  };
  return fake;
}

/** The Timestamp is YYYYMMDDHHmmss within a few minutes of Nairobi's clock, and the Password matches it. */
function checkPassword(fields: Record<string, unknown>, shortcode: string, passkey: string): string | null {
  if (String(fields.BusinessShortCode) !== shortcode) return "BusinessShortCode";
  const timestamp = String(fields.Timestamp ?? "");
  if (!/^\d{14}$/.test(timestamp)) return "Timestamp";
  const nairobiNow = new Date(Date.now() + 3 * 3_600_000).toISOString().replace(/[-:T]/g, "").slice(0, 14);
  const asDate = (value: string) =>
    Date.UTC(
      +value.slice(0, 4),
      +value.slice(4, 6) - 1,
      +value.slice(6, 8),
      +value.slice(8, 10),
      +value.slice(10, 12),
      +value.slice(12, 14),
    );
  if (Math.abs(asDate(timestamp) - asDate(nairobiNow)) > 5 * 60_000) return "Timestamp (not Nairobi time now)";
  const expected = Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64");
  if (fields.Password !== expected) return "Password";
  return null;
}

function checkPush(fields: Record<string, unknown>, shortcode: string, type: "paybill" | "till"): string | null {
  const expectedType = type === "till" ? "CustomerBuyGoodsOnline" : "CustomerPayBillOnline";
  if (fields.TransactionType !== expectedType) return "TransactionType";
  if (typeof fields.Amount !== "number" || !Number.isInteger(fields.Amount) || fields.Amount < 1) return "Amount";
  const phone = String(fields.PhoneNumber ?? "");
  if (!/^254(7|1)\d{8}$/.test(phone)) return "PhoneNumber";
  if (String(fields.PartyA) !== phone) return "PartyA";
  if (String(fields.PartyB) !== shortcode) return "PartyB";
  try {
    const callback = new URL(String(fields.CallBackURL));
    if (callback.protocol !== "http:" && callback.protocol !== "https:") return "CallBackURL";
  } catch {
    return "CallBackURL";
  }
  const reference = String(fields.AccountReference ?? "");
  if (reference.length < 1 || reference.length > 12) return "AccountReference";
  const description = String(fields.TransactionDesc ?? "");
  if (description.length < 1 || description.length > 13) return "TransactionDesc";
  return null;
}
