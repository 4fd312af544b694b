// A safari's days as a numbered timeline: 'Day N: title', what happens, where the night is spent and
// which meals are included.
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { useMessages } from "~/i18n/translate";

export interface ItineraryListDay {
  id: number;
  dayNumber: number;
  title: string;
  description: string;
  accommodation: string;
  meals: string;
}

export function ItineraryList({ days }: { days: readonly ItineraryListDay[] }) {
  const t = useMessages(safarisMessages);
  return (
    <ol className="relative flex flex-col gap-5 before:absolute before:top-6 before:bottom-6 before:left-4 before:w-px sm:before:left-5 before:bg-sand-300 sm:gap-6">
      {days.map((day) => (
        <li key={day.id} className="relative flex gap-3 sm:gap-6">
          <span
            aria-hidden="true"
            className="relative z-10 mt-5 inline-flex size-8 shrink-0 text-sm sm:size-10 sm:text-base items-center justify-center rounded-full bg-charcoal-900 font-display text-sand-50 ring-4 ring-sand-50"
          >
            {day.dayNumber}
          </span>
          <article className="card min-w-0 flex-1 gap-3 p-5 sm:p-6">
            <h3 className="font-display text-display-sm text-charcoal-900">
              {t("safaris.detail.day", { day: day.dayNumber, title: day.title })}
            </h3>
            {day.description ? <p className="text-charcoal-600">{day.description}</p> : null}
            <dl className="grid gap-3 border-t border-sand-200 pt-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="eyebrow text-ochre-700">{t("safaris.detail.accommodation")}</dt>
                <dd className="mt-1 text-charcoal-800">{day.accommodation}</dd>
              </div>
              <div>
                <dt className="eyebrow text-ochre-700">{t("safaris.detail.meals")}</dt>
                <dd className="mt-1 text-charcoal-800">{day.meals}</dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
