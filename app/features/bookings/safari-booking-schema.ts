// The 'Book This Safari' form on /safaris/{id}: one schema for inline checks in the browser and for the
// server, which alone decides. "Today" is a parameter: the server passes Nairobi's day, the browser its own.
import { z } from "zod";
import { daysBetween } from "~/utils/business-calendar";
import { SAFARI_FORM } from "~/utils/constants";
import { BOOKING_DATE_LIMITS, BOOKING_TEXT_LIMITS } from "~/utils/form-limits";
import {
  countryName,
  dateAfter,
  emailAddress,
  message,
  optionalText,
  phoneNumber,
  travellerName,
  upcomingDate,
} from "./booking-form-fields";
import type { QuoteRefusalFields } from "./booking-quote-choices";
import { bookingQuoteShape, PARTY_CHECKS_WHEN, partyChecks, partyShape } from "./booking-quote-schema";
import type { BookingRequest } from "./booking-request";

/** The form's field names, as the inputs must be named. */
export const SAFARI_BOOKING_FIELDS = [
  "name",
  "phone",
  "email",
  "country",
  "adults",
  "children",
  "arrival",
  "departure",
  "message",
  "otherInfo",
  "residency",
  "childAges",
  "singles",
  "discountCode",
  "quotedTotal",
] as const;

export const safariBookingDefaults = {
  adults: SAFARI_FORM.adults.default,
  children: SAFARI_FORM.children.default,
} as const;

/** Where each refusal of the quote shows on the form. */
export const SAFARI_QUOTE_FIELDS = {
  start: "arrival",
  adults: "adults",
  childAges: "childAges",
  singles: "singles",
  code: "discountCode",
  other: "arrival",
} as const satisfies QuoteRefusalFields<(typeof SAFARI_BOOKING_FIELDS)[number]>;

/** The form for safari `packageId`: its fields in, the BookingRequest they ask for out. */
export function createSafariBookingSchema({ today, packageId }: { today: string; packageId: number }) {
  const departureAfterArrival = message("bookings.validation.departureAfterArrival");
  return z
    .object({
      name: travellerName(),
      phone: phoneNumber({
        required: message("bookings.validation.phoneInvalid"),
        invalid: message("bookings.validation.phoneInvalid"),
        max: BOOKING_TEXT_LIMITS.phone,
        minLength: SAFARI_FORM.phoneMinLength,
      }),
      email: emailAddress({
        required: message("bookings.validation.emailInvalid"),
        invalid: message("bookings.validation.emailInvalid"),
        max: BOOKING_TEXT_LIMITS.email,
      }),
      country: countryName(),
      ...partyShape,
      arrival: upcomingDate({
        required: message("bookings.validation.arrivalRequired"),
        past: message("bookings.validation.arrivalPast"),
        today,
      }),
      // A departure in the past is before any possible arrival.
      departure: dateAfter({
        required: message("bookings.validation.departureRequired"),
        notAfter: departureAfterArrival,
        after: today,
      }),
      message: optionalText(BOOKING_TEXT_LIMITS.message),
      otherInfo: optionalText(BOOKING_TEXT_LIMITS.otherInfo),
      ...bookingQuoteShape,
    })
    .superRefine(
      ({ arrival, departure }, context) => {
        if (departure <= arrival) {
          context.addIssue({ code: "custom", path: ["departure"], message: departureAfterArrival });
        } else if (daysBetween(arrival, departure) > BOOKING_DATE_LIMITS.maxTripDays) {
          context.addIssue({
            code: "custom",
            path: ["departure"],
            message: message("bookings.validation.tripTooLong", { days: BOOKING_DATE_LIMITS.maxTripDays }),
          });
        }
      },
      // Compare the dates as soon as both are valid, even while other fields still have errors.
      {
        when: (payload) => !payload.issues.some((issue) => ["arrival", "departure"].includes(String(issue.path?.[0]))),
      },
    )
    .superRefine(partyChecks, PARTY_CHECKS_WHEN)
    .transform(
      (input): BookingRequest => ({
        form: "safari_form",
        trip: {
          packageId,
          start: input.arrival,
          adults: input.adults,
          childAges: input.childAges,
          ...input.residency,
          singles: input.singles,
          code: input.discountCode,
        },
        departure: input.departure,
        traveller: {
          name: input.name,
          email: input.email,
          phone: input.phone,
          country: input.country,
          message: input.message,
          specialRequests: input.otherInfo,
        },
        payment: null,
        quotedTotal: input.quotedTotal,
      }),
    );
}
