// Which dates are high, shoulder and green season over the coming months, as worded by seasonCalendar()
// on the server: one row per season, its dates, its name and its price level in words beside its colour.
import type { SeasonCalendar as SeasonCalendarData } from "./catalogue-prices";
import { SeasonSwatch } from "./season-swatch";

export function SeasonCalendar({ calendar, id = "seasons" }: { calendar: SeasonCalendarData; id?: string }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="font-display text-display-sm">
        {calendar.title}
      </h3>
      <p className="max-w-prose text-charcoal-600">{calendar.intro}</p>
      <div className="rounded-(--radius-card) border border-sand-300 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="px-4 pt-3 pb-2 text-left text-xs text-charcoal-600">{calendar.caption}</caption>
          <thead className="bg-sand-100 text-charcoal-800">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {calendar.headers.dates}
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:px-4 font-semibold sm:table-cell">
                {calendar.headers.name}
              </th>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {calendar.headers.kind}
              </th>
            </tr>
          </thead>
          <tbody>
            {calendar.rows.map((row) => (
              <tr key={row.startsOn} className="border-t border-sand-200">
                <th scope="row" className="px-3 py-3 sm:px-4 font-normal text-charcoal-900">
                  {row.dates}
                </th>
                <td className="hidden px-3 py-3 sm:px-4 text-charcoal-700 sm:table-cell">{row.name}</td>
                <td className="px-3 py-3 sm:px-4 text-charcoal-800">
                  <span className="inline-flex items-center gap-2">
                    <SeasonSwatch kind={row.kind} />
                    {row.kindLabel}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
