// German texts of the home page: hero, About carousel, the three previews and the closing call to action (English: ../en/home.ts).
import { defineTranslation } from "~/i18n/translate";
import type { homeMessages } from "../en/home";

export default defineTranslation<typeof homeMessages>({
  "home.meta.description":
    "Private Safaris in Kenia und Tansania seit 2010: die Große Migration in der Maasai Mara und der Serengeti, die Elefanten von Amboseli, Samburu und der Ngorongoro-Krater – geführt von Menschen, die am Rand der Parks aufgewachsen sind.",
  "home.hero.eyebrow": "Kenia & Tansania",
  "home.hero.title": "Wo die Wildnis noch ihrem eigenen Takt folgt",
  "home.hero.subtitle":
    "Private Safaris durch die Maasai Mara, Amboseli, Samburu und die Serengeti – geführt von Menschen, die am Rand der Parks aufgewachsen sind.",
  "home.hero.browse": "Safaris entdecken",
  "home.hero.contact": "Kontakt aufnehmen",
  "home.hero.scroll": "Nach unten scrollen",
  "home.about.eyebrow": "Über Heartbeest Safari",
  "home.about.title": "Safaris, geplant von den Menschen, die sie führen",
  "home.about.label": "Über uns",
  "home.about.slide": "{index} von {total}",
  "home.about.carouselRole": "Karussell",
  "home.about.slideRole": "Folie",
  "home.about.goTo": "Folie {index} anzeigen: {title}",
  "home.about.previous": "Vorherige Folie",
  "home.about.next": "Nächste Folie",
  "home.about.pause": "Diashow anhalten",
  "home.about.play": "Diashow abspielen",
  "home.about.expert.title": "Safaris mit echten Kennern",
  "home.about.expert.text":
    "Seit 2010 begleiten unsere Guides Reisende durch Kenia und Tansania. Jeder von ihnen hat mindestens sieben Jahre Erfahrung im Feld und ein Zertifikat im Wildtiermanagement – und kennt die Parks zu jeder Jahreszeit.",
  "home.about.expert.point1": "Guides mit mindestens 7 Jahren Erfahrung",
  "home.about.expert.point2": "Reiseverläufe im Takt von Migration und Regenzeiten",
  "home.about.family.title": "Ihre Safari-Familie",
  "home.about.family.text":
    "Von Ihrer ersten Frage bis zur Rückfahrt zum Flughafen kümmert sich ein kleines Team um Sie. Wir antworten innerhalb von 24 Stunden, kennen jedes Camp, das wir buchen, und 10 % unseres Gewinns gehen an die Gemeinden rund um die Parks.",
  "home.about.family.point1": "Ein Team von der Planung bis zum Abschied",
  "home.about.family.point2": "10 % des Gewinns für Gemeindeprojekte",
  "home.about.learnMore": "Mehr über uns",
  "home.safaris.eyebrow": "Beliebte Safaris",
  "home.safaris.title": "Reisen, die unsere Gäste lieben",
  "home.safaris.all": "Alle Safaris ansehen",
  "home.safaris.empty": "Keine Safaris gefunden",
  "home.safaris.emptyText":
    "Die Reisen der neuen Saison sind in Vorbereitung. Fragen Sie uns, und wir planen eine Reise für Sie.",
  "home.destinations.eyebrow": "Ausgewählte Reiseziele",
  "home.destinations.title": "Landschaften, die den langen Flug wert sind",
  "home.destinations.all": "Alle Reiseziele",
  "home.destinations.empty": "Keine Reiseziele gefunden",
  "home.destinations.emptyText":
    "Unsere Porträts der Reiseziele entstehen gerade. Fragen Sie uns gern zu jedem Park in Kenia oder Tansania.",
  "home.reviews.eyebrow": "Gästebewertungen",
  "home.reviews.title": "In den Worten unserer Gäste",
  "home.reviews.summary": "{average} von 5 bei {count, plural, one {# Bewertung} other {# Bewertungen}}",
  "home.reviews.all": "Alle Bewertungen ansehen",
  "home.reviews.empty": "Keine Bewertungen gefunden",
  "home.reviews.emptyText": "Schreiben Sie die erste Bewertung",
  "home.reviews.share": "Ihre Erfahrung teilen",
  "home.cta.eyebrow": "Jetzt planen",
  "home.cta.title": "Bereit, die Savanne erwachen zu hören?",
  "home.cta.text":
    "Sagen Sie uns, wann Sie reisen möchten und was Sie erleben wollen. Innerhalb von 24 Stunden erhalten Sie von uns Ideen, Termine und einen klaren Preis.",
  "home.cta.contact": "Kontakt aufnehmen",
  "home.cta.browse": "Safaris entdecken",
});
