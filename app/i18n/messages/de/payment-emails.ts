// German texts of the payment receipt e-mail (English: ../en/payment-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentEmailMessages } from "../en/payment-emails";

export default defineTranslation<typeof paymentEmailMessages>({
  "payments.email.receipt.subject": "Zahlung für {reference} erhalten: {amount}",
  "payments.email.greeting": "Guten Tag {name},",
  "payments.email.receipt.intro":
    "vielen Dank: Wir haben Ihre Zahlung über {amount} für „{packageTitle}“ (Buchung {reference}) erhalten.",
  "payments.email.receipt.heading": "Quittung",
  "payments.email.label.reference": "Buchungsnummer",
  "payments.email.label.amount": "Gezahlter Betrag",
  "payments.email.label.method": "Bezahlt per",
  "payments.email.label.receipt": "Zahlungsreferenz",
  "payments.email.label.date": "Datum",
  "payments.email.label.paid": "Bisher bezahlt",
  "payments.email.label.outstanding": "Noch offen",
  "payments.email.label.dueDate": "Fällig bis",
  "payments.email.fullyPaid":
    "Ihre Safari ist nun vollständig bezahlt. Wir freuen uns darauf, Sie bei uns begrüßen zu dürfen.",
  "payments.email.tripLink": "Ihre Reiseseite mit Reiseverlauf, Zahlungen und Unterlagen: {url}",
  "payments.email.signOff": "Herzliche Grüße\nIhr Team von Heartbeest Safari",
  "payments.method.mpesa": "M-Pesa",
  "payments.method.card": "Karte",
  "payments.method.bank_transfer": "Banküberweisung",
  "payments.method.cash": "Barzahlung",
});
