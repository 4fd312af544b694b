// German texts of the /chat page (a traveller's conversation with the team) and the staff's e-mail about a new conversation (English: ../en/chat.ts).
import { defineTranslation } from "~/i18n/translate";
import type { chatMessages } from "../en/chat";

export default defineTranslation<typeof chatMessages>({
  "chat.meta.title": "Chatten Sie mit unserem Team",
  "chat.meta.description":
    "Fragen Sie unsere Safariplaner in Nairobi alles rund um Ihre Reise – und lesen Sie ihre Antworten direkt hier.",
  "chat.hero.eyebrow": "Live-Chat",
  "chat.hero.title": "Sprechen Sie mit einem Safariplaner",
  "chat.hero.subtitle":
    "Fragen zu einer Reisezeit, einer Lodge oder einer Route? Schreiben Sie uns hier: Es antworten die Menschen, die unsere Safaris planen – während der Bürozeiten meist innerhalb weniger Minuten.",
  "chat.start.title": "Gespräch beginnen",
  "chat.start.intro":
    "Sagen Sie uns, wer Sie sind und was Sie wissen möchten. Das Gespräch bleibt in diesem Browser gespeichert, sodass Sie später darauf zurückkommen können.",
  "chat.start.name": "Ihr Name",
  "chat.start.email": "E-Mail",
  "chat.start.emailHint": "Falls Sie die Seite verlassen, bevor wir antworten, erhalten Sie unsere Antwort per E-Mail.",
  "chat.start.message": "Ihre Nachricht",
  "chat.start.submit": "Chat starten",
  "chat.start.submitting": "Wird gestartet …",
  "chat.start.privacy": "Wir verwenden Ihre Angaben ausschließlich, um Ihnen zu antworten.",
  "chat.thread.title": "Ihr Gespräch",
  "chat.thread.with": "Sie chatten als {name}",
  "chat.thread.label": "Nachrichten",
  "chat.thread.you": "Sie",
  "chat.thread.staff": "{name}, Heartbeest Safari",
  "chat.thread.team": "Heartbeest Safari",
  "chat.thread.sentAt": "{time} EAT",
  "chat.thread.waiting": "Vielen Dank! Ein Mitglied unseres Teams antwortet Ihnen hier in Kürze.",
  "chat.thread.closed":
    "Unser Team hat dieses Gespräch beendet. Wenn Sie noch etwas auf dem Herzen haben, schreiben Sie einfach unten weiter – dann wird es wieder geöffnet.",
  "chat.thread.reconnecting": "Verbindung unterbrochen. Neuer Versuch …",
  "chat.thread.live": "Neue Antworten erscheinen hier, sobald sie eintreffen.",
  "chat.send.label": "Nachricht",
  "chat.send.placeholder": "Nachricht schreiben …",
  "chat.send.submit": "Senden",
  "chat.send.sending": "Wird gesendet …",
  "chat.send.hint": "Bis zu {max} Zeichen.",
  "chat.forget.submit": "Chat auf diesem Gerät beenden",
  "chat.forget.hint":
    "An einem gemeinsam genutzten Computer? Damit entfernen Sie das Gespräch aus diesem Browser; unserem Team bleibt es erhalten.",
  "chat.aside.title": "Lieber auf anderem Weg?",
  "chat.aside.text":
    "Rufen Sie uns an oder senden Sie uns eine Anfrage: Wir beantworten jede Nachricht innerhalb von 24 Stunden.",
  "chat.aside.textNoPhone": "Senden Sie uns eine Anfrage: Wir beantworten jede Nachricht innerhalb von 24 Stunden.",
  "chat.aside.contact": "Zur Kontaktseite",
  "chat.validation.nameRequired": "Bitte nennen Sie uns Ihren Namen",
  "chat.validation.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  "chat.validation.messageRequired": "Bitte schreiben Sie eine Nachricht",
  "chat.validation.tooLong": "Bitte verwenden Sie höchstens {max} Zeichen",
  "chat.error.rateLimited":
    "Sie senden Nachrichten sehr schnell hintereinander. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  "chat.error.failed": "Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  "chat.error.noConversation": "Dieses Gespräch ist nicht mehr verfügbar. Bitte beginnen Sie ein neues.",
  "chat.error.title": "Nachricht nicht gesendet",
  "chat.email.subject": "Neuer Chat von {name}",
  "chat.email.heading": "Ein Gast hat einen Chat begonnen",
  "chat.email.intro": "Bitte antworten Sie im Mitarbeiterportal; der Gast sieht Ihre Antwort auf der Chatseite.",
  "chat.email.name": "Name",
  "chat.email.email": "E-Mail",
  "chat.email.message": "Erste Nachricht",
  "chat.email.open": "Zum Gespräch: {url}",
});
