// German texts the quote engine writes: price lines, refusals and checks (English: ../en/quote-engine.ts).
import { defineTranslation } from "~/i18n/translate";
import type { quoteEngineMessages } from "../en/quote-engine";

export default defineTranslation<typeof quoteEngineMessages>({
  "quoteEngine.refusal.childTooYoung":
    "Diese Safari heißt Kinder ab {years, plural, one {# Jahr} other {# Jahren}} willkommen.",
  "quoteEngine.refusal.singlesOverAdults": "Einzelzimmer sind Erwachsenen vorbehalten: Wählen Sie höchstens {adults}.",
  "quoteEngine.code.notValid": "Dieser Code ist nicht gültig.",
  "quoteEngine.code.otherPackage": "Dieser Code gilt nicht für diese Safari.",
  "quoteEngine.code.notYetValid": "Dieser Code ist noch nicht gültig.",
  "quoteEngine.code.expired": "Dieser Code ist abgelaufen.",
  "quoteEngine.code.usedUp": "Dieser Code wurde bereits so oft wie möglich eingelöst.",
  "quoteEngine.code.currency": "Dieser Code gilt nicht für Preise in {currency}.",
  "quoteEngine.code.tooManyTries":
    "Von Ihrem Netzwerk wurden zu viele Rabattcodes ausprobiert. Bitte warten Sie {minutes, plural, one {# Minute} other {# Minuten}} und versuchen Sie es dann erneut.",
  "quoteEngine.line.onRequest": "{label}, Preis auf Anfrage",
  "quoteEngine.run.length":
    "{unit, select, day {{count, plural, one {# Tag} other {# Tage}}} other {{count, plural, one {# Nacht} other {# Nächte}}}}",
  "quoteEngine.run.season": "× {length}, {season}",
  "quoteEngine.run.seasonKind":
    "× {length}, {kind, select, high {Hochsaison} shoulder {Zwischensaison} green {Grüne Saison} other {Saison {kind}}}",
  "quoteEngine.run.undated": "× {length} ab {date}",
  "quoteEngine.line.adults": "{adults, plural, one {# Erwachsener} other {# Erwachsene}} {run}",
  "quoteEngine.child.who":
    "{count, plural, one {Kind im Alter von {range} Jahren} other {# Kinder im Alter von {range} Jahren}}",
  "quoteEngine.child.adultRate": "{who} (Erwachsenenpreis)",
  "quoteEngine.child.free": "{who} (kostenlos)",
  "quoteEngine.child.percent": "{who} ({percent} %)",
  "quoteEngine.child.childRate": "{who} (Kinderpreis)",
  "quoteEngine.line.children": "{children} {run}",
  "quoteEngine.line.single": "Einzelzimmerzuschlag, {rooms, plural, one {# Zimmer} other {# Zimmer}} {run}",
  "quoteEngine.park.adults": "{count, plural, one {# Erwachsener} other {# Erwachsene}}",
  "quoteEngine.park.children": "{count, plural, one {# Kind} other {# Kinder}}",
  "quoteEngine.park.childrenAged":
    "{count, plural, one {# Kind im Alter von {min}–{max} Jahren} other {# Kinder im Alter von {min}–{max} Jahren}}",
  "quoteEngine.park.everyDay": "{people} × {days, plural, one {# Tag} other {# Tage}}",
  "quoteEngine.park.personDays": "{people}, {personDays, plural, one {# Personentag} other {# Personentage}}",
  "quoteEngine.park.line": "Eintrittsgebühren {park}, {extent}",
  "quoteEngine.park.lineInMonths": "Eintrittsgebühren {park}, {extent}, Tarif {months}",
  "quoteEngine.park.unnamed": "Park",
  "quoteEngine.discount.percent": "Rabatt {code} ({percent} %)",
  "quoteEngine.discount.amount": "Rabatt {code} ({amount})",
  "quoteEngine.package.notFound": "Diese Safari wurde nicht gefunden.",
  "quoteEngine.request.packageRequired": "Bitte wählen Sie eine Safari.",
  "quoteEngine.request.packageInvalid": "Die Safari muss mit ihrer Nummer angegeben werden.",
  "quoteEngine.request.startRequired": "Bitte wählen Sie ein Startdatum.",
  "quoteEngine.request.startInvalid": "Bitte geben Sie ein gültiges Startdatum ein (JJJJ-MM-TT).",
  "quoteEngine.request.startPast": "Das Startdatum darf nicht in der Vergangenheit liegen.",
  "quoteEngine.request.startTooFar": "Bitte wählen Sie ein Startdatum innerhalb der nächsten {years} Jahre.",
  "quoteEngine.request.adultsRequired": "Bitte geben Sie an, wie viele Erwachsene reisen.",
  "quoteEngine.request.adultsWhole": "Die Zahl der Erwachsenen muss eine ganze Zahl sein.",
  "quoteEngine.request.adultsMin":
    "{min, plural, one {Mindestens # Erwachsener muss mitreisen.} other {Mindestens # Erwachsene müssen mitreisen.}}",
  "quoteEngine.request.adultsMax": "Höchstens {max} Erwachsene sind möglich.",
  "quoteEngine.request.childAgesMalformed":
    "Das Alter der Kinder muss aus ganzen Zahlen bestehen, durch Kommas getrennt, zum Beispiel 4,9.",
  "quoteEngine.request.childAgeRange":
    "Kinder können {min} bis {max} Jahre alt sein (Reisende ab {adultAge} Jahren gelten als Erwachsene).",
  "quoteEngine.request.childrenMax": "Höchstens {max} Kinder sind möglich.",
  "quoteEngine.request.travellersMax":
    "Eine Reisegruppe umfasst höchstens {max} Personen, Erwachsene und Kinder zusammen.",
  "quoteEngine.request.residencyUnknown": "Der Wohnsitz muss einer der folgenden sein: {choices}.",
  "quoteEngine.request.singlesWhole": "Die Zahl der Einzelzimmer muss eine ganze Zahl sein.",
  "quoteEngine.request.singlesNegative": "Die Zahl der Einzelzimmer darf nicht negativ sein.",
  "quoteEngine.request.currencyUnknown": "Die Währung muss eine der folgenden sein: {choices}.",
  "quoteEngine.request.codeMalformed": "Ein Rabattcode besteht aus {min} bis {max} Buchstaben, Ziffern, „-“ oder „_“.",
});
