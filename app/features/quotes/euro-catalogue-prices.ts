// The price table with euro equivalents for readers of German, French, Italian and Spanish: under each
// non-residents' price its amount in euros to the nearest ten, and a note saying they are a guide at our rate.
// Residents' prices (in shillings) stay as they are: residents pay in their own currency.
import { type PriceTable, twoSharingPrice } from "./catalogue-prices";
import { euroEquivalent } from "./euro-conversion";
import { type EuroFigure, type EuroRate, euroFigure, euroRateNote } from "./euro-prices";
import type { RateBook } from "./rate-book";

export type EuroPriceTable = Omit<PriceTable, "rows"> & {
  rows: (PriceTable["rows"][number] & {
    /** By column: the price in euros (nearest ten) under the cell, or null for none. */
    euros?: (EuroFigure | null)[];
  })[];
};

/** The table with the non-residents' column in euros too; the table as it was when no cell can be converted. */
export function withEuroPrices(table: PriceTable, book: RateBook, euroRate: EuroRate): EuroPriceTable {
  const card = book.cards.find((each) => each.residency === "non_resident");
  const column = table.columns.findIndex((each) => each.residency === "non_resident");
  const note = card ? euroRateNote("table", card.currency, euroRate) : null;
  if (!card || column < 0 || note === null) return table;
  const rows = table.rows.map((row) => {
    const price = twoSharingPrice(card, book.package.durationDays, row.season);
    const euros = price ? euroEquivalent(price.amount, price.currency, euroRate.unitsPerUsd, 10) : null;
    const figure = euros === null ? null : euroFigure(euros);
    return { ...row, euros: table.columns.map((_, index) => (index === column ? figure : null)) };
  });
  if (rows.every((row) => row.euros.every((euros) => euros === null))) return table;
  return { ...table, rows, notes: [...table.notes, note] };
}
