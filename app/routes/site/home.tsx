// The home page: hero, About carousel, three safaris, three destinations, three reviews, closing call.
import { deferred } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, ChevronDownIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { ClosingCall } from "~/features/home/closing-call";
import { loadHomeContent } from "~/features/home/home-content.server";
import { HomeHero } from "~/features/home/home-hero";
import { NO_PUBLIC_FACTS } from "~/features/operator-settings/operator-facts";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import type { ReviewCardData } from "~/features/reviews/review-card";
import { reviewLanguageNote } from "~/features/reviews/review-language";
import type { SafariCardData } from "~/features/safaris/safari-card";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { travelAgencyJsonLd } from "~/features/seo/structured-data";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { homeMessages } from "~/i18n/messages/en/home";
import { translate, useMessages } from "~/i18n/translate";
import { numberFormat } from "~/utils/intl-formats";
import type { Route } from "./+types/home";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [content, operator] = await Promise.all([
    loadHomeContent(context.db, context.log),
    // The company's contacts in the structured data are the operator's own; if they cannot be read the page
    // still renders, its structured data without them (the site layout logs the failure).
    loadPublicOperatorFacts(context.db).catch(() => NO_PUBLIC_FACTS),
  ]);
  const siteUrl = context.config.SITE_URL;
  // Built here so the structured-data code stays on the server.
  const jsonLd = travelAgencyJsonLd({ siteUrl, logo: "/favicon.svg", rating: content.rating, operator });
  const meta = pageMeta({
    siteUrl,
    path: "/",
    description: translate(homeMessages, "home.meta.description"),
    image: "/media/hero/savanna-poster.jpg",
  });
  // Everything returned here is serialised into the page for hydration: only what the cards render travels.
  const safariCards: SafariCardData[] = content.safaris.map(
    ({ id, title, description, durationDays, fromPrices, imageUrl }) => ({
      id,
      title,
      description,
      durationDays,
      fromPrices,
      imageUrl,
    }),
  );
  // The cards' words in the page's language (one query; none in English).
  const { translations, staffMarks } = await loadPageTranslations(request, context, {
    package: safariCards.map((safari) => safari.id),
    destination: content.destinations.map((destination) => destination.id),
  });
  const safaris = translations.overlayAll(safariCards, "package");
  const destinations = translations.overlayAll(content.destinations, "destination");
  const reviews: ReviewCardData[] = content.reviews.map(({ id, userName, rating, comment, createdAt, locale }) => ({
    id,
    userName,
    rating,
    comment,
    createdAt,
    writtenIn: reviewLanguageNote(locale),
  }));
  // The line under the reviews' heading is worded here: formatting it in the browser would make the page's
  // hydration set up Intl's number and plural data first, one of its longest tasks on a phone.
  const { average, count } = content.rating;
  const reviewsSummary =
    average === null
      ? null
      : translate(homeMessages, "home.reviews.summary", {
          average: numberFormat({ maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(average),
          count,
        });
  return { ...content, safaris, destinations, reviews, jsonLd, meta, reviewsSummary, staffMarks };
}

export const meta: Route.MetaFunction = loaderMeta;

// Everything below the full-screen hero arrives complete in the server's HTML; the code of its interactive
// parts (the carousel's controls and autoplay, the cards' client-side links) follows when each comes into view.
const AboutCarousel = deferred(() => import("~/features/home/about-carousel").then((module) => module.AboutCarousel), {
  when: "visible",
});
const HomeSafariList = deferred(
  () => import("~/features/home/home-card-lists").then((module) => module.HomeSafariList),
  { when: "visible" },
);
const HomeDestinationList = deferred(
  () => import("~/features/home/home-card-lists").then((module) => module.HomeDestinationList),
  { when: "visible" },
);
const HomeReviewList = deferred(
  () => import("~/features/home/home-card-lists").then((module) => module.HomeReviewList),
  { when: "visible" },
);

const viewAllArrow = <ArrowRightIcon className="size-4" />;

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useMessages(homeMessages);
  const { safaris, destinations, reviews, reviewsSummary, jsonLd } = loaderData;

  return (
    <>
      <JsonLd data={jsonLd} />
      <HomeHero
        eyebrow={t("home.hero.eyebrow")}
        title={t("home.hero.title")}
        subtitle={t("home.hero.subtitle")}
        actions={
          <>
            <ButtonLink to={localHref("/safaris")} size="lg" trailingIcon={viewAllArrow}>
              {t("home.hero.browse")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("home.hero.contact")}
            </ButtonLink>
          </>
        }
        bottom={
          <a
            href="#about"
            className="flex flex-col items-center gap-1 rounded-md px-3 py-1 text-xs font-semibold tracking-[0.2em] text-white uppercase"
          >
            {t("home.hero.scroll")}
            <ChevronDownIcon className="size-5 motion-safe:animate-bounce" />
          </a>
        }
      />

      <Section id="about" tone="paper" labelledBy="home-about-title">
        <SectionHeading id="home-about-title" eyebrow={t("home.about.eyebrow")} title={t("home.about.title")} />
        <Reveal>
          <AboutCarousel />
        </Reveal>
        <div className="mt-8 flex justify-center sm:justify-end">
          <ButtonLink to={localHref("/about")} variant="outline" trailingIcon={viewAllArrow}>
            {t("home.about.learnMore")}
          </ButtonLink>
        </div>
      </Section>

      <Section labelledBy="home-safaris-title">
        <SectionHeading
          id="home-safaris-title"
          eyebrow={t("home.safaris.eyebrow")}
          title={t("home.safaris.title")}
          action={
            safaris.length > 0 ? (
              <ButtonLink to={localHref("/safaris")} variant="outline" trailingIcon={viewAllArrow}>
                {t("home.safaris.all")}
              </ButtonLink>
            ) : undefined
          }
        />
        {safaris.length > 0 ? (
          <HomeSafariList safaris={safaris} />
        ) : (
          <StatusState
            kind="empty"
            title={t("home.safaris.empty")}
            description={t("home.safaris.emptyText")}
            action={{ to: "/contact", label: t("home.cta.contact") }}
            headingLevel={3}
          />
        )}
      </Section>

      <Section tone="white" labelledBy="home-destinations-title">
        <SectionHeading
          id="home-destinations-title"
          eyebrow={t("home.destinations.eyebrow")}
          title={t("home.destinations.title")}
          action={
            destinations.length > 0 ? (
              <ButtonLink to={localHref("/destinations")} variant="outline" trailingIcon={viewAllArrow}>
                {t("home.destinations.all")}
              </ButtonLink>
            ) : undefined
          }
        />
        {destinations.length > 0 ? (
          <HomeDestinationList destinations={destinations} />
        ) : (
          <StatusState
            kind="empty"
            title={t("home.destinations.empty")}
            description={t("home.destinations.emptyText")}
            action={{ to: "/contact", label: t("home.cta.contact") }}
            headingLevel={3}
          />
        )}
      </Section>

      <Section labelledBy="home-reviews-title">
        <SectionHeading
          id="home-reviews-title"
          eyebrow={t("home.reviews.eyebrow")}
          title={t("home.reviews.title")}
          intro={reviewsSummary ?? undefined}
          action={
            reviews.length > 0 ? (
              <ButtonLink to={localHref("/reviews")} variant="outline" trailingIcon={viewAllArrow}>
                {t("home.reviews.all")}
              </ButtonLink>
            ) : undefined
          }
        />
        {reviews.length > 0 ? (
          <HomeReviewList reviews={reviews} />
        ) : (
          <StatusState
            kind="empty"
            title={t("home.reviews.empty")}
            description={t("home.reviews.emptyText")}
            action={{ to: "/reviews", label: t("home.reviews.share") }}
            headingLevel={3}
          />
        )}
      </Section>

      <ClosingCall />
    </>
  );
}
