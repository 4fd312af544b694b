// The 'Share Your Experience' form. It posts to the Reviews page's action, in a dialog with script or
// inline on /reviews?write=1 without; with script it checks fields with the server's schema first and
// shows the outcome as a toast. A new submission token from the page means the last post was accepted.
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast-store";
import { InputField, TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { useLatestRefusal } from "~/features/forms/refusal-store";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { useMessages } from "~/i18n/translate";
import { StarRatingInput } from "./star-rating-input";

/** Kept equal to review-schema.ts's REVIEW_LIMITS (that module stays out of the page's first script). */
export const REVIEW_FORM_LIMITS = { name: 100, email: 254, comment: 2000 } as const;
const INTENT = "submit-review";

const loadSchema = () => import("./review-schema").then((module) => module.createReviewSchema());

/** What the Reviews page's action answers when it does not redirect. */
export type ReviewActionData = FormRefusal<"name" | "email" | "rating" | "comment">;

export const REVIEW_FETCHER_KEY = "share-review";

export interface ReviewFormProps {
  formId: string;
  submissionToken: string;
  /** The page's action URL, e.g. "/reviews?write=1". */
  action: string;
  onCancel?: () => void;
}

export function ReviewForm({ formId, submissionToken, action, onCancel }: ReviewFormProps) {
  const t = useMessages(reviewsMessages);
  const fetcher = useFetcher<ReviewActionData>({ key: REVIEW_FETCHER_KEY });
  const documentResult = useActionData<ReviewActionData>();
  // The page's path without its query: the action the form layer files the refusal under.
  const latest = useLatestRefusal(action.split("?")[0] ?? action) as ReviewActionData | null;
  const result = latest ?? fetcher.data ?? documentResult;
  const pending = fetcher.state !== "idle";

  const validation = useInlineValidation(loadSchema, {
    onValid: (form) => fetcher.submit(form, { method: "post", action }),
    onInvalid: (errors) => {
      if (errors.rating) {
        showToast({
          type: "error",
          title: t("reviews.validation.ratingRequiredTitle"),
          description: t("reviews.validation.ratingRequired"),
        });
      }
    },
  });

  const errors = validation.clientErrors ?? result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const rating = Number(values.rating);
  const formRef = useFocusFirstError(result);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onFocus={validation.prepare}
      onSubmit={validation.onSubmit}
      className="relative flex flex-col gap-5"
      aria-describedby={`${formId}-note`}
    >
      <input type="hidden" name="intent" value={INTENT} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={submissionToken} />
      <HoneypotField />
      {result?.formError ? <FormAlert title={t("reviews.toast.errorTitle")}>{result.formError}</FormAlert> : null}

      <StarRatingInput formId={formId} defaultValue={Number.isInteger(rating) ? rating : null} error={errors.rating} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={`${formId}-name`}
          name="name"
          label={t("reviews.form.name")}
          autoComplete="name"
          maxLength={REVIEW_FORM_LIMITS.name}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <InputField
          id={`${formId}-email`}
          name="email"
          type="email"
          label={t("reviews.form.email")}
          autoComplete="email"
          maxLength={REVIEW_FORM_LIMITS.email}
          required
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <TextAreaField
        id={`${formId}-comment`}
        name="comment"
        label={t("reviews.form.comment")}
        hint={t("reviews.form.commentHint", { max: REVIEW_FORM_LIMITS.comment })}
        rows={5}
        maxLength={REVIEW_FORM_LIMITS.comment}
        required
        defaultValue={values.comment}
        error={errors.comment}
      />
      <p id={`${formId}-note`} className="text-sm text-charcoal-500">
        {t("reviews.form.moderationNote")}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t("reviews.form.cancel")}
          </Button>
        ) : null}
        <Button type="submit" variant="primary" pending={pending}>
          {pending ? t("reviews.form.submitting") : t("reviews.form.submit")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
