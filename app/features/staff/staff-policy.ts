// The rules for staff accounts in one place: password length, session lifetime, attempt limits.

export const STAFF_ROLES = ["admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** ADMIN_PASSWORD in the configuration asks for the same minimum. */
export const STAFF_PASSWORD = { minLength: 12, maxLength: 128 } as const;

export const STAFF_SESSION = {
  /** A session not used for this long ends; using it pushes the end back. */
  expiresInSeconds: 7 * 24 * 60 * 60,
  /** How often an active session's end is pushed back (one database write per day and session). */
  refreshAfterSeconds: 24 * 60 * 60,
} as const;

export const SIGN_IN_LIMITS = {
  /** Sign-in attempts from one address, whichever accounts they name. */
  perAddress: { max: 10, windowSeconds: 5 * 60 },
  /** Sign-in attempts naming one account, from whichever addresses. */
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Password reset requests from one address. */
  resetPerAddress: { max: 5, windowSeconds: 15 * 60 },
  /** Password reset e-mails to one account. */
  resetPerAccount: { max: 3, windowSeconds: 60 * 60 },
} as const;

export const PASSWORD_RESET = {
  /** A reset link works once, for this long. */
  tokenLifetimeSeconds: 60 * 60,
  /** Where the e-mailed link leads. */
  path: "/update-password",
  /** The update-password page sends the browser on to sign-in this long after success (SPEC section 8). */
  redirectDelayMs: 2000,
} as const;
