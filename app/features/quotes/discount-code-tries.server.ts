// Counts the discount codes a client has had checked (discount-code-limits.ts), in the database so every app
// server counts together. A code already checked for this client in the window is free to ask again; a new one
// past the limit is not looked up at all.
import type { DatabaseOrTransaction } from "~/db/client.server";
import { consumeRateLimit, refundRateLimit } from "~/services/rate-limit.server";
import { DISCOUNT_CODE_TRIES_PER_WINDOW, DISCOUNT_CODE_TRIES_WINDOW_MS } from "./discount-code-limits";

export type DiscountCodeTry = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether `subject` (rateLimitSubject of the client's address) may have `code` checked now. Codes are compared
 * as the look-up compares them, without regard to case.
 */
export async function tryDiscountCode(
  db: DatabaseOrTransaction,
  subject: string,
  code: string,
  now = Date.now(),
): Promise<DiscountCodeTry> {
  const windowMs = DISCOUNT_CODE_TRIES_WINDOW_MS;
  const seenKey = `discount-code-seen:${subject}:${code.toLowerCase()}`;
  const seen = await consumeRateLimit(db, { key: seenKey, limit: 1, windowMs, now });
  // Asked before in this window and checked then: the answer is no news.
  if (!seen.allowed) return { allowed: true };
  const tries = await consumeRateLimit(db, {
    key: `discount-codes:${subject}`,
    limit: DISCOUNT_CODE_TRIES_PER_WINDOW,
    windowMs,
    now,
  });
  if (tries.allowed) return { allowed: true };
  // Not checked, so not remembered as checked: asked again, it is refused again until the window ends.
  await refundRateLimit(db, seenKey);
  return { allowed: false, retryAfterSeconds: tries.retryAfterSeconds };
}
