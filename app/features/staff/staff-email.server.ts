// The e-mails staff accounts receive (password reset links), queued in the outbox that the delivery
// job sends; without SMTP they are held there for staff to read in the portal.
import type { DatabaseOrTransaction } from "~/db/client.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { PASSWORD_RESET } from "./staff-policy";

export interface PasswordResetEmailInput {
  to: string;
  name: string;
  /** The link to /update-password carrying the single-use token. */
  url: string;
}

export function passwordResetEmail({ name, url }: PasswordResetEmailInput) {
  const minutes = Math.round(PASSWORD_RESET.tokenLifetimeSeconds / 60);
  const subject = "Reset your Heartbeest Safari staff password";
  const textBody = [
    `Hello ${name},`,
    "",
    "Someone (hopefully you) asked to reset the password of your Heartbeest Safari staff account.",
    "Open this link to choose a new password:",
    "",
    url,
    "",
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail: your password stays as it is.`,
  ].join("\n");
  return { subject, textBody };
}

export async function queuePasswordResetEmail(
  db: DatabaseOrTransaction,
  input: PasswordResetEmailInput,
): Promise<void> {
  const { subject, textBody } = passwordResetEmail(input);
  await enqueueEmail(db, { kind: "staff_password_reset", to: input.to, subject, text: textBody });
}
