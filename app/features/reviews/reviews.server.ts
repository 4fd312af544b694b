// Writing guest reviews. What the Reviews page's action does with a post, in order: ignore robots
// (honeypot), validate with the shared schema, give a replayed post its earlier answer, apply the
// per-address limit, then store the review as 'pending' with the staff notification queued in the same
// transaction. Staff publish or hide reviews in the portal (the reviews table's Approve and Hide actions);
// the site only ever shows published ones (published-reviews.server.ts).
import type { Database } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { submissionKey } from "~/features/spam/submission-key.server";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { runInLocale } from "~/i18n/server-messages.server";
import { currentLocale, translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { enqueueEmail, findEmailByKey } from "~/services/email/outbox.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import { createReviewSchema, REVIEW_FIELDS, type ReviewField, type ReviewInput } from "./review-schema";

/** Reviews one address may send: 5 an hour (a family on one hotel connection may each write one). */
export const REVIEW_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

export function reviewRateLimitKey(clientAddress: string): string {
  return `review:${rateLimitSubject(clientAddress)}`;
}

export const REVIEW_EMAIL_KIND = "review_staff_notification";

/**
 * The outbox key of the staff e-mail about the review a form post created. It doubles as the post's
 * fingerprint: a replayed post (double click, refresh) finds it and stores no second review.
 */
export function reviewSubmissionKey(submissionToken: string, input: ReviewInput): string {
  // Keyed on what was submitted too: a cached page shows every visitor the same token (submission-key.server.ts).
  return `review-submission:${submissionKey(submissionToken, { name: input.name, email: input.email, rating: input.rating, comment: input.comment })}`;
}

export interface ReviewSubmissionContext {
  db: Database;
  config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL">;
  /** The sender's address; null when unknown, and the rate limit is then skipped. */
  clientAddress: string | null;
  now?: Date;
}

export type ReviewSubmissionResult =
  /** Status 400: the messages beside the fields, the visitor's values kept. */
  | { status: "invalid"; fieldErrors: Partial<Record<ReviewField, string>>; values: Record<ReviewField, string> }
  /** The honeypot was filled: answer as for a success; nothing was stored. */
  | { status: "discarded" }
  /** Status 429 with Retry-After. */
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** Stored as pending (`created`), or the earlier answer to the same post. */
  | { status: "submitted"; created: boolean };

export async function submitReview(
  context: ReviewSubmissionContext,
  formData: FormData,
): Promise<ReviewSubmissionResult> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, REVIEW_FIELDS);
  const parsed = createReviewSchema().safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  // A form without a valid token (a hand-made post) still counts, once.
  const submissionToken = readSubmissionToken(formData) ?? issueSubmissionToken();
  if (await findEmailByKey(context.db, reviewSubmissionKey(submissionToken, parsed.data))) {
    return { status: "submitted", created: false };
  }

  if (context.clientAddress) {
    const decision = await consumeRateLimit(context.db, {
      key: reviewRateLimitKey(context.clientAddress),
      ...REVIEW_RATE_LIMIT,
      now: context.now?.getTime(),
    });
    if (!decision.allowed) return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
  }

  const result = await createPendingReview(context.db, { input: parsed.data, submissionToken, config: context.config });
  return { status: "submitted", created: result.status === "created" };
}

/** Thrown inside the transaction to undo a review whose post was already stored by a concurrent twin. */
class AlreadySubmitted extends Error {}

/**
 * Stores a review waiting for approval and queues the staff notification in the same transaction, so a
 * stored review always has its e-mail and a failed one has neither.
 */
export async function createPendingReview(
  db: Database,
  {
    input,
    submissionToken,
    config,
    locale = currentLocale(),
  }: {
    input: ReviewInput;
    submissionToken: string;
    config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL">;
    /** The language the review is written in: the reviews page's (its address). */
    locale?: Locale;
  },
): Promise<{ status: "created"; reviewId: number } | { status: "existing" }> {
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(reviews)
        .values({
          userName: input.name,
          email: input.email,
          rating: input.rating,
          comment: input.comment,
          status: "pending",
          subjectType: "company",
          locale,
        })
        .returning({ id: reviews.id });
      if (!created) throw new Error("the review was not stored");

      const { queued } = await enqueueEmail(tx, {
        kind: REVIEW_EMAIL_KIND,
        to: config.STAFF_EMAIL,
        dedupeKey: reviewSubmissionKey(submissionToken, input),
        // Staff read English, told which language the review is in.
        ...runInLocale(DEFAULT_LOCALE, () =>
          renderReviewStaffNotification(input, { siteUrl: config.SITE_URL, locale }),
        ),
      });
      if (!queued) throw new AlreadySubmitted();
      return { status: "created" as const, reviewId: created.id };
    });
  } catch (error) {
    if (error instanceof AlreadySubmitted) return { status: "existing" };
    throw error;
  }
}

const t = (id: keyof typeof reviewsMessages & string, values?: Record<string, string | number>) =>
  translate(reviewsMessages, id, values);

/**
 * The e-mail telling staff a review waits for them, with the language it is written in (render it in English:
 * runInLocale); every value is escaped in its HTML.
 */
export function renderReviewStaffNotification(
  review: ReviewInput,
  { siteUrl, locale = DEFAULT_LOCALE }: { siteUrl: string; locale?: Locale },
): RenderedEmail {
  const stars = `${"★".repeat(review.rating)}${"☆".repeat(5 - review.rating)} (${review.rating}/5)`;
  const language = locale === DEFAULT_LOCALE ? null : `Written in ${LANGUAGE_NAMES_IN_ENGLISH[locale]}.`;
  return renderEmail(t("reviews.email.subject", { name: review.name, rating: review.rating }), [
    { type: "heading", text: t("reviews.email.heading") },
    { type: "paragraph", text: t("reviews.email.intro") },
    ...(language ? [{ type: "paragraph" as const, text: language }] : []),
    {
      type: "details",
      rows: [
        [t("reviews.email.name"), review.name],
        [t("reviews.email.email"), review.email],
        [t("reviews.email.rating"), stars],
        [t("reviews.email.comment"), review.comment],
      ],
    },
    { type: "paragraph", text: t("reviews.email.moderate", { url: `${siteUrl}/admin/reviews?status=pending` }) },
  ]);
}
