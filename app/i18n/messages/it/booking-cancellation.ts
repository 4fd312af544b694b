// Italian texts of the booking cancellation e-mail (English: ../en/booking-cancellation.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingCancellationMessages } from "../en/booking-cancellation";

export default defineTranslation<typeof bookingCancellationMessages>({
  "bookings.email.cancelled.subject": "La sua prenotazione {reference} è annullata: {packageTitle}",
  "bookings.email.cancelled.greeting": "Gentile {name},",
  "bookings.email.cancelled.intro":
    "abbiamo annullato la sua prenotazione {reference} per «{packageTitle}» (dal {start} al {end}).",
  "bookings.email.cancelled.heading": "I suoi pagamenti",
  "bookings.email.cancelled.label.paid": "Pagato",
  "bookings.email.cancelled.label.refunded": "Già rimborsato",
  "bookings.email.cancelled.label.toRefund": "Ancora da rimborsare",
  "bookings.email.cancelled.free":
    "La prenotazione è stata annullata {days} o più giorni prima della partenza: secondo le nostre condizioni le restituiamo tutto ciò che ha pagato, con lo stesso metodo di pagamento.",
  "bookings.email.cancelled.late":
    "La prenotazione è stata annullata meno di {days} giorni prima della partenza. Il nostro team la contatterà per quanto ha già pagato.",
  "bookings.email.cancelled.nothingPaid":
    "Per questa prenotazione non è stato pagato nulla: non è dovuto nulla e non c’è nulla da rimborsare.",
  "bookings.email.cancelled.allRefunded": "Tutto ciò che ha pagato le è stato rimborsato.",
  "bookings.email.cancelled.tripPage":
    "La sua pagina del viaggio, al link delle nostre e-mail precedenti, mostra l’annullamento e ogni pagamento e rimborso. Non sono dovuti altri pagamenti.",
  "bookings.email.cancelled.questions": "Domande? Risponda semplicemente a questa e-mail indicando {reference}.",
  "bookings.email.cancelled.signOff": "Cordiali saluti,\nIl team di Heartbeest Safari",
});
