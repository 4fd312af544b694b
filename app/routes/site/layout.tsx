import { isRouteErrorResponse, Outlet, type ShouldRevalidateFunction } from "react-router";
import { FatalError, NotFoundPage } from "~/components/error-screens";
import { notFoundDetails } from "~/components/not-found-details";
import { routeErrorMessage } from "~/components/route-error-message";
import { SiteChrome } from "~/components/site-chrome";
import { StatusState } from "~/components/ui/status-state";
import { NO_PUBLIC_FACTS } from "~/features/operator-settings/operator-facts";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { PageUntranslatedMarks } from "~/features/translations/english-fallback";
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";
import type { Route } from "./+types/layout";

// The operator's phone, e-mail, address, social links and payment details, for the footer and every page that
// names them (useOperatorFacts). A page still renders if they cannot be read: it then says 'ask us'.
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { operator: await loadPublicOperatorFacts(context.db) };
  } catch (error) {
    context.log.error({ err: error }, "the operator's facts could not be read");
    return { operator: NO_PUBLIC_FACTS };
  }
}

// They change when an owner saves them, not from one page to the next: navigations keep what the first page
// read (a reload, or the page cache, shows a change).
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SiteLayout() {
  return (
    <SiteChrome>
      {/* A page in another language marks its fields still in English for signed-in staff. */}
      <PageUntranslatedMarks>
        <Outlet />
      </PageUntranslatedMarks>
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
