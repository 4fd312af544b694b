// Italian texts the quote engine writes: price lines, refusals and checks (English: ../en/quote-engine.ts).
import { defineTranslation } from "~/i18n/translate";
import type { quoteEngineMessages } from "../en/quote-engine";

export default defineTranslation<typeof quoteEngineMessages>({
  "quoteEngine.refusal.childTooYoung":
    "Questo safari accoglie bambini a partire da {years, plural, one {# anno} other {# anni}}.",
  "quoteEngine.refusal.singlesOverAdults":
    "Le camere singole sono riservate agli adulti: sceglietene al massimo {adults}.",
  "quoteEngine.code.notValid": "Questo codice non è valido.",
  "quoteEngine.code.otherPackage": "Questo codice non è valido per questo safari.",
  "quoteEngine.code.notYetValid": "Questo codice non è ancora valido.",
  "quoteEngine.code.expired": "Questo codice è scaduto.",
  "quoteEngine.code.usedUp": "Questo codice ha raggiunto il limite di utilizzi.",
  "quoteEngine.code.currency": "Questo codice non può essere usato con prezzi in {currency}.",
  "quoteEngine.code.tooManyTries":
    "Troppi codici sconto provati dalla vostra rete. Attendete {minutes, plural, one {# minuto} other {# minuti}} e riprovate.",
  "quoteEngine.line.onRequest": "{label}, prezzo su richiesta",
  "quoteEngine.run.length":
    "{unit, select, day {{count, plural, one {# giorno} other {# giorni}}} other {{count, plural, one {# notte} other {# notti}}}}",
  "quoteEngine.run.season": "× {length}, {season}",
  "quoteEngine.run.seasonKind":
    "× {length}, {kind, select, high {alta stagione} shoulder {media stagione} green {stagione verde} other {stagione {kind}}}",
  "quoteEngine.run.undated": "× {length} dal {date}",
  "quoteEngine.line.adults": "{adults, plural, one {# adulto} other {# adulti}} {run}",
  "quoteEngine.child.who": "{count, plural, one {Bambino di {range} anni} other {# bambini di {range} anni}}",
  "quoteEngine.child.adultRate": "{who} (tariffa adulti)",
  "quoteEngine.child.free": "{who} (gratis)",
  "quoteEngine.child.percent": "{who} ({percent}%)",
  "quoteEngine.child.childRate": "{who} (tariffa bambini)",
  "quoteEngine.line.children": "{children} {run}",
  "quoteEngine.line.single": "Supplemento singola, {rooms, plural, one {# camera} other {# camere}} {run}",
  "quoteEngine.park.adults": "{count, plural, one {# adulto} other {# adulti}}",
  "quoteEngine.park.children": "{count, plural, one {# bambino} other {# bambini}}",
  "quoteEngine.park.childrenAged":
    "{count, plural, one {# bambino da {min} a {max} anni} other {# bambini da {min} a {max} anni}}",
  "quoteEngine.park.everyDay": "{people} × {days, plural, one {# giorno} other {# giorni}}",
  "quoteEngine.park.personDays": "{people}, {personDays, plural, one {# giorno-persona} other {# giorni-persona}}",
  "quoteEngine.park.line": "Ingressi {park}, {extent}",
  "quoteEngine.park.lineInMonths": "Ingressi {park}, {extent}, tariffa {months}",
  "quoteEngine.park.unnamed": "Parco",
  "quoteEngine.discount.percent": "Sconto {code} ({percent}%)",
  "quoteEngine.discount.amount": "Sconto {code} ({amount})",
  "quoteEngine.package.notFound": "Safari non trovato.",
  "quoteEngine.request.packageRequired": "Scegliete un safari.",
  "quoteEngine.request.packageInvalid": "Il safari deve essere indicato con il suo numero.",
  "quoteEngine.request.startRequired": "Scegliete una data di partenza.",
  "quoteEngine.request.startInvalid": "Inserite una data di partenza valida (AAAA-MM-GG).",
  "quoteEngine.request.startPast": "La data di partenza non può essere nel passato.",
  "quoteEngine.request.startTooFar": "Scegliete una data di partenza entro i prossimi {years} anni.",
  "quoteEngine.request.adultsRequired": "Indicate quanti adulti viaggiano.",
  "quoteEngine.request.adultsWhole": "Il numero di adulti deve essere un numero intero.",
  "quoteEngine.request.adultsMin":
    "{min, plural, one {Deve viaggiare almeno # adulto.} other {Devono viaggiare almeno # adulti.}}",
  "quoteEngine.request.adultsMax": "Sono ammessi al massimo {max} adulti.",
  "quoteEngine.request.childAgesMalformed":
    "Le età dei bambini devono essere numeri interi separati da virgole, ad esempio 4,9.",
  "quoteEngine.request.childAgeRange":
    "L’età di ogni bambino deve essere compresa tra {min} e {max} anni (dai {adultAge} anni in su si viaggia come adulti).",
  "quoteEngine.request.childrenMax": "Sono ammessi al massimo {max} bambini.",
  "quoteEngine.request.travellersMax": "Un gruppo può contare al massimo {max} viaggiatori, adulti e bambini insieme.",
  "quoteEngine.request.residencyUnknown": "La residenza deve essere una tra: {choices}.",
  "quoteEngine.request.singlesWhole": "Il numero di camere singole deve essere un numero intero.",
  "quoteEngine.request.singlesNegative": "Il numero di camere singole non può essere negativo.",
  "quoteEngine.request.currencyUnknown": "La valuta deve essere una tra: {choices}.",
  "quoteEngine.request.codeMalformed": "Un codice sconto ha da {min} a {max} caratteri tra lettere, cifre, «-» o «_».",
});
