// Spanish texts of paying by card through Pesapal's hosted checkout (English: ../en/card-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cardPaymentMessages } from "../en/card-payments";

export default defineTranslation<typeof cardPaymentMessages>({
  "card.meta.title": "Pagar con tarjeta",
  "card.meta.returnTitle": "Su pago con tarjeta",
  "card.heading": "Pagar con tarjeta",
  "card.intro":
    "Pagará en la página segura de Pesapal, que acepta Visa y Mastercard. El número de su tarjeta solo llega a Pesapal, nunca a nosotros.",
  "card.purpose.label": "¿Qué desea pagar?",
  "card.purpose.deposit": "El depósito",
  "card.purpose.balance": "El saldo",
  "card.purpose.inSentence.deposit": "el depósito",
  "card.purpose.inSentence.balance": "el saldo",
  "card.amountDue": "{purpose}: {amount}",
  "card.submit": "Continuar a Pesapal",
  "card.backToTrip": "Volver a su viaje",
  "card.currencyNote": "Pesapal acepta pagos en {currencies}; los importes en otras divisas se cobran en {fallback}.",
  "card.refused.off":
    "Los pagos con tarjeta no están disponibles en este momento. Le rogamos que pague con M-Pesa o mediante transferencia bancaria.",
  "card.refused.nothingOwed": "Ahora mismo no hay nada que pagar por {purpose}: ya está cubierto.",
  "card.refused.invalidPurpose": "Indique si va a pagar el depósito o el saldo.",
  "card.refused.noExchangeRate":
    "En este momento no podemos calcular el importe en {currency}. Vuelva a intentarlo más tarde o póngase en contacto con nosotros.",
  "card.refused.unreachable":
    "Pesapal, nuestro proveedor de pagos con tarjeta, no responde en este momento. No se ha realizado ningún cargo. Vuelva a intentarlo dentro de unos minutos.",
  "card.refused.provider":
    "Pesapal no ha podido iniciar un pago con tarjeta para esta reserva. No se ha realizado ningún cargo. Vuelva a intentarlo más tarde o póngase en contacto con nosotros.",
  "card.refused.title": "No se ha podido iniciar el pago con tarjeta",
  "card.checkout.title": "Continuar a Pesapal",
  "card.checkout.text":
    "Su pago con tarjeta de {amount} para la reserva {reference} está listo. Introducirá los datos de su tarjeta en la página segura de Pesapal, no en la nuestra.",
  "card.checkout.go": "Pagar {amount} en Pesapal",
  "card.return.succeeded.title": "Gracias: su pago está confirmado",
  "card.return.succeeded.text":
    "Pesapal ha confirmado su pago con tarjeta de {amount}. El código de confirmación es {receipt}.",
  "card.return.succeeded.email": "En breve recibirá el justificante en su correo electrónico.",
  "card.return.failed.title": "Su pago con tarjeta no se ha completado",
  "card.return.failed.text": "En este intento no se ha cargado nada en su tarjeta. {reason}",
  "card.return.failed.again": "Puede volver a intentarlo desde la página de su viaje, con la misma tarjeta o con otra.",
  "card.return.reversed.title": "Este pago con tarjeta se ha anulado",
  "card.return.reversed.text":
    "Pesapal nos informa de que el pago de {amount} se ha anulado. Nos pondremos en contacto con usted; también puede escribirnos directamente.",
  "card.return.pending.title": "Estamos esperando a que Pesapal confirme su pago",
  "card.return.pending.text":
    "Suele tardar unos segundos. Esta página vuelve a comprobarlo automáticamente; la página de su viaje mostrará el pago en cuanto esté confirmado.",
  "card.return.pending.check": "Comprobar de nuevo",
  "card.return.unknown.title": "No encontramos este pago con tarjeta",
  "card.return.unknown.text":
    "Si se le ha realizado algún cargo, póngase en contacto con nosotros indicando su referencia de reserva y lo resolveremos.",
  "card.failure.declined": "Su banco o Pesapal han rechazado el pago.",
  "card.failure.invalid": "Pesapal indica que el pago no es válido.",
  "card.failure.reversed": "El pago se ha anulado.",
  "card.failure.abandoned": "El pago no llegó a completarse en la página de Pesapal.",
  "card.failure.mismatch": "El registro de Pesapal no coincide con este pago; nuestro equipo lo revisará.",
});
