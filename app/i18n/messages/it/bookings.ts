// Italian texts of the booking text a traveller sees on both booking pages: form validation and the toasts after a booking (English: ../en/bookings.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingsMessages } from "../en/bookings";

export default defineTranslation<typeof bookingsMessages>({
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
});
