// Whether a secret someone sent is the one we hold, compared in constant time: both are hashed first, so
// neither their contents nor their lengths show in the time the comparison takes.
import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
