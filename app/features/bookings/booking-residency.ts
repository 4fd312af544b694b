// Where a booking's residency is read: one rule, in one place. Browser-safe.
import type { Quote, Residency } from "~/features/quotes/rate-book";

/**
 * The residency a booking travels at: its locked quote's, the one source. Every booking taken through the
 * booking pipeline (and every re-quote) has its quote; only a booking without one (from before quotes, or
 * stored by hand) falls back to the `residency` column, and null when that is empty too. The column is written
 * with each quote as a copy for staff's own queries; nothing else reads it.
 */
export function bookingResidency(booking: {
  quote: Pick<Quote, "residency"> | null;
  residency: Residency | null;
}): Residency | null {
  return booking.quote ? booking.quote.residency : booking.residency;
}
