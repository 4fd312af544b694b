// Booking text a traveller sees: form validation, the toasts after a booking, payment choices and the
// confirmation e-mail. Validation messages and toast titles are the specification's exact wording.
import { defineMessages } from "~/i18n/translate";

export const bookingsMessages = defineMessages({
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
  "bookings.validation.firstNameRequired": "First name is required",
  "bookings.validation.lastNameRequired": "Last name is required",
  "bookings.validation.emailRequired": "Email is required",
  "bookings.validation.emailPattern": "Invalid email address",
  "bookings.validation.phoneRequired": "Phone number is required",
  "bookings.validation.guestsRequired": "Number of guests is required",
  "bookings.validation.guestsMin": "Minimum 1 guest required",
  "bookings.validation.guestsMax": "Maximum 10 guests allowed",
  "bookings.validation.startDateRequired": "Start date is required",
  "bookings.validation.startDatePast": "Start date cannot be in the past",
  "bookings.validation.paymentChoiceRequired": "Please choose how you would like to pay",

  // Shared
  "bookings.validation.wholeNumber": "Please enter a whole number",
  "bookings.validation.invalidDate": "Please enter a valid date",
  "bookings.validation.dateTooFar": "Please choose a date within the next {years} years",
  "bookings.validation.tooLong": "Please use at most {max} characters",

  // Payment step
  "bookings.payment.bank_transfer": "Bank transfer",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Request a quote, pay later",

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
  "bookings.form.fixErrors": "Please correct the highlighted fields.",

  // The booking flow (/booking/{packageId})
  "bookings.flow.metaTitle": "Book {title}",
  "bookings.flow.metaDescription": "Request your booking for {title} in three short steps.",
  "bookings.flow.eyebrow": "Book your safari",
  "bookings.flow.steps": "Booking steps",
  "bookings.flow.step.details": "Booking Details",
  "bookings.flow.step.payment": "Payment",
  "bookings.flow.step.confirmation": "Confirmation",
  "bookings.flow.step.status.complete": "completed",
  "bookings.flow.step.status.current": "current step",
  "bookings.flow.stepOf": "Step {step} of {total}",
  "bookings.flow.details.intro": "Tell us who is travelling and when you would like to start.",
  "bookings.flow.firstName": "First name",
  "bookings.flow.lastName": "Last name",
  "bookings.flow.email": "Email",
  "bookings.flow.phone": "Phone number",
  "bookings.flow.guests": "Number of guests",
  "bookings.flow.guestsHint": "From {min} to {max} guests.",
  "bookings.flow.startDate": "Start date",
  "bookings.flow.specialRequests": "Special requests",
  "bookings.flow.specialRequestsHint": "Dietary needs, accessibility, celebrations, room set-up...",
  "bookings.flow.continue": "Continue to Payment",
  "bookings.flow.continuing": "Checking...",
  "bookings.flow.back": "Back",
  "bookings.flow.payment.intro":
    "Choose how you would like to pay. Nothing is charged on this site: you pay the deposit directly to us once your booking reference is issued.",
  "bookings.flow.payment.legend": "How would you like to pay?",
  "bookings.flow.payment.bank_transfer.text":
    "Pay the {percent}% deposit of {deposit} by bank transfer. Your booking reference is the payment reference.",
  "bookings.flow.payment.mpesa.text":
    "Pay the {percent}% deposit of {deposit} with Lipa na M-Pesa, Pay Bill {paybill}. Your booking reference is the account number.",
  "bookings.flow.payment.quote.text":
    "We send you a detailed quote within {hours} hours. Nothing is due until you accept it.",
  "bookings.flow.payment.onRequest":
    "This safari is priced on request, so we will send you a quote within {hours} hours.",
  "bookings.flow.payment.balance": "The balance of {balance} is due {days} days before your safari starts.",
  "bookings.flow.payment.reviewHeading": "Your details",
  "bookings.flow.confirm": "Confirm Booking",
  "bookings.flow.confirming": "Confirming...",
  "bookings.flow.confirmation.title": "Thank you, {name}! Your booking request is in.",
  "bookings.flow.confirmation.intro":
    "Our team will check availability and contact you within {hours} hours to confirm the details.",
  "bookings.flow.confirmation.reference": "Booking reference",
  "bookings.flow.confirmation.referenceHint": "Please quote it whenever you contact us.",
  "bookings.flow.confirmation.emailSent": "A confirmation email with these details has been sent to {email}.",
  "bookings.flow.confirmation.emailUnavailable":
    "Email confirmation temporarily unavailable: we will send it to {email} as soon as we can.",
  "bookings.flow.confirmation.guestHeading": "Guest information",
  "bookings.flow.confirmation.tripHeading": "Your safari",
  "bookings.flow.confirmation.name": "Name",
  "bookings.flow.confirmation.email": "Email",
  "bookings.flow.confirmation.phone": "Phone",
  "bookings.flow.confirmation.guests": "Guests",
  "bookings.flow.confirmation.package": "Package",
  "bookings.flow.confirmation.startDate": "Start date",
  "bookings.flow.confirmation.endDate": "End date",
  "bookings.flow.confirmation.duration": "Duration",
  "bookings.flow.confirmation.specialRequests": "Special requests",
  "bookings.flow.confirmation.paymentHeading": "How to pay your deposit",
  "bookings.flow.confirmation.quoteHeading": "Your quote",
  "bookings.flow.confirmation.bankTransfer":
    "Please pay the {percent}% deposit of {deposit} by bank transfer to the account below, using {reference} as the payment reference.",
  "bookings.flow.confirmation.mpesa":
    "Please pay the {percent}% deposit of {deposit} with M-Pesa: Lipa na M-Pesa, Pay Bill, business number {paybill}, account number {reference}.",
  "bookings.flow.confirmation.mpesaForeignCurrency":
    "M-Pesa payments are made in Kenya shillings: pay the equivalent of {deposit} at the rate of the day.",
  "bookings.flow.confirmation.browse": "Browse more safaris",
  "bookings.flow.summary.title": "Booking summary",
  "bookings.flow.summary.package": "Package",
  "bookings.flow.summary.dates": "Dates",
  "bookings.flow.summary.dateRange": "{start} to {end}",
  "bookings.flow.summary.duration": "Duration",
  "bookings.flow.summary.guests": "Guests",
  "bookings.flow.summary.guestCount": "{count, plural, one {# guest} other {# guests}}",
  "bookings.flow.summary.price": "Price",
  "bookings.flow.summary.pricePerPerson": "{price} per person",
  "bookings.flow.summary.priceGroup": "{price} per group",
  "bookings.flow.summary.total": "Total",
  "bookings.flow.summary.totalFormula": "{price} x {count, plural, one {# guest} other {# guests}}",
  "bookings.flow.summary.deposit": "Deposit ({percent}%)",
  "bookings.flow.summary.onRequest": "Price on request",
  "bookings.flow.summary.cancellation": "Free cancellation up to {days} days before the start date.",
  "bookings.flow.assistance.title": "Need assistance?",
  "bookings.flow.assistance.text": "Our safari specialists are happy to help you plan your trip.",
  "bookings.flow.assistance.contact": "Contact us",
  "bookings.flow.assistance.call": "or call {phone}",

  // Booking flow: the package could not be loaded
  "bookings.toast.loadError.title": "Error loading package details",
  "bookings.toast.loadError.description": "Could not load package details. Please try again later.",

  // The traveller's confirmation e-mail
  "bookings.email.confirmation.subject": "Your booking request {reference}: {packageTitle}",
  "bookings.email.confirmation.greeting": "Dear {name},",
  "bookings.email.confirmation.intro":
    "Thank you for choosing Heartbeest Safari. We have received your booking request for {packageTitle}.",
  "bookings.email.confirmation.reference":
    "Your booking reference is {reference}. Please quote it whenever you contact us.",
  "bookings.email.confirmation.summaryHeading": "Your request",
  "bookings.email.confirmation.label.safari": "Safari",
  "bookings.email.confirmation.label.arrival": "Arrival",
  "bookings.email.confirmation.label.departure": "Departure",
  "bookings.email.confirmation.label.startDate": "Start date",
  "bookings.email.confirmation.label.endDate": "End date",
  "bookings.email.confirmation.label.duration": "Duration",
  "bookings.email.confirmation.label.guests": "Guests",
  "bookings.email.confirmation.label.total": "Total",
  "bookings.email.confirmation.label.deposit": "Deposit ({percent}%)",
  "bookings.email.confirmation.label.payment": "Payment",
  "bookings.email.confirmation.duration": "{days, plural, one {# day} other {# days}}",
  "bookings.email.confirmation.guests":
    "{adults, plural, one {# adult} other {# adults}}{children, plural, =0 {} one { and # child} other { and # children}}",
  "bookings.email.confirmation.priceOnRequest": "On request",
  "bookings.email.confirmation.nextSteps":
    "Our team will check availability and contact you within {hours} hours to confirm the details.",
  "bookings.email.confirmation.paymentHeading": "How to pay your deposit",
  "bookings.email.confirmation.bankTransfer":
    "To secure your booking, please pay the {percent}% deposit of {deposit} by bank transfer to the account below, using {reference} as the payment reference.",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Account name",
  "bookings.email.confirmation.bank.accountNumber": "Account number",
  "bookings.email.confirmation.bank.branch": "Branch",
  "bookings.email.confirmation.bank.swift": "SWIFT code",
  "bookings.email.confirmation.mpesa":
    "To secure your booking, please pay the {percent}% deposit of {deposit} with M-Pesa: Lipa na M-Pesa, Pay Bill, business number {paybill}, account number {reference}.",
  "bookings.email.confirmation.mpesaForeignCurrency":
    "M-Pesa payments are made in Kenya shillings: pay the equivalent of {deposit} at the rate of the day. We will confirm the exact amount when we contact you.",
  "bookings.email.confirmation.balance":
    "The balance of {balance} is due {balanceDueDays} days before your safari starts. Cancellation is free up to {freeCancellationDays} days before the start date.",
  "bookings.email.confirmation.quote":
    "You asked for a quote: we will send you a detailed quote within {hours} hours. Nothing is due until you accept it.",
  "bookings.email.confirmation.quoteNoPrice":
    "This safari is priced on request: we will send you a detailed quote within {hours} hours. Nothing is due until you accept it.",
  "bookings.email.confirmation.questions": "Questions? Simply reply to this email or call us on {phone}.",
  "bookings.email.confirmation.signOff": "We look forward to welcoming you on safari.",
  "bookings.email.confirmation.signature": "The Heartbeest Safari team",
});

export type BookingsMessageId = keyof typeof bookingsMessages;
