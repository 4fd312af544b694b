// French texts the quote engine writes: price lines, refusals and checks (English: ../en/quote-engine.ts).
import { defineTranslation } from "~/i18n/translate";
import type { quoteEngineMessages } from "../en/quote-engine";

export default defineTranslation<typeof quoteEngineMessages>({
  "quoteEngine.refusal.childTooYoung":
    "Ce safari accueille les enfants à partir de {years, plural, one {# an} other {# ans}}.",
  "quoteEngine.refusal.singlesOverAdults":
    "Les chambres individuelles sont réservées aux adultes : choisissez-en {adults} au maximum.",
  "quoteEngine.code.notValid": "Ce code n’est pas valable.",
  "quoteEngine.code.otherPackage": "Ce code n’est pas valable pour ce safari.",
  "quoteEngine.code.notYetValid": "Ce code n’est pas encore valable.",
  "quoteEngine.code.expired": "Ce code a expiré.",
  "quoteEngine.code.usedUp": "Ce code a atteint sa limite d’utilisation.",
  "quoteEngine.code.currency": "Ce code ne peut pas être utilisé avec des prix en {currency}.",
  "quoteEngine.code.tooManyTries":
    "Trop de codes de réduction essayés depuis votre réseau. Veuillez patienter {minutes, plural, one {# minute} other {# minutes}} puis réessayer.",
  "quoteEngine.line.onRequest": "{label}, prix sur demande",
  "quoteEngine.run.length":
    "{unit, select, day {{count, plural, one {# jour} other {# jours}}} other {{count, plural, one {# nuit} other {# nuits}}}}",
  "quoteEngine.run.season": "× {length}, {season}",
  "quoteEngine.run.seasonKind":
    "× {length}, {kind, select, high {haute saison} shoulder {moyenne saison} green {saison verte} other {saison {kind}}}",
  "quoteEngine.run.undated": "× {length} à partir du {date}",
  "quoteEngine.line.adults": "{adults, plural, one {# adulte} other {# adultes}} {run}",
  "quoteEngine.child.who": "{count, plural, one {Enfant de {range} ans} other {# enfants de {range} ans}}",
  "quoteEngine.child.adultRate": "{who} (tarif adulte)",
  "quoteEngine.child.free": "{who} (gratuit)",
  "quoteEngine.child.percent": "{who} ({percent} %)",
  "quoteEngine.child.childRate": "{who} (tarif enfant)",
  "quoteEngine.line.children": "{children} {run}",
  "quoteEngine.line.single":
    "Supplément chambre individuelle, {rooms, plural, one {# chambre} other {# chambres}} {run}",
  "quoteEngine.park.adults": "{count, plural, one {# adulte} other {# adultes}}",
  "quoteEngine.park.children": "{count, plural, one {# enfant} other {# enfants}}",
  "quoteEngine.park.childrenAged":
    "{count, plural, one {# enfant de {min} à {max} ans} other {# enfants de {min} à {max} ans}}",
  "quoteEngine.park.everyDay": "{people} × {days, plural, one {# jour} other {# jours}}",
  "quoteEngine.park.personDays": "{people}, {personDays, plural, one {# jour-personne} other {# jours-personnes}}",
  "quoteEngine.park.line": "Droits d’entrée ({park}), {extent}",
  "quoteEngine.park.lineInMonths": "Droits d’entrée ({park}), {extent}, tarif {months}",
  "quoteEngine.park.unnamed": "Parc",
  "quoteEngine.discount.percent": "Réduction {code} ({percent} %)",
  "quoteEngine.discount.amount": "Réduction {code} ({amount})",
  "quoteEngine.package.notFound": "Safari introuvable.",
  "quoteEngine.request.packageRequired": "Veuillez choisir un safari.",
  "quoteEngine.request.packageInvalid": "Le safari doit être indiqué par son numéro.",
  "quoteEngine.request.startRequired": "Veuillez choisir une date de début.",
  "quoteEngine.request.startInvalid": "Veuillez saisir une date de début valide (AAAA-MM-JJ).",
  "quoteEngine.request.startPast": "La date de début ne peut pas être dans le passé.",
  "quoteEngine.request.startTooFar": "Veuillez choisir une date de début dans les {years} prochaines années.",
  "quoteEngine.request.adultsRequired": "Veuillez indiquer le nombre d’adultes qui voyagent.",
  "quoteEngine.request.adultsWhole": "Le nombre d’adultes doit être un nombre entier.",
  "quoteEngine.request.adultsMin":
    "{min, plural, one {Au moins # adulte doit voyager.} other {Au moins # adultes doivent voyager.}}",
  "quoteEngine.request.adultsMax": "{max} adultes au maximum.",
  "quoteEngine.request.childAgesMalformed":
    "L’âge des enfants doit être indiqué en nombres entiers séparés par des virgules, par exemple 4,9.",
  "quoteEngine.request.childAgeRange":
    "L’âge de chaque enfant doit être compris entre {min} et {max} ans (à partir de {adultAge} ans, les voyageurs sont des adultes).",
  "quoteEngine.request.childrenMax": "{max} enfants au maximum.",
  "quoteEngine.request.travellersMax": "Un groupe compte au plus {max} voyageurs, adultes et enfants compris.",
  "quoteEngine.request.residencyUnknown": "La résidence doit être l’une des suivantes : {choices}.",
  "quoteEngine.request.singlesWhole": "Le nombre de chambres individuelles doit être un nombre entier.",
  "quoteEngine.request.singlesNegative": "Le nombre de chambres individuelles ne peut pas être négatif.",
  "quoteEngine.request.currencyUnknown": "La devise doit être l’une des suivantes : {choices}.",
  "quoteEngine.request.codeMalformed":
    "Un code de réduction compte de {min} à {max} lettres, chiffres, « - » ou « _ ».",
});
