import { data, Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { failedLoadInit } from "~/db/database-availability.server";
import { HotelCard, hotelCardData, hotelPath } from "~/features/hotels/hotel-card";
import { BackToHotels, HOTELS_PATH, HotelDetailLoadFailure, HotelNotFound } from "~/features/hotels/hotel-states";
import { getHotelBySlug, type Hotel, listHotels } from "~/features/hotels/hotels.server";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { notFoundMeta, pageMeta } from "~/features/seo/page-meta";
import { lodgingBusinessJsonLd } from "~/features/seo/structured-data";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { hotelsMessages } from "~/i18n/messages/en/hotels";
import { translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import type { Route } from "./+types/hotel-detail";

const MORE_HOTELS = 3;

export async function loader({ context, params }: Route.LoaderArgs) {
  const siteUrl = context.config.SITE_URL;
  let hotel: Awaited<ReturnType<typeof getHotelBySlug>>;
  let others: Hotel[];
  try {
    [hotel, others] = await Promise.all([getHotelBySlug(context.db, params.slug), listHotels(context.db)]);
  } catch (error) {
    // The page still renders (with its way back); 503 only when the database is unreachable.
    const init = failedLoadInit(error, context);
    context.log.error({ err: error, slug: params.slug }, "hotel failed to load");
    const meta = notFoundMeta(translate(hotelsMessages, "hotels.error.detail"));
    return data({ state: "failed" as const, meta }, init);
  }
  // Answered by this page rather than thrown to the layout, so its own title and noindex tag stay in place.
  if (!hotel) {
    const meta = notFoundMeta(translate(catalogueMessages, "catalogue.hotel.notFound"));
    return data({ state: "not-found" as const, meta }, { status: 404 });
  }
  const { slug, name, location, description, imageUrl, destination, destinationId } = hotel;
  // Neighbours in the same park first, then the newest of the rest.
  const nearby = (other: Hotel) => destinationId !== null && other.destinationId === destinationId;
  const moreHotels = others
    .filter((other) => other.id !== hotel.id)
    .sort((a, b) => Number(nearby(b)) - Number(nearby(a)))
    .slice(0, MORE_HOTELS)
    .map(hotelCardData);
  return {
    state: "found" as const,
    hotel: { slug, name, location, description, imageUrl, destination },
    moreHotels,
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

/** Staff write descriptions with blank lines between paragraphs. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

export default function HotelDetail({ loaderData }: Route.ComponentProps) {
  const t = useMessages(hotelsMessages);
  if (loaderData.state === "failed") return <HotelDetailLoadFailure />;
  if (loaderData.state === "not-found") return <HotelNotFound />;
  const { hotel, moreHotels, jsonLd } = loaderData;

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
              {hotel.location}
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
            <div className="mt-6 flex flex-col gap-5 text-lead text-charcoal-700">
              {text.length > 0 ? (
                text.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
              ) : (
                <p>{translate(catalogueMessages, "catalogue.description.missing")}</p>
              )}
            </div>
          </article>

          <aside aria-labelledby="hotel-glance-title" className="lg:pt-2">
            <div className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-7">
              <h2 id="hotel-glance-title" className="eyebrow text-ochre-700">
                {t("hotels.detail.glance")}
              </h2>
              <dl className="mt-5 flex flex-col gap-5">
                {hotel.location ? (
                  <div>
                    <dt className="text-sm text-charcoal-600">{t("hotels.detail.location")}</dt>
                    <dd className="mt-1 font-display text-display-sm text-charcoal-900">{hotel.location}</dd>
                  </div>
                ) : null}
                {hotel.destination ? (
                  <div>
                    <dt className="text-sm text-charcoal-600">{t("hotels.detail.destination")}</dt>
                    <dd className="mt-1">
                      <Link
                        to={`/${hotel.destination.slug}`}
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
          </aside>
        </div>
      </Section>

      {moreHotels.length > 0 ? (
        <Section tone="white" labelledBy="hotel-more-title">
          <SectionHeading
            id="hotel-more-title"
            eyebrow={t("hotels.detail.more.eyebrow")}
            title={t("hotels.detail.more.title")}
            action={
              <ButtonLink to={HOTELS_PATH} variant="outline">
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
            <ButtonLink to="/safaris" size="lg" trailingIcon={<ArrowRightIcon className="size-4" />}>
              {t("hotels.detail.plan.safaris")}
            </ButtonLink>
            <ButtonLink to="/contact" size="lg" variant="inverse">
              {t("hotels.detail.plan.contact")}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
