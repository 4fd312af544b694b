// Stars as one image with a spoken name ("Rated 4 out of 5 stars", "Rated 4.7 out of 5 stars"); display
// only. A whole rating fills whole stars; an average fills the last star in part.
import { clsx } from "clsx";
import { reviewCardMessages } from "~/i18n/messages/en/review-card";
import { useMessages } from "~/i18n/translate";
import { numberFormat } from "~/utils/intl-formats";

export const MAX_STARS = 5;

/** The rating drawn: 0 to 5 in tenths, so a stray value never draws a sixth star or a negative one. */
export function shownRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(MAX_STARS, Math.max(0, Math.round(rating * 10) / 10));
}

const STAR = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";

function Stars({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={clsx("flex", className)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-[1.125em] shrink-0"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const t = useMessages(reviewCardMessages);
  const value = shownRating(rating);
  const spoken = numberFormat({ maximumFractionDigits: 1 }).format(value);
  return (
    <span
      role="img"
      aria-label={t("reviewCard.rating", { rating: spoken, max: MAX_STARS })}
      className={clsx("relative inline-flex text-base", className)}
    >
      <Stars className="fill-none text-sand-400" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${(value / MAX_STARS) * 100}%` }}>
        <Stars className="fill-ochre-400 text-ochre-500" />
      </span>
    </span>
  );
}
