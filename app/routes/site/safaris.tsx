// /safaris: every safari package, newest first.
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { failedLoadInit } from "~/db/database-availability.server";
import type { SafariCardData } from "~/features/safaris/safari-card";
import { SafariGrid } from "~/features/safaris/safari-grid";
import { listSafariPackages } from "~/features/safaris/safaris.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/safaris";

const HERO_IMAGE = "/art/site/safaris-hero.svg";

export async function loader({ context }: Route.LoaderArgs) {
  const meta = pageMeta({
    siteUrl: context.config.SITE_URL,
    path: "/safaris",
    title: translate(safarisMessages, "safaris.meta.title"),
    description: translate(safarisMessages, "safaris.meta.description"),
    image: HERO_IMAGE,
  });
  try {
    // Only what the cards render travels into the page for hydration.
    const safaris: SafariCardData[] = (await listSafariPackages(context.db)).map(
      ({ id, title, description, durationDays, fromPrices, imageUrl }) => ({
        id,
        title,
        description,
        durationDays,
        fromPrices,
        imageUrl,
      }),
    );
    return { safaris, failed: false, meta };
  } catch (error) {
    // The page still renders with a way to retry; 503 only when the database is unreachable.
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "safari list failed to load");
    return data({ safaris: [] as SafariCardData[], failed: true, meta }, init);
  }
}

export const meta: Route.MetaFunction = loaderMeta;

export default function Safaris({ loaderData }: Route.ComponentProps) {
  const t = useMessages(safarisMessages);
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
        {loaderData.failed ? (
          <StatusState
            kind="error"
            title={t("safaris.list.error")}
            description={t("safaris.list.errorText")}
            action={{ to: "/safaris", label: t("safaris.list.retry") }}
          />
        ) : (
          <SafariGrid
            safaris={loaderData.safaris}
            empty={{
              title: t("safaris.list.empty"),
              description: t("safaris.list.emptyText"),
              action: { to: "/contact", label: t("safaris.list.emptyAction") },
            }}
          />
        )}
      </Section>

      <Section tone="paper" labelledBy="safaris-cta-title">
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 text-center">
          <h2 id="safaris-cta-title" className="font-display text-display-md">
            {t("safaris.cta.title")}
          </h2>
          <p className="text-lead text-charcoal-600">{t("safaris.cta.text")}</p>
          <ButtonLink to="/contact" variant="dark" size="lg">
            {t("safaris.cta.contact")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
