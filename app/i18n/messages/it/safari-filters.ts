// Italian texts of the safari list's filters: the country links, the form, the chips of the filters in use (English: ../en/safari-filters.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safariFiltersMessages } from "../en/safari-filters";

export default defineTranslation<typeof safariFiltersMessages>({
  "safariFilters.title": "Trovate il vostro safari",
  "safariFilters.countries": "Safari per paese",
  "safariFilters.all": "Tutti i safari",
  "safariFilters.country": "Paese",
  "safariFilters.country.any": "Qualsiasi paese",
  "safariFilters.country.kenya": "Kenya",
  "safariFilters.country.tanzania": "Tanzania",
  "safariFilters.country.kenya-and-tanzania": "Kenya e Tanzania",
  "safariFilters.days": "Durata",
  "safariFilters.days.any": "Qualsiasi durata",
  "safariFilters.days.1-4": "Fino a 4 giorni",
  "safariFilters.days.5-7": "Da 5 a 7 giorni",
  "safariFilters.days.8-plus": "8 giorni o più",
  "safariFilters.month": "Mese di viaggio",
  "safariFilters.month.any": "Qualsiasi mese",
  "safariFilters.month.chip": "Viaggio a {month}",
  "safariFilters.budget": "Budget a persona",
  "safariFilters.budget.any": "Qualsiasi budget",
  "safariFilters.budget.under-1500": "Meno di 1.500 USD",
  "safariFilters.budget.1500-3000": "Da 1.500 a 3.000 USD",
  "safariFilters.budget.over-3000": "3.000 USD o più",
  "safariFilters.help":
    "Il mese mostra i safari che potete prenotare per quel periodo, al prezzo di quel mese; il budget è il prezzo più basso a persona in camera doppia.",
  "safariFilters.apply": "Mostra i safari",
  "safariFilters.inUse": "Filtri attivi",
  "safariFilters.remove": "Rimuovi il filtro: {label}",
  "safariFilters.clear": "Azzera i filtri",
  "safariFilters.count":
    "{count, plural, =0 {Nessun safari corrisponde a questi filtri} one {# safari corrisponde a questi filtri} other {# safari corrispondono a questi filtri}}",
  "safariFilters.emptyText":
    "Nessun safari corrisponde a tutti questi filtri. Rimuovetene uno, oppure azzerateli per vedere ogni safari.",
  "safariFilters.meta.title.kenya": "Safari in Kenya",
  "safariFilters.meta.title.tanzania": "Safari in Tanzania",
  "safariFilters.meta.title.kenya-and-tanzania": "Safari in Kenya e Tanzania",
  "safariFilters.meta.title.filtered": "Pacchetti safari: {filters}",
  "safariFilters.meta.description.kenya":
    "Pacchetti safari in Kenya: il Maasai Mara, Amboseli ai piedi del Kilimanjaro, Samburu, Tsavo e la costa, con itinerari giorno per giorno e prezzi.",
  "safariFilters.meta.description.tanzania":
    "Pacchetti safari in Tanzania: il Serengeti, il cratere di Ngorongoro, Tarangire e Zanzibar, con itinerari giorno per giorno e prezzi.",
  "safariFilters.meta.description.kenya-and-tanzania":
    "Pacchetti safari che dal Kenya proseguono in Tanzania: il Maasai Mara e il Serengeti in un unico viaggio, seguendo la migrazione.",
});
