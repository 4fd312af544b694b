// A booking's own records, looked up only through the booking: "payment X of booking Y", "proof X of booking
// Y". Every staff and traveller action that names a record by an id from a form or a URL goes through here,
// so an id of another booking's record is the same "not found" as an id that does not exist, and an id
// beyond the database's integer range is "not found" rather than a failed query.
import { and, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { type PAYMENT_METHODS, payments, residencyProofs } from "~/db/schema";

/** The largest value of a PostgreSQL `integer` (ids, and amounts in minor units). */
export const INTEGER_MAX = 2_147_483_647;

/** An id as typed in a form or a URL: whole digits from 1 to INTEGER_MAX, else null. */
export function recordId(raw: unknown): number | null {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^\d{1,20}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INTEGER_MAX ? id : null;
}

export type BookingPayment = typeof payments.$inferSelect;

/**
 * Payment `paymentId` of booking `bookingId` (of `method` when given), or undefined when there is none or it
 * belongs to another booking. `lock` takes the row for update inside a transaction (a refund's check).
 */
export async function findBookingPayment(
  db: DatabaseOrTransaction,
  bookingId: number,
  paymentId: unknown,
  { method, lock = false }: { method?: (typeof PAYMENT_METHODS)[number]; lock?: boolean } = {},
): Promise<BookingPayment | undefined> {
  const id = recordId(paymentId);
  const booking = recordId(bookingId);
  if (id === null || booking === null) return undefined;
  const where = and(
    eq(payments.id, id),
    eq(payments.bookingId, booking),
    method ? eq(payments.method, method) : undefined,
  );
  const query = db.select().from(payments).where(where);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Proof of residency `proofId` of booking `bookingId` (without its file), or undefined. */
export async function findBookingProof(db: DatabaseOrTransaction, bookingId: number, proofId: unknown) {
  const id = recordId(proofId);
  const booking = recordId(bookingId);
  if (id === null || booking === null) return undefined;
  const [row] = await db
    .select({
      id: residencyProofs.id,
      bookingId: residencyProofs.bookingId,
      status: residencyProofs.status,
      reviewNote: residencyProofs.reviewNote,
    })
    .from(residencyProofs)
    .where(and(eq(residencyProofs.id, id), eq(residencyProofs.bookingId, booking)));
  return row;
}
