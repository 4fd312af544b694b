// The About page: the company's story, mission, values, way of working and conservation partners.

import { ButtonLink } from "~/components/ui/button";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { AwardIcon, HeartHandshakeIcon, LeafIcon } from "~/features/about/about-icons";
import { type PartnerKey, PartnerMark } from "~/features/about/partner-mark";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { localHref } from "~/i18n/local-href";
import { aboutMessages as messages } from "~/i18n/messages/en/about";
import { translate, useMessages } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import type { Route } from "./+types/about";

const FOUNDER_YEARS_GUIDING = 20;

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      siteUrl: context.config.SITE_URL,
      path: "/about",
      title: translate(messages, "about.meta.title"),
      description: translate(messages, "about.meta.description", { year: COMPANY.foundedYear }),
      image: "/art/site/about-hero.svg",
    }),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

const VALUES = [
  { id: "guides", Icon: AwardIcon },
  { id: "sustainable", Icon: LeafIcon },
  { id: "community", Icon: HeartHandshakeIcon },
] as const;

const STEPS = ["step1", "step2", "step3"] as const;

const PARTNERS: PartnerKey[] = ["wildlifeFund", "lionTrust", "elephantProject", "rhinoCoalition"];

export default function About() {
  const t = useMessages(messages);
  const year = COMPANY.foundedYear;
  return (
    <>
      <Hero
        height="large"
        eyebrow={t("about.hero.eyebrow")}
        title={t("about.hero.title")}
        subtitle={t("about.hero.subtitle", { year })}
        titleId="about-title"
        image={{ src: "/art/site/about-hero.svg", alt: "", width: 1600, height: 900 }}
      >
        <ButtonLink
          to={localHref("/contact")}
          size="lg"
          trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
        >
          {t("about.hero.contact")}
        </ButtonLink>
      </Hero>

      <Section tone="paper" labelledBy="about-story-title">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <Reveal>
            <p className="eyebrow mb-4 text-ochre-700">{t("about.story.eyebrow", { year })}</p>
            <h2 id="about-story-title" className="font-display text-display-lg">
              {t("about.story.title")}
            </h2>
            <p className="mt-6 text-lead text-charcoal-700">{t("about.story.p1", { year })}</p>
            <p className="mt-5 text-charcoal-600">{t("about.story.p2")}</p>
          </Reveal>
          <Reveal animation="slide-left" className="relative">
            <Image
              src="/art/site/about-story.svg"
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={t("about.story.imageAlt")}
              width={1200}
              height={900}
              className="rounded-(--radius-card) shadow-(--shadow-card)"
            />
            <div className="absolute -bottom-6 left-4 max-w-56 rounded-2xl bg-charcoal-900 p-5 text-sand-50 shadow-(--shadow-card-hover) sm:left-8">
              {/* One sentence ("20+ years of guiding experience..."), not a heading and its text. */}
              <p>
                <span className="block font-display text-display-md text-ochre-300">
                  {t("about.story.years", { count: FOUNDER_YEARS_GUIDING })}
                </span>{" "}
                <span className="mt-1 block text-sm text-sand-200">{t("about.story.yearsLabel")}</span>
              </p>
            </div>
          </Reveal>
        </div>
      </Section>

      <Section tone="acacia" labelledBy="about-mission-title">
        <Reveal className="mx-auto max-w-3xl text-center">
          <p className="eyebrow mb-4 text-ochre-200">{t("about.mission.eyebrow")}</p>
          <h2 id="about-mission-title" className="font-display text-display-lg text-white">
            {t("about.mission.title")}
          </h2>
          <p className="mt-6 font-display text-display-sm text-sand-100">{t("about.mission.text")}</p>
        </Reveal>
      </Section>

      <Section labelledBy="about-values-title">
        <SectionHeading
          id="about-values-title"
          align="center"
          eyebrow={t("about.values.eyebrow")}
          title={t("about.values.title")}
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {VALUES.map(({ id, Icon }, index) => (
            <Reveal
              as="li"
              key={id}
              delay={index * 120}
              className="flex flex-col gap-5 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-8 md:flex-row md:gap-6 lg:flex-col lg:gap-5"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ochre-100 text-ochre-700"
              >
                <Icon className="size-6" strokeWidth={1.75} />
              </span>
              <div>
                <h3 className="font-display text-display-sm">{t(`about.value.${id}.title`)}</h3>
                <p className="mt-3 text-charcoal-600">{t(`about.value.${id}.text`)}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </Section>

      <Section tone="white" labelledBy="about-approach-title">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <Reveal animation="slide-right" className="order-last lg:order-first">
            <Image
              src="/art/site/about-approach.svg"
              sizes="(min-width: 1024px) 50vw, 100vw"
              alt={t("about.approach.imageAlt")}
              width={1200}
              height={900}
              className="rounded-(--radius-card) shadow-(--shadow-card)"
            />
          </Reveal>
          <Reveal>
            <p className="eyebrow mb-4 text-ochre-700">{t("about.approach.eyebrow")}</p>
            <h2 id="about-approach-title" className="font-display text-display-lg">
              {t("about.approach.title")}
            </h2>
            <p className="mt-6 text-lead text-charcoal-600">{t("about.approach.intro")}</p>
            <ol className="mt-8 flex flex-col gap-6">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-charcoal-900 font-display text-lg text-ochre-300"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-display text-xl text-charcoal-900">{t(`about.approach.${step}.title`)}</h3>
                    <p className="mt-1 text-charcoal-600">{t(`about.approach.${step}.text`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Reveal>
        </div>
      </Section>

      <Section tone="paper" labelledBy="about-partners-title">
        <SectionHeading
          id="about-partners-title"
          align="center"
          eyebrow={t("about.partners.eyebrow")}
          title={t("about.partners.title")}
          intro={t("about.partners.intro")}
        />
        <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {PARTNERS.map((partner) => (
            <li key={partner}>
              <PartnerMark partner={partner} name={t(`about.partner.${partner}`)} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="about-cta-title">
        <Reveal className="mx-auto max-w-3xl text-center">
          <h2 id="about-cta-title" className="font-display text-display-lg text-white">
            {t("about.cta.title")}
          </h2>
          <p className="mt-5 text-lead text-sand-200">{t("about.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localHref("/safaris")} size="lg">
              {t("about.cta.safaris")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {t("about.cta.contact")}
            </ButtonLink>
          </div>
        </Reveal>
      </Section>
    </>
  );
}
