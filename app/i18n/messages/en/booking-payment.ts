// The payment choices and the bank details' labels: shown by the booking flow's later steps and the
// confirmation e-mail, never on a booking form, so neither form's page downloads them.
import { defineMessages } from "~/i18n/translate";

export const bookingPaymentMessages = defineMessages("booking-payment", {
  "bookings.payment.bank_transfer": "Bank transfer",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Request a quote, pay later",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Account name",
  "bookings.email.confirmation.bank.accountNumber": "Account number",
  "bookings.email.confirmation.bank.branch": "Branch",
  "bookings.email.confirmation.bank.swift": "SWIFT code",
});
