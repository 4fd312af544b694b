// German texts of the safari list, a safari's own page, the safari card and the 'Book This Safari' panel (English: ../en/safaris.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safarisMessages } from "../en/safaris";

export default defineTranslation<typeof safarisMessages>({
  "safaris.meta.title": "Safaripakete",
  "safaris.meta.description":
    "Safaripakete in Kenia und Tansania: die Große Migration, Amboseli am Fuß des Kilimanjaro, Samburu, die Serengeti und Reisen mit Safari und Strand – mit Reiseverlauf Tag für Tag und Preisen.",
  "safaris.hero.eyebrow": "Kenia & Tansania",
  "safaris.hero.title": "Safaripakete",
  "safaris.hero.subtitle":
    "Reisen, die wir selbst erlebt haben – auf der Piste, in der Luft und in den Camps –, jede abgestimmt auf die Saison und das Tempo, in dem Sie reisen möchten.",
  "safaris.list.eyebrow": "Unsere Reisen",
  "safaris.list.title": "Ausgewählte Safaripakete",
  "safaris.list.intro":
    "Jedes Paket ist ein Ausgangspunkt: Wir passen Tage, Camps und Budget an Ihre Wünsche an und senden Ihnen innerhalb von 24 Stunden einen schriftlichen Reiseplan.",
  "safaris.list.empty": "Keine Safaris gefunden",
  "safaris.list.emptyText":
    "Die Reisen der neuen Saison sind in Vorbereitung. Erzählen Sie uns, was Ihnen vorschwebt, und wir planen es für Sie.",
  "safaris.list.emptyAction": "Kontakt aufnehmen",
  "safaris.list.error": "Die Safaripakete konnten nicht geladen werden",
  "safaris.list.errorText": "Bitte versuchen Sie es später erneut.",
  "safaris.list.retry": "Erneut versuchen",
  "safaris.cta.title": "Nicht ganz die Reise, die Ihnen vorschwebt?",
  "safaris.cta.text":
    "Nennen Sie uns den Monat, die Parks und die Art von Camp, die Ihnen gefällt. Wir stellen Ihnen einen privaten Reiseverlauf mit einem klaren Preis zusammen.",
  "safaris.cta.contact": "Individuelle Safari planen",
  "safaris.price.from": "Ab {price} pro Person",
  "safaris.price.residentsFrom": "Einwohnerpreis ab {price}",
  "safaris.card.view": "Details ansehen",
  "safaris.card.viewNamed": "Details ansehen: {title}",
  "safaris.card.imageAlt": "{title}",
  "safaris.detail.back": "Zurück zu allen Safaris",
  "safaris.detail.book": "Diese Safari buchen",
  "safaris.detail.countries": "{first} & {second}",
  "safaris.detail.bestMonths": "Beste Zeit: {months}",
  "safaris.detail.overview": "Überblick",
  "safaris.detail.price": "Preis",
  "safaris.detail.highlights": "Höhepunkte",
  "safaris.detail.included": "Im Preis inbegriffen",
  "safaris.detail.excluded": "Nicht inbegriffen",
  "safaris.detail.itinerary": "Ausführlicher Reiseverlauf",
  "safaris.detail.itineraryIntro":
    "Tag für Tag, so wie wir die Reise üblicherweise durchführen. Jeder Tag lässt sich nach Ihren Wünschen anpassen.",
  "safaris.detail.itineraryMissing":
    "Der Reiseverlauf Tag für Tag wird für diese Safari gerade fertiggestellt. Fragen Sie uns, und wir senden ihn Ihnen zusammen mit einem Angebot.",
  "safaris.detail.day": "Tag {day}: {title}",
  "safaris.detail.park": "Park",
  "safaris.detail.accommodation": "Unterkunft",
  "safaris.detail.meals": "Mahlzeiten",
  "safaris.detail.notSpecified": "Keine Angabe",
  "safaris.detail.notFoundText":
    "Diese Safari wird möglicherweise nicht mehr angeboten, oder der Link enthält einen Tippfehler.",
  "safaris.detail.errorTitle": "Diese Safari konnte nicht geladen werden",
  "safaris.panel.title": "Diese Safari buchen",
  "safaris.panel.intro":
    "Senden Sie uns Ihre Reisedaten und die Größe Ihrer Gruppe. Innerhalb von 24 Stunden antworten wir mit der Verfügbarkeit und einem Angebot.",
  "safaris.panel.request": "Diese Safari anfragen",
  "safaris.panel.stepByStep": "Lieber Schritt für Schritt, mit Wahl der Zahlungsart?",
  "safaris.panel.stepByStepLink": "In drei Schritten buchen",
  "safaris.panel.call": "Lieber persönlich sprechen? Rufen Sie uns an:",
  "safaris.panel.cancellation": "Kostenlose Stornierung bis {days} Tage vor Abreise.",
});
