// The staff money forms on a booking's page: record a transfer or cash, record a refund, revoke the trip
// link, review a proof of residency. One zod schema per form; the action is the only authority.
import { z } from "zod";
import { MAX_TYPED_MINOR_UNITS, parseTypedAmount } from "~/features/payments/money-limits";
import { QUOTE_CURRENCIES } from "~/features/quotes/rate-book";

/** 20,000,000.00: the limit as staff read it, whatever the currency (all have two decimals). */
const MAX_TYPED_AMOUNT = `${(MAX_TYPED_MINOR_UNITS / 100).toLocaleString("en-GB")}.00`;

export const PAYMENT_INTENTS = ["record-payment", "record-refund", "reissue-trip-link", "review-proof"] as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

export function isPaymentIntent(intent: unknown): intent is PaymentIntent {
  return typeof intent === "string" && (PAYMENT_INTENTS as readonly string[]).includes(intent);
}

/** An amount staff type, in minor units: positive, with at most the currency's decimals, below the limit. */
export const amountField = z
  .string({ error: "Enter the amount." })
  .trim()
  .min(1, "Enter the amount.")
  .transform((raw, ctx) => {
    if (raw.startsWith("-")) {
      ctx.addIssue({ code: "custom", message: "Enter the amount as a positive number." });
      return z.NEVER;
    }
    const minor = parseTypedAmount(raw);
    if (minor === null) {
      ctx.addIssue({ code: "custom", message: "Enter an amount such as 1500 or 1500.50 (at most two decimals)." });
      return z.NEVER;
    }
    if (minor === 0) {
      ctx.addIssue({ code: "custom", message: "Enter an amount above zero." });
      return z.NEVER;
    }
    if (minor > MAX_TYPED_MINOR_UNITS) {
      ctx.addIssue({
        code: "custom",
        message: `That is more than one entry can hold: at most ${MAX_TYPED_AMOUNT} of the currency. Record a larger sum in parts.`,
      });
      return z.NEVER;
    }
    return minor;
  });

export const manualPaymentSchema = z
  .object({
    intent: z.literal("record-payment"),
    method: z.enum(["bank_transfer", "cash"], { error: "Choose bank transfer or cash." }),
    purpose: z.enum(["deposit", "balance"], { error: "Choose whether it pays the deposit or the balance." }),
    amount: amountField,
    currency: z.enum(QUOTE_CURRENCIES, { error: "Choose the currency the money came in." }),
    receivedOn: z.iso.date({ error: "Enter the date the money arrived." }),
    reference: z.string().trim().max(120, "Please use at most 120 characters.").default(""),
    note: z.string().trim().max(2_000, "Please use at most 2,000 characters.").default(""),
  })
  .superRefine((entry, ctx) => {
    // A transfer without the bank's reference could be typed twice unnoticed; cash has no reference.
    if (entry.method === "bank_transfer" && entry.reference === "") {
      ctx.addIssue({
        code: "custom",
        path: ["reference"],
        message: "Enter the bank's reference for the transfer, so it can never be recorded twice.",
      });
    }
  });

export const refundSchema = z.object({
  intent: z.literal("record-refund"),
  // Checked against the booking by the ledger: another booking's payment is "not found".
  paymentId: z
    .string({ error: "Choose the payment to refund." })
    .trim()
    .regex(/^\d{1,20}$/, "Choose the payment to refund."),
  amount: amountField,
  reason: z.string().trim().min(1, "Say why the money is given back.").max(500, "Please use at most 500 characters."),
  reference: z.string().trim().max(120, "Please use at most 120 characters.").default(""),
});

export const reissueTripLinkSchema = z.object({ intent: z.literal("reissue-trip-link") });

export const proofReviewSchema = z
  .object({
    intent: z.literal("review-proof"),
    proofId: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/),
    decision: z.enum(["verified", "rejected"], { error: "Choose verified or rejected." }),
    reviewNote: z.string().trim().max(1_000, "Please use at most 1,000 characters.").default(""),
  })
  .superRefine((review, ctx) => {
    if (review.decision === "rejected" && review.reviewNote === "") {
      ctx.addIssue({
        code: "custom",
        path: ["reviewNote"],
        message: "Say why the proof is rejected; the traveller will be re-quoted at the non-resident rate.",
      });
    }
  });
