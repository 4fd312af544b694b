// German texts of the re-quote e-mail and the staff discount's line (English: ../en/booking-requote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingRequoteMessages } from "../en/booking-requote";

export default defineTranslation<typeof bookingRequoteMessages>({
  "requote.subject": "Der neue Preis Ihrer Safari: {total} ({reference})",
  "requote.greeting": "Guten Tag {name},",
  "requote.intro":
    "Wir haben den Preis für „{packageTitle}“ (Buchung {reference}) aktualisiert. Ihr neuer Gesamtpreis beträgt {total}; bisher waren es {oldTotal}.",
  "requote.heading": "Ihr neuer Preis",
  "requote.label.reference": "Buchungsnummer",
  "requote.label.total": "Neuer Gesamtpreis",
  "requote.label.deposit": "Anzahlung",
  "requote.label.balance": "Restbetrag",
  "requote.label.dueDate": "Restbetrag fällig bis",
  "requote.label.paid": "Bisher bezahlt",
  "requote.label.outstanding": "Noch zu zahlen",
  "requote.tripPage": "Ihre Reiseseite zeigt den neuen Preis Posten für Posten, zusammen mit Ihren Zahlungen: {url}",
  "requote.tripPageNote":
    "Dieser Link ist neu: Die Links aus unseren früheren E-Mails funktionieren weiterhin, sofern wir Ihnen nichts anderes mitgeteilt haben.",
  "requote.questions":
    "Sollte etwas nicht stimmen, antworten Sie einfach auf diese E-Mail – wir bringen es in Ordnung.",
  "requote.signOff": "Herzliche Grüße\nIhr Heartbeest-Safari-Team",
  "requote.discount.percent": "Rabatt von unserem Team ({percent} %)",
  "requote.discount.amount": "Rabatt von unserem Team ({amount})",
});
