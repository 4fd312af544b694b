// The balance reminders (14 and 3 days before the balance is due), the overdue notice, and the new trip link
// staff send after revoking the old one. Only the server
// sends e-mail, so these texts never ship to a browser.
import { defineMessages } from "~/i18n/translate";

export const paymentReminderMessages = defineMessages("payment-reminders", {
  "reminders.subject.14d": "Your safari balance of {amount} is due on {dueDate} ({reference})",
  "reminders.subject.3d": "Reminder: your safari balance of {amount} is due in 3 days ({reference})",
  "reminders.subject.overdue": "Your safari balance of {amount} is overdue ({reference})",
  "reminders.greeting": "Dear {name},",
  "reminders.intro.14d":
    "A friendly reminder that the balance for {packageTitle} (booking {reference}) is due in two weeks, on {dueDate}.",
  "reminders.intro.3d":
    "The balance for {packageTitle} (booking {reference}) is due in three days, on {dueDate}. If you have already paid, thank you, and please ignore this e-mail.",
  "reminders.intro.overdue":
    "The balance for {packageTitle} (booking {reference}) was due on {dueDate} and we have not yet received it. Please pay it as soon as you can, or reply to this e-mail if something is wrong, so that we can keep your places at the lodges.",
  "reminders.heading": "What is still to pay",
  "reminders.label.reference": "Booking reference",
  "reminders.label.outstanding": "Still to pay",
  "reminders.label.paid": "Paid so far",
  "reminders.label.dueDate": "Due by",
  "reminders.howToPay.heading": "How to pay",
  "reminders.howToPay.tripPage":
    "Pay by M-Pesa or card on your trip page, where you also find your itinerary and payments: {url}",
  "reminders.howToPay.tripPageNote":
    "This link is new: links in our earlier e-mails keep working unless we have told you otherwise.",
  "reminders.howToPay.bank":
    "Or by bank transfer to {accountName}, {bankName}, account {accountNumber}, branch {branch}, SWIFT {swiftCode}, with your booking reference {reference} as the payment reference.",
  "reminders.howToPay.mpesa": "Or by M-Pesa paybill {paybill}, account number {reference}.",
  "reminders.howToPay.askUs":
    "Or by bank transfer or M-Pesa paybill: reply to this e-mail and we will send you the details, with your booking reference {reference} to quote.",
  "reminders.signOff": "Warm regards,\nThe Heartbeest Safari team",
  "tripLink.subject": "Your new trip page link for {reference}",
  "tripLink.intro":
    "We have replaced the private link to your trip page for {packageTitle} (booking {reference}). Links in our earlier e-mails no longer open it; please use this one from now on:",
  "tripLink.keepPrivate": "Anyone with this link can see your booking, so please keep it to yourself and your party.",
});
