// The two decisions staff take on an unmatched M-Pesa payment, one schema each (the server decides; the
// refusal comes back beside the row's form with the entries kept).
import { z } from "zod";

export const UNMATCHED_INTENTS = ["match", "refund"] as const;
export type UnmatchedIntent = (typeof UNMATCHED_INTENTS)[number];

const id = z.coerce
  .number({ error: "Choose a payment from the list." })
  .int()
  .positive("Choose a payment from the list.");
const note = z.string().trim().max(500, "Keep the note under 500 characters.").default("");

export const matchUnmatchedSchema = z.object({
  id,
  bookingReference: z
    .string({ error: "Enter the booking's reference, such as KSF-1002." })
    .trim()
    .regex(/^KSF-\d{4,}$/i, "Enter the booking's reference, such as KSF-1002."),
  purpose: z.enum(["deposit", "balance"], { error: "Choose whether it pays the deposit or the balance." }),
  note,
});

export const refundUnmatchedSchema = z.object({
  id,
  reference: z
    .string({ error: "Enter the refund's reference (M-Pesa reversal or bank transfer)." })
    .trim()
    .min(3, "Enter the refund's reference (M-Pesa reversal or bank transfer).")
    .max(120, "Keep the reference under 120 characters."),
  note,
});
