// Paying by M-Pesa (Daraja STK push): starting a push for what a booking owes, Safaricom's callback, and
// asking STK Query about pushes whose callback has not come (the status page and the reconciliation job).
// Money changes only through the ledger (recordPendingPayment, settlePayment), so a repeated, late or
// concurrent answer about one push changes nothing twice.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { appSettings, paymentEvents, payments } from "~/db/schema";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { DarajaError, darajaClientFor, type StkQueryAnswer } from "~/services/mpesa/daraja-client.server";
import type { AppConfig } from "~/utils/env.server";
import { findBookingPayment } from "./booking-records.server";
import type { ScheduleKind } from "./ledger";
import {
  convertForPayment,
  creditedFor,
  markPaymentChecked,
  type PaymentRow,
  readLedger,
  recordPendingPayment,
  type Settlement,
  settlePayment,
} from "./ledger.server";
import type { PaymentJob } from "./payment-jobs.server";
import { type MpesaSettings, mpesaSettings } from "./payment-providers.server";
import type { TripBooking } from "./trip-links.server";

/** STK Query is first asked this long after the push: the customer needs time to find the phone. */
export const MPESA_FIRST_QUERY_AFTER_MS = 15_000;
/** The status page asks STK Query about one payment at most this often. */
export const MPESA_STATUS_QUERY_SPACING_MS = 10_000;
/** The reconciliation job asks about a payment not asked about within this long. */
export const MPESA_JOB_QUERY_SPACING_MS = 15_000;
/** Past this with no answer, a push is reported to staff as unanswered (it fails only when STK Query says so). */
export const MPESA_NO_ANSWER_AFTER_MS = 10 * 60_000;
/** STK pushes one booking may send in a window: enough to retry a mistyped number, too few to pester a phone. */
export const MPESA_PUSH_LIMIT = { limit: 6, windowMs: 15 * 60_000 } as const;
/** Pending pushes the job asks about per round, oldest first. */
export const MPESA_JOB_BATCH = 25;

export const MPESA_CALLBACK_TOKEN_SETTING = "mpesa_callback_token";
const DERIVATION_LABEL = "heartbeest:mpesa-callback:v1";

/** The path Safaricom posts the STK callback to; the secret makes it unguessable. */
export function mpesaCallbackPath(secret: string): string {
  return `/api/payments/mpesa/callback/${secret}`;
}

/**
 * The callback URL's secret path segment: MPESA_CALLBACK_TOKEN; else an HMAC of AUTH_SECRET (the same on
 * every app server, stable across restarts); else a random value made once and kept in app_settings.
 */
export async function resolveMpesaCallbackToken(
  db: DatabaseOrTransaction,
  config: Pick<AppConfig, "MPESA_CALLBACK_TOKEN" | "AUTH_SECRET">,
): Promise<string> {
  if (config.MPESA_CALLBACK_TOKEN) return config.MPESA_CALLBACK_TOKEN;
  if (config.AUTH_SECRET) return createHmac("sha256", config.AUTH_SECRET).update(DERIVATION_LABEL).digest("base64url");
  await db
    .insert(appSettings)
    .values({ key: MPESA_CALLBACK_TOKEN_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MPESA_CALLBACK_TOKEN_SETTING));
  if (typeof row?.value !== "string") throw new Error("the stored M-Pesa callback token is missing");
  return row.value;
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
  | { status: "started"; payment: PaymentRow; customerMessage: string }
  | { status: "off" }
  | { status: "not_priced" }
  | { status: "nothing_owed" }
  | { status: "no_rate" }
  | { status: "refused"; reason: string }
  | { status: "unreachable" };

export interface MpesaQuote {
  purpose: ScheduleKind;
  /** In the booking's currency (minor units). */
  owed: number;
  currency: QuoteCurrency;
  /** What M-Pesa is asked for: whole shillings. */
  shillings: number;
  /** Units of KES per unit of the booking's currency; null for a booking in KES. */
  rate: number | null;
  /** What the payment is worth to the booking, back at the recorded rate (minor units of its currency). */
  credited: number;
}

/**
 * What a push for `purpose` would ask: the deposit still owed (summary.next while it is the deposit) or
 * the whole outstanding balance, in shillings rounded up to whole ones, since Daraja takes whole amounts.
 */
export async function quoteMpesaPayment(
  db: DatabaseOrTransaction,
  bookingId: number,
  purpose: ScheduleKind,
): Promise<MpesaQuote | "not_priced" | "nothing_owed" | "no_rate"> {
  const ledger = await readLedger(db, bookingId);
  if (!ledger) return "not_priced";
  const { summary } = ledger;
  const owed =
    purpose === "deposit" ? (summary.next?.kind === "deposit" ? summary.next.amount : 0) : summary.outstanding;
  if (owed <= 0) return "nothing_owed";
  const conversion = await convertForPayment(db, owed, ledger.currency, "KES");
  if (!conversion) return "no_rate";
  const shillings = Math.max(1, Math.ceil(conversion.amount / 100));
  return {
    purpose,
    owed,
    currency: ledger.currency,
    shillings,
    rate: conversion.rate,
    credited: creditedFor(shillings * 100, conversion.rate),
  };
}

export async function startMpesaPayment(
  db: DatabaseOrTransaction,
  config: AppConfig,
  { booking, purpose, phone }: { booking: TripBooking; purpose: ScheduleKind; phone: string },
): Promise<MpesaStart> {
  const settings = mpesaSettings(config);
  if (!settings) return { status: "off" };
  const quote = await quoteMpesaPayment(db, booking.id, purpose);
  if (typeof quote === "string") return { status: quote };
  const secret = await resolveMpesaCallbackToken(db, config);
  const accountReference = booking.reference.slice(0, 12);
  let answer: Awaited<ReturnType<ReturnType<typeof darajaClientFor>["stkPush"]>>;
  try {
    answer = await darajaClientFor(settings).stkPush({
      amount: quote.shillings,
      phone,
      callbackUrl: `${settings.callbackBaseUrl}${mpesaCallbackPath(secret)}`,
      accountReference,
      description: purpose === "deposit" ? "Deposit" : "Balance",
    });
  } catch (error) {
    if (error instanceof DarajaError && error.kind === "refused") return { status: "refused", reason: error.message };
    return { status: "unreachable" };
  }
  const payment = await recordPendingPayment(db, {
    bookingId: booking.id,
    purpose,
    method: "mpesa",
    amount: quote.shillings * 100,
    currency: "KES",
    creditedAmount: quote.credited,
    creditedCurrency: quote.currency,
    exchangeRate: quote.rate,
    providerReference: answer.CheckoutRequestID,
    phone,
    // Kept with the payment: the callback carries no AccountReference, so it is checked through these.
    detail: {
      merchantRequestId: answer.MerchantRequestID,
      checkoutRequestId: answer.CheckoutRequestID,
      accountReference,
      amount: quote.shillings,
      responseDescription: answer.ResponseDescription,
    },
  });
  return { status: "started", payment, customerMessage: answer.CustomerMessage };
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

const callbackItem = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).optional(),
});

export const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
      ResultDesc: z.string(),
      CallbackMetadata: z.object({ Item: z.array(callbackItem) }).optional(),
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
  | "no_receipt";

/**
 * Checks and applies one STK callback. The answer to Safaricom is the same whatever this returns (except a
 * body that is not a callback at all): the callback was received; what it meant is ours to record.
 */
export async function handleMpesaCallback(
  db: DatabaseOrTransaction,
  config: AppConfig,
  body: unknown,
  logger?: { warn: (detail: object, message: string) => void },
): Promise<MpesaCallbackOutcome> {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) {
    await db.insert(paymentEvents).values({ paymentId: null, source: "callback_invalid", detail: { body } as object });
    logger?.warn({ issues: parsed.error.issues.slice(0, 5) }, "an M-Pesa callback of the wrong shape was refused");
    return "invalid";
  }
  const callback = parsed.data.Body.stkCallback;
  const resultCode = String(callback.ResultCode);
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const received = { ...callback, ResultCode: resultCode };

  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, "mpesa"), eq(payments.providerReference, callback.CheckoutRequestID)));
  if (!payment) {
    await db.insert(paymentEvents).values({ paymentId: null, source: "callback_unknown", detail: received });
    logger?.warn({ checkoutRequestId: callback.CheckoutRequestID }, "an M-Pesa callback for a push we never made");
    return "unknown_checkout";
  }

  // The callback has no AccountReference: the push we stored (MerchantRequestID, booking reference) stands in.
  const [start] = await db
    .select({ detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.source, "start")));
  const started = (start?.detail ?? {}) as { merchantRequestId?: string };
  if (started.merchantRequestId && started.merchantRequestId !== callback.MerchantRequestID) {
    await db.insert(paymentEvents).values({
      paymentId: payment.id,
      source: "callback_mismatch",
      fromStatus: payment.status,
      toStatus: payment.status,
      detail: { ...received, expectedMerchantRequestId: started.merchantRequestId },
    });
    logger?.warn({ paymentId: payment.id }, "an M-Pesa callback's MerchantRequestID is not the push's; ignored");
    return "mismatched_request";
  }

  if (resultCode === "0") {
    const receipt = items.get("MpesaReceiptNumber");
    const amount = Number(items.get("Amount"));
    if (amount * 100 !== payment.amount) {
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
    if (receipt === undefined || receipt === "") {
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

  const receipt = items.get("MpesaReceiptNumber");
  const result = await settlePayment(
    db,
    "mpesa",
    callback.CheckoutRequestID,
    settlementFor(resultCode, callback.ResultDesc, receipt === undefined ? null : String(receipt)),
    { source: "callback", detail: received },
    config.SITE_URL,
  );
  return result.changed ? "settled" : "repeat";
}
