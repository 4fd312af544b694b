// German texts of the balance reminders, the overdue notice and the e-mail with a new trip link (English: ../en/payment-reminders.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentReminderMessages } from "../en/payment-reminders";

export default defineTranslation<typeof paymentReminderMessages>({
  "reminders.subject.14d": "Die Restzahlung von {amount} für Ihre Safari ist am {dueDate} fällig ({reference})",
  "reminders.subject.3d":
    "Erinnerung: Die Restzahlung von {amount} für Ihre Safari ist in 3 Tagen fällig ({reference})",
  "reminders.subject.overdue": "Die Restzahlung von {amount} für Ihre Safari ist überfällig ({reference})",
  "reminders.greeting": "Guten Tag {name},",
  "reminders.intro.14d":
    "wir möchten Sie freundlich daran erinnern, dass die Restzahlung für „{packageTitle}“ (Buchung {reference}) in zwei Wochen fällig ist, am {dueDate}.",
  "reminders.intro.3d":
    "die Restzahlung für „{packageTitle}“ (Buchung {reference}) ist in drei Tagen fällig, am {dueDate}. Falls Sie bereits bezahlt haben, vielen Dank – dann betrachten Sie diese E-Mail bitte als gegenstandslos.",
  "reminders.intro.overdue":
    "die Restzahlung für „{packageTitle}“ (Buchung {reference}) war am {dueDate} fällig, ist bei uns aber noch nicht eingegangen. Bitte begleichen Sie sie so bald wie möglich oder antworten Sie auf diese E-Mail, falls etwas nicht stimmt – damit wir Ihre Plätze in den Lodges weiterhin für Sie reservieren können.",
  "reminders.heading": "Noch zu bezahlen",
  "reminders.label.reference": "Buchungsnummer",
  "reminders.label.outstanding": "Noch offen",
  "reminders.label.paid": "Bisher bezahlt",
  "reminders.label.dueDate": "Fällig bis",
  "reminders.howToPay.heading": "So bezahlen Sie",
  "reminders.howToPay.tripPage":
    "Bezahlen Sie per M-Pesa oder Karte auf Ihrer Reiseseite, auf der Sie auch Ihren Reiseverlauf und Ihre Zahlungen finden: {url}",
  "reminders.howToPay.tripPageNote":
    "Dieser Link ist neu: Links aus unseren früheren E-Mails funktionieren weiterhin, sofern wir Ihnen nichts anderes mitgeteilt haben.",
  "reminders.howToPay.bank":
    "Oder per Banküberweisung an {accountName}, {bankName}, Kontonummer {accountNumber}, Filiale {branch}, SWIFT {swiftCode}, mit Ihrer Buchungsnummer {reference} als Verwendungszweck.",
  "reminders.howToPay.mpesa": "Oder per M-Pesa, Paybill {paybill}, Kontonummer {reference}.",
  "reminders.howToPay.askUs":
    "Oder per Banküberweisung bzw. M-Pesa-Paybill: Antworten Sie auf diese E-Mail, und wir senden Ihnen die Zahlungsdetails. Bitte geben Sie dabei Ihre Buchungsnummer {reference} an.",
  "reminders.signOff": "Herzliche Grüße\nIhr Team von Heartbeest Safari",
  "tripLink.subject": "Ihr neuer Link zur Reiseseite für {reference}",
  "tripLink.intro":
    "wir haben den privaten Link zu Ihrer Reiseseite für „{packageTitle}“ (Buchung {reference}) ersetzt. Links aus unseren früheren E-Mails öffnen die Seite nicht mehr; bitte verwenden Sie ab sofort diesen:",
  "tripLink.keepPrivate":
    "Wer diesen Link hat, kann Ihre Buchung einsehen. Bitte behalten Sie ihn daher für sich und Ihre Mitreisenden.",
});
