// French texts of a destination's own page (English: ../en/destination.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationMessages } from "../en/destination";

export default defineTranslation<typeof destinationMessages>({
  "destination.meta.description": "{name}, {region} : {overview}",
  "destination.hero.eyebrow": "{region}",
  "destination.hero.book": "Réserver un safari",
  "destination.overview.eyebrow": "Présentation",
  "destination.overview.title": "Découvrir {name}",
  "destination.note": "À noter",
  "destination.attractions.eyebrow": "Ce que vous verrez",
  "destination.attractions.title": "Les incontournables",
  "destination.visit.eyebrow": "Saisons",
  "destination.visit.title": "Quand partir",
  "destination.visit.months": "Mois de l’année",
  "destination.visit.hint": "Sélectionnez les mois où vous pourriez voyager pour les comparer à la meilleure saison.",
  "destination.visit.best": "Meilleurs mois",
  "destination.visit.other": "Autres mois",
  "destination.visit.bestMonth": "{month}, mois idéal",
  "destination.visit.selected":
    "{count, plural, one {Vous avez sélectionné # mois} other {Vous avez sélectionné # mois}}, {best, plural, =0 {dont aucun pendant la meilleure saison} one {dont # pendant la meilleure saison} other {dont # pendant la meilleure saison}}.",
  "destination.visit.why": "Pourquoi ces mois ?",
  "destination.visit.summary": "Meilleure période : {label}",
  "destination.getting.eyebrow": "Accès",
  "destination.getting.title": "Comment s’y rendre",
  "destination.getting.road": "Par la route",
  "destination.getting.flight": "Par avion",
  "destination.getting.duration": "Durée du trajet :",
  "destination.stay.eyebrow": "Où dormir",
  "destination.stay.title": "Hébergement",
  "destination.stay.budget": "Petits budgets",
  "destination.stay.midRange": "Milieu de gamme",
  "destination.stay.luxury": "Luxe",
  "destination.lodges.eyebrow": "Nos adresses",
  "destination.lodges.title": "{name} : lodges et camps",
  "destination.safaris.eyebrow": "Safaris",
  "destination.safaris.title": "{name} : les safaris qui s’y rendent",
  "destination.cta.title": "Envie de découvrir {name} ?",
  "destination.cta.text":
    "Notre équipe accordera vos dates à la saison, choisira le bon camp et organisera le trajet depuis Nairobi ou Arusha.",
  "destination.cta.book": "Réserver votre safari",
  "destination.cta.contact": "Nous contacter",
});
