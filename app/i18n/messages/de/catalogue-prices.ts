// German texts of a safari page's price table by season and residency and its season calendar (English: ../en/catalogue-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cataloguePricesMessages } from "../en/catalogue-prices";

export default defineTranslation<typeof cataloguePricesMessages>({
  "prices.title": "Preise nach Saison",
  "prices.intro":
    "Pro Person bei Doppelbelegung, für die gesamte Reise ({nights, plural, one {# Nacht} other {# Nächte}}). In größeren Gruppen zahlt jeder weniger; den genauen Preis für Ihre Reisedaten, Ihre Gruppe und Ihren Wohnsitz nennt Ihnen das Buchungsformular.",
  "prices.introDay":
    "Pro Person, für den Tag. In größeren Gruppen zahlt jeder weniger; den genauen Preis für Ihr Datum, Ihre Gruppe und Ihren Wohnsitz nennt Ihnen das Buchungsformular.",
  "prices.scrollHint": "Wischen Sie die Tabelle zur Seite, um alle Spalten zu sehen.",
  "prices.caption": "Preise pro Person bei Doppelbelegung, nach Saison und Wohnsitz",
  "prices.season": "Saison",
  "prices.column": "{residents} ({currency})",
  "prices.residency.non_resident": "Internationale Gäste",
  "prices.residency.resident": "Einwohner Kenias und Tansanias",
  "prices.residency.citizen": "Ostafrikanische Staatsbürger",
  "prices.kind.high": "Hochsaison",
  "prices.kind.shoulder": "Zwischensaison",
  "prices.kind.green": "Grüne Saison",
  "prices.onRequest": "Auf Anfrage",
  "prices.noCard": "Nicht angeboten",
  "prices.ages.one": "{age}-Jährige",
  "prices.ages.range": "{min}- bis {max}-Jährige",
  "prices.band.free": "{ages} kostenlos",
  "prices.band.percent": "{ages} {percent} % des Erwachsenenpreises",
  "prices.band.fixed": "{ages} {price} pro Nacht",
  "prices.band.adult": "ab {age} Jahren der Erwachsenenpreis",
  "prices.children": "Kinderpreise nach Alter: {bands}.",
  "prices.childrenFor": "Kinderpreise nach Alter für {residents}: {bands}.",
  "prices.minimumAge": "Kinder sind auf dieser Safari ab {age} Jahren willkommen.",
  "prices.singles": "Ein Einzelzimmer kostet pro Nacht zusätzlich: {amounts}.",
  "prices.singlesFor": "{amount} für {residents}",
  "prices.separator": "; ",
  "prices.amountRange": "{low} bis {high}",
  "prices.parkFees.included": "Park- und Schutzgebietsgebühren sind inbegriffen.",
  "prices.parkFees.payable":
    "Park- und Schutzgebietsgebühren kommen zu Ihrem Angebot hinzu, zu den Tarifen für Ihren Wohnsitz und Ihr Alter.",
  "prices.who.non_resident": "internationale Gäste",
  "prices.who.resident": "Einwohner Kenias und Tansanias",
  "prices.who.citizen": "ostafrikanische Staatsbürger",
  "seasons.title": "Saisonkalender",
  "seasons.intro":
    "Die Preise richten sich nach der Saison. Reicht eine Reise von einer Saison in die nächste, wird jede Nacht nach ihrer eigenen Saison berechnet.",
  "seasons.caption": "Saisonzeiten vom {from} bis {to}",
  "seasons.dates": "Zeitraum",
  "seasons.name": "Saison",
  "seasons.kind": "Preisstufe",
});
