// Security headers for every response: CSP, Permissions-Policy, framing, HSTS over HTTPS. Scripts run only from
// our origin and, inline, either with this response's nonce or, on a page served from the page cache, when
// their hash is listed (cachedPagePolicy).
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

type Directives = Record<string, string[]>;

const DEFAULT_SRC = ["'self'"];

/** Every directive after default-src and script-src (which depends on the response). */
function otherDirectives(development: boolean): Directives {
  return {
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com"],
    "media-src": ["'self'", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "frame-src": ["https://www.youtube-nocookie.com", "https://www.openstreetmap.org"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
}

function policy(scriptSrc: readonly string[], development: boolean): string {
  const directives: Directives = {
    "default-src": DEFAULT_SRC,
    "script-src": [...scriptSrc],
    ...otherDirectives(development),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";");
}

/**
 * The production policy of a page whose bytes are the same for everyone (the page cache): its inline
 * scripts are allowed by their hashes ('sha256-...') instead of a nonce, never by 'unsafe-inline'.
 * Made by the same function as every other response's policy, so the two differ only in script-src.
 */
export function cachedPagePolicy(scriptHashes: readonly string[]): string {
  return policy(["'self'", ...scriptHashes], false);
}

/** The one other origin given powerful features: the embedded YouTube player (the video dialog). */
const VIDEO_PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

/**
 * Browser features the site never uses are switched off for it and everything it embeds (the map, the
 * player), so an injected or embedded script cannot ask for them. The player keeps what it needs
 * (the dialog's <iframe allow>): autoplay, full screen, picture-in-picture and protected media, for our own
 * <video> as well. Only features Chromium knows are named (tests/ops/security-headers.test.ts checks).
 */
const PERMISSIONS: Record<string, readonly string[]> = {
  accelerometer: [],
  autoplay: ["self", `"${VIDEO_PLAYER_ORIGIN}"`],
  "browsing-topics": [],
  camera: [],
  "display-capture": [],
  "encrypted-media": ["self", `"${VIDEO_PLAYER_ORIGIN}"`],
  fullscreen: ["self", `"${VIDEO_PLAYER_ORIGIN}"`],
  geolocation: [],
  gyroscope: [],
  hid: [],
  "idle-detection": [],
  "interest-cohort": [],
  "local-fonts": [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  "picture-in-picture": ["self", `"${VIDEO_PLAYER_ORIGIN}"`],
  "publickey-credentials-get": [],
  "screen-wake-lock": [],
  serial: [],
  usb: [],
  "xr-spatial-tracking": [],
};

export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allowed]) => `${feature}=(${allowed.join(" ")})`)
  .join(", ");

/** Strict-Transport-Security, sent on every response to a request that arrived over HTTPS. */
export const HSTS_HEADER = "max-age=31536000; includeSubDomains";

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  // Worked out once: each response only fills in its own nonce.
  const NONCE = "\u0000nonce\u0000";
  const [beforeNonce = "", afterNonce = ""] = (
    development
      ? policy(["'self'", "'unsafe-inline'", "'unsafe-eval'"], true)
      : policy(["'self'", `'nonce-${NONCE}'`], false)
  ).split(NONCE);
  const nonceAndPolicy: RequestHandler = (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Vite's development client needs inline scripts and eval; production never gets them.
    res.setHeader("Content-Security-Policy", development ? beforeNonce : `${beforeNonce}${nonce}${afterNonce}`);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  const headers = helmet({
    // Set above, from the same directives as a cached page's policy.
    contentSecurityPolicy: false,
    // HSTS is only meaningful, and only sent, on a request that really arrived over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
  });
  const hsts: RequestHandler = (req: Request, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_HEADER);
    next();
  };
  return [nonceAndPolicy, headers, hsts];
}
