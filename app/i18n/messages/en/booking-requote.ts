// The e-mail a traveller gets when staff re-quote their booking (a changed party, new rates, a discount from
// the team), and the staff discount's line on the quote. Only the server sends it.
import { defineMessages } from "~/i18n/translate";

export const bookingRequoteMessages = defineMessages("booking-requote", {
  "requote.subject": "The new price of your safari: {total} ({reference})",
  "requote.greeting": "Dear {name},",
  "requote.intro":
    "We have updated the price of {packageTitle} (booking {reference}). Your new total is {total}; it was {oldTotal}.",
  "requote.heading": "Your new price",
  "requote.label.reference": "Booking reference",
  "requote.label.total": "New total",
  "requote.label.deposit": "Deposit",
  "requote.label.balance": "Balance",
  "requote.label.dueDate": "Balance due by",
  "requote.label.paid": "Paid so far",
  "requote.label.outstanding": "Still to pay",
  "requote.tripPage": "Your trip page shows the new price line by line, with your payments: {url}",
  "requote.tripPageNote":
    "This link is new: links in our earlier e-mails keep working unless we have told you otherwise.",
  "requote.questions": "If anything does not look right, simply reply to this e-mail and we will put it right.",
  "requote.signOff": "Warm regards,\nThe Heartbeest Safari team",
  "requote.discount.percent": "Discount from our team ({percent}%)",
  "requote.discount.amount": "Discount from our team ({amount})",
});
