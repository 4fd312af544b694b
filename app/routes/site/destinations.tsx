// The destinations page: regions, every destination as a card, and the seasons.
// A failed query is logged and the static guidance still shown around the error text: 503 with Retry-After
// when the database is unreachable (a retry may work), 500 for any other failure.

import { data } from "react-router";
import { deferred } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon, CompassIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { failedLoadInit } from "~/db/database-availability.server";
import { DestinationCard } from "~/features/destinations/destination-card";
import {
  CloudRainIcon,
  PalmtreeIcon,
  SunIcon,
  TentTreeIcon,
  UsersIcon,
} from "~/features/destinations/destination-icons";
import { listDestinations } from "~/features/destinations/destinations.server";
import { REGION_PARAM, REGIONS_ANCHOR } from "~/features/destinations/region-address";
import type { RegionTab } from "~/features/destinations/region-tabs";
import { countrySafarisHref } from "~/features/safaris/safari-filters";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { destinationsMessages as messages } from "~/i18n/messages/en/destinations";
import { destinationsMetaMessages } from "~/i18n/messages/en/destinations-meta";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/destinations";

// Below the hero and the highlights: the tabs are links the loader honours (?region=tanzania), so a tap works
// before their code arrives; the code (switching in place, the arrow keys) follows when they come into view.
const RegionTabs = deferred(() => import("~/features/destinations/region-tabs").then((module) => module.RegionTabs), {
  when: "visible",
});

const REGIONS = [
  { key: "kenya", value: "kenya" },
  { key: "tanzania", value: "tanzania" },
  { key: "eastAfrica", value: "east-africa" },
  { key: "islands", value: "islands" },
] as const;

/**
 * Each region's 'Browse ... safaris': the safari list filtered to it (the coast has no filter of its own).
 * Made by the loader (in the request's language), so the filters' module stays out of this page's script.
 */
function regionSafarisHrefs(): Record<(typeof REGIONS)[number]["key"], string> {
  return {
    kenya: localHref(countrySafarisHref("kenya")),
    tanzania: localHref(countrySafarisHref("tanzania")),
    eastAfrica: localHref(countrySafarisHref("kenya-and-tanzania")),
    islands: localHref("/safaris"),
  };
}

/** The region whose panel is open: the one the address names, else the first. */
function chosenRegion(url: URL): string {
  const requested = url.searchParams.get(REGION_PARAM);
  return REGIONS.find((region) => region.value === requested)?.value ?? REGIONS[0].value;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const region = chosenRegion(new URL(request.url));
  const meta = pageMeta({
    siteUrl: context.config.SITE_URL,
    path: "/destinations",
    title: translate(destinationsMetaMessages, "destinations.meta.title"),
    description: translate(destinationsMetaMessages, "destinations.meta.description"),
    image: "/art/site/destinations-hero.svg",
  });
  try {
    const english = await listDestinations(context.db);
    // The cards' words in the page's language (one query; none in English).
    const { translations, staffMarks } = await loadPageTranslations(request, context, {
      destination: english.map((destination) => destination.id),
    });
    const destinations = translations.overlayAll(english, "destination");
    return { destinations, staffMarks, failed: false, meta, region, safarisHrefs: regionSafarisHrefs() };
  } catch (error) {
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "destinations failed to load");
    return data({ destinations: [], failed: true, meta, region, safarisHrefs: regionSafarisHrefs() }, init);
  }
}

export const meta: Route.MetaFunction = loaderMeta;

const HIGHLIGHTS = [
  { id: "guides", Icon: UsersIcon },
  { id: "seasons", Icon: CompassIcon },
  { id: "conservancies", Icon: TentTreeIcon },
  { id: "coast", Icon: PalmtreeIcon },
] as const;

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const t = useMessages(messages);
  const { destinations, failed, region, safarisHrefs } = loaderData;
  const regions: RegionTab[] = REGIONS.map(({ key, value }) => ({
    value,
    tab: t(`destinations.region.${key}.tab`),
    title: t(`destinations.region.${key}.title`),
    text: t(`destinations.region.${key}.text`),
    parks: t(`destinations.region.${key}.parks`).split(", "),
    link: { to: safarisHrefs[key], label: t(`destinations.region.${key}.link`) },
  }));

  return (
    <>
      <Hero
        height="large"
        eyebrow={t("destinations.hero.eyebrow")}
        title={t("destinations.hero.title")}
        subtitle={t("destinations.hero.subtitle")}
        titleId="destinations-title"
        image={{ src: "/art/site/destinations-hero.svg", alt: "", width: 1600, height: 900 }}
      >
        <ButtonLink
          to={localHref("/safaris")}
          size="lg"
          trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
        >
          {t("destinations.hero.cta")}
        </ButtonLink>
      </Hero>

      <Section tone="paper" labelledBy="destinations-intro-title">
        <div className="grid gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <Reveal>
            <p className="eyebrow mb-4 text-ochre-700">{t("destinations.intro.eyebrow")}</p>
            <h2 id="destinations-intro-title" className="font-display text-display-lg">
              {t("destinations.intro.title")}
            </h2>
            <p className="mt-6 text-lead text-charcoal-600">{t("destinations.intro.lead")}</p>
          </Reveal>
          <ul aria-label={t("destinations.highlights.label")} className="grid gap-4 sm:grid-cols-2 sm:gap-6">
            {HIGHLIGHTS.map(({ id, Icon }, index) => (
              <Reveal as="li" key={id} delay={index * 100} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-ochre-100 text-ochre-700"
                >
                  <Icon className="size-5" strokeWidth={1.75} />
                </span>
                <h3 className="mt-4 font-display text-display-sm">{t(`destinations.highlight.${id}.title`)}</h3>
                <p className="mt-2 text-charcoal-600">{t(`destinations.highlight.${id}.text`)}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </Section>

      <Section id={REGIONS_ANCHOR} labelledBy="destinations-regions-title">
        <SectionHeading
          id="destinations-regions-title"
          eyebrow={t("destinations.regions.eyebrow")}
          title={t("destinations.regions.title")}
        />
        <RegionTabs
          // A region chosen through the address (back, forward, a link) opens afresh.
          key={region}
          regions={regions}
          selected={region}
          label={t("destinations.regions.label")}
          parksLabel={t("destinations.regions.keyParks")}
        />
      </Section>

      <Section tone="white" id="all-destinations" labelledBy="destinations-grid-title">
        <SectionHeading
          id="destinations-grid-title"
          eyebrow={t("destinations.grid.eyebrow")}
          title={t("destinations.grid.title")}
          intro={failed || destinations.length === 0 ? undefined : t("destinations.grid.intro")}
        />
        {failed ? (
          <StatusState kind="error" title={t("destinations.error.title")} description={t("destinations.error.text")} />
        ) : destinations.length === 0 ? (
          <StatusState
            kind="empty"
            title={t("destinations.empty.title")}
            description={t("destinations.empty.text")}
            action={{ to: "/safaris", label: t("destinations.empty.action") }}
          />
        ) : (
          <ul className="card-grid">
            {destinations.map((destination, index) => (
              <Reveal as="li" key={destination.id} delay={(index % 3) * 100} className="flex">
                <DestinationCard destination={destination} />
              </Reveal>
            ))}
          </ul>
        )}
      </Section>

      <Section tone="paper" labelledBy="destinations-seasons-title">
        <SectionHeading
          id="destinations-seasons-title"
          eyebrow={t("destinations.seasons.eyebrow")}
          title={t("destinations.seasons.title")}
          intro={t("destinations.seasons.intro")}
        />
        <div className="grid gap-6 md:grid-cols-2">
          <SeasonCard
            Icon={SunIcon}
            tone="dry"
            title={t("destinations.season.dry.title")}
            months={t("destinations.season.dry.months")}
            text={t("destinations.season.dry.text")}
          />
          <SeasonCard
            Icon={CloudRainIcon}
            tone="green"
            title={t("destinations.season.green.title")}
            months={t("destinations.season.green.months")}
            text={t("destinations.season.green.text")}
          />
        </div>
      </Section>

      <Section tone="dark" labelledBy="destinations-cta-title">
        <Reveal className="mx-auto max-w-3xl text-center">
          <h2 id="destinations-cta-title" className="font-display text-display-lg text-white">
            {t("destinations.cta.title")}
          </h2>
          <p className="mt-5 text-lead text-sand-200">{t("destinations.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localHref("/safaris")} size="lg">
              {t("destinations.cta.safaris")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("destinations.cta.contact")}
            </ButtonLink>
          </div>
        </Reveal>
      </Section>
    </>
  );
}

function SeasonCard({
  Icon,
  tone,
  title,
  months,
  text,
}: {
  Icon: typeof SunIcon;
  tone: "dry" | "green";
  title: string;
  months: string;
  text: string;
}) {
  const dry = tone === "dry";
  return (
    <Reveal
      as="article"
      className={
        dry
          ? "rounded-(--radius-card) bg-ochre-50 p-6 ring-1 ring-ochre-200 sm:p-8"
          : "rounded-(--radius-card) bg-acacia-50 p-6 ring-1 ring-acacia-200 sm:p-8"
      }
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={
            dry
              ? "inline-flex size-12 items-center justify-center rounded-full bg-ochre-200 text-ochre-800"
              : "inline-flex size-12 items-center justify-center rounded-full bg-acacia-200 text-acacia-800"
          }
        >
          <Icon className="size-6" strokeWidth={1.75} />
        </span>
        <div>
          <h3 className="font-display text-display-sm text-charcoal-900">{title}</h3>
          <p className={dry ? "font-semibold text-ochre-800" : "font-semibold text-acacia-700"}>{months}</p>
        </div>
      </div>
      <p className="mt-5 text-charcoal-700">{text}</p>
    </Reveal>
  );
}
