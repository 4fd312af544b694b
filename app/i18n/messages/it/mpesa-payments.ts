// Italian texts of paying by M-Pesa from the trip page: the phone form, the status page and the words for each answer (English: ../en/mpesa-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { mpesaPaymentMessages } from "../en/mpesa-payments";

export default defineTranslation<typeof mpesaPaymentMessages>({
  "mpesa.meta.title": "Pagamento con M-Pesa",
  "mpesa.meta.statusTitle": "Il vostro pagamento M-Pesa",
  "mpesa.form.title": "Pagamento con M-Pesa",
  "mpesa.form.intro":
    "Inviamo una richiesta di pagamento al vostro telefono: inserite lì il vostro PIN M-Pesa per pagare {reference}. Gli importi vengono addebitati in scellini kenioti.",
  "mpesa.form.purpose": "Che cosa pagare",
  "mpesa.form.purpose.deposit": "Acconto: {amount}",
  "mpesa.form.purpose.balance": "Saldo: {amount}",
  "mpesa.form.charged": "circa {kes} su M-Pesa",
  "mpesa.form.phone": "Numero di telefono M-Pesa",
  "mpesa.form.phoneHint": "Un numero keniota Safaricom, ad esempio 0712 345 678 o +254 712 345 678.",
  "mpesa.form.submit": "Invia la richiesta al mio telefono",
  "mpesa.form.back": "Torna alla pagina del viaggio",
  "mpesa.form.nothingOwed": "Al momento non c’è nulla da pagare per questa prenotazione. Grazie!",
  "mpesa.error.phoneRequired": "Inserite il numero di telefono M-Pesa a cui inviare la richiesta.",
  "mpesa.error.phoneInvalid":
    "Inserite un numero di cellulare keniota: 07XX XXX XXX, 01XX XXX XXX, oppure lo stesso preceduto da +254.",
  "mpesa.error.purpose": "Scegliete se pagare l’acconto o il saldo.",
  "mpesa.refusal.nothingOwed":
    "Non c’è nulla da pagare per {purpose} di questa prenotazione, quindi non è stata inviata alcuna richiesta.",
  "mpesa.refusal.notPriced":
    "Questa prenotazione non ha ancora un prezzo confermato, quindi non può essere pagata online. Vi contatteremo con il vostro preventivo.",
  "mpesa.refusal.noRate":
    "Al momento non riusciamo a calcolare l’importo in scellini (non è impostato alcun tasso di cambio). Riprovate più tardi oppure contattateci.",
  "mpesa.refusal.unreachable":
    "Al momento non siamo riusciti a raggiungere M-Pesa, quindi non è stata inviata alcuna richiesta. Riprovate tra un minuto.",
  "mpesa.refusal.rateLimited":
    "Per questa prenotazione sono state inviate diverse richieste di pagamento in poco tempo. Attendete {minutes, plural, one {un minuto} other {# minuti}} prima di riprovare.",
  "mpesa.refusal.pending":
    "Abbiamo già inviato una richiesta di pagamento al {phone} per questa prenotazione, quindi non ne è stata inviata una nuova. Controlli quel telefono e inserisca lì il PIN M-Pesa. Se ha annullato la richiesta o è scaduta, attenda un minuto che M-Pesa ce lo comunichi, poi riprovi.",
  "mpesa.refusal.phoneRateLimited":
    "Sono state inviate diverse richieste di pagamento a questo numero in poco tempo, quindi non è stata inviata alcuna richiesta. Attenda {minutes, plural, one {un minuto} other {# minuti}} prima di riprovare, oppure paghi con carta o bonifico dalla pagina del suo viaggio.",
  "mpesa.refusal.addressRateLimited":
    "Dalla sua connessione sono arrivate molte richieste di pagamento in poco tempo, quindi non è stata inviata alcuna richiesta. Attenda {minutes, plural, one {un minuto} other {# minuti}} prima di riprovare, oppure paghi con carta o bonifico dalla pagina del suo viaggio.",
  "mpesa.purpose.deposit": "l’acconto",
  "mpesa.purpose.balance": "il saldo",
  "mpesa.status.heading": "Il vostro pagamento M-Pesa",
  "mpesa.status.summary": "{amount} al numero {phone} per la prenotazione {reference}",
  "mpesa.status.pending.title": "Controllate il telefono e inserite il vostro PIN M-Pesa",
  "mpesa.status.pending.text":
    "Abbiamo inviato una richiesta di pagamento al numero {phone}. Questa pagina si aggiornerà da sola non appena M-Pesa ci comunicherà l’esito.",
  "mpesa.status.pending.slow":
    "Siamo ancora in attesa della risposta di M-Pesa. Se avete già pagato, non dovete fare altro: verifichiamo noi il pagamento con M-Pesa.",
  "mpesa.status.succeeded.title": "Pagamento effettuato: grazie!",
  "mpesa.status.succeeded.text":
    "M-Pesa ha confermato il vostro pagamento di {amount}. Riceverete a breve una ricevuta via e-mail.",
  "mpesa.status.receipt": "Numero di ricevuta M-Pesa: {receipt}",
  "mpesa.status.failed.title": "Il pagamento non è andato a buon fine",
  "mpesa.status.result.1032": "Avete annullato la richiesta sul vostro telefono. Non è stato addebitato nulla.",
  "mpesa.status.result.1037":
    "La richiesta è scaduta: M-Pesa non è riuscito a raggiungere il vostro telefono, oppure il PIN non è stato inserito in tempo. Non è stato addebitato nulla.",
  "mpesa.status.result.1":
    "Il saldo del vostro conto M-Pesa non era sufficiente per questo pagamento. Non è stato addebitato nulla.",
  "mpesa.status.result.2001": "Il PIN M-Pesa inserito non era corretto. Non è stato addebitato nulla.",
  "mpesa.status.result.1019": "La richiesta è scaduta prima di essere completata. Non è stato addebitato nulla.",
  "mpesa.status.result.1001":
    "Sul vostro telefono era in corso un’altra transazione M-Pesa. Attendete un minuto, poi riprovate.",
  "mpesa.status.result.amount_mismatch":
    "M-Pesa ha comunicato un importo diverso da quello richiesto, quindi stiamo verificando manualmente questo pagamento. Vi contatteremo.",
  "mpesa.status.result.other":
    "M-Pesa non ha completato il pagamento. Potete riprovare oppure pagare in un altro modo dalla pagina del vostro viaggio.",
  "mpesa.status.tryAgain": "Riprova",
  "mpesa.status.backToTrip": "Torna alla pagina del viaggio",
  "mpesa.status.refresh": "Verifica di nuovo",
  "mpesa.status.autoRefresh": "Per i prossimi minuti questa pagina si ricaricherà da sola ogni {seconds} secondi.",
  "mpesa.status.stopRefresh": "Interrompi il ricaricamento",
  "mpesa.form.limit": "Con M-Pesa si possono pagare al massimo {limit} per transazione.",
  "mpesa.form.overLimit":
    "Per {purpose}, con M-Pesa l’importo è di {amount}, più di quanto consenta un singolo pagamento M-Pesa. Pagatelo a rate: fino a {limit} ora e il resto con altri pagamenti da questa pagina. Oppure pagate tutto in una volta con carta o bonifico dalla pagina del vostro viaggio.",
  "mpesa.form.part": "Importo da pagare ora, in scellini kenioti",
  "mpesa.form.partHint":
    "Scellini interi, fino a {max}. Lasciate vuoto per pagare l’intero importo quando rientra nel limite.",
  "mpesa.form.otherWays": "Altri modi di pagare: carta o bonifico",
  "mpesa.error.partAmount": "Inserite un importo in scellini interi, da 1 a {max}.",
  "mpesa.refusal.overLimit":
    "Con M-Pesa si possono pagare al massimo {limit} per transazione e qui l’importo è di {amount}, quindi non è stata inviata alcuna richiesta. Pagate ora fino a {limit} e il resto con altri pagamenti, oppure pagate con carta o bonifico dalla pagina del vostro viaggio.",
  "mpesa.refusal.wrongNumber":
    "M-Pesa non è riuscito a inviare una richiesta a questo numero. Verificate che sia il numero Safaricom registrato per M-Pesa, poi riprovate.",
  "mpesa.refusal.busy":
    "Su questo telefono è già aperta un’altra richiesta M-Pesa. Completatela o annullatela sul telefono, attendete un minuto e poi riprovate.",
  "mpesa.refusal.insufficientFunds":
    "Secondo M-Pesa il saldo di questo numero non basta per questo pagamento. Ricaricate, pagate una parte più piccola o scegliete un altro modo di pagare.",
  "mpesa.refusal.unavailable":
    "I pagamenti con M-Pesa non sono disponibili al momento e il nostro team è stato avvisato. Potete pagare con carta o bonifico dalla pagina del vostro viaggio, oppure riprovare M-Pesa più tardi.",
  "mpesa.status.unknown.title": "M-Pesa non ci ha risposto",
  "mpesa.status.unknown.text":
    "La richiesta di pagamento potrebbe comunque essere arrivata al vostro telefono ({phone}). Se il telefono vi chiede il PIN M-Pesa, potete pagare lì: questa pagina mostrerà il pagamento non appena M-Pesa ce lo comunica. Controllate il telefono e i messaggi M-Pesa prima di riprovare, per non pagare due volte.",
  "mpesa.status.result.no_answer":
    "M-Pesa non ci ha comunicato l’esito di questa richiesta. Se dal vostro conto M-Pesa è uscito del denaro, non dovete fare altro: lo abbiniamo alla vostra prenotazione e ve lo confermiamo. Altrimenti potete riprovare.",
});
