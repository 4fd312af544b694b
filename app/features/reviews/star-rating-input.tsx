// Choosing a rating: five native radio buttons drawn as stars. Arrow keys move between them, Space picks
// one, and it works before (or without) the page's script. Stars up to the chosen one fill, by CSS alone.
import { clsx } from "clsx";
import { FieldError } from "~/features/forms/fields";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { useMessages } from "~/i18n/translate";

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  formId: string;
  name?: string;
  defaultValue?: number | null;
  /** Shown under the stars with the 'Rating Required' title. */
  error?: string;
  className?: string;
}

export function StarRatingInput({ formId, name = "rating", defaultValue, error, className }: StarRatingInputProps) {
  const t = useMessages(reviewsMessages);
  const errorId = `${formId}-${name}-error`;
  return (
    <fieldset
      className={clsx("flex flex-col gap-1.5", className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-charcoal-800">{t("reviews.form.rating")}</legend>
      <div className="flex w-fit items-center gap-1">
        {STARS.map((value) => (
          <label
            key={value}
            className={clsx(
              "relative cursor-pointer rounded-md p-1 text-sand-100 transition-colors",
              // Filled: this star is chosen, or a later one is.
              "has-[:checked]:text-ochre-500 [&:has(~label_input:checked)]:text-ochre-500",
              // Hovering previews: the hovered star and those before it.
              "hover:text-ochre-400 [&:has(~label:hover)]:text-ochre-400",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus",
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={defaultValue === value}
              className="peer sr-only"
            />
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-9 fill-current stroke-ochre-700/70 sm:size-10"
              strokeWidth={1.25}
              strokeLinejoin="round"
            >
              <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z" />
            </svg>
            <span className="sr-only">{t("reviews.form.ratingOption", { rating: value })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <FieldError id={errorId}>
          <strong className="block">{t("reviews.validation.ratingRequiredTitle")}</strong>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
