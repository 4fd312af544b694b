// Staff authentication: better-auth over our own tables (staff_users, staff_sessions, ...), with its
// admin plugin for roles and bans and its two-factor plugin for authenticator-app codes. Passwords are hashed with scrypt (memory-hard), sessions live in the
// database behind signed, http-only, same-site cookies, and sign-up is closed: accounts are made by
// `npm run create-admin`, by ADMIN_EMAIL/ADMIN_PASSWORD on first start, or by an admin in the portal.
import { createHash, randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, like, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import {
  appSettings,
  rateLimits,
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { type AuthMessageId, authMessages } from "~/i18n/messages/en/auth";
import { translate } from "~/i18n/translate";
import { clearRateLimit, consumeRateLimit, refundRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import {
  cookieValue,
  knownDeviceCookieName,
  knownDeviceFor,
  knownDeviceSetCookie,
  rememberedDevices,
} from "./known-device.server";
import { RESET_LIMITS, SIGN_IN_LIMITS } from "./sign-in-limits";
import { queuePasswordResetEmail } from "./staff-email.server";
import { KNOWN_DEVICE, PASSWORD_RESET, STAFF_PASSWORD, STAFF_SESSION, TWO_FACTOR } from "./staff-policy";
import { isTwoFactorRequired } from "./two-factor-policy.server";

export const AUTH_BASE_PATH = "/api/auth";

/**
 * The client's address as the HTTP server determined it. Only our own code sets this header on the
 * requests it hands to better-auth (see auth-request.server.ts); a value sent by a browser is dropped.
 */
export const CLIENT_ADDRESS_HEADER = "x-heartbeest-client-address";

const AUTH_SECRET_SETTING = "auth_secret";

/** Who the audit log names for a password reset asked for on the sign-in pages (no one is signed in). */
export const RESET_REQUEST_ACTOR = "Forgot password page";

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

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface SignInCounter {
  key: string;
  max: number;
  windowSeconds: number;
  /** On a successful sign-in: forget the failures, or only hand back this attempt. */
  onSuccess: "clear" | "refund";
  /** The message when this counter refuses; the general one otherwise. */
  refusal?: AuthMessageId;
  /**
   * Counted, but refuses only while `whenOver`'s counter is past its own limit (the account-wide count
   * of failures never refuses by itself; it only turns this one on).
   */
  onlyWhenOver?: string;
  /** Counted, never refusing: only read by an `onlyWhenOver` counter. */
  neverRefuses?: boolean;
  /**
   * On a successful sign-in, also hand back the failures the counter named here held (cleared by it): a
   * person's own typos on their network are forgiven, a stranger's failures elsewhere are not.
   */
  alsoHandsBackFailuresOf?: string;
}

/** better-auth's own answer to a reset request, whether or not the account exists. */
const NEUTRAL_RESET_ANSWER = {
  status: true as const,
  message: "If this email exists in our system, check your email for the reset link",
};

/**
 * The answer to a reset request made while the account's e-mail interval runs: nothing new is sent, and
 * the page says when the waiting link went. Given for every address alike, ours or not, so it tells
 * nobody whether an account exists.
 */
export interface ResetAlreadySentAnswer {
  status: true;
  message: string;
  /** When the link still waiting in the mailbox was asked for (ISO 8601). */
  alreadySentAt: string;
  /** From when a request sends a new link (ISO 8601). */
  nextLinkFrom: string;
}

/** The rate-limit key that allows one reset e-mail per account per interval. */
function resetEmailKey(email: string): string {
  return `reset:email:${email.trim().toLowerCase()}`;
}

const RESET_IDENTIFIER_PREFIX = "reset-password:";

/** How a reset link's identifier is stored: its kind, then a hash (as better-auth's "hashed" makes it). */
function storedResetIdentifier(identifier: string): string {
  return `${RESET_IDENTIFIER_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}

/**
 * Deletes the account's reset links (better-auth keeps the account id as a reset link's value), all of
 * them or those made before the one just issued, so of two requests racing, the later link stays.
 */
export async function revokeResetLinks(db: Database, userId: string, { keep }: { keep?: string } = {}) {
  const ofAccount = and(
    eq(staffVerifications.value, userId),
    like(staffVerifications.identifier, `${RESET_IDENTIFIER_PREFIX}%`),
  );
  if (!keep) {
    await db.delete(staffVerifications).where(ofAccount);
    return;
  }
  // Made earlier, or in the same instant with a smaller identifier: exactly one of any two survives.
  const kept = db
    .select({ createdAt: staffVerifications.createdAt, identifier: staffVerifications.identifier })
    .from(staffVerifications)
    .where(eq(staffVerifications.identifier, keep));
  await db
    .delete(staffVerifications)
    .where(and(ofAccount, sql`(${staffVerifications.createdAt}, ${staffVerifications.identifier}) < (${kept})`));
}

/**
 * The network auth-request.server.ts's address belongs to, as every per-address limit counts it (an IPv6
 * address's /64); one shared bucket if it is somehow missing.
 */
function hookClientNetwork(ctx: AuthHookContext): string {
  const address = ctx.headers?.get(CLIENT_ADDRESS_HEADER);
  return address ? rateLimitSubject(address) : "unknown";
}

export function createStaffAuth({ db, config, logger, secret }: StaffAuthDependencies & { secret: string }) {
  const siteOrigin = new URL(config.SITE_URL).origin;

  const secureCookies = config.SITE_URL.startsWith("https:");
  const deviceCookie = knownDeviceCookieName(secureCookies);
  const t = (id: AuthMessageId, values?: Record<string, string | number>) => translate(authMessages, id, values);
  // A refusal says when to try again, in words and in Retry-After (the sign-in page passes it on).
  const tooMany = (id: AuthMessageId, retryAfterSeconds: number, values: Record<string, number> = {}) =>
    new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: "TOO_MANY_ATTEMPTS",
        message: t(id, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)), ...values }),
      },
      { "Retry-After": String(retryAfterSeconds) },
    );

  /**
   * The counters a sign-in attempt for `email` counts against. A browser the account signed in on
   * before counts only against its own device. Any other counts against its network, its (network,
   * account) pair and the account; the account's count never refuses anyone: past its limit the account
   * is being guessed at from many places, and each network then has a small hourly allowance for it. So
   * however many networks a stranger has, a member of staff who knows their password gets in from any
   * browser on a network of their own, and the stranger's guesses are slowed to that allowance per network.
   */
  function signInCounters(ctx: AuthHookContext, email: string): SignInCounter[] {
    const deviceId = knownDeviceFor(secret, cookieValue(ctx.headers?.get("cookie"), deviceCookie), email);
    if (deviceId) {
      return [{ key: `signin:device:${deviceId}`, ...SIGN_IN_LIMITS.perKnownDevice, onSuccess: "clear" }];
    }
    const network = hookClientNetwork(ctx);
    const accountKey = `signin:account:${email}`;
    const pairKey = `signin:address-account:${network}:${email}`;
    return [
      // A network's count is only handed back, not cleared, on success: signing in to an account of
      // one's own must not wipe the failures the same network piled up against others.
      { key: `signin:address:${network}`, ...SIGN_IN_LIMITS.perAddress, onSuccess: "refund" },
      // Handed back, not cleared, when someone gets in: the strangers' failures still count.
      {
        key: accountKey,
        ...SIGN_IN_LIMITS.perAccount,
        onSuccess: "refund",
        neverRefuses: true,
        alsoHandsBackFailuresOf: pairKey,
      },
      { key: pairKey, ...SIGN_IN_LIMITS.perAddressAndAccount, onSuccess: "clear" },
      {
        key: `signin:address-account-hour:${network}:${email}`,
        ...SIGN_IN_LIMITS.perAddressAndAccountUnderAttack,
        onSuccess: "clear",
        onlyWhenOver: accountKey,
        refusal: "auth.error.accountUnderAttack",
      },
    ];
  }

  async function count(counter: { key: string; max: number; windowSeconds: number }) {
    return consumeRateLimit(db, { key: counter.key, limit: counter.max, windowMs: counter.windowSeconds * 1000 });
  }

  // Runs before the password is checked, so a refused attempt costs no hashing.
  const beforeAuth = createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/two-factor/disable" && (await isTwoFactorRequired(db))) {
      // The owner's requirement holds whichever way the request comes (our form or /api/auth).
      throw new APIError("FORBIDDEN", { code: "TWO_FACTOR_REQUIRED", message: TWO_FACTOR.cannotTurnOffMessage });
    }
    if (ctx.path === "/change-password") {
      // A new password always ends the account's other sessions, whoever calls the endpoint.
      return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
    }
    const email = normalisedEmail((ctx.body as { email?: unknown } | undefined)?.email);
    if (!email) return;

    if (ctx.path === "/sign-in/email") {
      const counted: SignInCounter[] = [];
      const over = new Set<string>();
      for (const counter of signInCounters(ctx, email)) {
        const decision = await count(counter);
        if (!decision.allowed && counter.neverRefuses) over.add(counter.key);
        const refuses = !(counter.neverRefuses || (counter.onlyWhenOver && !over.has(counter.onlyWhenOver)));
        if (!decision.allowed && refuses) {
          // The attempt never ran: it must not use up the pair's or address's allowance.
          await Promise.all(counted.map((earlier) => refundRateLimit(db, earlier.key)));
          throw tooMany(counter.refusal ?? "auth.error.tooManyAttempts", decision.retryAfterSeconds, {
            max: counter.max,
          });
        }
        counted.push(counter);
      }
      return;
    }

    if (ctx.path === "/request-password-reset") {
      const network = hookClientNetwork(ctx);
      const fromNetwork = await count({ key: `reset:address:${network}`, ...RESET_LIMITS.perAddress });
      if (!fromNetwork.allowed) throw tooMany("auth.error.tooManyResetRequests", fromNetwork.retryAfterSeconds);
      // One e-mail per account per interval, whoever asks: strangers cannot flood the mailbox, nor use up
      // an allowance (the link they made go out is in the member of staff's own inbox, and still works).
      // Counted by the address typed, so an unknown address gets the same answers as a real one.
      const windowSeconds = RESET_LIMITS.oneEmailPerAccountSeconds;
      const once = await count({ key: resetEmailKey(email), max: 1, windowSeconds });
      if (!once.allowed) {
        logger?.info({ kind: "staff_password_reset_coalesced" }, "password reset not sent: one was sent recently");
        return ctx.json({
          ...NEUTRAL_RESET_ANSWER,
          alreadySentAt: new Date(once.windowStartedAt).toISOString(),
          nextLinkFrom: new Date(once.windowStartedAt + windowSeconds * 1000).toISOString(),
        } satisfies ResetAlreadySentAnswer);
      }
    }
  });

  const afterAuth = createAuthMiddleware(async (ctx) => {
    if (ctx.path === "/change-password") {
      const returned = ctx.context.returned as { user?: { id?: unknown; email?: unknown; name?: unknown } } | undefined;
      if (!isAPIError(returned) && typeof returned?.user?.id === "string") {
        const { id, email, name } = returned.user;
        await revokeResetLinks(db, id);
        await clearRateLimit(db, resetEmailKey(String(email)));
        await recordAudit(db, {
          actor: { id, email: String(email) },
          action: "update",
          tableName: "staff_users",
          rowId: id,
          after: { event: "password-changed", name, email, otherSessionsEnded: true },
        });
      }
      return;
    }
    if (ctx.path !== "/sign-in/email") return;
    const email = normalisedEmail((ctx.body as { email?: unknown } | undefined)?.email);
    if (!email) return;
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    // Only wrong passwords and refusals stay counted; a success or our own failure is handed back.
    if (failed && returned.statusCode < 500) return;
    const counters = signInCounters(ctx, email);
    const cleared = new Map<string, number>();
    for (const counter of counters) {
      if (counter.onSuccess === "clear" && !failed) cleared.set(counter.key, await clearRateLimit(db, counter.key));
    }
    await Promise.all(
      counters
        .filter((counter) => !cleared.has(counter.key))
        .map((counter) => {
          // The cleared counter held this attempt too, and the typos before it.
          const withTypos = failed ? 1 : (cleared.get(counter.alsoHandsBackFailuresOf ?? "") ?? 1);
          return refundRateLimit(db, counter.key, Math.max(1, withTypos));
        }),
    );
    if (failed || !ctx.context.newSession) return;
    ctx.setCookie(
      deviceCookie,
      rememberedDevices(secret, cookieValue(ctx.headers?.get("cookie"), deviceCookie), email),
      {
        maxAge: KNOWN_DEVICE.maxAgeSeconds,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: secureCookies,
      },
    );
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
        twoFactor: staffTwoFactors,
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
      // A copy of the database must not hand out working reset links: identifiers are stored hashed.
      // A reset link's hash keeps its kind in front, so an account's links can be found and revoked.
      storeIdentifier: {
        default: "hashed",
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: async (identifier) => storedResetIdentifier(identifier) } },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: STAFF_PASSWORD.minLength,
      maxPasswordLength: STAFF_PASSWORD.maxLength,
      resetPasswordTokenExpiresIn: PASSWORD_RESET.tokenLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        // The link used is spent already; any other still waiting in the mailbox goes too.
        await revokeResetLinks(db, user.id);
        // The link waiting in the mailbox is spent: the next request sends a new one straight away.
        await clearRateLimit(db, resetEmailKey(user.email));
        await recordAudit(db, {
          actor: { id: user.id, email: user.email },
          action: "update",
          tableName: "staff_users",
          rowId: user.id,
          after: { event: "password-reset", name: user.name, email: user.email, signedOutEverywhere: true },
        });
      },
      async sendResetPassword({ user, token }, request) {
        // A blocked account gets no link: it could not sign in with the new password anyway.
        if ((user as { banned?: boolean | null }).banned) {
          logger?.info({ kind: "staff_password_reset_blocked" }, "password reset not sent: the account is blocked");
          return;
        }
        // Only the newest link works: a new one revokes every earlier one of the account.
        await revokeResetLinks(db, user.id, { keep: storedResetIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`) });
        // Our own link to the update-password page: opening it (or a mail scanner prefetching it) does
        // not use the token up; only submitting a new password does.
        const url = `${config.SITE_URL}${PASSWORD_RESET.path}?token=${encodeURIComponent(token)}`;
        await queuePasswordResetEmail(db, { to: user.email, name: user.name, url });
        // Whoever asked is not signed in: the entry names the page and the address it was asked from.
        await recordAudit(db, {
          actor: { id: null, email: RESET_REQUEST_ACTOR },
          action: "update",
          tableName: "staff_users",
          rowId: user.id,
          after: {
            event: "password-reset-requested",
            name: user.name,
            email: user.email,
            askedFrom: request?.headers.get(CLIENT_ADDRESS_HEADER) ?? null,
          },
        });
        logger?.info({ kind: "staff_password_reset" }, "password reset e-mail queued");
      },
    },
    // The library's own limiter counts every request per address and path, good or bad. For sign-in it
    // is only a flood guard well above any person's use (the limits that matter are the hooks' above,
    // which count failures only); for reset requests the hooks' own per-address limit stands in for it.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": {
          window: SIGN_IN_LIMITS.requestsPerAddress.windowSeconds,
          max: SIGN_IN_LIMITS.requestsPerAddress.max,
        },
        "/request-password-reset": false,
        // The plugin's own rule (3 in 10 seconds per address and path) trips over a person who mistypes
        // twice; guessing is stopped by the plugin's per-sign-in and per-account limits instead.
        "/two-factor/*": {
          window: TWO_FACTOR.requestsPerAddress.windowSeconds,
          max: TWO_FACTOR.requestsPerAddress.max,
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
      useSecureCookies: secureCookies,
      cookiePrefix: "heartbeest",
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    hooks: { before: beforeAuth, after: afterAuth },
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
      // Codes by e-mail or text message are not offered: an authenticator app and recovery codes only.
      "/two-factor/send-otp",
      "/two-factor/verify-otp",
      ...ADMIN_PLUGIN_PATHS,
    ],
    // Only owners may use the library's account endpoints; each role is declared so accounts can hold it.
    plugins: [
      admin({
        defaultRole: "agent",
        adminRoles: ["owner"],
        roles: { owner: adminAc, manager: userAc, agent: userAc },
      }),
      // An authenticator app's codes (TOTP) with recovery codes, both stored encrypted with the secret;
      // signing in to such an account continues at /login/two-factor (a short-lived two_factor cookie).
      twoFactor({
        issuer: TWO_FACTOR.issuer,
        trustDeviceMaxAge: TWO_FACTOR.trustBrowserSeconds,
        twoFactorCookieMaxAge: TWO_FACTOR.challengeSeconds,
        backupCodeOptions: { amount: TWO_FACTOR.recoveryCodeCount, storeBackupCodes: "encrypted" },
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR.lockout.maxFailedAttempts,
          durationSeconds: TWO_FACTOR.lockout.durationSeconds,
        },
      }),
    ],
    onAPIError: {
      // Refusals (a wrong password, a limit reached) are answers, not faults. A failed query's own
      // message carries its parameters (session tokens among them), so only its cause is logged.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) {
          logger?.debug({ status: error.statusCode, code: error.body?.code }, "auth: request refused");
          return;
        }
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
        logger?.error({ error: error instanceof Error ? error.name : typeof error, cause }, "auth: request failed");
      },
    },
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

/** The e-mail of the account a reset link is for, while the link can still be used. */
export async function resetLinkAccountEmail(deps: StaffAuthDependencies, token: string): Promise<string | null> {
  const internal = await (await getStaffAuth(deps)).$context;
  const verification = await internal.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt <= new Date()) return null;
  const user = await internal.internalAdapter.findUserById(verification.value);
  return user?.email ?? null;
}

/**
 * A Set-Cookie line making this browser known for the account: after a reset completed from the e-mailed
 * link (the browser proved it can read the account's mail), so a member of staff on a new browser
 * during an attack on their account still gets in.
 */
export async function rememberDeviceCookie(
  deps: StaffAuthDependencies,
  cookieHeader: string | null,
  email: string,
): Promise<string> {
  const { secret } = await (await getStaffAuth(deps)).$context;
  const secure = deps.config.SITE_URL.startsWith("https:");
  const current = cookieValue(cookieHeader, knownDeviceCookieName(secure));
  return knownDeviceSetCookie(rememberedDevices(secret, current, email.trim().toLowerCase()), secure);
}
