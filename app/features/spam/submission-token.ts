// Submission tokens make a form post idempotent. The page's loader issues a fresh random token, the form
// carries it in a hidden field, and the server stores it with what was created (a unique column): posting
// the same form twice (double click, replayed POST, refresh) finds the first result instead of making a
// second. Tokens are unguessable, so knowing one is proof of having been shown that form.

export const SUBMISSION_TOKEN_FIELD = "submissionToken";

const TOKEN_BYTES = 18; // 144 bits, 24 base64url characters
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

type IssuedTokenObserver = (token: string) => void;
let issuedTokenObserver: IssuedTokenObserver | null = null;

/**
 * Lets the server's page cache see the tokens a render issues, so a cached page gets fresh ones on every
 * serve and two visitors never share one (server/page-cache.ts). Nothing observes them in the browser.
 */
export function observeIssuedSubmissionTokens(observer: IssuedTokenObserver | null): void {
  issuedTokenObserver = observer;
}

/** A new token for a form about to be rendered. Works on the server and in the browser (Web Crypto). */
export function issueSubmissionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const token = btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
  issuedTokenObserver?.(token);
  return token;
}

export function isSubmissionToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The posted token, or null when it is missing or not one we could have issued. */
export function readSubmissionToken(formData: FormData): string | null {
  const value = formData.get(SUBMISSION_TOKEN_FIELD);
  return isSubmissionToken(value) ? value : null;
}
