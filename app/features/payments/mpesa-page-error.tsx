// The M-Pesa pages' error view: the site's own not-found page for a wrong token (nothing tells it from a page
// that does not exist), and the site's error state for anything else.
import { isRouteErrorResponse } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { routeErrorMessage } from "~/components/route-error-message";
import { StatusState } from "~/components/ui/status-state";
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";

export function MpesaPageError({ error }: { error: unknown }) {
  const t = useMessages(commonMessages);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <StatusState
      kind="error"
      size="page"
      headingLevel={1}
      code={isRouteErrorResponse(error) ? String(error.status) : undefined}
      title={t("error.status.title")}
      description={routeErrorMessage(error) ?? t("error.status.description")}
      action={{ to: "/", label: t("notFound.home") }}
    />
  );
}
