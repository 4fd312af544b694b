// Security headers for every response. Scripts run only from our origin or with this response's nonce.
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";

export function cspNonce(res: Response): string {
  return res.locals.cspNonce as string;
}

export function securityHeaders({ development }: { development: boolean }): RequestHandler[] {
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's development client needs inline scripts and eval; production never gets them.
        "script-src": development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonceSource],
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
      },
    },
    // HSTS is only meaningful, and only sent, on a request that really arrived over HTTPS.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: "deny" },
  });
  const hsts: RequestHandler = (req: Request, res, next) => {
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
  return [assignNonce, headers, hsts];
}
