// The Numbers page as the loader hands it to the component: for each chart its table, its two drawings
// (phone and wide) and the words that describe it to someone who cannot see it. Worked out on the server,
// so the charting library never reaches the browser.
import { formatOfficeDuration } from "~/features/inbox/office-hours";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import {
  CHART_SIZES,
  type ChartGeometry,
  type ChartSeries,
  type ChartSize,
  horizontalBars,
  textWidth,
  verticalBars,
} from "./chart-geometry";
import { KIND_LABELS, share } from "./report-figures";
import type { ReportFigures } from "./report-queries.server";
import { formatDay, type ReportRange } from "./report-range";
import {
  type ChartId,
  enquiriesTable,
  formatAmount,
  formatCount,
  formatMonth,
  formatPercent,
  funnelTable,
  type ReportTable,
  responseTimesTable,
  revenueTable,
  sourceRowLabel,
  sourcesTable,
  staffTable,
} from "./report-tables";

/** The site's earth palette (app/app.css), each at least 4.5:1 on white. */
export const CHART_COLOURS = {
  acacia: "#4f6631",
  ochre: "#a8681a",
  charcoal: "#6d665b",
  ink: "#1f1c19",
} as const;

export interface ChartView {
  id: ChartId;
  title: string;
  /** Read out in place of the picture (the chart's <desc>). */
  description: string;
  series: ChartSeries[];
  drawings: Record<ChartSize, ChartGeometry>;
  table: ReportTable;
}

export interface ResponseSummary {
  answered: number;
  waiting: number;
  median: string | null;
  withinTarget: string;
  target: string;
}

export interface ReportView {
  range: ReportRange;
  enquiries: ChartView;
  funnel: ChartView;
  revenue: (ChartView & { currency: QuoteCurrency })[];
  responses: ChartView & { summary: ResponseSummary };
  sources: ChartView;
  /** A table only: each member of staff's enquiries, reply time and conversion. */
  staff: ReportTable;
}

const both = (draw: (size: ChartSize) => ChartGeometry): Record<ChartSize, ChartGeometry> => ({
  narrow: draw("narrow"),
  wide: draw("wide"),
});

const weekLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });

function shortWeek(week: string): string {
  return weekLabel.format(Date.parse(`${week}T00:00:00Z`));
}

/** "Sep ’26": short enough for twelve months side by side. */
function shortMonth(month: string): string {
  return `${monthLabel.format(Date.parse(`${month}T00:00:00Z`))} ’${month.slice(2, 4)}`;
}

/** "1.2M", "30K", "950" in the currency's major units, for axis ticks and labels over bars. */
function compactMoney(minor: number): string {
  return new Intl.NumberFormat("en-GB", { notation: "compact", maximumFractionDigits: 1 }).format(minor / 100);
}

/** Cut to fit `room` (viewBox units), with an ellipsis. */
function fitLabel(text: string, room: number): string {
  if (textWidth(text) <= room) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`) > room) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

function enquiriesView(figures: ReportFigures): ChartView {
  const series: ChartSeries[] = [
    { key: "booking", label: KIND_LABELS.booking, colour: CHART_COLOURS.acacia, pattern: "solid" },
    { key: "inquiry", label: KIND_LABELS.inquiry, colour: CHART_COLOURS.ochre, pattern: "hatch" },
    { key: "chat", label: KIND_LABELS.chat, colour: CHART_COLOURS.charcoal, pattern: "dots" },
    { key: "bookings", label: "Bookings (not cancelled)", colour: CHART_COLOURS.ink, pattern: "solid", line: true },
  ];
  const weeks = figures.weekly;
  const totals = weeks.map((week) => week.enquiries.booking + week.enquiries.inquiry + week.enquiries.chat);
  const all = totals.reduce((sum, value) => sum + value, 0);
  const booked = weeks.reduce((sum, week) => sum + week.bookings, 0);
  const cancelled = weeks.reduce((sum, week) => sum + week.cancelled, 0);
  const busiest = weeks.reduce<{ week: string; total: number } | null>(
    (best, week, i) => ((totals[i] ?? 0) > (best?.total ?? 0) ? { week: week.week, total: totals[i] ?? 0 } : best),
    null,
  );
  return {
    id: "enquiries",
    title: "Enquiries and bookings per week",
    description:
      `Stacked bars of enquiries per week by kind, with a line for bookings, for ${weeks.length} weeks from the week of ` +
      `${formatDay(weeks[0]?.week ?? figures.range.from)}: ${plural(all, "enquiry", "enquiries")} and ${plural(booked, "booking", "bookings")} in all` +
      (cancelled > 0 ? ` (and ${plural(cancelled, "booking", "bookings")} cancelled)` : "") +
      (busiest ? `; the busiest week began ${formatDay(busiest.week)} with ${formatCount(busiest.total)}.` : ".") +
      " The table gives every number.",
    series,
    drawings: both((size) =>
      verticalBars({
        size,
        categories: weeks.map((week) => ({ key: week.week, label: shortWeek(week.week) })),
        stacked: (["booking", "inquiry", "chat"] as const).map((kind) => ({
          series: kind,
          values: weeks.map((week) => week.enquiries[kind]),
        })),
        line: { series: "bookings", values: weeks.map((week) => week.bookings) },
        valueLabels: totals.map((total) => (total > 0 ? formatCount(total) : null)),
        yTitle: "Enquiries a week",
        xTitle: "Week starting (Monday)",
        yFormat: formatCount,
        integers: true,
        emptyText: "No enquiries in this range",
      }),
    ),
    table: enquiriesTable(figures),
  };
}

function funnelView(figures: ReportFigures): ChartView {
  const steps = figures.funnel;
  const series: ChartSeries[] = [
    { key: "step", label: "Enquiries at this step or further", colour: CHART_COLOURS.acacia, pattern: "solid" },
  ];
  const first = steps[0]?.count ?? 0;
  const last = steps[steps.length - 1];
  return {
    id: "funnel",
    title: "From enquiry to trip",
    description:
      `Bars for each step of the pipeline, for the ${plural(first, "enquiry", "enquiries")} received in the range: ` +
      steps.map((step) => `${step.label.toLowerCase()} ${formatCount(step.count)}`).join(", ") +
      (last && first > 0 ? `; ${formatPercent(last.ofEnquiries)} have travelled.` : ".") +
      " The table gives every number.",
    series,
    drawings: both((size) =>
      horizontalBars({
        size,
        rows: steps.map((step, index) => ({
          label: fitLabel(
            index === 0 ? step.label : `${step.label} · ${formatPercent(step.ofPrevious)} of previous`,
            CHART_SIZES[size].width - 8,
          ),
          bars: [
            {
              series: "step",
              value: step.count,
              text:
                index === 0
                  ? formatCount(step.count)
                  : `${formatCount(step.count)} · ${formatPercent(step.ofEnquiries)} of all`,
            },
          ],
        })),
        emptyText: "No enquiries in this range",
      }),
    ),
    table: funnelTable(figures),
  };
}

function revenueView(figures: ReportFigures, currency: QuoteCurrency): ChartView & { currency: QuoteCurrency } {
  const table = revenueTable(figures, currency);
  const months = table.rows.map((row) => ({
    month: String(row[0]),
    deposits: Number(row[1]),
    balances: Number(row[2]),
    refunds: Number(row[3]),
    net: Number(row[4]),
  }));
  const id = table.chart;
  const series: ChartSeries[] = [
    { key: "deposits", label: "Deposits", colour: CHART_COLOURS.acacia, pattern: "solid" },
    { key: "balances", label: "Balances", colour: CHART_COLOURS.ochre, pattern: "hatch" },
    { key: "refunds", label: "Refunds (below the line)", colour: CHART_COLOURS.charcoal, pattern: "cross" },
  ];
  const net = months.reduce((sum, month) => sum + month.net, 0);
  const best = months.reduce<(typeof months)[number] | null>(
    (top, month) => (month.net > (top?.net ?? 0) ? month : top),
    null,
  );
  return {
    id,
    currency,
    title: `Money received in ${currency}`,
    description:
      `Bars per month of ${currency} received, deposits and balances stacked above the line and refunds below it, ` +
      `for ${months.length} ${months.length === 1 ? "month" : "months"}: ${currency} ${formatAmount(net, currency)} net in all` +
      (best
        ? `; the best month was ${formatMonth(best.month)} with ${currency} ${formatAmount(best.net, currency)}.`
        : ".") +
      " The table gives every amount.",
    series,
    drawings: both((size) =>
      verticalBars({
        size,
        categories: months.map((month) => ({ key: month.month, label: shortMonth(month.month) })),
        stacked: [
          { series: "deposits", values: months.map((month) => month.deposits) },
          { series: "balances", values: months.map((month) => month.balances) },
        ],
        below: [{ series: "refunds", values: months.map((month) => month.refunds) }],
        valueLabels: months.map((month) => (month.net !== 0 ? compactMoney(month.net) : null)),
        yTitle: `${currency} received`,
        xTitle: "Month (net above each bar)",
        yFormat: compactMoney,
        emptyText: `No money received in ${currency} in this range`,
      }),
    ),
    table,
  };
}

function responsesView(figures: ReportFigures): ChartView & { summary: ResponseSummary } {
  const responses = figures.responses;
  const target = formatOfficeDuration(responses.targetMinutes);
  const series: ChartSeries[] = [
    { key: "within", label: `Within the ${target} target`, colour: CHART_COLOURS.acacia, pattern: "solid" },
    { key: "beyond", label: `Beyond the ${target} target`, colour: CHART_COLOURS.ochre, pattern: "hatch" },
  ];
  const within = (bucket: { to: number | null }) => bucket.to !== null && bucket.to <= responses.targetMinutes;
  const summary: ResponseSummary = {
    answered: responses.answered,
    waiting: responses.unanswered,
    median: responses.median === null ? null : formatOfficeDuration(responses.median),
    withinTarget: formatPercent(share(responses.withinTarget, responses.answered)),
    target,
  };
  return {
    id: "response-times",
    title: "How fast we answer",
    description:
      `Bars of how many enquiries got their first answer within each stretch of office time: ` +
      responses.buckets.map((bucket) => `${bucket.label.toLowerCase()} ${formatCount(bucket.count)}`).join(", ") +
      `. ${plural(responses.answered, "enquiry", "enquiries")} answered` +
      (summary.median ? `, median ${summary.median}, ${summary.withinTarget} within the ${target} target.` : ".") +
      " The table gives every number.",
    series,
    summary,
    drawings: both((size) =>
      verticalBars({
        size,
        categories: responses.buckets.map((bucket) => ({
          key: bucket.key,
          label: size === "narrow" ? bucket.short : bucket.axis,
        })),
        stacked: [
          { series: "within", values: responses.buckets.map((bucket) => (within(bucket) ? bucket.count : 0)) },
          { series: "beyond", values: responses.buckets.map((bucket) => (within(bucket) ? 0 : bucket.count)) },
        ],
        valueLabels: responses.buckets.map((bucket) => (bucket.count > 0 ? formatCount(bucket.count) : null)),
        yTitle: "Enquiries answered",
        xTitle: "Office time to first answer",
        yFormat: formatCount,
        integers: true,
        emptyText: "No answered enquiries in this range",
      }),
    ),
    table: responseTimesTable(figures),
  };
}

function sourcesView(figures: ReportFigures): ChartView {
  const rows = figures.sources;
  const series: ChartSeries[] = [
    { key: "enquiries", label: "Enquiries", colour: CHART_COLOURS.charcoal, pattern: "solid" },
    { key: "bookings", label: "Booking requests", colour: CHART_COLOURS.ochre, pattern: "hatch" },
    { key: "deposits", label: "Deposit paid or further", colour: CHART_COLOURS.acacia, pattern: "dots" },
  ];
  return {
    id: "sources",
    title: "Where enquiries come from",
    description:
      rows.length === 0
        ? "No enquiries in this range."
        : `Bars for each source, the biggest first: ` +
          rows.map((row) => `${sourceRowLabel(row)} ${formatCount(row.enquiries)}`).join(", ") +
          ". Under each, its booking requests and deposits. The table gives every number.",
    series,
    drawings: both((size) =>
      horizontalBars({
        size,
        rows: rows.map((row) => {
          const suffix = ` · ${formatPercent(share(row.depositPaid, row.enquiries))} paid a deposit`;
          return {
            label: `${fitLabel(sourceRowLabel(row), CHART_SIZES[size].width - 8 - textWidth(suffix))}${suffix}`,
            bars: [
              { series: "enquiries", value: row.enquiries, text: plural(row.enquiries, "enquiry", "enquiries") },
              {
                series: "bookings",
                value: row.bookingRequests,
                text: plural(row.bookingRequests, "booking request", "booking requests"),
              },
              {
                series: "deposits",
                value: row.depositPaid,
                text: plural(row.depositPaid, "deposit paid", "deposits paid"),
              },
            ],
          };
        }),
        emptyText: "No enquiries in this range",
      }),
    ),
    table: sourcesTable(figures),
  };
}

export function buildReportView(figures: ReportFigures): ReportView {
  return {
    range: figures.range,
    enquiries: enquiriesView(figures),
    funnel: funnelView(figures),
    revenue: figures.revenue.map((entry) => revenueView(figures, entry.currency)),
    responses: responsesView(figures),
    sources: sourcesView(figures),
    staff: staffTable(figures),
  };
}
