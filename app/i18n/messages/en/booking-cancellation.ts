// The e-mail telling a traveller their booking was cancelled, and what happens to the money they paid. Only
// the server sends e-mail, so these texts never ship to a browser.
import { defineMessages } from "~/i18n/translate";

export const bookingCancellationMessages = defineMessages("booking-cancellation", {
  "bookings.email.cancelled.subject": "Your booking {reference} is cancelled: {packageTitle}",
  "bookings.email.cancelled.greeting": "Dear {name},",
  "bookings.email.cancelled.intro": "We have cancelled your booking {reference} for {packageTitle} ({start} to {end}).",
  "bookings.email.cancelled.heading": "Your payments",
  "bookings.email.cancelled.label.paid": "Paid",
  "bookings.email.cancelled.label.refunded": "Refunded so far",
  "bookings.email.cancelled.label.toRefund": "Still to be refunded",
  "bookings.email.cancelled.free":
    "The booking was cancelled {days} or more days before the start, so under our terms everything you paid comes back to you, the way you paid it.",
  "bookings.email.cancelled.late":
    "The booking was cancelled less than {days} days before the start. Our team will contact you about the money you have paid.",
  "bookings.email.cancelled.nothingPaid":
    "Nothing was paid for this booking, so nothing is due and nothing is to be refunded.",
  "bookings.email.cancelled.allRefunded": "Everything you paid has been refunded.",
  "bookings.email.cancelled.tripPage":
    "Your trip page, at the link in our earlier e-mails, shows the cancellation and every payment and refund. No further payments are due.",
  "bookings.email.cancelled.questions": "Questions? Simply reply to this e-mail, quoting {reference}.",
  "bookings.email.cancelled.signOff": "Warm regards,\nThe Heartbeest Safari team",
});
