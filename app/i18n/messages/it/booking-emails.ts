// Italian texts of the traveller's confirmation e-mail, with the bank details it shares with the booking pages (English: ../en/booking-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingEmailMessages } from "../en/booking-emails";

export default defineTranslation<typeof bookingEmailMessages>({
  "bookings.form.fixErrors": "Vi preghiamo di correggere i campi evidenziati.",
  "bookings.validation.nameMin": "Il nome deve contenere almeno 2 caratteri",
  "bookings.validation.phoneInvalid": "Inserite un numero di telefono valido",
  "bookings.validation.emailInvalid": "Inserite un indirizzo e-mail valido",
  "bookings.validation.countryRequired": "Selezionate un paese",
  "bookings.validation.adultsMin": "È richiesto almeno 1 adulto",
  "bookings.validation.adultsMax": "Sono ammessi al massimo 20 adulti",
  "bookings.validation.childrenMin": "Il numero di bambini non può essere negativo",
  "bookings.validation.childrenMax": "Sono ammessi al massimo 20 bambini",
  "bookings.validation.arrivalRequired": "La data di arrivo è obbligatoria",
  "bookings.validation.arrivalPast": "La data di arrivo non può essere nel passato",
  "bookings.validation.departureRequired": "La data di partenza è obbligatoria",
  "bookings.validation.departureAfterArrival": "La data di partenza deve essere successiva alla data di arrivo",
  "bookings.validation.tripTooLong": "Un viaggio può durare al massimo {days} giorni",
  "bookings.validation.emailRequired": "L’indirizzo e-mail è obbligatorio",
  "bookings.validation.emailPattern": "Indirizzo e-mail non valido",
  "bookings.validation.phoneRequired": "Il numero di telefono è obbligatorio",
  "bookings.validation.startDateRequired": "La data di inizio è obbligatoria",
  "bookings.validation.startDatePast": "La data di inizio non può essere nel passato",
  "bookings.validation.paymentChoiceRequired": "Scegliete come desiderate pagare",
  "bookings.validation.wholeNumber": "Inserite un numero intero",
  "bookings.validation.invalidDate": "Inserite una data valida",
  "bookings.validation.dateTooFar": "Scegliete una data entro i prossimi {years} anni",
  "bookings.validation.tooLong": "Usate al massimo {max} caratteri",
  "bookings.toast.submitted.title": "Richiesta di prenotazione inviata con successo!",
  "bookings.toast.submitted.emailSent":
    "Grazie per la vostra richiesta di prenotazione (codice {reference}). Vi abbiamo inviato un’e-mail di conferma e vi contatteremo a breve.",
  "bookings.toast.submitted.emailUnavailable":
    "Grazie per la vostra richiesta di prenotazione (codice {reference}). Vi contatteremo a breve. L’e-mail di conferma non è momentaneamente disponibile.",
  "bookings.toast.submitted.withoutReference":
    "Grazie per la vostra richiesta di prenotazione. Vi abbiamo inviato un’e-mail di conferma e vi contatteremo a breve.",
  "bookings.toast.error.title": "Errore di invio",
  "bookings.toast.error.description":
    "Si è verificato un problema durante l’invio della prenotazione. Riprovate oppure contattateci direttamente.",
  "bookings.toast.alreadyReceived.title": "Richiesta di prenotazione già ricevuta",
  "bookings.toast.alreadyReceived.description":
    "Abbiamo già ricevuto questa richiesta di prenotazione. La conferma è stata inviata via e-mail all’indirizzo indicato nella richiesta; usa i link contenuti in quell’e-mail.",
  "bookings.toast.rateLimited.title": "Troppe richieste di prenotazione",
  "bookings.toast.rateLimited.description":
    "Attendete {minutes, plural, one {# minuto} other {# minuti}} prima di inviare un’altra richiesta di prenotazione, oppure contattateci direttamente.",
  "bookings.toast.packageNotFound.title": "Pacchetto non trovato",
  "bookings.toast.packageNotFound.description": "Non è stato possibile trovare il pacchetto safari richiesto.",
  "bookings.form.label": "Prenotate questo safari",
  "bookings.form.name": "Nome e cognome",
  "bookings.form.phone": "Telefono",
  "bookings.form.email": "E-mail",
  "bookings.form.country": "Paese",
  "bookings.form.countryPlaceholder": "Selezionate il vostro paese",
  "bookings.form.adults": "Adulti",
  "bookings.form.children": "Bambini",
  "bookings.form.arrival": "Data di arrivo",
  "bookings.form.departure": "Data di partenza",
  "bookings.form.message": "Messaggio",
  "bookings.form.otherInfo": "Altre informazioni",
  "bookings.form.otherInfoHint":
    "Esigenze alimentari, accessibilità, ricorrenze da festeggiare o altre richieste particolari.",
  "bookings.form.estimate": "Totale stimato per {guests, plural, one {# ospite} other {# ospiti}}: {total}",
  "bookings.form.submit": "Invia la richiesta di prenotazione",
  "bookings.form.submitting": "Invio in corso...",
  "bookings.toast.loadError.title": "Errore nel caricamento del pacchetto",
  "bookings.toast.loadError.description":
    "Non è stato possibile caricare i dettagli del pacchetto. Riprovate più tardi.",
  "bookings.payment.bank_transfer": "Bonifico bancario",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Richiedete un preventivo e pagate in seguito",
  "bookings.email.confirmation.bank.bankName": "Banca",
  "bookings.email.confirmation.bank.accountName": "Intestatario del conto",
  "bookings.email.confirmation.bank.accountNumber": "Numero di conto",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "Codice SWIFT",
  "bookings.email.confirmation.subject": "La vostra richiesta di prenotazione {reference}: {packageTitle}",
  "bookings.email.confirmation.greeting": "Gentile {name},",
  "bookings.email.confirmation.intro":
    "Grazie per aver scelto Heartbeest Safari. Abbiamo ricevuto la vostra richiesta di prenotazione per «{packageTitle}».",
  "bookings.email.confirmation.reference":
    "Il vostro codice di prenotazione è {reference}. Vi preghiamo di indicarlo ogni volta che ci contattate.",
  "bookings.email.confirmation.summaryHeading": "La vostra richiesta",
  "bookings.email.confirmation.tripHeading": "La pagina del vostro viaggio",
  "bookings.email.confirmation.tripLink":
    "Sulla pagina privata del vostro viaggio potete seguire la prenotazione, versare l’acconto e il saldo, scaricare l’itinerario e comunicarci i dati di ciascun viaggiatore: {url}\nConservate questo link per voi: chiunque lo possieda può vedere la vostra prenotazione.",
  "bookings.email.confirmation.label.safari": "Safari",
  "bookings.email.confirmation.label.arrival": "Arrivo",
  "bookings.email.confirmation.label.departure": "Partenza",
  "bookings.email.confirmation.label.startDate": "Data di inizio",
  "bookings.email.confirmation.label.endDate": "Data di fine",
  "bookings.email.confirmation.label.duration": "Durata",
  "bookings.email.confirmation.label.guests": "Ospiti",
  "bookings.email.confirmation.label.total": "Totale",
  "bookings.email.confirmation.label.deposit": "Acconto ({percent}%)",
  "bookings.email.confirmation.label.payment": "Pagamento",
  "bookings.email.confirmation.duration": "{days, plural, one {# giorno} other {# giorni}}",
  "bookings.email.confirmation.guests":
    "{adults, plural, one {# adulto} other {# adulti}}{children, plural, =0 {} one { e # bambino} other { e # bambini}}",
  "bookings.email.confirmation.priceOnRequest": "Su richiesta",
  "bookings.email.confirmation.nextSteps":
    "Il nostro team verificherà la disponibilità e vi contatterà entro {hours} ore per confermare i dettagli.",
  "bookings.email.confirmation.paymentHeading": "Come versare l’acconto",
  "bookings.email.confirmation.bankTransfer":
    "Per garantire la vostra prenotazione, vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con bonifico bancario sul conto indicato qui sotto, riportando {reference} come causale.",
  "bookings.email.confirmation.mpesa":
    "Per garantire la vostra prenotazione, vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con M-Pesa: Lipa na M-Pesa, Pay Bill, numero business {paybill}, numero di conto {reference}.",
  "bookings.email.confirmation.mpesaForeignCurrency":
    "I pagamenti M-Pesa si effettuano in scellini kenioti: versate l’equivalente di {deposit} al cambio del giorno. Vi confermeremo l’importo esatto quando vi contatteremo.",
  "bookings.email.confirmation.balance":
    "Il saldo di {balance} è da versare {balanceDueDays} giorni prima dell’inizio del safari. La cancellazione è gratuita fino a {freeCancellationDays} giorni prima della data di inizio.",
  "bookings.email.confirmation.quote":
    "Avete richiesto un preventivo: ve ne invieremo uno dettagliato entro {hours} ore. Non dovrete pagare nulla finché non lo avrete accettato.",
  "bookings.email.confirmation.quoteNoPrice":
    "Il prezzo di questo safari è su richiesta: vi invieremo un preventivo dettagliato entro {hours} ore. Non dovrete pagare nulla finché non lo avrete accettato.",
  "bookings.email.confirmation.questions":
    "Avete domande? Rispondete semplicemente a questa e-mail o chiamateci al numero {phone}.",
  "bookings.email.confirmation.questionsNoPhone": "Avete domande? Rispondete semplicemente a questa e-mail.",
  "bookings.email.confirmation.bankAskUs":
    "Per garantire la vostra prenotazione, vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con bonifico bancario: rispondete a questa e-mail e vi invieremo le nostre coordinate bancarie. Riportate {reference} come causale.",
  "bookings.email.confirmation.mpesaAskUs":
    "Per garantire la vostra prenotazione, vi preghiamo di versare l’acconto del {percent}%, pari a {deposit}, con M-Pesa: rispondete a questa e-mail e vi invieremo il nostro numero Paybill. Il vostro codice di prenotazione {reference} è il numero di conto.",
  "bookings.email.confirmation.signOff": "Non vediamo l’ora di accogliervi in safari.",
  "bookings.email.confirmation.signature": "Il team di Heartbeest Safari",
  "bookings.email.quote.heading": "Il vostro prezzo",
  "bookings.email.quote.included": "Incluso",
  "bookings.email.quote.onRequest": "Prezzo su richiesta",
  "bookings.email.quote.total": "Totale",
  "bookings.email.quote.deposit": "Acconto ({percent}%)",
  "bookings.email.quote.balanceNow": "Saldo, da versare subito",
  "bookings.email.quote.balanceBy": "Saldo, da versare entro {date}",
});
