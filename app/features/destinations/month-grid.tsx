// "When to Visit": the twelve months with the best ones highlighted. A visitor can mark the months they could
// travel (toggle buttons) and read how many fall in the best season.
//
// The grid is a GET form: each month is a submit button whose value is the selection after its toggle
// (?months=3,8#when-to-visit), which the page's loader honours. So a tap works before the page's script has
// arrived, and without script at all; once the script runs, a tap toggles in place, without a request.
import { clsx } from "clsx";
import { type MouseEvent, useState } from "react";
import { destinationMessages } from "~/i18n/messages/en/destination";
import { useMessages } from "~/i18n/translate";
import { monthName } from "~/utils/format";

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export const MONTHS_PARAM = "months";
/** The id of the section the form's answer scrolls to. */
export const MONTH_GRID_ANCHOR = "when-to-visit";

/** The months an address chose (?months=3,8): numbers 1 to 12, each once, in order. */
export function monthsFromParam(value: string | null): number[] {
  if (!value) return [];
  const months = value
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12);
  return [...new Set(months)].sort((a, b) => a - b);
}

function withToggled(selected: ReadonlySet<number>, month: number): number[] {
  const next = new Set(selected);
  if (next.has(month)) next.delete(month);
  else next.add(month);
  return [...next].sort((a, b) => a - b);
}

export function MonthGrid({
  bestMonths,
  initialSelected = [],
}: {
  bestMonths: readonly number[];
  /** The months the address chose, rendered selected by the server. */
  initialSelected?: readonly number[];
}) {
  const t = useMessages(destinationMessages);
  const best = new Set(bestMonths);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initialSelected));

  function onClick(event: MouseEvent<HTMLButtonElement>, month: number) {
    event.preventDefault();
    const next = withToggled(selected, month);
    setSelected(new Set(next));
  }

  const selectedBest = [...selected].filter((month) => best.has(month)).length;
  return (
    <form method="get" action={`#${MONTH_GRID_ANCHOR}`}>
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
          const short = monthName(month);
          return (
            <li key={month}>
              <button
                type="submit"
                name={MONTHS_PARAM}
                value={withToggled(selected, month).join(",")}
                aria-pressed={isSelected}
                aria-describedby="month-grid-hint"
                // The name starts with the visible text (WCAG 2.5.3 Label in Name): 'Aug, best month'.
                aria-label={isBest ? t("destination.visit.bestMonth", { month: short }) : undefined}
                data-best={isBest || undefined}
                onClick={(event) => onClick(event, month)}
                className={clsx(
                  "flex w-full cursor-pointer flex-col items-center justify-center rounded-xl px-2 py-4 text-base font-semibold ring-1 transition-[background-color,box-shadow,color] duration-200",
                  isBest
                    ? "bg-acacia-700 text-white ring-acacia-700 hover:bg-acacia-800"
                    : "bg-white text-charcoal-700 ring-sand-300 hover:bg-sand-100",
                  isSelected && "ring-4 ring-ochre-400 ring-offset-2 ring-offset-sand-50",
                )}
              >
                <abbr title={monthName(month, "long")} className="no-underline">
                  {short}
                </abbr>
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
    </form>
  );
}
