// The rules for staff accounts in one place: roles, password length, session lifetime (sign-in and reset
// limits are in sign-in-limits.ts).

/** Owner first: the first account (create-admin, ADMIN_EMAIL) is an owner. */
export const STAFF_ROLES = ["owner", "manager", "agent"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a member of staff may do, by area of the portal. Every staff loader and action names the one it
 * needs (requireStaff in staff-session.server.ts), and the server refuses the rest with a 403.
 */
export const STAFF_PERMISSIONS = [
  /** The inbox: enquiries, bookings, inquiries and chats, replies, notes, payments recorded on a booking. */
  "inbox",
  /** Reply templates' wording. */
  "templates",
  /** Packages, itineraries, destinations, lodges, videos, reviews, discount codes. */
  "content",
  /** Seasons, rate cards, park fees, exchange rates. */
  "rates",
  /** The numbers: enquiries, funnel, revenue, response times, sources. */
  "reports",
  /** Operator settings: office hours, reply target. */
  "settings",
  /** The audit log and the e-mail outbox (which holds travellers' private trip links). */
  "audit",
  /** Staff accounts, their roles and sessions, and whether two-factor sign-in is required. */
  "staff",
  /**
   * Changes to what a booking costs or owes: cancelling a booking, recording a refund, re-quoting, pushing
   * a package's itinerary change to a booking.
   */
  "money",
  /** Files of travellers' personal details leaving the portal (the bookings and enquiries CSV). */
  "export",
  /** Erasing a traveller's personal data on request (the money trail stays). */
  "erasure",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: ["inbox", "templates", "content", "rates", "reports", "settings", "audit", "money", "export"],
  agent: ["inbox"],
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  agent: "Agent",
};

/** A role as a sentence names it, with its article: "an owner", "a manager", "an agent". */
export const STAFF_ROLE_WITH_ARTICLE: Record<StaffRole, string> = {
  owner: "an owner",
  manager: "a manager",
  agent: "an agent",
};

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** ADMIN_PASSWORD in the configuration asks for the same minimum. */
export const STAFF_PASSWORD = { minLength: 12, maxLength: 128 } as const;

export const STAFF_SESSION = {
  /** A session not used for this long ends; using it pushes the end back. */
  expiresInSeconds: 7 * 24 * 60 * 60,
  /** How often an active session's end is pushed back (one database write per day and session). */
  refreshAfterSeconds: 24 * 60 * 60,
} as const;

export const KNOWN_DEVICE = {
  /** After the cookie prefix: heartbeest.known_device. */
  cookieName: "known_device",
  maxAgeSeconds: 180 * 24 * 60 * 60,
  /** Accounts one browser is remembered for (a shared office computer). */
  maxAccounts: 4,
} as const;

export const PASSWORD_RESET = {
  /** A reset link works once, for this long. */
  tokenLifetimeSeconds: 60 * 60,
  /** Where the e-mailed link leads. */
  path: "/update-password",
  /** The update-password page sends the browser on to sign-in this long after success (SPEC section 8). */
  redirectDelayMs: 2000,
} as const;

/** Two-factor sign-in (better-auth's two-factor plugin, an authenticator app's codes plus recovery codes). */
export const TWO_FACTOR = {
  /** What the authenticator app shows above the account's codes. */
  issuer: "Heartbeest Safari",
  /** "Trust this browser": no code asked there for this long (a password still is). */
  trustBrowserSeconds: 30 * 24 * 60 * 60,
  /** Between a right password and the code: the sign-in must be finished within this. */
  challengeSeconds: 10 * 60,
  recoveryCodeCount: 10,
  /** Wrong codes in a row, across sign-ins, before the account's codes are refused for a while. */
  lockout: { maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  /** Every two-factor request from one address per endpoint: a flood guard far above a person's use. */
  requestsPerAddress: { max: 10, windowSeconds: 60 },
  cannotTurnOffMessage: "Two-factor sign-in cannot be turned off while the owner requires it for every account.",
} as const;
