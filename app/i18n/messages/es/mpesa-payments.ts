// Spanish texts of paying by M-Pesa from the trip page (English: ../en/mpesa-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { mpesaPaymentMessages } from "../en/mpesa-payments";

export default defineTranslation<typeof mpesaPaymentMessages>({
  "mpesa.meta.title": "Pagar con M-Pesa",
  "mpesa.meta.statusTitle": "Su pago con M-Pesa",
  "mpesa.form.title": "Pagar con M-Pesa",
  "mpesa.form.intro":
    "Le enviamos una solicitud de pago a su móvil. Introduzca allí su PIN de M-Pesa para pagar {reference}. Los importes se cobran en chelines kenianos.",
  "mpesa.form.purpose": "Qué desea pagar",
  "mpesa.form.purpose.deposit": "Depósito: {amount}",
  "mpesa.form.purpose.balance": "Saldo: {amount}",
  "mpesa.form.charged": "unos {kes} en M-Pesa",
  "mpesa.form.phone": "Número de teléfono de M-Pesa",
  "mpesa.form.phoneHint": "Un número keniano de Safaricom, como 0712 345 678 o +254 712 345 678.",
  "mpesa.form.submit": "Enviar la solicitud a mi móvil",
  "mpesa.form.back": "Volver a su viaje",
  "mpesa.form.nothingOwed": "Por ahora no hay ningún importe pendiente en esta reserva. ¡Gracias!",
  "mpesa.error.phoneRequired": "Introduzca el número de teléfono de M-Pesa al que debemos enviar la solicitud.",
  "mpesa.error.phoneInvalid":
    "Introduzca un número de móvil keniano: 07XX XXX XXX, 01XX XXX XXX, o los mismos con +254 delante.",
  "mpesa.error.purpose": "Indique si desea pagar el depósito o el saldo.",
  "mpesa.refusal.nothingOwed":
    "No hay ningún importe pendiente del {purpose} de esta reserva, así que no se ha enviado ninguna solicitud.",
  "mpesa.refusal.notPriced":
    "Esta reserva todavía no tiene un precio confirmado, así que no puede pagarse en línea. Nos pondremos en contacto con usted para enviarle el presupuesto.",
  "mpesa.refusal.noRate":
    "En este momento no podemos calcular el importe en chelines (no hay ningún tipo de cambio configurado). Vuelva a intentarlo más tarde o póngase en contacto con nosotros.",
  "mpesa.refusal.unreachable":
    "No hemos podido conectar con M-Pesa en este momento, así que no se ha enviado ninguna solicitud. Vuelva a intentarlo dentro de un minuto.",
  "mpesa.refusal.rateLimited":
    "Se han enviado varias solicitudes de pago para esta reserva en poco tiempo. Espere {minutes, plural, one {un minuto} other {# minutos}} antes de volver a intentarlo.",
  "mpesa.refusal.pending":
    "Ya enviamos una solicitud de pago al {phone} para esta reserva, así que no se ha enviado otra. Revise ese teléfono e introduzca allí su PIN de M-Pesa. Si canceló la solicitud o caducó, espere un minuto a que M-Pesa nos lo comunique y vuelva a intentarlo.",
  "mpesa.refusal.phoneRateLimited":
    "Se han enviado varias solicitudes de pago a este número en poco tiempo, así que no se ha enviado ninguna. Espere {minutes, plural, one {un minuto} other {# minutos}} antes de volver a intentarlo, o pague con tarjeta o transferencia desde la página de su viaje.",
  "mpesa.refusal.addressRateLimited":
    "Han llegado muchas solicitudes de pago desde su conexión en poco tiempo, así que no se ha enviado ninguna. Espere {minutes, plural, one {un minuto} other {# minutos}} antes de volver a intentarlo, o pague con tarjeta o transferencia desde la página de su viaje.",
  "mpesa.purpose.deposit": "depósito",
  "mpesa.purpose.balance": "saldo",
  "mpesa.status.heading": "Su pago con M-Pesa",
  "mpesa.status.summary": "Solicitud de {amount} al {phone} para la reserva {reference}",
  "mpesa.status.pending.title": "Mire su móvil e introduzca su PIN de M-Pesa",
  "mpesa.status.pending.text":
    "Hemos enviado una solicitud de pago al {phone}. Esta página se actualizará sola en cuanto M-Pesa nos comunique el resultado.",
  "mpesa.status.pending.slow":
    "Seguimos esperando la respuesta de M-Pesa. Si ya ha pagado, no tiene que hacer nada más: lo confirmaremos con M-Pesa.",
  "mpesa.status.succeeded.title": "Pago realizado. ¡Gracias!",
  "mpesa.status.succeeded.text":
    "M-Pesa ha confirmado su pago de {amount}. En breve recibirá el justificante por correo electrónico.",
  "mpesa.status.receipt": "Número de recibo de M-Pesa: {receipt}",
  "mpesa.status.failed.title": "El pago no se ha completado",
  "mpesa.status.result.1032": "Ha cancelado la solicitud en su móvil. No se ha realizado ningún cargo.",
  "mpesa.status.result.1037":
    "La solicitud ha caducado: M-Pesa no ha podido llegar a su móvil o el PIN no se introdujo a tiempo. No se ha realizado ningún cargo.",
  "mpesa.status.result.1":
    "El saldo de su cuenta M-Pesa no era suficiente para este pago. No se ha realizado ningún cargo.",
  "mpesa.status.result.2001": "El PIN de M-Pesa introducido no era correcto. No se ha realizado ningún cargo.",
  "mpesa.status.result.1019": "La solicitud caducó antes de completarse. No se ha realizado ningún cargo.",
  "mpesa.status.result.1001":
    "Había otra operación de M-Pesa en curso en su móvil. Espere un minuto y vuelva a intentarlo.",
  "mpesa.status.result.amount_mismatch":
    "M-Pesa ha comunicado un importe distinto del que solicitamos, así que estamos revisando este pago manualmente. Nos pondremos en contacto con usted.",
  "mpesa.status.result.other":
    "M-Pesa no ha completado el pago. Puede volver a intentarlo o pagar de otra forma desde la página de su viaje.",
  "mpesa.status.tryAgain": "Volver a intentarlo",
  "mpesa.status.backToTrip": "Volver a su viaje",
  "mpesa.status.refresh": "Comprobar de nuevo",
  "mpesa.status.autoRefresh": "Esta página se recarga sola cada {seconds} segundos durante los próximos minutos.",
  "mpesa.status.stopRefresh": "Dejar de recargar",
  "mpesa.form.limit": "M-Pesa admite como máximo {limit} por pago.",
  "mpesa.form.overLimit":
    "Para el {purpose}, el importe asciende a {amount} con M-Pesa, más de lo que admite un solo pago M-Pesa. Páguelo por partes: hasta {limit} ahora y el resto con otros pagos desde esta página. O pague todo de una vez con tarjeta o transferencia bancaria desde la página de su viaje.",
  "mpesa.form.part": "Importe que paga ahora, en chelines kenianos",
  "mpesa.form.partHint":
    "Chelines enteros, hasta {max}. Déjelo vacío para pagar el importe completo cuando no supere el límite.",
  "mpesa.form.otherWays": "Otras formas de pago: tarjeta o transferencia",
  "mpesa.error.partAmount": "Indique un importe en chelines enteros, de 1 a {max}.",
  "mpesa.refusal.overLimit":
    "M-Pesa admite como máximo {limit} por pago y este asciende a {amount}, así que no se ha enviado ninguna solicitud. Pague hasta {limit} ahora y el resto con otros pagos, o pague con tarjeta o transferencia desde la página de su viaje.",
  "mpesa.refusal.wrongNumber":
    "M-Pesa no ha podido enviar una solicitud a este número. Compruebe que es el número de Safaricom registrado en M-Pesa y vuelva a intentarlo.",
  "mpesa.refusal.busy":
    "Ya hay otra solicitud de M-Pesa abierta en este teléfono. Complétela o cancélela en el teléfono, espere un minuto y vuelva a intentarlo.",
  "mpesa.refusal.insufficientFunds":
    "Según M-Pesa, el saldo de este número no alcanza para este pago. Recargue, pague una parte más pequeña o elija otra forma de pago.",
  "mpesa.refusal.unavailable":
    "Los pagos con M-Pesa no están disponibles en este momento y nuestro equipo ya está avisado. Puede pagar con tarjeta o transferencia desde la página de su viaje, o volver a intentarlo con M-Pesa más tarde.",
  "mpesa.status.unknown.title": "M-Pesa no nos ha respondido",
  "mpesa.status.unknown.text":
    "Es posible que la solicitud de pago haya llegado igualmente a su teléfono ({phone}). Si el teléfono le pide su PIN de M-Pesa, puede pagar allí: esta página mostrará el pago en cuanto M-Pesa nos lo confirme. Revise su teléfono y sus mensajes de M-Pesa antes de volver a intentarlo, para no pagar dos veces.",
  "mpesa.status.result.no_answer":
    "M-Pesa no nos ha dicho qué pasó con esta solicitud. Si salió dinero de su cuenta M-Pesa, no tiene que hacer nada más: lo asociamos a su reserva y se lo confirmamos. Si no, puede volver a intentarlo.",
});
