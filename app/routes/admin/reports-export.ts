// Placeholder while the export is built.
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/reports-export";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports");
  return new Response("", { status: 404 });
}
