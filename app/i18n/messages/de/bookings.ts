// German texts of the booking form's validation and the toasts after a booking, shown on both booking pages (English: ../en/bookings.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingsMessages } from "../en/bookings";

export default defineTranslation<typeof bookingsMessages>({
  "bookings.form.fixErrors": "Bitte korrigieren Sie die markierten Felder.",
  "bookings.validation.nameMin": "Der Name muss mindestens 2 Zeichen lang sein",
  "bookings.validation.phoneInvalid": "Bitte geben Sie eine gültige Telefonnummer ein",
  "bookings.validation.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  "bookings.validation.countryRequired": "Bitte wählen Sie ein Land aus",
  "bookings.validation.adultsMin": "Mindestens 1 Erwachsener ist erforderlich",
  "bookings.validation.adultsMax": "Höchstens 20 Erwachsene möglich",
  "bookings.validation.childrenMin": "Die Anzahl der Kinder darf nicht negativ sein",
  "bookings.validation.childrenMax": "Höchstens 20 Kinder möglich",
  "bookings.validation.arrivalRequired": "Bitte geben Sie ein Anreisedatum an",
  "bookings.validation.arrivalPast": "Das Anreisedatum darf nicht in der Vergangenheit liegen",
  "bookings.validation.departureRequired": "Bitte geben Sie ein Abreisedatum an",
  "bookings.validation.departureAfterArrival": "Das Abreisedatum muss nach dem Anreisedatum liegen",
  "bookings.validation.tripTooLong": "Eine Reise kann höchstens {days} Tage dauern",
  "bookings.validation.emailRequired": "Bitte geben Sie Ihre E-Mail-Adresse an",
  "bookings.validation.emailPattern": "Ungültige E-Mail-Adresse",
  "bookings.validation.phoneRequired": "Bitte geben Sie Ihre Telefonnummer an",
  "bookings.validation.startDateRequired": "Bitte geben Sie ein Startdatum an",
  "bookings.validation.startDatePast": "Das Startdatum darf nicht in der Vergangenheit liegen",
  "bookings.validation.paymentChoiceRequired": "Bitte wählen Sie, wie Sie bezahlen möchten",
  "bookings.validation.wholeNumber": "Bitte geben Sie eine ganze Zahl ein",
  "bookings.validation.invalidDate": "Bitte geben Sie ein gültiges Datum ein",
  "bookings.validation.dateTooFar": "Bitte wählen Sie ein Datum innerhalb der nächsten {years} Jahre",
  "bookings.validation.tooLong": "Bitte verwenden Sie höchstens {max} Zeichen",
  "bookings.toast.submitted.title": "Buchungsanfrage erfolgreich gesendet!",
  "bookings.toast.submitted.emailSent":
    "Vielen Dank für Ihre Buchungsanfrage (Buchungsnummer {reference}). Wir haben Ihnen eine Bestätigung per E-Mail gesendet und melden uns in Kürze bei Ihnen.",
  "bookings.toast.submitted.emailUnavailable":
    "Vielen Dank für Ihre Buchungsanfrage (Buchungsnummer {reference}). Wir melden uns in Kürze bei Ihnen. Die Bestätigung per E-Mail ist vorübergehend nicht verfügbar.",
  "bookings.toast.submitted.withoutReference":
    "Vielen Dank für Ihre Buchungsanfrage. Wir haben Ihnen eine Bestätigung per E-Mail gesendet und melden uns in Kürze bei Ihnen.",
  "bookings.toast.error.title": "Fehler beim Senden",
  "bookings.toast.error.description":
    "Beim Senden Ihrer Buchung ist ein Problem aufgetreten. Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt.",
  "bookings.toast.alreadyReceived.title": "Buchungsanfrage bereits erhalten",
  "bookings.toast.alreadyReceived.description":
    "Diese Buchungsanfrage haben wir bereits erhalten. Die Bestätigung wurde per E-Mail an die darin angegebene Adresse gesendet; bitte verwenden Sie die Links in dieser E-Mail.",
  "bookings.toast.rateLimited.title": "Zu viele Buchungsanfragen",
  "bookings.toast.rateLimited.description":
    "Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}}, bevor Sie eine weitere Buchungsanfrage senden, oder kontaktieren Sie uns direkt.",
  "bookings.toast.packageNotFound.title": "Safaripaket nicht gefunden",
  "bookings.toast.packageNotFound.description": "Das gewünschte Safaripaket wurde nicht gefunden.",
  "bookings.form.label": "Diese Safari buchen",
  "bookings.form.name": "Vollständiger Name",
  "bookings.form.phone": "Telefon",
  "bookings.form.email": "E-Mail",
  "bookings.form.country": "Land",
  "bookings.form.countryPlaceholder": "Land auswählen",
  "bookings.form.adults": "Erwachsene",
  "bookings.form.children": "Kinder",
  "bookings.form.arrival": "Anreisedatum",
  "bookings.form.departure": "Abreisedatum",
  "bookings.form.message": "Nachricht",
  "bookings.form.otherInfo": "Weitere Angaben",
  "bookings.form.otherInfoHint": "Ernährungswünsche, Barrierefreiheit, besondere Anlässe oder andere Wünsche.",
  "bookings.form.estimate": "Voraussichtlicher Gesamtpreis für {guests, plural, one {# Gast} other {# Gäste}}: {total}",
  "bookings.form.submit": "Buchungsanfrage senden",
  "bookings.form.submitting": "Wird gesendet …",
  "bookings.toast.loadError.title": "Fehler beim Laden der Reisedetails",
  "bookings.toast.loadError.description":
    "Die Details des Safaripakets konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
});
