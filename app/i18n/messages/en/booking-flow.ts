// The three-step booking flow (/booking/{packageId}), with the texts it shares with the safari page's form.
import { defineMessages } from "~/i18n/translate";
import { bookingSharedMessages } from "./booking-shared";

export const bookingFlowMessages = {
  ...bookingSharedMessages,
  ...defineMessages("booking-flow", {
    // The booking flow (/booking/{packageId})
    "bookings.flow.eyebrow": "Book your safari",
    "bookings.flow.steps": "Booking steps",
    "bookings.flow.step.details": "Booking Details",
    "bookings.flow.step.payment": "Payment",
    "bookings.flow.step.confirmation": "Confirmation",
    "bookings.flow.step.status.complete": "completed",
    "bookings.flow.step.status.current": "current step",
    "bookings.flow.stepOf": "Step {step} of {total}",
    "bookings.flow.details.intro": "Tell us who is travelling and when you would like to start.",
    "bookings.flow.country": "Country",
    "bookings.flow.countryPlaceholder": "Select your country",
    "bookings.flow.email": "Email",
    "bookings.flow.phone": "Phone number",
    "bookings.flow.startDate": "Start date",
    "bookings.flow.specialRequests": "Special requests",
    "bookings.flow.specialRequestsHint": "Dietary needs, accessibility, celebrations, room set-up...",
    "bookings.flow.continue": "Continue to Payment",
    "bookings.flow.continuing": "Checking...",
    "bookings.flow.summary.title": "Booking summary",
    "bookings.flow.summary.package": "Package",
    "bookings.flow.summary.dates": "Dates",
    "bookings.flow.summary.dateRange": "{start} to {end}",
    "bookings.flow.summary.duration": "Duration",
    // The same words as catalogue.duration.days: ~/utils/format would bring every card's formatting to this page.
    "bookings.flow.summary.days": "{count, plural, one {# day} other {# days}}",
    "bookings.flow.summary.guests": "Guests",
    "bookings.flow.summary.guestCount": "{count, plural, one {# guest} other {# guests}}",
    "bookings.flow.summary.price": "Price",
    "bookings.flow.summary.total": "Total",
    "bookings.flow.summary.deposit": "Deposit ({percent}%)",
    "bookings.flow.summary.onRequest": "Price on request",
    "bookings.flow.summary.cancellation": "Free cancellation up to {days} days before the start date.",
    "bookings.flow.assistance.title": "Need assistance?",
    "bookings.flow.assistance.text": "Our safari specialists are happy to help you plan your trip.",
    "bookings.flow.assistance.contact": "Contact us",
    "bookings.flow.assistance.call": "or call {phone}",
    "bookings.flow.refusedTitle": "Your booking was not sent",
  }),
};
