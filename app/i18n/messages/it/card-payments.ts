// Italian texts of paying by card through Pesapal's hosted checkout (English: ../en/card-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cardPaymentMessages } from "../en/card-payments";

export default defineTranslation<typeof cardPaymentMessages>({
  "card.meta.title": "Pagamento con carta",
  "card.meta.returnTitle": "Il vostro pagamento con carta",
  "card.heading": "Pagamento con carta",
  "card.intro":
    "Pagherete sulla pagina sicura di Pesapal, che accetta Visa e Mastercard. Il numero della vostra carta viene comunicato solo a Pesapal, mai a noi.",
  "card.purpose.label": "Che cosa desiderate pagare?",
  "card.purpose.deposit": "L’acconto",
  "card.purpose.balance": "Il saldo",
  "card.purpose.inSentence.deposit": "l’acconto",
  "card.purpose.inSentence.balance": "il saldo",
  "card.amountDue": "{purpose}: {amount}",
  "card.submit": "Prosegui su Pesapal",
  "card.backToTrip": "Torna alla pagina del viaggio",
  "card.currencyNote":
    "Pesapal accetta pagamenti in {currencies}; gli importi in altre valute vengono addebitati in {fallback}.",
  "card.refused.off":
    "I pagamenti con carta non sono disponibili al momento. Vi preghiamo di pagare con M-Pesa o con bonifico bancario.",
  "card.refused.nothingOwed": "Non c’è nulla da pagare per {purpose} in questo momento: è già coperto.",
  "card.refused.invalidPurpose": "Scegliete se state pagando l’acconto o il saldo.",
  "card.refused.noExchangeRate":
    "Al momento non riusciamo a calcolare l’importo in {currency}. Riprovate più tardi oppure contattateci.",
  "card.refused.unreachable":
    "Pesapal, il nostro fornitore di pagamenti con carta, al momento non risponde. Non è stato addebitato nulla. Riprovate tra qualche minuto.",
  "card.refused.provider":
    "Pesapal non è riuscito ad avviare un pagamento con carta per questa prenotazione. Non è stato addebitato nulla. Riprovate più tardi oppure contattateci.",
  "card.refused.title": "Il pagamento con carta non è stato avviato",
  "card.checkout.title": "Verso la pagina di Pesapal",
  "card.checkout.text":
    "Il vostro pagamento con carta di {amount} per la prenotazione {reference} è pronto. Inserirete i dati della carta sulla pagina sicura di Pesapal, non sulla nostra.",
  "card.checkout.go": "Paga {amount} su Pesapal",
  "card.return.succeeded.title": "Grazie: il vostro pagamento è confermato",
  "card.return.succeeded.text":
    "Pesapal ha confermato il vostro pagamento con carta di {amount}. Il codice di conferma è {receipt}.",
  "card.return.succeeded.email": "Riceverete a breve una ricevuta via e-mail.",
  "card.return.failed.title": "Il vostro pagamento con carta non è andato a buon fine",
  "card.return.failed.text": "Per questo tentativo non è stato addebitato nulla sulla vostra carta. {reason}",
  "card.return.failed.again": "Potete riprovare dalla pagina del vostro viaggio, con la stessa carta o con un’altra.",
  "card.return.reversed.title": "Questo pagamento con carta è stato stornato",
  "card.return.reversed.text":
    "Pesapal comunica che il pagamento di {amount} è stato stornato. Vi contatteremo noi; potete anche scriverci o chiamarci.",
  "card.return.pending.title": "Stiamo aspettando che Pesapal confermi il vostro pagamento",
  "card.return.pending.text":
    "Di solito bastano pochi secondi. Questa pagina si aggiorna da sola; la pagina del vostro viaggio mostrerà il pagamento non appena sarà confermato.",
  "card.return.pending.check": "Verifica di nuovo",
  "card.return.unknown.title": "Non abbiamo trovato questo pagamento con carta",
  "card.return.unknown.text":
    "Se vi è stato addebitato un importo, contattateci indicando il codice di prenotazione e sistemeremo tutto.",
  "card.failure.declined": "La vostra banca o Pesapal hanno rifiutato il pagamento.",
  "card.failure.invalid": "Pesapal segnala il pagamento come non valido.",
  "card.failure.reversed": "Il pagamento è stato stornato.",
  "card.failure.abandoned": "Il pagamento non è mai stato completato sulla pagina di Pesapal.",
  "card.failure.mismatch": "I dati di Pesapal non corrispondono a questo pagamento; il nostro staff lo verificherà.",
});
