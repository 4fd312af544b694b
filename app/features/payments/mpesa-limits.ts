// M-Pesa's own limits, in one place: what the pay form explains and the server enforces before any push.

/**
 * The most one M-Pesa transaction may move, in whole shillings: KES 250,000 per transaction for customers,
 * per Safaricom's M-Pesa transaction limits (safaricom.co.ke, "M-Pesa Tariffs": maximum per transaction,
 * raised from 150,000 to 250,000 in January 2022 by the Central Bank of Kenya). A larger amount is paid in
 * parts, by card, or by bank transfer.
 */
export const MPESA_MAX_PER_TRANSACTION_KES = 250_000;

/** The least Daraja takes in one push, whole shillings. */
export const MPESA_MIN_PER_TRANSACTION_KES = 1;

// What a stranger could abuse: an STK push puts a PIN prompt on any phone it names, and whoever enters the
// PIN pays. Each limit below is checked before any call to Daraja (mpesa-push-limits.server.ts).

/** STK pushes one booking may send in a window: enough to retry a mistyped number, too few to pester a phone. */
export const MPESA_PUSHES_PER_BOOKING = { limit: 6, windowMs: 15 * 60_000 } as const;

/**
 * STK pushes one phone number may be sent in a window, whatever the booking: a traveller retrying once or twice
 * and paying a balance in a part or two fits; prompting a stranger's phone over and over does not.
 */
export const MPESA_PUSHES_PER_PHONE = { limit: 4, windowMs: 60 * 60_000 } as const;

/**
 * STK push requests one client address may make in a window (an IPv6 address counts as its /64), whatever the
 * booking and the number. Overridable with MPESA_PUSHES_PER_ADDRESS_PER_HOUR: Kenyan mobile data puts many
 * customers behind one carrier-grade NAT address, which an operator may need to allow for.
 */
export const MPESA_PUSHES_PER_CLIENT_ADDRESS = { limit: 10, windowMs: 60 * 60_000 } as const;

/**
 * Pending pushes one booking may have at once (deposit and balance together: the balance includes what the
 * deposit would pay). A second press while one is pending, or unknown, sends nothing and shows the pending one.
 */
export const MPESA_PENDING_PUSHES_PER_BOOKING = 1;

/**
 * The most of a provider message we refuse (wrong shape, unreadable, too deep, a receipt already used) that is
 * kept for staff, in characters of its text; more is cut, with a marker saying how long it was.
 */
export const PROVIDER_REFUSED_BODY_MAX_CHARS = 16 * 1024;

/**
 * Refused callbacks kept per client address (IPv6: its /64) in a window; beyond it they are still answered
 * "Accepted" and logged, but not stored, so whoever learnt the address cannot fill the disk 16 KB at a time.
 * Safaricom's own callbacks are never refused.
 */
export const REFUSED_CALLBACKS_KEPT_PER_ADDRESS = { limit: 20, windowMs: 60 * 60_000 } as const;

/** The most of a provider's message kept with an unmatched payment, in characters of its text. */
export const UNMATCHED_RAW_BODY_MAX_CHARS = 8_000;

/** Longest text accepted in one field of an M-Pesa callback (ids, descriptions, item values). */
export const MPESA_CALLBACK_FIELD_MAX_CHARS = 200;

/** Most items accepted in an M-Pesa callback's CallbackMetadata (Daraja sends five). */
export const MPESA_CALLBACK_MAX_ITEMS = 20;
