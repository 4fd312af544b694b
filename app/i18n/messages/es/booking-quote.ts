// Spanish texts of the quote beside both booking forms (English: ../en/booking-quote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingQuoteMessages } from "../en/booking-quote";

export default defineTranslation<typeof bookingQuoteMessages>({
  "bookingQuote.field.childAges": "Edades de los niños, p. ej. 4, 9",
  "bookingQuote.field.childAgesHint": "Una edad por niño, en años, al inicio del viaje.",
  "bookingQuote.field.residency": "Residencia",
  "bookingQuote.residency.non_resident": "No residente",
  "bookingQuote.residency.resident_kenya": "Residente en Kenia",
  "bookingQuote.residency.resident_tanzania": "Residente en Tanzania",
  "bookingQuote.residency.citizen": "Ciudadano de África Oriental",
  "bookingQuote.field.singles": "Habitaciones individuales",
  "bookingQuote.field.discountCode": "Código de descuento (opcional)",
  "bookingQuote.showPrice": "Ver precio",
  "bookingQuote.panel.label": "Su precio",
  "bookingQuote.panel.loading": "Calculando su precio…",
  "bookingQuote.panel.empty": "Elija una fecha y su grupo, y verá aquí su precio.",
  "bookingQuote.panel.heading": "Su precio: {title}, del {start} al {end}",
  "bookingQuote.panel.included": "Incluido",
  "bookingQuote.panel.onRequest": "Precio a consultar",
  "bookingQuote.panel.total": "Total",
  "bookingQuote.panel.deposit": "Depósito al reservar ({percent} %)",
  "bookingQuote.panel.balanceNow": "Saldo pagadero ahora",
  "bookingQuote.panel.balanceBy": "Saldo pagadero a más tardar el {date}",
  "bookingQuote.panel.notPriced":
    "Algunas fechas aún no tienen precio: le enviaremos el precio completo con su reserva.",
  "bookingQuote.panel.about": "Aprox. {amount}",
  "bookingQuote.live.refused": "No hemos podido calcular un precio con estas opciones. Revíselas, por favor.",
  "bookingQuote.live.offline":
    "No se ha podido obtener el precio: parece que no tiene conexión. Vuelva a pulsar «Ver precio» en un momento.",
  "bookingQuote.changed.title": "El precio ha cambiado",
  "bookingQuote.changed.flow":
    "Nuestras tarifas han cambiado desde que se le mostró el precio. El nuevo precio figura abajo: confirme de nuevo la reserva para aceptarlo.",
  "bookingQuote.changed.safari":
    "Nuestras tarifas han cambiado desde que se le mostró el precio. El nuevo precio figura abajo: envíe de nuevo la reserva para confirmarlo.",
  "bookingQuote.error.residency": "Elija su residencia, por favor.",
  "bookingQuote.error.childAges": "Indique la edad de cada niño en años, separada por comas, por ejemplo 4, 9.",
  "bookingQuote.error.childAgeRange":
    "La edad de cada niño debe estar entre 0 y {max} años; a partir de {adultAge} años, los viajeros son adultos.",
  "bookingQuote.error.agesForChildren":
    "{children, plural, one {Indique la edad del niño.} other {Indique la edad de los # niños.}}",
  "bookingQuote.error.noChildren": "Las edades de los niños solo son necesarias si viajan niños.",
  "bookingQuote.error.singles": "El número de habitaciones individuales debe ser un número entero, 0 o más.",
  "bookingQuote.error.singlesOverAdults": "Las habitaciones individuales son para adultos: elija como máximo {adults}.",
  "bookingQuote.error.discountCode": "Un código de descuento tiene de {min} a {max} letras, cifras, «-» o «_».",
});
