// German texts of the booking flow's later steps (Payment, Confirmation) (English: ../en/booking-flow-outcome.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowOutcomeMessages } from "../en/booking-flow-outcome";

export default defineTranslation<typeof bookingFlowOutcomeMessages>({
  "bookings.form.fixErrors": "Bitte korrigieren Sie die markierten Felder.",
  "bookings.flow.eyebrow": "Ihre Safari buchen",
  "bookings.flow.steps": "Buchungsschritte",
  "bookings.flow.step.details": "Buchungsdetails",
  "bookings.flow.step.payment": "Zahlung",
  "bookings.flow.step.confirmation": "Bestätigung",
  "bookings.flow.step.status.complete": "abgeschlossen",
  "bookings.flow.step.status.current": "aktueller Schritt",
  "bookings.flow.stepOf": "Schritt {step} von {total}",
  "bookings.flow.details.intro": "Sagen Sie uns, wer mitreist und wann Ihre Safari beginnen soll.",
  "bookings.flow.country": "Land",
  "bookings.flow.countryPlaceholder": "Land auswählen",
  "bookings.flow.email": "E-Mail",
  "bookings.flow.phone": "Telefonnummer",
  "bookings.flow.startDate": "Reisebeginn",
  "bookings.flow.specialRequests": "Besondere Wünsche",
  "bookings.flow.specialRequestsHint": "Ernährung, Barrierefreiheit, besondere Anlässe, Zimmeraufteilung …",
  "bookings.flow.continue": "Weiter zur Zahlung",
  "bookings.flow.continuing": "Wird geprüft …",
  "bookings.flow.summary.title": "Buchungsübersicht",
  "bookings.flow.summary.package": "Safaripaket",
  "bookings.flow.summary.dates": "Reisedaten",
  "bookings.flow.summary.dateRange": "{start} bis {end}",
  "bookings.flow.summary.duration": "Dauer",
  "bookings.flow.summary.days": "{count, plural, one {# Tag} other {# Tage}}",
  "bookings.flow.summary.guests": "Gäste",
  "bookings.flow.summary.guestCount": "{count, plural, one {# Gast} other {# Gäste}}",
  "bookings.flow.summary.price": "Preis",
  "bookings.flow.summary.total": "Gesamtpreis",
  "bookings.flow.summary.deposit": "Anzahlung ({percent} %)",
  "bookings.flow.summary.onRequest": "Preis auf Anfrage",
  "bookings.flow.summary.cancellation": "Kostenlose Stornierung bis {days} Tage vor Reisebeginn.",
  "bookings.flow.assistance.title": "Brauchen Sie Hilfe?",
  "bookings.flow.assistance.text": "Unsere Safari-Experten helfen Ihnen gern bei der Planung Ihrer Reise.",
  "bookings.flow.assistance.contact": "Kontakt aufnehmen",
  "bookings.flow.assistance.call": "oder rufen Sie uns an: {phone}",
  "bookings.flow.refusedTitle": "Ihre Buchung wurde nicht gesendet",
  "bookings.payment.bank_transfer": "Banküberweisung",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Angebot anfordern, später bezahlen",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Kontoinhaber",
  "bookings.email.confirmation.bank.accountNumber": "Kontonummer",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "SWIFT-Code",
  "bookings.flow.back": "Zurück",
  "bookings.flow.confirm": "Buchung bestätigen",
  "bookings.flow.confirming": "Wird bestätigt …",
  "bookings.flow.payment.intro":
    "Wählen Sie, wie Sie bezahlen möchten. Auf dieser Website wird nichts abgebucht: Sie zahlen die Anzahlung direkt an uns, sobald Ihre Buchungsnummer vergeben ist.",
  "bookings.flow.payment.legend": "Wie möchten Sie bezahlen?",
  "bookings.flow.payment.bank_transfer.text":
    "Zahlen Sie die Anzahlung von {deposit} ({percent} %) per Banküberweisung. Ihre Buchungsnummer dient als Verwendungszweck.",
  "bookings.flow.payment.mpesa.text":
    "Zahlen Sie die Anzahlung von {deposit} ({percent} %) mit Lipa na M-Pesa, Pay Bill {paybill}. Ihre Buchungsnummer dient als Kontonummer.",
  "bookings.flow.payment.quote.text":
    "Wir senden Ihnen innerhalb von {hours} Stunden ein ausführliches Angebot. Zu zahlen ist erst etwas, wenn Sie es annehmen.",
  "bookings.flow.payment.onRequest":
    "Der Preis dieser Safari wird auf Anfrage erstellt. Wir senden Ihnen daher innerhalb von {hours} Stunden ein Angebot.",
  "bookings.flow.payment.balance": "Die Restzahlung von {balance} ist {days} Tage vor Beginn Ihrer Safari fällig.",
  "bookings.flow.payment.reviewHeading": "Ihre Angaben",
  "bookings.flow.confirmation.title": "Vielen Dank, {name}! Ihre Buchungsanfrage ist bei uns eingegangen.",
  "bookings.flow.confirmation.intro":
    "Unser Team prüft die Verfügbarkeit und meldet sich innerhalb von {hours} Stunden bei Ihnen, um die Einzelheiten zu bestätigen.",
  "bookings.flow.confirmation.reference": "Buchungsnummer",
  "bookings.flow.confirmation.referenceHint": "Bitte geben Sie sie bei jeder Kontaktaufnahme an.",
  "bookings.flow.confirmation.emailSent": "Eine Bestätigung mit diesen Angaben wurde per E-Mail an {email} gesendet.",
  "bookings.flow.confirmation.emailUnavailable":
    "Die Bestätigung per E-Mail ist vorübergehend nicht verfügbar: Wir senden sie so bald wie möglich an {email}.",
  "bookings.flow.confirmation.guestHeading": "Angaben zum Gast",
  "bookings.flow.confirmation.tripHeading": "Ihre Safari",
  "bookings.flow.confirmation.name": "Name",
  "bookings.flow.confirmation.email": "E-Mail",
  "bookings.flow.confirmation.phone": "Telefon",
  "bookings.flow.confirmation.guests": "Gäste",
  "bookings.flow.confirmation.package": "Safaripaket",
  "bookings.flow.confirmation.startDate": "Reisebeginn",
  "bookings.flow.confirmation.endDate": "Reiseende",
  "bookings.flow.confirmation.duration": "Dauer",
  "bookings.flow.confirmation.specialRequests": "Besondere Wünsche",
  "bookings.flow.confirmation.paymentHeading": "So leisten Sie Ihre Anzahlung",
  "bookings.flow.confirmation.quoteHeading": "Ihr Angebot",
  "bookings.flow.confirmation.bankTransfer":
    "Bitte überweisen Sie die Anzahlung von {deposit} ({percent} %) auf das unten stehende Konto und geben Sie {reference} als Verwendungszweck an.",
  "bookings.flow.confirmation.mpesa":
    "Bitte zahlen Sie die Anzahlung von {deposit} ({percent} %) mit M-Pesa: Lipa na M-Pesa, Pay Bill, Unternehmensnummer {paybill}, Kontonummer {reference}.",
  "bookings.flow.confirmation.mpesaForeignCurrency":
    "M-Pesa-Zahlungen erfolgen in Kenia-Schilling: Zahlen Sie den Gegenwert von {deposit} zum Tageskurs.",
  "bookings.flow.confirmation.browse": "Weitere Safaris entdecken",
  "bookings.flow.confirmation.nextHeading": "So geht es weiter",
  "bookings.flow.confirmation.next.check":
    "Wir prüfen die Verfügbarkeit bei den Lodges und bestätigen Ihre Safari innerhalb von {hours} Stunden.",
  "bookings.flow.confirmation.next.deposit":
    "Mit der Anzahlung von {deposit} ({percent} %) sichern Sie sich Ihre Plätze – die Zahlungsmöglichkeiten finden Sie unten.",
  "bookings.flow.confirmation.next.quote":
    "Wir senden Ihnen ein ausführliches Angebot. Zu zahlen ist erst etwas, wenn Sie es annehmen.",
  "bookings.flow.confirmation.next.balanceOn": "Die Restzahlung von {balance} ist am {date} fällig.",
  "bookings.flow.confirmation.next.balanceNow":
    "Ihre Safari beginnt innerhalb der nächsten {days} Tage, daher ist auch die Restzahlung von {balance} bereits jetzt fällig.",
  "bookings.flow.confirmation.next.tripPage":
    "Auf Ihrer Reiseseite finden Sie alles an einem Ort: Ihren Reiseverlauf mit allen Daten, Ihre Zahlungen, Unterlagen und eine Kalenderdatei. Dort tragen Sie auch die Angaben zu allen Reisenden ein.",
  "bookings.flow.confirmation.tripLink": "Zu Ihrer Reiseseite",
  "bookings.flow.confirmation.tripLinkByEmail": "Den Link zu Ihrer Reiseseite finden Sie in Ihrer Bestätigungs-E-Mail.",
  "bookings.flow.confirmation.tripPagePay":
    "Zahlen Sie die Anzahlung von {deposit} ({percent} %) über Ihre Reiseseite, auf der alle Zahlungsmöglichkeiten aufgeführt sind.",
  "bookings.flow.confirmation.tripPagePayByEmail":
    "Zahlen Sie die Anzahlung von {deposit} ({percent} %) über Ihre Reiseseite (den Link finden Sie in Ihrer Bestätigungs-E-Mail), auf der alle Zahlungsmöglichkeiten aufgeführt sind.",
  "bookings.flow.confirmation.orBank":
    "Oder überweisen Sie den Betrag auf das unten stehende Konto und geben Sie {reference} als Verwendungszweck an.",
  "bookings.flow.confirmation.orBankAskUs":
    "Oder zahlen Sie per Banküberweisung: Antworten Sie auf Ihre Bestätigungs-E-Mail, und wir senden Ihnen unsere Bankverbindung. Bitte geben Sie {reference} als Verwendungszweck an.",
  "bookings.flow.confirmation.bankAskUs":
    "Bitte überweisen Sie die Anzahlung von {deposit} ({percent} %): Antworten Sie auf Ihre Bestätigungs-E-Mail, und wir senden Ihnen unsere Bankverbindung. Bitte geben Sie {reference} als Verwendungszweck an.",
  "bookings.flow.confirmation.mpesaAskUs":
    "Bitte zahlen Sie die Anzahlung von {deposit} ({percent} %) mit M-Pesa: Antworten Sie auf Ihre Bestätigungs-E-Mail, und wir senden Ihnen unsere Paybill-Nummer. Ihre Buchungsnummer {reference} dient als Kontonummer.",
  "bookings.flow.payment.mpesa.textAskUs":
    "Zahlen Sie die Anzahlung von {deposit} ({percent} %) mit Lipa na M-Pesa: Wir senden Ihnen unsere Paybill-Nummer, und Ihre Buchungsnummer dient als Kontonummer.",
});
