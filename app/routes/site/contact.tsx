// /contact: how to reach the company, where the office is, the inquiry form and the common questions.
// Inquiries are stored and staff are e-mailed about each one.

import { deferred } from "~/components/deferred";
import { Card } from "~/components/ui/card";
import { Hero } from "~/components/ui/hero";
import { Section } from "~/components/ui/section";
import { redirectWithToast } from "~/components/ui/toast.server";
import { storeFailureStatus } from "~/db/database-availability.server";
import { formValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { DEFAULT_CLOCK_SETTINGS } from "~/features/inbox/office-hours";
import { loadClockSettings, replyFigureText } from "~/features/inbox/response-clock.server";
import { contactFaq } from "~/features/inquiries/contact-faq";
import { CONTACT_INTENT, ContactForm } from "~/features/inquiries/contact-form";
import { ContactInfo } from "~/features/inquiries/contact-info";
import { submitInquiry } from "~/features/inquiries/inquiries.server";
import { LIVE_MAP, MAP_PARAM } from "~/features/inquiries/live-map-address";
import { officeHoursTable, weekHoursText } from "~/features/operator-settings/office-hours-table";
import { NO_PUBLIC_FACTS } from "~/features/operator-settings/operator-facts";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { pageUrlIn } from "~/features/seo/structured-data";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { localHref } from "~/i18n/local-href";
import { contactMessages } from "~/i18n/messages/en/contact";
import { contactMetaMessages } from "~/i18n/messages/en/contact-meta";
import { currentLocale, translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import type { Route } from "./+types/contact";

const t = (id: keyof typeof contactMessages & string, values?: Record<string, string | number>) =>
  translate(contactMessages, id, values);

// The map (its live-map button, a GET form the loader honours) and the questions (native <details>) work from
// the server's HTML, before their code arrives and without script; their code follows when they come into view.
const ContactMap = deferred(() => import("~/features/inquiries/contact-map").then((module) => module.ContactMap), {
  when: "visible",
});
const ContactFaq = deferred(() => import("~/features/inquiries/contact-faq").then((module) => module.ContactFaq), {
  when: "visible",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  // The office hours are the response clock's (saved at /admin/settings), so the page and the clock agree.
  // During a database outage the page still shows (its form then answers 503 in words, keeping what was
  // typed): with the default hours and without the operator's details.
  const unreadable =
    <T,>(fallback: T) =>
    (error: unknown) => {
      context.log.error({ err: error }, "the contact page's settings could not be read");
      return fallback;
    };
  const [clock, operator] = await Promise.all([
    loadClockSettings(context.db).catch(unreadable(DEFAULT_CLOCK_SETTINGS)),
    loadPublicOperatorFacts(context.db).catch(unreadable(NO_PUBLIC_FACTS)),
  ]);
  // Worded here, in the page's language, and sent as text: the browser's Intl may space times differently.
  const phoneHours = operator.phoneHours ? weekHoursText(operator.phoneHours) : null;
  return {
    officeHours: officeHoursTable(clock.hours),
    phoneHours,
    submissionToken: issueSubmissionToken(),
    // 'We usually reply within 1 hour', from this server's copy of the figure (a few minutes old at most);
    // null on a new site, and then only the 24-hour promise shows.
    replyFigure: await replyFigureText(context.db, context.log),
    // ?map=live: the visitor asked for the interactive map (the map's button, with or before script).
    liveMap: new URL(request.url).searchParams.get(MAP_PARAM) === LIVE_MAP,
    // Built here so the page's own script does not carry the questions' texts (they come with the deferred list).
    faq: {
      "@type": "FAQPage",
      url: pageUrlIn(context.config.SITE_URL, "/contact"),
      inLanguage: currentLocale(),
      mainEntity: contactFaq(operator, phoneHours).map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    },
    meta: pageMeta({
      siteUrl: context.config.SITE_URL,
      path: "/contact",
      title: translate(contactMetaMessages, "contact.meta.title"),
      description: translate(contactMetaMessages, "contact.meta.description"),
      image: "/art/site/contact-hero.svg",
    }),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") !== CONTACT_INTENT) throw refuse(400);

  try {
    const result = await submitInquiry(
      {
        db: context.db,
        config: context.config,
        clientAddress: context.clientAddress,
      },
      formData,
    );
    switch (result.status) {
      case "invalid":
        return refuse(400, { fieldErrors: result.fieldErrors, values: result.values, formError: null });
      case "rate_limited":
        return refuse(
          429,
          {
            values: formValues(formData),
            formError: t("contact.toast.rateLimited", {
              minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
            }),
          },
          { headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      default:
        // A honeypot post gets the same answer as a real one.
        return redirectWithToast(localHref("/contact"), {
          type: "success",
          title: t("contact.toast.successTitle"),
          description: t("contact.toast.successText", { hours: BUSINESS_TERMS.responseHours }),
        });
    }
  } catch (error) {
    context.log.error({ err: error }, "an inquiry could not be stored");
    const status = storeFailureStatus(error, context);
    return refuse(status, { values: formValues(formData) });
  }
}

// With script, posts go through the form layer, so every refusal (and a post that got no answer) shows
// beside the form with the visitor's words kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const tr = useMessages(contactMessages);
  const { submissionToken, liveMap, faq, replyFigure, officeHours, phoneHours } = loaderData;
  return (
    <>
      <JsonLd data={faq} />
      <Hero
        height="medium"
        eyebrow={tr("contact.hero.eyebrow")}
        title={tr("contact.hero.title")}
        subtitle={tr("contact.hero.subtitle", { hours: BUSINESS_TERMS.responseHours })}
        titleId="contact-hero-title"
        image={{ src: "/art/site/contact-hero.svg", alt: "", width: 1600, height: 900 }}
      />

      <Section labelledBy="contact-form-title">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-12">
          <div className="flex flex-col gap-8">
            <section aria-labelledby="contact-info-title">
              <ContactInfo replyFigure={replyFigure} officeHours={officeHours} phoneHours={phoneHours} />
            </section>
            <section aria-label={tr("contact.map.title")}>
              <ContactMap live={liveMap} />
            </section>
          </div>
          <Card as="div" className="h-fit p-6 sm:p-10">
            <h2 id="contact-form-title" className="font-display text-display-md text-charcoal-900">
              {tr("contact.form.title")}
            </h2>
            <div className="mt-2 mb-8 flex flex-col gap-2">
              {replyFigure ? <p className="font-semibold text-acacia-700">{replyFigure}</p> : null}
              <p className="text-charcoal-600">{tr("contact.form.intro")}</p>
            </div>
            <ContactForm key={submissionToken} submissionToken={submissionToken} />
          </Card>
        </div>
      </Section>

      <Section tone="paper" labelledBy="contact-faq-title">
        <ContactFaq phoneHours={phoneHours} />
      </Section>
    </>
  );
}
