// "When to Visit": the twelve months with the best ones highlighted. A visitor can mark the months they could
// travel (toggle buttons) and read how many fall in the best season.
import { clsx } from "clsx";
import { useState } from "react";
import { destinationMessages } from "~/i18n/messages/en/destination";
import { useMessages } from "~/i18n/translate";
import { monthName } from "~/utils/format";

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function MonthGrid({ bestMonths }: { bestMonths: readonly number[] }) {
  const t = useMessages(destinationMessages);
  const best = new Set(bestMonths);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(month: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(month)) next.delete(month);
      else next.add(month);
      return next;
    });
  }

  const selectedBest = [...selected].filter((month) => best.has(month)).length;
  return (
    <div>
      <p id="month-grid-hint" className="text-sm text-charcoal-600">
        {t("destination.visit.hint")}
      </p>
      <ul
        aria-label={t("destination.visit.months")}
        className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6"
      >
        {MONTHS.map((month) => {
          const isBest = best.has(month);
          const isSelected = selected.has(month);
          return (
            <li key={month}>
              <button
                type="button"
                aria-pressed={isSelected}
                aria-describedby="month-grid-hint"
                aria-label={
                  isBest
                    ? t("destination.visit.bestMonth", { month: monthName(month, "long") })
                    : monthName(month, "long")
                }
                data-best={isBest || undefined}
                onClick={() => toggle(month)}
                className={clsx(
                  "flex w-full cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-4 text-base font-semibold ring-1 transition-[background-color,box-shadow,color] duration-200",
                  isBest
                    ? "bg-acacia-700 text-white ring-acacia-700 hover:bg-acacia-800"
                    : "bg-white text-charcoal-700 ring-sand-300 hover:bg-sand-100",
                  isSelected && "ring-4 ring-ochre-400 ring-offset-2 ring-offset-sand-50",
                )}
              >
                <span aria-hidden="true">{monthName(month)}</span>
                <span
                  aria-hidden="true"
                  className={clsx(
                    "mt-1 size-1.5 rounded-full",
                    isSelected ? "bg-ochre-400" : isBest ? "bg-white/60" : "bg-transparent",
                  )}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-charcoal-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-acacia-700" />
          {t("destination.visit.best")}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded bg-white ring-1 ring-sand-300" />
          {t("destination.visit.other")}
        </span>
      </div>
      <p aria-live="polite" className="mt-4 min-h-6 text-sm font-medium text-charcoal-800">
        {selected.size === 0 ? null : t("destination.visit.selected", { count: selected.size, best: selectedBest })}
      </p>
    </div>
  );
}
