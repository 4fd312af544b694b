// The words for an M-Pesa payment's state on its status page: Daraja's result codes said for a traveller.
import type { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";

type MessageId = keyof typeof mpesaPaymentMessages & string;

const WORDED_CODES = new Set(["1032", "1037", "1", "2001", "1019", "1001", "amount_mismatch", "no_answer"]);

/** The message id for a failed payment's code (1032 cancelled, 1037 timed out, ...), or the general one. */
export function mpesaFailureMessageId(code: string | null): MessageId {
  return code && WORDED_CODES.has(code) ? (`mpesa.status.result.${code}` as MessageId) : "mpesa.status.result.other";
}
