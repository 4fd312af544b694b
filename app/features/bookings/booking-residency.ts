// Where a booking's residency is read: one rule, in one place. Browser-safe.
import type { Quote, Residency } from "~/features/quotes/rate-book";
import { travellerResidencyValue } from "~/features/quotes/trip-choice";

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

/**
 * The booking's residency as the forms name it, the country of a resident included ("resident_kenya"); "resident"
 * for a resident whose quote does not say where they live (booked before it was asked).
 */
export function bookingTravellerResidency(booking: {
  quote: Pick<Quote, "residency" | "residentOf"> | null;
  residency: Residency | null;
}): string | null {
  const residency = bookingResidency(booking);
  return residency && travellerResidencyValue({ residency, residentOf: booking.quote?.residentOf ?? null });
}
