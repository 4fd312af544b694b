// German texts of a destination's own page, /{slug} (English: ../en/destination.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationMessages } from "../en/destination";

export default defineTranslation<typeof destinationMessages>({
  "destination.meta.description": "{name}, {region}: {overview}",
  "destination.hero.eyebrow": "{region}",
  "destination.hero.book": "Safari buchen",
  "destination.overview.eyebrow": "Überblick",
  "destination.overview.title": "{name} im Porträt",
  "destination.note": "Hinweis",
  "destination.attractions.eyebrow": "Was Sie erwartet",
  "destination.attractions.title": "Sehenswertes",
  "destination.visit.eyebrow": "Jahreszeiten",
  "destination.visit.title": "Die beste Reisezeit",
  "destination.visit.months": "Monate des Jahres",
  "destination.visit.hint":
    "Wählen Sie die Monate, in denen Sie reisen könnten, um sie mit der besten Reisezeit zu vergleichen.",
  "destination.visit.best": "Beste Monate",
  "destination.visit.other": "Übrige Monate",
  "destination.visit.bestMonth": "{month}, beste Reisezeit",
  "destination.visit.selected":
    "{count, plural, one {Sie haben # Monat gewählt} other {Sie haben # Monate gewählt}}, {best, plural, =0 {keiner davon in der besten Reisezeit} one {# davon in der besten Reisezeit} other {# davon in der besten Reisezeit}}.",
  "destination.visit.why": "Warum diese Monate?",
  "destination.visit.summary": "Beste Reisezeit: {label}",
  "destination.getting.eyebrow": "Anreise",
  "destination.getting.title": "So kommen Sie hin",
  "destination.getting.road": "Auf dem Landweg",
  "destination.getting.flight": "Mit dem Flugzeug",
  "destination.getting.duration": "Dauer:",
  "destination.stay.eyebrow": "Übernachten",
  "destination.stay.title": "Unterkünfte",
  "destination.stay.budget": "Günstige Unterkünfte",
  "destination.stay.midRange": "Mittelklasse",
  "destination.stay.luxury": "Luxus",
  "destination.lodges.eyebrow": "Unsere Lodges",
  "destination.lodges.title": "{name}: Lodges und Camps",
  "destination.safaris.eyebrow": "Safaris",
  "destination.safaris.title": "Safaris zum Reiseziel {name}",
  "destination.cta.title": "Lust auf {name}?",
  "destination.cta.text":
    "Unser Team stimmt Ihre Reisedaten auf die Saison ab, wählt das passende Camp und plant die Anreise ab Nairobi oder Arusha.",
  "destination.cta.book": "Ihre Safari buchen",
  "destination.cta.contact": "Kontakt aufnehmen",
});
