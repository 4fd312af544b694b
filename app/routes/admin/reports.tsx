// /admin/reports: placeholder while the page is built.
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => staffMeta("Numbers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports");
  return null;
}

export default function Page() {
  return <PageHeading title="Numbers" />;
}
