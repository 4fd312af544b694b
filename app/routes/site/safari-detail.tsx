// /safaris/{id}: one safari package with its itinerary and the way to book it. Unknown ids answer 404.
import { useRef } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { deferred } from "~/components/deferred";
import { routeErrorMessage } from "~/components/route-error-message";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowLeftIcon, CheckCircleIcon, CloseIcon } from "~/components/ui/icons";
import { StatusState } from "~/components/ui/status-state";
import { handleSafariBookingAction, safariBookingLoaderData } from "~/features/bookings/safari-booking-action.server";
import { loadPageGallery } from "~/features/galleries/galleries.server";
import { replyFigureText } from "~/features/inbox/response-clock.server";
import type { SafariCataloguePrices } from "~/features/quotes/catalogue-prices.server";
import { PriceTable } from "~/features/quotes/price-table";
import { SeasonCalendar } from "~/features/quotes/season-calendar";
import { BookThisSafariPanel } from "~/features/safaris/book-this-safari-panel";
import { ItineraryList } from "~/features/safaris/itinerary-list";
import { getSafariPackageOrLastCopy, loadSafariPricesOrLastCopy } from "~/features/safaris/last-known-safaris.server";
import { safariBadges } from "~/features/safaris/safari-badges";
import {
  descriptionParagraphs,
  fromPriceText,
  residentsFromText,
  safariDurationDays,
} from "~/features/safaris/safari-facts";
import { parseSafariId } from "~/features/safaris/safari-id";
import { canonicalSafariPathForSlug } from "~/features/safaris/safari-slug.server";
import { usePanelHeight } from "~/features/safaris/use-panel-height";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { notFoundMeta, pageMeta } from "~/features/seo/page-meta";
import { touristTripJsonLd } from "~/features/seo/structured-data";
import { englishText, useEnglishFallback } from "~/features/translations/english-fallback";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { commonMessages } from "~/i18n/messages/en/common";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate, useMessages } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import type { Route } from "./+types/safari-detail";

const FALLBACK_IMAGE = "/art/site/placeholder.svg";
const PANEL_ID = "book";

// The booking form arrives complete in the server's HTML and posts without script; its code (inline checks,
// the price summary, 'Submitting...') follows when the form comes into view: below the itinerary on a phone.
// The form layer the clientAction below uses comes with it, so a post made offline is still refused in words.
const loadFormLayer = () => import("~/features/forms/submit-with-refusals");
const SafariBookingForm = deferred(
  () =>
    Promise.all([import("~/features/bookings/safari-booking-form"), loadFormLayer()]).then(
      ([module]) => module.SafariBookingForm,
    ),
  { when: "visible" },
);

// The pictures sit below the fold and open in a native popover, which needs no script: complete in the
// server's HTML, their code follows when they come into view.
const Gallery = deferred(() => import("~/features/galleries/gallery").then((module) => module.Gallery), {
  when: "visible",
});

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // During a database outage, this server's last copy: a booking refused by it comes back here with its entries.
  const id = parseSafariId(params.id);
  // A package's slug (shown to staff) leads to its page by id, the one address search engines know.
  if (id === null) {
    const canonical = await canonicalSafariPathForSlug(context.db, params.id).catch(() => null);
    if (canonical) throw redirect(localHref(canonical), 301);
  }
  const [found, prices, replyFigure, pictures] = await Promise.all([
    getSafariPackageOrLastCopy(context, params.id),
    id === null ? null : loadPrices(context, id),
    // 'We usually reply within 1 hour' beside the form, from this server's copy (null on a new site).
    replyFigureText(context.db, context.log),
    id === null ? [] : loadPageGallery(context, { kind: "safari", id }),
  ]);
  if (!found) {
    const title = translate(catalogueMessages, "catalogue.safari.notFound");
    throw data(
      {
        title,
        meta: notFoundMeta(title, { siteUrl: context.config.SITE_URL, requestUrl: request.url }),
        description: translate(safarisMessages, "safaris.detail.notFoundText"),
        action: { to: "/safaris", label: translate(safarisMessages, "safaris.detail.back") },
      },
      { status: 404 },
    );
  }
  // In the page's language: the package, its days and its pictures' descriptions, read in one query (none in
  // English); what is not translated yet stays English, marked. The title and description below are these too.
  const { translations, staffMarks } = await loadPageTranslations(request, context, {
    package: [found.id],
    itinerary_day: found.itinerary.map((day) => day.id),
    park: found.itinerary.flatMap((day) => (day.park ? [day.park.id] : [])),
    gallery_image: pictures.map((picture) => picture.id),
  });
  const safari = {
    ...translations.overlay(found, "package"),
    itinerary: translations.overlayAll(found.itinerary, "itinerary_day").map((day) => ({
      ...day,
      park: day.park && { ...day.park, name: translations.overlay(day.park, "park").name },
    })),
  };
  const gallery = translations.overlayAll(pictures, "gallery_image");
  const siteUrl = context.config.SITE_URL;
  // Built here so the structured-data code stays on the server.
  const jsonLd = touristTripJsonLd({ siteUrl, safari, fromPrices: prices?.fromPrices ?? null });
  const meta = pageMeta({
    siteUrl,
    path: `/safaris/${safari.id}`,
    title: safari.title,
    description: safari.description || translate(catalogueMessages, "catalogue.description.missing"),
    image: safari.imageUrl || FALLBACK_IMAGE,
    type: "product",
  });
  // Worded here, so the price table's and calendar's texts and Intl formats stay on the server.
  const fromPrices = prices?.fromPrices ?? null;
  return {
    safari,
    jsonLd,
    meta,
    booking: safariBookingLoaderData(safari),
    replyFigure,
    gallery,
    staffMarks,
    priceText: fromPriceText(fromPrices?.nonResident),
    // On a page in German, French, Italian or Spanish: the price in euros, and the rate the booking panel's quote
    // shows its total in euros at (read by useQuoteEuros).
    euroFrom: fromPrices?.nonResident?.euros ?? null,
    euroRate: prices?.euroRate ?? null,
    residentsPriceText: residentsFromText(fromPrices?.resident),
    badges: safariBadges({
      days: safariDurationDays(safari),
      countries: prices?.countries ?? [],
      bestMonths: prices?.bestMonths ?? [],
    }),
    priceTable: prices?.table ?? null,
    seasonCalendar: prices?.calendar ?? null,
  };
}

/**
 * The page's prices (during a database outage, this server's last copy). Without them the page still draws,
 * saying 'Contact for pricing': a price that cannot be read must not take the itinerary and the form with it.
 */
async function loadPrices(context: Route.LoaderArgs["context"], id: number): Promise<SafariCataloguePrices | null> {
  try {
    return await loadSafariPricesOrLastCopy(context, id, businessToday());
  } catch (error) {
    context.log.warn({ err: error, safariId: id }, "safari page: prices could not be read");
    return null;
  }
}

// The 'Book This Safari' form posts here.
export const action = (args: Route.ActionArgs) => handleSafariBookingAction(args);
// With script, the booking form's posts go through the form layer: every refusal shows beside the form. The
// layer is fetched with the form's code (above), so it is at hand by the time the form can post with script;
// the page's first paint does without it.
export const clientAction = (args: Route.ClientActionArgs) =>
  loadFormLayer().then((module) => module.submitWithRefusals(args));

export const meta: Route.MetaFunction = loaderMeta;

export default function SafariDetail({ loaderData }: Route.ComponentProps) {
  const t = useMessages(safarisMessages);
  const english = useEnglishFallback();
  const { safari, jsonLd, priceText, euroFrom, residentsPriceText, badges, priceTable, seasonCalendar } = loaderData;
  const paragraphs = descriptionParagraphs(safari.description);
  const panelAside = useRef<HTMLElement>(null);
  usePanelHeight(panelAside);

  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero
        height="full"
        align="left"
        eyebrow={safari.location ? englishText(safari.location, english(safari, "location")) : undefined}
        title={englishText(safari.title, english(safari, "title"))}
        titleId="safari-title"
        image={{ src: safari.imageUrl || FALLBACK_IMAGE, alt: "", width: 1600, height: 900 }}
        subtitle={
          <span className="flex flex-wrap gap-2">
            {badges.map((badge) => (
              <Badge key={badge} tone="glass" className="px-3 py-1.5 text-sm">
                {badge}
              </Badge>
            ))}
          </span>
        }
      >
        <a href={`#${PANEL_ID}`} className={buttonClasses({ size: "lg" })}>
          {t("safaris.detail.book")}
        </a>
        <ButtonLink
          to={localHref("/safaris")}
          size="lg"
          variant="inverse"
          icon={<ArrowLeftIcon aria-hidden="true" className="size-4" />}
        >
          {t("safaris.detail.back")}
        </ButtonLink>
      </Hero>

      <div className="section-y section-sand">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-14 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section
            aria-labelledby="overview-title"
            className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1"
          >
            <div>
              <h2 id="overview-title" className="font-display text-display-lg">
                {t("safaris.detail.overview")}
              </h2>
              <div
                className="mt-6 flex max-w-prose flex-col gap-4 text-lead text-charcoal-700"
                {...english(safari, "description")}
              >
                {paragraphs.length > 0 ? (
                  paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                ) : (
                  <p>{translate(catalogueMessages, "catalogue.description.missing")}</p>
                )}
              </div>
            </div>
            <dl className="flex flex-col gap-1 rounded-(--radius-card) border border-sand-300 bg-white px-6 py-5 sm:flex-row sm:items-baseline sm:gap-4">
              <dt className="eyebrow text-ochre-700">{t("safaris.detail.price")}</dt>
              <dd className="flex flex-col gap-1">
                <span className="font-display text-display-sm text-charcoal-900">{priceText}</span>
                {euroFrom ? <span className="text-charcoal-700">{euroFrom.text}</span> : null}
                {residentsPriceText ? <span className="text-sm text-charcoal-600">{residentsPriceText}</span> : null}
              </dd>
            </dl>
            {safari.highlights.length > 0 ? (
              <div>
                <h3 className="font-display text-display-sm">{t("safaris.detail.highlights")}</h3>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2" {...english(safari, "highlights")}>
                  {safari.highlights.map((item) => (
                    <li key={item} className="flex gap-3 text-charcoal-700">
                      <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-acacia-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {safari.included.length > 0 || safari.excluded.length > 0 ? (
              <div className="grid gap-8 sm:grid-cols-2">
                {safari.included.length > 0 ? (
                  <div>
                    <h3 className="font-display text-display-sm">{t("safaris.detail.included")}</h3>
                    <ul
                      className="mt-4 flex flex-col gap-2.5 text-sm text-charcoal-700"
                      {...english(safari, "included")}
                    >
                      {safari.included.map((item) => (
                        <li key={item} className="flex gap-2.5">
                          <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-acacia-600" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {safari.excluded.length > 0 ? (
                  <div>
                    <h3 className="font-display text-display-sm">{t("safaris.detail.excluded")}</h3>
                    <ul
                      className="mt-4 flex flex-col gap-2.5 text-sm text-charcoal-700"
                      {...english(safari, "excluded")}
                    >
                      {safari.excluded.map((item) => (
                        <li key={item} className="flex gap-2.5">
                          <CloseIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
                          {item}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}
            {priceTable ? <PriceTable table={priceTable} /> : null}
            {seasonCalendar ? <SeasonCalendar calendar={seasonCalendar} /> : null}
          </section>

          {/* After the overview on a phone. On a wide screen beside the overview and itinerary, following the
              reader, never a box scrolling on its own (that hid the total and Send button): a panel taller than
              the window rides with the page until its bottom is in view, then sticks (use-panel-height.ts). Without
              script it sticks only on a window tall enough for it. */}
          <aside
            ref={panelAside}
            className="scroll-mt-24 lg:top-[min(calc(var(--spacing-header)+1.5rem),calc(100svh-var(--panel-height,0px)-1rem))] lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start lg:data-measured:sticky lg:[@media(min-height:125rem)]:sticky"
          >
            <BookThisSafariPanel
              id={PANEL_ID}
              safariId={safari.id}
              priceText={priceText}
              euros={euroFrom}
              replyFigure={loaderData.replyFigure}
            >
              <SafariBookingForm {...loaderData.booking} />
            </BookThisSafariPanel>
          </aside>

          <section aria-labelledby="itinerary-title" className="lg:col-start-1 lg:row-start-2">
            <h2 id="itinerary-title" className="font-display text-display-lg">
              {t("safaris.detail.itinerary")}
            </h2>
            <p className="mt-3 mb-8 text-charcoal-600">
              {safari.itinerary.length > 0 ? t("safaris.detail.itineraryIntro") : t("safaris.detail.itineraryMissing")}
            </p>
            {safari.itinerary.length > 0 ? <ItineraryList days={safari.itinerary} /> : null}
          </section>
        </div>
      </div>

      <Gallery pictures={loaderData.gallery} name={safari.title} headingId="safari-gallery-title" tone="paper" />
    </>
  );
}

// Rendered inside the site layout, so the navigation and footer stay around the message.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages(safarisMessages);
  const common = useMessages(commonMessages);
  const back = { to: "/safaris", label: t("safaris.detail.back") };
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusState
        kind="not-found"
        size="page"
        headingLevel={1}
        code="404"
        title={translate(catalogueMessages, "catalogue.safari.notFound")}
        description={t("safaris.detail.notFoundText")}
        action={back}
        secondaryAction={{ to: "/", label: common("notFound.home") }}
      />
    );
  }
  return (
    <StatusState
      kind="error"
      size="page"
      headingLevel={1}
      code={isRouteErrorResponse(error) ? String(error.status) : undefined}
      title={t("safaris.detail.errorTitle")}
      description={routeErrorMessage(error) ?? common("error.status.description")}
      action={back}
    />
  );
}
