// Booking text a traveller sees on both booking pages: form validation and the toasts after a booking.
// Validation messages and toast titles are the specification's exact wording.
// The booking flow's own texts are in booking-flow.ts, the confirmation e-mail's in booking-emails.ts, so
// neither ships with the safari page.
import { defineMessages } from "~/i18n/translate";
import { bookingSharedMessages } from "./booking-shared";

export const bookingsMessages = {
  ...bookingSharedMessages,
  ...defineMessages("bookings", {
    // Safari booking form (/safaris/{id})
    "bookings.validation.nameMin": "Name must be at least 2 characters",
    "bookings.validation.phoneInvalid": "Please enter a valid phone number",
    "bookings.validation.emailInvalid": "Please enter a valid email address",
    "bookings.validation.countryRequired": "Please select a country",
    "bookings.validation.adultsMin": "At least 1 adult is required",
    "bookings.validation.adultsMax": "Maximum 20 adults allowed",
    "bookings.validation.childrenMin": "Number of children cannot be negative",
    "bookings.validation.childrenMax": "Maximum 20 children allowed",
    "bookings.validation.arrivalRequired": "Arrival date is required",
    "bookings.validation.arrivalPast": "Arrival date cannot be in the past",
    "bookings.validation.departureRequired": "Departure date is required",
    "bookings.validation.departureAfterArrival": "Departure date must be after arrival date",
    "bookings.validation.tripTooLong": "A trip can last at most {days} days",

    // Booking flow form (/booking/{packageId})
    "bookings.validation.emailRequired": "Email is required",
    "bookings.validation.emailPattern": "Invalid email address",
    "bookings.validation.phoneRequired": "Phone number is required",
    "bookings.validation.startDateRequired": "Start date is required",
    "bookings.validation.startDatePast": "Start date cannot be in the past",
    "bookings.validation.paymentChoiceRequired": "Please choose how you would like to pay",

    // Shared
    "bookings.validation.wholeNumber": "Please enter a whole number",
    "bookings.validation.invalidDate": "Please enter a valid date",
    "bookings.validation.dateTooFar": "Please choose a date within the next {years} years",
    "bookings.validation.tooLong": "Please use at most {max} characters",

    // Toasts after posting a booking
    "bookings.toast.submitted.title": "Booking Request Submitted Successfully!",
    "bookings.toast.submitted.emailSent":
      "Thank you for your booking request (reference {reference}). A confirmation email has been sent and we will contact you soon.",
    "bookings.toast.submitted.emailUnavailable":
      "Thank you for your booking request (reference {reference}). We will contact you soon. Email confirmation temporarily unavailable.",
    "bookings.toast.submitted.withoutReference":
      "Thank you for your booking request. A confirmation email has been sent and we will contact you soon.",
    "bookings.toast.error.title": "Submission Error",
    "bookings.toast.error.description":
      "There was an issue submitting your booking. Please try again or contact us directly.",
    "bookings.toast.alreadyReceived.title": "Booking request already received",
    "bookings.toast.alreadyReceived.description":
      "We have already received this booking request. Its confirmation was sent by email to the address given in it; please use the links in that email.",
    "bookings.toast.rateLimited.title": "Too many booking requests",
    "bookings.toast.rateLimited.description":
      "Please wait {minutes, plural, one {# minute} other {# minutes}} before sending another booking request, or contact us directly.",
    "bookings.toast.packageNotFound.title": "Package not found",
    "bookings.toast.packageNotFound.description": "The requested safari package could not be found.",

    // The 'Book This Safari' form (/safaris/{id})
    "bookings.form.label": "Book this safari",
    "bookings.form.name": "Full name",
    "bookings.form.phone": "Phone",
    "bookings.form.email": "Email",
    "bookings.form.country": "Country",
    "bookings.form.countryPlaceholder": "Select your country",
    "bookings.form.adults": "Adults",
    "bookings.form.children": "Children",
    "bookings.form.arrival": "Arrival date",
    "bookings.form.departure": "Departure date",
    "bookings.form.message": "Message",
    "bookings.form.otherInfo": "Other information",
    "bookings.form.otherInfoHint": "Dietary needs, accessibility, celebrations or other special requests.",
    "bookings.form.estimate": "Estimated total for {guests, plural, one {# guest} other {# guests}}: {total}",
    "bookings.form.submit": "Send Booking Request",
    "bookings.form.submitting": "Submitting...",

    // Booking flow: the package could not be loaded
    "bookings.toast.loadError.title": "Error loading package details",
    "bookings.toast.loadError.description": "Could not load package details. Please try again later.",
  }),
};

export type BookingsMessageId = keyof typeof bookingsMessages;
