import { isRouteErrorResponse, Outlet } from "react-router";
import { FatalError, NotFoundPage } from "~/components/error-screens";
import { notFoundDetails } from "~/components/not-found-details";
import { routeErrorMessage } from "~/components/route-error-message";
import { SiteChrome } from "~/components/site-chrome";
import { StatusState } from "~/components/ui/status-state";
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";
import type { Route } from "./+types/layout";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

// A page that answers 404 (or another status) keeps the site around it; a crash gets the fatal screen.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(commonMessages);
  if (!isRouteErrorResponse(error)) return <FatalError error={error} />;
  return (
    <SiteChrome>
      {error.status === 404 ? (
        <NotFoundPage details={notFoundDetails(error.data)} />
      ) : (
        <StatusState
          kind="error"
          size="page"
          headingLevel={1}
          code={String(error.status)}
          title={t("error.status.title")}
          description={routeErrorMessage(error) ?? t("error.status.description")}
          action={{ to: "/", label: t("notFound.home") }}
        />
      )}
    </SiteChrome>
  );
}
