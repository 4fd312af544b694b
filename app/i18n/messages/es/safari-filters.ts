// Spanish texts of the safari list's filters (English: ../en/safari-filters.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safariFiltersMessages } from "../en/safari-filters";

export default defineTranslation<typeof safariFiltersMessages>({
  "safariFilters.title": "Encuentre su safari",
  "safariFilters.countries": "Safaris por país",
  "safariFilters.all": "Todos los safaris",
  "safariFilters.country": "País",
  "safariFilters.country.any": "Cualquier país",
  "safariFilters.country.kenya": "Kenia",
  "safariFilters.country.tanzania": "Tanzania",
  "safariFilters.country.kenya-and-tanzania": "Kenia y Tanzania",
  "safariFilters.days": "Duración",
  "safariFilters.days.any": "Cualquier duración",
  "safariFilters.days.1-4": "Hasta 4 días",
  "safariFilters.days.5-7": "De 5 a 7 días",
  "safariFilters.days.8-plus": "8 días o más",
  "safariFilters.month": "Mes del viaje",
  "safariFilters.month.any": "Cualquier mes",
  "safariFilters.month.chip": "Viaje en {month}",
  "safariFilters.budget": "Presupuesto por persona",
  "safariFilters.budget.any": "Cualquier presupuesto",
  "safariFilters.budget.under-1500": "Menos de 1500 USD",
  "safariFilters.budget.1500-3000": "De 1500 a 3000 USD",
  "safariFilters.budget.over-3000": "3000 USD o más",
  "safariFilters.help":
    "El mes muestra los safaris que puede reservar para esa época, al precio de ese mes; el presupuesto es el precio más bajo por persona en habitación compartida por dos.",
  "safariFilters.apply": "Ver safaris",
  "safariFilters.inUse": "Filtros aplicados",
  "safariFilters.remove": "Quitar filtro: {label}",
  "safariFilters.clear": "Borrar filtros",
  "safariFilters.count":
    "{count, plural, =0 {Ningún safari coincide con estos filtros} one {# safari coincide con estos filtros} other {# safaris coinciden con estos filtros}}",
  "safariFilters.emptyText":
    "Ningún safari cumple todos estos filtros. Quite alguno o bórrelos todos para ver todos los safaris.",
  "safariFilters.meta.title.kenya": "Safaris por Kenia",
  "safariFilters.meta.title.tanzania": "Safaris por Tanzania",
  "safariFilters.meta.title.kenya-and-tanzania": "Safaris por Kenia y Tanzania",
  "safariFilters.meta.title.filtered": "Paquetes de safari: {filters}",
  "safariFilters.meta.description.kenya":
    "Paquetes de safari en Kenia: el Maasai Mara, Amboseli a los pies del Kilimanjaro, Samburu, Tsavo y la costa, con itinerarios día a día y precios.",
  "safariFilters.meta.description.tanzania":
    "Paquetes de safari en Tanzania: el Serengeti, el cráter del Ngorongoro, Tarangire y Zanzíbar, con itinerarios día a día y precios.",
  "safariFilters.meta.description.kenya-and-tanzania":
    "Paquetes de safari que cruzan de Kenia a Tanzania: el Maasai Mara y el Serengeti en un solo viaje, siguiendo la migración.",
});
