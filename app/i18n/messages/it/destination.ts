// Italian texts of a destination's own page, /{slug} (English: ../en/destination.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationMessages } from "../en/destination";

export default defineTranslation<typeof destinationMessages>({
  "destination.meta.description": "{name}, {region}: {overview}",
  "destination.hero.eyebrow": "{region}",
  "destination.hero.book": "Prenotate un safari",
  "destination.overview.eyebrow": "Panoramica",
  "destination.overview.title": "{name} in breve",
  "destination.note": "Nota",
  "destination.attractions.eyebrow": "Che cosa vedrete",
  "destination.attractions.title": "Da non perdere",
  "destination.visit.eyebrow": "Stagioni",
  "destination.visit.title": "Quando andare",
  "destination.visit.months": "Mesi dell’anno",
  "destination.visit.hint": "Selezionate i mesi in cui potreste partire per confrontarli con la stagione migliore.",
  "destination.visit.best": "Mesi migliori",
  "destination.visit.other": "Altri mesi",
  "destination.visit.bestMonth": "{month}, mese migliore",
  "destination.visit.selected":
    "{count, plural, one {Avete selezionato # mese} other {Avete selezionato # mesi}}, {best, plural, =0 {nessuno nella stagione migliore} one {# nella stagione migliore} other {# nella stagione migliore}}.",
  "destination.visit.why": "Perché questi mesi?",
  "destination.visit.summary": "Periodo migliore: {label}",
  "destination.getting.eyebrow": "Il viaggio",
  "destination.getting.title": "Come arrivare",
  "destination.getting.road": "Su strada",
  "destination.getting.flight": "In aereo",
  "destination.getting.duration": "Durata del tragitto:",
  "destination.stay.eyebrow": "Dove dormire",
  "destination.stay.title": "Sistemazioni",
  "destination.stay.budget": "Soluzioni economiche",
  "destination.stay.midRange": "Fascia media",
  "destination.stay.luxury": "Lusso",
  "destination.lodges.eyebrow": "I nostri lodge",
  "destination.lodges.title": "{name}: lodge e campi tendati",
  "destination.safaris.eyebrow": "Safari",
  "destination.safaris.title": "{name} nei nostri safari",
  "destination.cta.title": "{name} vi aspetta",
  "destination.cta.text":
    "Il nostro team abbinerà le vostre date alla stagione giusta, sceglierà il campo più adatto e organizzerà il viaggio da Nairobi o da Arusha.",
  "destination.cta.book": "Prenotate il vostro safari",
  "destination.cta.contact": "Contattateci",
});
