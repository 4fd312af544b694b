// Paying by card through Pesapal's hosted checkout: the page that sends the traveller there, the page they
// come back to, and the words for every way it can go wrong.
import { defineMessages } from "~/i18n/translate";

export const cardPaymentMessages = defineMessages("card-payments", {
  "card.meta.title": "Pay by card",
  "card.meta.returnTitle": "Your card payment",
  "card.heading": "Pay by card",
  "card.intro":
    "You will pay on Pesapal's secure page, which takes Visa and Mastercard. Your card number goes to Pesapal only, never to us.",
  "card.purpose.label": "What would you like to pay?",
  "card.purpose.deposit": "The deposit",
  "card.purpose.balance": "The balance",
  "card.purpose.inSentence.deposit": "the deposit",
  "card.purpose.inSentence.balance": "the balance",
  "card.amountDue": "{purpose}: {amount}",
  "card.submit": "Continue to Pesapal",
  "card.backToTrip": "Back to your trip",
  "card.currencyNote": "Pesapal takes payments in {currencies}; amounts in other currencies are charged in {fallback}.",
  "card.refused.off": "Card payments are not available at the moment. Please pay by M-Pesa or bank transfer.",
  "card.refused.nothingOwed": "There is nothing to pay for {purpose} now: it is already covered.",
  "card.refused.invalidPurpose": "Choose whether you are paying the deposit or the balance.",
  "card.refused.noExchangeRate":
    "We cannot work out the amount in {currency} right now. Please try again later or contact us.",
  "card.refused.unreachable":
    "Pesapal, our card payment provider, is not answering right now. Nothing was charged. Please try again in a few minutes.",
  "card.refused.provider":
    "Pesapal could not open a card payment for this booking. Nothing was charged. Please try again later or contact us.",
  "card.refused.title": "The card payment did not start",
  "card.checkout.title": "Continue to Pesapal",
  "card.checkout.text":
    "Your card payment of {amount} for booking {reference} is ready. You will type your card details on Pesapal's secure page, not on ours.",
  "card.checkout.go": "Pay {amount} on Pesapal",
  "card.return.succeeded.title": "Thank you: your payment is confirmed",
  "card.return.succeeded.text": "Pesapal confirmed your card payment of {amount}. Its confirmation code is {receipt}.",
  "card.return.succeeded.email": "A receipt is on its way to your e-mail.",
  "card.return.failed.title": "Your card payment did not go through",
  "card.return.failed.text": "Nothing was taken from your card for this attempt. {reason}",
  "card.return.failed.again": "You can try again from your trip page, with the same or another card.",
  "card.return.reversed.title": "This card payment was reversed",
  "card.return.reversed.text":
    "Pesapal reports that the payment of {amount} was reversed. We will be in touch; you can also contact us.",
  "card.return.pending.title": "We are waiting for Pesapal to confirm your payment",
  "card.return.pending.text":
    "This usually takes a few seconds. This page checks again by itself; your trip page will show the payment once it is confirmed.",
  "card.return.pending.check": "Check again",
  "card.return.unknown.title": "We could not find this card payment",
  "card.return.unknown.text": "If you were charged, contact us with your booking reference and we will sort it out.",
  "card.failure.declined": "Your bank or Pesapal declined the payment.",
  "card.failure.invalid": "Pesapal reports the payment as not valid.",
  "card.failure.reversed": "The payment was reversed.",
  "card.failure.abandoned": "The payment was never completed on Pesapal's page.",
  "card.failure.mismatch": "Pesapal's record does not match this payment; staff will check it.",
});
