// German texts of the traveller's confirmation e-mail, with the bank details it shares with the booking pages (English: ../en/booking-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingEmailMessages } from "../en/booking-emails";

export default defineTranslation<typeof bookingEmailMessages>({
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
  "bookings.payment.bank_transfer": "Banküberweisung",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Angebot anfordern, später bezahlen",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Kontoinhaber",
  "bookings.email.confirmation.bank.accountNumber": "Kontonummer",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "SWIFT-Code",
  "bookings.email.confirmation.subject": "Ihre Buchungsanfrage {reference}: {packageTitle}",
  "bookings.email.confirmation.greeting": "Guten Tag {name},",
  "bookings.email.confirmation.intro":
    "vielen Dank, dass Sie sich für Heartbeest Safari entschieden haben. Wir haben Ihre Buchungsanfrage für „{packageTitle}“ erhalten.",
  "bookings.email.confirmation.reference":
    "Ihre Buchungsnummer lautet {reference}. Bitte geben Sie sie bei jeder Kontaktaufnahme an.",
  "bookings.email.confirmation.summaryHeading": "Ihre Anfrage",
  "bookings.email.confirmation.tripHeading": "Ihre Reiseseite",
  "bookings.email.confirmation.tripLink":
    "Auf Ihrer persönlichen Reiseseite können Sie Ihre Buchung verfolgen, Anzahlung und Restzahlung leisten, Ihren Reiseverlauf herunterladen und die Angaben zu allen Reisenden eintragen: {url}\nBitte geben Sie diesen Link nicht weiter: Wer ihn kennt, kann Ihre Buchung einsehen.",
  "bookings.email.confirmation.label.safari": "Safari",
  "bookings.email.confirmation.label.arrival": "Anreise",
  "bookings.email.confirmation.label.departure": "Abreise",
  "bookings.email.confirmation.label.startDate": "Reisebeginn",
  "bookings.email.confirmation.label.endDate": "Reiseende",
  "bookings.email.confirmation.label.duration": "Dauer",
  "bookings.email.confirmation.label.guests": "Gäste",
  "bookings.email.confirmation.label.total": "Gesamtpreis",
  "bookings.email.confirmation.label.deposit": "Anzahlung ({percent} %)",
  "bookings.email.confirmation.label.payment": "Zahlungsart",
  "bookings.email.confirmation.duration": "{days, plural, one {# Tag} other {# Tage}}",
  "bookings.email.confirmation.guests":
    "{adults, plural, one {# Erwachsener} other {# Erwachsene}}{children, plural, =0 {} one { und # Kind} other { und # Kinder}}",
  "bookings.email.confirmation.priceOnRequest": "Auf Anfrage",
  "bookings.email.confirmation.nextSteps":
    "Unser Team prüft die Verfügbarkeit und meldet sich innerhalb von {hours} Stunden bei Ihnen, um die Einzelheiten zu bestätigen.",
  "bookings.email.confirmation.paymentHeading": "So leisten Sie Ihre Anzahlung",
  "bookings.email.confirmation.bankTransfer":
    "Um Ihre Buchung zu sichern, überweisen Sie bitte die Anzahlung von {deposit} ({percent} %) auf das unten stehende Konto und geben Sie {reference} als Verwendungszweck an.",
  "bookings.email.confirmation.mpesa":
    "Um Ihre Buchung zu sichern, zahlen Sie bitte die Anzahlung von {deposit} ({percent} %) mit M-Pesa: Lipa na M-Pesa, Pay Bill, Unternehmensnummer {paybill}, Kontonummer {reference}.",
  "bookings.email.confirmation.mpesaForeignCurrency":
    "M-Pesa-Zahlungen erfolgen in Kenia-Schilling: Zahlen Sie den Gegenwert von {deposit} zum Tageskurs. Den genauen Betrag bestätigen wir Ihnen, wenn wir uns bei Ihnen melden.",
  "bookings.email.confirmation.balance":
    "Die Restzahlung von {balance} ist {balanceDueDays} Tage vor Beginn Ihrer Safari fällig. Bis {freeCancellationDays} Tage vor Reisebeginn können Sie kostenlos stornieren.",
  "bookings.email.confirmation.quote":
    "Sie haben ein Angebot angefordert: Wir senden Ihnen innerhalb von {hours} Stunden ein ausführliches Angebot. Zu zahlen ist erst etwas, wenn Sie es annehmen.",
  "bookings.email.confirmation.quoteNoPrice":
    "Der Preis dieser Safari wird auf Anfrage erstellt: Wir senden Ihnen innerhalb von {hours} Stunden ein ausführliches Angebot. Zu zahlen ist erst etwas, wenn Sie es annehmen.",
  "bookings.email.confirmation.questions":
    "Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an unter {phone}.",
  "bookings.email.confirmation.questionsNoPhone": "Haben Sie Fragen? Antworten Sie einfach auf diese E-Mail.",
  "bookings.email.confirmation.bankAskUs":
    "Um Ihre Buchung zu sichern, überweisen Sie bitte die Anzahlung von {deposit} ({percent} %): Antworten Sie auf diese E-Mail, und wir senden Ihnen unsere Bankverbindung. Bitte geben Sie {reference} als Verwendungszweck an.",
  "bookings.email.confirmation.mpesaAskUs":
    "Um Ihre Buchung zu sichern, zahlen Sie bitte die Anzahlung von {deposit} ({percent} %) mit M-Pesa: Antworten Sie auf diese E-Mail, und wir senden Ihnen unsere Paybill-Nummer. Ihre Buchungsnummer {reference} dient als Kontonummer.",
  "bookings.email.confirmation.signOff": "Wir freuen uns darauf, Sie auf Safari begrüßen zu dürfen.",
  "bookings.email.confirmation.signature": "Ihr Team von Heartbeest Safari",
  "bookings.email.quote.heading": "Ihr Preis",
  "bookings.email.quote.included": "Inbegriffen",
  "bookings.email.quote.onRequest": "Preis auf Anfrage",
  "bookings.email.quote.total": "Gesamtpreis",
  "bookings.email.quote.deposit": "Anzahlung ({percent} %)",
  "bookings.email.quote.balanceNow": "Restzahlung, sofort fällig",
  "bookings.email.quote.balanceBy": "Restzahlung, fällig bis {date}",
});
