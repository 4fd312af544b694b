// Re-quoting a booking from its staff page: the form's one schema (read by the action, the only authority)
// and the staff discount, applied to a quote the way a discount code is (never to government park fees).
// Pure: the server module (booking-requote.server.ts) reads the rate book and the ledger around it.
import { z } from "zod";
import { MAX_TYPED_MINOR_UNITS, parseTypedAmount } from "~/features/payments/money-limits";
import { minorUnitFactor, percentOf, ratioOf, scaleRoundHalfUp, times } from "~/features/quotes/quote-engine-money";
import type { Quote, QuoteLine, ResidenceCountry, Residency } from "~/features/quotes/rate-book";
import {
  readTravellerResidency,
  type TravellerResidency,
  travellerResidencyValue,
} from "~/features/quotes/trip-choice";
import { BUSINESS_TERMS } from "~/utils/constants";

export const REQUOTE_INTENTS = ["requote-preview", "requote-confirm"] as const;
export type RequoteIntent = (typeof REQUOTE_INTENTS)[number];

export function isRequoteIntent(intent: unknown): intent is RequoteIntent {
  return typeof intent === "string" && (REQUOTE_INTENTS as readonly string[]).includes(intent);
}

/** Staff's words for a traveller's residency (TRAVELLER_RESIDENCIES, and "resident" from before the country was asked). */
export const RESIDENCY_LABELS: Record<TravellerResidency | "resident", string> = {
  non_resident: "Non-resident",
  resident_kenya: "Resident of Kenya",
  resident_tanzania: "Resident of Tanzania",
  resident: "Resident of Kenya or Tanzania (not said which)",
  citizen: "East African citizen",
};

/** The label of a quote's or choice's residency, the country included. */
export function residencyLabel(choice: { residency: Residency; residentOf?: ResidenceCountry | null }): string {
  const value = travellerResidencyValue({ residency: choice.residency, residentOf: choice.residentOf ?? null });
  return RESIDENCY_LABELS[value as keyof typeof RESIDENCY_LABELS] ?? value;
}

export type StaffDiscount = { kind: "amount"; amount: number } | { kind: "percent"; percent: number };

export interface RequoteChoices {
  /** Price at today's rate book even when the party stays the same. */
  reprice: boolean;
  adults: number;
  childAges: number[];
  singles: number;
  /** As the form names it ("resident_kenya"...): readTravellerResidency reads it into the quote's terms. */
  residency: string;
  discount: StaffDiscount | null;
  reason: string;
  /** On confirming: the total the preview showed, so a price that moved in between is shown again first. */
  expectedTotal: number | null;
}

const whole = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .regex(/^\d{1,2}$/, `Enter ${label} as a whole number from ${min} to ${max}.`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `Enter ${label} as a whole number from ${min} to ${max}.`);

export const requoteSchema = z
  .object({
    intent: z.enum(REQUOTE_INTENTS),
    reprice: z.string().optional(),
    adults: whole("the number of adults", 1, 20),
    childAges: z
      .string()
      .trim()
      .default("")
      .transform((raw, ctx) => {
        if (raw === "") return [];
        const parts = raw.split(/[,;\s]+/).filter(Boolean);
        if (parts.some((part) => !/^\d{1,2}$/.test(part) || Number(part) > 17)) {
          ctx.addIssue({
            code: "custom",
            message: "Give each child's age in whole years from 0 to 17, separated by commas (4, 9).",
          });
          return z.NEVER;
        }
        return parts.map(Number);
      }),
    singles: whole("the number of single rooms", 0, 20),
    residency: z
      .string({ error: "Choose the residency the party travels at." })
      .refine((value) => readTravellerResidency(value) !== null, "Choose the residency the party travels at."),
    discountKind: z.enum(["none", "amount", "percent"], { error: "Choose no discount, an amount or a percent." }),
    discountValue: z.string().trim().default(""),
    reason: z
      .string({ error: "Say why the booking is re-quoted." })
      .trim()
      .min(1, "Say why the booking is re-quoted (kept in the booking's history; the traveller does not see it).")
      .max(500, "Please use at most 500 characters."),
    expectedTotal: z.string().trim().default(""),
  })
  .transform((form, ctx): RequoteChoices => {
    if (form.singles > form.adults) {
      ctx.addIssue({ code: "custom", path: ["singles"], message: "Single rooms are for adults: at most one each." });
    }
    if (form.adults + form.childAges.length > 20) {
      ctx.addIssue({ code: "custom", path: ["childAges"], message: "At most 20 travellers in all." });
    }
    let discount: StaffDiscount | null = null;
    if (form.discountKind === "amount") {
      const amount = parseTypedAmount(form.discountValue);
      if (amount === null || amount === 0) {
        ctx.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Enter the discount as an amount above zero, such as 150 or 150.50.",
        });
      } else if (amount > MAX_TYPED_MINOR_UNITS) {
        ctx.addIssue({ code: "custom", path: ["discountValue"], message: "That discount is more than any total." });
      } else {
        discount = { kind: "amount", amount };
      }
    } else if (form.discountKind === "percent") {
      const percent = /^\d{1,3}(\.\d{1,2})?$/.test(form.discountValue) ? Number(form.discountValue) : Number.NaN;
      if (!(percent > 0 && percent <= 100)) {
        ctx.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Enter the discount as a percent above 0 and at most 100, such as 10 or 12.5.",
        });
      } else {
        discount = { kind: "percent", percent };
      }
    }
    const expected = /^\d{1,12}$/.test(form.expectedTotal) ? Number(form.expectedTotal) : null;
    return {
      reprice: form.reprice === "on",
      adults: form.adults,
      childAges: form.childAges,
      singles: form.singles,
      residency: form.residency,
      discount,
      reason: form.reason,
      expectedTotal: expected,
    };
  });

/** The quote without the discounts staff gave on earlier re-quotes (a code's discount stays). */
export function withoutStaffDiscounts(quote: Quote): Quote {
  return totalled({ ...quote, lines: quote.lines.filter((line) => !line.staff) });
}

/**
 * The quote with a staff discount: a percent of, or an amount capped at, what the lines other than park fees
 * add up to (a discount code's line included), as one `discount` line marked `staff`. `label` is written in
 * the traveller's language by the caller.
 */
export function withStaffDiscount(quote: Quote, discount: StaffDiscount, label: string): Quote {
  if (quote.priceOnRequest) return quote;
  const discountable = Math.max(
    0,
    quote.lines.filter((line) => line.kind !== "park_fee").reduce((sum, line) => sum + (line.amount ?? 0), 0),
  );
  const off =
    discount.kind === "percent" ? percentOf(discountable, discount.percent) : Math.min(discount.amount, discountable);
  const line: QuoteLine = { kind: "discount", label, quantity: 1, unitAmount: -off, amount: -off, staff: true };
  return totalled({ ...quote, lines: [...quote.lines, line] });
}

/** Total, deposit, balance and the display total worked out again from the lines, as the engine does. */
function totalled(quote: Quote): Quote {
  if (quote.lines.some((line) => line.amount === null)) {
    return { ...quote, total: null, deposit: null, balance: null, priceOnRequest: true };
  }
  const total = quote.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const deposit = percentOf(total, BUSINESS_TERMS.depositPercent);
  const { display } = quote;
  const displayTotal =
    display.currency === quote.currency
      ? total
      : display.rate === null
        ? null
        : scaleRoundHalfUp(total, times(ratioOf(display.rate), minorUnitFactor(quote.currency, display.currency)));
  return {
    ...quote,
    total,
    deposit,
    balance: total - deposit,
    priceOnRequest: false,
    display: { ...display, total: displayTotal },
  };
}
