// French texts of both booking pages' form validation and toasts (English: ../en/bookings.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingsMessages } from "../en/bookings";

export default defineTranslation<typeof bookingsMessages>({
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
});
