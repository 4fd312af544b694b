// Limits of the booking forms beyond the specification's own (app/utils/constants.ts): maximum text
// lengths, so an oversized field is a field error and never a database error, and how far ahead a trip
// can be booked.

export const BOOKING_TEXT_LIMITS = {
  name: 100,
  phone: 40,
  email: 254,
  message: 2000,
  otherInfo: 2000,
  specialRequests: 2000,
} as const;

/** A phone number needs at least this many digits, whatever spaces, "+" or brackets surround them. */
export const PHONE_MIN_DIGITS = 6;

export const BOOKING_DATE_LIMITS = {
  /** Trips start at most this many years ahead (operators plan about two seasons out). */
  horizonYears: 3,
  /** Longest stay the safari form accepts, arrival to departure. */
  maxTripDays: 90,
} as const;
