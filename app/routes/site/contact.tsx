// /contact: how to reach the company, where the office is, the inquiry form and the common questions.
// Inquiries are stored and staff are e-mailed about each one.

import { data, isRouteErrorResponse } from "react-router";
import { deferred } from "~/components/deferred";
import { Card } from "~/components/ui/card";
import { Hero } from "~/components/ui/hero";
import { Section } from "~/components/ui/section";
import { storeFailureStatus } from "~/db/database-availability.server";
import { contactFaq } from "~/features/inquiries/contact-faq";
import { CONTACT_INTENT, type ContactActionData, ContactForm } from "~/features/inquiries/contact-form";
import { ContactInfo } from "~/features/inquiries/contact-info";
import { submitInquiry } from "~/features/inquiries/inquiries.server";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { clientAddress } from "~/features/spam/client-address.server";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { contactMessages } from "~/i18n/messages/en/contact";
import { translate, useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/contact";

const t = (id: keyof typeof contactMessages & string, values?: Record<string, string | number>) =>
  translate(contactMessages, id, values);

// The map (its live-map button) and the questions (native <details>, which work without script) are complete in
// the server's HTML; their code follows when they come into view.
const ContactMap = deferred(() => import("~/features/inquiries/contact-map").then((module) => module.ContactMap), {
  when: "visible",
});
const ContactFaq = deferred(() => import("~/features/inquiries/contact-faq").then((module) => module.ContactFaq), {
  when: "visible",
});

export function loader({ context }: Route.LoaderArgs) {
  return {
    submissionToken: issueSubmissionToken(),
    meta: pageMeta({
      siteUrl: context.config.SITE_URL,
      path: "/contact",
      title: t("contact.meta.title"),
      description: t("contact.meta.description"),
      image: "/art/site/contact-hero.svg",
    }),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== CONTACT_INTENT) throw data(null, { status: 400 });

  try {
    const result = await submitInquiry(
      {
        db: context.db,
        config: context.config,
        clientAddress: clientAddress(request, {
          trustProxy: context.config.TRUST_PROXY,
          socketAddress: context.clientSocketAddress,
        }),
      },
      formData,
    );
    switch (result.status) {
      case "invalid":
        return data<ContactActionData>(result, { status: 400 });
      case "rate_limited":
        return data<ContactActionData>(result, {
          status: 429,
          headers: { "Retry-After": String(result.retryAfterSeconds) },
        });
      default:
        // A honeypot post gets the same answer as a real one.
        return redirectWithToast("/contact", {
          type: "success",
          title: t("contact.toast.successTitle"),
          description: t("contact.toast.successText", { hours: BUSINESS_TERMS.responseHours }),
        });
    }
  } catch (error) {
    context.log.error({ err: error }, "an inquiry could not be stored");
    return data<ContactActionData>({ status: "failed" }, { status: storeFailureStatus(error, context) });
  }
}

const STATUS_OF: Record<ContactActionData["status"], number> = {
  invalid: 400,
  rate_limited: 429,
  failed: 500,
  unexpected: 500,
};

// With script, posts go through here: one that never reached the server becomes 'An unexpected error
// occurred' beside the form, and each answer keeps its status (a refused post does not reload the page).
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  let result: ContactActionData;
  try {
    result = (await serverAction()) as ContactActionData;
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    result = { status: "unexpected" };
  }
  return data(result, { status: STATUS_OF[result.status] ?? 200 });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const tr = useMessages(contactMessages);
  const { submissionToken } = loaderData;
  const faq = {
    "@type": "FAQPage",
    mainEntity: contactFaq().map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
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
              <ContactInfo />
            </section>
            <section aria-label={tr("contact.map.title")}>
              <ContactMap />
            </section>
          </div>
          <Card as="div" className="h-fit p-6 sm:p-10">
            <h2 id="contact-form-title" className="font-display text-display-md text-charcoal-900">
              {tr("contact.form.title")}
            </h2>
            <p className="mt-2 mb-8 text-charcoal-600">{tr("contact.form.intro")}</p>
            <ContactForm key={submissionToken} submissionToken={submissionToken} />
          </Card>
        </div>
      </Section>

      <Section tone="paper" labelledBy="contact-faq-title">
        <ContactFaq />
      </Section>
    </>
  );
}
