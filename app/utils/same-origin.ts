// The one rule for "this state-changing request comes from one of our own pages" (cross-site request
// forgery): the Express guard in front of every route (server/origin-check.ts) and the actions that check
// again (staff actions, sign-in, password reset) ask the same question here. Browsers send Origin with every
// POST; a request without it is judged by its Referer, then by Fetch Metadata, and refused when none of
// them says "this site".

export const CROSS_SITE_MESSAGE = "This form was sent from another site and has been refused.";

/** The origin of an http(s) URL, or null for anything else ("null", unparsable, another scheme). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether the request provably comes from one of `allowedOrigins` (the site's and the one it was sent to). */
export function isSameOriginWrite(
  headers: { origin?: string; referer?: string; secFetchSite?: string },
  allowedOrigins: readonly string[],
): boolean {
  const allowed = (value: string) => {
    const origin = originOf(value);
    return origin !== null && allowedOrigins.includes(origin);
  };
  // "null" (sandboxed frames, some redirects) and anything unparsable are foreign.
  if (headers.origin !== undefined) return allowed(headers.origin);
  if (headers.referer) return allowed(headers.referer);
  return headers.secFetchSite === "same-origin";
}

/** The same rule for a Fetch API request (a route's action): SITE_URL or the address it was sent to. */
export function isSameOriginRequest(request: Request, siteUrl: string): boolean {
  const allowedOrigins = [originOf(siteUrl), originOf(request.url)].filter((origin) => origin !== null);
  const header = (name: string) => request.headers.get(name) ?? undefined;
  return isSameOriginWrite(
    { origin: header("origin"), referer: header("referer"), secFetchSite: header("sec-fetch-site") },
    allowedOrigins,
  );
}
