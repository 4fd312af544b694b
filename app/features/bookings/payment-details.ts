// Where a traveller pays the deposit: shown on the booking flow's payment and confirmation steps and in
// the confirmation e-mail. PLACEHOLDERS: the operator replaces them with the company's real bank account
// and M-Pesa paybill number before taking bookings (like the placeholder postal address in COMPANY).

export const PAYMENT_DETAILS = {
  bankTransfer: {
    bankName: "Example Bank Kenya",
    accountName: "Heartbeest Safari Ltd",
    accountNumber: "0000000000",
    branch: "Kenyatta Avenue, Nairobi",
    swiftCode: "EXAMKENAXXX",
  },
  mpesa: {
    /** Lipa na M-Pesa business (paybill) number; the booking reference is the account number. */
    paybill: "000000",
  },
} as const;
