// Spanish texts of the e-mails about money: payment receipts (English: ../en/payment-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { paymentEmailMessages } from "../en/payment-emails";

export default defineTranslation<typeof paymentEmailMessages>({
  "payments.email.receipt.subject": "Pago recibido para {reference}: {amount}",
  "payments.email.greeting": "Hola, {name}:",
  "payments.email.receipt.intro":
    "Gracias: hemos recibido su pago de {amount} para «{packageTitle}» (reserva {reference}).",
  "payments.email.receipt.heading": "Justificante de pago",
  "payments.email.label.reference": "Referencia de reserva",
  "payments.email.label.amount": "Importe pagado",
  "payments.email.label.method": "Forma de pago",
  "payments.email.label.receipt": "Referencia del pago",
  "payments.email.label.date": "Fecha",
  "payments.email.label.paid": "Pagado hasta ahora",
  "payments.email.label.outstanding": "Pendiente de pago",
  "payments.email.label.dueDate": "Fecha límite",
  "payments.email.fullyPaid": "Su safari ya está totalmente pagado. Será un placer recibirle.",
  "payments.email.tripLink": "La página de su viaje, con su itinerario, sus pagos y sus documentos: {url}",
  "payments.email.signOff": "Un cordial saludo,\nEl equipo de Heartbeest Safari",
  "payments.method.mpesa": "M-Pesa",
  "payments.method.card": "Tarjeta",
  "payments.method.bank_transfer": "Transferencia bancaria",
  "payments.method.cash": "Efectivo",
});
