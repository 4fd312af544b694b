// Who may make us send an STK push, and how often: per client address (IPv6 by its /64), per phone number
// across every booking, and per booking. Counted in the database (rate_limits), so every app server counts
// against the same numbers, and checked before any call to Daraja.
import { createHash } from "node:crypto";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import { MPESA_PUSHES_PER_BOOKING, MPESA_PUSHES_PER_CLIENT_ADDRESS, MPESA_PUSHES_PER_PHONE } from "./mpesa-limits";

/** Which limit refused a push: the words differ, since who can do something about it differs. */
export type MpesaPushLimit = "address" | "phone" | "booking";

export type MpesaPushAdmission = { allowed: true } | { allowed: false; by: MpesaPushLimit; retryAfterSeconds: number };

/** The per-address limit, with the operator's MPESA_PUSHES_PER_ADDRESS_PER_HOUR when set. */
export function mpesaPushesPerClientAddress(config: Partial<Pick<AppConfig, "MPESA_PUSHES_PER_ADDRESS_PER_HOUR">>) {
  return {
    limit: config.MPESA_PUSHES_PER_ADDRESS_PER_HOUR ?? MPESA_PUSHES_PER_CLIENT_ADDRESS.limit,
    windowMs: MPESA_PUSHES_PER_CLIENT_ADDRESS.windowMs,
  };
}

/** The rate_limits key of a phone number: hashed, so the table holds no phone numbers. */
export function phonePushKey(phone: string): string {
  return `mpesa-push-phone:${createHash("sha256").update(phone).digest("hex").slice(0, 32)}`;
}

/**
 * Counts one push request against each limit, broadest first, and stops at the first that refuses (a request
 * refused by its address does not use up the phone's allowance, so a stranger cannot spend a traveller's).
 * Without a known client address (no TCP peer), only the phone and the booking are counted.
 */
export async function admitMpesaPush(
  db: DatabaseOrTransaction,
  config: Partial<Pick<AppConfig, "MPESA_PUSHES_PER_ADDRESS_PER_HOUR">>,
  {
    bookingId,
    phone,
    clientAddress,
    now,
  }: { bookingId: number; phone: string; clientAddress: string | null; now?: number },
): Promise<MpesaPushAdmission> {
  const checks: { by: MpesaPushLimit; key: string; rule: { limit: number; windowMs: number } }[] = [
    ...(clientAddress
      ? [
          {
            by: "address" as const,
            key: `mpesa-push-address:${rateLimitSubject(clientAddress)}`,
            rule: mpesaPushesPerClientAddress(config),
          },
        ]
      : []),
    { by: "phone", key: phonePushKey(phone), rule: MPESA_PUSHES_PER_PHONE },
    { by: "booking", key: `mpesa-push:${bookingId}`, rule: MPESA_PUSHES_PER_BOOKING },
  ];
  for (const { by, key, rule } of checks) {
    const decision = await consumeRateLimit(db, { key, ...rule, ...(now === undefined ? {} : { now }) });
    if (!decision.allowed) return { allowed: false, by, retryAfterSeconds: decision.retryAfterSeconds };
  }
  return { allowed: true };
}
