// /admin/enquiry: placeholder while the page is built.
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = () => staffMeta("Enquiry");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  return null;
}

export default function Page() {
  return <PageHeading title="Enquiry" />;
}
