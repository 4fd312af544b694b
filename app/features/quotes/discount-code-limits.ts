// How many discount codes one client may have checked: a valid code adds a line to the quote, so without a
// limit /api/quote (or the booking form) would tell a robot which guesses are codes. A person types one or
// two; the same code asked again (every change of dates or party re-asks it) is not counted.

/** Distinct codes one client address (an IPv6 /64) may have checked per window. */
export const DISCOUNT_CODE_TRIES_PER_WINDOW = 10;

/** The window of DISCOUNT_CODE_TRIES_PER_WINDOW: ten minutes. */
export const DISCOUNT_CODE_TRIES_WINDOW_MS = 10 * 60 * 1000;
