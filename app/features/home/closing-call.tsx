// The home page's last word: an invitation to get in touch, with the way to the safaris beside it.
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { localHref } from "~/i18n/local-href";
import { homeMessages } from "~/i18n/messages/en/home";
import { useMessages } from "~/i18n/translate";

export function ClosingCall() {
  const t = useMessages(homeMessages);
  return (
    <section aria-labelledby="home-cta-title" className="relative isolate overflow-hidden section-y section-dark">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_80%_0%,var(--color-ochre-800)_0%,transparent_60%),radial-gradient(ellipse_at_0%_100%,var(--color-acacia-800)_0%,transparent_55%)] opacity-80"
      />
      <Reveal className="container-page flex flex-col items-center gap-6 text-center">
        <p className="eyebrow text-ochre-300">{t("home.cta.eyebrow")}</p>
        <h2 id="home-cta-title" className="max-w-3xl font-display text-display-xl text-sand-50">
          {t("home.cta.title")}
        </h2>
        <p className="max-w-2xl text-lead text-sand-200">{t("home.cta.text")}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <ButtonLink to={localHref("/contact")} size="lg" trailingIcon={<ArrowRightIcon className="size-4" />}>
            {t("home.cta.contact")}
          </ButtonLink>
          <ButtonLink to={localHref("/safaris")} size="lg" variant="inverse">
            {t("home.cta.browse")}
          </ButtonLink>
        </div>
      </Reveal>
    </section>
  );
}
