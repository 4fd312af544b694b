// A destination at /{slug}: the catch-all page after every named route. Whatever is not one of our
// destinations (a reserved name, a malformed segment, a typo, a page that does not exist) gets the site's own
// 404, since a one-word address is as likely a mistyped page as a place; a slug written with capitals is sent
// (301) to its lowercase address. The page lists our lodges there and the
// safaris that visit it (a day in one of its parks or a night at one of its lodges).

import { data, redirect } from "react-router";
import { deferred } from "~/components/deferred";
import { NotFoundPage } from "~/components/error-screens";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardTitle } from "~/components/ui/card";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon, InfoIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { AttractionCard } from "~/features/destinations/attraction-card";
import { attractionKind } from "~/features/destinations/attraction-kind";
import { BedDoubleIcon, CarIcon, GemIcon, PlaneIcon, TentIcon } from "~/features/destinations/destination-icons";
import { getDestinationBySlug } from "~/features/destinations/destinations.server";
import { MONTH_GRID_ANCHOR, MONTHS_PARAM, MonthGrid, monthsFromParam } from "~/features/destinations/month-grid";
import { isReservedTopLevelPath } from "~/features/destinations/reserved-paths";
import { loadPageGallery } from "~/features/galleries/galleries.server";
import { hotelCardData } from "~/features/hotels/hotel-card";
import { listHotelsInDestination } from "~/features/hotels/hotels.server";
import type { SafariCardData } from "~/features/safaris/safari-card";
import { listSafariIdsVisitingDestination, listSafariPackages } from "~/features/safaris/safaris.server";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { notFoundMeta, pageMeta } from "~/features/seo/page-meta";
import { touristDestinationJsonLd } from "~/features/seo/structured-data";
import { englishText, useEnglishFallback } from "~/features/translations/english-fallback";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { destinationMessages as messages } from "~/i18n/messages/en/destination";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { translate, useMessages } from "~/i18n/translate";
import { bestMonthsLabel } from "~/utils/format";
import { isValidSlug } from "~/utils/slug";
import type { Route } from "./+types/destination-detail";

const FALLBACK_IMAGE = "/art/site/placeholder.svg";

// Our lodges there and the safaris that visit: below the fold, complete in the server's HTML (their cards are
// links); their code follows when they come into view.
const LodgeCardList = deferred(
  () => import("~/features/hotels/lodge-card-list").then((module) => module.LodgeCardList),
  { when: "visible" },
);
// The pictures sit below the fold and open in a native popover, which needs no script: complete in the
// server's HTML, their code follows when they come into view.
const Gallery = deferred(() => import("~/features/galleries/gallery").then((module) => module.Gallery), {
  when: "visible",
});
const SafariCardList = deferred(
  () => import("~/features/safaris/safari-card-list").then((module) => module.SafariCardList),
  { when: "visible" },
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const param = params.destinationSlug;
  const slug = param.toLowerCase();
  // The site's 404, in the page's language. Not 'Destination Not Found: No Such Page Here': that would make a
  // typo of any address into the name of a place we do not know.
  const missing = () => {
    const meta = notFoundMeta(translate(errorPageMessages, "notFound.metaTitle"), {
      siteUrl: context.config.SITE_URL,
      requestUrl: request.url,
    });
    return data({ status: "missing" as const, meta }, { status: 404 });
  };
  if (!isValidSlug(slug) || isReservedTopLevelPath(slug)) return missing();
  if (slug !== param) {
    const url = new URL(request.url);
    throw redirect(localHref(`/${slug}${url.search}`), 301);
  }
  const found = await getDestinationBySlug(context.db, slug);
  if (!found) return missing();
  const siteUrl = context.config.SITE_URL;
  const [safariRows, lodgeRows, pictures] = await Promise.all([
    listSafariIdsVisitingDestination(context.db, found.id).then((ids) => listSafariPackages(context.db, { ids })),
    listHotelsInDestination(context.db, found.id),
    loadPageGallery(context, { kind: "destination", id: found.id }),
  ]);
  // Everything the page shows in its language, read in one query (none in English); what is not translated yet
  // stays English, marked. The page's title and description below are these too.
  const { translations, staffMarks } = await loadPageTranslations(request, context, {
    destination: [found.id],
    attraction: found.attractions.map((attraction) => attraction.id),
    transport: found.transportOptions.map((option) => option.id),
    stay: found.accommodationOptions.map((stay) => stay.id),
    gallery_image: pictures.map((picture) => picture.id),
    package: safariRows.map((safari) => safari.id),
    hotel: lodgeRows.map((lodge) => lodge.id),
  });
  const destination = {
    ...translations.overlay(found, "destination"),
    // An attraction's icon is read from its English name.
    attractions: found.attractions.map((attraction) => ({
      ...translations.overlay(attraction, "attraction"),
      kind: attractionKind(attraction.name),
    })),
    transportOptions: translations.overlayAll(found.transportOptions, "transport"),
    accommodationOptions: translations.overlayAll(found.accommodationOptions, "stay"),
  };
  // Only what the cards draw travels into the page.
  const safaris = safariRows.map(
    ({ id, title, description, durationDays, fromPrices, imageUrl }): SafariCardData => ({
      id,
      title,
      description,
      durationDays,
      fromPrices,
      imageUrl,
    }),
  );
  return {
    status: "found" as const,
    destination,
    safaris: translations.overlayAll(safaris, "package"),
    lodges: translations.overlayAll(lodgeRows, "hotel").map(hotelCardData),
    gallery: translations.overlayAll(pictures, "gallery_image"),
    staffMarks,
    // The months a visitor marked in the When to Visit grid before its script ran, or without script.
    chosenMonths: monthsFromParam(new URL(request.url).searchParams.get(MONTHS_PARAM)),
    meta: pageMeta({
      siteUrl,
      path: `/${destination.slug}`,
      title: destination.name,
      description: translate(messages, "destination.meta.description", {
        name: destination.name,
        region: destination.region,
        overview: destination.overview,
      }),
      image: destination.heroImage ?? FALLBACK_IMAGE,
      type: "place",
    }),
    jsonLd: touristDestinationJsonLd({ siteUrl, destination }),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export default function DestinationDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === "missing") return <NotFoundPage />;
  return (
    <DestinationPage
      destination={loaderData.destination}
      jsonLd={loaderData.jsonLd}
      chosenMonths={loaderData.chosenMonths}
      safaris={loaderData.safaris}
      lodges={loaderData.lodges}
      gallery={loaderData.gallery}
    />
  );
}

type LoadedDestination = Extract<Route.ComponentProps["loaderData"], { status: "found" }>;

const ACCOMMODATION_ICONS = { budget: TentIcon, midRange: BedDoubleIcon, luxury: GemIcon } as const;

function DestinationPage({
  destination,
  jsonLd,
  chosenMonths,
  safaris,
  lodges,
  gallery,
}: Pick<LoadedDestination, "destination" | "jsonLd" | "chosenMonths" | "safaris" | "lodges" | "gallery">) {
  const t = useMessages(messages);
  const english = useEnglishFallback();
  const { name } = destination;
  const overview = destination.overview.trim();
  const note = destination.infoNote?.trim();
  const reason = destination.bestTimeReason?.trim();
  const showSeasons = destination.bestMonths.length > 0 && Boolean(reason);
  const road = destination.transportOptions.find((option) => option.type === "road");
  const flight = destination.transportOptions.find((option) => option.type === "flight");
  const transport = [road, flight].filter((option) => option !== undefined);
  const stays = destination.accommodationOptions;

  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero
        height="full"
        eyebrow={englishText(destination.region, english(destination, "region"))}
        title={name}
        titleId="destination-title"
        image={{ src: destination.heroImage || FALLBACK_IMAGE, alt: "", width: 1600, height: 900 }}
      >
        <ButtonLink
          to={localHref("/safaris")}
          size="lg"
          trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
        >
          {t("destination.hero.book")}
        </ButtonLink>
      </Hero>

      <Section tone="paper" labelledBy="destination-overview-title">
        <Reveal className="mx-auto max-w-3xl">
          <p className="eyebrow mb-4 text-ochre-700">{t("destination.overview.eyebrow")}</p>
          <h2 id="destination-overview-title" className="font-display text-display-lg">
            {t("destination.overview.title", { name })}
          </h2>
          {overview ? (
            <p className="mt-6 text-lead whitespace-pre-line text-charcoal-700" {...english(destination, "overview")}>
              {overview}
            </p>
          ) : null}
          {note ? (
            <aside
              aria-label={t("destination.note")}
              className="mt-8 flex gap-4 rounded-2xl border-l-4 border-ochre-500 bg-ochre-50 p-5 sm:p-6"
            >
              <InfoIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ochre-700" />
              <div>
                <Badge tone="ochre">{t("destination.note")}</Badge>
                <p className="mt-3 text-charcoal-800" {...english(destination, "infoNote")}>
                  {note}
                </p>
              </div>
            </aside>
          ) : null}
        </Reveal>
      </Section>

      <Gallery pictures={gallery} name={name} headingId="destination-gallery-title" tone="white" />

      {destination.attractions.length > 0 ? (
        <Section labelledBy="destination-attractions-title">
          <SectionHeading
            id="destination-attractions-title"
            eyebrow={t("destination.attractions.eyebrow")}
            title={t("destination.attractions.title")}
          />
          <ul className="card-grid">
            {destination.attractions.map((attraction, index) => (
              <Reveal as="li" key={attraction.id} delay={(index % 3) * 100} className="flex">
                <AttractionCard attraction={attraction} />
              </Reveal>
            ))}
          </ul>
        </Section>
      ) : null}

      {showSeasons ? (
        <Section id={MONTH_GRID_ANCHOR} tone="white" labelledBy="destination-visit-title">
          <SectionHeading
            id="destination-visit-title"
            eyebrow={t("destination.visit.eyebrow")}
            title={t("destination.visit.title")}
            intro={t("destination.visit.summary", { label: bestMonthsLabel(destination.bestMonths) })}
          />
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-14">
            <MonthGrid
              // A selection the address chose (back, forward, a link) starts afresh.
              key={`${destination.slug}:${chosenMonths.join(",")}`}
              bestMonths={destination.bestMonths}
              initialSelected={chosenMonths}
            />
            <div className="rounded-(--radius-card) bg-acacia-50 p-6 ring-1 ring-acacia-200 sm:p-8">
              <h3 className="font-display text-display-sm text-acacia-900">{t("destination.visit.why")}</h3>
              <p className="mt-4 text-charcoal-700" {...english(destination, "bestTimeReason")}>
                {reason}
              </p>
            </div>
          </div>
        </Section>
      ) : null}

      {transport.length > 0 ? (
        <Section tone="paper" labelledBy="destination-getting-title">
          <SectionHeading
            id="destination-getting-title"
            eyebrow={t("destination.getting.eyebrow")}
            title={t("destination.getting.title")}
          />
          <ul className="grid gap-6 md:grid-cols-2">
            {transport.map((option) => {
              const Icon = option.type === "road" ? CarIcon : PlaneIcon;
              return (
                <li key={option.id} className="flex">
                  <Card as="div" className="w-full">
                    <CardBody>
                      <div className="flex flex-wrap items-center gap-3">
                        <span
                          aria-hidden="true"
                          className="inline-flex size-11 items-center justify-center rounded-full bg-sand-100 text-ochre-700"
                        >
                          <Icon className="size-5" strokeWidth={1.75} />
                        </span>
                        <CardTitle>
                          {option.type === "road" ? t("destination.getting.road") : t("destination.getting.flight")}
                        </CardTitle>
                        {option.duration ? (
                          <Badge tone="ochre" className="ml-auto">
                            <span className="sr-only">{t("destination.getting.duration")} </span>
                            {englishText(option.duration, english(option, "duration"))}
                          </Badge>
                        ) : null}
                      </div>
                      {option.description ? (
                        <p className="text-charcoal-600" {...english(option, "description")}>
                          {option.description}
                        </p>
                      ) : null}
                    </CardBody>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}

      {stays.length > 0 ? (
        <Section labelledBy="destination-stay-title">
          <SectionHeading
            id="destination-stay-title"
            eyebrow={t("destination.stay.eyebrow")}
            title={t("destination.stay.title")}
          />
          <ul className="card-grid">
            {stays.map((stay) => {
              const Icon = ACCOMMODATION_ICONS[stay.type];
              return (
                <li key={stay.id} className="flex">
                  <Card as="div" className="w-full">
                    <CardBody>
                      <span
                        aria-hidden="true"
                        className="inline-flex size-11 items-center justify-center rounded-full bg-acacia-100 text-acacia-700"
                      >
                        <Icon className="size-5" strokeWidth={1.75} />
                      </span>
                      <CardTitle>{t(`destination.stay.${stay.type}`)}</CardTitle>
                      {stay.description ? (
                        <p className="text-charcoal-600" {...english(stay, "description")}>
                          {stay.description}
                        </p>
                      ) : null}
                    </CardBody>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}

      {lodges.length > 0 ? (
        <Section tone="white" labelledBy="destination-lodges-title">
          <SectionHeading
            id="destination-lodges-title"
            eyebrow={t("destination.lodges.eyebrow")}
            title={t("destination.lodges.title", { name })}
          />
          <LodgeCardList lodges={lodges} />
        </Section>
      ) : null}

      {safaris.length > 0 ? (
        <Section tone="paper" labelledBy="destination-safaris-title">
          <SectionHeading
            id="destination-safaris-title"
            eyebrow={t("destination.safaris.eyebrow")}
            title={t("destination.safaris.title", { name })}
          />
          <SafariCardList safaris={safaris} />
        </Section>
      ) : null}

      <Section tone="dark" labelledBy="destination-cta-title">
        <Reveal className="mx-auto max-w-3xl text-center">
          <h2 id="destination-cta-title" className="font-display text-display-lg text-white">
            {t("destination.cta.title", { name })}
          </h2>
          <p className="mt-5 text-lead text-sand-200">{t("destination.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localHref("/safaris")} size="lg">
              {t("destination.cta.book")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("destination.cta.contact")}
            </ButtonLink>
          </div>
        </Reveal>
      </Section>
    </>
  );
}
