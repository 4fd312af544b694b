// The few booking texts both booking pages show, and the only ones the booking flow takes from bookings.ts:
// payment choices, the form's error summary and the bank details' labels (also used by the confirmation
// e-mail). Kept apart so the flow's pages do not download the safari form's texts.
import { defineMessages } from "~/i18n/translate";

export const bookingSharedMessages = defineMessages({
  "bookings.payment.bank_transfer": "Bank transfer",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Request a quote, pay later",
  "bookings.form.fixErrors": "Please correct the highlighted fields.",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Account name",
  "bookings.email.confirmation.bank.accountNumber": "Account number",
  "bookings.email.confirmation.bank.branch": "Branch",
  "bookings.email.confirmation.bank.swift": "SWIFT code",
});
