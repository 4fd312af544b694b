// Cross-site request forgery guard for every state-changing request (forms, sign-in, staff actions, the
// auth API): the browser must say the request comes from one of our own pages. Browsers send Origin with
// every POST; a request without it is judged by its Referer, then by Fetch Metadata, and refused when
// none of them says "this site". Nothing here expects cross-site posts (no webhooks, no payment callbacks).
import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "This form was sent from another site and has been refused.";

export interface OriginCheckOptions {
  /** SITE_URL: the public address, which may differ from the Host a proxy forwards. */
  siteUrl: string;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin this request was addressed to, as the app sees it (X-Forwarded-* only behind TRUST_PROXY). */
function ownOrigin(req: Request): string | null {
  return req.host ? originOf(`${req.protocol}://${req.host}`) : null;
}

/** Whether the request provably comes from one of our pages. Exported for the unit test. */
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

export function originCheck({ siteUrl }: OriginCheckOptions): RequestHandler {
  const siteOrigin = originOf(siteUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const allowedOrigins = [siteOrigin, ownOrigin(req)].filter((origin): origin is string => origin !== null);
    const secFetchSite = req.get("sec-fetch-site");
    if (isSameOriginWrite({ origin: req.get("origin"), referer: req.get("referer"), secFetchSite }, allowedOrigins)) {
      return next();
    }
    req.log?.warn({ origin: req.get("origin") ?? null, secFetchSite: secFetchSite ?? null }, "cross-site post refused");
    res.status(403).setHeader("Cache-Control", "no-store").type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
