// Italian texts of the e-mails about money: the receipt for every payment, the balance reminders and the overdue notice (English: ../en/payment-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentEmailMessages } from "../en/payment-emails";

export default defineTranslation<typeof paymentEmailMessages>({
  "payments.email.receipt.subject": "Pagamento ricevuto per {reference}: {amount}",
  "payments.email.greeting": "Gentile {name},",
  "payments.email.receipt.intro":
    "Grazie: abbiamo ricevuto il vostro pagamento di {amount} per «{packageTitle}» (prenotazione {reference}).",
  "payments.email.receipt.heading": "Ricevuta",
  "payments.email.label.reference": "Codice di prenotazione",
  "payments.email.label.amount": "Importo pagato",
  "payments.email.label.method": "Modalità di pagamento",
  "payments.email.label.receipt": "Riferimento del pagamento",
  "payments.email.label.date": "Data",
  "payments.email.label.paid": "Pagato finora",
  "payments.email.label.outstanding": "Ancora da pagare",
  "payments.email.label.dueDate": "Da versare entro",
  "payments.email.fullyPaid": "Il vostro safari è ora interamente pagato. Non vediamo l’ora di accogliervi.",
  "payments.email.tripLink": "La pagina del vostro viaggio, con itinerario, pagamenti e documenti: {url}",
  "payments.email.signOff": "Un caro saluto,\nIl team di Heartbeest Safari",
  "payments.method.mpesa": "M-Pesa",
  "payments.method.card": "Carta",
  "payments.method.bank_transfer": "Bonifico bancario",
  "payments.method.cash": "Contanti",
});
