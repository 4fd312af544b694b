// The invitation's forms and rules: the owner's invite form (/admin/staff) and the password the invited
// person chooses (/invite/{token}), one schema each for the browser and the server.
import { z } from "zod";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate } from "~/i18n/translate";
import { STAFF_PASSWORD, STAFF_ROLES } from "./staff-policy";

export const STAFF_INVITATION = {
  /** A link works once, for this long. */
  lifetimeDays: 7,
  /** Where the e-mailed link leads: /invite/{token}. */
  path: "/invite",
  /** Opening or posting the invite page from one address: far above a person's use, far below guessing. */
  perAddress: { max: 30, windowSeconds: 15 * 60 },
} as const;

const t = (id: keyof typeof authMessages & string, values?: Record<string, string | number>) =>
  translate(authMessages, id, values);

export const inviteSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "Full name is required" })
    .max(200, { message: "Please keep it to 200 characters" }),
  email: z
    .string()
    .trim()
    .min(1, { message: "Email is required" })
    .max(320, { message: "Please enter a valid email address" })
    .pipe(z.email({ message: "Please enter a valid email address" }))
    .transform((value) => value.toLowerCase()),
  role: z.enum(STAFF_ROLES, { message: "Please choose a role" }),
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationIdSchema = z.object({
  invitationId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

/** The same rules as every other new password here (auth-forms.ts), asked twice. */
export const acceptInvitationSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, { message: t("auth.validation.passwordRequired") })
      .min(STAFF_PASSWORD.minLength, {
        message: t("auth.validation.passwordTooShort", { min: STAFF_PASSWORD.minLength }),
      })
      .max(STAFF_PASSWORD.maxLength, {
        message: t("auth.validation.passwordTooLong", { max: STAFF_PASSWORD.maxLength }),
      }),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: t("auth.validation.passwordsDiffer"),
  });
