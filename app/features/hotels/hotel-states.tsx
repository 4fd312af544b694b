// The hotels pages' 'nothing to show' moments: an empty collection, and a database that did not answer.
import { NotFoundPage } from "~/components/error-screens";
import { ButtonLink } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { StatusState } from "~/components/ui/status-state";
import { localHref } from "~/i18n/local-href";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { hotelsMessages } from "~/i18n/messages/en/hotels";
import { translate, useMessages } from "~/i18n/translate";

export const HOTELS_PATH = "/hotels-and-lodges";

export function HotelsEmpty() {
  const t = useMessages(hotelsMessages);
  return (
    <StatusState
      kind="empty"
      title={t("hotels.empty.title")}
      description={t("hotels.empty.text")}
      action={{ to: "/contact", label: t("hotels.empty.contact") }}
    />
  );
}

/**
 * The list could not be read. 'Try Again' is a plain link to the same address with a full document load,
 * so it works before (or without) the page's script.
 */
export function HotelsLoadFailure({ retryHref = HOTELS_PATH }: { retryHref?: string }) {
  const t = useMessages(hotelsMessages);
  return (
    <StatusState kind="error" title={t("hotels.error.list")}>
      <div className="mt-8">
        <ButtonLink to={localHref(retryHref)} reloadDocument variant="dark">
          {t("hotels.error.retry")}
        </ButtonLink>
      </div>
    </StatusState>
  );
}

/** A lodge's page could not be read: the reason, and the way back to the list. */
export function HotelDetailLoadFailure() {
  const t = useMessages(hotelsMessages);
  return (
    <StatusState
      kind="error"
      size="page"
      headingLevel={1}
      title={t("hotels.error.detail")}
      action={{ to: HOTELS_PATH, label: t("hotels.back") }}
    />
  );
}

/** No lodge at this address (the page answers 404): the site's not-found page with the way back to the list. */
export function HotelNotFound() {
  const t = useMessages(hotelsMessages);
  return (
    <NotFoundPage
      details={{
        title: translate(catalogueMessages, "catalogue.hotel.notFound"),
        description: t("hotels.notFound.text"),
        action: { to: HOTELS_PATH, label: t("hotels.back") },
      }}
    />
  );
}

/** The quiet link above a lodge's content that returns to the list. */
export function BackToHotels() {
  const t = useMessages(hotelsMessages);
  return (
    <ButtonLink to={localHref(HOTELS_PATH)} variant="ghost" size="sm" icon={<ArrowLeftIcon className="size-4" />}>
      {t("hotels.back")}
    </ButtonLink>
  );
}
