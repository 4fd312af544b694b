// E-mails about money: the receipt for every payment, the balance reminders and the overdue notice. Only the
// server sends e-mail, so these texts never ship to a browser.
import { defineMessages } from "~/i18n/translate";

export const paymentEmailMessages = defineMessages("payment-emails", {
  "payments.email.receipt.subject": "Payment received for {reference}: {amount}",
  "payments.email.greeting": "Dear {name},",
  "payments.email.receipt.intro":
    "Thank you: we have received your payment of {amount} for {packageTitle} (booking {reference}).",
  "payments.email.receipt.heading": "Receipt",
  "payments.email.label.reference": "Booking reference",
  "payments.email.label.amount": "Amount paid",
  "payments.email.label.method": "Paid by",
  "payments.email.label.receipt": "Payment reference",
  "payments.email.label.date": "Date",
  "payments.email.label.paid": "Paid so far",
  "payments.email.label.outstanding": "Still to pay",
  "payments.email.label.dueDate": "Due by",
  "payments.email.fullyPaid": "Your safari is now paid in full. We look forward to welcoming you.",
  "payments.email.tripLink": "Your trip page, with your itinerary, payments and documents: {url}",
  "payments.email.signOff": "Warm regards,\nThe Heartbeest Safari team",
  "payments.method.mpesa": "M-Pesa",
  "payments.method.card": "Card",
  "payments.method.bank_transfer": "Bank transfer",
  "payments.method.cash": "Cash",
});
