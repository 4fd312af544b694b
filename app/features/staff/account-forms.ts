// The forms of Your account and the owner's Staff page: one schema each, for the browser and the server.
import { z } from "zod";
import { STAFF_PASSWORD, STAFF_ROLES } from "./staff-policy";

export const passwordCheckSchema = z.object({
  password: z
    .string()
    .min(1, { message: "Please type your password" })
    .max(STAFF_PASSWORD.maxLength, { message: "That is longer than any password here" }),
});

export const setupCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, { message: "Type the 6 digits your authenticator app shows" })),
});

export const sessionSchema = z.object({ sessionId: z.string().trim().min(1).max(200) });

export const roleChangeSchema = z.object({
  userId: z.string().trim().min(1).max(200),
  role: z.enum(STAFF_ROLES, { message: "Please choose a role" }),
});

export const accountSchema = z.object({ userId: z.string().trim().min(1).max(200) });

/** Blocking, unblocking and removing an account are asked twice: the confirmation posts `confirmed=yes`. */
export const ACCOUNT_STEPS = ["block", "unblock", "remove"] as const;
export type AccountStep = (typeof ACCOUNT_STEPS)[number];

export const NOT_CONFIRMED_MESSAGE = "Please confirm first: use the button beside the account, then confirm.";

export const ACCOUNT_INTENTS = [
  "start-two-factor",
  "confirm-two-factor",
  "cancel-two-factor",
  "new-recovery-codes",
  "turn-off-two-factor",
  "end-session",
  "end-other-sessions",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export const STAFF_INTENTS = [
  "require-two-factor",
  "change-role",
  "sign-out-everywhere",
  "reset-two-factor",
  "invite",
  "resend-invitation",
  "revoke-invitation",
  "block",
  "unblock",
  "remove",
] as const;
export type StaffIntent = (typeof STAFF_INTENTS)[number];
