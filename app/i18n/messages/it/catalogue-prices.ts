// Italian texts of a safari page's price table by season and residency and its season calendar (English: ../en/catalogue-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cataloguePricesMessages } from "../en/catalogue-prices";

export default defineTranslation<typeof cataloguePricesMessages>({
  "prices.title": "Prezzi per stagione",
  "prices.intro":
    "A persona, in camera doppia, per l’intero viaggio ({nights, plural, one {# notte} other {# notti}}). Nei gruppi più numerosi la quota individuale scende; le vostre date, la composizione del gruppo e la residenza determinano il prezzo esatto nel modulo di prenotazione.",
  "prices.introDay":
    "A persona, per l’intera giornata. Nei gruppi più numerosi la quota individuale scende; la data, la composizione del gruppo e la residenza determinano il prezzo esatto nel modulo di prenotazione.",
  "prices.scrollHint": "Scorrete la tabella di lato per vedere tutte le colonne.",
  "prices.caption": "Prezzi a persona in camera doppia, per stagione e residenza",
  "prices.season": "Stagione",
  "prices.column": "{residents} ({currency})",
  "prices.residency.non_resident": "Non residenti",
  "prices.residency.resident": "Residenti in Kenya e Tanzania",
  "prices.residency.citizen": "Cittadini dell’Africa orientale",
  "prices.kind.high": "Alta stagione",
  "prices.kind.shoulder": "Media stagione",
  "prices.kind.green": "Stagione verde",
  "prices.onRequest": "Su richiesta",
  "prices.noCard": "Non disponibile",
  "prices.ages.one": "{age}",
  "prices.ages.range": "{min}–{max}",
  "prices.band.free": "{ages} anni gratis",
  "prices.band.percent": "{ages} anni al {percent}% della tariffa per adulti",
  "prices.band.fixed": "{ages} anni {price} a notte",
  "prices.band.adult": "da {age} anni in su, tariffa per adulti",
  "prices.children": "Bambini per età: {bands}.",
  "prices.childrenFor": "Bambini per età, {residents}: {bands}.",
  "prices.minimumAge": "Questo safari accoglie bambini a partire da {age} anni.",
  "prices.singles": "Per una camera singola si aggiungono, a notte: {amounts}.",
  "prices.singlesFor": "{amount} per i {residents}",
  "prices.separator": "; ",
  "prices.amountRange": "da {low} a {high}",
  "prices.parkFees.included": "Gli ingressi ai parchi e alle conservancy sono inclusi.",
  "prices.parkFees.payable":
    "Gli ingressi ai parchi e alle conservancy vengono aggiunti al preventivo, secondo le tariffe previste per la vostra residenza e la vostra età.",
  "prices.who.non_resident": "non residenti",
  "prices.who.resident": "residenti",
  "prices.who.citizen": "cittadini dell’Africa orientale",

  "seasons.title": "Calendario delle stagioni",
  "seasons.intro":
    "I prezzi seguono le stagioni. Un viaggio che inizia in una stagione e prosegue nella successiva viene calcolato notte per notte.",
  "seasons.caption": "Stagioni dal {from} al {to}",
  "seasons.dates": "Date",
  "seasons.name": "Stagione",
  "seasons.kind": "Prezzi",
});
