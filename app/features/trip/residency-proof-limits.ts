// What one trip page may send and keep, in one place: the proof of residency form explains these and the
// server enforces them before a byte is stored (trip-actions.server.ts). Kept apart from the server code so
// the form can name them too.

/** One document, as a traveller's phone photographs or scans it: PDF, JPEG or PNG of at most 5 MB. */
export const RESIDENCY_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Documents a booking keeps at once: one per traveller on the booking, never more than this (a larger group
 * sends several pages in one PDF). A new file for a booking that has them all must replace one; the
 * replaced document's bytes are gone with it, never kept alongside. So a booking holds at most
 * RESIDENCY_PROOFS_MAX_PER_BOOKING x RESIDENCY_PROOF_MAX_BYTES (40 MB), however often it uploads.
 */
export const RESIDENCY_PROOFS_MAX_PER_BOOKING = 8;

/** The window of the byte budgets below: a day from the first upload it counts. */
export const RESIDENCY_PROOF_BUDGET_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Bytes one booking may upload in a day, replacements included: four full-size documents. Replacing one
 * document over and over cannot churn the database's storage without end.
 */
export const RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY = 4 * RESIDENCY_PROOF_MAX_BYTES;

/**
 * Bytes one client address (an IPv6 client's whole /64) may upload in a day, over every trip page, by
 * default: eight full-size documents. An operator whose travellers share one address (a travel agent's
 * office, a school group's hotel) raises it with RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS.
 */
export const RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS_DEFAULT = 40;

/** The trip page's posts (travellers' details, a proof upload) per client address (an IPv6 client's /64). */
export const TRIP_POST_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;
