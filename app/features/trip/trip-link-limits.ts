// How many private trip links may be minted. A link opens a page with passport numbers, dates of birth and
// medical notes, so minting is capped on every path: per booking (the booking itself, reminders, re-quotes,
// replies and staff re-issues all count) and per address for the paths a request starts (staff re-issue; a new
// booking is capped per address by BOOKING_RATE_LIMIT in bookings/booking-submissions.server.ts). A replayed
// booking post mints none at all.

/** Links minted for one booking within the window; the next is refused until the oldest leaves it. */
export const TRIP_LINKS_PER_BOOKING = { limit: 10, windowMs: 24 * 60 * 60_000 } as const;

/** Links one address may have minted by staff re-issue within the window. */
export const TRIP_LINKS_PER_ADDRESS = { limit: 30, windowMs: 60 * 60_000 } as const;
