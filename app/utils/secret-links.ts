// Links that carry a secret (a trip page's token, an invitation's, a password reset's, the M-Pesa
// callback's; an enquiry's reply address): only their recipient may ever use them, so staff never read them and logs never keep them.
// Every place staff read stored text (the outbox, the audit log, the table screens, exports) and the request
// log pass it through redactSecretLinks; secret-links.test.ts checks that every route the app issues with a
// secret in it is listed here.
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import { PAGE_SEGMENTS } from "~/i18n/paths";

export interface SecretLink {
  /** What the link is, in words. */
  name: string;
  /** Who alone may open it. */
  recipient: string;
  /** The route as app/routes.ts names it (English), with the secret as `:token` or `:secret`, or `?token=`. */
  route: string;
  /** Also under /de, /fr, /it and /es with the page's name in that language (app/i18n/paths.ts). */
  localized?: boolean;
}

export const SECRET_LINKS: readonly SecretLink[] = [
  { name: "trip page", recipient: "the traveller", route: "trip/:token", localized: true },
  { name: "staff invitation", recipient: "the invited person", route: "invite/:token" },
  { name: "password reset", recipient: "the account's owner", route: "update-password?token=" },
  // The sign-in library's own reset address (under api/auth/*): never sent, but it takes the same token.
  { name: "password reset (sign-in API)", recipient: "the account's owner", route: "api/auth/reset-password/:token" },
  { name: "M-Pesa callback", recipient: "Safaricom", route: "api/payments/mobile-money/callback/:secret" },
  { name: "M-Pesa callback (old path)", recipient: "Safaricom", route: "api/payments/mpesa/callback/:secret" },
];

/** Names of route parameters that carry a secret: a route with one of them must be listed in SECRET_LINKS. */
export const SECRET_ROUTE_PARAMETERS: readonly string[] = [":token", ":secret"];

/**
 * Every other parameter a route in app/routes.ts has, each of which never carries a secret: ids and slugs of
 * what anyone may see, a language, a file's or a chart's name, and the splats of the auth API, files and pages
 * not found. A new parameter must be put in one list or the other (secret-links.test.ts).
 */
export const PUBLIC_ROUTE_PARAMETERS: readonly string[] = [
  ":id",
  ":slug",
  ":destinationSlug",
  ":packageId",
  ":paymentId",
  ":proofId",
  ":locale",
  ":file",
  ":chart",
  ":owner",
  ":entity",
  ":table",
  "*",
];

/** What a secret becomes wherever staff read it. */
export const HIDDEN_SECRET = "[hidden]";

/**
 * A secret's characters: anything up to the next path, query or fragment separator, quote, space or
 * backslash (which escapes the closing quote of a JSON string, as in a log line).
 */
const SECRET_CHARS = `[^/.?#&\\s"'<>()\\[\\]\\\\]+`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The link's address up to its secret, as a pattern: `/(?:de/)?(?:trip|reise)/` for the trip page. */
function prefixPattern(link: SecretLink): string {
  const [path = "", query] = link.route.split("?");
  if (query !== undefined) {
    // The secret is a query parameter: the page's path, then `?` (or `&`, `&amp;` in HTML) before it.
    return `/${escapeRegExp(path)}\\?(?:[^#\\s"'<>]*?(?:&|&amp;|;))?${escapeRegExp(query.replace(/=$/, ""))}=`;
  }
  const segments = path.split("/");
  const secretAt = segments.findIndex((segment) => segment.startsWith(":"));
  const before = segments.slice(0, secretAt);
  if (!link.localized) return `/${before.map(escapeRegExp).join("/")}/`;
  const [first = "", ...rest] = before;
  const names = [first, ...Object.values(PAGE_SEGMENTS[first] ?? {})].map(escapeRegExp).join("|");
  const locales = TRANSLATED_LOCALES.map(escapeRegExp).join("|");
  return `/(?:(?:${locales})/)?(?:${names})/${rest.map((segment) => `${escapeRegExp(segment)}/`).join("")}`;
}

const PATTERNS = SECRET_LINKS.map(
  (link) => [link, new RegExp(`(${prefixPattern(link)})${SECRET_CHARS}`, "gi")] as const,
);

/**
 * Any other query parameter named like a secret, on any address; `hub.verify_token` is the one Meta sends when
 * it checks the WhatsApp webhook.
 */
const SECRET_PARAMETER = new RegExp(
  `([?&;](?:token|secret|reset_token|invite_token|hub\\.verify_token)=)${SECRET_CHARS}`,
  "gi",
);

/**
 * An enquiry's reply address, reservations+{token}@domain (app/features/inbox/reply-address.ts): whoever knows
 * it can write into the enquiry's thread, so it is hidden like a link's secret.
 */
const REPLY_ADDRESS_TOKEN = /(\+)[a-f0-9]{32}(?=@)/gi;

/** Fields of stored rows that hold such a secret on their own (an enquiry's reply token). */
const SECRET_FIELDS = new Set(["replyToken", "reply_token"]);

/**
 * The text with the secret of every secret-bearing link replaced (by "[hidden]" unless told otherwise), in
 * every language's address and inside HTML; everything else stays as it was.
 */
export function redactSecretLinks(text: string, marker: (link: SecretLink | null) => string = () => HIDDEN_SECRET) {
  let redacted = text;
  for (const [link, pattern] of PATTERNS)
    redacted = redacted.replace(pattern, (_match, prefix) => prefix + marker(link));
  return redacted
    .replace(SECRET_PARAMETER, (_match, prefix) => prefix + marker(null))
    .replace(REPLY_ADDRESS_TOKEN, (_match, prefix) => prefix + marker(null));
}

/** The secrets of every secret link in the text (each once): exactly what redactSecretLinks hides. */
export function secretsIn(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of [...PATTERNS.map(([, one]) => one), SECRET_PARAMETER, REPLY_ADDRESS_TOKEN]) {
    for (const match of text.matchAll(pattern)) found.add(match[0].slice(match[1]!.length));
  }
  return [...found];
}

/** What a secret becomes in the server's log: [secret] for the M-Pesa callback's, [token] for the others. */
function logMarker(link: SecretLink | null): string {
  return link?.route.includes(":secret") ? "[secret]" : "[token]";
}

/**
 * Any text on its way to the log (a message, an error's message or stack, a field) with every secret link's
 * secret taken out, wherever in the text the link is. server/logger.ts applies it to every string of every
 * line, so nothing that reaches the log can skip it.
 */
export function redactForLog(text: string): string {
  return redactSecretLinks(text, logMarker);
}

/**
 * A request's address as the log shows it: the path alone (the query string may carry anything) with its
 * secret, if it has one, taken out. The only way a request's path is written to the log.
 */
export function loggedPath(url: string | undefined): string {
  return redactForLog(String(url ?? "").split("?")[0]!);
}

/** Every string inside a value (a row, an audit snapshot, JSON) with its secret links redacted. */
export function redactSecretsIn<Value>(value: Value): Value {
  if (typeof value === "string") return redactSecretLinks(value) as Value;
  if (Array.isArray(value)) return value.map((item) => redactSecretsIn(item)) as Value;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        SECRET_FIELDS.has(key) && typeof item === "string" ? HIDDEN_SECRET : redactSecretsIn(item),
      ]),
    ) as Value;
  }
  return value;
}
