// Paying by M-Pesa (Daraja STK push): starting a push for what a booking owes, Safaricom's callback, and
// asking STK Query about pushes whose callback has not come (the status page and the reconciliation job).
// Money changes only through the ledger (recordPendingPayment, settlePayment), so a repeated, late or
// concurrent answer about one push changes nothing twice.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lt, lte, or } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { appSettings, bookings, paymentEvents, payments, unmatchedProviderPayments } from "~/db/schema";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import type { TripBooking } from "~/features/trip/trip-links.server";
import {
  DarajaError,
  darajaClientFor,
  darajaTransactionInstant,
  type StkQueryAnswer,
} from "~/services/mpesa/daraja-client.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import { findBookingPayment } from "./booking-records.server";
import type { ScheduleKind } from "./ledger";
import {
  attachProviderReference,
  convertForPayment,
  creditedFor,
  markPaymentChecked,
  type PaymentRow,
  readLedger,
  recordLateReceipt,
  recordPendingPayment,
  type Settlement,
  settlePayment,
  settlePaymentById,
} from "./ledger.server";
import { alertStaffOfMpesaConfiguration, clearMpesaConfigurationProblem } from "./mpesa-alerts.server";
import {
  MPESA_CALLBACK_FIELD_MAX_CHARS,
  MPESA_CALLBACK_MAX_ITEMS,
  MPESA_MAX_PER_TRANSACTION_KES,
  MPESA_MIN_PER_TRANSACTION_KES,
  MPESA_PUSHES_PER_BOOKING,
  PROVIDER_REFUSED_BODY_MAX_CHARS,
  REFUSED_CALLBACKS_KEPT_PER_ADDRESS,
  UNMATCHED_RAW_BODY_MAX_CHARS,
} from "./mpesa-limits";
import { admitMpesaPush, type MpesaPushLimit } from "./mpesa-push-limits.server";
import { classifyDarajaRefusal, type MpesaRefusalKind } from "./mpesa-refusals";
import type { PaymentJob } from "./payment-job";
import { type MpesaSettings, mpesaSettings } from "./payment-providers.server";
import { filteredWordsIn, mobileMoneyCallbackPath } from "./provider-callback-urls";

/** STK Query is first asked this long after the push: the customer needs time to find the phone. */
export const MPESA_FIRST_QUERY_AFTER_MS = 15_000;
/** The status page asks STK Query about one payment at most this often. */
export const MPESA_STATUS_QUERY_SPACING_MS = 10_000;
/** The reconciliation job asks about a payment not asked about within this long. */
export const MPESA_JOB_QUERY_SPACING_MS = 15_000;
/** Past this with no answer, a push is reported to staff as unanswered (it fails only when STK Query says so). */
export const MPESA_NO_ANSWER_AFTER_MS = 10 * 60_000;
/** STK pushes one booking may send in a window (mpesa-limits.ts). */
export const MPESA_PUSH_LIMIT = MPESA_PUSHES_PER_BOOKING;
/** Pending pushes the job asks about per round, oldest first. */
export const MPESA_JOB_BATCH = 25;
/**
 * A push whose answer never came (so no CheckoutRequestID) is matched to a success callback we do not know by
 * the same phone and amount, when M-Pesa's TransactionDate is at most this long after the push was recorded
 * (and at most two minutes before it, for clocks that differ). An STK prompt lapses after about a minute, so
 * thirty minutes leaves room for a slow callback; past it the job marks the push failed ("no answer"), and a
 * success callback arriving later is kept for staff among the unmatched payments.
 */
export const MPESA_UNKNOWN_PUSH_WINDOW_MS = 30 * 60_000;
/** Clock difference allowed between M-Pesa's TransactionDate and our record of the push. */
const MPESA_CLOCK_SKEW_MS = 2 * 60_000;

export { UNMATCHED_RAW_BODY_MAX_CHARS } from "./mpesa-limits";

export const MPESA_CALLBACK_TOKEN_SETTING = "mpesa_callback_token";
const DERIVATION_LABEL = "heartbeest:mpesa-callback:v1";

/** The URL Safaricom posts a push's callback to: no word Daraja filters in it (provider-callback-urls.ts). */
export function mpesaCallbackUrl(settings: Pick<MpesaSettings, "callbackBaseUrl">, secret: string): string {
  return `${settings.callbackBaseUrl}${mobileMoneyCallbackPath(secret)}`;
}

/**
 * The callback URL's secret path segment: MPESA_CALLBACK_TOKEN (checked at start for Daraja's filtered words);
 * else an HMAC of AUTH_SECRET in hex (the same on every app server, stable across restarts); else a random
 * value made once and kept in app_settings, also hex. Hex (0-9, a-f) can never spell exe, cmd, sql, query,
 * mpesa or safaricom; base64 could ("...cmD...", "...SQL..."), which is why it is no longer used.
 */
export async function resolveMpesaCallbackToken(
  db: DatabaseOrTransaction,
  config: Pick<AppConfig, "MPESA_CALLBACK_TOKEN" | "AUTH_SECRET">,
): Promise<string> {
  if (config.MPESA_CALLBACK_TOKEN) return config.MPESA_CALLBACK_TOKEN;
  if (config.AUTH_SECRET) return createHmac("sha256", config.AUTH_SECRET).update(DERIVATION_LABEL).digest("hex");
  await db
    .insert(appSettings)
    .values({ key: MPESA_CALLBACK_TOKEN_SETTING, value: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MPESA_CALLBACK_TOKEN_SETTING));
  if (typeof row?.value !== "string") throw new Error("the stored M-Pesa callback token is missing");
  if (filteredWordsIn(row.value).length === 0) return row.value;
  // A value stored before (base64url) that happens to spell a filtered word: replaced once, for every server.
  const fresh = randomBytes(32).toString("hex");
  await db.update(appSettings).set({ value: fresh }).where(eq(appSettings.key, MPESA_CALLBACK_TOKEN_SETTING));
  return fresh;
}

/**
 * The secrets the old callback path still accepts, for pushes sent before the move: today's and the base64url
 * ones it was derived as before. Never handed out.
 */
export async function legacyCallbackSecrets(
  db: DatabaseOrTransaction,
  config: Pick<AppConfig, "MPESA_CALLBACK_TOKEN" | "AUTH_SECRET">,
): Promise<string[]> {
  const secrets = [await resolveMpesaCallbackToken(db, config)];
  if (!config.MPESA_CALLBACK_TOKEN && config.AUTH_SECRET) {
    secrets.push(createHmac("sha256", config.AUTH_SECRET).update(DERIVATION_LABEL).digest("base64url"));
  }
  return secrets;
}

/** Constant-time comparison of the path's secret with ours. */
export function callbackSecretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // Compared against itself when the lengths differ, so the time taken does not tell the length either.
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

// ---------------------------------------------------------------------------------------------------------
// Starting a payment

export type MpesaStart =
  /** Daraja accepted the push: the phone shows the prompt. */
  | { status: "started"; payment: PaymentRow; customerMessage: string }
  /**
   * The push was sent but its answer never came (timed out, the connection dropped): it may have reached the
   * phone. Recorded and pending; reconciled by a callback matched to it (phone, amount, time).
   */
  | { status: "unknown"; payment: PaymentRow }
  | { status: "off" }
  | { status: "not_priced" }
  | { status: "nothing_owed" }
  | { status: "no_rate" }
  /** Above M-Pesa's per-transaction limit: explained, never pushed. */
  | { status: "over_limit"; shillings: number; limit: number }
  /** A part amount that is not between 1 and M-Pesa's limit. */
  | { status: "bad_part"; max: number }
  /** Daraja refused the push; `kind` says who must act. Daraja's words are in `reason`, for staff only. */
  | { status: "refused"; kind: MpesaRefusalKind; reason: string; errorCode: string | null }
  /** Daraja surely never got the push (no token, connection refused): nothing was sent. */
  | { status: "unreachable" }
  /**
   * A push for this booking is still pending (or its answer never came): nothing is sent until M-Pesa has
   * answered it, so one press cannot become two prompts and a deposit cannot be paid twice.
   */
  | { status: "pending"; payment: PaymentRow }
  /** Too many push requests for this address, phone or booking: nothing was sent. */
  | { status: "rate_limited"; by: MpesaPushLimit; retryAfterSeconds: number };

export interface MpesaQuote {
  purpose: ScheduleKind;
  /** In the booking's currency (minor units). */
  owed: number;
  currency: QuoteCurrency;
  /** What M-Pesa is asked for: whole shillings. */
  shillings: number;
  /** Everything owed for the purpose, in whole shillings (equals `shillings` unless paying a part). */
  fullShillings: number;
  /** Units of KES per unit of the booking's currency; null for a booking in KES. */
  rate: number | null;
  /** What the payment is worth to the booking, back at the recorded rate (minor units of its currency). */
  credited: number;
}

/**
 * What a push for `purpose` would ask: the deposit still owed (summary.next while it is the deposit) or
 * the whole outstanding balance, in shillings rounded up to whole ones, since Daraja takes whole amounts; or
 * `partShillings` of it, when the traveller pays in parts.
 */
export async function quoteMpesaPayment(
  db: DatabaseOrTransaction,
  bookingId: number,
  purpose: ScheduleKind,
  partShillings?: number,
): Promise<MpesaQuote | "not_priced" | "nothing_owed" | "no_rate"> {
  const ledger = await readLedger(db, bookingId);
  if (!ledger) return "not_priced";
  const { summary } = ledger;
  const owed =
    purpose === "deposit" ? (summary.next?.kind === "deposit" ? summary.next.amount : 0) : summary.outstanding;
  if (owed <= 0) return "nothing_owed";
  const conversion = await convertForPayment(db, owed, ledger.currency, "KES");
  if (!conversion) return "no_rate";
  const fullShillings = Math.max(1, Math.ceil(conversion.amount / 100));
  const part = partShillings !== undefined && partShillings >= 1 && partShillings < fullShillings;
  const shillings = part ? partShillings : fullShillings;
  // A part is credited at the recorded rate, never more than is owed.
  const credited = creditedFor(shillings * 100, conversion.rate);
  return {
    purpose,
    owed,
    currency: ledger.currency,
    shillings,
    fullShillings,
    rate: conversion.rate,
    credited: part ? Math.min(credited, owed) : credited,
  };
}

export async function startMpesaPayment(
  db: DatabaseOrTransaction,
  config: AppConfig,
  {
    booking,
    purpose,
    phone,
    partShillings,
    limits,
    logger,
  }: {
    booking: TripBooking;
    purpose: ScheduleKind;
    phone: string;
    /** Pay this many whole shillings now (in parts), at most the limit and what is owed. */
    partShillings?: number;
    /**
     * Count the request against the per-address, per-phone and per-booking limits (mpesa-push-limits.server.ts)
     * before anything is sent; the trip page's form always does.
     */
    limits?: { clientAddress: string | null; now?: number };
    logger?: { warn: (detail: object, message: string) => void; error?: (detail: object, message: string) => void };
  },
): Promise<MpesaStart> {
  const settings = mpesaSettings(config);
  if (!settings) return { status: "off" };
  const waiting = await pendingPushAfterCheck(db, config, booking.id, logger);
  if (waiting) return { status: "pending", payment: waiting };
  const quote = await quoteMpesaPayment(db, booking.id, purpose, partShillings);
  if (typeof quote === "string") return { status: quote };
  if (partShillings !== undefined) {
    // A part at or above what is owed pays what is owed (the form offers the limit whichever is chosen).
    const max = MPESA_MAX_PER_TRANSACTION_KES;
    if (!Number.isSafeInteger(partShillings) || partShillings < MPESA_MIN_PER_TRANSACTION_KES || partShillings > max) {
      return { status: "bad_part", max };
    }
  }
  if (quote.shillings > MPESA_MAX_PER_TRANSACTION_KES) {
    return { status: "over_limit", shillings: quote.shillings, limit: MPESA_MAX_PER_TRANSACTION_KES };
  }
  if (limits) {
    const admission = await admitMpesaPush(db, config, {
      bookingId: booking.id,
      phone,
      clientAddress: limits.clientAddress,
      now: limits.now,
    });
    if (!admission.allowed) {
      return { status: "rate_limited", by: admission.by, retryAfterSeconds: admission.retryAfterSeconds };
    }
  }
  const secret = await resolveMpesaCallbackToken(db, config);
  const callbackUrl = mpesaCallbackUrl(settings, secret);
  const filtered = filteredWordsIn(callbackUrl);
  if (filtered.length > 0) {
    // SITE_URL itself names one (MPESA_CALLBACK_BASE_URL is checked at start): the push still works, settled
    // by STK Query, but Safaricom will not call back. Staff must set MPESA_CALLBACK_BASE_URL.
    logger?.error?.(
      { words: filtered },
      "the M-Pesa callback URL contains words Safaricom filters; set MPESA_CALLBACK_BASE_URL to an address without them",
    );
  }
  const accountReference = booking.reference.slice(0, 12);
  const client = darajaClientFor(settings);
  try {
    // The token first (cached): without one, no push can be sent, and nothing needs recording.
    await client.accessToken();
  } catch (error) {
    if (error instanceof DarajaError && error.kind === "refused") {
      await alertStaffOfMpesaConfiguration(db, config, { errorCode: error.errorCode, message: error.message });
      return { status: "refused", kind: "merchant", reason: error.message, errorCode: error.errorCode };
    }
    return { status: "unreachable" };
  }
  // Recorded before the push is sent: a push whose answer never comes is then on the ledger, pending, to be
  // reconciled, never "not sent" while the phone shows the prompt. The booking's row is locked while we look
  // for a pending push and record this one, so two presses at once record (and send) one push.
  const claim = await inTransaction(db, async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for("update");
    const already = await findPendingPush(tx, booking.id);
    if (already) return { already };
    return {
      payment: await recordPendingPayment(tx, {
        bookingId: booking.id,
        purpose,
        method: "mpesa",
        amount: quote.shillings * 100,
        currency: "KES",
        creditedAmount: quote.credited,
        creditedCurrency: quote.currency,
        exchangeRate: quote.rate,
        providerReference: null,
        phone,
        detail: { accountReference, amount: quote.shillings, phone, part: quote.shillings < quote.fullShillings },
      }),
    };
  });
  if (claim.already) return { status: "pending", payment: claim.already };
  const { payment } = claim;
  let answer: Awaited<ReturnType<ReturnType<typeof darajaClientFor>["stkPush"]>>;
  try {
    answer = await client.stkPush({
      amount: quote.shillings,
      phone,
      callbackUrl,
      accountReference,
      description: purpose === "deposit" ? "Deposit" : "Balance",
    });
  } catch (error) {
    const darajaError = error instanceof DarajaError ? error : null;
    if (darajaError?.kind === "refused" || darajaError?.requestNotSent) {
      // Daraja said no, or never got it: nothing can reach the phone. The attempt stays on record, failed.
      const refused = darajaError.kind === "refused";
      const kind = refused
        ? classifyDarajaRefusal({ errorCode: darajaError.errorCode, message: darajaError.message })
        : null;
      await settlePaymentById(
        db,
        payment.id,
        {
          outcome: "failed",
          code: refused ? `push_refused:${kind}` : "push_not_sent",
          reason: refused
            ? `Daraja refused the push: ${darajaError.errorCode ?? ""} ${darajaError.message}`.trim()
            : `The push was not sent: ${darajaError.message}`,
        },
        { source: "push", detail: { errorCode: darajaError.errorCode, message: darajaError.message } },
      );
      if (!refused || kind === null) return { status: "unreachable" };
      if (kind === "merchant") {
        await alertStaffOfMpesaConfiguration(db, config, {
          errorCode: darajaError.errorCode,
          message: darajaError.message,
        });
      }
      return { status: "refused", kind, reason: darajaError.message, errorCode: darajaError.errorCode };
    }
    // No answer in time, or the connection dropped after the push went out: unknown, never "not sent".
    await db.insert(paymentEvents).values({
      paymentId: payment.id,
      source: "push_unknown",
      fromStatus: "pending",
      toStatus: "pending",
      detail: { message: error instanceof Error ? error.message : String(error) },
    });
    logger?.warn({ paymentId: payment.id }, "an STK push went unanswered; it may have reached the phone");
    return { status: "unknown", payment };
  }
  // A callback may already have matched this push (phone, amount, time) and given it the reference.
  await attachProviderReference(db, payment.id, answer.CheckoutRequestID, {
    source: "push_accepted",
    detail: {
      merchantRequestId: answer.MerchantRequestID,
      checkoutRequestId: answer.CheckoutRequestID,
      responseDescription: answer.ResponseDescription,
    },
  });
  await clearMpesaConfigurationProblem(db);
  const [stored] = await db.select().from(payments).where(eq(payments.id, payment.id));
  return { status: "started", payment: stored ?? payment, customerMessage: answer.CustomerMessage };
}

/** The booking's most recent M-Pesa push still pending (answered or not), if any. */
export async function findPendingPush(db: DatabaseOrTransaction, bookingId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "mpesa"), eq(payments.status, "pending")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * The booking's pending push, after asking STK Query about it when that is due (spaced per payment as on the
 * status page): a prompt the traveller cancelled or let lapse then no longer stands in the way of a new one.
 */
async function pendingPushAfterCheck(
  db: DatabaseOrTransaction,
  config: AppConfig,
  bookingId: number,
  logger?: { warn: (detail: object, message: string) => void },
): Promise<PaymentRow | undefined> {
  const pending = await findPendingPush(db, bookingId);
  if (!pending?.providerReference) return pending;
  await checkMpesaPayment(db, config, pending, { logger: logger as { warn: (...args: never[]) => void } });
  return findPendingPush(db, bookingId);
}

/** The booking's M-Pesa payment `paymentId`, or undefined when it is not this booking's. */
export async function findMpesaPayment(
  db: DatabaseOrTransaction,
  bookingId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  return findBookingPayment(db, bookingId, paymentId, { method: "mpesa" });
}

// ---------------------------------------------------------------------------------------------------------
// What M-Pesa's answers mean

/** A Daraja result (callback or STK Query) as a settlement; null for a success without a receipt we need. */
function settlementFor(resultCode: string, resultDesc: string, receipt: string | null): Settlement {
  if (resultCode === "0") return { outcome: "succeeded", receipt };
  return { outcome: "failed", code: resultCode, reason: resultDesc || `M-Pesa result ${resultCode}` };
}

// ---------------------------------------------------------------------------------------------------------
// STK Query: the status page and the reconciliation job

export type MpesaCheck = "settled" | "processing" | "not_due" | "unreachable" | "refused" | "off";

/**
 * Asks STK Query about a pending push once it is due (`firstAfterMs` after the push, and `spacingMs` after the
 * last question), and settles it when M-Pesa has an answer.
 */
export async function checkMpesaPayment(
  db: DatabaseOrTransaction,
  config: AppConfig,
  payment: PaymentRow,
  {
    now = new Date(),
    spacingMs = MPESA_STATUS_QUERY_SPACING_MS,
    source = "stk_query",
    logger,
  }: { now?: Date; spacingMs?: number; source?: string; logger?: { warn: (...args: never[]) => void } } = {},
): Promise<MpesaCheck> {
  const settings = mpesaSettings(config);
  if (!settings) return "off";
  if (payment.status !== "pending" || !payment.providerReference) return "not_due";
  if (now.getTime() - payment.createdAt.getTime() < MPESA_FIRST_QUERY_AFTER_MS) return "not_due";
  if (payment.lastCheckedAt && now.getTime() - payment.lastCheckedAt.getTime() < spacingMs) return "not_due";
  await markPaymentChecked(db, payment.id);
  return queryAndSettle(db, config, settings, payment, source, now, logger);
}

async function queryAndSettle(
  db: DatabaseOrTransaction,
  config: AppConfig,
  settings: MpesaSettings,
  payment: PaymentRow,
  source: string,
  now: Date,
  logger?: { warn: (...args: never[]) => void },
): Promise<MpesaCheck> {
  const reference = payment.providerReference as string;
  let answer: StkQueryAnswer;
  try {
    answer = await darajaClientFor(settings).stkQuery(reference);
  } catch (error) {
    if (error instanceof DarajaError && error.kind === "processing") {
      if (now.getTime() - payment.createdAt.getTime() > MPESA_NO_ANSWER_AFTER_MS) {
        (logger?.warn as ((detail: object, message: string) => void) | undefined)?.(
          { paymentId: payment.id, reference },
          "M-Pesa has not answered about this push for over ten minutes; it stays pending until STK Query says",
        );
      }
      return "processing";
    }
    return error instanceof DarajaError && error.kind === "refused" ? "refused" : "unreachable";
  }
  const overdue = now.getTime() - payment.createdAt.getTime() > MPESA_NO_ANSWER_AFTER_MS;
  const settlement = settlementFor(answer.ResultCode, answer.ResultDesc, null);
  if (settlement.outcome === "failed" && overdue) {
    settlement.reason = `No answer from M-Pesa: ${settlement.reason}`;
  }
  await settlePayment(
    db,
    "mpesa",
    reference,
    settlement,
    { source, detail: { resultCode: answer.ResultCode, resultDesc: answer.ResultDesc } },
    config.SITE_URL,
  );
  return "settled";
}

/** The reconciliation job's round: every pending push past its first 15 s not asked about lately. */
export async function reconcileMpesaPayments(
  db: DatabaseOrTransaction,
  config: AppConfig,
  now: Date,
  logger?: { warn: (...args: never[]) => void },
): Promise<Record<MpesaCheck, number> | { skipped: "off" }> {
  if (!mpesaSettings(config)) return { skipped: "off" };
  const askedBefore = new Date(now.getTime() - MPESA_JOB_QUERY_SPACING_MS);
  const due = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, "mpesa"),
        eq(payments.status, "pending"),
        lt(payments.createdAt, new Date(now.getTime() - MPESA_FIRST_QUERY_AFTER_MS)),
        or(isNull(payments.lastCheckedAt), lt(payments.lastCheckedAt, askedBefore)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(MPESA_JOB_BATCH);
  const counts: Record<MpesaCheck, number> = {
    settled: 0,
    processing: 0,
    not_due: 0,
    unreachable: 0,
    refused: 0,
    off: 0,
  };
  for (const payment of due) {
    if (!payment.providerReference) {
      // An unknown push (its answer never came): only a matched callback can settle it; past the window, no.
      await markPaymentChecked(db, payment.id);
      if (now.getTime() - payment.createdAt.getTime() > MPESA_UNKNOWN_PUSH_WINDOW_MS) {
        await settlePaymentById(
          db,
          payment.id,
          {
            outcome: "failed",
            code: "no_answer",
            reason:
              "No answer from M-Pesa to the request and no M-Pesa payment matched it within 30 minutes; if money arrives later it is listed among the unmatched M-Pesa payments.",
          },
          { source: "reconciliation" },
        );
        counts.settled += 1;
      } else counts.not_due += 1;
      continue;
    }
    const outcome = await checkMpesaPayment(db, config, payment, {
      now,
      spacingMs: MPESA_JOB_QUERY_SPACING_MS,
      source: "reconciliation",
      logger,
    });
    counts[outcome] += 1;
  }
  return counts;
}

export const mpesaReconciliationJob: PaymentJob = {
  name: "mpesa",
  run: ({ db, config, now, logger }) => reconcileMpesaPayments(db, config, now, logger),
};

// ---------------------------------------------------------------------------------------------------------
// Safaricom's callback

// Every text is bounded, so a callback we keep (events, unmatched payments) is small whatever is posted.
// No NUL either: PostgreSQL's text refuses it.
const field = z
  .string()
  .max(MPESA_CALLBACK_FIELD_MAX_CHARS)
  .refine((text) => !text.includes("\u0000"), "NUL");

const callbackItem = z.object({
  Name: field,
  Value: z.union([field, z.number()]).optional(),
});

export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: field.min(1),
      CheckoutRequestID: field.min(1),
      ResultCode: z.union([z.number().int(), z.string().max(12).regex(/^\d+$/)]),
      ResultDesc: field,
      CallbackMetadata: z.object({ Item: z.array(callbackItem).max(MPESA_CALLBACK_MAX_ITEMS) }).optional(),
    }),
  }),
});

export type MpesaCallbackOutcome =
  | "settled"
  | "repeat"
  | "invalid"
  | "unknown_checkout"
  | "mismatched_request"
  | "amount_mismatch"
  | "no_receipt"
  /** A receipt learnt after STK Query had settled the payment without one: stored on it. */
  | "receipt_added"
  /** Money M-Pesa says arrived that no payment of ours can take: kept for staff. */
  | "unmatched"
  /** A success whose receipt number is already another payment's: never counted; kept for staff. */
  | "duplicate_receipt";

type CallbackLogger = { warn: (detail: object, message: string) => void };

/**
 * Checks and applies one STK callback. The answer to Safaricom is the same whatever this returns (except a
 * body that is not a callback at all): the callback was received; what it meant is ours to record.
 */
export async function handleMpesaCallback(
  db: DatabaseOrTransaction,
  config: AppConfig,
  body: unknown,
  logger?: CallbackLogger,
  now: Date = new Date(),
  /** The body as it came and who sent it, when the caller knows: what is kept of a refused one, and how often. */
  sender: { rawText?: string; clientAddress?: string | null } = {},
): Promise<MpesaCallbackOutcome> {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) {
    await keepRefusedCallback(db, sender.rawText ?? body, "wrong shape", sender.clientAddress ?? null);
    logger?.warn({ issues: parsed.error.issues.slice(0, 5) }, "an M-Pesa callback of the wrong shape was refused");
    return "invalid";
  }
  const callback = parsed.data.Body.stkCallback;
  const resultCode = String(callback.ResultCode);
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  // Written out and read back once, so every copy we keep is what jsonb takes.
  const received = boundedBody({ ...callback, ResultCode: resultCode }, UNMATCHED_RAW_BODY_MAX_CHARS) as Record<
    string,
    unknown
  >;
  const receiptValue = items.get("MpesaReceiptNumber");
  const receipt = receiptValue === undefined || receiptValue === "" ? null : String(receiptValue);
  const reportedShillings = Number(items.get("Amount"));
  const reportedPhone = items.get("PhoneNumber") === undefined ? null : String(items.get("PhoneNumber"));
  const transactionAt = darajaTransactionInstant(items.get("TransactionDate"));
  const moneyMoved =
    resultCode === "0" && receipt !== null && Number.isFinite(reportedShillings) && reportedShillings > 0;

  let [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, "mpesa"), eq(payments.providerReference, callback.CheckoutRequestID)));
  if (!payment && moneyMoved && reportedPhone) {
    // A push whose answer never came has no CheckoutRequestID: matched by phone, amount and time.
    const unknown = await findUnknownPush(db, {
      phone: reportedPhone,
      amount: reportedShillings * 100,
      at: transactionAt ?? now,
    });
    if (
      unknown &&
      (await attachProviderReference(db, unknown.id, callback.CheckoutRequestID, {
        source: "callback_matched",
        detail: { merchantRequestId: callback.MerchantRequestID, matchedBy: "phone, amount and time" },
      }))
    ) {
      [payment] = await db.select().from(payments).where(eq(payments.id, unknown.id));
    }
  }
  if (!payment) {
    if (moneyMoved) {
      await keepUnmatchedPayment(db, callback, received, { receipt, reportedShillings, reportedPhone, transactionAt });
      logger?.warn(
        { checkoutRequestId: callback.CheckoutRequestID, receipt },
        "money arrived by M-Pesa for a push we cannot match; kept for staff among the unmatched payments",
      );
      return "unmatched";
    }
    await db.insert(paymentEvents).values({ paymentId: null, source: "callback_unknown", detail: received });
    logger?.warn({ checkoutRequestId: callback.CheckoutRequestID }, "an M-Pesa callback for a push we never made");
    return "unknown_checkout";
  }

  // The callback has no AccountReference: the push we stored (MerchantRequestID, booking reference) stands in.
  const started = await db
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, payment.id),
        or(eq(paymentEvents.source, "start"), eq(paymentEvents.source, "push_accepted")),
      ),
    );
  const merchantRequestId = started
    .map((row) => (row.detail ?? {}) as { merchantRequestId?: string })
    .find((detail) => detail.merchantRequestId)?.merchantRequestId;
  if (merchantRequestId && merchantRequestId !== callback.MerchantRequestID) {
    await db.insert(paymentEvents).values({
      paymentId: payment.id,
      source: "callback_mismatch",
      fromStatus: payment.status,
      toStatus: payment.status,
      detail: { ...received, expectedMerchantRequestId: merchantRequestId },
    });
    logger?.warn({ paymentId: payment.id }, "an M-Pesa callback's MerchantRequestID is not the push's; ignored");
    return "mismatched_request";
  }

  if (resultCode === "0") {
    if (reportedShillings * 100 !== payment.amount) {
      // Never counted: the payment is failed with the reason, for staff to check with Safaricom and, if money
      // did arrive, record it by hand; the traveller is told we are checking.
      const result = await settlePayment(
        db,
        "mpesa",
        callback.CheckoutRequestID,
        {
          outcome: "failed",
          code: "amount_mismatch",
          reason: `M-Pesa reported KES ${items.get("Amount") ?? "(none)"} paid (receipt ${receipt ?? "none"}); we asked for KES ${payment.amount / 100}. Check with Safaricom and record it by hand if received.`,
        },
        { source: "callback_amount_mismatch", detail: received },
        config.SITE_URL,
      );
      logger?.warn(
        { paymentId: payment.id, asked: payment.amount / 100, reported: items.get("Amount"), changed: result.changed },
        "an M-Pesa callback reported another amount than we asked; not counted",
      );
      return "amount_mismatch";
    }
    if (receipt === null) {
      await db.insert(paymentEvents).values({
        paymentId: payment.id,
        source: "callback_no_receipt",
        fromStatus: payment.status,
        toStatus: payment.status,
        detail: received,
      });
      logger?.warn({ paymentId: payment.id }, "an M-Pesa success callback without a receipt; left to STK Query");
      return "no_receipt";
    }
  }

  // A receipt already held by another payment: kept for staff, this payment left pending.
  const keepAsDuplicate = (receiptNumber: string, holderId: number | null) =>
    keepDuplicateReceipt(
      db,
      callback,
      received,
      { receipt: receiptNumber, reportedShillings, reportedPhone, transactionAt },
      { paymentId: payment.id, holderId, logger },
    );
  const duplicateOf = receipt && payment.status === "pending" ? await paymentWithReceipt(db, receipt) : undefined;
  if (resultCode === "0" && receipt && duplicateOf && duplicateOf.id !== payment.id) {
    // A receipt number is one M-Pesa transaction: already another payment's, it cannot pay this one too. The
    // payment stays pending for STK Query; what came is kept for staff.
    return keepAsDuplicate(receipt, duplicateOf.id);
  }
  let result: Awaited<ReturnType<typeof settlePayment>>;
  try {
    result = await settlePayment(
      db,
      "mpesa",
      callback.CheckoutRequestID,
      settlementFor(resultCode, callback.ResultDesc, receipt),
      { source: "callback", detail: received },
      config.SITE_URL,
    );
  } catch (error) {
    // Two callbacks with one receipt for two payments at the same moment: the database's unique receipt decides.
    if (!(receipt && isUniqueViolation(error))) throw error;
    const holder = await paymentWithReceipt(db, receipt);
    return keepAsDuplicate(receipt, holder?.id ?? null);
  }
  if (result.changed || !moneyMoved || !result.payment) return result.changed ? "settled" : "repeat";
  const settled = result.payment;
  if (settled.status === "succeeded" || settled.status === "refunded") {
    // STK Query settled it first, without a receipt number: the callback brings it.
    if (!settled.providerReceipt && receipt) {
      const stored = await recordLateReceipt(db, settled.id, receipt, { source: "callback_receipt", detail: received });
      if (stored) return "receipt_added";
    }
    return "repeat";
  }
  // M-Pesa says this money moved, but the payment was already failed (STK Query said otherwise, or it was
  // given up on): never counted by itself, never lost: kept for staff.
  await keepUnmatchedPayment(db, callback, received, { receipt, reportedShillings, reportedPhone, transactionAt });
  logger?.warn(
    { paymentId: settled.id, receipt },
    "M-Pesa reports money for a payment already marked failed; kept for staff among the unmatched payments",
  );
  return "unmatched";
}

/** The oldest pending push without a CheckoutRequestID for this phone and amount, recorded within the window. */
async function findUnknownPush(
  db: DatabaseOrTransaction,
  { phone, amount, at }: { phone: string; amount: number; at: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.method, "mpesa"),
        eq(payments.status, "pending"),
        isNull(payments.providerReference),
        eq(payments.phone, phone),
        eq(payments.amount, amount),
        gte(payments.createdAt, new Date(at.getTime() - MPESA_UNKNOWN_PUSH_WINDOW_MS)),
        lte(payments.createdAt, new Date(at.getTime() + MPESA_CLOCK_SKEW_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row;
}

async function keepUnmatchedPayment(
  db: DatabaseOrTransaction,
  callback: { CheckoutRequestID: string; MerchantRequestID: string },
  received: unknown,
  found: {
    receipt: string | null;
    reportedShillings: number;
    reportedPhone: string | null;
    transactionAt: Date | null;
  },
  {
    note = "",
    source = "callback_unmatched",
    paymentId = null,
  }: { note?: string; source?: string; paymentId?: number | null } = {},
): Promise<void> {
  await db
    .insert(unmatchedProviderPayments)
    .values({
      provider: "mpesa",
      checkoutRequestId: callback.CheckoutRequestID,
      merchantRequestId: callback.MerchantRequestID,
      receipt: found.receipt,
      amount: Math.round(found.reportedShillings * 100),
      currency: "KES",
      phone: found.reportedPhone,
      transactionAt: found.transactionAt,
      rawBody: boundedBody(received, UNMATCHED_RAW_BODY_MAX_CHARS) as object,
      note,
    })
    .onConflictDoNothing();
  await db
    .insert(paymentEvents)
    .values({ paymentId, source, detail: boundedBody(received, UNMATCHED_RAW_BODY_MAX_CHARS) as object });
}

async function keepDuplicateReceipt(
  db: DatabaseOrTransaction,
  callback: { CheckoutRequestID: string; MerchantRequestID: string },
  received: unknown,
  found: { receipt: string; reportedShillings: number; reportedPhone: string | null; transactionAt: Date | null },
  { paymentId, holderId, logger }: { paymentId: number; holderId: number | null; logger?: CallbackLogger },
): Promise<"duplicate_receipt"> {
  await keepUnmatchedPayment(db, callback, received, found, {
    source: "callback_duplicate_receipt",
    paymentId,
    note: `M-Pesa receipt ${found.receipt} is already on payment #${holderId ?? "?"}; this callback named it for payment #${paymentId}, which was not credited. Check the transaction with Safaricom before matching it.`,
  });
  logger?.warn(
    { paymentId, holderId, receipt: found.receipt },
    "an M-Pesa callback named a receipt already used by another payment; not counted, kept for staff",
  );
  return "duplicate_receipt";
}

async function paymentWithReceipt(db: DatabaseOrTransaction, receipt: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, "mpesa"), eq(payments.providerReceipt, receipt)));
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth += 1) {
    if (typeof cause === "object" && (cause as { code?: unknown }).code === "23505") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A callback we refuse (unreadable, too deep, the wrong shape), kept for staff as a `callback_invalid` event:
 * at most PROVIDER_REFUSED_BODY_MAX_CHARS of its text, cut with a marker, and at most
 * REFUSED_CALLBACKS_KEPT_PER_ADDRESS of them per sender, so forged bodies cannot fill the disk. False when
 * this one was over the sender's allowance and not kept.
 */
export async function keepRefusedCallback(
  db: DatabaseOrTransaction,
  body: unknown,
  why: string,
  clientAddress: string | null = null,
): Promise<boolean> {
  if (clientAddress) {
    const allowance = await consumeRateLimit(db, {
      key: `mpesa-callback-refused:${rateLimitSubject(clientAddress)}`,
      ...REFUSED_CALLBACKS_KEPT_PER_ADDRESS,
    });
    if (!allowance.allowed) return false;
  }
  await db
    .insert(paymentEvents)
    .values({ paymentId: null, source: "callback_invalid", detail: refusedBodyRecord(body, why) });
  return true;
}

/** What is kept of a refused provider message: its text, bounded, as a string (never the parsed value). */
export function refusedBodyRecord(
  body: unknown,
  why: string,
): { why: string; length: number; truncated: boolean; text: string } {
  let text: string;
  if (typeof body === "string") text = body;
  else {
    try {
      text = JSON.stringify(body ?? null) ?? "null";
    } catch {
      text = "(not kept: too deeply nested to write out)";
    }
  }
  const truncated = text.length > PROVIDER_REFUSED_BODY_MAX_CHARS;
  const kept = truncated
    ? `${text.slice(0, PROVIDER_REFUSED_BODY_MAX_CHARS).replace(/[\uD800-\uDBFF]$/, "")}… [cut: ${text.length} characters in all]`
    : text;
  return { why, length: text.length, truncated, text: storableText(kept) };
}

/** Text PostgreSQL's jsonb takes: no NUL and no lone surrogate halves, which it refuses. */
function storableText(text: string): string {
  return text
    .replaceAll("\u0000", "\uFFFD")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/**
 * A provider's message kept as received when small, else its first characters: a forged body cannot fill the
 * disk. Written out and read back, so what is stored has nothing jsonb refuses (NUL, lone surrogate halves).
 */
function boundedBody(body: unknown, maxChars: number): unknown {
  let text: string;
  try {
    text = JSON.stringify(body ?? null) ?? "null";
  } catch {
    return refusedBodyRecord(body, "not writable");
  }
  if (text.length > maxChars) return refusedBodyRecord(text, "too long");
  return JSON.parse(text.replace(/(?<!\\)((?:\\\\)*)\\u(0000|d[89a-f][0-9a-f]{2})/gi, "$1\\ufffd"));
}
