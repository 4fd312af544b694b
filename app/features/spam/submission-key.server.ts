// The idempotency key a form post is stored under: a digest of its submission token and of the fields that
// define what it creates. A cached page hands the same token to every visitor who loads it, so the token
// alone cannot tell a double click (same token, same fields: one record) from two travellers (same token,
// different fields: two records). The digest does. Being a digest, it also reveals neither the token nor
// the fields to whoever reads the column.
import { createHash } from "node:crypto";

export type SubmittedFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** sha256 (base64url, 43 characters) of the token and the fields in a fixed order; absent fields count as empty. */
export function submissionKey(submissionToken: string, fields: SubmittedFields): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name] ?? null]);
  return createHash("sha256")
    .update(JSON.stringify([submissionToken, canonical]))
    .digest("base64url");
}
