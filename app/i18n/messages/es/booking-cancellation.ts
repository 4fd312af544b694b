// Spanish texts of the booking cancellation e-mail (English: ../en/booking-cancellation.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingCancellationMessages } from "../en/booking-cancellation";

export default defineTranslation<typeof bookingCancellationMessages>({
  "bookings.email.cancelled.subject": "Su reserva {reference} está cancelada: {packageTitle}",
  "bookings.email.cancelled.greeting": "Hola, {name}:",
  "bookings.email.cancelled.intro":
    "Hemos cancelado su reserva {reference} de «{packageTitle}» (del {start} al {end}).",
  "bookings.email.cancelled.heading": "Sus pagos",
  "bookings.email.cancelled.label.paid": "Pagado",
  "bookings.email.cancelled.label.refunded": "Reembolsado hasta ahora",
  "bookings.email.cancelled.label.toRefund": "Pendiente de reembolso",
  "bookings.email.cancelled.free":
    "La reserva se canceló {days} o más días antes del inicio, así que, según nuestras condiciones, le devolvemos todo lo que pagó, por el mismo medio de pago.",
  "bookings.email.cancelled.late":
    "La reserva se canceló menos de {days} días antes del inicio. Nuestro equipo se pondrá en contacto con usted sobre lo que ya ha pagado.",
  "bookings.email.cancelled.nothingPaid":
    "No se pagó nada por esta reserva: no hay nada pendiente ni nada que reembolsar.",
  "bookings.email.cancelled.allRefunded": "Se le ha reembolsado todo lo que pagó.",
  "bookings.email.cancelled.tripPage":
    "Su página del viaje, en el enlace de nuestros correos anteriores, muestra la cancelación y cada pago y reembolso. No hay más pagos pendientes.",
  "bookings.email.cancelled.questions": "¿Preguntas? Responda a este correo indicando {reference}.",
  "bookings.email.cancelled.signOff": "Un cordial saludo,\nEl equipo de Heartbeest Safari",
});
