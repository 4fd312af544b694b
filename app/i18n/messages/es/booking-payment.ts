// Spanish texts of the payment choices and the bank details' labels (English: ../en/booking-payment.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingPaymentMessages } from "../en/booking-payment";

export default defineTranslation<typeof bookingPaymentMessages>({
  "bookings.payment.bank_transfer": "Transferencia bancaria",
  "bookings.payment.mpesa": "M-Pesa",
  "bookings.payment.quote": "Solicitar presupuesto y pagar más adelante",
  "bookings.email.confirmation.bank.bankName": "Banco",
  "bookings.email.confirmation.bank.accountName": "Titular de la cuenta",
  "bookings.email.confirmation.bank.accountNumber": "Número de cuenta",
  "bookings.email.confirmation.bank.branch": "Sucursal",
  "bookings.email.confirmation.bank.swift": "Código SWIFT",
});
