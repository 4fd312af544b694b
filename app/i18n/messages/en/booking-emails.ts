// The traveller's confirmation e-mail, with the bank details it shares with the booking pages. Only the server
// sends e-mail, so these texts never ship to a browser.
import { defineMessages } from "~/i18n/translate";
import { bookingPaymentMessages } from "./booking-payment";
import { bookingsMessages } from "./bookings";

export const bookingEmailMessages = {
  ...bookingsMessages,
  ...bookingPaymentMessages,
  ...defineMessages("booking-emails", {
    // The traveller's confirmation e-mail
    "bookings.email.confirmation.subject": "Your booking request {reference}: {packageTitle}",
    "bookings.email.confirmation.greeting": "Dear {name},",
    "bookings.email.confirmation.intro":
      "Thank you for choosing Heartbeest Safari. We have received your booking request for {packageTitle}.",
    "bookings.email.confirmation.reference":
      "Your booking reference is {reference}. Please quote it whenever you contact us.",
    "bookings.email.confirmation.summaryHeading": "Your request",
    "bookings.email.confirmation.tripHeading": "Your trip page",
    "bookings.email.confirmation.tripLink":
      "Follow your booking, pay your deposit and balance, download your itinerary and tell us each traveller's details on your private trip page: {url}\nKeep this link to yourself: anyone who has it can see your booking.",
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
    "bookings.email.confirmation.questionsNoPhone": "Questions? Simply reply to this email.",
    "bookings.email.confirmation.bankAskUs":
      "To secure your booking, please pay the {percent}% deposit of {deposit} by bank transfer: reply to this email and we will send you our bank details. Please use {reference} as the payment reference.",
    "bookings.email.confirmation.mpesaAskUs":
      "To secure your booking, please pay the {percent}% deposit of {deposit} with M-Pesa: reply to this email and we will send you our paybill number. Your booking reference {reference} is the account number.",
    "bookings.email.confirmation.signOff": "We look forward to welcoming you on safari.",
    "bookings.email.confirmation.signature": "The Heartbeest Safari team",
    // The price as quoted, in the confirmation (and on the staff booking page)
    "bookings.email.quote.heading": "Your price",
    "bookings.email.quote.included": "Included",
    "bookings.email.quote.onRequest": "Price on request",
    "bookings.email.quote.total": "Total",
    "bookings.email.quote.deposit": "Deposit ({percent}%)",
    "bookings.email.quote.balanceNow": "Balance, due now",
    "bookings.email.quote.balanceBy": "Balance, due by {date}",
  }),
};
