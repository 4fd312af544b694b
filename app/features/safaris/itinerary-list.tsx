// A safari's days as a numbered timeline: 'Day N: title', what happens, the park (linking to its destination
// page), where the night is spent (linking to the lodge's page when it is one of ours) and the meals included.
import { Link } from "react-router";
import { type MaybeTranslated, useEnglishFallback, withEnglishValue } from "~/features/translations/english-fallback";
import { localHref } from "~/i18n/local-href";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { useMessages } from "~/i18n/translate";

export interface ItineraryListDay extends MaybeTranslated {
  id: number;
  dayNumber: number;
  title: string;
  description: string;
  accommodation: string;
  meals: string;
  park?: { name: string; destinationSlug: string | null } | null;
  hotel?: { name: string; slug: string } | null;
}

const placeLink =
  "font-semibold text-charcoal-900 underline decoration-ochre-400 decoration-2 underline-offset-4 hover:text-ochre-700";

export function ItineraryList({ days }: { days: readonly ItineraryListDay[] }) {
  const t = useMessages(safarisMessages);
  const english = useEnglishFallback();
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
              {withEnglishValue(
                (title) => t("safaris.detail.day", { day: day.dayNumber, title }),
                day.title,
                english(day, "title"),
              )}
            </h3>
            {day.description ? (
              <p className="text-charcoal-600" {...english(day, "description")}>
                {day.description}
              </p>
            ) : null}
            <dl className="grid gap-3 border-t border-sand-200 pt-4 text-sm sm:grid-cols-2">
              {day.park ? (
                <div className="sm:col-span-2">
                  <dt className="eyebrow text-ochre-700">{t("safaris.detail.park")}</dt>
                  <dd className="mt-1 text-charcoal-800">
                    {day.park.destinationSlug ? (
                      <Link to={localHref(`/${day.park.destinationSlug}`)} className={placeLink}>
                        {day.park.name}
                      </Link>
                    ) : (
                      day.park.name
                    )}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="eyebrow text-ochre-700">{t("safaris.detail.accommodation")}</dt>
                <dd className="mt-1 text-charcoal-800" {...english(day, "accommodation")}>
                  {day.hotel ? (
                    <Link to={localHref(`/hotels-and-lodges/${day.hotel.slug}`)} className={placeLink}>
                      {day.accommodation}
                    </Link>
                  ) : (
                    day.accommodation
                  )}
                </dd>
              </div>
              <div>
                <dt className="eyebrow text-ochre-700">{t("safaris.detail.meals")}</dt>
                <dd className="mt-1 text-charcoal-800" {...english(day, "meals")}>
                  {day.meals}
                </dd>
              </div>
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
