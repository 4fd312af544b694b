// Italian texts of the balance reminders, the overdue notice and the new trip link staff send after revoking the old one (English: ../en/payment-reminders.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentReminderMessages } from "../en/payment-reminders";

export default defineTranslation<typeof paymentReminderMessages>({
  "reminders.subject.14d": "Il saldo di {amount} per il vostro safari scade {dueDate} ({reference})",
  "reminders.subject.3d": "Promemoria: il saldo di {amount} per il vostro safari scade tra 3 giorni ({reference})",
  "reminders.subject.overdue": "Il saldo di {amount} per il vostro safari è scaduto ({reference})",
  "reminders.greeting": "Gentile {name},",
  "reminders.intro.14d":
    "Vi ricordiamo con piacere che il saldo per «{packageTitle}» (prenotazione {reference}) è da versare tra due settimane, entro {dueDate}.",
  "reminders.intro.3d":
    "Il saldo per «{packageTitle}» (prenotazione {reference}) è da versare tra tre giorni, entro {dueDate}. Se avete già provveduto al pagamento, vi ringraziamo: potete ignorare questa e-mail.",
  "reminders.intro.overdue":
    "Il saldo per «{packageTitle}» (prenotazione {reference}) era da versare entro {dueDate} e non lo abbiamo ancora ricevuto. Vi preghiamo di effettuare il pagamento appena possibile, oppure di rispondere a questa e-mail se qualcosa non va, così da poter mantenere i vostri posti nei lodge.",
  "reminders.heading": "Che cosa resta da pagare",
  "reminders.label.reference": "Codice di prenotazione",
  "reminders.label.outstanding": "Ancora da pagare",
  "reminders.label.paid": "Pagato finora",
  "reminders.label.dueDate": "Da versare entro",
  "reminders.howToPay.heading": "Come pagare",
  "reminders.howToPay.tripPage":
    "Pagate con M-Pesa o con carta sulla pagina del vostro viaggio, dove trovate anche l’itinerario e i pagamenti: {url}",
  "reminders.howToPay.tripPageNote":
    "Questo link è nuovo: i link contenuti nelle nostre e-mail precedenti continuano a funzionare, salvo diversa comunicazione da parte nostra.",
  "reminders.howToPay.bank":
    "Oppure con bonifico bancario a {accountName}, {bankName}, conto {accountNumber}, filiale {branch}, SWIFT {swiftCode}, indicando il vostro codice di prenotazione {reference} come causale.",
  "reminders.howToPay.mpesa": "Oppure con M-Pesa, Paybill {paybill}, numero di conto {reference}.",
  "reminders.howToPay.askUs":
    "Oppure con bonifico bancario o M-Pesa Paybill: rispondete a questa e-mail e vi invieremo i dettagli, insieme al codice di prenotazione {reference} da indicare.",
  "reminders.signOff": "Un caro saluto,\nIl team di Heartbeest Safari",
  "tripLink.subject": "Il nuovo link alla pagina del vostro viaggio per {reference}",
  "tripLink.intro":
    "Abbiamo sostituito il link privato alla pagina del vostro viaggio per «{packageTitle}» (prenotazione {reference}). I link contenuti nelle nostre e-mail precedenti non la aprono più; d’ora in poi vi preghiamo di usare questo:",
  "tripLink.keepPrivate":
    "Chiunque possieda questo link può vedere la vostra prenotazione: vi preghiamo quindi di tenerlo per voi e per i vostri compagni di viaggio.",
});
