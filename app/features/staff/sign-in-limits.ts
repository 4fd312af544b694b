// Every limit on signing in and asking for a password reset, in one place (docs/staff.md, "Sign-in and
// reset limits", says why each is what it is). None of them can be run up by strangers so far that a
// member of staff who knows their password, or can read their own mail, is kept out:
// - a browser the account signed in on before (the known-device cookie) counts only its own failures;
// - any other browser counts per network (an IPv4 address or an IPv6 /64) and per (network, account);
//   the account-wide count of failures from other browsers never refuses anyone, it only makes each
//   network's allowance for that account smaller while the account is being guessed at from many places;
// - reset e-mails are capped per account by sending at most one per interval: a request inside it sends
//   nothing new and says, in words, when the link still waiting in the mailbox was sent.
// No environment variable tunes them: they are set far from any person's use, and an office behind one
// address counts failures only, never good sign-ins.

/** Sign-in limits. They count failed attempts only (counted before the password is checked, handed back on success). */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins from one network, whichever accounts they name. */
  perAddress: { max: 20, windowSeconds: 15 * 60 },
  /** Failed sign-ins naming one account from one network. */
  perAddressAndAccount: { max: 5, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins naming one account from browsers it has not signed in on, from every network. Never a
   * refusal: past it the account is "being guessed at", and the next limit applies to every network.
   */
  perAccount: { max: 10, windowSeconds: 15 * 60 },
  /**
   * While the account is being guessed at: failed sign-ins naming it from one network in an hour. A
   * person with a typo or two still gets in; a botnet's guesses are slowed to this per network.
   */
  perAddressAndAccountUnderAttack: { max: 3, windowSeconds: 60 * 60 },
  /** Failed sign-ins from a browser the account has signed in on before, from any network. */
  perKnownDevice: { max: 10, windowSeconds: 15 * 60 },
  /** Every sign-in request from one address, good or bad: a flood guard far above any person's use. */
  requestsPerAddress: { max: 60, windowSeconds: 60 },
} as const;

/** Password reset request limits. */
export const RESET_LIMITS = {
  /** Reset requests from one network, whichever accounts they name: past it, a refusal in words. */
  perAddress: { max: 5, windowSeconds: 15 * 60 },
  /**
   * At most one reset e-mail per account in this long (so at most 6 an hour, whoever asks). A request
   * inside it sends nothing and says when the waiting link was sent; shorter than a link's lifetime, so
   * that link still works.
   */
  oneEmailPerAccountSeconds: 10 * 60,
} as const;
