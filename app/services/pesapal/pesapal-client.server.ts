// Pesapal API 3.0, server-side only: the access token, IPN registration, submitting an order for the hosted
// checkout, and asking for a transaction's status. The consumer secret and the token travel in these requests
// and nowhere else. No card data ever passes here: the traveller types it on Pesapal's own page.
import { z } from "zod";

/** How a call to Pesapal went wrong, so callers can answer in words (card-payment-messages). */
export type PesapalFailure =
  /** No answer (network, DNS, timeout) or a 5xx: try again later. */
  | "unreachable"
  /** Pesapal refused our credentials or token. */
  | "unauthorised"
  /** Pesapal answered with an error for this request (a currency it cannot take, an unknown order). */
  | "refused"
  /** An answer we could not read. */
  | "unexpected";

export class PesapalError extends Error {
  constructor(
    readonly failure: PesapalFailure,
    readonly detail: { httpStatus?: number; code?: string | null; providerMessage?: string | null } = {},
  ) {
    super(
      `Pesapal ${failure}${detail.httpStatus ? ` (HTTP ${detail.httpStatus})` : ""}${detail.code ? `: ${detail.code}` : ""}`,
    );
    this.name = "PesapalError";
  }
}

export interface PesapalCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** PESAPAL_API_BASE_URL without a trailing slash, e.g. https://cybqa.pesapal.com/pesapalv3. */
  apiBaseUrl: string;
}

export interface PesapalClientOptions {
  fetch?: typeof globalThis.fetch;
  /** Per request; Pesapal answers in well under a second when it is well. */
  timeoutMs?: number;
  now?: () => Date;
}

/** Pesapal's tokens last about five minutes; one is renewed this long before its expiry date. */
export const TOKEN_RENEW_BEFORE_MS = 30_000;
/** Used when an answer's expiryDate cannot be read. */
const TOKEN_FALLBACK_LIFETIME_MS = 4 * 60_000;
export const PESAPAL_TIMEOUT_MS = 10_000;

const pesapalError = z
  .object({
    error_type: z.string().nullish(),
    code: z.string().nullish(),
    message: z.string().nullish(),
  })
  .nullish()
  .catch(null);

const tokenAnswer = z.object({
  token: z.string().min(1).nullish(),
  expiryDate: z.string().nullish(),
  error: pesapalError,
  status: z.union([z.string(), z.number()]).nullish(),
});

const ipnAnswer = z.object({
  url: z.string().nullish(),
  ipn_id: z.string().min(1).nullish(),
  error: pesapalError,
  status: z.union([z.string(), z.number()]).nullish(),
});

const ipnListAnswer = z.array(z.object({ url: z.string(), ipn_id: z.string().min(1) }).passthrough());

const orderAnswer = z.object({
  order_tracking_id: z.string().min(1).nullish(),
  merchant_reference: z.string().nullish(),
  redirect_url: z.string().url().nullish(),
  error: pesapalError,
  status: z.union([z.string(), z.number()]).nullish(),
});

const statusAnswer = z.object({
  payment_method: z.string().nullish(),
  amount: z.coerce.number().nullish(),
  created_date: z.string().nullish(),
  confirmation_code: z.string().nullish(),
  payment_status_description: z.string().nullish(),
  description: z.string().nullish(),
  message: z.string().nullish(),
  payment_account: z.string().nullish(),
  call_back_url: z.string().nullish(),
  status_code: z.coerce.number().int().nullish(),
  merchant_reference: z.string().nullish(),
  currency: z.string().nullish(),
  error: pesapalError,
  status: z.union([z.string(), z.number()]).nullish(),
});

export type TransactionStatus = z.infer<typeof statusAnswer>;

export interface OrderRequest {
  /** Our merchant reference: unique per attempt, at most 50 characters. */
  id: string;
  currency: string;
  /** Decimal major units, as Pesapal takes them (e.g. 450.5 for USD 450.50). */
  amount: number;
  /** At most 100 characters. */
  description: string;
  callbackUrl: string;
  notificationId: string;
  billing: { email: string; phone: string; firstName: string; lastName: string; countryCode?: string | null };
}

export interface SubmittedOrder {
  orderTrackingId: string;
  merchantReference: string;
  redirectUrl: string;
}

interface CachedToken {
  token: string;
  renewAt: number;
}

// One token per Pesapal account and address, shared by every request this server makes (a token is asked
// for at most once every few minutes, not once per payment). Keyed, so two configurations never share one.
const tokens = new Map<string, CachedToken>();
const tokenRequests = new Map<string, Promise<string>>();

export interface PesapalClient {
  accessToken(): Promise<string>;
  registerIpn(url: string, notificationType: "GET" | "POST"): Promise<string>;
  listIpns(): Promise<{ url: string; ipnId: string }[]>;
  submitOrder(order: OrderRequest): Promise<SubmittedOrder>;
  transactionStatus(orderTrackingId: string): Promise<TransactionStatus>;
}

export function pesapalClient(credentials: PesapalCredentials, options: PesapalClientOptions = {}): PesapalClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? PESAPAL_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const base = credentials.apiBaseUrl.replace(/\/+$/, "");
  const cacheKey = `${base}|${credentials.consumerKey}`;

  async function call(path: string, init: { method: "GET" | "POST"; body?: unknown; token?: string }) {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new PesapalError("unreachable");
    }
    if (response.status >= 500) {
      await response.body?.cancel().catch(() => undefined);
      throw new PesapalError("unreachable", { httpStatus: response.status });
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => undefined);
      tokens.delete(cacheKey);
      throw new PesapalError("unauthorised", { httpStatus: response.status });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PesapalError(response.ok ? "unexpected" : "refused", { httpStatus: response.status });
    }
    if (!response.ok) {
      const error = pesapalError.parse((body as { error?: unknown } | null)?.error);
      throw new PesapalError("refused", {
        httpStatus: response.status,
        code: error?.code ?? null,
        providerMessage: error?.message ?? null,
      });
    }
    return body;
  }

  /** Pesapal answers HTTP 200 with `error` set and `status` other than "200" when it refuses a request. */
  function refusedIn(answer: { error?: z.infer<typeof pesapalError>; status?: string | number | null }) {
    const status = answer.status === undefined || answer.status === null ? "200" : String(answer.status);
    if (status === "200" && !answer.error?.code && !answer.error?.message) return null;
    const code = answer.error?.code ?? null;
    const failure: PesapalFailure = status === "401" || status === "403" ? "unauthorised" : "refused";
    return new PesapalError(failure, { code, providerMessage: answer.error?.message ?? null });
  }

  async function requestToken(): Promise<string> {
    const body = await call("/api/Auth/RequestToken", {
      method: "POST",
      body: { consumer_key: credentials.consumerKey, consumer_secret: credentials.consumerSecret },
    });
    const parsed = tokenAnswer.safeParse(body);
    if (!parsed.success) throw new PesapalError("unexpected");
    const refusal = refusedIn(parsed.data);
    if (refusal) throw new PesapalError("unauthorised", refusal.detail);
    if (!parsed.data.token) throw new PesapalError("unexpected");
    const expiry = parsed.data.expiryDate ? Date.parse(parsed.data.expiryDate) : Number.NaN;
    const issuedAt = now().getTime();
    let renewAt = Number.isFinite(expiry) ? expiry - TOKEN_RENEW_BEFORE_MS : issuedAt + TOKEN_FALLBACK_LIFETIME_MS;
    // A token shorter-lived than the margin (or a clock ahead of Pesapal's) is kept for half its life.
    if (renewAt <= issuedAt) renewAt = issuedAt + Math.max(0, (expiry - issuedAt) / 2);
    tokens.set(cacheKey, { token: parsed.data.token, renewAt });
    return parsed.data.token;
  }

  async function accessToken(): Promise<string> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.renewAt > now().getTime()) return cached.token;
    // Requests that arrive together while the token is being renewed wait for the same renewal.
    let pending = tokenRequests.get(cacheKey);
    if (!pending) {
      pending = requestToken().finally(() => tokenRequests.delete(cacheKey));
      tokenRequests.set(cacheKey, pending);
    }
    return pending;
  }

  /** A call with the token; a token Pesapal no longer accepts is renewed and the call made once more. */
  async function withToken(path: string, init: { method: "GET" | "POST"; body?: unknown }) {
    try {
      return await call(path, { ...init, token: await accessToken() });
    } catch (error) {
      if (!(error instanceof PesapalError) || error.failure !== "unauthorised") throw error;
      tokens.delete(cacheKey);
      return call(path, { ...init, token: await accessToken() });
    }
  }

  return {
    accessToken,

    async registerIpn(url, notificationType) {
      const parsed = ipnAnswer.safeParse(
        await withToken("/api/URLSetup/RegisterIPN", {
          method: "POST",
          body: { url, ipn_notification_type: notificationType },
        }),
      );
      if (!parsed.success) throw new PesapalError("unexpected");
      const refusal = refusedIn(parsed.data);
      if (refusal) throw refusal;
      if (!parsed.data.ipn_id) throw new PesapalError("unexpected");
      return parsed.data.ipn_id;
    },

    async listIpns() {
      const parsed = ipnListAnswer.safeParse(await withToken("/api/URLSetup/GetIpnList", { method: "GET" }));
      if (!parsed.success) throw new PesapalError("unexpected");
      return parsed.data.map((entry) => ({ url: entry.url, ipnId: entry.ipn_id }));
    },

    async submitOrder(order) {
      const parsed = orderAnswer.safeParse(
        await withToken("/api/Transactions/SubmitOrderRequest", {
          method: "POST",
          body: {
            id: order.id,
            currency: order.currency,
            amount: order.amount,
            description: order.description.slice(0, 100),
            callback_url: order.callbackUrl,
            notification_id: order.notificationId,
            billing_address: {
              email_address: order.billing.email,
              phone_number: order.billing.phone,
              country_code: order.billing.countryCode ?? "",
              first_name: order.billing.firstName,
              middle_name: "",
              last_name: order.billing.lastName,
              line_1: "",
              line_2: "",
              city: "",
              state: "",
              postal_code: "",
              zip_code: "",
            },
          },
        }),
      );
      if (!parsed.success) throw new PesapalError("unexpected");
      const refusal = refusedIn(parsed.data);
      if (refusal) throw refusal;
      const { order_tracking_id, redirect_url } = parsed.data;
      if (!order_tracking_id || !redirect_url) throw new PesapalError("unexpected");
      return {
        orderTrackingId: order_tracking_id,
        merchantReference: parsed.data.merchant_reference ?? order.id,
        redirectUrl: redirect_url,
      };
    },

    async transactionStatus(orderTrackingId) {
      const query = new URLSearchParams({ orderTrackingId });
      const parsed = statusAnswer.safeParse(
        await withToken(`/api/Transactions/GetTransactionStatus?${query}`, { method: "GET" }),
      );
      if (!parsed.success) throw new PesapalError("unexpected");
      // A status answer carries `error` for a pending or unknown order too; the caller reads status_code.
      return parsed.data;
    },
  };
}

/** For tests: forget every cached token, as a restarted server would. */
export function forgetPesapalTokens(): void {
  tokens.clear();
  tokenRequests.clear();
}
