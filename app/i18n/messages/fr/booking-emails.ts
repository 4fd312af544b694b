// French texts of the traveller's booking confirmation e-mail (English: ../en/booking-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingEmailMessages } from "../en/booking-emails";

export default defineTranslation<typeof bookingEmailMessages>({
  "bookings.form.fixErrors": "Merci de corriger les champs signalés.",
  "bookings.validation.nameMin": "Le nom doit comporter au moins 2 caractères",
  "bookings.validation.phoneInvalid": "Veuillez saisir un numéro de téléphone valide",
  "bookings.validation.emailInvalid": "Veuillez saisir une adresse e-mail valide",
  "bookings.validation.countryRequired": "Veuillez sélectionner un pays",
  "bookings.validation.adultsMin": "Au moins 1 adulte est requis",
  "bookings.validation.adultsMax": "20 adultes maximum",
  "bookings.validation.childrenMin": "Le nombre d’enfants ne peut pas être négatif",
  "bookings.validation.childrenMax": "20 enfants maximum",
  "bookings.validation.arrivalRequired": "La date d’arrivée est obligatoire",
  "bookings.validation.arrivalPast": "La date d’arrivée ne peut pas être passée",
  "bookings.validation.departureRequired": "La date de départ est obligatoire",
  "bookings.validation.departureAfterArrival": "La date de départ doit être postérieure à la date d’arrivée",
  "bookings.validation.tripTooLong": "Un voyage peut durer au maximum {days} jours",
  "bookings.validation.emailRequired": "L’adresse e-mail est obligatoire",
  "bookings.validation.emailPattern": "Adresse e-mail non valide",
  "bookings.validation.phoneRequired": "Le numéro de téléphone est obligatoire",
  "bookings.validation.startDateRequired": "La date de début est obligatoire",
  "bookings.validation.startDatePast": "La date de début ne peut pas être passée",
  "bookings.validation.paymentChoiceRequired": "Veuillez choisir votre mode de paiement",
  "bookings.validation.wholeNumber": "Veuillez saisir un nombre entier",
  "bookings.validation.invalidDate": "Veuillez saisir une date valide",
  "bookings.validation.dateTooFar": "Veuillez choisir une date dans les {years} prochaines années",
  "bookings.validation.tooLong": "Veuillez utiliser {max} caractères au maximum",
  "bookings.toast.submitted.title": "Votre demande de réservation a bien été envoyée !",
  "bookings.toast.submitted.emailSent":
    "Merci pour votre demande de réservation (référence {reference}). Un e-mail de confirmation vous a été envoyé et nous vous contacterons très prochainement.",
  "bookings.toast.submitted.emailUnavailable":
    "Merci pour votre demande de réservation (référence {reference}). Nous vous contacterons très prochainement. La confirmation par e-mail est momentanément indisponible.",
  "bookings.toast.submitted.withoutReference":
    "Merci pour votre demande de réservation. Un e-mail de confirmation vous a été envoyé et nous vous contacterons très prochainement.",
  "bookings.toast.error.title": "Erreur lors de l’envoi",
  "bookings.toast.error.description":
    "Un problème est survenu lors de l’envoi de votre réservation. Veuillez réessayer ou nous contacter directement.",
  "bookings.toast.alreadyReceived.title": "Demande de réservation déjà reçue",
  "bookings.toast.alreadyReceived.description":
    "Nous avons déjà reçu cette demande de réservation. Sa confirmation a été envoyée par e-mail à l’adresse qui y figure ; veuillez utiliser les liens de cet e-mail.",
  "bookings.toast.rateLimited.title": "Trop de demandes de réservation",
  "bookings.toast.rateLimited.description":
    "Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} avant d’envoyer une nouvelle demande de réservation, ou contactez-nous directement.",
  "bookings.toast.packageNotFound.title": "Circuit introuvable",
  "bookings.toast.packageNotFound.description": "Le circuit de safari demandé est introuvable.",
  "bookings.form.label": "Réserver ce safari",
  "bookings.form.name": "Nom complet",
  "bookings.form.phone": "Téléphone",
  "bookings.form.email": "E-mail",
  "bookings.form.country": "Pays",
  "bookings.form.countryPlaceholder": "Sélectionnez votre pays",
  "bookings.form.adults": "Adultes",
  "bookings.form.children": "Enfants",
  "bookings.form.arrival": "Date d’arrivée",
  "bookings.form.departure": "Date de départ",
  "bookings.form.message": "Message",
  "bookings.form.otherInfo": "Autres informations",
  "bookings.form.otherInfoHint":
    "Régime alimentaire, accessibilité, occasion à fêter ou toute autre demande particulière.",
  "bookings.form.estimate": "Total estimé pour {guests, plural, one {# voyageur} other {# voyageurs}} : {total}",
  "bookings.form.submit": "Envoyer la demande de réservation",
  "bookings.form.submitting": "Envoi en cours…",
  "bookings.toast.loadError.title": "Erreur de chargement du circuit",
  "bookings.toast.loadError.description": "Impossible de charger les détails du circuit. Veuillez réessayer plus tard.",
  "bookings.payment.bank_transfer": "Virement bancaire",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Demander un devis, payer plus tard",
  "bookings.email.confirmation.bank.bankName": "Banque",
  "bookings.email.confirmation.bank.accountName": "Titulaire du compte",
  "bookings.email.confirmation.bank.accountNumber": "Numéro de compte",
  "bookings.email.confirmation.bank.branch": "Agence",
  "bookings.email.confirmation.bank.swift": "Code SWIFT",
  "bookings.email.confirmation.subject": "Votre demande de réservation {reference} : {packageTitle}",
  "bookings.email.confirmation.greeting": "Bonjour {name},",
  "bookings.email.confirmation.intro":
    "Merci d’avoir choisi Heartbeest Safari. Nous avons bien reçu votre demande de réservation pour « {packageTitle} ».",
  "bookings.email.confirmation.reference":
    "Votre référence de réservation est {reference}. Merci de la rappeler dans tous vos échanges avec nous.",
  "bookings.email.confirmation.summaryHeading": "Votre demande",
  "bookings.email.confirmation.tripHeading": "Votre espace voyage",
  "bookings.email.confirmation.tripLink":
    "Suivez votre réservation, réglez votre acompte et votre solde, téléchargez votre itinéraire et indiquez-nous les informations de chaque voyageur dans votre espace voyage privé : {url}\nGardez ce lien pour vous : toute personne qui le possède peut consulter votre réservation.",
  "bookings.email.confirmation.label.safari": "Safari",
  "bookings.email.confirmation.label.arrival": "Arrivée",
  "bookings.email.confirmation.label.departure": "Départ",
  "bookings.email.confirmation.label.startDate": "Date de début",
  "bookings.email.confirmation.label.endDate": "Date de fin",
  "bookings.email.confirmation.label.duration": "Durée",
  "bookings.email.confirmation.label.guests": "Voyageurs",
  "bookings.email.confirmation.label.total": "Total",
  "bookings.email.confirmation.label.deposit": "Acompte ({percent} %)",
  "bookings.email.confirmation.label.payment": "Paiement",
  "bookings.email.confirmation.duration": "{days, plural, one {# jour} other {# jours}}",
  "bookings.email.confirmation.guests":
    "{adults, plural, one {# adulte} other {# adultes}}{children, plural, =0 {} one { et # enfant} other { et # enfants}}",
  "bookings.email.confirmation.priceOnRequest": "Sur demande",
  "bookings.email.confirmation.nextSteps":
    "Notre équipe va vérifier les disponibilités et vous contactera sous {hours} heures pour confirmer les détails.",
  "bookings.email.confirmation.paymentHeading": "Comment régler votre acompte",
  "bookings.email.confirmation.bankTransfer":
    "Pour garantir votre réservation, merci de régler l’acompte de {percent} %, soit {deposit}, par virement bancaire sur le compte ci-dessous, en indiquant {reference} comme référence de paiement.",
  "bookings.email.confirmation.mpesa":
    "Pour garantir votre réservation, merci de régler l’acompte de {percent} %, soit {deposit}, via M-Pesa : Lipa na M-Pesa, Pay Bill, numéro d’entreprise {paybill}, numéro de compte {reference}.",
  "bookings.email.confirmation.mpesaForeignCurrency":
    "Les paiements M-Pesa se font en shillings kényans : réglez l’équivalent de {deposit} au taux du jour. Nous vous confirmerons le montant exact lorsque nous vous contacterons.",
  "bookings.email.confirmation.balance":
    "Le solde de {balance} est à régler {balanceDueDays} jours avant le début de votre safari. L’annulation est gratuite jusqu’à {freeCancellationDays} jours avant la date de début.",
  "bookings.email.confirmation.quote":
    "Vous avez demandé un devis : nous vous enverrons un devis détaillé sous {hours} heures. Vous n’aurez rien à payer avant de l’avoir accepté.",
  "bookings.email.confirmation.quoteNoPrice":
    "Ce safari est proposé sur devis : nous vous enverrons un devis détaillé sous {hours} heures. Vous n’aurez rien à payer avant de l’avoir accepté.",
  "bookings.email.confirmation.questions":
    "Une question ? Répondez simplement à cet e-mail ou appelez-nous au {phone}.",
  "bookings.email.confirmation.questionsNoPhone": "Une question ? Répondez simplement à cet e-mail.",
  "bookings.email.confirmation.bankAskUs":
    "Pour garantir votre réservation, merci de régler l’acompte de {percent} %, soit {deposit}, par virement bancaire : répondez à cet e-mail et nous vous enverrons nos coordonnées bancaires. Pensez à indiquer {reference} comme référence de paiement.",
  "bookings.email.confirmation.mpesaAskUs":
    "Pour garantir votre réservation, merci de régler l’acompte de {percent} %, soit {deposit}, via M-Pesa : répondez à cet e-mail et nous vous enverrons notre numéro Paybill. Votre référence de réservation {reference} sert de numéro de compte.",
  "bookings.email.confirmation.signOff": "Au plaisir de vous accueillir en safari.",
  "bookings.email.confirmation.signature": "L’équipe Heartbeest Safari",
  "bookings.email.quote.heading": "Votre tarif",
  "bookings.email.quote.included": "Inclus",
  "bookings.email.quote.onRequest": "Prix sur demande",
  "bookings.email.quote.total": "Total",
  "bookings.email.quote.deposit": "Acompte ({percent} %)",
  "bookings.email.quote.balanceNow": "Solde, à régler dès maintenant",
  "bookings.email.quote.balanceBy": "Solde, à régler au plus tard le {date}",
});
