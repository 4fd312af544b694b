// The not-found screen: the site's own 404, or a page's own text when it throws
// `data({ title: "Safari not found", action: { to: "/safaris", label: "Back to All Safaris" } }, { status: 404 })`.
import { commonMessages } from "~/i18n/messages/en/common";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { useMessages } from "~/i18n/translate";
import type { NotFoundDetails } from "./not-found-details";
import { StatusState } from "./ui/status-state";

export { type NotFoundDetails, notFoundDetails } from "./not-found-details";

export function NotFoundPage({ details = {} }: { details?: NotFoundDetails }) {
  const t = useMessages(errorPageMessages);
  const common = useMessages(commonMessages);
  const custom = details.title !== undefined;
  return (
    <StatusState
      kind="not-found"
      size="page"
      headingLevel={1}
      code={t("notFound.code")}
      title={details.title ?? t("notFound.title")}
      description={details.description ?? (custom ? undefined : t("notFound.description"))}
      action={details.action ?? { to: "/", label: common("notFound.home") }}
      secondaryAction={details.action ? { to: "/", label: common("notFound.home") } : undefined}
    />
  );
}
