// The private link to a booking's trip page: a long random token (256 bits, base64url) that only the
// traveller's e-mail holds. The database keeps its SHA-256, so a copy of the database opens no trip page.
// A wrong, changed or revoked token finds nothing, exactly as a booking that does not exist.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, tripLinks } from "~/db/schema";
import { localizePath } from "~/i18n/paths";
import { currentLocale } from "~/i18n/translate";

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

/** A new link for the booking; earlier links keep working until staff revoke them. */
export async function issueTripLink(tx: DatabaseOrTransaction, bookingId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(tripLinks).values({ bookingId, tokenHash: hashTripToken(token) });
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
