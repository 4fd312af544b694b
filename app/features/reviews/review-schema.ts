// The 'Share Your Experience' form: one schema for inline checks in the browser and for the server, which
// alone decides. Messages are the specification's; every text has a maximum so an oversized field is a
// field error, never a database error.
import { z } from "zod";
import { firstFailing, multiLine, singleLine } from "~/features/bookings/booking-form-fields";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { translate } from "~/i18n/translate";

export const REVIEW_FIELDS = ["name", "email", "rating", "comment"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const REVIEW_LIMITS = { name: 100, email: 254, comment: 2000, minRating: 1, maxRating: 5 } as const;

/** The form's intent on the Reviews page, so the action knows which form was sent. */
export const REVIEW_INTENT = "submit-review";

type ReviewsMessage = keyof typeof reviewsMessages & string;
const message = (id: ReviewsMessage, values?: Record<string, string | number>) =>
  translate(reviewsMessages, id, values);

// The specification's rule: something without spaces, an @, something without spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export function createReviewSchema() {
  const tooLong = (max: number) => message("reviews.validation.tooLong", { max });
  const ratingRequired = message("reviews.validation.ratingRequired");
  return z.object({
    name: z.preprocess(
      singleLine,
      z.string({ error: message("reviews.validation.nameRequired") }).check(
        firstFailing<string>([
          [(value) => value.length > 0, message("reviews.validation.nameRequired")],
          [(value) => value.length <= REVIEW_LIMITS.name, tooLong(REVIEW_LIMITS.name)],
        ]),
      ),
    ),
    email: z.preprocess(
      singleLine,
      z.string({ error: message("reviews.validation.emailInvalid") }).check(
        firstFailing<string>([
          [(value) => value.length <= REVIEW_LIMITS.email, tooLong(REVIEW_LIMITS.email)],
          [(value) => EMAIL_PATTERN.test(value), message("reviews.validation.emailInvalid")],
        ]),
      ),
    ),
    // Radio buttons post "1" to "5"; nothing chosen posts nothing, which the form reads as "".
    rating: z.preprocess(
      (value) => (typeof value === "string" ? (/^[1-5]$/.test(value.trim()) ? Number(value.trim()) : null) : value),
      z
        .number({ error: ratingRequired })
        .int({ error: ratingRequired })
        .min(REVIEW_LIMITS.minRating, { error: ratingRequired })
        .max(REVIEW_LIMITS.maxRating, { error: ratingRequired }),
    ),
    comment: z.preprocess(
      multiLine,
      z.string({ error: message("reviews.validation.commentRequired") }).check(
        firstFailing<string>([
          [(value) => value.length > 0, message("reviews.validation.commentRequired")],
          [(value) => value.length <= REVIEW_LIMITS.comment, tooLong(REVIEW_LIMITS.comment)],
        ]),
      ),
    ),
  });
}

export type ReviewInput = z.output<ReturnType<typeof createReviewSchema>>;
