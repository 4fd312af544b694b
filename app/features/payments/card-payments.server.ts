// Card payments through Pesapal's hosted checkout (docs/decisions/012-card-payments-pesapal.md): opening an
// order for what a booking owes, and settling it only from Pesapal's own transaction status, whoever tells us
// to look (the traveller's return, an IPN, the background check). A browser arriving at the return page or an
// IPN's body is never taken as proof of payment; a repeated notification changes nothing (settlePayment).
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { appSettings, paymentEvents, payments } from "~/db/schema";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { localTripPath, type TripBooking } from "~/features/trip/trip-links.server";
import { cardPaymentMessages } from "~/i18n/messages/en/card-payments";
import { translate } from "~/i18n/translate";
import {
  type PesapalClient,
  type PesapalClientOptions,
  PesapalError,
  type PesapalFailure,
  pesapalClient,
  type TransactionStatus,
} from "~/services/pesapal/pesapal-client.server";
import { consumeRateLimit, refundRateLimit } from "~/services/rate-limit.server";
import { PESAPAL_IPN_STATUS_CALLS_PER_ORDER } from "./card-limits";
import type { ScheduleKind } from "./ledger";
import {
  convertForPayment,
  creditedFor,
  findPaymentByReference,
  markPaymentChecked,
  type PaymentRow,
  readLedger,
  recordPendingPayment,
  settlePayment,
} from "./ledger.server";
import type { PaymentJob } from "./payment-job";
import { type CardSettings, cardSettings } from "./payment-providers.server";

/** The card side's numbers, in one place. */
export const CARD_PAYMENTS = {
  /**
   * What Pesapal's Kenyan and Tanzanian merchant accounts settle in. A booking priced in another currency
   * (EUR, GBP) is charged in `fallbackCurrency` at the staff-set exchange rates.
   */
  currencies: ["USD", "KES", "TZS"] as readonly QuoteCurrency[],
  fallbackCurrency: "USD" as QuoteCurrency,
  /** A pending card payment is first asked about this long after it was opened (no IPN and no return yet). */
  checkAfterMs: 3 * 60_000,
  /** ... and again no more often than this. */
  recheckEveryMs: 3 * 60_000,
  /** A checkout still unpaid this long after it was opened is closed as abandoned. */
  abandonAfterMs: 48 * 3_600_000,
  /** Payments checked per job round, oldest first. */
  batchSize: 25,
  /** How long a traveller is asked to wait before trying again when Pesapal is down (Retry-After). */
  retryAfterSeconds: 120,
} as const;

const IPN_PATH = "/api/payments/pesapal/ipn";

type MessageId = keyof typeof cardPaymentMessages & string;
export const tCard = (id: MessageId, values?: Record<string, string | number>) =>
  translate(cardPaymentMessages, id, values);

export function cardIpnUrl(settings: CardSettings): string {
  return `${settings.siteUrl}${IPN_PATH}`;
}

// The card pages, in the language of the page being answered (Pesapal brings the traveller back to the return
// page in the language they paid from).
export function cardReturnPath(tripToken: string): string {
  return `${localTripPath(tripToken)}/pay/card/return`;
}

export function cardPayPath(tripToken: string): string {
  return `${localTripPath(tripToken)}/pay/card`;
}

/** Our page that hands the traveller on to Pesapal's checkout for one payment. */
export function cardCheckoutPath(tripToken: string, paymentId: number): string {
  return `${localTripPath(tripToken)}/pay/card/checkout/${paymentId}`;
}

export function clientFor(settings: CardSettings, options?: PesapalClientOptions): PesapalClient {
  return pesapalClient(settings, options);
}

// This server's copy of each IPN id; the database keeps it for every server and across restarts.
const ipnIds = new Map<string, string>();

function ipnSettingKey(settings: CardSettings, url: string): string {
  // The consumer key names the Pesapal account without being written down itself.
  const account = createHash("sha256").update(settings.consumerKey).digest("hex").slice(0, 16);
  return `pesapal.ipn:${settings.apiBaseUrl}:${account}:${url}`;
}

/**
 * The notification id Pesapal knows our IPN URL by: registered once per account and URL (as GET, which the
 * site's cross-site post guard lets through), then read from app_settings. A URL registered before (another
 * server, a lost setting) is found in GetIpnList rather than registered again.
 */
export async function ensureIpnId(db: DatabaseOrTransaction, settings: CardSettings, client: PesapalClient) {
  const url = cardIpnUrl(settings);
  const key = ipnSettingKey(settings, url);
  const known = ipnIds.get(key);
  if (known) return known;
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  const storedId = (stored?.value as { ipnId?: unknown } | undefined)?.ipnId;
  if (typeof storedId === "string" && storedId) {
    ipnIds.set(key, storedId);
    return storedId;
  }
  const listed = (await client.listIpns()).find((entry) => entry.url === url);
  const ipnId = listed?.ipnId ?? (await client.registerIpn(url, "GET"));
  await db
    .insert(appSettings)
    .values({ key, value: { ipnId, url } })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: { ipnId, url }, updatedAt: new Date() } });
  ipnIds.set(key, ipnId);
  return ipnId;
}

/** For tests: forget this server's copy of the IPN ids, as a restart would. */
export function forgetIpnIds(): void {
  ipnIds.clear();
}

/** What the traveller owes for `purpose` now, in the booking's currency; 0 when nothing. */
export function amountOwedFor(
  summary: { next: { kind: ScheduleKind; amount: number } | null; outstanding: number },
  purpose: ScheduleKind,
): number {
  if (!summary.next) return 0;
  if (purpose === summary.next.kind) return summary.next.amount;
  // Paying the balance while the deposit is still owed pays everything that is left.
  return purpose === "balance" ? summary.outstanding : 0;
}

export type CardStart =
  | { status: "redirect"; redirectUrl: string; payment: PaymentRow }
  | { status: "nothing_owed" }
  | { status: "no_exchange_rate"; currency: QuoteCurrency }
  | { status: "provider_failed"; failure: PesapalFailure };

/** Opens a Pesapal order for what the booking owes for `purpose` and records it as a pending card payment. */
export async function startCardPayment(
  db: DatabaseOrTransaction,
  settings: CardSettings,
  { booking, tripToken, purpose }: { booking: TripBooking; tripToken: string; purpose: ScheduleKind },
  clientOptions?: PesapalClientOptions,
): Promise<CardStart> {
  const ledger = await readLedger(db, booking.id);
  const owed = ledger ? amountOwedFor(ledger.summary, purpose) : 0;
  if (!ledger || owed <= 0) return { status: "nothing_owed" };

  const payIn = CARD_PAYMENTS.currencies.includes(ledger.currency) ? ledger.currency : CARD_PAYMENTS.fallbackCurrency;
  const conversion = await convertForPayment(db, owed, ledger.currency, payIn);
  if (!conversion) return { status: "no_exchange_rate", currency: payIn };

  const client = clientFor(settings, clientOptions);
  const merchantReference = `${booking.reference}-${purpose === "deposit" ? "D" : "B"}-${randomBytes(6).toString("hex")}`;
  const [firstName, ...rest] = booking.name.trim().split(/\s+/);
  const label = tCard(purpose === "deposit" ? "card.purpose.deposit" : "card.purpose.balance");
  try {
    const notificationId = await ensureIpnId(db, settings, client);
    const order = await client.submitOrder({
      id: merchantReference,
      currency: conversion.currency,
      amount: conversion.amount / 100,
      description: `${label} ${booking.reference}: ${booking.packageTitle}`.slice(0, 100),
      callbackUrl: `${settings.siteUrl}${cardReturnPath(tripToken)}`,
      notificationId,
      billing: {
        email: booking.email,
        phone: booking.phone,
        firstName: firstName ?? booking.name,
        lastName: rest.join(" "),
      },
    });
    const payment = await recordPendingPayment(db, {
      bookingId: booking.id,
      purpose,
      method: "card",
      amount: conversion.amount,
      currency: conversion.currency,
      creditedAmount: conversion.rate === null ? owed : creditedFor(conversion.amount, conversion.rate),
      creditedCurrency: ledger.currency,
      exchangeRate: conversion.rate,
      providerReference: order.orderTrackingId,
      detail: { merchantReference, provider: "pesapal", redirectUrl: order.redirectUrl },
    });
    return { status: "redirect", redirectUrl: order.redirectUrl, payment };
  } catch (error) {
    if (error instanceof PesapalError) return { status: "provider_failed", failure: error.failure };
    throw error;
  }
}

export type CardOutcome = "succeeded" | "failed" | "reversed" | "pending" | "unknown";

export interface CardCheck {
  outcome: CardOutcome;
  payment: PaymentRow | undefined;
  /** This check moved the payment out of pending. */
  changed: boolean;
}

/** The merchant reference the payment's order was opened with (kept with its first event). */
async function merchantReferenceOf(db: DatabaseOrTransaction, paymentId: number): Promise<string | null> {
  const [start] = await db
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.source, "start")));
  const reference = (start?.detail as { merchantReference?: unknown } | null)?.merchantReference;
  return typeof reference === "string" ? reference : null;
}

/** Where Pesapal's checkout for the payment is (its redirect_url, kept with the payment's first event). */
export async function checkoutUrlOf(db: DatabaseOrTransaction, paymentId: number): Promise<string | null> {
  const [start] = await db
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.source, "start")));
  const url = (start?.detail as { redirectUrl?: unknown } | null)?.redirectUrl;
  return typeof url === "string" && /^https?:\/\//.test(url) ? url : null;
}

/** Pesapal answers status_code 0 both for an order not yet paid and for an invalid one; its error says which. */
function stillPending(status: TransactionStatus): boolean {
  return (
    status.status_code === 0 &&
    (status.error?.code === "payment_details_not_found" || /pending/i.test(status.error?.message ?? ""))
  );
}

function statusDetail(status: TransactionStatus) {
  return {
    statusCode: status.status_code ?? null,
    description: status.payment_status_description ?? null,
    confirmationCode: status.confirmation_code ?? null,
    amount: status.amount ?? null,
    currency: status.currency ?? null,
    merchantReference: status.merchant_reference ?? null,
    paymentMethod: status.payment_method ?? null,
    error: status.error?.code ?? null,
  };
}

/**
 * Asks Pesapal for the order's status and settles the card payment from it, once. `source` is who made us
 * ask (return, ipn, status_check). Throws PesapalError when Pesapal cannot be asked.
 */
export async function checkCardPayment(
  db: DatabaseOrTransaction,
  settings: CardSettings,
  orderTrackingId: string,
  { source, now = new Date(), watchReversal = false }: { source: string; now?: Date; watchReversal?: boolean },
  clientOptions?: PesapalClientOptions,
): Promise<CardCheck> {
  const payment = await findPaymentByReference(db, "card", orderTrackingId);
  if (!payment) return { outcome: "unknown", payment: undefined, changed: false };
  if (payment.status !== "pending") {
    const settled: CardOutcome = payment.status === "refunded" ? "succeeded" : payment.status;
    if (!(watchReversal && payment.status === "succeeded")) return { outcome: settled, payment, changed: false };
    // Pesapal notifies a reversal of a payment it had completed: kept for staff, who record the refund.
    const status = await clientFor(settings, clientOptions).transactionStatus(orderTrackingId);
    if (status.status_code !== 3) return { outcome: settled, payment, changed: false };
    await db.insert(paymentEvents).values({
      paymentId: payment.id,
      source,
      fromStatus: payment.status,
      toStatus: payment.status,
      detail: { reference: orderTrackingId, reversedByProvider: true, ...statusDetail(status) },
    });
    return { outcome: "reversed", payment, changed: false };
  }
  const status = await clientFor(settings, clientOptions).transactionStatus(orderTrackingId);
  const detail = statusDetail(status);
  const settle = (settlement: Parameters<typeof settlePayment>[3]) =>
    settlePayment(db, "card", orderTrackingId, settlement, { source, detail }, settings.siteUrl);

  if (status.status_code === 1) {
    const paidMinor = Math.round((status.amount ?? 0) * 100);
    const expectedReference = await merchantReferenceOf(db, payment.id);
    const matches =
      paidMinor === payment.amount &&
      status.currency === payment.currency &&
      (expectedReference === null || status.merchant_reference === expectedReference);
    if (!matches) {
      const result = await settle({ outcome: "failed", code: "mismatch", reason: tCard("card.failure.mismatch") });
      return { outcome: "failed", payment: result.payment, changed: result.changed };
    }
    const result = await settle({ outcome: "succeeded", receipt: status.confirmation_code || null });
    return { outcome: "succeeded", payment: result.payment, changed: result.changed };
  }
  if (status.status_code === 2 || status.status_code === 3 || (status.status_code === 0 && !stillPending(status))) {
    const code = String(status.status_code);
    const reason =
      status.status_code === 2
        ? tCard("card.failure.declined")
        : status.status_code === 3
          ? tCard("card.failure.reversed")
          : tCard("card.failure.invalid");
    const result = await settle({ outcome: "failed", code, reason });
    return {
      outcome: status.status_code === 3 ? "reversed" : "failed",
      payment: result.payment,
      changed: result.changed,
    };
  }
  if (now.getTime() - payment.createdAt.getTime() > CARD_PAYMENTS.abandonAfterMs) {
    const result = await settle({ outcome: "failed", code: "abandoned", reason: tCard("card.failure.abandoned") });
    return { outcome: "failed", payment: result.payment, changed: result.changed };
  }
  // Unknown to Pesapal (no such order) or not paid yet: left pending for the next look.
  return { outcome: "pending", payment, changed: false };
}

export interface IpnNotification {
  orderTrackingId: string;
  notificationType: string;
  merchantReference: string;
}

/** The fields of an IPN, from the query (GET) or a JSON or form body (POST); null when it is not one. */
export function readIpnNotification(fields: Record<string, unknown>): IpnNotification | null {
  const text = (name: string) => {
    const value = fields[name];
    return typeof value === "string" ? value.trim() : "";
  };
  const orderTrackingId = text("OrderTrackingId");
  if (!/^[A-Za-z0-9-]{1,100}$/.test(orderTrackingId)) return null;
  return {
    orderTrackingId,
    notificationType: text("OrderNotificationType").slice(0, 40),
    merchantReference: text("OrderMerchantReference").slice(0, 100),
  };
}

/**
 * Answers Pesapal's IPN as it expects: status 200 once the payment is settled or known, 500 when Pesapal
 * could not be asked (it notifies again later). The notification's own fields only say which order to ask about.
 */
export async function handlePesapalIpn(
  db: DatabaseOrTransaction,
  settings: CardSettings,
  notification: IpnNotification,
  clientOptions?: PesapalClientOptions,
  logger?: Pick<Logger, "warn">,
  now: number = Date.now(),
): Promise<{ status: 200 | 500; outcome: CardOutcome | "error" | "spaced" }> {
  // Anyone can post here: an order we know costs at most one status call per window, however many IPNs name
  // it (counted only for orders we know, so made-up ids fill nothing). The rest are acknowledged as Pesapal
  // expects; the return page and the card job still settle the payment.
  const known = await findPaymentByReference(db, "card", notification.orderTrackingId);
  const spacingKey = known ? pesapalIpnSpacingKey(known.id) : null;
  if (spacingKey) {
    const spacing = await consumeRateLimit(db, {
      key: spacingKey,
      ...PESAPAL_IPN_STATUS_CALLS_PER_ORDER,
      now,
    });
    if (!spacing.allowed) return { status: 200, outcome: "spaced" };
  }
  try {
    const check = await checkCardPayment(
      db,
      settings,
      notification.orderTrackingId,
      { source: "ipn", watchReversal: true },
      clientOptions,
    );
    if (check.outcome === "reversed" && check.payment?.status === "succeeded") {
      logger?.warn({ paymentId: check.payment.id }, "Pesapal reversed a card payment already credited");
    }
    if (check.outcome === "unknown") {
      // Logged, not stored: anyone can call this address, and an order this site never opened changes nothing.
      logger?.warn(
        { orderTrackingId: notification.orderTrackingId },
        "Pesapal IPN for an order this site never opened",
      );
    }
    return { status: 200, outcome: check.outcome };
  } catch (error) {
    if (error instanceof PesapalError) {
      // Pesapal could not be asked: its next notification may ask again (it is told 500, so it sends one).
      if (spacingKey) await refundRateLimit(db, spacingKey);
      return { status: 500, outcome: "error" };
    }
    throw error;
  }
}

/** The rate_limits key spacing the status calls IPNs cause for one card payment. */
export function pesapalIpnSpacingKey(paymentId: number): string {
  return `pesapal-ipn-status:${paymentId}`;
}

/** The body Pesapal expects back from an IPN. */
export function ipnAnswer(notification: IpnNotification, status: 200 | 500) {
  return {
    orderNotificationType: notification.notificationType || "IPNCHANGE",
    orderTrackingId: notification.orderTrackingId,
    orderMerchantReference: notification.merchantReference,
    status,
  };
}

/**
 * Asks Pesapal about card payments still pending a few minutes after they were opened (no IPN came, the
 * traveller never returned), oldest first; each is marked as asked, so servers running this together space
 * their questions.
 */
export async function checkPendingCardPayments(
  db: DatabaseOrTransaction,
  settings: CardSettings,
  now: Date,
  clientOptions?: PesapalClientOptions,
): Promise<{ checked: number; settled: number; unreachable: number }> {
  const openedBefore = new Date(now.getTime() - CARD_PAYMENTS.checkAfterMs);
  const askedBefore = new Date(now.getTime() - CARD_PAYMENTS.recheckEveryMs);
  const due = await db
    .select({ id: payments.id, providerReference: payments.providerReference })
    .from(payments)
    .where(
      and(
        eq(payments.method, "card"),
        eq(payments.status, "pending"),
        lt(payments.createdAt, openedBefore),
        or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, askedBefore)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(CARD_PAYMENTS.batchSize);
  let settled = 0;
  let unreachable = 0;
  for (const payment of due) {
    if (!payment.providerReference) continue;
    await markPaymentChecked(db, payment.id);
    try {
      const check = await checkCardPayment(
        db,
        settings,
        payment.providerReference,
        { source: "status_check", now },
        clientOptions,
      );
      if (check.changed) settled += 1;
    } catch (error) {
      if (!(error instanceof PesapalError)) throw error;
      unreachable += 1;
      // Pesapal is down: the rest wait for the next round.
      if (error.failure === "unreachable") break;
    }
  }
  return { checked: due.length, settled, unreachable };
}

/** The background job (payment-jobs.server.ts): off while card payments are not configured. */
export const cardStatusJob: PaymentJob = {
  name: "card",
  async run({ db, config, now, logger }) {
    const settings = cardSettings(config);
    if (!settings) return { skipped: "card payments are not configured" };
    const result = await checkPendingCardPayments(db, settings, now);
    if (result.unreachable > 0) logger.warn(result, "card status check: Pesapal did not answer");
    return result;
  },
};
