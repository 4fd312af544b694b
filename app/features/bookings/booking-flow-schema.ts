// The three-step booking flow on /booking/{packageId}: the details step, then the payment step's choice.
// Shared by the browser (inline errors) and the server (the only authority). No card numbers are taken:
// the traveller pays the deposit by bank transfer or M-Pesa, or asks for a quote and pays later.
import { z } from "zod";
import { SAFARI_FORM } from "~/utils/constants";
import { BOOKING_TEXT_LIMITS } from "~/utils/form-limits";
import {
  countryName,
  emailAddress,
  message,
  optionalText,
  phoneNumber,
  travellerName,
  upcomingDate,
} from "./booking-form-fields";
import type { QuoteRefusalFields } from "./booking-quote-choices";
import { bookingQuoteShape, PARTY_CHECKS_WHEN, partyChecks, partyShape } from "./booking-quote-schema";
import { type BookingRequest, PAYMENT_CHOICES, type PaymentChoice } from "./booking-request";

export { PAYMENT_CHOICES, type PaymentChoice };

/** Field names of the details step, as the inputs must be named. */
export const BOOKING_FLOW_FIELDS = [
  "name",
  "email",
  "phone",
  "country",
  "adults",
  "children",
  "startDate",
  "specialRequests",
  "residency",
  "childAges",
  "singles",
  "discountCode",
  "quotedTotal",
] as const;

/** Field name of the payment step's choice (radio buttons with the values of PAYMENT_CHOICES). */
export const PAYMENT_CHOICE_FIELD = "paymentChoice";

export function bookingFlowDefaults({ today }: { today: string }) {
  return { adults: SAFARI_FORM.adults.default, children: SAFARI_FORM.children.default, startDate: today } as const;
}

/**
 * The details step for package `packageId`: its fields in, the BookingRequest they ask for out (no payment
 * chosen yet).
 */
export function createBookingFlowSchema({ today, packageId }: { today: string; packageId: number }) {
  return detailsObject({ today })
    .superRefine(partyChecks, PARTY_CHECKS_WHEN)
    .transform((details) => flowBookingRequest(packageId, details, null));
}

/** Where each refusal of the quote shows on the flow's details step. */
export const FLOW_QUOTE_FIELDS = {
  start: "startDate",
  adults: "adults",
  childAges: "childAges",
  singles: "singles",
  code: "discountCode",
  other: "startDate",
} as const satisfies QuoteRefusalFields<(typeof BOOKING_FLOW_FIELDS)[number]>;

/** The flow's words for a booking. */
function flowBookingRequest(packageId: number, details: FlowDetails, payment: PaymentChoice | null): BookingRequest {
  return {
    form: "booking_flow",
    trip: {
      packageId,
      start: details.startDate,
      adults: details.adults,
      childAges: details.childAges,
      ...details.residency,
      singles: details.singles,
      code: details.discountCode,
    },
    departure: null,
    traveller: {
      name: details.name,
      email: details.email,
      phone: details.phone,
      country: details.country,
      message: null,
      specialRequests: details.specialRequests,
    },
    payment,
    quotedTotal: details.quotedTotal,
  };
}

function detailsObject({ today }: { today: string }) {
  return z.object({
    // The name as the 'Book This Safari' form asks it (decision 032).
    name: travellerName(),
    email: emailAddress({
      required: message("bookings.validation.emailRequired"),
      invalid: message("bookings.validation.emailPattern"),
      max: BOOKING_TEXT_LIMITS.email,
    }),
    phone: phoneNumber({
      required: message("bookings.validation.phoneRequired"),
      invalid: message("bookings.validation.phoneInvalid"),
      max: BOOKING_TEXT_LIMITS.phone,
    }),
    // Asked as the 'Book This Safari' form asks it: both ways of booking take the same details.
    country: countryName(),
    // The party as the 'Book This Safari' form asks it: adults, children and their ages.
    ...partyShape,
    startDate: upcomingDate({
      required: message("bookings.validation.startDateRequired"),
      past: message("bookings.validation.startDatePast"),
      today,
    }),
    specialRequests: optionalText(BOOKING_TEXT_LIMITS.specialRequests),
    ...bookingQuoteShape,
  });
}

export function createPaymentStepSchema() {
  return z.object({
    [PAYMENT_CHOICE_FIELD]: z.enum(PAYMENT_CHOICES, { error: message("bookings.validation.paymentChoiceRequired") }),
  });
}

/** The final post of the flow carries the details (hidden fields or the same form) and the payment choice. */
export function createBookingFlowSubmissionSchema({ today, packageId }: { today: string; packageId: number }) {
  return detailsObject({ today })
    .extend(createPaymentStepSchema().shape)
    .superRefine(partyChecks, PARTY_CHECKS_WHEN)
    .transform(({ paymentChoice, ...details }) => flowBookingRequest(packageId, details, paymentChoice));
}

type FlowDetails = z.output<ReturnType<typeof detailsObject>>;
