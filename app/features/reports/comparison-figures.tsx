// The Numbers page's first answer: the range's headline figures, each beside the period before it and the
// change in words ("+8", "faster by 6 min"), readable on a phone (two to a row) and without the charts.
import { clsx } from "clsx";
import type { ComparedFigure } from "./report-comparison";

export function ComparisonFigures({
  figures,
  rangeWords,
  previousWords,
  previousRange,
}: {
  figures: ComparedFigure[];
  /** "1 Nov 2026 – 30 Nov 2026". */
  rangeWords: string;
  /** "the same days of October 2026". */
  previousWords: string;
  /** "1 Oct 2026 – 30 Oct 2026". */
  previousRange: string;
}) {
  return (
    <section aria-labelledby="comparison-heading" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="comparison-heading" className="text-lg font-semibold text-stone-950">
        At a glance
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {rangeWords}, compared with {previousWords} ({previousRange}).
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" data-testid="comparison">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg bg-stone-50 px-3 py-2.5" data-compared={figure.key}>
            <dt className="text-sm font-medium text-stone-700">{figure.label}</dt>
            <dd className="mt-0.5 text-2xl font-semibold text-stone-950 tabular-nums">{figure.now}</dd>
            <dd className="text-sm text-stone-700">
              {figure.change ? (
                <span
                  className={clsx(
                    "font-semibold",
                    figure.tone === "good" && "text-green-800",
                    figure.tone === "bad" && "text-red-800",
                  )}
                >
                  {figure.change}
                </span>
              ) : null}
              {figure.change ? " · " : ""}was {figure.before}
            </dd>
            {figure.note ? <dd className="mt-1 text-xs text-stone-600">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
