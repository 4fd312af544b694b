// /admin/live: what the portal's poll reads every few seconds (admin-shell.tsx): the navigation's counts, a
// marker that changes when any enquiry arrives or changes (the inbox list then reloads), and the viewer's own
// open enquiries (so the portal can say one is newly theirs). Any signed-in member of staff; the read does
// not extend the session, so a tab left open still signs out when idle. Never cached.
import { type LiveAnswer, livePortal } from "~/features/staff/portal-counts.server";
import { STAFF_PAGE_HEADERS } from "~/features/staff/staff-meta";
import { getStaffSession } from "~/features/staff/staff-session.server";
import { mustSetUpTwoFactor } from "~/features/staff/two-factor-policy.server";
import type { Route } from "./+types/live";

/** Never cached, never indexed: like every staff page (STAFF_PAGE_HEADERS). */
const NO_STORE = { "Cache-Control": "no-store", ...STAFF_PAGE_HEADERS };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context, { refresh: false });
  // Signed out (or the session ended): the page says so on its next navigation; the poll just stops counting.
  if (!session) return Response.json({ signedIn: false }, { status: 401, headers: NO_STORE });
  if (await mustSetUpTwoFactor(context.db, session.staff)) {
    return Response.json({ signedIn: false }, { status: 403, headers: NO_STORE });
  }
  const live = await livePortal(context.db, session.staff.id);
  return Response.json({ signedIn: true, ...live } satisfies LiveAnswer, { headers: NO_STORE });
}
