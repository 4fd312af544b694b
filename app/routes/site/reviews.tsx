// /reviews: published guest reviews (all, or five stars only; newest first, in pages), the 'Share Your
// Experience' form, the press the company has had, and ways onwards. Submitted reviews wait for staff.

import { data } from "react-router";
import { deferred } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Hero } from "~/components/ui/hero";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Reveal } from "~/components/ui/reveal";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatusState } from "~/components/ui/status-state";
import { redirectWithToast } from "~/components/ui/toast.server";
import { failedLoadInit, storeFailureStatus } from "~/db/database-availability.server";
import { formValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import {
  countPublishedReviews,
  listPublishedReviews,
  type ReviewRatingSummary,
  reviewRatingSummary,
} from "~/features/reviews/published-reviews.server";
import { ReviewCard } from "~/features/reviews/review-card";
import { reviewLanguageNote } from "~/features/reviews/review-language";
import {
  REVIEWS_PANEL_ID,
  ReviewPagination,
  type ReviewTab,
  ReviewTabs,
  reviewTabId,
} from "~/features/reviews/review-list-nav";
import { REVIEW_INTENT } from "~/features/reviews/review-schema";
import { submitReview } from "~/features/reviews/reviews.server";
import {
  useShareExperienceDialog,
  WRITE_REVIEW_HREF,
  WRITE_REVIEW_PARAM,
} from "~/features/reviews/share-experience-dialog";
import { StarRating } from "~/features/reviews/star-rating";
import { JsonLd } from "~/features/seo/json-ld";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import {
  aggregateRatingJsonLd,
  type JsonLdNode,
  organizationId,
  pageUrlIn,
  reviewJsonLd,
} from "~/features/seo/structured-data";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { localHref } from "~/i18n/local-href";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { translate, useMessages } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import { numberFormat } from "~/utils/intl-formats";
import type { Route } from "./+types/reviews";

/** Reviews per page. */
export const REVIEWS_PAGE_SIZE = 9;

const t = (id: keyof typeof reviewsMessages & string, values?: Record<string, string | number>) =>
  translate(reviewsMessages, id, values);

export function readReviewListParams(url: URL): { tab: ReviewTab; page: number } {
  const tab: ReviewTab = url.searchParams.get("rating") === "5" ? "five-star" : "all";
  const page = Number(url.searchParams.get("page"));
  return { tab, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

// The form on the page itself only shows at /reviews?write=1 (the no-script way to write a review; with script a
// dialog opens instead): its code is fetched only when it shows, and arrives after the server's HTML.
const ReviewForm = deferred(() => import("~/features/reviews/review-form").then((module) => module.ReviewForm), {
  when: "visible",
});

// 'As Featured In' sits below the reviews and has nothing to tap: its code (the wordmarks) follows when it
// comes into view.
const FeaturedIn = deferred(() => import("~/features/reviews/featured-in").then((module) => module.FeaturedIn), {
  when: "visible",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { tab, page: requested } = readReviewListParams(url);
  const common = {
    tab,
    writing: url.searchParams.get(WRITE_REVIEW_PARAM) === "1",
    submissionToken: issueSubmissionToken(),
    meta: pageMeta({
      siteUrl: context.config.SITE_URL,
      path: "/reviews",
      title: t("reviews.meta.title"),
      description: t("reviews.meta.description"),
      image: "/art/site/reviews-hero.svg",
    }),
  };
  try {
    const filter = tab === "five-star" ? { minRating: 5 } : {};
    const [total, summary] = await Promise.all([
      countPublishedReviews(context.db, filter),
      reviewRatingSummary(context.db),
    ]);
    const pages = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
    const page = Math.min(requested, pages);
    const reviews = await listPublishedReviews(context.db, {
      ...filter,
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    });
    return {
      ...common,
      state: "loaded" as const,
      page,
      pages,
      summary,
      reviews: reviews.map(({ id, userName, rating, comment, createdAt, locale }) => ({
        id,
        userName,
        rating,
        comment,
        createdAt: createdAt.toISOString(),
        writtenIn: reviewLanguageNote(locale),
      })),
      structuredData: reviewsStructuredData(context.config.SITE_URL, reviews, summary),
    };
  } catch (error) {
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "reviews could not be loaded");
    return data({ ...common, state: "error" as const }, init);
  }
}

/** The company with its AggregateRating and the Reviews shown on this page, for search engines. */
function reviewsStructuredData(
  siteUrl: string,
  reviews: { userName: string; rating: number; comment: string; createdAt: Date }[],
  summary: ReviewRatingSummary,
): JsonLdNode | null {
  if (reviews.length === 0) return null;
  const aggregateRating = aggregateRatingJsonLd(summary);
  return {
    "@type": "TravelAgency",
    "@id": organizationId(siteUrl),
    name: COMPANY.name,
    url: pageUrlIn(siteUrl, "/"),
    ...(aggregateRating ? { aggregateRating } : {}),
    review: reviews.map((review) => reviewJsonLd({ review })),
  };
}

export const meta: Route.MetaFunction = loaderMeta;

/** "4.8" ("4,8" in German): an average rating as the page's language writes it. */
const oneDecimal = (value: number) =>
  numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") !== REVIEW_INTENT) throw refuse(400);

  try {
    const result = await submitReview(
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
            formError: t("reviews.toast.rateLimited", {
              minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
            }),
          },
          { headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      default:
        // A honeypot post gets the same answer as a real one.
        return redirectWithToast(localHref("/reviews"), {
          type: "success",
          title: t("reviews.toast.successTitle"),
          description: t("reviews.toast.successText"),
        });
    }
  } catch (error) {
    context.log.error({ err: error }, "a review could not be stored");
    const status = storeFailureStatus(error, context);
    return refuse(status, { values: formValues(formData) });
  }
}

// With script, posts go through the form layer: every refusal, and a post that got no answer, shows beside
// the form (in the dialog or on the page) with the visitor's words kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const tr = useMessages(reviewsMessages);
  const { tab, writing, submissionToken } = loaderData;
  const share = useShareExperienceDialog({ submissionToken, action: localHref("/reviews") });
  const loaded = loaderData.state === "loaded" ? loaderData : null;
  const summary = loaded?.summary;

  return (
    <>
      {loaded?.structuredData ? <JsonLd data={loaded.structuredData} /> : null}
      <Hero
        height="medium"
        eyebrow={tr("reviews.hero.eyebrow")}
        title={tr("reviews.hero.title")}
        subtitle={tr("reviews.hero.subtitle")}
        titleId="reviews-hero-title"
        image={{ src: "/art/site/reviews-hero.svg", alt: "", width: 1600, height: 900 }}
      >
        <ButtonLink size="lg" {...share.triggerProps}>
          {tr("reviews.hero.share")}
        </ButtonLink>
      </Hero>

      {writing ? (
        <Section id="write-review" tone="paper" labelledBy="write-review-title">
          <Card as="div" className="mx-auto max-w-2xl p-6 sm:p-10">
            <h2 id="write-review-title" className="font-display text-display-sm text-charcoal-900">
              {tr("reviews.form.title")}
            </h2>
            <p className="mt-2 mb-6 text-charcoal-600">{tr("reviews.form.intro")}</p>
            <ReviewForm
              key={submissionToken}
              formId="review-inline"
              submissionToken={submissionToken}
              action={localHref(`/reviews?${WRITE_REVIEW_PARAM}=1`)}
            />
          </Card>
        </Section>
      ) : null}

      <Section labelledBy="reviews-list-title">
        <SectionHeading
          id="reviews-list-title"
          title={tr("reviews.list.title")}
          action={
            summary && summary.average !== null ? (
              <div className="flex items-center gap-3">
                <span className="font-display text-4xl text-charcoal-900">{oneDecimal(summary.average)}</span>
                <span className="flex flex-col gap-1">
                  <StarRating rating={summary.average} />
                  <span className="text-sm text-charcoal-600">
                    {tr("reviews.summary.value", { average: oneDecimal(summary.average) })}{" "}
                    {tr("reviews.summary.count", { count: summary.count })}
                  </span>
                </span>
              </div>
            ) : null
          }
        />
        <ReviewTabs active={tab} />
        <div id={REVIEWS_PANEL_ID} role="tabpanel" aria-labelledby={reviewTabId(tab)} className="mt-8 scroll-mt-28">
          {!loaded ? (
            <StatusState kind="error" title={tr("reviews.error.title")} description={tr("reviews.error.text")} />
          ) : loaded.reviews.length === 0 ? (
            <StatusState
              kind="empty"
              title={tr("reviews.empty.title")}
              description={tr("reviews.empty.text")}
              action={{ to: WRITE_REVIEW_HREF, label: tr("reviews.hero.share") }}
            />
          ) : (
            <>
              <ul className="card-grid">
                {loaded.reviews.map((review, index) => (
                  <Reveal as="li" key={review.id} delay={(index % 3) * 80} className="flex">
                    <ReviewCard review={review} />
                  </Reveal>
                ))}
              </ul>
              <ReviewPagination tab={tab} page={loaded.page} pages={loaded.pages} />
            </>
          )}
        </div>
      </Section>

      <FeaturedIn />

      <Section tone="dark" labelledBy="reviews-cta-title">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="reviews-cta-title" className="font-display text-display-lg text-white">
            {tr("reviews.cta.title")}
          </h2>
          <p className="mt-4 text-lead text-sand-200">{tr("reviews.cta.text")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink to={localHref("/safaris")} size="lg" trailingIcon={<ArrowRightIcon className="size-4" />}>
              {tr("reviews.cta.safaris")}
            </ButtonLink>
            <ButtonLink to={localHref("/contact")} size="lg" variant="inverse">
              {tr("reviews.cta.contact")}
            </ButtonLink>
          </div>
        </div>
      </Section>
      {share.dialog}
    </>
  );
}
