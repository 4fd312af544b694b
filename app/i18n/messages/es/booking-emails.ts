// Spanish texts of the traveller's booking confirmation e-mail, with the bank details it shares with the booking pages (English: ../en/booking-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingEmailMessages } from "../en/booking-emails";

export default defineTranslation<typeof bookingEmailMessages>({
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
  "bookings.payment.bank_transfer": "Transferencia bancaria",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Solicitar presupuesto y pagar más adelante",
  "bookings.email.confirmation.bank.bankName": "Banco",
  "bookings.email.confirmation.bank.accountName": "Titular de la cuenta",
  "bookings.email.confirmation.bank.accountNumber": "Número de cuenta",
  "bookings.email.confirmation.bank.branch": "Sucursal",
  "bookings.email.confirmation.bank.swift": "Código SWIFT",
  "bookings.email.confirmation.subject": "Su solicitud de reserva {reference}: {packageTitle}",
  "bookings.email.confirmation.greeting": "Hola, {name}:",
  "bookings.email.confirmation.intro":
    "Gracias por elegir Heartbeest Safari. Hemos recibido su solicitud de reserva para «{packageTitle}».",
  "bookings.email.confirmation.reference":
    "Su referencia de reserva es {reference}. Le rogamos que la indique siempre que se ponga en contacto con nosotros.",
  "bookings.email.confirmation.summaryHeading": "Su solicitud",
  "bookings.email.confirmation.tripHeading": "La página de su viaje",
  "bookings.email.confirmation.tripLink":
    "En la página privada de su viaje puede seguir su reserva, pagar el depósito y el saldo, descargar su itinerario e indicarnos los datos de cada viajero: {url}\nGuarde este enlace solo para usted: cualquier persona que lo tenga puede ver su reserva.",
  "bookings.email.confirmation.label.safari": "Safari",
  "bookings.email.confirmation.label.arrival": "Llegada",
  "bookings.email.confirmation.label.departure": "Salida",
  "bookings.email.confirmation.label.startDate": "Fecha de inicio",
  "bookings.email.confirmation.label.endDate": "Fecha de finalización",
  "bookings.email.confirmation.label.duration": "Duración",
  "bookings.email.confirmation.label.guests": "Viajeros",
  "bookings.email.confirmation.label.total": "Total",
  "bookings.email.confirmation.label.deposit": "Depósito ({percent} %)",
  "bookings.email.confirmation.label.payment": "Forma de pago",
  "bookings.email.confirmation.duration": "{days, plural, one {# día} other {# días}}",
  "bookings.email.confirmation.guests":
    "{adults, plural, one {# adulto} other {# adultos}}{children, plural, =0 {} one { y # niño} other { y # niños}}",
  "bookings.email.confirmation.priceOnRequest": "Precio a consultar",
  "bookings.email.confirmation.nextSteps":
    "Nuestro equipo comprobará la disponibilidad y se pondrá en contacto con usted en un plazo de {hours} horas para confirmar los detalles.",
  "bookings.email.confirmation.paymentHeading": "Cómo pagar el depósito",
  "bookings.email.confirmation.bankTransfer":
    "Para asegurar su reserva, le rogamos que abone el depósito del {percent} %, es decir, {deposit}, mediante transferencia bancaria a la cuenta que figura a continuación, indicando {reference} como concepto del pago.",
  "bookings.email.confirmation.mpesa":
    "Para asegurar su reserva, le rogamos que abone el depósito del {percent} %, es decir, {deposit}, con M-Pesa: Lipa na M-Pesa, Pay Bill, número de empresa {paybill}, número de cuenta {reference}.",
  "bookings.email.confirmation.mpesaForeignCurrency":
    "Los pagos con M-Pesa se realizan en chelines kenianos: abone el equivalente de {deposit} al tipo de cambio del día. Le confirmaremos el importe exacto cuando nos pongamos en contacto con usted.",
  "bookings.email.confirmation.balance":
    "El saldo de {balance} debe abonarse {balanceDueDays} días antes del inicio de su safari. La cancelación es gratuita hasta {freeCancellationDays} días antes de la fecha de inicio.",
  "bookings.email.confirmation.quote":
    "Nos ha pedido un presupuesto: le enviaremos un presupuesto detallado en un plazo de {hours} horas. No tendrá que pagar nada hasta que lo acepte.",
  "bookings.email.confirmation.quoteNoPrice":
    "El precio de este safari se facilita a petición: le enviaremos un presupuesto detallado en un plazo de {hours} horas. No tendrá que pagar nada hasta que lo acepte.",
  "bookings.email.confirmation.questions":
    "¿Tiene alguna pregunta? Basta con responder a este correo o llamarnos al {phone}.",
  "bookings.email.confirmation.questionsNoPhone": "¿Tiene alguna pregunta? Basta con responder a este correo.",
  "bookings.email.confirmation.bankAskUs":
    "Para asegurar su reserva, le rogamos que abone el depósito del {percent} %, es decir, {deposit}, mediante transferencia bancaria: responda a este correo y le enviaremos nuestros datos bancarios. Indique {reference} como concepto del pago.",
  "bookings.email.confirmation.mpesaAskUs":
    "Para asegurar su reserva, le rogamos que abone el depósito del {percent} %, es decir, {deposit}, con M-Pesa: responda a este correo y le enviaremos nuestro número Pay Bill. Su referencia de reserva, {reference}, es el número de cuenta.",
  "bookings.email.confirmation.signOff": "Será un placer recibirle en safari.",
  "bookings.email.confirmation.signature": "El equipo de Heartbeest Safari",
  "bookings.email.quote.heading": "Su precio",
  "bookings.email.quote.included": "Incluido",
  "bookings.email.quote.onRequest": "Precio a consultar",
  "bookings.email.quote.total": "Total",
  "bookings.email.quote.deposit": "Depósito ({percent} %)",
  "bookings.email.quote.balanceNow": "Saldo, a pagar ya",
  "bookings.email.quote.balanceBy": "Saldo, a pagar a más tardar el {date}",
});
