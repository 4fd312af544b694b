// German texts of the Contact page: information panel, map, inquiry form and FAQ (English: ../en/contact.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMessages } from "../en/contact";

export default defineTranslation<typeof contactMessages>({
  "contact.hero.eyebrow": "Kontakt",
  "contact.hero.title": "Planen wir Ihre Safari",
  "contact.hero.subtitle":
    "Sagen Sie uns, wann Sie reisen möchten und was Sie erleben wollen. Ein Safariplaner, der die Parks kennt, antwortet Ihnen innerhalb von {hours} Stunden.",
  "contact.info.title": "So erreichen Sie uns",
  "contact.info.intro":
    "Nehmen Sie Kontakt auf, wie es Ihnen am besten passt. Wir beantworten jede Nachricht persönlich.",
  "contact.info.address": "Büroadresse",
  "contact.info.phone": "Telefon",
  "contact.info.phoneHours": "Erreichbar: {hours}",
  "contact.info.email": "E-Mail",
  "contact.info.emailNote": "Wir antworten innerhalb von {hours} Stunden.",
  "contact.info.officeHours": "Bürozeiten",
  "contact.info.officeHoursTable": "Öffnungszeiten unseres Büros",
  "contact.info.day": "Tag",
  "contact.info.hours": "Uhrzeit",
  "contact.info.closed": "Geschlossen",
  "contact.info.officeHoursZone": "Ostafrikanische Zeit (UTC+3)",
  "contact.info.chat": "Chat",
  "contact.info.chatLink": "Mit uns chatten",
  "contact.info.chatNote":
    "Hinterlassen Sie Ihren Namen und Ihre E-Mail-Adresse und sprechen Sie direkt hier auf der Website mit unserem Team.",
  "contact.map.title": "So finden Sie unser Büro",
  "contact.map.frameTitle": "Karte mit unserem Büro in Nairobi",
  "contact.map.link": "Auf OpenStreetMap ansehen",
  "contact.map.caption": "Kenyatta Avenue, Stadtzentrum von Nairobi",
  "contact.map.illustration":
    "Illustrierte Karte des Stadtzentrums von Nairobi mit unserem Büro an der Kenyatta Avenue",
  "contact.map.load": "Interaktive Karte anzeigen",
  "contact.map.loadNote": "Die interaktive Karte wird von OpenStreetMap geladen.",
  "contact.form.title": "Schreiben Sie uns",
  "contact.form.intro": "Mit * gekennzeichnete Felder sind Pflichtfelder.",
  "contact.form.name": "Vollständiger Name *",
  "contact.form.email": "E-Mail *",
  "contact.form.phone": "Telefon (optional)",
  "contact.form.subject": "Betreff *",
  "contact.form.inquiryType": "Art der Anfrage",
  "contact.form.message": "Nachricht *",
  "contact.form.messageHint": "Reisezeitraum, Gruppengröße, Orte, die Sie gern sehen möchten. Höchstens {max} Zeichen.",
  "contact.form.submit": "Nachricht senden",
  "contact.form.submitting": "Wird gesendet …",
  "contact.form.fixErrors": "Bitte korrigieren Sie die markierten Felder.",
  "contact.type.general": "Allgemeine Anfrage",
  "contact.type.booking": "Frage zu einer Buchung",
  "contact.type.custom": "Individuelle Safari",
  "contact.type.group": "Gruppenreise",
  "contact.type.feedback": "Feedback",
  "contact.validation.nameMin": "Der Name muss mindestens 2 Zeichen lang sein.",
  "contact.validation.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  "contact.validation.phoneInvalid": "Bitte geben Sie eine gültige Telefonnummer ein.",
  "contact.validation.subjectRequired": "Bitte geben Sie einen Betreff ein.",
  "contact.validation.inquiryTypeInvalid": "Bitte wählen Sie die Art Ihrer Anfrage.",
  "contact.validation.messageMin": "Die Nachricht muss mindestens 10 Zeichen lang sein.",
  "contact.validation.tooLong": "Bitte verwenden Sie höchstens {max} Zeichen.",
  "contact.toast.successTitle": "Nachricht gesendet",
  "contact.toast.successText":
    "Vielen Dank für Ihre Nachricht. Wir melden uns innerhalb von {hours} Stunden bei Ihnen.",
  "contact.toast.errorTitle": "Ihre Nachricht konnte nicht gesendet werden",
  "contact.toast.errorText": "Bitte versuchen Sie es erneut oder kontaktieren Sie uns direkt per Telefon oder E-Mail.",
  "contact.toast.unexpected": "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.",
  "contact.toast.rateLimitedTitle": "Zu viele Anfragen",
  "contact.toast.rateLimited":
    "Von Ihrer Verbindung wurden zu viele Nachrichten gesendet. Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut oder kontaktieren Sie uns direkt per Telefon oder E-Mail.",
  "contact.faq.title": "Häufige Fragen",
  "contact.faq.cancellation.q": "Kann ich meine Safari stornieren?",
  "contact.faq.cancellation.a":
    "Ja. Bis {days} Tage vor Beginn Ihrer Safari ist die Stornierung kostenlos. Wenn der Reisebeginn näher rückt, erklären wir Ihnen genau, was erstattet werden kann, bevor Sie sich entscheiden.",
  "contact.faq.deposit.q": "Wie viel zahle ich, um eine Buchung zu bestätigen?",
  "contact.faq.deposit.a":
    "Mit einer Anzahlung von {percent} % ist Ihre Buchung bestätigt. Sie können sie per Banküberweisung oder M-Pesa leisten; die Zahlungsdetails senden wir Ihnen zusammen mit Ihrer Buchungsnummer.",
  "contact.faq.balance.q": "Wann ist die Restzahlung fällig?",
  "contact.faq.balance.a": "Die Restzahlung ist {days} Tage vor Beginn Ihrer Safari fällig.",
  "contact.faq.response.q": "Wie schnell antworten Sie?",
  "contact.faq.response.a":
    "Wir beantworten jede Anfrage innerhalb von {hours} Stunden. In dringenden Fällen rufen Sie uns bitte an: {phoneHours}.",
  "contact.faq.response.aNoPhone":
    "Wir beantworten jede Anfrage innerhalb von {hours} Stunden. In dringenden Fällen chatten Sie einfach direkt hier auf der Website mit uns.",
  "contact.faq.custom.q": "Können Sie eine private oder individuelle Safari planen?",
  "contact.faq.custom.a":
    "Die meisten unserer Safaris sind maßgeschneidert. Wählen Sie im Formular „Individuelle Safari“ und nennen Sie uns Ihre Reisedaten, Ihr Budget und Ihre Wünsche.",
});
