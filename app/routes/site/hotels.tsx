import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { failedLoadInit } from "~/db/database-availability.server";
import { HotelCard, hotelCardData } from "~/features/hotels/hotel-card";
import { BedIcon, UsersIcon } from "~/features/hotels/hotel-icons";
import { HOTELS_PATH, HotelsEmpty, HotelsLoadFailure } from "~/features/hotels/hotel-states";
import { listHotels } from "~/features/hotels/hotels.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { hotelsMessages } from "~/i18n/messages/en/hotels";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/hotels";

const GRID_ID = "lodges";

export async function loader({ context, request }: Route.LoaderArgs) {
  const meta = pageMeta({
    siteUrl: context.config.SITE_URL,
    path: HOTELS_PATH,
    title: translate(hotelsMessages, "hotels.meta.title"),
    description: translate(hotelsMessages, "hotels.meta.description"),
    image: "/art/site/hotels-hero.svg",
  });
  try {
    const lodges = await listHotels(context.db);
    // The cards' words in the page's language (one query; none in English).
    const { translations, staffMarks } = await loadPageTranslations(request, context, {
      hotel: lodges.map((lodge) => lodge.id),
    });
    const hotels = translations.overlayAll(lodges, "hotel").map(hotelCardData);
    return { hotels, staffMarks, failed: false, meta };
  } catch (error) {
    // The page still renders (with its way to retry); 503 only when the database is unreachable.
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "hotel list failed to load");
    return data({ hotels: [], failed: true, meta }, init);
  }
}

export const meta: Route.MetaFunction = loaderMeta;

const POINTS = [
  { icon: MapPinIcon, title: "hotels.intro.point.location.title", text: "hotels.intro.point.location.text" },
  { icon: UsersIcon, title: "hotels.intro.point.people.title", text: "hotels.intro.point.people.text" },
  { icon: BedIcon, title: "hotels.intro.point.fit.title", text: "hotels.intro.point.fit.text" },
] as const;

export default function Hotels({ loaderData }: Route.ComponentProps) {
  const t = useMessages(hotelsMessages);
  const { hotels, failed } = loaderData;
  return (
    <>
      <Hero
        height="medium"
        eyebrow={t("hotels.hero.eyebrow")}
        title={t("hotels.hero.title")}
        subtitle={t("hotels.hero.subtitle")}
        titleId="hotels-hero-title"
        image={{ src: "/art/site/hotels-hero.svg", alt: "", width: 1600, height: 900 }}
      >
        <ButtonLink
          to={localHref(`${HOTELS_PATH}#${GRID_ID}`)}
          size="lg"
          trailingIcon={<ArrowRightIcon className="size-4 rotate-90" />}
        >
          {t("hotels.hero.explore")}
        </ButtonLink>
      </Hero>

      <Section id={GRID_ID} labelledBy="hotels-list-title">
        <SectionHeading
          id="hotels-list-title"
          eyebrow={t("hotels.list.eyebrow")}
          title={t("hotels.list.title")}
          intro={t("hotels.intro.lead")}
          action={
            hotels.length > 0 ? (
              <p className="text-sm font-semibold text-charcoal-600">
                {t("hotels.list.count", { count: hotels.length })}
              </p>
            ) : undefined
          }
        />
        {failed ? (
          <HotelsLoadFailure retryHref={HOTELS_PATH} />
        ) : hotels.length === 0 ? (
          <HotelsEmpty />
        ) : (
          <ul className="card-grid">
            {hotels.map((hotel, index) => (
              <Reveal as="li" key={hotel.slug} delay={(index % 3) * 100} className="flex">
                <HotelCard hotel={hotel} />
              </Reveal>
            ))}
          </ul>
        )}
      </Section>

      <Section tone="paper" labelledBy="hotels-intro-title">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
          <Reveal>
            <p className="eyebrow mb-3 text-ochre-700">{t("hotels.intro.eyebrow")}</p>
            <h2 id="hotels-intro-title" className="font-display text-display-lg">
              {t("hotels.intro.title")}
            </h2>
          </Reveal>
          <ul className="grid gap-8 sm:grid-cols-3 sm:gap-6">
            {POINTS.map(({ icon: Icon, title, text }, index) => (
              <Reveal as="li" key={title} delay={index * 100} className="flex flex-col gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-ochre-100 text-ochre-700">
                  <Icon className="size-5" strokeWidth={1.75} />
                </span>
                <h3 className="font-display text-display-sm">{t(title)}</h3>
                <p className="text-charcoal-600">{t(text)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
