// Spanish texts of a safari page's price table by season and residency and its season calendar (English: ../en/catalogue-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cataloguePricesMessages } from "../en/catalogue-prices";

export default defineTranslation<typeof cataloguePricesMessages>({
  "prices.title": "Precios por temporada",
  "prices.intro":
    "Por persona, en habitación compartida por dos, para todo el viaje ({nights, plural, one {# noche} other {# noches}}). En grupos más numerosos, cada persona paga menos; sus fechas, el número de viajeros y su residencia determinan el precio exacto en el formulario de reserva.",
  "prices.introDay":
    "Por persona, para el día completo. En grupos más numerosos, cada persona paga menos; la fecha, el número de viajeros y su residencia determinan el precio exacto en el formulario de reserva.",
  "prices.scrollHint": "Deslice la tabla hacia un lado para ver todas las columnas.",
  "prices.caption": "Precios por persona en habitación compartida por dos, según temporada y residencia",
  "prices.season": "Temporada",
  "prices.column": "{residents} ({currency})",
  "prices.residency.non_resident": "No residentes",
  "prices.residency.resident": "Residentes en Kenia y Tanzania",
  "prices.residency.citizen": "Ciudadanos de África Oriental",
  "prices.kind.high": "Temporada alta",
  "prices.kind.shoulder": "Temporada media",
  "prices.kind.green": "Temporada verde",
  "prices.onRequest": "A consultar",
  "prices.noCard": "No disponible",
  "prices.ages.one": "{age}",
  "prices.ages.range": "{min}–{max}",
  "prices.band.free": "{ages} años gratis",
  "prices.band.percent": "{ages} años al {percent} % de la tarifa de adulto",
  "prices.band.fixed": "{ages} años a {price} por noche",
  "prices.band.adult": "tarifa de adulto a partir de {age} años",
  "prices.children": "Niños según la edad: {bands}.",
  "prices.childrenFor": "Niños según la edad, para {residents}: {bands}.",
  "prices.minimumAge": "Este safari admite niños a partir de {age} años.",
  "prices.singles": "Suplemento por noche por habitación individual: {amounts}.",
  "prices.singlesFor": "{amount} para {residents}",
  "prices.separator": "; ",
  "prices.amountRange": "de {low} a {high}",
  "prices.parkFees.included": "Las tasas de los parques y reservas están incluidas.",
  "prices.parkFees.payable":
    "Las tasas de los parques y reservas se añaden a su presupuesto, según las tarifas que correspondan a su residencia y edad.",
  "prices.who.non_resident": "no residentes",
  "prices.who.resident": "residentes",
  "prices.who.citizen": "ciudadanos de África Oriental",
  "seasons.title": "Calendario de temporadas",
  "seasons.intro":
    "Los precios siguen las temporadas. Si su viaje empieza en una temporada y termina en la siguiente, el precio se calcula noche a noche.",
  "seasons.caption": "Temporadas del {from} al {to}",
  "seasons.dates": "Fechas",
  "seasons.name": "Temporada",
  "seasons.kind": "Precios",
});
