// Right after a booking commits, the traveller's confirmation is tried at once, so the page can say
// whether it went out. Whatever happens here, the booking stands and the e-mail stays in the outbox.
import type { Database } from "~/db/client.server";
import {
  claimEmailByKey,
  DELIVERY_TIMEOUT_MS,
  type DeliveryLogger,
  deliverClaimedEmail,
  type MailConfig,
  type RetryPolicy,
  retryPolicyOf,
} from "~/services/email/delivery.server";
import { createMailSender } from "~/services/email/mail-sender.server";
import { findEmailByKey } from "~/services/email/outbox.server";
import { bookingEmailKey } from "./booking-emails";

/** How long the traveller's page waits for the confirmation e-mail before answering without it. */
export const IMMEDIATE_SEND_TIMEOUT_MS = 5_000;

/**
 * Tries to deliver booking `bookingId`'s confirmation now; resolves to true when it has been sent (now or
 * before), false otherwise. Never throws. On failure the e-mail stays pending and the delivery job retries
 * it; if the wait times out the attempt carries on in the background and records its own outcome.
 */
export async function sendBookingConfirmationNow(
  db: Database,
  bookingId: number,
  config: MailConfig,
  {
    timeoutMs = IMMEDIATE_SEND_TIMEOUT_MS,
    retry = retryPolicyOf(config),
    logger,
  }: { timeoutMs?: number; retry?: RetryPolicy; logger?: DeliveryLogger } = {},
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  try {
    const key = bookingEmailKey(bookingId, "confirmation");
    const email = await claimEmailByKey(db, key);
    if (!email) {
      // Already sent (a replayed post), being sent by the job right now, held or refused.
      return (await findEmailByKey(db, key))?.status === "sent";
    }
    // The page stops waiting after `timeoutMs`; the attempt itself may take as long as the job's would.
    const sender = createMailSender({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      timeoutMs: DELIVERY_TIMEOUT_MS,
    });
    const attempt = deliverClaimedEmail(db, sender, email, { retry, logger })
      .catch((error: unknown) => {
        logger?.error({ err: error, emailId: email.id }, "recording the booking confirmation's delivery failed");
        return "retry" as const;
      })
      .finally(() => sender.close());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), timeoutMs);
    });
    const outcome = await Promise.race([attempt, timeout]);
    clearTimeout(timer);
    return outcome === "sent";
  } catch (error) {
    logger?.error({ err: error, bookingId }, "sending the booking confirmation right away failed");
    return false;
  }
}
