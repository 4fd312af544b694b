// French texts of the payment choices and the bank details' labels (English: ../en/booking-payment.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingPaymentMessages } from "../en/booking-payment";

export default defineTranslation<typeof bookingPaymentMessages>({
  "bookings.payment.bank_transfer": "Virement bancaire",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Demander un devis, payer plus tard",
  "bookings.email.confirmation.bank.bankName": "Banque",
  "bookings.email.confirmation.bank.accountName": "Titulaire du compte",
  "bookings.email.confirmation.bank.accountNumber": "Numéro de compte",
  "bookings.email.confirmation.bank.branch": "Agence",
  "bookings.email.confirmation.bank.swift": "Code SWIFT",
});
