// The guard in front of every staff page, action and data request: a valid, unexpired, signed session
// of a staff account that is not banned, checked on the server for each request.
import { type AppLoadContext, data, redirect } from "react-router";
import { CROSS_SITE_MESSAGE, isSameOriginRequest as isSameOrigin } from "~/utils/same-origin";
import { getStaffAuth } from "./auth.server";
import { STAFF_ROLES, type StaffRole } from "./staff-policy";

type GuardContext = Pick<AppLoadContext, "db" | "config" | "logger">;

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
}

export interface StaffSession {
  staff: StaffMember;
  /** Set-Cookie headers when the session was extended and its cookie renewed. */
  cookies: string[];
}

function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === "string" && (STAFF_ROLES as readonly string[]).includes(role);
}

/** The signed-in staff member, or null for no, forged, expired or revoked session, or a banned account. */
export async function getStaffSession(request: Request, context: GuardContext): Promise<StaffSession | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getStaffAuth(context);
  const { headers, response } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  if (!response) return null;
  const { user } = response;
  if (user.banned || !isStaffRole(user.role)) return null;
  return {
    staff: { id: user.id, name: user.name, email: user.email, role: user.role },
    cookies: headers.getSetCookie(),
  };
}

/**
 * A path on this site to return to after sign-in, or null. Anything that could lead off the site
 * (`//host`, `/\host`, absolute URLs) or back into the sign-in pages is refused.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  if ([...value].some((character) => character.charCodeAt(0) < 0x20 || character === "\\")) return null;
  const url = new URL(value, "http://localhost");
  if (url.origin !== "http://localhost") return null;
  if (/^\/(login|logout|forgot-password|update-password)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const path = url.pathname.replace(/\.data$/, "");
  const back = safeReturnPath(`${path}${url.search}`);
  return back && back !== "/admin" ? `/login?redirectTo=${encodeURIComponent(back)}` : "/login";
}

/** For loaders: the staff member, or a redirect to /login that comes back here afterwards. */
export async function requireStaff(request: Request, context: GuardContext): Promise<StaffMember> {
  const session = await getStaffSession(request, context);
  if (!session) throw redirect(loginUrl(request));
  return session.staff;
}

/** Whether a state-changing request comes from one of our own pages (the rule in ~/utils/same-origin). */
export function isSameOriginRequest(request: Request, config: Pick<AppLoadContext["config"], "SITE_URL">): boolean {
  return isSameOrigin(request, config.SITE_URL);
}

export function assertSameOrigin(request: Request, config: Pick<AppLoadContext["config"], "SITE_URL">): void {
  if (!isSameOriginRequest(request, config)) throw data({ error: CROSS_SITE_MESSAGE }, { status: 403 });
}

/** For actions: same origin first, then a staff session; nothing else runs otherwise. */
export async function requireStaffAction(request: Request, context: GuardContext): Promise<StaffMember> {
  assertSameOrigin(request, context.config);
  return requireStaff(request, context);
}
