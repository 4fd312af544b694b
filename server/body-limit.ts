// Request body limits, enforced before any route reads a body: a traveller's form is a few kilobytes, a
// staff form with pictures at most MAX_FORM_BYTES (admin-tables). Bigger posts get 413 at once instead of
// being read into memory; a body of unknown length (chunked) is refused, since browsers always send
// Content-Length with a form.
import type { RequestHandler } from "express";
import { parseLocalizedPath } from "~/i18n/paths";
import { loggedPath } from "~/utils/secret-links";
import { sendRefusal } from "./refusal-page";

export const PUBLIC_BODY_LIMIT_BYTES = 1024 * 1024;
/** Matches the staff table forms' own limit (pictures up to 15 MB each). */
export const STAFF_BODY_LIMIT_BYTES = 40 * 1024 * 1024;

/** A trip page's post may carry a proof of residency of up to 5 MB (app/features/trip/residency-proof.ts). */
export const TRIP_PAGE_BODY_LIMIT_BYTES = 6 * 1024 * 1024;
/** Matched on the English address, so the trip page in every language (/de/reise/{token}) has the same limit. */
const TRIP_PAGE = /^\/trip\/[A-Za-z0-9_-]+(\.data)?$/;

/**
 * The mail provider posts a traveller's e-mail with its attachments (Postmark: up to 35 MB); the route checks the
 * webhook's password before it reads a byte of it.
 */
export const INBOUND_EMAIL_BODY_LIMIT_BYTES = 36 * 1024 * 1024;
const INBOUND_EMAIL = "/api/email/inbound";

const TOO_LARGE_MESSAGE = "The form is too large. Please shorten it or attach smaller files.";

/** The most a post to `path` may carry. */
export function bodyLimitFor(path: string): number {
  if (path === INBOUND_EMAIL) return INBOUND_EMAIL_BODY_LIMIT_BYTES;
  if (TRIP_PAGE.test(parseLocalizedPath(path).englishPath)) return TRIP_PAGE_BODY_LIMIT_BYTES;
  return path === "/admin" || path.startsWith("/admin/") ? STAFF_BODY_LIMIT_BYTES : PUBLIC_BODY_LIMIT_BYTES;
}

export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const declared = req.get("content-length");
    if (declared === undefined) {
      if (req.get("transfer-encoding") === undefined) return next();
      req.log?.warn({ path: loggedPath(req.originalUrl) }, "request body without a length refused");
      res.status(411).type("text/plain").send("A Content-Length is required.");
      return;
    }
    const length = Number(declared);
    if (Number.isSafeInteger(length) && length <= bodyLimitFor(req.path)) return next();
    req.log?.warn({ path: loggedPath(req.originalUrl), length: declared }, "request body too large refused");
    // Answered at once; Node discards the unread rest of the body (closing the connection instead would make
    // many clients, still sending, see a broken pipe rather than this answer).
    sendRefusal(req, res, 413, TOO_LARGE_MESSAGE);
  };
}
