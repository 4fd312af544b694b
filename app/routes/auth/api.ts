// /api/auth/*: the authentication library's own HTTP endpoints (session, sign-in, sign-out, password
// reset). Sign-up is switched off; every endpoint applies the library's origin checks and rate limits.
import { handleAuthApiRequest } from "~/features/staff/auth-request.server";
import type { Route } from "./+types/api";

export async function loader({ request, context }: Route.LoaderArgs) {
  return handleAuthApiRequest(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAuthApiRequest(request, context);
}
