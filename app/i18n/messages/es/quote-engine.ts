// Spanish texts the quote engine writes: price lines, refusals and checks (English: ../en/quote-engine.ts).
import { defineTranslation } from "~/i18n/translate";
import type { quoteEngineMessages } from "../en/quote-engine";

export default defineTranslation<typeof quoteEngineMessages>({
  "quoteEngine.refusal.childTooYoung":
    "Este safari admite niños a partir de {years, plural, one {# año} other {# años}}.",
  "quoteEngine.refusal.singlesOverAdults":
    "Las habitaciones individuales son para adultos: elija como máximo {adults}.",
  "quoteEngine.code.notValid": "Este código no es válido.",
  "quoteEngine.code.otherPackage": "Este código no es válido para este safari.",
  "quoteEngine.code.notYetValid": "Este código aún no es válido.",
  "quoteEngine.code.expired": "Este código ha caducado.",
  "quoteEngine.code.usedUp": "Este código ha alcanzado su límite de usos.",
  "quoteEngine.code.currency": "Este código no se puede utilizar con precios en {currency}.",
  "quoteEngine.code.tooManyTries":
    "Se han probado demasiados códigos de descuento desde su red. Espere {minutes, plural, one {# minuto} other {# minutos}} y vuelva a intentarlo.",
  "quoteEngine.line.onRequest": "{label}, precio a consultar",
  "quoteEngine.run.length":
    "{unit, select, day {{count, plural, one {# día} other {# días}}} other {{count, plural, one {# noche} other {# noches}}}}",
  "quoteEngine.run.season": "× {length}, {season}",
  "quoteEngine.run.seasonKind":
    "× {length}, {kind, select, high {temporada alta} shoulder {temporada media} green {temporada verde} other {temporada {kind}}}",
  "quoteEngine.run.undated": "× {length} desde el {date}",
  "quoteEngine.line.adults": "{adults, plural, one {# adulto} other {# adultos}} {run}",
  "quoteEngine.child.who": "{count, plural, one {Niño de {range} años} other {# niños de {range} años}}",
  "quoteEngine.child.adultRate": "{who} (tarifa de adulto)",
  "quoteEngine.child.free": "{who} (gratis)",
  "quoteEngine.child.percent": "{who} ({percent} %)",
  "quoteEngine.child.childRate": "{who} (tarifa infantil)",
  "quoteEngine.line.children": "{children} {run}",
  "quoteEngine.line.single": "Suplemento individual, {rooms, plural, one {# habitación} other {# habitaciones}} {run}",
  "quoteEngine.park.adults": "{count, plural, one {# adulto} other {# adultos}}",
  "quoteEngine.park.children": "{count, plural, one {# niño} other {# niños}}",
  "quoteEngine.park.childrenAged":
    "{count, plural, one {# niño de {min} a {max} años} other {# niños de {min} a {max} años}}",
  "quoteEngine.park.everyDay": "{people} × {days, plural, one {# día} other {# días}}",
  "quoteEngine.park.personDays": "{people}, {personDays, plural, one {# día-persona} other {# días-persona}}",
  "quoteEngine.park.line": "Tasas de entrada a {park}, {extent}",
  "quoteEngine.park.lineInMonths": "Tasas de entrada a {park}, {extent}, tarifa {months}",
  "quoteEngine.park.unnamed": "Parque",
  "quoteEngine.discount.percent": "Descuento {code} ({percent} %)",
  "quoteEngine.discount.amount": "Descuento {code} ({amount})",
  "quoteEngine.package.notFound": "No se ha encontrado el safari.",
  "quoteEngine.request.packageRequired": "Elija un safari, por favor.",
  "quoteEngine.request.packageInvalid": "El safari debe indicarse con su número.",
  "quoteEngine.request.startRequired": "Elija una fecha de inicio, por favor.",
  "quoteEngine.request.startInvalid": "Introduzca una fecha de inicio válida (AAAA-MM-DD).",
  "quoteEngine.request.startPast": "La fecha de inicio no puede ser pasada.",
  "quoteEngine.request.startTooFar": "Elija una fecha de inicio dentro de los próximos {years} años.",
  "quoteEngine.request.adultsRequired": "Indique cuántos adultos viajan.",
  "quoteEngine.request.adultsWhole": "El número de adultos debe ser un número entero.",
  "quoteEngine.request.adultsMin":
    "{min, plural, one {Debe viajar al menos # adulto.} other {Deben viajar al menos # adultos.}}",
  "quoteEngine.request.adultsMax": "Se admiten como máximo {max} adultos.",
  "quoteEngine.request.childAgesMalformed":
    "Las edades de los niños deben ser números enteros separados por comas, por ejemplo 4,9.",
  "quoteEngine.request.childAgeRange":
    "La edad de cada niño debe estar entre {min} y {max} años (a partir de {adultAge} años, los viajeros son adultos).",
  "quoteEngine.request.childrenMax": "Se admiten como máximo {max} niños.",
  "quoteEngine.request.travellersMax": "Un grupo puede tener como máximo {max} viajeros, adultos y niños incluidos.",
  "quoteEngine.request.residencyUnknown": "La residencia debe ser una de estas: {choices}.",
  "quoteEngine.request.singlesWhole": "El número de habitaciones individuales debe ser un número entero.",
  "quoteEngine.request.singlesNegative": "El número de habitaciones individuales no puede ser negativo.",
  "quoteEngine.request.currencyUnknown": "La moneda debe ser una de estas: {choices}.",
  "quoteEngine.request.codeMalformed": "Un código de descuento tiene de {min} a {max} letras, cifras, «-» o «_».",
});
