// A safari's prices by season and residency, as worded by priceTable() on the server: two sharing, per
// person, for the whole trip, with the lines on children, single rooms and park fees below. On a page that
// shows euros, the non-residents' prices have their euro equivalent underneath (withEuroPrices).
import type { EuroPriceTable } from "./euro-catalogue-prices";
import { SeasonSwatch } from "./season-swatch";

export function PriceTable({ table, id = "prices" }: { table: EuroPriceTable; id?: string }) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="flex flex-col gap-4">
      <h3 id={titleId} className="font-display text-display-sm">
        {table.title}
      </h3>
      <p className="max-w-prose text-charcoal-600">{table.intro}</p>
      {/* Below 640 px the table is wider than its frame: say so, or the last column is never found. */}
      <p className="-mb-2 text-sm text-charcoal-600 sm:hidden">{table.scrollHint}</p>
      {/* A phone scrolls the table sideways within its frame; the frame takes focus so a keyboard can too. */}
      <section
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-(--radius-card) border border-sand-300 bg-white focus-visible:outline-2 focus-visible:outline-focus"
      >
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
          <caption id={`${id}-caption`} className="sr-only">
            {table.caption}
          </caption>
          <thead className="bg-sand-100 text-charcoal-800">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {table.seasonHeader}
              </th>
              {table.columns.map((column) => (
                <th key={column.residency} scope="col" className="px-3 py-3 sm:px-4 text-right font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.season} className="border-t border-sand-200">
                <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-charcoal-900">
                  <span className="inline-flex items-center gap-2">
                    <SeasonSwatch kind={row.season} />
                    {row.label}
                  </span>
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={table.columns[index]?.residency ?? index}
                    className="px-3 py-3 sm:px-4 text-right whitespace-nowrap text-charcoal-800 tabular-nums"
                  >
                    {cell}
                    {row.euros?.[index] ? (
                      <span className="block text-xs text-charcoal-600">{row.euros[index].text}</span>
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {table.notes.length > 0 ? (
        <ul className="flex max-w-prose flex-col gap-1.5 text-sm text-charcoal-600">
          {table.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
