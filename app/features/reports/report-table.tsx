// A chart's numbers as a real table beside (or, on a phone, below) the chart: the same rows the CSV holds.
// Below 640 px each row becomes a card (its first cell as the title, every other cell with its column's
// name), so no table runs wider than a phone. The roles are written out because some browsers drop a
// table's semantics once CSS changes how its parts display.
// biome-ignore-all lint/a11y/noRedundantRoles: the roles keep the table a table to assistive technology on phones, where CSS shows its rows as cards
import { displayCell, type ReportTable as Table } from "./report-tables";

export function ReportTable({ table }: { table: Table }) {
  const numeric = (index: number) => table.columns[index]?.kind !== "text" && index > 0;
  return (
    <div className="min-w-0" data-chart-table={table.chart}>
      <table role="table" className="w-full border-collapse text-left text-sm max-sm:block">
        <caption className="mb-2 text-left text-sm font-semibold text-stone-900 max-sm:block">{table.caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="border-b border-stone-300 align-bottom text-stone-700">
            {table.columns.map((column, index) => (
              <th
                key={column.label}
                role="columnheader"
                scope="col"
                className={`px-1.5 py-1.5 text-xs font-semibold first:pl-0 last:pr-0 ${numeric(index) ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block max-sm:space-y-2">
          {table.rows.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              role="row"
              className="border-b border-stone-100 last:border-0 max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-stone-200 max-sm:px-3 max-sm:py-2 max-sm:last:border"
            >
              {row.map((cell, index) => {
                const column = table.columns[index] ?? { label: "", kind: "text" as const };
                const text = displayCell(cell, column, table.currency);
                return index === 0 ? (
                  <th
                    key={column.label}
                    role="rowheader"
                    scope="row"
                    className="py-1.5 pr-1.5 font-medium whitespace-nowrap text-stone-900 max-sm:block max-sm:py-0.5 max-sm:font-semibold max-sm:whitespace-normal"
                  >
                    {text}
                  </th>
                ) : (
                  <td
                    key={column.label}
                    role="cell"
                    data-label={column.label}
                    className={`px-1.5 py-1.5 tabular-nums last:pr-0 max-sm:flex max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-0.5 max-sm:before:text-stone-600 max-sm:before:content-[attr(data-label)] ${
                      numeric(index) ? "text-right whitespace-nowrap" : ""
                    }`}
                  >
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
