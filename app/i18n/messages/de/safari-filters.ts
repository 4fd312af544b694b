// German texts of the safari list's filters: the country links, the form, the chips of the filters in use (English: ../en/safari-filters.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safariFiltersMessages } from "../en/safari-filters";

export default defineTranslation<typeof safariFiltersMessages>({
  "safariFilters.title": "Finden Sie Ihre Safari",
  "safariFilters.countries": "Safaris nach Land",
  "safariFilters.all": "Alle Safaris",
  "safariFilters.country": "Land",
  "safariFilters.country.any": "Alle Länder",
  "safariFilters.country.kenya": "Kenia",
  "safariFilters.country.tanzania": "Tansania",
  "safariFilters.country.kenya-and-tanzania": "Kenia & Tansania",
  "safariFilters.days": "Dauer",
  "safariFilters.days.any": "Beliebige Dauer",
  "safariFilters.days.1-4": "Bis zu 4 Tage",
  "safariFilters.days.5-7": "5 bis 7 Tage",
  "safariFilters.days.8-plus": "8 Tage oder mehr",
  "safariFilters.month": "Reisemonat",
  "safariFilters.month.any": "Beliebiger Monat",
  "safariFilters.month.chip": "Reise im {month}",
  "safariFilters.budget": "Budget pro Person",
  "safariFilters.budget.any": "Beliebiges Budget",
  "safariFilters.budget.under-1500": "Unter 1.500 USD",
  "safariFilters.budget.1500-3000": "1.500 bis 3.000 USD",
  "safariFilters.budget.over-3000": "Ab 3.000 USD",
  "safariFilters.help":
    "Der Monat zeigt die Safaris, die Sie dann buchen können, zum Preis dieses Monats; das Budget bezieht sich auf den günstigsten Preis pro Person bei Doppelbelegung.",
  "safariFilters.apply": "Safaris anzeigen",
  "safariFilters.inUse": "Aktive Filter",
  "safariFilters.remove": "Filter entfernen: {label}",
  "safariFilters.clear": "Filter zurücksetzen",
  "safariFilters.count":
    "{count, plural, =0 {Keine Safari entspricht diesen Filtern} one {# Safari entspricht diesen Filtern} other {# Safaris entsprechen diesen Filtern}}",
  "safariFilters.emptyText":
    "Keine Safari erfüllt alle diese Filter. Entfernen Sie einen Filter oder setzen Sie alle zurück, um sämtliche Safaris zu sehen.",
  "safariFilters.meta.title.kenya": "Safaris in Kenia",
  "safariFilters.meta.title.tanzania": "Safaris in Tansania",
  "safariFilters.meta.title.kenya-and-tanzania": "Safaris in Kenia & Tansania",
  "safariFilters.meta.title.filtered": "Safaripakete: {filters}",
  "safariFilters.meta.description.kenya":
    "Safaripakete in Kenia: die Maasai Mara, Amboseli am Fuß des Kilimanjaro, Samburu, Tsavo und die Küste – mit Reiseverlauf Tag für Tag und Preisen.",
  "safariFilters.meta.description.tanzania":
    "Safaripakete in Tansania: die Serengeti, der Ngorongoro-Krater, Tarangire und Sansibar – mit Reiseverlauf Tag für Tag und Preisen.",
  "safariFilters.meta.description.kenya-and-tanzania":
    "Safaripakete von Kenia nach Tansania: Maasai Mara und Serengeti auf einer Reise, immer der Migration folgend.",
});
