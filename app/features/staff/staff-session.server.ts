// The guard in front of every staff page, action and data request: a valid, unexpired, signed session
// of a staff account that is not banned, checked on the server for each request.
import { type AppLoadContext, data, redirect } from "react-router";
import { CROSS_SITE_MESSAGE, isSameOriginRequest as isSameOrigin } from "~/utils/same-origin";
import { getStaffAuth } from "./auth.server";
import { STAFF_ROLES, type StaffPermission, type StaffRole, staffCan } from "./staff-policy";
import { mustSetUpTwoFactor } from "./two-factor-policy.server";

type GuardContext = Pick<AppLoadContext, "db" | "config" | "logger">;

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Whether the account signs in with a code from an authenticator app as well as its password. */
  twoFactorEnabled: boolean;
}

export interface StaffSession {
  staff: StaffMember;
  /** This browser's session (the account page marks it "this device" and never offers to end it alone). */
  sessionId: string;
  /** Set-Cookie headers when the session was extended and its cookie renewed. */
  cookies: string[];
}

function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role);
}

/** The signed-in staff member, or null for no, forged, expired or revoked session, or a banned account. */
export async function getStaffSession(
  request: Request,
  context: GuardContext,
  {
    refresh = true,
  }: {
    /**
     * false for a read the page makes by itself (the portal's poll): it must not keep an idle session alive,
     * or a tab left open would never be signed out.
     */
    refresh?: boolean;
  } = {},
): Promise<StaffSession | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getStaffAuth(context);
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
    ...(refresh ? {} : { query: { disableRefresh: true } }),
  });
  if (!response) return null;
  const { user, session } = response;
  if (user.banned || !isStaffRole(user.role)) return null;
  return {
    staff: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled === true,
    },
    sessionId: session.id,
    cookies: headers.getSetCookie(),
  };
}

/** Stands in for the site's origin when none is given: only the path and query are ever returned. */
const RETURN_PATH_BASE = "http://heartbeest.invalid";
const SIGN_IN_PAGES = /^\/(login|logout|forgot-password|update-password)(\/|\.data$|$)/i;

/** Control characters (tab, newline, NUL ...) and backslashes, which browsers read as slashes. */
function hasUnsafeCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Percent-decodes until nothing changes (a few rounds, so %252e is seen as "."); null if malformed. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * A path on this site to return to after sign-in, or null (the caller falls back to /admin).
 *
 * The value is resolved against the site's origin with the URL parser, which collapses dot segments:
 * `/.//evil.example`, `/admin/../..//x` and `/%2e//x` all become `//host...`, a protocol-relative URL a
 * browser follows off-site. So the check is made on the normalised path, and again on its fully
 * percent-decoded form, refusing anything that starts with `//`, holds a backslash or a control
 * character (tabs and newlines are dropped by the parser, which would join `/\t/evil` into `//evil`),
 * leaves the origin, or leads back into the sign-in pages. Only the normalised path and query are
 * returned, never what was sent.
 */
export function safeReturnPath(value: unknown, siteUrl: string = RETURN_PATH_BASE): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  if (hasUnsafeCharacter(value)) return null;
  // The path as sent, and fully decoded (the query may hold anything; it cannot change where we go).
  const sentPath = value.split(/[?#]/, 1)[0] ?? "";
  const decodedSentPath = fullyDecoded(sentPath);
  if (decodedSentPath === null) return null;
  for (const path of [sentPath, decodedSentPath]) {
    if (!path.startsWith("/") || path.startsWith("//") || hasUnsafeCharacter(path)) return null;
  }
  let origin: string;
  let url: URL;
  try {
    origin = new URL(siteUrl).origin;
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith("//")) return null;
  // The normalised path once decoded, as a server or proxy further on might read it.
  const decodedPath = fullyDecoded(url.pathname);
  if (decodedPath === null || decodedPath.startsWith("//") || hasUnsafeCharacter(decodedPath)) return null;
  const reparsed = new URL(decodedPath, origin);
  if (reparsed.origin !== origin || reparsed.pathname.startsWith("//")) return null;
  if (SIGN_IN_PAGES.test(url.pathname) || SIGN_IN_PAGES.test(reparsed.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\.data$/, "");
  const back = safeReturnPath(`${path}${url.search}`);
  return back && back !== "/admin" ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}

export const FORBIDDEN_MESSAGE = "Your account does not have access to this page. Ask the owner if you need it.";

/** Refuses, with a 403 the page shows in words, a member of staff whose role does not allow `permission`. */
export function assertStaffCan(staff: StaffMember, permission: StaffPermission): void {
  if (!staffCan(staff.role, permission)) throw data({ error: FORBIDDEN_MESSAGE }, { status: 403 });
}

/** Where an account is sent to set up two-factor sign-in while the owner requires it. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account";

export const TWO_FACTOR_SETUP_MESSAGE =
  "The owner asks every account to sign in with two-factor. Set it up on Your account first; until then this is not available.";

export interface GuardOptions {
  /** Only the account page: an account that must still set up two-factor sign-in may use it. */
  beforeTwoFactorSetup?: boolean;
}

function isRead(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * For loaders and actions: the session, or a redirect to /login that comes back here afterwards. While the
 * owner requires two-factor sign-in, an account without it is sent to set it up (a page) or refused with a
 * 403 in words (a post); with a permission, a role without it is refused with a 403.
 */
export async function requireStaffSession(
  request: Request,
  context: GuardContext,
  permission?: StaffPermission,
  options: GuardOptions = {},
): Promise<StaffSession> {
  const session = await getStaffSession(request, context);
  if (!session) throw redirect(loginUrl(request));
  if (!options.beforeTwoFactorSetup && (await mustSetUpTwoFactor(context.db, session.staff))) {
    if (isRead(request)) throw redirect(`${TWO_FACTOR_SETUP_PATH}?setup=required`);
    throw data({ error: TWO_FACTOR_SETUP_MESSAGE }, { status: 403 });
  }
  if (permission) assertStaffCan(session.staff, permission);
  return session;
}

/**
 * For loaders: the staff member, or a redirect to /login that comes back here afterwards; with a
 * permission, a 403 for a role without it (see requireStaffSession for two-factor setup).
 */
export async function requireStaff(
  request: Request,
  context: GuardContext,
  permission?: StaffPermission,
  options: GuardOptions = {},
): Promise<StaffMember> {
  return (await requireStaffSession(request, context, permission, options)).staff;
}

/** Whether a state-changing request comes from one of our own pages (the rule in ~/utils/same-origin). */
export function isSameOriginRequest(request: Request, config: Pick<AppLoadContext["config"], "SITE_URL">): boolean {
  return isSameOrigin(request, config.SITE_URL);
}

export function assertSameOrigin(request: Request, config: Pick<AppLoadContext["config"], "SITE_URL">): void {
  if (!isSameOriginRequest(request, config)) throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
}

/** For actions: same origin first, then a staff session (and the permission); nothing else runs otherwise. */
export async function requireStaffAction(
  request: Request,
  context: GuardContext,
  permission?: StaffPermission,
  options: GuardOptions = {},
): Promise<StaffMember> {
  assertSameOrigin(request, context.config);
  return requireStaff(request, context, permission, options);
}
