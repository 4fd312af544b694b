// French texts of the booking flow's Payment and Confirmation steps (English: ../en/booking-flow-outcome.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowOutcomeMessages } from "../en/booking-flow-outcome";

export default defineTranslation<typeof bookingFlowOutcomeMessages>({
  "bookings.form.fixErrors": "Merci de corriger les champs signalés.",
  "bookings.flow.eyebrow": "Réservez votre safari",
  "bookings.flow.steps": "Étapes de la réservation",
  "bookings.flow.step.details": "Détails de la réservation",
  "bookings.flow.step.payment": "Paiement",
  "bookings.flow.step.confirmation": "Confirmation",
  "bookings.flow.step.status.complete": "terminée",
  "bookings.flow.step.status.current": "étape en cours",
  "bookings.flow.stepOf": "Étape {step} sur {total}",
  "bookings.flow.details.intro": "Dites-nous qui part et à quelle date vous souhaitez commencer.",
  "bookings.flow.country": "Pays",
  "bookings.flow.countryPlaceholder": "Sélectionnez votre pays",
  "bookings.flow.email": "E-mail",
  "bookings.flow.phone": "Numéro de téléphone",
  "bookings.flow.startDate": "Date de début",
  "bookings.flow.specialRequests": "Demandes particulières",
  "bookings.flow.specialRequestsHint":
    "Régime alimentaire, accessibilité, occasion à fêter, configuration des chambres…",
  "bookings.flow.continue": "Continuer vers le paiement",
  "bookings.flow.continuing": "Vérification…",
  "bookings.flow.summary.title": "Récapitulatif de la réservation",
  "bookings.flow.summary.package": "Circuit",
  "bookings.flow.summary.dates": "Dates",
  "bookings.flow.summary.dateRange": "Du {start} au {end}",
  "bookings.flow.summary.duration": "Durée",
  "bookings.flow.summary.days": "{count, plural, one {# jour} other {# jours}}",
  "bookings.flow.summary.guests": "Voyageurs",
  "bookings.flow.summary.guestCount": "{count, plural, one {# voyageur} other {# voyageurs}}",
  "bookings.flow.summary.price": "Prix",
  "bookings.flow.summary.total": "Total",
  "bookings.flow.summary.deposit": "Acompte ({percent} %)",
  "bookings.flow.summary.onRequest": "Prix sur demande",
  "bookings.flow.summary.cancellation": "Annulation gratuite jusqu’à {days} jours avant la date de début.",
  "bookings.flow.assistance.title": "Besoin d’aide ?",
  "bookings.flow.assistance.text":
    "Nos spécialistes du safari se feront un plaisir de vous aider à préparer votre voyage.",
  "bookings.flow.assistance.contact": "Nous contacter",
  "bookings.flow.assistance.call": "ou appelez le {phone}",
  "bookings.flow.refusedTitle": "Votre réservation n’a pas été envoyée",
  "bookings.payment.bank_transfer": "Virement bancaire",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Demander un devis, payer plus tard",
  "bookings.email.confirmation.bank.bankName": "Banque",
  "bookings.email.confirmation.bank.accountName": "Titulaire du compte",
  "bookings.email.confirmation.bank.accountNumber": "Numéro de compte",
  "bookings.email.confirmation.bank.branch": "Agence",
  "bookings.email.confirmation.bank.swift": "Code SWIFT",
  "bookings.flow.back": "Retour",
  "bookings.flow.confirm": "Confirmer la réservation",
  "bookings.flow.confirming": "Confirmation…",
  "bookings.flow.payment.intro":
    "Choisissez votre mode de paiement. Rien n’est débité sur ce site : vous nous réglez l’acompte directement, une fois votre référence de réservation émise.",
  "bookings.flow.payment.legend": "Comment souhaitez-vous payer ?",
  "bookings.flow.payment.bank_transfer.text":
    "Réglez l’acompte de {percent} %, soit {deposit}, par virement bancaire. Votre référence de réservation sert de référence de paiement.",
  "bookings.flow.payment.mpesa.text":
    "Réglez l’acompte de {percent} %, soit {deposit}, via Lipa na M-Pesa, Pay Bill {paybill}. Votre référence de réservation sert de numéro de compte.",
  "bookings.flow.payment.quote.text":
    "Nous vous envoyons un devis détaillé sous {hours} heures. Vous n’avez rien à payer avant de l’avoir accepté.",
  "bookings.flow.payment.onRequest":
    "Ce safari est proposé sur devis : nous vous enverrons donc un devis sous {hours} heures.",
  "bookings.flow.payment.balance": "Le solde de {balance} est à régler {days} jours avant le début de votre safari.",
  "bookings.flow.payment.reviewHeading": "Vos informations",
  "bookings.flow.confirmation.title": "Merci, {name} ! Votre demande de réservation est bien enregistrée.",
  "bookings.flow.confirmation.intro":
    "Notre équipe va vérifier les disponibilités et vous contactera sous {hours} heures pour confirmer les détails.",
  "bookings.flow.confirmation.reference": "Référence de réservation",
  "bookings.flow.confirmation.referenceHint": "Merci de la rappeler dans tous vos échanges avec nous.",
  "bookings.flow.confirmation.emailSent":
    "Un e-mail de confirmation reprenant ces informations a été envoyé à {email}.",
  "bookings.flow.confirmation.emailUnavailable":
    "La confirmation par e-mail est momentanément indisponible : nous l’enverrons à {email} dès que possible.",
  "bookings.flow.confirmation.guestHeading": "Informations voyageur",
  "bookings.flow.confirmation.tripHeading": "Votre safari",
  "bookings.flow.confirmation.name": "Nom",
  "bookings.flow.confirmation.email": "E-mail",
  "bookings.flow.confirmation.phone": "Téléphone",
  "bookings.flow.confirmation.guests": "Voyageurs",
  "bookings.flow.confirmation.package": "Circuit",
  "bookings.flow.confirmation.startDate": "Date de début",
  "bookings.flow.confirmation.endDate": "Date de fin",
  "bookings.flow.confirmation.duration": "Durée",
  "bookings.flow.confirmation.specialRequests": "Demandes particulières",
  "bookings.flow.confirmation.paymentHeading": "Comment régler votre acompte",
  "bookings.flow.confirmation.quoteHeading": "Votre devis",
  "bookings.flow.confirmation.bankTransfer":
    "Merci de régler l’acompte de {percent} %, soit {deposit}, par virement bancaire sur le compte ci-dessous, en indiquant {reference} comme référence de paiement.",
  "bookings.flow.confirmation.mpesa":
    "Merci de régler l’acompte de {percent} %, soit {deposit}, via M-Pesa : Lipa na M-Pesa, Pay Bill, numéro d’entreprise {paybill}, numéro de compte {reference}.",
  "bookings.flow.confirmation.mpesaForeignCurrency":
    "Les paiements M-Pesa se font en shillings kényans : réglez l’équivalent de {deposit} au taux du jour.",
  "bookings.flow.confirmation.browse": "Découvrir d’autres safaris",
  "bookings.flow.confirmation.nextHeading": "Les prochaines étapes",
  "bookings.flow.confirmation.next.check":
    "Nous vérifions les disponibilités auprès des lodges et confirmons votre safari sous {hours} heures.",
  "bookings.flow.confirmation.next.deposit":
    "Réglez l’acompte de {percent} %, soit {deposit}, pour bloquer vos places : les modes de paiement figurent ci-dessous.",
  "bookings.flow.confirmation.next.quote":
    "Nous vous envoyons un devis détaillé. Vous n’avez rien à payer avant de l’avoir accepté.",
  "bookings.flow.confirmation.next.balanceOn": "Le solde de {balance} est à régler au plus tard le {date}.",
  "bookings.flow.confirmation.next.balanceNow":
    "Votre safari commençant dans les {days} prochains jours, le solde de {balance} est également à régler dès maintenant.",
  "bookings.flow.confirmation.next.tripPage":
    "Votre espace voyage rassemble tout au même endroit : votre itinéraire daté, vos paiements, vos documents et un fichier de calendrier ; c’est aussi là que vous renseignez les informations de chaque voyageur.",
  "bookings.flow.confirmation.tripLink": "Ouvrir votre espace voyage",
  "bookings.flow.confirmation.tripLinkByEmail":
    "Le lien vers votre espace voyage figure dans votre e-mail de confirmation.",
  "bookings.flow.confirmation.tripPagePay":
    "Réglez l’acompte de {percent} %, soit {deposit}, depuis votre espace voyage, où sont réunis tous les modes de paiement.",
  "bookings.flow.confirmation.tripPagePayByEmail":
    "Réglez l’acompte de {percent} %, soit {deposit}, depuis votre espace voyage (dont le lien figure dans votre e-mail de confirmation), où sont réunis tous les modes de paiement.",
  "bookings.flow.confirmation.orBank":
    "Vous pouvez aussi régler par virement bancaire sur le compte ci-dessous, en indiquant {reference} comme référence de paiement.",
  "bookings.flow.confirmation.orBankAskUs":
    "Vous pouvez aussi régler par virement bancaire : répondez à votre e-mail de confirmation et nous vous enverrons nos coordonnées bancaires. Pensez à indiquer {reference} comme référence de paiement.",
  "bookings.flow.confirmation.bankAskUs":
    "Merci de régler l’acompte de {percent} %, soit {deposit}, par virement bancaire : répondez à votre e-mail de confirmation et nous vous enverrons nos coordonnées bancaires. Pensez à indiquer {reference} comme référence de paiement.",
  "bookings.flow.confirmation.mpesaAskUs":
    "Merci de régler l’acompte de {percent} %, soit {deposit}, via M-Pesa : répondez à votre e-mail de confirmation et nous vous enverrons notre numéro Paybill. Votre référence de réservation {reference} sert de numéro de compte.",
  "bookings.flow.payment.mpesa.textAskUs":
    "Réglez l’acompte de {percent} %, soit {deposit}, via Lipa na M-Pesa : nous vous envoyons notre numéro Paybill, et votre référence de réservation sert de numéro de compte.",
});
