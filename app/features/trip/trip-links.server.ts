// The private link to a booking's trip page: a long random token (256 bits, base64url) that only the
// traveller's e-mail holds. The database keeps its SHA-256, so a copy of the database opens no trip page.
// A wrong, changed or revoked token finds nothing, exactly as a booking that does not exist.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, tripLinks } from "~/db/schema";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { localizePath } from "~/i18n/paths";
import { currentLocale } from "~/i18n/translate";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { TRIP_LINKS_PER_ADDRESS, TRIP_LINKS_PER_BOOKING } from "./trip-link-limits";

export type TripBooking = typeof bookings.$inferSelect;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashTripToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The trip page's English address (e-mails localize it to the booking's language: localizePath). */
export function tripPath(token: string): string {
  return `/trip/${token}`;
}

/** The trip page in the language of the page being answered: /de/reise/{token} from a German page. */
export function localTripPath(token: string): string {
  return localizePath(tripPath(token), currentLocale());
}

/** Thrown when minting a link would pass a cap of trip-link-limits.ts; nothing was minted. */
export class TripLinkLimitError extends Error {
  constructor(
    readonly limit: "booking" | "address",
    readonly retryAfterSeconds: number,
  ) {
    super(`trip link limit reached (per ${limit}); retry after ${retryAfterSeconds} s`);
    this.name = "TripLinkLimitError";
  }
}

export function tripLinkRateLimitKey(clientAddress: string): string {
  return `trip-link:${rateLimitSubject(clientAddress)}`;
}

/**
 * A new link for the booking; earlier links keep working until staff revoke them. Refused (TripLinkLimitError)
 * past TRIP_LINKS_PER_BOOKING, and past TRIP_LINKS_PER_ADDRESS for the address a request came from.
 */
export async function issueTripLink(
  tx: DatabaseOrTransaction,
  bookingId: number,
  {
    clientAddress = null,
    now = new Date(),
    firstLink = false,
  }: {
    clientAddress?: string | null;
    now?: Date;
    /** The booking is being created in `tx`: it has no link yet, so its own limit needs no look. */
    firstLink?: boolean;
  } = {},
): Promise<string> {
  const since = new Date(now.getTime() - TRIP_LINKS_PER_BOOKING.windowMs);
  const recent = firstLink
    ? []
    : await tx
        .select({ createdAt: tripLinks.createdAt })
        .from(tripLinks)
        .where(and(eq(tripLinks.bookingId, bookingId), gt(tripLinks.createdAt, since)))
        .orderBy(asc(tripLinks.createdAt))
        .limit(TRIP_LINKS_PER_BOOKING.limit);
  if (recent.length >= TRIP_LINKS_PER_BOOKING.limit) {
    const oldest = recent[0]?.createdAt ?? now;
    const freeAt = oldest.getTime() + TRIP_LINKS_PER_BOOKING.windowMs;
    throw new TripLinkLimitError("booking", Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
  }
  if (clientAddress) {
    const decision = await consumeRateLimit(tx, {
      key: tripLinkRateLimitKey(clientAddress),
      ...TRIP_LINKS_PER_ADDRESS,
      now: now.getTime(),
    });
    if (!decision.allowed) throw new TripLinkLimitError("address", decision.retryAfterSeconds);
  }
  const token = randomBytes(32).toString("base64url");
  await tx.insert(tripLinks).values({ bookingId, tokenHash: hashTripToken(token), createdAt: now });
  return token;
}

/** The booking behind a live token, or null for anything else (no shape check leaks which part was wrong). */
export async function findBookingByTripToken(db: DatabaseOrTransaction, token: string): Promise<TripBooking | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ booking: bookings })
    .from(tripLinks)
    .innerJoin(bookings, eq(bookings.id, tripLinks.bookingId))
    .where(and(eq(tripLinks.tokenHash, hashTripToken(token)), isNull(tripLinks.revokedAt)));
  return row?.booking ?? null;
}

/** Revokes every live link of the booking; returns how many. */
export async function revokeTripLinks(db: DatabaseOrTransaction, bookingId: number): Promise<number> {
  const revoked = await db
    .update(tripLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt)))
    .returning({ id: tripLinks.id });
  return revoked.length;
}

export async function liveTripLinkCount(db: DatabaseOrTransaction, bookingId: number): Promise<number> {
  const rows = await db
    .select({ id: tripLinks.id })
    .from(tripLinks)
    .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt)));
  return rows.length;
}
