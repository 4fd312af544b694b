// Reads and validates the process environment once, at start, so a bad value stops the server with
// a message that names the variable instead of failing later in a request.
import { z } from "zod";
import { MPESA_PUSHES_PER_CLIENT_ADDRESS } from "~/features/payments/mpesa-limits";
import { DARAJA_FILTERED_URL_WORDS, filteredWordsIn } from "~/features/payments/provider-callback-urls";

const DARAJA_FILTERED_WORDS_TEXT = DARAJA_FILTERED_URL_WORDS.join(", ");

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .url({ message: "must be a URL" })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    })
    .optional();

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 65535" })
    .max(65535, { message: "must be between 1 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .string()
    .url({ message: "must be a URL such as https://www.example.com" })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, optionalUrl(["postgres", "postgresql"])),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SEED_ON_START: z.preprocess(emptyAsUndefined, booleanFlag.default(true)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, booleanFlag.default(false)),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // After SIGTERM, /readyz answers 503 this long while pages are still served, so load balancers stop
  // sending traffic before the listener closes (docs/deploy.md).
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  // Overload (server/admission.ts): requests worked on at once and waiting, for pages and for booking posts.
  REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(16),
  REQUEST_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  BOOKING_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(4),
  BOOKING_QUEUE: z.coerce.number().int().min(0).max(100_000).default(400),
  // Rendered public pages for anonymous visitors (server/page-cache.ts); 0 turns the cache off.
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  // Uploaded pictures in an S3-compatible object store shared by every app server, when MEDIA_S3_BUCKET is set;
  // otherwise on local disk under DATA_DIR/uploads (docs/deploy.md, "Uploaded media").
  MEDIA_S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
      )
      .optional(),
  ),
  /** The store's address (path-style requests go to <endpoint>/<bucket>/...); Amazon S3 in the region when unset. */
  MEDIA_S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    optionalUrl(["http", "https"]).transform((value) => value?.replace(/\/+$/, "")),
  ),
  MEDIA_S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, "must be a region name such as us-east-1, eu-west-1 or auto")
      .default("us-east-1"),
  ),
  MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** A folder inside the bucket ("heartbeest" or "sites/heartbeest/"), so one bucket can hold other things too. */
  MEDIA_S3_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/,
        "must be folder names of letters, digits, '.', '_' and '-' separated by '/', such as heartbeest/media",
      )
      .transform((value) => (value.endsWith("/") ? value : `${value}/`))
      .optional(),
  ),
  // Staff picture uploads larger than this many megapixels are refused (app/services/images).
  UPLOAD_MAX_MEGAPIXELS: z.coerce.number().min(1).max(200).default(40),
  // Megabytes of proofs of residency one client address may upload a day; unset, the default in
  // app/features/trip/residency-proof-limits.ts. At least 5, so one full-size document always fits.
  RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(5).max(100_000).optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email({ message: "must be an e-mail address" }).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(12, { message: "must be at least 12 characters" }).optional(),
  ),
  SMTP_URL: z.preprocess(emptyAsUndefined, optionalUrl(["smtp", "smtps"])),
  MAIL_FROM: z.string().min(3).default("Heartbeest Safari <bookings@heartbeest-safari.example>"),
  // Back-off between attempts to send an e-mail: the first wait, doubled after each failure up to the max.
  EMAIL_RETRY_FIRST_DELAY_MS: z.coerce.number().int().min(100).default(30_000),
  EMAIL_RETRY_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 60_000),
  STAFF_EMAIL: z
    .string()
    .email({ message: "must be an e-mail address" })
    .default("reservations@heartbeest-safari.example"),
  /**
   * The address travellers' e-mail answers come back to (docs/inbox.md "Answers by e-mail"): each reply is sent
   * with Reply-To local+{enquiry's token}@domain, and the mail provider posts what arrives there to
   * /api/email/inbound. Off (Reply-To is STAFF_EMAIL) until both this and the webhook secret are set.
   */
  INBOUND_EMAIL_ADDRESS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .email({ message: "must be an e-mail address" })
      .refine((value) => !value.split("@")[0]?.includes("+"), { message: "must not contain + (the token goes there)" })
      .optional(),
  ),
  /** The password of the inbound webhook's basic authentication (https://inbound:{secret}@site/api/email/inbound). */
  INBOUND_EMAIL_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(24, { message: "must be at least 24 characters" }).optional(),
  ),
  // WhatsApp through the WhatsApp Business Cloud API (docs/inbox.md "WhatsApp"): off until the four below are set.
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,20}$/)
      .optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(20).optional()),
  /** The Meta app's secret: every webhook post is signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** What Meta sends back when the webhook is registered (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  WHATSAPP_API_BASE_URL: z.string().url({ message: "must be a URL" }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_API_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * The approved message template sent outside the 24-hour window, with the traveller's first name as {{1}} and
   * the enquiry's reference as {{2}}, approved in en, de, fr, it and es.
   */
  WHATSAPP_TEMPLATE_NAME: z
    .string()
    .regex(/^[a-z0-9_]{1,512}$/, { message: "must be a template name (lower case, digits, _)" })
    .default("enquiry_follow_up"),
  YOUTUBE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  YOUTUBE_CHANNEL_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  YOUTUBE_API_BASE_URL: z.string().url({ message: "must be a URL" }).default("https://www.googleapis.com/youtube/v3"),
  // M-Pesa by Safaricom's Daraja API (STK push): off until the four credentials are set (docs/payments.md).
  MPESA_CONSUMER_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  MPESA_CONSUMER_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  MPESA_SHORTCODE: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
      .optional(),
  ),
  MPESA_PASSKEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** A paybill (CustomerPayBillOnline) or a till (Buy Goods: CustomerBuyGoodsOnline, PartyB = the till). */
  MPESA_SHORTCODE_TYPE: z.preprocess(
    emptyAsUndefined,
    z.enum(["paybill", "till"], { message: "must be paybill or till" }).default("paybill"),
  ),
  /** A till's store number (head office), when Safaricom gave one: the BusinessShortCode of its pushes. */
  MPESA_STORE_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, "must be 5 to 7 digits")
      .optional(),
  ),
  MPESA_API_BASE_URL: z.string().url({ message: "must be a URL" }).default("https://sandbox.safaricom.co.ke"),
  /** How long a Daraja call may take before its answer counts as not coming (a push is then "unknown"). */
  MPESA_API_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /**
   * STK push requests one client address (IPv6: its /64) may make per hour (MPESA_PUSHES_PER_CLIENT_ADDRESS);
   * raise it when many customers reach the site through one carrier-grade NAT address.
   */
  MPESA_PUSHES_PER_ADDRESS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(MPESA_PUSHES_PER_CLIENT_ADDRESS.limit),
  /** Where Safaricom can reach this site (https in production); SITE_URL when unset. */
  MPESA_CALLBACK_BASE_URL: z.preprocess(
    emptyAsUndefined,
    optionalUrl(["http", "https"]).refine((value) => value === undefined || filteredWordsIn(value).length === 0, {
      message: `must not contain ${DARAJA_FILTERED_WORDS_TEXT} (in any case): Safaricom does not call such URLs`,
    }),
  ),
  /** The secret path segment of the M-Pesa callback URL; derived from AUTH_SECRET when unset. */
  MPESA_CALLBACK_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16)
      .refine((value) => filteredWordsIn(value).length === 0, {
        message: `must not contain ${DARAJA_FILTERED_WORDS_TEXT} (in any case): Safaricom does not call such URLs; \`openssl rand -hex 32\` makes a safe one`,
      })
      .optional(),
  ),
  // Cards by Pesapal's hosted checkout (API 3.0): off until both credentials are set (docs/decisions/012).
  PESAPAL_CONSUMER_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  PESAPAL_CONSUMER_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  PESAPAL_API_BASE_URL: z.string().url({ message: "must be a URL" }).default("https://cybqa.pesapal.com/pesapalv3"),
  /** Passport and medical details are deleted this many months after the trip ends. */
  GUEST_DATA_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
  /** How often each app server runs the payment jobs (STK Query, reconciliation, reminders, retention). */
  PAYMENT_JOBS_INTERVAL_MS: z.coerce.number().int().min(200).default(60_000),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws a ConfigError listing every bad variable at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const problems = problemsBetween(result.data, env);
    if (problems.length > 0) throw new ConfigError(problems);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const value = env[name];
    return `${name}=${JSON.stringify(shownValue(name, value))}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}

const MEDIA_S3_SETTINGS = [
  "MEDIA_S3_ENDPOINT",
  "MEDIA_S3_REGION",
  "MEDIA_S3_ACCESS_KEY_ID",
  "MEDIA_S3_SECRET_ACCESS_KEY",
  "MEDIA_S3_PREFIX",
] as const;

/** Variables that are each fine alone but not together (or not apart). */
function problemsBetween(config: AppConfig, env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if ((config.ADMIN_EMAIL === undefined) !== (config.ADMIN_PASSWORD === undefined)) {
    problems.push("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (config.MEDIA_S3_BUCKET) {
    const missing = (["MEDIA_S3_ACCESS_KEY_ID", "MEDIA_S3_SECRET_ACCESS_KEY"] as const).filter((name) => !config[name]);
    if (missing.length > 0) problems.push(`MEDIA_S3_BUCKET is set, so ${missing.join(" and ")} must be set too`);
  } else {
    // Half an object store set-up would quietly keep pictures on this server's own disk.
    const set = MEDIA_S3_SETTINGS.filter((name) => emptyAsUndefined(env[name]) !== undefined);
    if (set.length > 0) {
      problems.push(
        `${set.join(", ")} ${set.length === 1 ? "is" : "are"} set but MEDIA_S3_BUCKET is not: set it to keep uploads in the object store, or unset ${set.length === 1 ? "it" : "them"} to keep them on local disk`,
      );
    }
  }
  return problems;
}

/** The value as an error message may show it: secrets masked, and the password inside a URL removed. */
function shownValue(name: string, value: string | undefined): string {
  if (value === undefined) return "";
  if (/PASSWORD|SECRET|KEY/.test(name)) return "***";
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@\s]*@/i, "$1:***@");
}
