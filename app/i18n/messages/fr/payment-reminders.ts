// French texts of the balance reminders and the new trip link e-mail (English: ../en/payment-reminders.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentReminderMessages } from "../en/payment-reminders";

export default defineTranslation<typeof paymentReminderMessages>({
  "reminders.subject.14d": "Solde de votre safari : {amount} à régler d’ici le {dueDate} ({reference})",
  "reminders.subject.3d": "Rappel : solde de votre safari de {amount} à régler dans 3 jours ({reference})",
  "reminders.subject.overdue": "Solde de votre safari de {amount} : échéance dépassée ({reference})",
  "reminders.greeting": "Bonjour {name},",
  "reminders.intro.14d":
    "Petit rappel amical : le solde de « {packageTitle} » (réservation {reference}) est à régler dans deux semaines, le {dueDate}.",
  "reminders.intro.3d":
    "Le solde de « {packageTitle} » (réservation {reference}) est à régler dans trois jours, le {dueDate}. Si vous l’avez déjà réglé, merci, et ne tenez pas compte de cet e-mail.",
  "reminders.intro.overdue":
    "Le solde de « {packageTitle} » (réservation {reference}) était à régler le {dueDate} et nous ne l’avons pas encore reçu. Merci de le régler dès que possible, ou de répondre à cet e-mail en cas de problème, afin que nous puissions conserver vos places dans les lodges.",
  "reminders.heading": "Ce qu’il reste à payer",
  "reminders.label.reference": "Référence de réservation",
  "reminders.label.outstanding": "Reste à payer",
  "reminders.label.paid": "Déjà réglé",
  "reminders.label.dueDate": "Échéance",
  "reminders.howToPay.heading": "Comment payer",
  "reminders.howToPay.tripPage":
    "Réglez par M-Pesa ou par carte dans votre espace voyage, où vous retrouverez aussi votre itinéraire et vos paiements : {url}",
  "reminders.howToPay.tripPageNote":
    "Ce lien est nouveau : les liens de nos précédents e-mails restent valables, sauf indication contraire de notre part.",
  "reminders.howToPay.bank":
    "Ou par virement bancaire à l’ordre de {accountName}, {bankName}, compte {accountNumber}, agence {branch}, SWIFT {swiftCode}, avec votre référence de réservation {reference} comme référence de paiement.",
  "reminders.howToPay.mpesa": "Ou via M-Pesa, Paybill {paybill}, numéro de compte {reference}.",
  "reminders.howToPay.askUs":
    "Ou par virement bancaire ou via M-Pesa (Paybill) : répondez à cet e-mail et nous vous enverrons les coordonnées ; pensez à indiquer votre référence de réservation {reference}.",
  "reminders.signOff": "Bien chaleureusement,\nL’équipe Heartbeest Safari",
  "tripLink.subject": "Votre nouveau lien d’accès à votre espace voyage ({reference})",
  "tripLink.intro":
    "Nous avons remplacé le lien privé vers votre espace voyage pour « {packageTitle} » (réservation {reference}). Les liens de nos précédents e-mails ne l’ouvrent plus ; merci d’utiliser désormais celui-ci :",
  "tripLink.keepPrivate":
    "Toute personne disposant de ce lien peut consulter votre réservation : merci de le garder pour vous et vos compagnons de voyage.",
});
