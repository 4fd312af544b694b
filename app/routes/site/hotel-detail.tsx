// /hotels-and-lodges/{slug}: a lodge with its rooms or tents, amenities, its place on a map, the safaris that
// stay there and its neighbours.
import { data, Link } from "react-router";
import { deferred } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon, CheckCircleIcon, MapPinIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { failedLoadInit } from "~/db/database-availability.server";
import { type GalleryPicture, loadPageGallery } from "~/features/galleries/galleries.server";
import { HotelCard, hotelCardData, hotelPath } from "~/features/hotels/hotel-card";
import { BedIcon } from "~/features/hotels/hotel-icons";
import { BackToHotels, HOTELS_PATH, HotelDetailLoadFailure, HotelNotFound } from "~/features/hotels/hotel-states";
import { getHotelBySlug, type Hotel, listHotels } from "~/features/hotels/hotels.server";
import type { LodgeMapData } from "~/features/hotels/lodge-map";
import { lodgeMapGeometry, openStreetMapUrl } from "~/features/hotels/lodge-map-geometry";
import type { SafariCardData } from "~/features/safaris/safari-card";
import { listSafariIdsStayingAt, listSafariPackages } from "~/features/safaris/safaris.server";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { notFoundMeta, pageMeta } from "~/features/seo/page-meta";
import { lodgingBusinessJsonLd } from "~/features/seo/structured-data";
import { englishText, useEnglishFallback } from "~/features/translations/english-fallback";
import {
  ENGLISH_PAGE,
  loadPageTranslations,
  type PageTranslations,
} from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { hotelsMessages } from "~/i18n/messages/en/hotels";
import { lodgeMapMessages } from "~/i18n/messages/en/lodge-map";
import { translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { numberFormat } from "~/utils/intl-formats";
import type { Route } from "./+types/hotel-detail";

const MORE_HOTELS = 3;

// The map (a picture and a link) and the safaris that stay here (links): complete in the server's HTML, their
// code follows when they come into view.
const LodgeMap = deferred(() => import("~/features/hotels/lodge-map").then((module) => module.LodgeMap), {
  when: "visible",
});
// The pictures sit below the fold and open in a native popover, which needs no script: complete in the
// server's HTML, their code follows when they come into view.
const Gallery = deferred(() => import("~/features/galleries/gallery").then((module) => module.Gallery), {
  when: "visible",
});
const SafariCardList = deferred(
  () => import("~/features/safaris/safari-card-list").then((module) => module.SafariCardList),
  { when: "visible" },
);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const siteUrl = context.config.SITE_URL;
  let found: Awaited<ReturnType<typeof getHotelBySlug>>;
  let others: Hotel[];
  let safaris: SafariCardData[] = [];
  let gallery: GalleryPicture[] = [];
  let page: PageTranslations = ENGLISH_PAGE;
  try {
    [found, others] = await Promise.all([getHotelBySlug(context.db, params.slug), listHotels(context.db)]);
    if (found) {
      gallery = await loadPageGallery(context, { kind: "hotel", id: found.id });
      const ids = await listSafariIdsStayingAt(context.db, found.id);
      // Only what the cards draw travels into the page.
      safaris = (await listSafariPackages(context.db, { ids })).map(
        ({ id, title, description, durationDays, fromPrices, imageUrl }) => ({
          id,
          title,
          description,
          durationDays,
          fromPrices,
          imageUrl,
        }),
      );
      // Everything the page shows in its language, read in one query (none in English); the lodge's neighbours
      // are among `others`.
      page = await loadPageTranslations(request, context, {
        hotel: others.map((other) => other.id),
        gallery_image: gallery.map((picture) => picture.id),
        package: safaris.map((safari) => safari.id),
      });
    }
  } catch (error) {
    // The page still renders (with its way back); 503 only when the database is unreachable.
    const init = failedLoadInit(error, context);
    context.log.error({ err: error, slug: params.slug }, "hotel failed to load");
    const meta = notFoundMeta(translate(hotelsMessages, "hotels.error.detail"), {
      siteUrl: context.config.SITE_URL,
      requestUrl: request.url,
    });
    return data({ state: "failed" as const, meta }, init);
  }
  // Answered by this page rather than thrown to the layout, so its own title and noindex tag stay in place.
  if (!found) {
    const meta = notFoundMeta(translate(catalogueMessages, "catalogue.hotel.notFound"), {
      siteUrl: context.config.SITE_URL,
      requestUrl: request.url,
    });
    return data({ state: "not-found" as const, meta }, { status: 404 });
  }
  // In the page's language; the title and description below are these too.
  const { translations, staffMarks } = page;
  const hotel = translations.overlay(found, "hotel");
  const { id, slug, name, location, description, imageUrl, destination, destinationId, rooms, amenities } = hotel;
  // Neighbours in the same park first, then the newest of the rest.
  const nearby = (other: Hotel) => destinationId !== null && other.destinationId === destinationId;
  const moreHotels = others
    .filter((other) => other.id !== hotel.id)
    .sort((a, b) => Number(nearby(b)) - Number(nearby(a)))
    .slice(0, MORE_HOTELS)
    .map((other) => hotelCardData(translations.overlay(other, "hotel")));
  return {
    state: "found" as const,
    hotel: {
      id,
      slug,
      name,
      location,
      description,
      imageUrl,
      destination,
      rooms,
      amenities,
      untranslated: hotel.untranslated,
    },
    map: lodgeMap(hotel, hotel.latitude, hotel.longitude),
    safaris: translations.overlayAll(safaris, "package"),
    gallery: translations.overlayAll(gallery, "gallery_image"),
    moreHotels,
    staffMarks,
    // Built here rather than in the page, so the structured-data helpers never reach the browser's bundle.
    jsonLd: lodgingBusinessJsonLd({ siteUrl, hotel }),
    meta: pageMeta({
      siteUrl,
      path: hotelPath(slug),
      title: name,
      description: description || location,
      image: imageUrl,
      type: "place",
    }),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

/** "1.406" / "1,406": a coordinate as the page's language writes it. */
const degrees = () => numberFormat({ maximumFractionDigits: 3 });

/** The map and the position in words, made here so the projection stays on the server; null without a position. */
function lodgeMap(
  { name, location }: { name: string; location: string },
  latitude: number | null,
  longitude: number | null,
): LodgeMapData | null {
  if (latitude === null || longitude === null) return null;
  const geometry = lodgeMapGeometry(latitude, longitude, name);
  if (!geometry) return null;
  return {
    geometry,
    texts: {
      title: translate(lodgeMapMessages, "lodgeMap.title", { name }),
      alt: translate(lodgeMapMessages, "lodgeMap.alt", { name, place: location || name }),
      open: translate(lodgeMapMessages, "lodgeMap.open"),
      kenya: translate(lodgeMapMessages, "lodgeMap.kenya"),
      tanzania: translate(lodgeMapMessages, "lodgeMap.tanzania"),
    },
    position: translate(lodgeMapMessages, "lodgeMap.position", {
      latitude: degrees().format(Math.abs(latitude)),
      north: latitude >= 0 ? "yes" : "no",
      longitude: degrees().format(Math.abs(longitude)),
      east: longitude >= 0 ? "yes" : "no",
    }),
    openStreetMapUrl: openStreetMapUrl(latitude, longitude),
  };
}

/** Staff write descriptions with blank lines between paragraphs. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export default function HotelDetail({ loaderData }: Route.ComponentProps) {
  const t = useMessages(hotelsMessages);
  const english = useEnglishFallback();
  if (loaderData.state === "failed") return <HotelDetailLoadFailure />;
  if (loaderData.state === "not-found") return <HotelNotFound />;
  const { hotel, map, safaris, moreHotels, jsonLd, gallery } = loaderData;

  const text = paragraphs(hotel.description);
  const imageAlt = hotel.location
    ? t("hotels.detail.imageAlt", { name: hotel.name, location: hotel.location })
    : hotel.name;
  return (
    <>
      <JsonLd data={jsonLd} />
      <Hero
        height="large"
        align="left"
        title={hotel.name}
        titleId="hotel-title"
        eyebrow={
          hotel.location ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-3.5" />
              {englishText(hotel.location, english(hotel, "location"))}
            </span>
          ) : undefined
        }
        image={hotel.imageUrl ? { src: hotel.imageUrl, alt: imageAlt, width: 1600, height: 900 } : undefined}
      />

      <Section labelledBy="hotel-about-title" className="!pt-8 sm:!pt-10">
        <nav aria-label={t("hotels.back")} className="-ml-3 mb-8 sm:mb-12">
          <BackToHotels />
        </nav>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
          <article aria-labelledby="hotel-about-title" className="max-w-prose">
            <h2 id="hotel-about-title" className="font-display text-display-md">
              {t("hotels.detail.aboutTitle", { name: hotel.name })}
            </h2>
            <div className="mt-6 flex flex-col gap-5 text-lead text-charcoal-700" {...english(hotel, "description")}>
              {text.length > 0 ? (
                text.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
              ) : (
                <p>{translate(catalogueMessages, "catalogue.description.missing")}</p>
              )}
            </div>
            {hotel.rooms.length > 0 || hotel.amenities.length > 0 ? (
              <div className="mt-10 grid gap-8 sm:grid-cols-2">
                {hotel.rooms.length > 0 ? (
                  <div>
                    <h3 className="font-display text-display-sm">{t("hotels.detail.rooms")}</h3>
                    <ul className="mt-4 flex flex-col gap-2.5 text-charcoal-700" {...english(hotel, "rooms")}>
                      {hotel.rooms.map((room) => (
                        <li key={room} className="flex gap-2.5">
                          <BedIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ochre-600" />
                          {room}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                {hotel.amenities.length > 0 ? (
                  <div>
                    <h3 className="font-display text-display-sm">{t("hotels.detail.amenities")}</h3>
                    <ul className="mt-4 flex flex-col gap-2.5 text-charcoal-700" {...english(hotel, "amenities")}>
                      {hotel.amenities.map((amenity) => (
                        <li key={amenity} className="flex gap-2.5">
                          <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-acacia-600" />
                          {amenity}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </div>
            ) : null}
          </article>

          <aside
            aria-labelledby="hotel-glance-title"
            className="grid gap-8 md:grid-cols-2 md:items-start lg:grid-cols-1 lg:pt-2"
          >
            <div className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-7">
              <h2 id="hotel-glance-title" className="eyebrow text-ochre-700">
                {t("hotels.detail.glance")}
              </h2>
              <dl className="mt-5 flex flex-col gap-5">
                {hotel.location ? (
                  <div>
                    <dt className="text-sm text-charcoal-600">{t("hotels.detail.location")}</dt>
                    <dd className="mt-1 font-display text-display-sm text-charcoal-900" {...english(hotel, "location")}>
                      {hotel.location}
                    </dd>
                  </div>
                ) : null}
                {hotel.destination ? (
                  <div>
                    <dt className="text-sm text-charcoal-600">{t("hotels.detail.destination")}</dt>
                    <dd className="mt-1">
                      <Link
                        to={localHref(`/${hotel.destination.slug}`)}
                        className="group inline-flex items-center gap-1.5 font-display text-display-sm text-charcoal-900 underline decoration-ochre-400 decoration-2 underline-offset-4 hover:text-ochre-700"
                      >
                        {t("hotels.detail.exploreDestination", { name: hotel.destination.name })}
                        <ArrowRightIcon className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
                      </Link>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </div>
            {map ? (
              <section aria-labelledby="hotel-map-title">
                <h2 id="hotel-map-title" className="eyebrow mb-4 text-ochre-700">
                  {map.texts.title}
                </h2>
                <LodgeMap map={map} name={hotel.name} />
              </section>
            ) : null}
          </aside>
        </div>
      </Section>

      <Gallery pictures={gallery} name={hotel.name} headingId="hotel-gallery-title" tone="white" />

      {safaris.length > 0 ? (
        <Section tone="paper" labelledBy="hotel-safaris-title">
          <SectionHeading
            id="hotel-safaris-title"
            eyebrow={t("hotels.detail.safaris.eyebrow")}
            title={t("hotels.detail.safaris.title", { name: hotel.name })}
          />
          <SafariCardList safaris={safaris} />
        </Section>
      ) : null}

      {moreHotels.length > 0 ? (
        <Section tone="white" labelledBy="hotel-more-title">
          <SectionHeading
            id="hotel-more-title"
            eyebrow={t("hotels.detail.more.eyebrow")}
            title={t("hotels.detail.more.title")}
            action={
              <ButtonLink to={localHref(HOTELS_PATH)} variant="outline">
                {t("hotels.detail.more.all")}
              </ButtonLink>
            }
          />
          <ul className="card-grid">
            {moreHotels.map((other, index) => (
              <Reveal as="li" key={other.slug} delay={index * 100} className="flex">
                <HotelCard hotel={other} />
              </Reveal>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section tone="acacia" labelledBy="hotel-plan-title">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between md:gap-12">
          <div className="max-w-2xl">
            <p className="eyebrow mb-3 text-ochre-200">{t("hotels.detail.plan.eyebrow")}</p>
            <h2 id="hotel-plan-title" className="font-display text-display-lg">
              {t("hotels.detail.plan.title", { name: hotel.name })}
            </h2>
            <p className="mt-4 text-lead text-acacia-100">
              {t("hotels.detail.plan.text", { hours: BUSINESS_TERMS.responseHours })}
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <ButtonLink to={localHref("/safaris")} size="lg" trailingIcon={<ArrowRightIcon className="size-4" />}>
              {t("hotels.detail.plan.safaris")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("hotels.detail.plan.contact")}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
