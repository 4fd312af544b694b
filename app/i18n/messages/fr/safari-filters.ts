// French texts of the safari list's filters (English: ../en/safari-filters.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safariFiltersMessages } from "../en/safari-filters";

export default defineTranslation<typeof safariFiltersMessages>({
  "safariFilters.title": "Trouvez votre safari",
  "safariFilters.countries": "Safaris par pays",
  "safariFilters.all": "Tous les safaris",
  "safariFilters.country": "Pays",
  "safariFilters.country.any": "Tous les pays",
  "safariFilters.country.kenya": "Kenya",
  "safariFilters.country.tanzania": "Tanzanie",
  "safariFilters.country.kenya-and-tanzania": "Kenya et Tanzanie",
  "safariFilters.days": "Durée",
  "safariFilters.days.any": "Toutes durées",
  "safariFilters.days.1-4": "Jusqu’à 4 jours",
  "safariFilters.days.5-7": "De 5 à 7 jours",
  "safariFilters.days.8-plus": "8 jours ou plus",
  "safariFilters.month": "Mois du voyage",
  "safariFilters.month.any": "Tous les mois",
  "safariFilters.month.chip": "Voyage en {month}",
  "safariFilters.budget": "Budget par personne",
  "safariFilters.budget.any": "Tous budgets",
  "safariFilters.budget.under-1500": "Moins de 1 500 USD",
  "safariFilters.budget.1500-3000": "De 1 500 à 3 000 USD",
  "safariFilters.budget.over-3000": "3 000 USD ou plus",
  "safariFilters.help":
    "Le mois affiche les safaris que vous pouvez réserver pour cette période, au prix de ce mois ; le budget correspond au prix le plus bas par personne, sur la base de deux personnes partageant une chambre.",
  "safariFilters.apply": "Afficher les safaris",
  "safariFilters.inUse": "Filtres actifs",
  "safariFilters.remove": "Retirer le filtre : {label}",
  "safariFilters.clear": "Effacer les filtres",
  "safariFilters.count":
    "{count, plural, =0 {Aucun safari ne correspond à ces filtres} one {# safari correspond à ces filtres} other {# safaris correspondent à ces filtres}}",
  "safariFilters.emptyText":
    "Aucun safari ne correspond à tous ces filtres. Retirez-en un, ou effacez-les pour voir tous les safaris.",
  "safariFilters.meta.title.kenya": "Safaris au Kenya",
  "safariFilters.meta.title.tanzania": "Safaris en Tanzanie",
  "safariFilters.meta.title.kenya-and-tanzania": "Safaris au Kenya et en Tanzanie",
  "safariFilters.meta.title.filtered": "Circuits safari : {filters}",
  "safariFilters.meta.description.kenya":
    "Circuits safari au Kenya : le Maasai Mara, Amboseli au pied du Kilimanjaro, Samburu, Tsavo et la côte, avec itinéraires jour par jour et tarifs.",
  "safariFilters.meta.description.tanzania":
    "Circuits safari en Tanzanie : le Serengeti, le cratère du Ngorongoro, Tarangire et Zanzibar, avec itinéraires jour par jour et tarifs.",
  "safariFilters.meta.description.kenya-and-tanzania":
    "Des circuits safari qui passent du Kenya à la Tanzanie : le Maasai Mara et le Serengeti en un seul voyage, au fil de la migration.",
});
