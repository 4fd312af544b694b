// Paying by M-Pesa from the trip page: the phone form, the status page and the words for each answer.
import { defineMessages } from "~/i18n/translate";

export const mpesaPaymentMessages = defineMessages("mpesa-payments", {
  "mpesa.meta.title": "Pay by M-Pesa",
  "mpesa.meta.statusTitle": "Your M-Pesa payment",
  "mpesa.form.title": "Pay by M-Pesa",
  "mpesa.form.intro":
    "We send a payment request to your phone. Enter your M-Pesa PIN there to pay {reference}. Amounts are charged in Kenyan shillings.",
  "mpesa.form.purpose": "What to pay",
  "mpesa.form.purpose.deposit": "Deposit: {amount}",
  "mpesa.form.purpose.balance": "Balance: {amount}",
  "mpesa.form.charged": "about {kes} on M-Pesa",
  "mpesa.form.phone": "M-Pesa phone number",
  "mpesa.form.phoneHint": "A Kenyan Safaricom number, such as 0712 345 678 or +254 712 345 678.",
  "mpesa.form.submit": "Send the request to my phone",
  "mpesa.form.back": "Back to your trip",
  "mpesa.form.nothingOwed": "Nothing is owed on this booking just now. Thank you!",
  "mpesa.error.phoneRequired": "Enter the M-Pesa phone number to send the request to.",
  "mpesa.error.phoneInvalid":
    "Enter a Kenyan mobile number: 07XX XXX XXX, 01XX XXX XXX, or the same with +254 in front.",
  "mpesa.error.purpose": "Choose whether to pay the deposit or the balance.",
  "mpesa.refusal.nothingOwed": "Nothing is owed for the {purpose} on this booking, so no request was sent.",
  "mpesa.refusal.notPriced":
    "This booking has no confirmed price yet, so it cannot be paid online. We will be in touch with your quote.",
  "mpesa.refusal.noRate":
    "We cannot work out the amount in shillings just now (no exchange rate is set). Please try again later or contact us.",
  "mpesa.refusal.unreachable":
    "We could not reach M-Pesa just now, so no request was sent. Please try again in a minute.",
  "mpesa.refusal.rateLimited":
    "Several payment requests were sent for this booking in a short time. Please wait {minutes, plural, one {a minute} other {# minutes}} before trying again.",
  "mpesa.refusal.pending":
    "We already sent a payment request to {phone} for this booking, so no new one was sent. Check that phone and enter your M-Pesa PIN there. If you cancelled the request or it lapsed, wait a minute for M-Pesa to tell us, then try again.",
  "mpesa.refusal.phoneRateLimited":
    "Several payment requests were sent to this phone number in a short time, so no request was sent. Please wait {minutes, plural, one {a minute} other {# minutes}} before trying again, or pay by card or bank transfer from your trip page.",
  "mpesa.refusal.addressRateLimited":
    "Many payment requests came from your connection in a short time, so no request was sent. Please wait {minutes, plural, one {a minute} other {# minutes}} before trying again, or pay by card or bank transfer from your trip page.",
  "mpesa.purpose.deposit": "deposit",
  "mpesa.purpose.balance": "balance",
  "mpesa.status.heading": "Your M-Pesa payment",
  "mpesa.status.summary": "{amount} to {phone} for booking {reference}",
  "mpesa.status.pending.title": "Check your phone and enter your M-Pesa PIN",
  "mpesa.status.pending.text":
    "We sent a payment request to {phone}. This page updates by itself once M-Pesa tells us the outcome.",
  "mpesa.status.pending.slow":
    "Still waiting for M-Pesa's answer. If you have paid, there is nothing more to do: we confirm it with M-Pesa.",
  "mpesa.status.succeeded.title": "Paid: thank you!",
  "mpesa.status.succeeded.text": "M-Pesa confirmed your payment of {amount}. A receipt is on its way by e-mail.",
  "mpesa.status.receipt": "M-Pesa receipt number: {receipt}",
  "mpesa.status.failed.title": "The payment did not go through",
  "mpesa.status.result.1032": "You cancelled the request on your phone. Nothing was charged.",
  "mpesa.status.result.1037":
    "The request timed out: M-Pesa could not reach your phone, or the PIN was not entered in time. Nothing was charged.",
  "mpesa.status.result.1": "Your M-Pesa balance was not enough for this payment. Nothing was charged.",
  "mpesa.status.result.2001": "The M-Pesa PIN entered was not correct. Nothing was charged.",
  "mpesa.status.result.1019": "The request expired before it was completed. Nothing was charged.",
  "mpesa.status.result.1001": "Another M-Pesa transaction on your phone was under way. Wait a minute, then try again.",
  "mpesa.status.result.amount_mismatch":
    "M-Pesa reported a different amount from the one we asked for, so we are checking this payment by hand. We will contact you.",
  "mpesa.status.result.other":
    "M-Pesa did not complete the payment. You can try again, or pay another way from your trip page.",
  "mpesa.status.tryAgain": "Try again",
  "mpesa.status.backToTrip": "Back to your trip",
  "mpesa.status.refresh": "Check again",
  "mpesa.status.autoRefresh": "This page reloads itself every {seconds} seconds for the next few minutes.",
  "mpesa.status.stopRefresh": "Stop reloading",
  "mpesa.form.limit": "M-Pesa takes at most {limit} in one payment.",
  "mpesa.form.overLimit":
    "The {purpose} comes to {amount} on M-Pesa, more than one M-Pesa payment can take. Pay it in parts: send up to {limit} now and the rest in further payments from this page. Or pay it all at once by card or bank transfer from your trip page.",
  "mpesa.form.part": "Amount to pay now, in Kenyan shillings",
  "mpesa.form.partHint":
    "Whole shillings, up to {max}. Leave it empty to pay the whole amount when it is within the limit.",
  "mpesa.form.otherWays": "Other ways to pay: card or bank transfer",
  "mpesa.error.partAmount": "Enter an amount in whole shillings, from 1 to {max}.",
  "mpesa.refusal.overLimit":
    "M-Pesa takes at most {limit} in one payment, and this comes to {amount}, so no request was sent. Pay up to {limit} now and the rest in further payments, or pay by card or bank transfer from your trip page.",
  "mpesa.refusal.wrongNumber":
    "M-Pesa could not send a request to this number. Check that it is the Safaricom number registered for M-Pesa, then try again.",
  "mpesa.refusal.busy":
    "Another M-Pesa request is already open on this phone. Complete it or cancel it on the phone, wait a minute, then try again.",
  "mpesa.refusal.insufficientFunds":
    "M-Pesa says the balance on this number is not enough for this payment. Top up, pay a smaller part, or choose another way to pay.",
  "mpesa.refusal.unavailable":
    "Payments by M-Pesa are unavailable right now, and our team has been told. You can pay by card or bank transfer from your trip page, or try M-Pesa again later.",
  "mpesa.status.unknown.title": "We did not hear back from M-Pesa",
  "mpesa.status.unknown.text":
    "The payment request may still have reached your phone ({phone}). If your phone asks for your M-Pesa PIN, you can pay there: this page shows the payment as soon as M-Pesa tells us. Please check your phone and your M-Pesa messages before trying again, so that you do not pay twice.",
  "mpesa.status.result.no_answer":
    "M-Pesa did not tell us what became of this request. If money left your M-Pesa account, there is nothing more to do: we match it to your booking and confirm it. Otherwise you can try again.",
});
