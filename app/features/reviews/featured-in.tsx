// 'As Featured In': the publications that have written about the company, as wordmarks drawn here
// (placeholders until the operator has real press to show; publication names are not translated). Upright, at
// weights 400-600 only: the two font files every page preloads (a bold or italic word would fetch a third).
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { useMessages } from "~/i18n/translate";

interface Wordmark {
  name: string;
  mark: ReactNode;
}

const glyph = "size-7 shrink-0 text-current";

const WORDMARKS: Wordmark[] = [
  {
    name: "Savanna Traveller",
    mark: (
      <>
        <svg viewBox="0 0 32 32" className={glyph} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
          <circle cx="16" cy="12" r="6" />
          <path d="M3 26h26M7 26c2-5 5-7 9-7s7 2 9 7" strokeLinecap="round" />
        </svg>
        <span className="font-display text-xl tracking-tight">Savanna Traveller</span>
      </>
    ),
  },
  {
    name: "The Wild Journal",
    mark: (
      <span className="flex flex-col items-center leading-none">
        <span className="text-[0.6rem] font-semibold tracking-[0.35em] uppercase">The</span>
        <span className="font-display text-2xl font-semibold tracking-wide uppercase">Wild Journal</span>
      </span>
    ),
  },
  {
    name: "Horizon Weekly",
    mark: (
      <>
        <svg viewBox="0 0 32 32" className={glyph} aria-hidden="true" fill="currentColor">
          <path d="M2 20h28v2H2zM6 24h20v2H6zM16 6a10 10 0 0 1 10 12H6A10 10 0 0 1 16 6z" />
        </svg>
        <span className="text-lg font-semibold tracking-[0.18em] uppercase">Horizon</span>
        <span className="text-lg font-normal tracking-[0.18em] uppercase">Weekly</span>
      </>
    ),
  },
  {
    name: "East Africa Explorer",
    mark: (
      <span className="flex items-baseline gap-1.5">
        <span className="rounded-sm border-2 border-current px-1.5 font-display text-lg font-semibold">EA</span>
        <span className="text-base font-semibold tracking-wide">East Africa Explorer</span>
      </span>
    ),
  },
  {
    name: "Safari Quarterly",
    mark: (
      <>
        <svg viewBox="0 0 32 32" className={glyph} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M16 3l3.6 8.4L28 13l-6.5 5.6L23.4 28 16 23.5 8.6 28l1.9-9.4L4 13l8.4-1.6z" strokeLinejoin="round" />
        </svg>
        <span className="font-display text-xl">
          Safari <span className="font-sans text-sm font-semibold tracking-[0.2em] uppercase">Quarterly</span>
        </span>
      </>
    ),
  },
];

export function FeaturedIn({ className }: { className?: string }) {
  const t = useMessages(reviewsMessages);
  return (
    <section aria-labelledby="featured-in-title" className={clsx("border-y border-sand-200 bg-white py-12", className)}>
      <div className="container-page">
        <h2 id="featured-in-title" className="eyebrow text-center text-charcoal-600">
          {t("reviews.featured.title")}
        </h2>
        <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-8 gap-y-8 xl:gap-x-10 text-charcoal-500">
          {WORDMARKS.map((wordmark) => (
            <li key={wordmark.name}>
              <span
                role="img"
                aria-label={t("reviews.featured.label", { name: wordmark.name })}
                className="flex items-center gap-2 transition-colors duration-300 hover:text-charcoal-800"
              >
                {wordmark.mark}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
