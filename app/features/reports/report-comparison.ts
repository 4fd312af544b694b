// "How are we doing this month?": the range's headline figures beside the same figures for the period before
// it. A range inside one month starting on its first day is compared with the same days of the month before
// (1-30 November with 1-30 October); any other range with as many days just before it. Pure.
import { formatOfficeDuration } from "~/features/inbox/office-hours";
import { convertAmount } from "~/features/quotes/quote-engine-money";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { addDays, addMonths, compareDates, daysBetween, monthStart } from "~/utils/business-calendar";
import type { ReportFigures } from "./report-queries.server";
import { formatDay, type ReportRange } from "./report-range";
import { formatAmount, formatCount } from "./report-tables";

export interface ComparisonPeriod {
  range: ReportRange;
  /** "the same days of October 2026", "the 30 days before". */
  words: string;
}

const monthName = (date: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The period a range is compared with. */
export function comparisonPeriod(range: ReportRange): ComparisonPeriod {
  const days = daysBetween(range.from, range.to) + 1;
  if (range.from === monthStart(range.from) && monthStart(range.to) === range.from) {
    const from = addMonths(range.from, -1);
    // The same days of the month before, as far as it has them (31 March is compared with 1-28 February).
    const lastOfPrevious = addDays(range.from, -1);
    const sameDay = addDays(from, days - 1);
    const to = compareDates(sameDay, lastOfPrevious) > 0 ? lastOfPrevious : sameDay;
    return { range: { from, to }, words: `the same days of ${monthName(from)}` };
  }
  const to = addDays(range.from, -1);
  return { range: { from: addDays(to, -(days - 1)), to }, words: `the ${formatCount(days)} days before` };
}

export interface Headline {
  enquiries: number;
  /** Bookings made in the range and not cancelled. */
  bookings: number;
  /** Median office minutes to the first answer; null with nothing answered. */
  medianReply: number | null;
  /** Money received less refunds, per currency, in minor units (only currencies with any money either side). */
  received: Partial<Record<QuoteCurrency, number>>;
}

export function headlineOf(figures: ReportFigures): Headline {
  const received: Partial<Record<QuoteCurrency, number>> = {};
  for (const currency of figures.revenue) {
    received[currency.currency] = currency.months.reduce((sum, month) => sum + month.net, 0);
  }
  return {
    enquiries: figures.weekly.reduce(
      (sum, week) => sum + week.enquiries.booking + week.enquiries.inquiry + week.enquiries.chat,
      0,
    ),
    bookings: figures.weekly.reduce((sum, week) => sum + week.bookings, 0),
    medianReply: figures.responses.median,
    received,
  };
}

export interface ComparedFigure {
  key: string;
  label: string;
  now: string;
  before: string;
  /** "+8", "−2", "same", "faster by 6 min", or null when either side has no figure. */
  change: string | null;
  /** A line under the figure saying how it was made ("At today's staff rates: KES 129 per USD"). */
  note?: string;
  /** Whether the change is good news (more enquiries, faster replies), bad, or neither. */
  tone: "good" | "bad" | "even";
}

function countChange(now: number, before: number): Pick<ComparedFigure, "change" | "tone"> {
  const difference = now - before;
  if (difference === 0) return { change: "same", tone: "even" };
  return {
    change: `${difference > 0 ? "+" : "−"}${formatCount(Math.abs(difference))}`,
    tone: difference > 0 ? "good" : "bad",
  };
}

/** The money received in every currency, in USD at the staff's exchange rates; null where a rate is unset. */
export function receivedInUsd(
  received: Headline["received"],
  exchangeRates: Partial<Record<QuoteCurrency, number>>,
): number | null {
  let total = 0;
  for (const [currency, amount] of Object.entries(received) as [QuoteCurrency, number][]) {
    if (amount === 0) continue;
    const usd = convertAmount(amount, currency, "USD", { ...exchangeRates, USD: 1 });
    if (usd === null) return null;
    total += usd;
  }
  return total;
}

const rateWords = (rate: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 4 }).format(rate);

function totalReceived(
  now: Headline,
  before: Headline,
  currencies: QuoteCurrency[],
  exchangeRates: Partial<Record<QuoteCurrency, number>>,
): ComparedFigure {
  const others = currencies.filter((currency) => currency !== "USD");
  const unset = others.filter((currency) => !exchangeRates[currency]);
  const totalNow = receivedInUsd(now.received, exchangeRates);
  const totalBefore = receivedInUsd(before.received, exchangeRates);
  const base = { key: "received-total", label: "Received in all, USD" };
  if (unset.length > 0 || totalNow === null || totalBefore === null) {
    return {
      ...base,
      now: "–",
      before: "–",
      change: null,
      tone: "even",
      note: `No exchange rate set for ${unset.join(", ")}: set one under Rates to see a total.`,
    };
  }
  const difference = totalNow - totalBefore;
  return {
    ...base,
    now: formatAmount(totalNow, "USD"),
    before: formatAmount(totalBefore, "USD"),
    change: difference === 0 ? "same" : `${difference > 0 ? "+" : "−"}${formatAmount(Math.abs(difference), "USD")}`,
    tone: difference === 0 ? "even" : difference > 0 ? "good" : "bad",
    // Today's rates for both periods, so the change is in the money and not in the rate.
    note: `At today's staff rates: ${others.map((currency) => `${currency} ${rateWords(exchangeRates[currency]!)} per USD`).join(", ")}`,
  };
}

/** The headline figures side by side, in words. */
export function compareHeadlines(
  now: Headline,
  before: Headline,
  /** Units of each currency per 1 USD, as staff set them on the rates page. */
  exchangeRates: Partial<Record<QuoteCurrency, number>> = {},
): ComparedFigure[] {
  const figures: ComparedFigure[] = [
    {
      key: "enquiries",
      label: "Enquiries",
      now: formatCount(now.enquiries),
      before: formatCount(before.enquiries),
      ...countChange(now.enquiries, before.enquiries),
    },
    {
      key: "bookings",
      label: "Bookings",
      now: formatCount(now.bookings),
      before: formatCount(before.bookings),
      ...countChange(now.bookings, before.bookings),
    },
  ];
  const reply = { now: now.medianReply, before: before.medianReply };
  let replyChange: Pick<ComparedFigure, "change" | "tone"> = { change: null, tone: "even" };
  if (reply.now !== null && reply.before !== null) {
    const difference = Math.round(reply.now) - Math.round(reply.before);
    replyChange =
      difference === 0
        ? { change: "same", tone: "even" }
        : difference < 0
          ? { change: `faster by ${formatOfficeDuration(-difference)}`, tone: "good" }
          : { change: `slower by ${formatOfficeDuration(difference)}`, tone: "bad" };
  }
  figures.push({
    key: "median-reply",
    label: "Median first answer",
    now: reply.now === null ? "–" : formatOfficeDuration(reply.now),
    before: reply.before === null ? "–" : formatOfficeDuration(reply.before),
    ...replyChange,
  });
  const currencies = [...new Set([...Object.keys(now.received), ...Object.keys(before.received)])] as QuoteCurrency[];
  const withMoney = currencies.filter(
    (currency) => (now.received[currency] ?? 0) !== 0 || (before.received[currency] ?? 0) !== 0,
  );
  // Money in more than one currency: one total first, at the rates staff set, then each currency as it came.
  if (withMoney.length > 1) figures.push(totalReceived(now, before, withMoney, exchangeRates));
  for (const currency of currencies) {
    const amountNow = now.received[currency] ?? 0;
    const amountBefore = before.received[currency] ?? 0;
    if (amountNow === 0 && amountBefore === 0) continue;
    const difference = amountNow - amountBefore;
    figures.push({
      key: `received-${currency}`,
      label: `Received, ${currency}`,
      now: formatAmount(amountNow, currency),
      before: formatAmount(amountBefore, currency),
      change:
        difference === 0 ? "same" : `${difference > 0 ? "+" : "−"}${formatAmount(Math.abs(difference), currency)}`,
      tone: difference === 0 ? "even" : difference > 0 ? "good" : "bad",
    });
  }
  return figures;
}

/** "1 Oct 2026 – 30 Oct 2026". */
export function rangeWords(range: ReportRange): string {
  return `${formatDay(range.from)} – ${formatDay(range.to)}`;
}
