// German texts of the hotels and lodges list, a lodge's own page and the hotel card (English: ../en/hotels.ts).
import { defineTranslation } from "~/i18n/translate";
import type { hotelsMessages } from "../en/hotels";

export default defineTranslation<typeof hotelsMessages>({
  "hotels.meta.title": "Hotels & Lodges",
  "hotels.meta.description":
    "Die Safari-Lodges, Zeltcamps und Strandhäuser in Kenia und Tansania, die wir aus eigener Erfahrung kennen – von der Maasai Mara über den Kraterrand bis an die Küste Sansibars.",
  "hotels.hero.eyebrow": "Wo Sie übernachten",
  "hotels.hero.title": "Hotels & Lodges",
  "hotels.hero.subtitle":
    "Zeltcamps am Fluss, Steinlodges am Kraterrand und ruhige Strandhäuser: Orte, an denen wir selbst übernachtet haben und in die wir unsere eigenen Familien schicken würden.",
  "hotels.hero.explore": "Lodges entdecken",
  "hotels.intro.eyebrow": "Persönlich ausgewählt",
  "hotels.intro.title": "Eine gute Lodge ist die halbe Safari",
  "hotels.intro.lead":
    "Wir kennen jeden dieser Orte: den Blick von der Veranda, den Namen des leitenden Guides und die Stunde, in der die Elefanten zum Trinken herabkommen. Wir wählen die Lodge passend zur Saison, zum Park und zu dem Tempo, in dem Sie reisen möchten.",
  "hotels.intro.point.location.title": "Nah bei den Tieren",
  "hotels.intro.point.location.text":
    "In oder direkt an den Parks – so beginnen Ihre Morgen mit Wildtieren, nicht mit einer langen Fahrt.",
  "hotels.intro.point.people.title": "Geführt von Menschen, die wir kennen",
  "hotels.intro.point.people.text":
    "Eigentümer und Manager, mit denen wir seit Jahren zusammenarbeiten, viele davon einheimische Familien.",
  "hotels.intro.point.fit.title": "Passend zu Ihrer Reise",
  "hotels.intro.point.fit.text":
    "Familienzimmer, Hochzeitssuite oder ein ruhiges Zelt: Wir buchen, was zu Ihrer Reise passt.",
  "hotels.list.eyebrow": "Unsere Auswahl",
  "hotels.list.title": "Lodges und Camps in ganz Ostafrika",
  "hotels.list.count": "{count, plural, one {# Unterkunft} other {# Unterkünfte}}",
  "hotels.card.view": "Details ansehen",
  "hotels.card.viewNamed": "Details ansehen: {name}",
  "hotels.card.imageAlt": "{name}, {location}",
  "hotels.empty.title": "Keine Unterkünfte verfügbar",
  "hotels.empty.text":
    "Unsere Auswahl an Lodges wird gerade aktualisiert. Fragen Sie uns, und wir empfehlen Ihnen die passende Unterkunft für Ihre Reise.",
  "hotels.empty.contact": "Kontakt aufnehmen",
  "hotels.error.list": "Die Unterkünfte konnten nicht geladen werden. Bitte versuchen Sie es später erneut.",
  "hotels.error.retry": "Erneut versuchen",
  "hotels.error.detail": "Die Details der Unterkunft konnten nicht geladen werden.",
  "hotels.back": "Zurück zu Hotels & Lodges",
  "hotels.notFound.text":
    "Vielleicht wurde sie umbenannt oder gehört nicht mehr zu unserer Auswahl. Alle Lodges und Camps, mit denen wir zusammenarbeiten, finden Sie in unserer Liste.",
  "hotels.detail.location": "Lage",
  "hotels.detail.destination": "Reiseziel",
  "hotels.detail.aboutTitle": "Über {name}",
  "hotels.detail.glance": "Auf einen Blick",
  "hotels.detail.exploreDestination": "{name} entdecken",
  "hotels.detail.imageAlt": "{name}, {location}",
  "hotels.detail.rooms": "Zimmer und Zelte",
  "hotels.detail.amenities": "Ausstattung",
  "hotels.detail.safaris.eyebrow": "Safaris",
  "hotels.detail.safaris.title": "Safaris mit Übernachtung in {name}",
  "hotels.detail.more.eyebrow": "Weiter entdecken",
  "hotels.detail.more.title": "Weitere Unterkünfte",
  "hotels.detail.more.all": "Alle Hotels & Lodges",
  "hotels.detail.plan.eyebrow": "Ihren Aufenthalt planen",
  "hotels.detail.plan.title": "Übernachten Sie auf Ihrer Safari in {name}",
  "hotels.detail.plan.text":
    "Unsere Planer können Nächte hier in jede unserer Safaris einbauen oder eine ganze Reise darum herum gestalten. Nennen Sie uns Ihre Reisedaten, und wir antworten innerhalb von {hours} Stunden.",
  "hotels.detail.plan.safaris": "Safaris entdecken",
  "hotels.detail.plan.contact": "Kontakt aufnehmen",
});
