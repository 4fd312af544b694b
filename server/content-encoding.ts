// Which encoding to answer with, for the page cache and the build's precompressed assets alike: the client's
// Accept-Encoding read by negotiator (the compression middleware's own reader), so every response of the
// server agrees on it.
import Negotiator from "negotiator";

export type Encoding = "br" | "gzip";

/** negotiator 1.x takes the server's order for ties (its @types still describe 0.6). */
type PreferringNegotiator = Negotiator & {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};

/** In order of preference when the client rates them the same. */
const PREFERENCE = ["br", "gzip", "identity"];

/**
 * The best of `available` the client accepts (q > 0), brotli before gzip on a tie, or null for the
 * unencoded body: when there is no Accept-Encoding (as the compression middleware does), and when the client
 * rates identity above every encoding we have.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as PreferringNegotiator;
  const chosen = negotiator.encoding([...available, "identity"], { preferred: PREFERENCE });
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}
