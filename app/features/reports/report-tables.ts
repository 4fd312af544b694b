// Each chart's numbers as one table: the page shows it beside the chart and the CSV download is the same
// rows, so what staff read, what the chart draws and what they download cannot disagree.

import { formatOfficeDuration } from "~/features/inbox/office-hours";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "~/features/quotes/rate-book";
import { KIND_LABELS, share } from "./report-figures";
import type { ReportFigures } from "./report-queries.server";
import { formatDay, monthsIn } from "./report-range";

export type CellKind = "text" | "week" | "month" | "count" | "money" | "percent";
export type Cell = string | number | null;

export interface ReportColumn {
  label: string;
  kind: CellKind;
}

export interface ReportTable {
  chart: ChartId;
  caption: string;
  currency: QuoteCurrency | null;
  columns: ReportColumn[];
  rows: Cell[][];
}

export const STATIC_CHARTS = ["enquiries", "funnel", "response-times", "sources", "staff"] as const;
export type ChartId = (typeof STATIC_CHARTS)[number] | `revenue-${Lowercase<QuoteCurrency>}`;

/** The chart a URL's segment names, or null for one that does not exist. */
export function chartIdOf(segment: string | undefined): ChartId | null {
  if (!segment) return null;
  if ((STATIC_CHARTS as readonly string[]).includes(segment)) return segment as ChartId;
  const currency = /^revenue-([a-z]{3})$/.exec(segment)?.[1]?.toUpperCase();
  return currency && (QUOTE_CURRENCIES as readonly string[]).includes(currency) ? (segment as ChartId) : null;
}

export function revenueChartId(currency: QuoteCurrency): ChartId {
  return `revenue-${currency.toLowerCase() as Lowercase<QuoteCurrency>}`;
}

const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** "Sep 2026" for 2026-09-01. */
export function formatMonth(month: string): string {
  return monthFormat.format(Date.parse(`${month}T00:00:00Z`));
}

const percentFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("en-GB");

export function formatPercent(value: number | null): string {
  return value === null ? "–" : `${percentFormat.format(value)}%`;
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** An amount in minor units without its currency code: "30,000.00". */
export function formatAmount(value: number, currency: QuoteCurrency): string {
  return formatMinorUnits(value, currency).replace(`${currency} `, "");
}

/** One decimal place, the precision the page shows (so the CSV says what the page says). */
function roundPercent(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10) / 10;
}

/** A cell as the page shows it. */
export function displayCell(cell: Cell, column: ReportColumn, currency: QuoteCurrency | null): string {
  if (cell === null) return "–";
  switch (column.kind) {
    case "week":
      return formatDay(String(cell));
    case "month":
      return formatMonth(String(cell));
    case "count":
      return formatCount(Number(cell));
    case "money":
      return formatAmount(Number(cell), currency ?? "USD");
    case "percent":
      return formatPercent(Number(cell));
    default:
      return String(cell);
  }
}

/** A cell as the CSV holds it: dates as YYYY-MM-DD (a month as YYYY-MM), plain numbers without grouping. */
export function csvCell(cell: Cell, column: ReportColumn, currency: QuoteCurrency | null): string {
  if (cell === null) return "";
  switch (column.kind) {
    case "month":
      return String(cell).slice(0, 7);
    case "money":
      return formatAmount(Number(cell), currency ?? "USD").replaceAll(",", "");
    case "percent":
      return String(cell);
    default:
      return String(cell);
  }
}

export function enquiriesTable(figures: ReportFigures): ReportTable {
  return {
    chart: "enquiries",
    caption: "Enquiries and bookings per week (weeks start on Monday)",
    currency: null,
    columns: [
      { label: "Week starting", kind: "week" },
      { label: KIND_LABELS.booking, kind: "count" },
      { label: KIND_LABELS.inquiry, kind: "count" },
      { label: KIND_LABELS.chat, kind: "count" },
      { label: "All enquiries", kind: "count" },
      { label: "Bookings (not cancelled)", kind: "count" },
      { label: "Bookings cancelled", kind: "count" },
    ],
    rows: figures.weekly.map((week) => [
      week.week,
      week.enquiries.booking,
      week.enquiries.inquiry,
      week.enquiries.chat,
      week.enquiries.booking + week.enquiries.inquiry + week.enquiries.chat,
      week.bookings,
      week.cancelled,
    ]),
  };
}

export function funnelTable(figures: ReportFigures): ReportTable {
  return {
    chart: "funnel",
    caption: "From enquiry to trip: enquiries received in the range by how far they have come",
    currency: null,
    columns: [
      { label: "Step", kind: "text" },
      { label: "Enquiries", kind: "count" },
      { label: "Share of all enquiries", kind: "percent" },
      { label: "Share of the step before", kind: "percent" },
    ],
    rows: figures.funnel.map((step) => [
      step.label,
      step.count,
      roundPercent(step.ofEnquiries),
      roundPercent(step.ofPrevious),
    ]),
  };
}

export function revenueTable(figures: ReportFigures, currency: QuoteCurrency): ReportTable {
  // A currency nothing came in still has its months, at zero.
  const months =
    figures.revenue.find((entry) => entry.currency === currency)?.months ??
    monthsIn(figures.range).map((month) => ({ month, deposits: 0, balances: 0, refunds: 0, net: 0 }));
  return {
    chart: revenueChartId(currency),
    caption: `Money received in ${currency} per month, refunds taken off`,
    currency,
    columns: [
      { label: "Month", kind: "month" },
      { label: `Deposits (${currency})`, kind: "money" },
      { label: `Balances (${currency})`, kind: "money" },
      { label: `Refunds (${currency})`, kind: "money" },
      { label: `Net received (${currency})`, kind: "money" },
    ],
    rows: months.map((month) => [month.month, month.deposits, month.balances, month.refunds, month.net]),
  };
}

export function responseTimesTable(figures: ReportFigures): ReportTable {
  const { buckets, answered } = figures.responses;
  return {
    chart: "response-times",
    caption: "Office time from an enquiry to its first answer",
    currency: null,
    columns: [
      { label: "Office time to first answer", kind: "text" },
      { label: "Enquiries answered", kind: "count" },
      { label: "Share of answered", kind: "percent" },
    ],
    rows: buckets.map((bucket) => [bucket.label, bucket.count, roundPercent(share(bucket.count, answered))]),
  };
}

export function sourcesTable(figures: ReportFigures): ReportTable {
  return {
    chart: "sources",
    caption: "Enquiries by where the visitor came from, with booking requests and deposits",
    currency: null,
    columns: [
      { label: "Source", kind: "text" },
      { label: "Enquiries", kind: "count" },
      { label: "Booking requests", kind: "count" },
      { label: "Deposit paid or further", kind: "count" },
      { label: "Deposit conversion", kind: "percent" },
    ],
    rows: figures.sources.map((row) => [
      sourceRowLabel(row),
      row.enquiries,
      row.bookingRequests,
      row.depositPaid,
      roundPercent(share(row.depositPaid, row.enquiries)),
    ]),
  };
}

/** Each member of staff's enquiries, reply time and conversion (a table with no chart). */
export function staffTable(figures: ReportFigures): ReportTable {
  return {
    chart: "staff",
    caption: "Enquiries received in the range by the member of staff who owns them",
    currency: null,
    columns: [
      { label: "Member of staff", kind: "text" },
      { label: "Enquiries", kind: "count" },
      { label: "Answered", kind: "count" },
      { label: "Median office time to first answer", kind: "text" },
      { label: "Deposit paid or further", kind: "count" },
      { label: "Conversion", kind: "percent" },
    ],
    rows: figures.staff.map((row) => [
      row.name,
      row.enquiries,
      row.answered,
      row.medianMinutes === null ? "–" : formatOfficeDuration(row.medianMinutes),
      row.converted,
      roundPercent(share(row.converted, row.enquiries)),
    ]),
  };
}

export function sourceRowLabel(row: { label: string; sources: number; other: boolean }): string {
  return row.other ? `Other (${row.sources} ${row.sources === 1 ? "source" : "sources"})` : row.label;
}

/** The revenue currencies that have a chart: KES and USD always, others when money came in them. */
export function revenueCurrencies(figures: ReportFigures): QuoteCurrency[] {
  return figures.revenue.map((entry) => entry.currency);
}

/** The table of one chart. */
export function tableFor(chart: ChartId, figures: ReportFigures): ReportTable {
  switch (chart) {
    case "enquiries":
      return enquiriesTable(figures);
    case "funnel":
      return funnelTable(figures);
    case "response-times":
      return responseTimesTable(figures);
    case "sources":
      return sourcesTable(figures);
    case "staff":
      return staffTable(figures);
    default: {
      const currency = chart.slice("revenue-".length).toUpperCase() as QuoteCurrency;
      return revenueTable(figures, currency);
    }
  }
}
