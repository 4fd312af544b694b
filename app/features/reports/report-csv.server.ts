// A chart's table as a CSV download: the same rows the page shows, numbers without grouping, dates as
// YYYY-MM-DD. Text that a spreadsheet would run as a formula is neutralised as in every export here.
import { csvField } from "~/utils/csv";
import { csvCell, type ReportTable } from "./report-tables";

/** A plain number (a negative net month, say) is never a formula, so it stays a number in the sheet. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

function field(value: string): string {
  return PLAIN_NUMBER.test(value) ? `"${value}"` : csvField(value);
}

export function reportCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((column) => field(column.label)),
    ...table.rows.map((row) =>
      row.map((cell, index) =>
        field(csvCell(cell, table.columns[index] ?? { label: "", kind: "text" }, table.currency)),
      ),
    ),
  ];
  // A byte-order mark, so spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** numbers-enquiries-2026-08-01-to-2026-09-30.csv */
export function reportCsvFileName(table: ReportTable, range: { from: string; to: string }): string {
  return `numbers-${table.chart}-${range.from}-to-${range.to}.csv`;
}
