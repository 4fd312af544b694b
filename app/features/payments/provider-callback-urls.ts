// The addresses payment providers call us back at, and the words Safaricom filters out of them. Daraja's URL
// rules (written for C2B URLs and reported to apply to STK callbacks) say a URL containing M-Pesa, MPesa,
// Safaricom, exe, exec, cmd, SQL or query, in any case, is rejected or never called: the payment would then
// wait for STK Query. So no callback path we hand out contains them, and neither may the secret in it.

/** Daraja's filtered words, lower case; a URL is compared in lower case. "exe" also covers "exec". */
export const DARAJA_FILTERED_URL_WORDS = [
  "m-pesa",
  "m_pesa",
  "mpesa",
  "safaricom",
  "exe",
  "exec",
  "cmd",
  "sql",
  "query",
] as const;

/** The filtered words found in `url` (any case); empty when Safaricom would call it. */
export function filteredWordsIn(url: string): string[] {
  const lower = url.toLowerCase();
  return DARAJA_FILTERED_URL_WORDS.filter((word) => lower.includes(word));
}

/** Where M-Pesa's STK callback is posted: the path handed out with every push. */
export const MOBILE_MONEY_CALLBACK_PREFIX = "/api/payments/mobile-money/callback/";
/**
 * The old callback path: still answered, for pushes sent before the move whose callbacks are in flight, but
 * never handed out again.
 */
export const LEGACY_MPESA_CALLBACK_PREFIX = "/api/payments/mpesa/callback/";
export function mobileMoneyCallbackPath(secret: string): string {
  return `${MOBILE_MONEY_CALLBACK_PREFIX}${secret}`;
}
