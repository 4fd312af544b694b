// Which browser made a booking. A cached page gives every visitor the same submission token, so the token and
// the entries name a form post, never a person: anyone holding a copy of a post can send it again. The browser
// whose post stored the booking is given a random secret in an HttpOnly cookie, and the booking keeps only its
// SHA-256. A replayed post, or the confirmation page, shows the booking only where that secret comes back.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import type { AppConfig } from "~/utils/env.server";

/** As long as the confirmation cookie: after a day a replay is answered as from any other browser. */
const BROWSER_PROOF_MAX_AGE_SECONDS = 24 * 60 * 60;
/** The most proofs one browser keeps; the oldest goes first (one per booking it made). */
export const BROWSER_PROOFS_KEPT = 5;

const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const proofsSchema = z.array(z.string().regex(SECRET_SHAPE)).max(BROWSER_PROOFS_KEPT);

const browserProofCookie = createCookie("hb_booked", {
  httpOnly: true,
  sameSite: "lax",
  maxAge: BROWSER_PROOF_MAX_AGE_SECONDS,
});

/** A new secret for the browser making a booking: 256 bits, base64url. */
export function newBrowserProof(): string {
  return randomBytes(32).toString("base64url");
}

export function hashBrowserProof(proof: string): string {
  return createHash("sha256").update(proof).digest("hex");
}

/** Whether one of the browser's proofs is the one whose hash the booking keeps. */
export function provesBooking(proofs: readonly string[], proofHash: string | null): boolean {
  if (!proofHash) return false;
  const expected = Buffer.from(proofHash, "hex");
  return proofs.some((proof) => {
    const actual = Buffer.from(hashBrowserProof(proof), "hex");
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}

/** The proofs this browser sent with the post (none when it has no cookie or a damaged one). */
export async function readBrowserProofs(request: Request): Promise<string[]> {
  try {
    const parsed = proofsSchema.safeParse(await browserProofCookie.parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The Set-Cookie that adds `proof` to the browser's proofs. The cookie goes only to the address the form was
 * posted to (a replay is posted there too), so other pages stay cacheable for this visitor.
 */
export async function browserProofSetCookie(
  request: Request,
  config: Pick<AppConfig, "SITE_URL">,
  proof: string,
): Promise<string> {
  const url = new URL(request.url);
  const kept = (await readBrowserProofs(request)).filter((earlier) => earlier !== proof);
  const proofs = [...kept, proof].slice(-BROWSER_PROOFS_KEPT);
  return browserProofCookie.serialize(proofs, {
    path: url.pathname,
    secure: url.protocol === "https:" || config.SITE_URL.startsWith("https:"),
  });
}
