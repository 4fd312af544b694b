// /admin/* paths that are no staff page: a 404 inside the portal, once the session has been checked.
import { data } from "react-router";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => staffMeta("Page not found");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  throw data({ error: "Page Not Found" }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
