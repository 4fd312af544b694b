// Who must act when Daraja refuses a push: the traveller (their number, their phone) or the operator (the
// app's Daraja configuration). Daraja's own words are for staff and the log, never for the traveller.

export type MpesaRefusalKind =
  /** The number is not an M-Pesa number Daraja will prompt: the traveller checks it. */
  | "wrong_number"
  /** "A transaction is already in process for the current subscriber": finish or cancel the prompt first. */
  | "busy"
  /** The customer's M-Pesa cannot cover it. */
  | "insufficient_funds"
  /** Credentials, short code, passkey, token, request fields: ours to fix; the traveller pays another way. */
  | "merchant";

/**
 * Sorts Daraja's refusal by who must act. Anything not recognised as the traveller's is treated as the
 * merchant's: the traveller cannot fix what they cannot see, and staff are told.
 */
export function classifyDarajaRefusal({
  errorCode,
  message,
}: {
  errorCode: string | null;
  message: string;
}): MpesaRefusalKind {
  const text = `${errorCode ?? ""} ${message}`;
  if (/already in process|unable to lock subscriber|subscriber lock/i.test(text)) return "busy";
  if (/insufficient|not enough (funds|balance)/i.test(text)) return "insufficient_funds";
  if (
    /invalid (phone ?number|party ?a|msisdn)|not (a )?registered|unregistered|subscriber.*(not found|invalid)/i.test(
      text,
    )
  ) {
    return "wrong_number";
  }
  return "merchant";
}
