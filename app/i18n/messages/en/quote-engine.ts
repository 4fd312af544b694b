// Texts the quote engine writes on the server: the lines of an itemised price, why it refuses choices or a
// discount code, and the checks on a quote's question (/api/quote, 'Show price'). A booking keeps its quote
// as worded in the language it was made in.
import { defineMessages } from "~/i18n/translate";

export const quoteEngineMessages = defineMessages("quote-engine", {
  "quoteEngine.refusal.childTooYoung":
    "This safari welcomes children from {years, plural, one {# year} other {# years}}.",
  "quoteEngine.refusal.singlesOverAdults": "Single rooms are for adults: choose at most {adults}.",
  "quoteEngine.code.notValid": "This code is not valid.",
  "quoteEngine.code.otherPackage": "This code is not valid for this safari.",
  "quoteEngine.code.notYetValid": "This code is not valid yet.",
  "quoteEngine.code.expired": "This code has expired.",
  "quoteEngine.code.usedUp": "This code has reached its usage limit.",
  "quoteEngine.code.currency": "This code cannot be used with prices in {currency}.",
  "quoteEngine.code.tooManyTries":
    "Too many discount codes tried from your network. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  "quoteEngine.line.onRequest": "{label}, price on request",
  "quoteEngine.run.length":
    "{unit, select, day {{count, plural, one {# day} other {# days}}} other {{count, plural, one {# night} other {# nights}}}}",
  "quoteEngine.run.season": "× {length}, {season}",
  "quoteEngine.run.seasonKind":
    "× {length}, {kind, select, high {high season} shoulder {shoulder season} green {green season} other {{kind} season}}",
  "quoteEngine.run.undated": "× {length} from {date}",
  "quoteEngine.line.adults": "{adults, plural, one {# adult} other {# adults}} {run}",
  "quoteEngine.child.who": "{count, plural, one {Child aged {range}} other {# children aged {range}}}",
  "quoteEngine.child.adultRate": "{who} (adult rate)",
  "quoteEngine.child.free": "{who} (free)",
  "quoteEngine.child.percent": "{who} ({percent}%)",
  "quoteEngine.child.childRate": "{who} (child rate)",
  "quoteEngine.line.children": "{children} {run}",
  "quoteEngine.line.single": "Single supplement, {rooms, plural, one {# room} other {# rooms}} {run}",
  "quoteEngine.park.adults": "{count, plural, one {# adult} other {# adults}}",
  "quoteEngine.park.children": "{count, plural, one {# child} other {# children}}",
  "quoteEngine.park.childrenAged":
    "{count, plural, one {# child aged {min}–{max}} other {# children aged {min}–{max}}}",
  "quoteEngine.park.everyDay": "{people} × {days, plural, one {# day} other {# days}}",
  "quoteEngine.park.personDays": "{people}, {personDays, plural, one {# person-day} other {# person-days}}",
  "quoteEngine.park.line": "{park} fees, {extent}",
  "quoteEngine.park.lineInMonths": "{park} fees, {extent}, {months} rate",
  "quoteEngine.park.unnamed": "Park",
  "quoteEngine.discount.percent": "Discount {code} ({percent}%)",
  "quoteEngine.discount.amount": "Discount {code} ({amount})",
  "quoteEngine.package.notFound": "Package not found",
  "quoteEngine.request.packageRequired": "Please choose a safari.",
  "quoteEngine.request.packageInvalid": "The package must be a safari's number.",
  "quoteEngine.request.startRequired": "Please choose a start date.",
  "quoteEngine.request.startInvalid": "Please enter a valid start date (YYYY-MM-DD).",
  "quoteEngine.request.startPast": "The start date cannot be in the past.",
  "quoteEngine.request.startTooFar": "Please choose a start date within the next {years} years.",
  "quoteEngine.request.adultsRequired": "Please say how many adults are travelling.",
  "quoteEngine.request.adultsWhole": "The number of adults must be a whole number.",
  "quoteEngine.request.adultsMin":
    "{min, plural, one {At least # adult is required.} other {At least # adults are required.}}",
  "quoteEngine.request.adultsMax": "Maximum {max} adults allowed.",
  "quoteEngine.request.childAgesMalformed":
    "Children's ages must be whole numbers separated by commas, for example 4,9.",
  "quoteEngine.request.childAgeRange":
    "Each child's age must be from {min} to {max} (travellers of {adultAge} and over are adults).",
  "quoteEngine.request.childrenMax": "Maximum {max} children allowed.",
  "quoteEngine.request.travellersMax": "A party can have at most {max} travellers, adults and children together.",
  "quoteEngine.request.residencyUnknown": "Residency must be one of {choices}.",
  "quoteEngine.request.singlesWhole": "The number of single rooms must be a whole number.",
  "quoteEngine.request.singlesNegative": "The number of single rooms cannot be negative.",
  "quoteEngine.request.currencyUnknown": "Currency must be one of {choices}.",
  "quoteEngine.request.codeMalformed": "A discount code has {min} to {max} letters, digits, '-' or '_'.",
});
