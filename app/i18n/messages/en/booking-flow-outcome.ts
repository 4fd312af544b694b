// The booking flow's later steps (Payment, Confirmation) with the texts they share with the first: shown to
// few visits, so the first step's page does not download them (their code is fetched with them).
import { defineMessages } from "~/i18n/translate";
import { bookingFlowMessages } from "./booking-flow";
import { bookingPaymentMessages } from "./booking-payment";

export const bookingFlowOutcomeMessages = {
  ...bookingFlowMessages,
  ...bookingPaymentMessages,
  ...defineMessages("booking-flow-outcome", {
    "bookings.flow.back": "Back",
    "bookings.flow.confirm": "Confirm Booking",
    "bookings.flow.confirming": "Confirming...",
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
    "bookings.flow.confirmation.nextHeading": "What happens next",
    "bookings.flow.confirmation.next.check":
      "We check availability with the lodges and confirm your safari within {hours} hours.",
    "bookings.flow.confirmation.next.deposit":
      "Pay the {percent}% deposit of {deposit} to hold your places: the ways to pay are below.",
    "bookings.flow.confirmation.next.quote": "We send you a detailed quote. Nothing is due until you accept it.",
    "bookings.flow.confirmation.next.balanceOn": "The balance of {balance} is due on {date}.",
    "bookings.flow.confirmation.next.balanceNow":
      "Your safari starts within {days} days, so the balance of {balance} is due now as well.",
    "bookings.flow.confirmation.next.tripPage":
      "Your trip page keeps everything in one place: your dated itinerary, payments, documents and a calendar file, and where you add each traveller's details.",
    "bookings.flow.confirmation.tripLink": "Open your trip page",
    "bookings.flow.confirmation.tripLinkByEmail": "The link to your trip page is in your confirmation email.",
    "bookings.flow.confirmation.tripPagePay":
      "Pay the {percent}% deposit of {deposit} from your trip page, where every way to pay is listed.",
    "bookings.flow.confirmation.tripPagePayByEmail":
      "Pay the {percent}% deposit of {deposit} from your trip page (the link is in your confirmation email), where every way to pay is listed.",
    "bookings.flow.confirmation.orBank":
      "Or pay by bank transfer to the account below, using {reference} as the payment reference.",
    "bookings.flow.confirmation.orBankAskUs":
      "Or pay by bank transfer: reply to your confirmation email and we will send you our bank details. Please use {reference} as the payment reference.",
    "bookings.flow.confirmation.bankAskUs":
      "Please pay the {percent}% deposit of {deposit} by bank transfer: reply to your confirmation email and we will send you our bank details. Please use {reference} as the payment reference.",
    "bookings.flow.confirmation.mpesaAskUs":
      "Please pay the {percent}% deposit of {deposit} with M-Pesa: reply to your confirmation email and we will send you our paybill number. Your booking reference {reference} is the account number.",
    "bookings.flow.payment.mpesa.textAskUs":
      "Pay the {percent}% deposit of {deposit} with Lipa na M-Pesa: we send you our paybill number, and your booking reference is the account number.",
  }),
};
