// French texts of the e-mails about money: payment receipts (English: ../en/payment-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentEmailMessages } from "../en/payment-emails";

export default defineTranslation<typeof paymentEmailMessages>({
  "payments.email.receipt.subject": "Paiement reçu pour {reference} : {amount}",
  "payments.email.greeting": "Bonjour {name},",
  "payments.email.receipt.intro":
    "Merci : nous avons bien reçu votre paiement de {amount} pour « {packageTitle} » (réservation {reference}).",
  "payments.email.receipt.heading": "Reçu",
  "payments.email.label.reference": "Référence de réservation",
  "payments.email.label.amount": "Montant payé",
  "payments.email.label.method": "Moyen de paiement",
  "payments.email.label.receipt": "Référence du paiement",
  "payments.email.label.date": "Date",
  "payments.email.label.paid": "Déjà réglé",
  "payments.email.label.outstanding": "Reste à payer",
  "payments.email.label.dueDate": "Échéance",
  "payments.email.fullyPaid": "Votre safari est désormais entièrement réglé. Nous avons hâte de vous accueillir.",
  "payments.email.tripLink": "Votre espace voyage, avec votre itinéraire, vos paiements et vos documents : {url}",
  "payments.email.signOff": "Bien chaleureusement,\nL’équipe Heartbeest Safari",
  "payments.method.mpesa": "M-Pesa",
  "payments.method.card": "Carte bancaire",
  "payments.method.bank_transfer": "Virement bancaire",
  "payments.method.cash": "Espèces",
});
