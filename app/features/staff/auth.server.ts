// Staff authentication: better-auth over our own tables (staff_users, staff_sessions, ...), with its
// admin plugin for roles and bans. Passwords are hashed with scrypt (memory-hard), sessions live in the
// database behind signed, http-only, same-site cookies, and sign-up is closed: accounts are made by
// `npm run create-admin`, by ADMIN_EMAIL/ADMIN_PASSWORD on first start, or by an admin in the portal.
import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { appSettings, rateLimits, staffAccounts, staffSessions, staffUsers, staffVerifications } from "~/db/schema";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import { queuePasswordResetEmail } from "./staff-email.server";
import { PASSWORD_RESET, SIGN_IN_LIMITS, STAFF_PASSWORD, STAFF_ROLES, STAFF_SESSION } from "./staff-policy";

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The client's address as the HTTP server determined it. Only our own code sets this header on the
 * requests it hands to better-auth (see auth-request.server.ts); a value sent by a browser is dropped.
 */
export const CLIENT_ADDRESS_HEADER = "x-heartbeest-client-address";

const AUTH_SECRET_SETTING = "auth_secret";

const ADMIN_PLUGIN_PATHS = [
  "set-role",
  "get-user",
  "create-user",
  "update-user",
  "list-users",
  "list-user-sessions",
  "unban-user",
  "ban-user",
  "impersonate-user",
  "stop-impersonating",
  "revoke-user-session",
  "revoke-user-sessions",
  "remove-user",
  "set-user-password",
  "has-permission",
].map((name) => `/admin/${name}`);

export interface StaffAuthDependencies {
  db: Database;
  config: AppConfig;
  logger?: Logger;
}

/**
 * AUTH_SECRET when configured; otherwise a random secret made on first start and kept in app_settings,
 * so every app server on the same database signs cookies with the same key and restarts keep sessions.
 */
export async function resolveAuthSecret(db: Database, config: Pick<AppConfig, "AUTH_SECRET">): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const generated = randomBytes(32).toString("base64url");
  await db.insert(appSettings).values({ key: AUTH_SECRET_SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, AUTH_SECRET_SETTING));
  if (typeof row?.value !== "string" || row.value.length < 32) {
    throw new Error("The stored authentication secret is missing or too short; set AUTH_SECRET");
  }
  return row.value;
}

function normalisedEmail(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

export function createStaffAuth({ db, config, logger, secret }: StaffAuthDependencies & { secret: string }) {
  const siteOrigin = new URL(config.SITE_URL).origin;

  // Per-account counting, whichever address the attempts come from; better-auth's own limiter counts
  // per address. Both run before the password is checked, so a locked account costs no hashing.
  const perAccountLimit = createAuthMiddleware(async (ctx) => {
    const rule =
      ctx.path === "/sign-in/email"
        ? { prefix: "signin:email:", ...SIGN_IN_LIMITS.perAccount }
        : ctx.path === "/request-password-reset"
          ? { prefix: "reset:email:", ...SIGN_IN_LIMITS.resetPerAccount }
          : null;
    if (!rule) return;
    const email = normalisedEmail((ctx.body as { email?: unknown } | undefined)?.email);
    if (!email) return;
    const decision = await consumeRateLimit(db, {
      key: `${rule.prefix}${email}`,
      limit: rule.max,
      windowMs: rule.windowSeconds * 1000,
    });
    if (!decision.allowed) {
      const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
      throw new APIError("TOO_MANY_REQUESTS", {
        code: "TOO_MANY_ATTEMPTS",
        message: `Too many attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      });
    }
  });

  return betterAuth({
    appName: "Heartbeest Safari",
    baseURL: config.SITE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [siteOrigin],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
      },
    },
    session: {
      expiresIn: STAFF_SESSION.expiresInSeconds,
      updateAge: STAFF_SESSION.refreshAfterSeconds,
    },
    verification: {
      // A copy of the database must not hand out working reset links.
      storeIdentifier: "hashed",
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD.minLength,
      maxPasswordLength: STAFF_PASSWORD.maxLength,
      resetPasswordTokenExpiresIn: PASSWORD_RESET.tokenLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // Our own link to the update-password page: opening it (or a mail scanner prefetching it) does
        // not use the token up; only submitting a new password does.
        const url = `${config.SITE_URL}${PASSWORD_RESET.path}?token=${encodeURIComponent(token)}`;
        await queuePasswordResetEmail(db, { to: user.email, name: user.name, url });
        logger?.info({ kind: "staff_password_reset" }, "password reset e-mail queued");
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: SIGN_IN_LIMITS.perAddress.windowSeconds, max: SIGN_IN_LIMITS.perAddress.max },
        "/request-password-reset": {
          window: SIGN_IN_LIMITS.resetPerAddress.windowSeconds,
          max: SIGN_IN_LIMITS.resetPerAddress.max,
        },
      },
      customStorage: {
        async consume(key, rule) {
          const decision = await consumeRateLimit(db, {
            key: `auth:${key}`,
            limit: rule.max,
            windowMs: rule.window * 1000,
          });
          return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterSeconds };
        },
      },
    },
    advanced: {
      useSecureCookies: config.SITE_URL.startsWith("https:"),
      cookiePrefix: "heartbeest",
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: { before: perAccountLimit },
    // Over HTTP only signing in and out, sessions and passwords are offered. Staff accounts are managed
    // from the portal's own screens, which write the audit log; the admin plugin's endpoints stay
    // available to the server (auth.api) but not to browsers.
    disabledPaths: [
      "/sign-up/email",
      "/sign-in/social",
      "/update-user",
      "/delete-user",
      "/delete-user/callback",
      "/change-email",
      "/send-verification-email",
      "/verify-email",
      "/link-social",
      "/unlink-account",
      "/list-accounts",
      ...ADMIN_PLUGIN_PATHS,
    ],
    plugins: [admin({ defaultRole: STAFF_ROLES[0], adminRoles: [...STAFF_ROLES] })],
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log(level, message, ...args) {
        if (!logger) return;
        const details =
          args.length > 0 ? { details: args.map((arg) => (arg instanceof Error ? arg.message : arg)) } : {};
        if (level === "error") logger.error(details, `auth: ${message}`);
        else if (level === "warn") logger.warn(details, `auth: ${message}`);
        else logger.debug(details, `auth: ${message}`);
      },
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

// One instance per database handle: building it is not free, and every request of a server shares it.
const instances = new WeakMap<Database, Promise<StaffAuth>>();

export function getStaffAuth({ db, config, logger }: StaffAuthDependencies): Promise<StaffAuth> {
  let instance = instances.get(db);
  if (!instance) {
    instance = resolveAuthSecret(db, config).then((secret) => createStaffAuth({ db, config, logger, secret }));
    instance.catch(() => instances.delete(db));
    instances.set(db, instance);
  }
  return instance;
}
