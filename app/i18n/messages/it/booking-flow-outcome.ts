// Italian texts of the booking flow's later steps (Payment, Confirmation) with the texts they share with the first (English: ../en/booking-flow-outcome.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowOutcomeMessages } from "../en/booking-flow-outcome";

export default defineTranslation<typeof bookingFlowOutcomeMessages>({
  "bookings.form.fixErrors": "Vi preghiamo di correggere i campi evidenziati.",
  "bookings.flow.eyebrow": "Prenotate il vostro safari",
  "bookings.flow.steps": "Fasi della prenotazione",
  "bookings.flow.step.details": "Dati della prenotazione",
  "bookings.flow.step.payment": "Pagamento",
  "bookings.flow.step.confirmation": "Conferma",
  "bookings.flow.step.status.complete": "completato",
  "bookings.flow.step.status.current": "passaggio attuale",
  "bookings.flow.stepOf": "Passaggio {step} di {total}",
  "bookings.flow.details.intro": "Diteci chi viaggerà e quando desiderate partire.",
  "bookings.flow.country": "Paese",
  "bookings.flow.countryPlaceholder": "Selezionate il vostro paese",
  "bookings.flow.email": "E-mail",
  "bookings.flow.phone": "Numero di telefono",
  "bookings.flow.startDate": "Data di inizio",
  "bookings.flow.specialRequests": "Richieste particolari",
  "bookings.flow.specialRequestsHint": "Esigenze alimentari, accessibilità, ricorrenze, sistemazione delle camere...",
  "bookings.flow.continue": "Procedi al pagamento",
  "bookings.flow.continuing": "Verifica in corso...",
  "bookings.flow.summary.title": "Riepilogo della prenotazione",
  "bookings.flow.summary.package": "Pacchetto",
  "bookings.flow.summary.dates": "Date",
  "bookings.flow.summary.dateRange": "Dal {start} al {end}",
  "bookings.flow.summary.duration": "Durata",
  "bookings.flow.summary.days": "{count, plural, one {# giorno} other {# giorni}}",
  "bookings.flow.summary.guests": "Ospiti",
  "bookings.flow.summary.guestCount": "{count, plural, one {# ospite} other {# ospiti}}",
  "bookings.flow.summary.price": "Prezzo",
  "bookings.flow.summary.total": "Totale",
  "bookings.flow.summary.deposit": "Acconto ({percent}%)",
  "bookings.flow.summary.onRequest": "Prezzo su richiesta",
  "bookings.flow.summary.cancellation": "Cancellazione gratuita fino a {days} giorni prima della data di inizio.",
  "bookings.flow.assistance.title": "Avete bisogno di aiuto?",
  "bookings.flow.assistance.text": "I nostri specialisti di safari saranno lieti di aiutarvi a organizzare il viaggio.",
  "bookings.flow.assistance.contact": "Contattateci",
  "bookings.flow.assistance.call": "oppure chiamate il numero {phone}",
  "bookings.flow.refusedTitle": "La vostra prenotazione non è stata inviata",
  "bookings.payment.bank_transfer": "Bonifico bancario",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Richiedete un preventivo e pagate in seguito",
  "bookings.email.confirmation.bank.bankName": "Banca",
  "bookings.email.confirmation.bank.accountName": "Intestatario del conto",
  "bookings.email.confirmation.bank.accountNumber": "Numero di conto",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "Codice SWIFT",
  "bookings.flow.back": "Indietro",
  "bookings.flow.confirm": "Conferma la prenotazione",
  "bookings.flow.confirming": "Conferma in corso...",
  "bookings.flow.payment.intro":
    "Scegliete come preferite pagare. Su questo sito non viene addebitato nulla: l’acconto lo versate direttamente a noi, una volta ricevuto il codice di prenotazione.",
  "bookings.flow.payment.legend": "Come desiderate pagare?",
  "bookings.flow.payment.bank_transfer.text":
    "Versate l’acconto del {percent}%, pari a {deposit}, con bonifico bancario. Il codice di prenotazione è la causale del pagamento.",
  "bookings.flow.payment.mpesa.text":
    "Versate l’acconto del {percent}%, pari a {deposit}, tramite Lipa na M-Pesa, Pay Bill {paybill}. Il codice di prenotazione è il numero di conto (account number).",
  "bookings.flow.payment.quote.text":
    "Vi invieremo un preventivo dettagliato entro {hours} ore. Non dovrete pagare nulla finché non lo avrete accettato.",
  "bookings.flow.payment.onRequest":
    "Il prezzo di questo safari è su richiesta: vi invieremo un preventivo entro {hours} ore.",
  "bookings.flow.payment.balance": "Il saldo di {balance} è da versare {days} giorni prima dell’inizio del safari.",
  "bookings.flow.payment.reviewHeading": "I vostri dati",
  "bookings.flow.confirmation.title": "Grazie, {name}! Abbiamo ricevuto la vostra richiesta di prenotazione.",
  "bookings.flow.confirmation.intro":
    "Il nostro team verificherà la disponibilità e vi contatterà entro {hours} ore per confermare i dettagli.",
  "bookings.flow.confirmation.reference": "Codice di prenotazione",
  "bookings.flow.confirmation.referenceHint": "Indicatelo ogni volta che ci contattate.",
  "bookings.flow.confirmation.emailSent": "Abbiamo inviato un’e-mail di conferma con questi dettagli a {email}.",
  "bookings.flow.confirmation.emailUnavailable":
    "L’e-mail di conferma non è momentaneamente disponibile: la invieremo a {email} appena possibile.",
  "bookings.flow.confirmation.guestHeading": "Dati degli ospiti",
  "bookings.flow.confirmation.tripHeading": "Il vostro safari",
  "bookings.flow.confirmation.name": "Nome",
  "bookings.flow.confirmation.email": "E-mail",
  "bookings.flow.confirmation.phone": "Telefono",
  "bookings.flow.confirmation.guests": "Ospiti",
  "bookings.flow.confirmation.package": "Pacchetto",
  "bookings.flow.confirmation.startDate": "Data di inizio",
  "bookings.flow.confirmation.endDate": "Data di fine",
  "bookings.flow.confirmation.duration": "Durata",
  "bookings.flow.confirmation.specialRequests": "Richieste particolari",
  "bookings.flow.confirmation.paymentHeading": "Come versare l’acconto",
  "bookings.flow.confirmation.quoteHeading": "Il vostro preventivo",
  "bookings.flow.confirmation.bankTransfer":
    "Vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con bonifico bancario sul conto indicato qui sotto, riportando {reference} come causale.",
  "bookings.flow.confirmation.mpesa":
    "Vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con M-Pesa: Lipa na M-Pesa, Pay Bill, numero business {paybill}, numero di conto {reference}.",
  "bookings.flow.confirmation.mpesaForeignCurrency":
    "I pagamenti M-Pesa si effettuano in scellini kenioti: versate l’equivalente di {deposit} al cambio del giorno.",
  "bookings.flow.confirmation.browse": "Scoprite altri safari",
  "bookings.flow.confirmation.nextHeading": "I prossimi passi",
  "bookings.flow.confirmation.next.check":
    "Verifichiamo la disponibilità con i lodge e confermiamo il vostro safari entro {hours} ore.",
  "bookings.flow.confirmation.next.deposit":
    "Versate l’acconto del {percent}%, pari a {deposit}, per bloccare i vostri posti: trovate qui sotto le modalità di pagamento.",
  "bookings.flow.confirmation.next.quote":
    "Vi inviamo un preventivo dettagliato. Non dovrete pagare nulla finché non lo avrete accettato.",
  "bookings.flow.confirmation.next.balanceOn": "Il saldo di {balance} è da versare entro {date}.",
  "bookings.flow.confirmation.next.balanceNow":
    "Il vostro safari inizia tra meno di {days} giorni, quindi anche il saldo di {balance} va versato subito.",
  "bookings.flow.confirmation.next.tripPage":
    "La pagina del vostro viaggio raccoglie tutto in un unico posto: l’itinerario con le date, i pagamenti, i documenti e un file per il calendario; è lì che inserirete anche i dati di ciascun viaggiatore.",
  "bookings.flow.confirmation.tripLink": "Aprite la pagina del vostro viaggio",
  "bookings.flow.confirmation.tripLinkByEmail":
    "Il link alla pagina del vostro viaggio si trova nell’e-mail di conferma.",
  "bookings.flow.confirmation.tripPagePay":
    "Versate l’acconto del {percent}%, pari a {deposit}, dalla pagina del vostro viaggio, dove sono elencate tutte le modalità di pagamento.",
  "bookings.flow.confirmation.tripPagePayByEmail":
    "Versate l’acconto del {percent}%, pari a {deposit}, dalla pagina del vostro viaggio (il link è nell’e-mail di conferma), dove sono elencate tutte le modalità di pagamento.",
  "bookings.flow.confirmation.orBank":
    "Oppure pagate con bonifico bancario sul conto indicato qui sotto, riportando {reference} come causale.",
  "bookings.flow.confirmation.orBankAskUs":
    "Oppure pagate con bonifico bancario: rispondete all’e-mail di conferma e vi invieremo le nostre coordinate bancarie. Riportate {reference} come causale.",
  "bookings.flow.confirmation.bankAskUs":
    "Vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con bonifico bancario: rispondete all’e-mail di conferma e vi invieremo le nostre coordinate bancarie. Riportate {reference} come causale.",
  "bookings.flow.confirmation.mpesaAskUs":
    "Vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con M-Pesa: rispondete all’e-mail di conferma e vi invieremo il nostro numero Paybill. Il vostro codice di prenotazione {reference} è il numero di conto.",
  "bookings.flow.payment.mpesa.textAskUs":
    "Versate l’acconto del {percent}%, pari a {deposit}, tramite Lipa na M-Pesa: vi invieremo il nostro numero Paybill, e il codice di prenotazione sarà il numero di conto.",
});
