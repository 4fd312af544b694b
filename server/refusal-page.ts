// How the HTTP server refuses a post before the app sees it (403 cross-site, 413 too large): in words a
// person can act on. A browser posting a form without script gets a small HTML page saying what went wrong
// and how to get back to the form (its Back button returns to the form with what was typed still in it);
// the page's own script (a `.data` request) and other clients get the sentence as plain text.
import type { Request, Response } from "express";
import { refusalPageMessages } from "~/i18n/messages/en/refusal-page";
import { translate } from "~/i18n/translate";
import { sameOriginPath } from "~/utils/same-origin-path";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The small page every refusal the HTTP server answers itself is shown as: a heading, the sentence, then `after` (HTML). */
export function refusalDocument({
  lang,
  title,
  message,
  after,
}: {
  lang: string;
  title: string;
  message: string;
  after: string;
}) {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
    `<body><main id="main"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>${after}</main></body></html>`
  );
}

/** A same-site page the post came from, to link back to; null when the Referer is missing or foreign. */
function formPage(req: Request): string | null {
  const referer = req.get("referer");
  if (!referer || !req.host) return null;
  try {
    const url = new URL(referer);
    // A path on this site whatever the Referer's path holds ("//evil.example/x"): app/utils/same-origin-path.ts.
    return url.host === req.host ? sameOriginPath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

export function sendRefusal(req: Request, res: Response, status: 403 | 413, message: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  const wantsPage = !req.path.endsWith(".data") && req.accepts(["text/plain", "text/html"]) === "text/html";
  if (!wantsPage) {
    res.type("text/plain").send(message);
    return;
  }
  const title = translate(refusalPageMessages, "refusalPage.title");
  const back = translate(refusalPageMessages, "refusalPage.back");
  const page = formPage(req);
  const link = page
    ? `<p><a href="${escapeHtml(page)}">${escapeHtml(translate(refusalPageMessages, "refusalPage.reload"))}</a></p>`
    : `<p><a href="/">${escapeHtml(translate(refusalPageMessages, "refusalPage.home"))}</a></p>`;
  res.type("html").send(refusalDocument({ lang: "en", title, message, after: `<p>${escapeHtml(back)}</p>${link}` }));
}
