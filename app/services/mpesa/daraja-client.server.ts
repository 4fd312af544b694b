// Safaricom's Daraja API, as this site uses it: an OAuth token (cached until shortly before it expires), the
// STK push that asks a phone to pay, and STK Query that asks what became of a push. Every call has a
// timeout; every refusal comes back as a DarajaError carrying Daraja's own errorCode and errorMessage.
import { businessWallClockInstant, toBusinessIso } from "~/utils/business-calendar";

/** What a Daraja call needs: the credentials and addresses staff configure (payment-providers.server.ts). */
export interface MpesaSettings {
  consumerKey: string;
  consumerSecret: string;
  /** The paybill number, or the till number for a till. */
  shortcode: string;
  /** Paybill: CustomerPayBillOnline to the paybill. Till: CustomerBuyGoodsOnline, PartyB = the till number. */
  shortcodeType: "paybill" | "till";
  /** A till's store number, the BusinessShortCode (and Password's) when given; else the till number. */
  storeNumber: string | null;
  passkey: string;
  apiBaseUrl: string;
  /** Per Daraja call (MPESA_API_TIMEOUT_MS, default 10 s). */
  timeoutMs: number;
  /** Public base URL Safaricom calls back (MPESA_CALLBACK_BASE_URL, else SITE_URL). */
  callbackBaseUrl: string;
}

/** Per call: Daraja answers in a second or two; past this the customer is better told to try again. */
export const DARAJA_TIMEOUT_MS = 10_000;
/** A cached token is renewed this long before Daraja says it expires. */
export const TOKEN_RENEWAL_MARGIN_MS = 60_000;

export type DarajaErrorKind =
  /** Daraja answered with an error (bad request, invalid credentials, a refused push). */
  | "refused"
  /** No answer in time, the connection failed, or an answer that was not Daraja's JSON. */
  | "unreachable"
  /** STK Query only: "The transaction is being processed" (the customer has not answered yet). */
  | "processing";

export class DarajaError extends Error {
  constructor(
    readonly kind: DarajaErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly errorCode: string | null = null,
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = "DarajaError";
  }

  /**
   * True when the request surely never reached Daraja (the token could not be had, the connection was
   * refused): "not sent". Otherwise an unreachable error means the answer did not come, and the request may
   * have been acted on: "unknown".
   */
  requestNotSent = false;
}

export interface StkPushInput {
  /** Whole shillings. */
  amount: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  callbackUrl: string;
  /** The booking reference; Daraja takes at most 12 characters. */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
}

export interface StkPushAnswer {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResponseCode: string;
  ResponseDescription: string;
  CustomerMessage: string;
}

export interface StkQueryAnswer {
  ResponseCode: string;
  ResponseDescription?: string;
  MerchantRequestID?: string;
  CheckoutRequestID?: string;
  /** "0" paid; "1032" cancelled; "1037" timed out; others failed. */
  ResultCode: string;
  ResultDesc: string;
}

export interface DarajaClient {
  accessToken(): Promise<string>;
  stkPush(input: StkPushInput): Promise<StkPushAnswer>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryAnswer>;
}

type Credentials = Pick<MpesaSettings, "apiBaseUrl" | "consumerKey" | "consumerSecret" | "shortcode" | "passkey"> &
  Partial<Pick<MpesaSettings, "shortcodeType" | "storeNumber" | "timeoutMs">>;

/**
 * What a push names, by Daraja's documentation: a paybill is both BusinessShortCode and PartyB, with
 * CustomerPayBillOnline; a till (Buy Goods) pays PartyB = the till number with CustomerBuyGoodsOnline, and its
 * BusinessShortCode (with which the Password is made) is the store number when there is one.
 */
export function pushParties(settings: Credentials): {
  BusinessShortCode: string;
  PartyB: string;
  TransactionType: "CustomerPayBillOnline" | "CustomerBuyGoodsOnline";
} {
  if (settings.shortcodeType === "till") {
    return {
      BusinessShortCode: settings.storeNumber ?? settings.shortcode,
      PartyB: settings.shortcode,
      TransactionType: "CustomerBuyGoodsOnline",
    };
  }
  return {
    BusinessShortCode: settings.shortcode,
    PartyB: settings.shortcode,
    TransactionType: "CustomerPayBillOnline",
  };
}

/** YYYYMMDDHHmmss in Nairobi time (business time), as Daraja expects the Timestamp. */
export function darajaTimestamp(now: Date = new Date()): string {
  return toBusinessIso(now).replace(/[-:T]/g, "").slice(0, 14);
}

/**
 * The instant of a callback's TransactionDate (YYYYMMDDHHmmss in Nairobi time, the same clock
 * as darajaTimestamp), or null when it is not one.
 */
export function darajaTransactionInstant(value: unknown): Date | null {
  const text = String(value ?? "");
  if (!/^\d{14}$/.test(text)) return null;
  const instant = businessWallClockInstant(
    +text.slice(0, 4),
    +text.slice(4, 6),
    +text.slice(6, 8),
    +text.slice(8, 10),
    +text.slice(10, 12),
    +text.slice(12, 14),
  );
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Daraja's Password: base64(shortcode + passkey + timestamp). */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString("base64");
}

// One client (and so one cached token) per API and consumer key, shared by every request of this server.
const clients = new Map<string, DarajaClient>();

export function darajaClientFor(settings: Credentials): DarajaClient {
  const key = `${settings.apiBaseUrl}|${settings.consumerKey}|${settings.shortcode}|${settings.shortcodeType ?? ""}|${settings.storeNumber ?? ""}|${settings.timeoutMs ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = createDarajaClient(settings, settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {});
    clients.set(key, client);
  }
  return client;
}

export function createDarajaClient(
  settings: Credentials,
  {
    timeoutMs = DARAJA_TIMEOUT_MS,
    now = () => Date.now(),
  }: {
    timeoutMs?: number;
    /** The clock the token's lifetime is measured by (the Timestamp is always the real time). */
    now?: () => number;
  } = {},
): DarajaClient {
  const base = settings.apiBaseUrl.replace(/\/+$/, "");
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString("base64");
    const body = await call("GET", "/oauth/v1/generate?grant_type=client_credentials", `Basic ${basic}`);
    const token = typeof body.access_token === "string" ? body.access_token : "";
    const expiresIn = Number(body.expires_in);
    if (!token || !Number.isFinite(expiresIn)) {
      throw new DarajaError("unreachable", "Daraja's token answer had no access_token or expires_in");
    }
    cached = { token, renewAt: now() + Math.max(0, expiresIn * 1000 - TOKEN_RENEWAL_MARGIN_MS) };
    return token;
  }

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token;
    // Concurrent requests share one token request.
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** The token, or a DarajaError saying the request itself was never sent. */
  async function tokenBeforeSending(): Promise<string> {
    try {
      return await accessToken();
    } catch (error) {
      if (error instanceof DarajaError) error.requestNotSent = true;
      throw error;
    }
  }

  /** A call with the bearer token; a token Daraja no longer knows is renewed once. */
  async function authorised(path: string, payload: unknown): Promise<Record<string, unknown>> {
    try {
      return await call("POST", path, `Bearer ${await tokenBeforeSending()}`, payload);
    } catch (error) {
      if (!(error instanceof DarajaError) || !isInvalidToken(error)) throw error;
      cached = null;
      return call("POST", path, `Bearer ${await tokenBeforeSending()}`, payload);
    }
  }

  async function call(
    method: "GET" | "POST",
    path: string,
    authorization: string,
    payload?: unknown,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: "application/json",
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const failure = new DarajaError("unreachable", `Daraja did not answer ${path}: ${String(error)}`);
      // Refused before a byte was sent (nothing listening, no such host): the request surely did not arrive.
      const code = (error as { cause?: { code?: string } })?.cause?.code;
      if (code === "ECONNREFUSED" || code === "ENOTFOUND" || code === "EAI_AGAIN") failure.requestNotSent = true;
      throw failure;
    }
    const text = await response.text().catch(() => "");
    let body: Record<string, unknown> | null = null;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      body = null;
    }
    if (response.ok && body) return body;
    const errorCode = typeof body?.errorCode === "string" ? body.errorCode : null;
    const errorMessage = typeof body?.errorMessage === "string" ? body.errorMessage : null;
    const requestId = typeof body?.requestId === "string" ? body.requestId : null;
    if (errorMessage && /being processed/i.test(errorMessage)) {
      throw new DarajaError("processing", errorMessage, response.status, errorCode, requestId);
    }
    if (errorCode || errorMessage) {
      throw new DarajaError("refused", errorMessage ?? errorCode ?? "", response.status, errorCode, requestId);
    }
    // A gateway's HTML page, an empty answer: Daraja itself was not reached.
    throw new DarajaError(
      "unreachable",
      `Daraja answered ${path} with ${response.status} and no error body`,
      response.status,
    );
  }

  const parties = pushParties(settings);

  function passwordNow() {
    const timestamp = darajaTimestamp();
    return {
      Timestamp: timestamp,
      Password: darajaPassword(parties.BusinessShortCode, settings.passkey, timestamp),
    };
  }

  return {
    accessToken,
    async stkPush(input) {
      const body = await authorised("/mpesa/stkpush/v1/processrequest", {
        BusinessShortCode: parties.BusinessShortCode,
        ...passwordNow(),
        TransactionType: parties.TransactionType,
        Amount: input.amount,
        PartyA: input.phone,
        PartyB: parties.PartyB,
        PhoneNumber: input.phone,
        CallBackURL: input.callbackUrl,
        AccountReference: input.accountReference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      });
      if (String(body.ResponseCode) !== "0" || typeof body.CheckoutRequestID !== "string") {
        throw new DarajaError(
          "refused",
          String(body.ResponseDescription ?? body.CustomerMessage ?? "STK push not accepted"),
          200,
          body.ResponseCode === undefined ? null : String(body.ResponseCode),
        );
      }
      return {
        MerchantRequestID: String(body.MerchantRequestID ?? ""),
        CheckoutRequestID: body.CheckoutRequestID,
        ResponseCode: "0",
        ResponseDescription: String(body.ResponseDescription ?? ""),
        CustomerMessage: String(body.CustomerMessage ?? ""),
      };
    },
    async stkQuery(checkoutRequestId) {
      const body = await authorised("/mpesa/stkpushquery/v1/query", {
        BusinessShortCode: parties.BusinessShortCode,
        ...passwordNow(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (body.ResultCode === undefined || body.ResultCode === null) {
        throw new DarajaError("unreachable", "Daraja's STK Query answer had no ResultCode");
      }
      return {
        ResponseCode: String(body.ResponseCode ?? ""),
        ResponseDescription: typeof body.ResponseDescription === "string" ? body.ResponseDescription : undefined,
        MerchantRequestID: typeof body.MerchantRequestID === "string" ? body.MerchantRequestID : undefined,
        CheckoutRequestID: typeof body.CheckoutRequestID === "string" ? body.CheckoutRequestID : undefined,
        ResultCode: String(body.ResultCode),
        ResultDesc: String(body.ResultDesc ?? ""),
      };
    },
  };
}

function isInvalidToken(error: DarajaError): boolean {
  return error.errorCode === "404.001.03" || /invalid access token/i.test(error.message);
}
