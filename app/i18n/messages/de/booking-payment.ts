// German texts of the payment choices and the bank details' labels (English: ../en/booking-payment.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingPaymentMessages } from "../en/booking-payment";

export default defineTranslation<typeof bookingPaymentMessages>({
  "bookings.payment.bank_transfer": "Banküberweisung",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Angebot anfordern, später bezahlen",
  "bookings.email.confirmation.bank.bankName": "Bank",
  "bookings.email.confirmation.bank.accountName": "Kontoinhaber",
  "bookings.email.confirmation.bank.accountNumber": "Kontonummer",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "SWIFT-Code",
});
