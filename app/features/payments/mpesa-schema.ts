// The M-Pesa payment form (purpose and phone), one schema for the browser's inline messages and the server.
import { z } from "zod";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate } from "~/i18n/translate";
import { MPESA_MAX_PER_TRANSACTION_KES } from "./mpesa-limits";

const t = (id: keyof typeof mpesaPaymentMessages & string, values?: Record<string, string | number>) =>
  translate(mpesaPaymentMessages, id, values);

/**
 * A Kenyan mobile number in Daraja's form, 254 and nine digits (2547XXXXXXXX, 2541XXXXXXXX), from what people
 * type: 0712 345 678, 0112-345-678, +254 712 345 678, 254712345678, 712345678. Null for anything else.
 */
export function normaliseKenyanPhone(typed: string): string | null {
  const digits = typed.trim().replace(/[\s().-]/g, "");
  const match = /^(?:\+?254|0)?([17]\d{8})$/.exec(digits);
  return match ? `254${match[1]}` : null;
}

/**
 * A number as the traveller would write it, with the middle hidden: 254712345678 becomes 0712 ••• 678. Enough
 * to recognise one's own phone, not enough to learn someone else's.
 */
export function maskedPhone(phone: string | null): string {
  const match = phone ? /^254(\d{3})\d{3}(\d{3})$/.exec(phone) : null;
  return match ? `0${match[1]} ••• ${match[2]}` : "••• •••";
}

export const MPESA_PURPOSES = ["deposit", "balance"] as const;

/**
 * What to pay now when paying in parts: whole shillings typed as "120000", "120,000" or "120 000"; empty means
 * the whole amount. Its upper bound is checked here against M-Pesa's limit, and on the server against what
 * is owed.
 */
export const mpesaPartSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const digits = value.replace(/[\s,]/g, "");
    const shillings = /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
    if (!(shillings >= 1 && shillings <= MPESA_MAX_PER_TRANSACTION_KES)) {
      context.addIssue({
        code: "custom",
        message: t("mpesa.error.partAmount", { max: MPESA_MAX_PER_TRANSACTION_KES.toLocaleString("en-GB") }),
      });
      return z.NEVER;
    }
    return shillings;
  });

// Each message is worded when an issue is raised, in the page's (browser) or request's (server) language: the
// schema itself is made once, when the module loads.
export const mpesaPaymentSchema = z.object({
  purpose: z.enum(MPESA_PURPOSES, { error: () => t("mpesa.error.purpose") }),
  phone: z
    .string({ error: () => t("mpesa.error.phoneRequired") })
    .trim()
    .min(1, { error: () => t("mpesa.error.phoneRequired") })
    .transform((value, context) => {
      const phone = normaliseKenyanPhone(value);
      if (!phone) {
        context.addIssue({ code: "custom", message: t("mpesa.error.phoneInvalid") });
        return z.NEVER;
      }
      return phone;
    }),
  amount: mpesaPartSchema,
});

export type MpesaPaymentFields = "purpose" | "phone" | "amount";
