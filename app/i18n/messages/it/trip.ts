// Italian texts of the traveller's private trip page (/trip/{token}) and of its PDF itinerary, invoice and calendar (English: ../en/trip.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripMessages } from "../en/trip";

export default defineTranslation<typeof tripMessages>({
  "trip.meta.title": "Il vostro viaggio {reference}",
  "trip.eyebrow": "Il vostro viaggio",
  "trip.heading": "{packageTitle}",
  "trip.summary.reference": "Codice di prenotazione",
  "trip.summary.status": "Stato",
  "trip.summary.dates": "Date",
  "trip.summary.datesValue": "Dal {start} al {end}",
  "trip.summary.travellers": "Viaggiatori",
  "trip.summary.travellersValue":
    "{adults, plural, one {# adulto} other {# adulti}}{children, plural, =0 {} one {, # bambino} other {, # bambini}}",
  "trip.status.new": "Ricevuta: il nostro team la confermerà a breve",
  "trip.status.contacted": "In lavorazione: il nostro team è in contatto con voi",
  "trip.status.confirmed": "Confermata",
  "trip.status.cancelled": "Annullata",
  "trip.private":
    "Questa pagina è privata: chiunque abbia il link può vederla. Vi preghiamo di non condividerlo; possiamo inviarvene uno nuovo in qualsiasi momento.",

  "trip.nav.label": "In questa pagina",
  "trip.nav.itinerary": "Itinerario",
  "trip.nav.payments": "Pagamenti",
  "trip.nav.travellers": "Viaggiatori",
  "trip.nav.documents": "Documenti",

  "trip.itinerary.heading": "Il vostro itinerario",
  "trip.itinerary.day": "Giorno {day}",
  "trip.itinerary.accommodation": "Sistemazione",
  "trip.itinerary.meals": "Pasti",
  "trip.itinerary.empty":
    "Il vostro itinerario giorno per giorno comparirà qui non appena il nostro team lo avrà preparato.",

  "trip.quote.heading": "Il vostro prezzo",
  "trip.quote.lockedOn": "Tariffe per {residency}, bloccate al momento della prenotazione.",
  "trip.quote.included": "Incluso",
  "trip.quote.onRequest": "Su richiesta",
  "trip.quote.total": "Totale",
  "trip.quote.deposit": "Acconto ({percent}%)",
  "trip.quote.balance": "Saldo da versare entro {date}",
  "trip.quote.none":
    "Il prezzo del vostro viaggio è su richiesta: il nostro team vi invierà un preventivo via e-mail, che comparirà qui insieme alle modalità di pagamento.",
  "trip.residency.non_resident": "non residenti",
  "trip.residency.resident": "residenti in Africa orientale",
  "trip.residency.resident_kenya": "residenti in Kenya",
  "trip.residency.resident_tanzania": "residenti in Tanzania",
  "trip.residency.citizen": "cittadini dell’Africa orientale",

  "trip.payments.heading": "Pagamenti",
  "trip.payments.none": "Nessun pagamento per ora.",
  "trip.payments.caption": "Pagamenti effettuati per questa prenotazione",
  "trip.payments.date": "Data",
  "trip.payments.method": "Pagamento",
  "trip.payments.amount": "Importo",
  "trip.payments.receipt": "Ricevuta",
  "trip.payments.refunded": "{amount} rimborsati",
  "trip.payments.paid": "Pagato",
  "trip.payments.outstanding": "Ancora da pagare",
  "trip.payments.pending": "In attesa di conferma",
  "trip.payments.fullyPaid": "Pagato per intero. Grazie!",
  "trip.payments.nextDue": "{kind} di {amount} da versare entro {date}",
  "trip.payments.nextOverdue": "{kind} di {amount} da versare entro {date}: il termine è scaduto",
  "trip.payments.kind.deposit": "Acconto",
  "trip.payments.kind.balance": "Saldo",
  "trip.method.mpesa": "M-Pesa",
  "trip.method.card": "Carta",
  "trip.method.bank_transfer": "Bonifico bancario",
  "trip.method.cash": "Contanti",
  "trip.paymentStatus.pending": "In attesa",
  "trip.paymentStatus.succeeded": "Ricevuto",
  "trip.paymentStatus.failed": "Non riuscito",
  "trip.paymentStatus.refunded": "Rimborsato",

  "trip.pay.heading.deposit": "Pagamento dell’acconto",
  "trip.pay.heading.balance": "Pagamento del saldo",
  "trip.pay.mpesa.title": "M-Pesa",
  "trip.pay.mpesa.phone": "Numero di telefono M-Pesa",
  "trip.pay.mpesa.limit":
    "Con M-Pesa si possono pagare al massimo {limit} per transazione; un importo maggiore si può pagare a rate, con carta o con bonifico.",
  "trip.pay.mpesa.hint":
    "Inviamo una richiesta di pagamento a questo telefono: inserite lì il vostro PIN M-Pesa per pagare.",
  "trip.pay.mpesa.submit.deposit": "Paga l’acconto con M-Pesa",
  "trip.pay.mpesa.submit.balance": "Paga il saldo con M-Pesa",
  "trip.pay.card.title": "Carta",
  "trip.pay.card.text":
    "Pagate in tutta sicurezza sulla pagina del nostro fornitore di pagamenti; i dati della vostra carta non arrivano mai a noi.",
  "trip.pay.card.submit.deposit": "Paga l’acconto con carta",
  "trip.pay.card.submit.balance": "Paga il saldo con carta",
  "trip.pay.paybill.title": "M-Pesa Paybill",
  "trip.pay.paybill.text": "Lipa na M-Pesa, Pay Bill: numero business {paybill}, numero di conto {reference}.",
  "trip.pay.bank.title": "Bonifico bancario",
  "trip.pay.bank.bankName": "Banca",
  "trip.pay.bank.accountName": "Intestatario del conto",
  "trip.pay.bank.accountNumber": "Numero di conto",
  "trip.pay.bank.branch": "Filiale",
  "trip.pay.bank.swift": "Codice SWIFT",
  "trip.pay.bank.reference": "Causale",
  "trip.pay.bank.note":
    "I bonifici compaiono qui dopo che il nostro team li ha registrati, di solito entro due giorni lavorativi.",
  "trip.pay.paybill.askUs":
    "Chiedeteci il nostro numero Paybill M-Pesa (rispondendo all’e-mail di conferma o scrivendoci); il vostro codice di prenotazione {reference} è il numero di conto.",
  "trip.pay.bank.askUs":
    "Chiedeteci le nostre coordinate bancarie (rispondendo all’e-mail di conferma o scrivendoci) e indicate il vostro codice di prenotazione {reference} come causale del bonifico.",

  "trip.documents.heading": "Documenti",
  "trip.documents.itinerary": "Itinerario (PDF)",
  "trip.documents.invoice": "Fattura (PDF)",
  "trip.documents.calendar": "Aggiungi al calendario (.ics)",

  "trip.travellers.heading": "Dati dei viaggiatori",
  "trip.travellers.intro":
    "Parchi, lodge e compagnie aeree richiedono questi dati per ogni viaggiatore. Conserviamo i dati del passaporto e quelli medici solo fino a {months} mesi dopo il viaggio.",
  "trip.travellers.traveller": "Viaggiatore {position}",
  "trip.travellers.lead": "Viaggiatore 1 (capogruppo)",
  "trip.travellers.fullName": "Nome e cognome come sul passaporto",
  "trip.travellers.nationality": "Nazionalità",
  "trip.travellers.passportNumber": "Numero di passaporto",
  "trip.travellers.passportExpiry": "Data di scadenza del passaporto",
  "trip.travellers.dateOfBirth": "Data di nascita",
  "trip.travellers.dietaryNeeds": "Esigenze alimentari",
  "trip.travellers.medicalNotes": "Note mediche",
  "trip.travellers.medicalHint": "Allergie, patologie o farmaci di cui le nostre guide dovrebbero essere a conoscenza.",
  "trip.travellers.emergencyContact": "Contatto di emergenza",
  "trip.travellers.emergencyHint": "Nome e numero di telefono di una persona a casa.",
  "trip.travellers.removed":
    "I dati del passaporto e quelli medici di questo viaggiatore sono stati cancellati {date}, come previsto dalla nostra informativa sulla privacy.",
  "trip.travellers.submit": "Salva i dati dei viaggiatori",
  "trip.travellers.submitting": "Salvataggio in corso…",
  "trip.travellers.invalid": "Alcuni dati vanno ricontrollati: leggete i messaggi accanto ai campi.",
  "trip.travellers.saved": "Dati dei viaggiatori salvati. Grazie!",

  "trip.proof.heading": "Prova di residenza",
  "trip.proof.intro":
    "Il vostro preventivo applica le tariffe per {residency}. Caricate il permesso di soggiorno, la carta d’identità nazionale o la pagina del passaporto che lo attesta: un file PDF, JPEG o PNG fino a 5 MB.",
  "trip.proof.file": "Documento",
  "trip.proof.submit": "Carica il documento",
  "trip.proof.uploaded": "Documento ricevuto. Il nostro team lo verificherà.",
  "trip.proof.list": "Documenti inviati",
  "trip.proof.status.submitted": "Ricevuto, in verifica",
  "trip.proof.status.verified": "Verificato",
  "trip.proof.status.rejected": "Non accettato",
  "trip.proof.uploadedOn": "inviato {date}",

  "trip.proof.places":
    "Questa prenotazione conserva {slots, plural, one {un documento} other {fino a # documenti}}, uno per viaggiatore. Per correggere un documento inviato, caricate il nuovo file al suo posto.",
  "trip.proof.document": "Documento {number}",
  "trip.proof.replaces": "Questo file è",
  "trip.proof.replacesNone": "Un nuovo documento",
  "trip.proof.replacesChoose": "Scegliete il documento che sostituisce",
  "trip.proof.replacesOne": "Al posto del documento {number}",
  "trip.proof.replaced": "Documento sostituito. Il nostro team lo verificherà di nuovo.",
  "trip.proof.full":
    "Questa prenotazione ha già {slots, plural, one {il suo documento} other {tutti i suoi # documenti}}, uno per viaggiatore. Scegliete il documento che il nuovo file sostituisce.",
  "trip.proof.clientDailyLimit":
    "Oggi abbiamo ricevuto dalla vostra connessione tutti i documenti che possiamo accettare. Riprovate tra {hours, plural, one {# ora} other {# ore}}, oppure inviatecelo via e-mail.",
  "trip.proof.bookingDailyLimit":
    "Oggi questa prenotazione ha ricevuto tutti i documenti che possiamo accettare. Riprovate tra {hours, plural, one {# ora} other {# ore}}, oppure inviatecelo via e-mail.",
  "trip.rateLimited":
    "Troppi tentativi dalla vostra connessione. Riprovate tra {minutes, plural, one {# minuto} other {# minuti}}.",

  "trip.pdf.itinerary.title": "Itinerario",
  "trip.pdf.invoice.title": "Fattura",
  "trip.pdf.issued": "Data di emissione: {date}",
  "trip.pdf.billedTo": "Intestata a",
  "trip.pdf.quantity": "Qtà",
  "trip.pdf.payments": "Pagamenti ricevuti",
  "trip.pdf.howToPay": "Come pagare",

  "trip.cancelled.heading": "Questa prenotazione è annullata",
  "trip.cancelled.on": "La sua prenotazione è stata annullata il {date}.",
  "trip.cancelled.paid": "Pagato",
  "trip.cancelled.refunded": "Rimborsato",
  "trip.cancelled.toRefund": "Ancora da rimborsare",
  "trip.cancelled.free":
    "È stata annullata {days} o più giorni prima della partenza: secondo le nostre condizioni le restituiamo tutto ciò che ha pagato, con lo stesso metodo di pagamento.",
  "trip.cancelled.late":
    "È stata annullata meno di {days} giorni prima della partenza. Il nostro team la contatterà per quanto ha già pagato.",
  "trip.cancelled.nothingPaid":
    "Per questa prenotazione non è stato pagato nulla: non è dovuto nulla e non c’è nulla da rimborsare.",
  "trip.cancelled.allRefunded": "Tutto ciò che ha pagato le è stato rimborsato.",
  "trip.cancelled.noPayments": "Per una prenotazione annullata non sono dovuti altri pagamenti.",
});
