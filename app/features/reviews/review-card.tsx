// A published guest review as a card: stars, the guest's words, their name and when they wrote.
import { clsx } from "clsx";
import { Card } from "~/components/ui/card";
import { reviewCardMessages } from "~/i18n/messages/en/review-card";
import { intlLocale, useMessages } from "~/i18n/translate";
import { dateTimeFormat } from "~/utils/intl-formats";
import { StarRating } from "./star-rating";

export interface ReviewCardData {
  id: number;
  userName: string;
  rating: number;
  comment: string;
  createdAt: Date | string;
  /** Set when the guest wrote in another language than the page's (review-language.ts). */
  writtenIn?: { lang: string; note: string } | null;
}

/** "March 2025" ("März 2025"): month and year in UTC, so server and browser always print the same text. */
export function reviewDateLabel(value: Date | string, locale: string = intlLocale()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat({ month: "long", year: "numeric", timeZone: "UTC" }, locale).format(date);
}

export interface ReviewCardProps {
  review: ReviewCardData;
  /** Shortens long comments to a few lines, for previews that link on to the full list. */
  clamp?: boolean;
  className?: string;
}

export function ReviewCard({ review, clamp = false, className }: ReviewCardProps) {
  const t = useMessages(reviewCardMessages);
  const written = reviewDateLabel(review.createdAt);
  return (
    <Card
      className={clsx("h-full w-full p-6 sm:p-7", className)}
      aria-label={t("reviewCard.by", { name: review.userName })}
    >
      <figure className="flex h-full flex-col gap-5">
        <div className="flex items-center justify-between gap-4">
          <StarRating rating={review.rating} />
          <span aria-hidden="true" className="font-display text-5xl leading-none text-ochre-300">
            &ldquo;
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-2">
          <blockquote lang={review.writtenIn?.lang} className={clsx("text-charcoal-700", clamp && "line-clamp-6")}>
            <p>{review.comment}</p>
          </blockquote>
          {review.writtenIn ? <p className="text-xs text-charcoal-500">{review.writtenIn.note}</p> : null}
        </div>
        <figcaption className="flex items-center gap-3 border-t border-sand-200 pt-4">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-acacia-100 font-display text-lg text-acacia-800"
          >
            {review.userName.trim().charAt(0).toUpperCase()}
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-semibold text-charcoal-900">{review.userName}</span>
            {written ? (
              <time dateTime={new Date(review.createdAt).toISOString()} className="text-sm text-charcoal-500">
                {written}
              </time>
            ) : null}
          </span>
        </figcaption>
      </figure>
    </Card>
  );
}
