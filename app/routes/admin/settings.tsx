// /admin/settings: placeholder while the page is built.
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => staffMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  return null;
}

export default function Page() {
  return <PageHeading title="Settings" />;
}
