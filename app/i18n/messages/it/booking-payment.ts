// Italian texts of the payment choices and the bank details' labels (English: ../en/booking-payment.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingPaymentMessages } from "../en/booking-payment";

export default defineTranslation<typeof bookingPaymentMessages>({
  "bookings.payment.bank_transfer": "Bonifico bancario",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Richiedete un preventivo e pagate in seguito",
  "bookings.email.confirmation.bank.bankName": "Banca",
  "bookings.email.confirmation.bank.accountName": "Intestatario del conto",
  "bookings.email.confirmation.bank.accountNumber": "Numero di conto",
  "bookings.email.confirmation.bank.branch": "Filiale",
  "bookings.email.confirmation.bank.swift": "Codice SWIFT",
});
