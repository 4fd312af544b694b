// Spanish texts of the re-quote e-mail and the staff discount's line (English: ../en/booking-requote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingRequoteMessages } from "../en/booking-requote";

export default defineTranslation<typeof bookingRequoteMessages>({
  "requote.subject": "El nuevo precio de su safari: {total} ({reference})",
  "requote.greeting": "Hola, {name}:",
  "requote.intro":
    "Hemos actualizado el precio de «{packageTitle}» (reserva {reference}). Su nuevo total es de {total}; antes era de {oldTotal}.",
  "requote.heading": "Su nuevo precio",
  "requote.label.reference": "Referencia de la reserva",
  "requote.label.total": "Nuevo total",
  "requote.label.deposit": "Depósito",
  "requote.label.balance": "Saldo",
  "requote.label.dueDate": "Saldo a pagar antes del",
  "requote.label.paid": "Pagado hasta ahora",
  "requote.label.outstanding": "Pendiente de pago",
  "requote.tripPage": "La página de su viaje muestra el nuevo precio partida por partida, junto con sus pagos: {url}",
  "requote.tripPageNote":
    "Este enlace es nuevo: los enlaces de nuestros correos anteriores siguen funcionando, salvo que le hayamos indicado lo contrario.",
  "requote.questions": "Si algo no le parece correcto, responda simplemente a este correo y lo solucionaremos.",
  "requote.signOff": "Un cordial saludo,\nEl equipo de Heartbeest Safari",
  "requote.discount.percent": "Descuento de nuestro equipo ({percent} %)",
  "requote.discount.amount": "Descuento de nuestro equipo ({amount})",
});
