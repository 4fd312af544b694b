// The sign-in pages' forms: one schema each, used by the browser (inline errors) and the server.
import { z } from "zod";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate } from "~/i18n/translate";
import { STAFF_PASSWORD } from "./staff-policy";

const t = (id: keyof typeof authMessages & string, values?: Record<string, string | number>) =>
  translate(authMessages, id, values);

const emailField = z
  .string()
  .trim()
  .min(1, { message: t("auth.validation.emailRequired") })
  .max(320, { message: t("auth.validation.emailInvalid") })
  .pipe(z.email({ message: t("auth.validation.emailInvalid") }));

const newPasswordField = z
  .string()
  .min(1, { message: t("auth.validation.passwordRequired") })
  .min(STAFF_PASSWORD.minLength, { message: t("auth.validation.passwordTooShort", { min: STAFF_PASSWORD.minLength }) })
  .max(STAFF_PASSWORD.maxLength, { message: t("auth.validation.passwordTooLong", { max: STAFF_PASSWORD.maxLength }) });

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string()
    .min(1, { message: t("auth.validation.passwordRequired") })
    .max(STAFF_PASSWORD.maxLength, {
      message: t("auth.validation.passwordTooLong", { max: STAFF_PASSWORD.maxLength }),
    }),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1).max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: t("auth.validation.passwordsDiffer"),
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { message: t("auth.validation.passwordRequired") })
      .max(STAFF_PASSWORD.maxLength),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ["confirmPassword"],
    message: t("auth.validation.passwordsDiffer"),
  });

/** The code step of signing in: an authenticator app's code or a recovery code (two-factor-sign-in.server.ts). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: "Please type the code from your authenticator app, or a recovery code" })
    .max(64, { message: "That is longer than any code" }),
});
