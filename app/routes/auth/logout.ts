// /logout: the portal's Log Out button posts here; the session ends on the server and its cookie is
// cleared. Only a post from our own pages signs out (a link elsewhere cannot).
import { redirect } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { callAuthEndpoint, withCookies } from "~/features/staff/auth-request.server";
import { assertSameOrigin } from "~/features/staff/staff-session.server";
import { authMessages } from "~/i18n/messages/en/auth";
import { translate } from "~/i18n/translate";
import type { Route } from "./+types/logout";

export async function loader() {
  return redirect("/login");
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.config);
  if (!request.headers.get("cookie")) return redirect("/login");
  const result = await callAuthEndpoint(request, context, "/sign-out", {});
  return redirectWithToast(
    "/login",
    { type: "info", title: translate(authMessages, "auth.login.signedOut") },
    { headers: withCookies(result.cookies) },
  );
}
