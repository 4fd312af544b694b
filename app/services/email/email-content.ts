// An e-mail's content written once as blocks, rendered as plain text and as simple HTML. Every piece of
// text is escaped in the HTML, so a traveller's message can never inject markup. The HTML names the language
// the e-mail is written in (runInLocale in app/i18n/server-messages.server.ts).
import { currentLocale } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";

export type EmailBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "details"; rows: readonly (readonly [label: string, value: string])[] };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Escaped, with line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replaceAll("\n", "<br>");
}

export function renderEmail(subject: string, blocks: readonly EmailBlock[]): RenderedEmail {
  return { subject, text: renderText(blocks), html: renderHtml(subject, blocks) };
}

function renderText(blocks: readonly EmailBlock[]): string {
  return `${blocks.map(blockText).join("\n\n")}\n`;
}

/** A label's colon as the e-mail's language writes it: French sets it apart with a no-break space, as the site does. */
function colon(): string {
  return currentLocale() === "fr" ? "\u00a0:" : ":";
}

function blockText(block: EmailBlock): string {
  if (block.type === "heading") return `${block.text}\n${"-".repeat(block.text.length)}`;
  if (block.type === "paragraph") return block.text;
  return block.rows
    .map(([label, value]) =>
      value.includes("\n") ? `${label}${colon()}\n  ${value.replaceAll("\n", "\n  ")}` : `${label}${colon()} ${value}`,
    )
    .join("\n");
}

const styles = {
  body: "margin:0;padding:24px;background:#f6f1e7;font-family:Helvetica,Arial,sans-serif;color:#2b2622;line-height:1.5",
  card: "max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px",
  brand: "margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:#8a5a1f",
  heading: "margin:24px 0 8px;font-family:Georgia,serif;font-size:18px",
  paragraph: "margin:0 0 16px",
  table: "border-collapse:collapse;width:100%;margin:0 0 16px",
  label: "padding:6px 12px 6px 0;vertical-align:top;color:#6b6158;white-space:nowrap",
  value: "padding:6px 0;vertical-align:top",
};

function renderHtml(subject: string, blocks: readonly EmailBlock[]): string {
  return `<!doctype html>
<html lang="${currentLocale()}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${styles.body}">
<div style="${styles.card}">
<p style="${styles.brand}">${escapeHtml(COMPANY.name)}</p>
${blocks.map(blockHtml).join("\n")}
</div>
</body>
</html>
`;
}

function blockHtml(block: EmailBlock): string {
  if (block.type === "heading") return `<h2 style="${styles.heading}">${htmlText(block.text)}</h2>`;
  if (block.type === "paragraph") return `<p style="${styles.paragraph}">${htmlText(block.text)}</p>`;
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><td style="${styles.label}">${htmlText(label)}</td><td style="${styles.value}">${htmlText(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" style="${styles.table}">${rows}</table>`;
}
