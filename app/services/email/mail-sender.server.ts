// Hands outbox e-mails to the SMTP server named by SMTP_URL (nodemailer), and tells a mail server's
// permanent "no such recipient" apart from everything worth trying again.
import nodemailer from "nodemailer";
import type { OutboxEmail } from "./outbox.server";

export interface MailSender {
  send(email: OutboxEmail): Promise<void>;
  close(): void;
}

export interface MailSenderOptions {
  /** smtp:// or smtps:// URL with credentials, e.g. smtps://user:pass@smtp.example.com:465 */
  smtpUrl: string;
  /** MAIL_FROM, e.g. "Heartbeest Safari <bookings@example.com>". */
  from: string;
  /** How long each stage (connect, greeting, any silence) may take before the attempt fails. */
  timeoutMs: number;
}

export function createMailSender({ smtpUrl, from, timeoutMs }: MailSenderOptions): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.toAddress,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        // The same Message-ID on every attempt lets receiving servers drop a duplicate of a retried send.
        messageId: `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`,
      });
    },
    close() {
      transport.close();
    },
  };
}

interface SmtpError {
  code?: string;
  command?: string;
  responseCode?: number;
  message?: string;
}

/**
 * True when the receiving server refused the recipient for good (5xx to RCPT TO, or an address nodemailer
 * cannot use at all). Only then is an e-mail marked failed; a refused sender, a full mailbox reported as
 * 4xx, a lost connection or wrong credentials are all retried.
 */
export function isPermanentRecipientRejection(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, command, responseCode, message } = error as SmtpError;
  if (code !== "EENVELOPE") return false;
  if (command === "RCPT TO") return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
  if (command === "API") return typeof message === "string" && message.startsWith("Invalid recipient");
  return false;
}
