// Limits on what Pesapal's notifications can make us do: the IPN address is public, and each notification for
// an order we know would otherwise cost an outbound status call.

/**
 * Outbound status calls one IPN may cause per order: one per window. A further IPN for the same order inside
 * the window is answered 200 in Pesapal's shape without asking Pesapal; the return page and the card payment
 * job (every three minutes) still settle the payment.
 */
export const PESAPAL_IPN_STATUS_CALLS_PER_ORDER = { limit: 1, windowMs: 30_000 } as const;
