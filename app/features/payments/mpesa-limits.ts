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
