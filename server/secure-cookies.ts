// On a request that arrived over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto), every
// cookie the app sets is marked Secure, so none of them (the one-time toast included) is ever sent back
// over plain HTTP. Plain-HTTP runs (local development) keep their cookies as they are.
import type { RequestHandler } from "express";

export function markSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

export function secureCookiesOverHttps(): RequestHandler {
  return (req, res, next) => {
    if (!req.secure) return next();
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => {
      if (name.toLowerCase() !== "set-cookie") return setHeader(name, value);
      return setHeader(name, Array.isArray(value) ? value.map(markSecure) : markSecure(String(value)));
    };
    next();
  };
}
