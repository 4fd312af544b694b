// CSV files staff download (bookings, enquiries, report tables): every field quoted, nothing a spreadsheet
// would run as a formula, and no secret link (app/utils/secret-links.ts).
import { redactSecretLinks } from "./secret-links";

/**
 * One CSV field: quoted, never read as a formula by a spreadsheet (=, +, -, @ at the start), and with any
 * secret link hidden (app/utils/secret-links.ts).
 */
export function csvField(value: unknown): string {
  let text = redactSecretLinks(
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value),
  );
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}
