// Submission tokens make a form post idempotent. The page's loader issues a random token, the form carries
// it in a hidden field, and the server stores what was created under a digest of the token and the submitted
// fields (submission-key.server.ts, a unique column): posting the same form twice (double click, replayed
// POST, refresh) finds the first result instead of making a second. A cached page shows one token to many
// visitors; their posts differ in content, so each still creates its own record.

export const SUBMISSION_TOKEN_FIELD = "submissionToken";

const TOKEN_BYTES = 18; // 144 bits, 24 base64url characters
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/** A new token for a form about to be rendered. Works on the server and in the browser (Web Crypto). */
export function issueSubmissionToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function isSubmissionToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** The posted token, or null when it is missing or not one we could have issued. */
export function readSubmissionToken(formData: FormData): string | null {
  const value = formData.get(SUBMISSION_TOKEN_FIELD);
  return isSubmissionToken(value) ? value : null;
}
