// The booking page's Cancel booking and Erase personal data forms: one schema each, read by the server (the
// only authority) and drawn by the page with the same limits.
import { z } from "zod";

export const CANCEL_REASON_LIMITS = { minLength: 3, maxLength: 2000 } as const;

export const cancelBookingSchema = z.object({
  intent: z.literal("cancel"),
  reason: z
    .string()
    .trim()
    .min(1, "Say why the booking is cancelled.")
    .min(CANCEL_REASON_LIMITS.minLength, "Say why the booking is cancelled in a few words.")
    .max(CANCEL_REASON_LIMITS.maxLength, `Keep the reason under ${CANCEL_REASON_LIMITS.maxLength} characters.`),
});

/** Erasing asks for the booking's reference typed out, so it is never done by a slip of the mouse. */
export function eraseSchema(reference: string) {
  return z.object({
    intent: z.literal("erase"),
    confirmation: z
      .string()
      .trim()
      .refine((typed) => typed.toUpperCase() === reference.toUpperCase(), {
        message: `Type the booking's reference, ${reference}, to confirm.`,
      }),
  });
}
