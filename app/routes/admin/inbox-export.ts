// Placeholder while the export is built.
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/inbox-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  return new Response("", { status: 404 });
}
