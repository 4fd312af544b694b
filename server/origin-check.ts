// Cross-site request forgery guard for every state-changing request (forms, sign-in, staff actions, the
// auth API), by the one rule in app/utils/same-origin.ts. The only cross-site posts let
// through are payment providers' callbacks (PROVIDER_CALLBACKS), which prove themselves otherwise.
import type { Request, RequestHandler } from "express";
import { CROSS_SITE_MESSAGE, isSameOriginWrite, originOf } from "~/utils/same-origin";
import { sendRefusal } from "./refusal-page";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Server-to-server notifications from payment providers: they come from no page at all, so they carry no
 * Origin, and each proves itself otherwise: the M-Pesa callback by a secret path token checked in constant
 * time (app/routes/resources/mpesa-callback.ts); Pesapal's IPN is only a cue to ask Pesapal for the
 * transaction's status, so a forged one changes nothing (app/routes/resources/pesapal-ipn.ts).
 */
const PROVIDER_CALLBACKS =
  /^\/api\/(payments\/((mobile-money|mpesa)\/callback\/[^/]+|pesapal\/ipn)|email\/inbound|whatsapp\/webhook)$/;

export interface OriginCheckOptions {
  /** SITE_URL: the public address, which may differ from the Host a proxy forwards. */
  siteUrl: string;
}

/** The origin this request was addressed to, as the app sees it (X-Forwarded-* only behind TRUST_PROXY). */
function ownOrigin(req: Request): string | null {
  return req.host ? originOf(`${req.protocol}://${req.host}`) : null;
}

export function originCheck({ siteUrl }: OriginCheckOptions): RequestHandler {
  const siteOrigin = originOf(siteUrl);
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (PROVIDER_CALLBACKS.test(req.path)) return next();
    const allowedOrigins = [siteOrigin, ownOrigin(req)].filter((origin): origin is string => origin !== null);
    const secFetchSite = req.get("sec-fetch-site");
    if (isSameOriginWrite({ origin: req.get("origin"), referer: req.get("referer"), secFetchSite }, allowedOrigins)) {
      return next();
    }
    req.log?.warn({ origin: req.get("origin") ?? null, secFetchSite: secFetchSite ?? null }, "cross-site post refused");
    sendRefusal(req, res, 403, CROSS_SITE_MESSAGE);
  };
}
