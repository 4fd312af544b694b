// Where a traveller pays the deposit and balance: the operator's bank account and M-Pesa paybill, set by an
// owner at /admin/settings/business (app/features/operator-settings). Each is null until the operator's own
// is set (missing, or still the demo's sample): pages, e-mails and PDFs then ask the traveller to contact us
// for it rather than show a number nobody should pay into.

import { useOperatorFacts } from "~/components/use-operator-facts";
import type { BankDetails, PublicOperatorFacts } from "~/features/operator-settings/operator-facts";

export interface PaymentDetails {
  bankTransfer: BankDetails | null;
  /** Lipa na M-Pesa business (paybill) number; the booking reference is the account number. */
  mpesa: { paybill: string } | null;
}

export function paymentDetailsOf(facts: Pick<PublicOperatorFacts, "bank" | "mpesaPaybill">): PaymentDetails {
  return {
    bankTransfer: facts.bank,
    mpesa: facts.mpesaPaybill ? { paybill: facts.mpesaPaybill } : null,
  };
}

/** Inside the public site (the site layout reads the facts once per page). */
export function usePaymentDetails(): PaymentDetails {
  return paymentDetailsOf(useOperatorFacts());
}
