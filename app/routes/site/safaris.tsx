// /safaris: every safari package, newest first, or those the address's filters let through
// (?country=kenya&days=5-7&month=7&budget=under-1500; safari-filters.ts).
import { data, redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { failedLoadInit } from "~/db/database-availability.server";
import type { SafariCardData } from "~/features/safaris/safari-card";
import { SafariFilterBar } from "~/features/safaris/safari-filter-bar";
import { safariFilterCountText, safariFilterEmptyTexts, safariFilterView } from "~/features/safaris/safari-filter-view";
import { activeFilterCount, parseSafariFilters, SAFARI_FILTER_KEYS } from "~/features/safaris/safari-filters";
import { SafariGrid } from "~/features/safaris/safari-grid";
import { safariListMeta } from "~/features/safaris/safari-list-meta";
import { listFilteredSafariPackages } from "~/features/safaris/safaris.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { localHref } from "~/i18n/local-href";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { useMessages } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import { sameOriginPath } from "~/utils/same-origin-path";
import type { Route } from "./+types/safaris";

const HERO_IMAGE = "/art/site/safaris-hero.svg";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The form sends its 'any' choices as empty parameters: the same list at its clean address (other
  // parameters, such as a campaign's, stay).
  const empty = SAFARI_FILTER_KEYS.filter((key) => url.searchParams.has(key) && !url.searchParams.get(key)?.trim());
  if (empty.length > 0) {
    for (const key of empty) url.searchParams.delete(key);
    throw redirect(sameOriginPath(`${url.pathname}${url.search}`));
  }
  const filters = parseSafariFilters(url.searchParams);
  const filterView = safariFilterView(filters);
  // Worded here, so the filters' catalogue stays on the server.
  const filtered = activeFilterCount(filters) > 0 ? safariFilterEmptyTexts() : null;
  const meta = safariListMeta(context.config.SITE_URL, filters, HERO_IMAGE);
  try {
    // Only what the cards render travels into the page for hydration.
    const cards: SafariCardData[] = (await listFilteredSafariPackages(context.db, filters, businessToday())).map(
      ({ id, title, description, durationDays, fromPrices, imageUrl }) => ({
        id,
        title,
        description,
        durationDays,
        fromPrices,
        imageUrl,
      }),
    );
    // In the page's language (one query; none in English).
    const { translations, staffMarks } = await loadPageTranslations(request, context, {
      package: cards.map((card) => card.id),
    });
    const safaris = translations.overlayAll(cards, "package");
    const countText = safariFilterCountText(filters, safaris.length);
    return {
      safaris,
      staffMarks,
      failed: false,
      meta,
      filterView,
      filtered,
      countText,
      retryHref: sameOriginPath(url.pathname + url.search),
    };
  } catch (error) {
    // The page still renders with a way to retry; 503 only when the database is unreachable.
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "safari list failed to load");
    return data(
      {
        safaris: [] as SafariCardData[],
        failed: true,
        meta,
        filterView,
        filtered,
        countText: null,
        retryHref: sameOriginPath(url.pathname + url.search),
      },
      init,
    );
  }
}

export const meta: Route.MetaFunction = loaderMeta;

export default function Safaris({ loaderData }: Route.ComponentProps) {
  const t = useMessages(safarisMessages);
  const { filterView, filtered } = loaderData;
  return (
    <>
      <Hero
        height="medium"
        eyebrow={t("safaris.hero.eyebrow")}
        title={t("safaris.hero.title")}
        subtitle={t("safaris.hero.subtitle")}
        titleId="safaris-hero-title"
        image={{ src: HERO_IMAGE, alt: "", width: 1600, height: 900 }}
      />

      <Section labelledBy="safaris-list-title">
        <SectionHeading
          id="safaris-list-title"
          eyebrow={t("safaris.list.eyebrow")}
          title={t("safaris.list.title")}
          intro={t("safaris.list.intro")}
        />
        <SafariFilterBar view={filterView} countText={loaderData.countText} />
        {loaderData.failed ? (
          <StatusState
            kind="error"
            title={t("safaris.list.error")}
            description={t("safaris.list.errorText")}
            action={{ to: loaderData.retryHref, label: t("safaris.list.retry") }}
          />
        ) : (
          <SafariGrid
            safaris={loaderData.safaris}
            empty={
              filtered
                ? {
                    title: t("safaris.list.empty"),
                    description: filtered.description,
                    action: { to: filterView.clearHref, label: filtered.clear },
                  }
                : {
                    title: t("safaris.list.empty"),
                    description: t("safaris.list.emptyText"),
                    action: { to: "/contact", label: t("safaris.list.emptyAction") },
                  }
            }
          />
        )}
      </Section>

      <Section tone="paper" labelledBy="safaris-cta-title">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
          <h2 id="safaris-cta-title" className="font-display text-display-md">
            {t("safaris.cta.title")}
          </h2>
          <p className="text-lead text-charcoal-600">{t("safaris.cta.text")}</p>
          <ButtonLink to={localHref("/contact")} variant="dark" size="lg">
            {t("safaris.cta.contact")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
