// The not-found screen: the site's own 404, or a page's own text when it throws
// `data({ title: "Safari not found", action: { to: "/safaris", label: "Back to All Safaris" } }, { status: 404 })`.
import { commonMessages } from "~/i18n/messages/en/common";
import { useMessages } from "~/i18n/translate";
import { type StatusAction, StatusState } from "./ui/status-state";

export interface NotFoundDetails {
  title?: string;
  description?: string;
  action?: StatusAction;
}

/** Reads the optional details a 404 response carries; anything else means the site's default texts. */
export function notFoundDetails(value: unknown): NotFoundDetails {
  if (!value || typeof value !== "object") return {};
  const { title, description, action } = value as Record<string, unknown>;
  const details: NotFoundDetails = {};
  if (typeof title === "string" && title) details.title = title;
  if (typeof description === "string" && description) details.description = description;
  if (action && typeof action === "object") {
    const { to, label } = action as Record<string, unknown>;
    if (typeof to === "string" && to.startsWith("/") && typeof label === "string" && label)
      details.action = { to, label };
  }
  return details;
}

export function NotFoundPage({ details = {} }: { details?: NotFoundDetails }) {
  const t = useMessages(commonMessages);
  const custom = details.title !== undefined;
  return (
    <StatusState
      kind="not-found"
      size="page"
      headingLevel={1}
      code={t("notFound.code")}
      title={details.title ?? t("notFound.title")}
      description={details.description ?? (custom ? undefined : t("notFound.description"))}
      action={details.action ?? { to: "/", label: t("notFound.home") }}
      secondaryAction={details.action ? { to: "/", label: t("notFound.home") } : undefined}
    />
  );
}
