// Spanish texts of the booking flow's later steps (Payment, Confirmation), with the texts they share with the first (English: ../en/booking-flow-outcome.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowOutcomeMessages } from "../en/booking-flow-outcome";

export default defineTranslation<typeof bookingFlowOutcomeMessages>({
  "bookings.form.fixErrors": "Revise, por favor, los campos marcados.",
  "bookings.flow.eyebrow": "Reserve su safari",
  "bookings.flow.steps": "Pasos de la reserva",
  "bookings.flow.step.details": "Datos de la reserva",
  "bookings.flow.step.payment": "Pago",
  "bookings.flow.step.confirmation": "Confirmación",
  "bookings.flow.step.status.complete": "completado",
  "bookings.flow.step.status.current": "paso actual",
  "bookings.flow.stepOf": "Paso {step} de {total}",
  "bookings.flow.details.intro": "Indíquenos quién viaja y cuándo le gustaría empezar.",
  "bookings.flow.country": "País",
  "bookings.flow.countryPlaceholder": "Seleccione su país",
  "bookings.flow.email": "Correo electrónico",
  "bookings.flow.phone": "Número de teléfono",
  "bookings.flow.startDate": "Fecha de inicio",
  "bookings.flow.specialRequests": "Peticiones especiales",
  "bookings.flow.specialRequestsHint":
    "Necesidades alimentarias, accesibilidad, celebraciones, distribución de las habitaciones…",
  "bookings.flow.continue": "Continuar al pago",
  "bookings.flow.continuing": "Comprobando…",
  "bookings.flow.summary.title": "Resumen de la reserva",
  "bookings.flow.summary.package": "Safari",
  "bookings.flow.summary.dates": "Fechas",
  "bookings.flow.summary.dateRange": "Del {start} al {end}",
  "bookings.flow.summary.duration": "Duración",
  "bookings.flow.summary.days": "{count, plural, one {# día} other {# días}}",
  "bookings.flow.summary.guests": "Viajeros",
  "bookings.flow.summary.guestCount": "{count, plural, one {# viajero} other {# viajeros}}",
  "bookings.flow.summary.price": "Precio",
  "bookings.flow.summary.total": "Total",
  "bookings.flow.summary.deposit": "Depósito ({percent} %)",
  "bookings.flow.summary.onRequest": "Precio a consultar",
  "bookings.flow.summary.cancellation": "Cancelación gratuita hasta {days} días antes de la fecha de inicio.",
  "bookings.flow.assistance.title": "¿Necesita ayuda?",
  "bookings.flow.assistance.text": "Nuestros especialistas en safaris le ayudarán encantados a preparar su viaje.",
  "bookings.flow.assistance.contact": "Contacte con nosotros",
  "bookings.flow.assistance.call": "o llame al {phone}",
  "bookings.flow.refusedTitle": "Su reserva no se ha enviado",
  "bookings.payment.bank_transfer": "Transferencia bancaria",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Solicitar presupuesto y pagar más adelante",
  "bookings.email.confirmation.bank.bankName": "Banco",
  "bookings.email.confirmation.bank.accountName": "Titular de la cuenta",
  "bookings.email.confirmation.bank.accountNumber": "Número de cuenta",
  "bookings.email.confirmation.bank.branch": "Sucursal",
  "bookings.email.confirmation.bank.swift": "Código SWIFT",
  "bookings.flow.back": "Atrás",
  "bookings.flow.confirm": "Confirmar la reserva",
  "bookings.flow.confirming": "Confirmando…",
  "bookings.flow.payment.intro":
    "Elija cómo prefiere pagar. En esta web no se cobra nada: usted nos abona el depósito directamente cuando le hayamos asignado su referencia de reserva.",
  "bookings.flow.payment.legend": "¿Cómo prefiere pagar?",
  "bookings.flow.payment.bank_transfer.text":
    "Abone el depósito del {percent} %, es decir, {deposit}, mediante transferencia bancaria. Su referencia de reserva será el concepto del pago.",
  "bookings.flow.payment.mpesa.text":
    "Abone el depósito del {percent} %, es decir, {deposit}, con Lipa na M-Pesa, Pay Bill {paybill}. Su referencia de reserva será el número de cuenta.",
  "bookings.flow.payment.quote.text":
    "Le enviamos un presupuesto detallado en un plazo de {hours} horas. No tendrá que pagar nada hasta que lo acepte.",
  "bookings.flow.payment.onRequest":
    "El precio de este safari se facilita a petición, así que le enviaremos un presupuesto en un plazo de {hours} horas.",
  "bookings.flow.payment.balance": "El saldo de {balance} debe abonarse {days} días antes del inicio de su safari.",
  "bookings.flow.payment.reviewHeading": "Sus datos",
  "bookings.flow.confirmation.title": "¡Gracias, {name}! Hemos recibido su solicitud de reserva.",
  "bookings.flow.confirmation.intro":
    "Nuestro equipo comprobará la disponibilidad y se pondrá en contacto con usted en un plazo de {hours} horas para confirmar los detalles.",
  "bookings.flow.confirmation.reference": "Referencia de reserva",
  "bookings.flow.confirmation.referenceHint":
    "Le rogamos que la indique siempre que se ponga en contacto con nosotros.",
  "bookings.flow.confirmation.emailSent": "Hemos enviado un correo de confirmación con estos datos a {email}.",
  "bookings.flow.confirmation.emailUnavailable":
    "La confirmación por correo electrónico no está disponible en este momento: se la enviaremos a {email} lo antes posible.",
  "bookings.flow.confirmation.guestHeading": "Datos del viajero",
  "bookings.flow.confirmation.tripHeading": "Su safari",
  "bookings.flow.confirmation.name": "Nombre",
  "bookings.flow.confirmation.email": "Correo electrónico",
  "bookings.flow.confirmation.phone": "Teléfono",
  "bookings.flow.confirmation.guests": "Viajeros",
  "bookings.flow.confirmation.package": "Safari",
  "bookings.flow.confirmation.startDate": "Fecha de inicio",
  "bookings.flow.confirmation.endDate": "Fecha de finalización",
  "bookings.flow.confirmation.duration": "Duración",
  "bookings.flow.confirmation.specialRequests": "Peticiones especiales",
  "bookings.flow.confirmation.paymentHeading": "Cómo pagar el depósito",
  "bookings.flow.confirmation.quoteHeading": "Su presupuesto",
  "bookings.flow.confirmation.bankTransfer":
    "Le rogamos que abone el depósito del {percent} %, es decir, {deposit}, mediante transferencia bancaria a la cuenta que figura a continuación, indicando {reference} como concepto del pago.",
  "bookings.flow.confirmation.mpesa":
    "Le rogamos que abone el depósito del {percent} %, es decir, {deposit}, con M-Pesa: Lipa na M-Pesa, Pay Bill, número de empresa {paybill}, número de cuenta {reference}.",
  "bookings.flow.confirmation.mpesaForeignCurrency":
    "Los pagos con M-Pesa se realizan en chelines kenianos: abone el equivalente de {deposit} al tipo de cambio del día.",
  "bookings.flow.confirmation.browse": "Descubrir más safaris",
  "bookings.flow.confirmation.nextHeading": "Próximos pasos",
  "bookings.flow.confirmation.next.check":
    "Comprobamos la disponibilidad con los lodges y le confirmamos el safari en un plazo de {hours} horas.",
  "bookings.flow.confirmation.next.deposit":
    "Abone el depósito del {percent} %, es decir, {deposit}, para reservar sus plazas: a continuación encontrará las formas de pago.",
  "bookings.flow.confirmation.next.quote":
    "Le enviamos un presupuesto detallado. No tendrá que pagar nada hasta que lo acepte.",
  "bookings.flow.confirmation.next.balanceOn": "El saldo de {balance} debe abonarse el {date}.",
  "bookings.flow.confirmation.next.balanceNow":
    "Su safari empieza en menos de {days} días, así que el saldo de {balance} debe abonarse ya también.",
  "bookings.flow.confirmation.next.tripPage":
    "La página de su viaje lo reúne todo en un solo lugar: su itinerario con fechas, los pagos, los documentos y un archivo de calendario. Allí podrá también añadir los datos de cada viajero.",
  "bookings.flow.confirmation.tripLink": "Abrir la página de su viaje",
  "bookings.flow.confirmation.tripLinkByEmail":
    "Encontrará el enlace a la página de su viaje en el correo de confirmación.",
  "bookings.flow.confirmation.tripPagePay":
    "Abone el depósito del {percent} %, es decir, {deposit}, desde la página de su viaje, donde figuran todas las formas de pago.",
  "bookings.flow.confirmation.tripPagePayByEmail":
    "Abone el depósito del {percent} %, es decir, {deposit}, desde la página de su viaje (encontrará el enlace en el correo de confirmación), donde figuran todas las formas de pago.",
  "bookings.flow.confirmation.orBank":
    "O pague mediante transferencia bancaria a la cuenta que figura a continuación, indicando {reference} como concepto del pago.",
  "bookings.flow.confirmation.orBankAskUs":
    "O pague mediante transferencia bancaria: responda a su correo de confirmación y le enviaremos nuestros datos bancarios. Indique {reference} como concepto del pago.",
  "bookings.flow.confirmation.bankAskUs":
    "Le rogamos que abone el depósito del {percent} %, es decir, {deposit}, mediante transferencia bancaria: responda a su correo de confirmación y le enviaremos nuestros datos bancarios. Indique {reference} como concepto del pago.",
  "bookings.flow.confirmation.mpesaAskUs":
    "Le rogamos que abone el depósito del {percent} %, es decir, {deposit}, con M-Pesa: responda a su correo de confirmación y le enviaremos nuestro número Pay Bill. Su referencia de reserva, {reference}, es el número de cuenta.",
  "bookings.flow.payment.mpesa.textAskUs":
    "Abone el depósito del {percent} %, es decir, {deposit}, con Lipa na M-Pesa: le enviaremos nuestro número Pay Bill y su referencia de reserva será el número de cuenta.",
});
