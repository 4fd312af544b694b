// A chart's numbers as a real table beside (or, on a phone, below) the chart: the same rows the CSV holds.
import { displayCell, type ReportTable as Table } from "./report-tables";

export function ReportTable({ table }: { table: Table }) {
  const numeric = (index: number) => table.columns[index]?.kind !== "text" && index > 0;
  return (
    // Focusable and named, so a keyboard can scroll it should a narrow screen ever need to.
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
      data-chart-table={table.chart}
      role="region"
      aria-label={`${table.caption} (table)`}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-stone-900">{table.caption}</caption>
        <thead>
          <tr className="border-b border-stone-300 align-bottom text-stone-700">
            {table.columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={`px-1.5 py-1.5 text-xs font-semibold first:pl-0 last:pr-0 ${numeric(index) ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-stone-100 last:border-0">
              {row.map((cell, index) => {
                const column = table.columns[index] ?? { label: "", kind: "text" as const };
                const text = displayCell(cell, column, table.currency);
                return index === 0 ? (
                  <th
                    key={column.label}
                    scope="row"
                    className="py-1.5 pr-1.5 font-medium whitespace-nowrap text-stone-900"
                  >
                    {text}
                  </th>
                ) : (
                  <td
                    key={column.label}
                    className={`px-1.5 py-1.5 tabular-nums last:pr-0 ${numeric(index) ? "text-right whitespace-nowrap" : ""}`}
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
