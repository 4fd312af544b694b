// Italian texts of the re-quote e-mail and the staff discount's line (English: ../en/booking-requote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingRequoteMessages } from "../en/booking-requote";

export default defineTranslation<typeof bookingRequoteMessages>({
  "requote.subject": "Il nuovo prezzo del suo safari: {total} ({reference})",
  "requote.greeting": "Gentile {name},",
  "requote.intro":
    "Abbiamo aggiornato il prezzo di «{packageTitle}» (prenotazione {reference}). Il nuovo totale è di {total}; in precedenza era di {oldTotal}.",
  "requote.heading": "Il suo nuovo prezzo",
  "requote.label.reference": "Codice di prenotazione",
  "requote.label.total": "Nuovo totale",
  "requote.label.deposit": "Acconto",
  "requote.label.balance": "Saldo",
  "requote.label.dueDate": "Saldo da versare entro il",
  "requote.label.paid": "Già versato",
  "requote.label.outstanding": "Ancora da versare",
  "requote.tripPage":
    "La pagina del suo viaggio mostra il nuovo prezzo voce per voce, insieme ai suoi pagamenti: {url}",
  "requote.tripPageNote":
    "Questo link è nuovo: i link delle nostre e-mail precedenti restano validi, salvo diversa indicazione da parte nostra.",
  "requote.questions":
    "Se qualcosa non le sembra corretto, risponda semplicemente a questa e-mail e sistemeremo tutto.",
  "requote.signOff": "Un caro saluto,\nIl team di Heartbeest Safari",
  "requote.discount.percent": "Sconto del nostro team ({percent}%)",
  "requote.discount.amount": "Sconto del nostro team ({amount})",
});
