// Spanish texts of the booking forms' validation and the toasts after a booking (English: ../en/bookings.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingsMessages } from "../en/bookings";

export default defineTranslation<typeof bookingsMessages>({
  "bookings.form.fixErrors": "Revise, por favor, los campos marcados.",
  "bookings.validation.nameMin": "El nombre debe tener al menos 2 caracteres",
  "bookings.validation.phoneInvalid": "Introduzca un número de teléfono válido",
  "bookings.validation.emailInvalid": "Introduzca una dirección de correo electrónico válida",
  "bookings.validation.countryRequired": "Seleccione un país",
  "bookings.validation.adultsMin": "Debe viajar al menos 1 adulto",
  "bookings.validation.adultsMax": "Se admite un máximo de 20 adultos",
  "bookings.validation.childrenMin": "El número de niños no puede ser negativo",
  "bookings.validation.childrenMax": "Se admite un máximo de 20 niños",
  "bookings.validation.arrivalRequired": "Indique la fecha de llegada",
  "bookings.validation.arrivalPast": "La fecha de llegada no puede ser anterior a hoy",
  "bookings.validation.departureRequired": "Indique la fecha de salida",
  "bookings.validation.departureAfterArrival": "La fecha de salida debe ser posterior a la de llegada",
  "bookings.validation.tripTooLong": "Un viaje puede durar como máximo {days} días",
  "bookings.validation.emailRequired": "Indique su correo electrónico",
  "bookings.validation.emailPattern": "La dirección de correo electrónico no es válida",
  "bookings.validation.phoneRequired": "Indique su número de teléfono",
  "bookings.validation.startDateRequired": "Indique la fecha de inicio",
  "bookings.validation.startDatePast": "La fecha de inicio no puede ser anterior a hoy",
  "bookings.validation.paymentChoiceRequired": "Elija cómo prefiere pagar",
  "bookings.validation.wholeNumber": "Introduzca un número entero",
  "bookings.validation.invalidDate": "Introduzca una fecha válida",
  "bookings.validation.dateTooFar": "Elija una fecha dentro de los próximos {years} años",
  "bookings.validation.tooLong": "Utilice como máximo {max} caracteres",
  "bookings.toast.submitted.title": "¡Solicitud de reserva enviada correctamente!",
  "bookings.toast.submitted.emailSent":
    "Gracias por su solicitud de reserva (referencia {reference}). Le hemos enviado un correo de confirmación y nos pondremos en contacto con usted en breve.",
  "bookings.toast.submitted.emailUnavailable":
    "Gracias por su solicitud de reserva (referencia {reference}). Nos pondremos en contacto con usted en breve. La confirmación por correo electrónico no está disponible en este momento.",
  "bookings.toast.submitted.withoutReference":
    "Gracias por su solicitud de reserva. Le hemos enviado un correo de confirmación y nos pondremos en contacto con usted en breve.",
  "bookings.toast.error.title": "Error en el envío",
  "bookings.toast.error.description":
    "Se ha producido un problema al enviar su reserva. Vuelva a intentarlo o póngase en contacto directamente con nosotros.",
  "bookings.toast.alreadyReceived.title": "Solicitud de reserva ya recibida",
  "bookings.toast.alreadyReceived.description":
    "Ya hemos recibido esta solicitud de reserva. La confirmación se envió por correo electrónico a la dirección indicada en ella; utiliza los enlaces de ese correo.",
  "bookings.toast.rateLimited.title": "Demasiadas solicitudes de reserva",
  "bookings.toast.rateLimited.description":
    "Espere {minutes, plural, one {# minuto} other {# minutos}} antes de enviar otra solicitud de reserva, o póngase en contacto directamente con nosotros.",
  "bookings.toast.packageNotFound.title": "Safari no encontrado",
  "bookings.toast.packageNotFound.description": "No hemos encontrado el safari solicitado.",
  "bookings.form.label": "Reservar este safari",
  "bookings.form.name": "Nombre y apellidos",
  "bookings.form.phone": "Teléfono",
  "bookings.form.email": "Correo electrónico",
  "bookings.form.country": "País",
  "bookings.form.countryPlaceholder": "Seleccione su país",
  "bookings.form.adults": "Adultos",
  "bookings.form.children": "Niños",
  "bookings.form.arrival": "Fecha de llegada",
  "bookings.form.departure": "Fecha de salida",
  "bookings.form.message": "Mensaje",
  "bookings.form.otherInfo": "Otra información",
  "bookings.form.otherInfoHint":
    "Necesidades alimentarias, accesibilidad, celebraciones u otras peticiones especiales.",
  "bookings.form.estimate": "Total estimado para {guests, plural, one {# viajero} other {# viajeros}}: {total}",
  "bookings.form.submit": "Enviar solicitud de reserva",
  "bookings.form.submitting": "Enviando…",
  "bookings.toast.loadError.title": "Error al cargar los datos del safari",
  "bookings.toast.loadError.description":
    "No se han podido cargar los datos del safari. Vuelva a intentarlo más tarde.",
});
