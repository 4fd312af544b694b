// French texts of a safari page's price table and season calendar (English: ../en/catalogue-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cataloguePricesMessages } from "../en/catalogue-prices";

export default defineTranslation<typeof cataloguePricesMessages>({
  "prices.title": "Tarifs par saison",
  "prices.intro":
    "Par personne, sur la base de deux personnes partageant une chambre, pour tout le voyage ({nights, plural, one {# nuit} other {# nuits}}). Plus le groupe est grand, plus le prix par personne baisse ; vos dates, la composition de votre groupe et votre statut de résidence déterminent le prix exact dans le formulaire de réservation.",
  "prices.introDay":
    "Par personne, pour la journée. Plus le groupe est grand, plus le prix par personne baisse ; votre date, la composition de votre groupe et votre statut de résidence déterminent le prix exact dans le formulaire de réservation.",
  "prices.scrollHint": "Faites glisser le tableau de côté pour voir toutes les colonnes.",
  "prices.caption":
    "Prix par personne sur la base de deux personnes partageant une chambre, par saison et statut de résidence",
  "prices.season": "Saison",
  "prices.column": "{residents} ({currency})",
  "prices.residency.non_resident": "Non-résidents",
  "prices.residency.resident": "Résidents du Kenya et de la Tanzanie",
  "prices.residency.citizen": "Citoyens d’Afrique de l’Est",
  "prices.kind.high": "Haute saison",
  "prices.kind.shoulder": "Moyenne saison",
  "prices.kind.green": "Saison verte",
  "prices.onRequest": "Sur demande",
  "prices.noCard": "Non proposé",
  "prices.ages.one": "{age} ans",
  "prices.ages.range": "{min}–{max} ans",
  "prices.band.free": "gratuit pour les {ages}",
  "prices.band.percent": "{percent} % du tarif adulte pour les {ages}",
  "prices.band.fixed": "{price} par nuit pour les {ages}",
  "prices.band.adult": "tarif adulte dès {age} ans",
  "prices.children": "Enfants, selon l’âge : {bands}.",
  "prices.childrenFor": "Enfants, selon l’âge ({residents}) : {bands}.",
  "prices.minimumAge": "Ce safari accueille les enfants à partir de {age} ans.",
  "prices.singles": "Supplément chambre individuelle, par nuit : {amounts}.",
  "prices.singlesFor": "{amount} pour les {residents}",
  "prices.separator": " ; ",
  "prices.amountRange": "de {low} à {high}",
  "prices.parkFees.included": "Les droits d’entrée des parcs et des réserves sont inclus.",
  "prices.parkFees.payable":
    "Les droits d’entrée des parcs et des réserves s’ajoutent à votre devis, aux tarifs correspondant à votre statut de résidence et à votre âge.",
  "prices.who.non_resident": "non-résidents",
  "prices.who.resident": "résidents",
  "prices.who.citizen": "citoyens d’Afrique de l’Est",
  "seasons.title": "Calendrier des saisons",
  "seasons.intro": "Les prix suivent les saisons. Un voyage à cheval sur deux saisons est calculé nuit par nuit.",
  "seasons.caption": "Saisons du {from} au {to}",
  "seasons.dates": "Dates",
  "seasons.name": "Saison",
  "seasons.kind": "Tarifs",
});
