// The three-step booking flow's views as the server hands them to the page (booking-flow-actions.server.ts)
// and the steps read them (booking-flow.tsx and its steps): kept apart from every component, so the steps and
// the page import them without importing each other.
import type { BOOKING_STATUSES } from "~/db/schema";
import type { Quote } from "~/features/quotes/rate-book";
import type { MaybeTranslated } from "~/features/translations/english-fallback";
import type { CountryOption } from "~/utils/countries";
import type { BOOKING_FLOW_FIELDS, PaymentChoice } from "./booking-flow-schema";
import type { BookingPrice } from "./booking-price";
import type { BookingToast } from "./booking-toasts";

type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type FlowDetailsField = (typeof BOOKING_FLOW_FIELDS)[number];
export type FlowDetailsValues = Partial<Record<FlowDetailsField, string>>;

/** The package as the flow needs it (`untranslated`: its words still in English on a page in another language). */
export interface FlowPackage extends MaybeTranslated {
  id: number;
  title: string;
  durationDays: number;
  /** Whole units of `currency`; null when priced on request. */
  price: number | null;
  currency: "KES" | "USD";
  pricePerPerson: boolean;
  imageUrl: string | null;
  location: string;
}

export interface FlowDetailsView {
  step: "details";
  values: FlowDetailsValues;
  fieldErrors: Partial<Record<FlowDetailsField, string>>;
  submissionToken: string;
  /** Nairobi's calendar day on the server: the earliest start date. */
  today: string;
  /** A refusal that is not about one field (an outage, a lost connection). */
  alert?: BookingToast | null;
  /** The server's quote for the entries, when 'Show price' asked for it. */
  quote?: Quote | null;
}

/** The details form's party and start date as the traveller types them, for the summary beside the form. */
export interface FlowLiveTrip {
  adults: string;
  children: string;
  startDate: string;
}

export interface FlowPaymentView {
  step: "payment";
  /** The details as the traveller typed them, carried in hidden fields (and back to the details step). */
  values: FlowDetailsValues;
  /** The chosen country as the page's language names it (the value posted stays the English name). */
  countryName?: string;
  submissionToken: string;
  trip: { guests: number; startDate: string; endDate: string };
  /** The quote the server gave for the details (its total is posted back as quotedTotal). */
  quote: Quote;
  /** The quote's figures in whole units, for the summary. */
  price: BookingPrice;
  paymentChoice: string;
  fieldErrors: { paymentChoice?: string };
  /** Too many requests, or the booking could not be stored. */
  alert: BookingToast | null;
}

/**
 * A stored booking as its own traveller may see it (findBookingForTraveller): the confirmation step shows it.
 */
export interface TravellerBooking {
  reference: string;
  status: BookingStatus;
  packageTitle: string;
  name: string;
  email: string;
  phone: string;
  guests: number;
  startDate: string;
  endDate: string;
  durationDays: number;
  specialRequests: string | null;
  paymentChoice: PaymentChoice | null;
  currency: Quote["currency"] | null;
  /** The quote the booking was taken at (amounts in minor units); null for bookings from before quotes. */
  quote: Quote | null;
  totalAmount: number | null;
  depositAmount: number | null;
  balanceAmount: number | null;
}

/** What the confirmation step shows: the traveller's booking and its trip page. */
export interface FlowConfirmedBooking extends TravellerBooking {
  /** The private trip page (pay buttons, itinerary, documents); null when the link no longer opens it. */
  tripPath: string | null;
}

interface Seo {
  siteUrl: string;
  path: string;
}

export type BookingFlowLoaderData =
  | {
      step: "details";
      package: FlowPackage;
      today: string;
      submissionToken: string;
      /** The country list, as data: the page's script stays small (it is drawn into the server's HTML anyway). */
      countries: readonly CountryOption[];
      seo: Seo;
    }
  | { step: "confirmation"; package: FlowPackage; booking: FlowConfirmedBooking; confirmationSent: boolean; seo: Seo };

export type BookingFlowActionData = FlowDetailsView | FlowPaymentView;
