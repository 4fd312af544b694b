// Italian texts of the quote beside both booking forms (English: ../en/booking-quote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingQuoteMessages } from "../en/booking-quote";

export default defineTranslation<typeof bookingQuoteMessages>({
  "bookingQuote.field.childAges": "Età dei bambini, ad es. 4, 9",
  "bookingQuote.field.childAgesHint": "Un’età per bambino, in anni, all’inizio del viaggio.",
  "bookingQuote.field.residency": "Residenza",
  "bookingQuote.residency.non_resident": "Non residente",
  "bookingQuote.residency.resident_kenya": "Residente in Kenya",
  "bookingQuote.residency.resident_tanzania": "Residente in Tanzania",
  "bookingQuote.residency.citizen": "Cittadino dell’Africa orientale",
  "bookingQuote.field.singles": "Camere singole",
  "bookingQuote.field.discountCode": "Codice sconto (facoltativo)",
  "bookingQuote.showPrice": "Mostra il prezzo",
  "bookingQuote.panel.label": "Il vostro prezzo",
  "bookingQuote.panel.loading": "Stiamo calcolando il vostro prezzo…",
  "bookingQuote.panel.empty": "Scegliete una data e il vostro gruppo: qui vedrete il vostro prezzo.",
  "bookingQuote.panel.heading": "Il vostro prezzo: {title}, dal {start} al {end}",
  "bookingQuote.panel.included": "Incluso",
  "bookingQuote.panel.onRequest": "Prezzo su richiesta",
  "bookingQuote.panel.total": "Totale",
  "bookingQuote.panel.deposit": "Acconto alla prenotazione ({percent}%)",
  "bookingQuote.panel.balanceNow": "Saldo da versare subito",
  "bookingQuote.panel.balanceBy": "Saldo da versare entro {date}",
  "bookingQuote.panel.notPriced":
    "Alcune date non hanno ancora un prezzo: vi invieremo il prezzo completo con la vostra prenotazione.",
  "bookingQuote.panel.about": "Circa {amount}",
  "bookingQuote.live.refused":
    "Non siamo riusciti a calcolare un prezzo per queste scelte. Vi preghiamo di verificarle.",
  "bookingQuote.live.offline":
    "Non è stato possibile ottenere il prezzo: sembra che siate offline. Riprovate «Mostra il prezzo» tra un momento.",
  "bookingQuote.changed.title": "Il prezzo è cambiato",
  "bookingQuote.changed.flow":
    "Le nostre tariffe sono cambiate da quando vi è stato mostrato il prezzo. Il nuovo prezzo è qui sotto: confermate di nuovo la prenotazione per accettarlo.",
  "bookingQuote.changed.safari":
    "Le nostre tariffe sono cambiate da quando vi è stato mostrato il prezzo. Il nuovo prezzo è qui sotto: inviate di nuovo la prenotazione per confermarlo.",
  "bookingQuote.error.residency": "Scegliete la vostra residenza.",
  "bookingQuote.error.childAges": "Indicate l’età di ogni bambino in anni, separata da virgole, ad esempio 4, 9.",
  "bookingQuote.error.childAgeRange":
    "L’età di ogni bambino deve essere compresa tra 0 e {max} anni; dai {adultAge} anni in su si viaggia come adulti.",
  "bookingQuote.error.agesForChildren":
    "{children, plural, one {Indicate l’età del bambino.} other {Indicate l’età di tutti i # bambini.}}",
  "bookingQuote.error.noChildren": "L’età dei bambini serve solo se viaggiano bambini.",
  "bookingQuote.error.singles": "Il numero di camere singole deve essere un numero intero, 0 o più.",
  "bookingQuote.error.singlesOverAdults":
    "Le camere singole sono riservate agli adulti: sceglietene al massimo {adults}.",
  "bookingQuote.error.discountCode": "Un codice sconto ha da {min} a {max} caratteri tra lettere, cifre, «-» o «_».",
});
