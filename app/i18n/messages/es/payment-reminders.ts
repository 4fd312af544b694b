// Spanish texts of the balance reminders, the overdue notice and the new trip link e-mail (English: ../en/payment-reminders.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentReminderMessages } from "../en/payment-reminders";

export default defineTranslation<typeof paymentReminderMessages>({
  "reminders.subject.14d": "El saldo de su safari, {amount}, vence el {dueDate} ({reference})",
  "reminders.subject.3d": "Recordatorio: el saldo de su safari, {amount}, vence dentro de 3 días ({reference})",
  "reminders.subject.overdue": "El saldo de su safari, {amount}, está vencido ({reference})",
  "reminders.greeting": "Hola, {name}:",
  "reminders.intro.14d":
    "Le recordamos que el saldo de «{packageTitle}» (reserva {reference}) vence dentro de dos semanas, el {dueDate}.",
  "reminders.intro.3d":
    "El saldo de «{packageTitle}» (reserva {reference}) vence dentro de tres días, el {dueDate}. Si ya lo ha abonado, muchas gracias; puede ignorar este correo.",
  "reminders.intro.overdue":
    "El saldo de «{packageTitle}» (reserva {reference}) vencía el {dueDate} y todavía no lo hemos recibido. Le rogamos que lo abone lo antes posible, o que responda a este correo si hay algún problema, para que podamos mantener sus plazas en los lodges.",
  "reminders.heading": "Importe pendiente",
  "reminders.label.reference": "Referencia de reserva",
  "reminders.label.outstanding": "Pendiente de pago",
  "reminders.label.paid": "Pagado hasta ahora",
  "reminders.label.dueDate": "Fecha límite",
  "reminders.howToPay.heading": "Cómo pagar",
  "reminders.howToPay.tripPage":
    "Pague con M-Pesa o con tarjeta en la página de su viaje, donde también encontrará su itinerario y sus pagos: {url}",
  "reminders.howToPay.tripPageNote":
    "Este enlace es nuevo: los enlaces de nuestros correos anteriores siguen funcionando, salvo que le hayamos indicado lo contrario.",
  "reminders.howToPay.bank":
    "O mediante transferencia bancaria a {accountName}, {bankName}, cuenta {accountNumber}, sucursal {branch}, SWIFT {swiftCode}, indicando su referencia de reserva, {reference}, como concepto del pago.",
  "reminders.howToPay.mpesa": "O con M-Pesa, Pay Bill {paybill}, número de cuenta {reference}.",
  "reminders.howToPay.askUs":
    "O mediante transferencia bancaria o Pay Bill de M-Pesa: responda a este correo y le enviaremos los datos. Indique su referencia de reserva, {reference}, al realizar el pago.",
  "reminders.signOff": "Un cordial saludo,\nEl equipo de Heartbeest Safari",
  "tripLink.subject": "Nuevo enlace a la página de su viaje ({reference})",
  "tripLink.intro":
    "Hemos sustituido el enlace privado a la página de su viaje para «{packageTitle}» (reserva {reference}). Los enlaces de nuestros correos anteriores ya no la abren; a partir de ahora, utilice este:",
  "tripLink.keepPrivate":
    "Cualquier persona que tenga este enlace puede ver su reserva, así que le rogamos que lo guarde solo para usted y sus acompañantes.",
});
