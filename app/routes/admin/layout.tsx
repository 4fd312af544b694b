// The staff portal's frame around every /admin page. Each page's own loader checks the session too:
// loaders run in parallel, so none may rely on this one having refused first.
import { data, Outlet, redirect, useLoaderData } from "react-router";
import { factPartsToConfirm } from "~/features/operator-settings/operator-facts";
import { loadOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { OperatorFactsWarning } from "~/features/operator-settings/operator-facts-warning";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { AdminShell } from "~/features/staff/admin-shell";
import { withCookies } from "~/features/staff/auth-request.server";
import { type PortalCounts, portalCounts } from "~/features/staff/portal-counts.server";
import { STAFF_PAGE_HEADERS } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { getStaffSession, loginUrl } from "~/features/staff/staff-session.server";
import { mustSetUpTwoFactor } from "~/features/staff/two-factor-policy.server";
import { countMissingTranslations } from "~/features/translations/translation-editor.server";
import type { Route } from "./+types/layout";

export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getStaffSession(request, context);
  if (!session) throw redirect(loginUrl(request));
  // While the owner requires two-factor sign-in and this account has not set it up, the frame offers only
  // Your account (each page's own guard sends every other request there).
  const setupOwed = await mustSetUpTwoFactor(context.db, session.staff);
  // What waits (unread chats, new bookings, pending reviews) for the navigation's counts; a failed count
  // leaves the links without numbers rather than failing the page.
  let counts: PortalCounts | null = null;
  // Fields with English and no translation, for those who translate (the content permission).
  let missingTranslations: number | null = null;
  if (!setupOwed) {
    try {
      counts = await portalCounts(context.db, session.staff.id);
      if (staffCan(session.staff.role, "content")) missingTranslations = await countMissingTranslations(context.db);
    } catch (error) {
      context.log.error({ err: error }, "portal counts failed");
    }
  }
  // Those who may change settings are reminded on every page while travellers see sample or missing details.
  const factsToSet =
    !setupOwed && staffCan(session.staff.role, "settings")
      ? factPartsToConfirm(await loadOperatorFacts(context.db))
      : [];
  // A session in use is extended now and then; its cookie is renewed with it.
  return data(
    { staff: session.staff, setupOwed, counts, missingTranslations, factsToSet },
    { headers: withCookies(session.cookies) },
  );
}

export default function AdminLayout() {
  const { staff, setupOwed, counts, missingTranslations, factsToSet } = useLoaderData<typeof loader>();
  return (
    <AdminShell staff={staff} setupOwed={setupOwed} counts={counts} missingTranslations={missingTranslations}>
      <OperatorFactsWarning parts={factsToSet} />
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  return (
    <div className="min-h-dvh bg-stone-100 px-4 py-16">
      <AdminErrorPage />
    </div>
  );
}
