// The figures of the Numbers page, worked out from rows the queries read: pure, so each rule (the funnel's
// steps, the response-time buckets, the top sources) is tested on its own and counted one way everywhere.
import type { EnquiryKind } from "~/db/schema";
import { median, type OfficeHours, officeMinutesBetween } from "~/features/inbox/office-hours";
import { TRIP_STAGES, type TripStage } from "~/features/lifecycle/trip-stages";
import type { QuoteCurrency } from "~/features/quotes/rate-book";

export interface WeekVolume {
  /** The week's Monday (YYYY-MM-DD, East Africa Time). */
  week: string;
  enquiries: Record<EnquiryKind, number>;
  /** Bookings stored that week and not cancelled since. */
  bookings: number;
  /** Bookings cancelled that week (whenever they were made): they keep their payments and count here. */
  cancelled: number;
}

export const KIND_LABELS: Record<EnquiryKind, string> = {
  booking: "Booking requests",
  inquiry: "Contact inquiries",
  chat: "Chats",
};

/** Every week of the range in order, weeks without anything included as zeros. */
export function weeklyVolume(
  weeks: readonly string[],
  enquiryCounts: readonly { week: string; kind: EnquiryKind; count: number }[],
  bookingCounts: readonly { week: string; count: number }[],
  cancelledCounts: readonly { week: string; count: number }[] = [],
): WeekVolume[] {
  const byWeek = new Map<string, WeekVolume>(
    weeks.map((week) => [week, { week, enquiries: { booking: 0, inquiry: 0, chat: 0 }, bookings: 0, cancelled: 0 }]),
  );
  for (const row of cancelledCounts) {
    const entry = byWeek.get(row.week);
    if (entry) entry.cancelled += row.count;
  }
  for (const row of enquiryCounts) {
    const entry = byWeek.get(row.week);
    if (entry) entry.enquiries[row.kind] += row.count;
  }
  for (const row of bookingCounts) {
    const entry = byWeek.get(row.week);
    if (entry) entry.bookings += row.count;
  }
  return [...byWeek.values()];
}

export interface FunnelStep {
  key: string;
  label: string;
  count: number;
  /** Share of the first step, 0-100; null when there were no enquiries. */
  ofEnquiries: number | null;
  /** Share of the step before; null for the first step or when the step before is empty. */
  ofPrevious: number | null;
}

/** The stages of the one lifecycle that count as converted: the traveller has paid. */
export const CONVERTED_STAGES: readonly TripStage[] = ["deposit_paid", "fully_paid", "travelling", "completed"];

/**
 * Each step counts the enquiries (received in the range) whose stage in the one lifecycle is that step or a
 * later one. A lost or cancelled enquiry counts only as an enquiry: how far it got before is not recorded.
 */
const FUNNEL: { key: string; label: string; stages: readonly TripStage[] }[] = [
  { key: "enquiries", label: "Enquiries", stages: TRIP_STAGES },
  { key: "answered", label: "Answered or further", stages: ["answered", "proposal_sent", ...CONVERTED_STAGES] },
  { key: "proposal_sent", label: "Proposal sent or further", stages: ["proposal_sent", ...CONVERTED_STAGES] },
  { key: "deposit_paid", label: "Deposit paid or further", stages: CONVERTED_STAGES },
  { key: "travelled", label: "Travelling or completed", stages: ["travelling", "completed"] },
];

export function share(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}

export function funnelSteps(stageCounts: Partial<Record<TripStage, number>>): FunnelStep[] {
  const counts = FUNNEL.map((step) => step.stages.reduce((sum, stage) => sum + (stageCounts[stage] ?? 0), 0));
  const first = counts[0] ?? 0;
  return FUNNEL.map((step, index) => ({
    key: step.key,
    label: step.label,
    count: counts[index] ?? 0,
    ofEnquiries: share(counts[index] ?? 0, first),
    ofPrevious: index === 0 ? null : share(counts[index] ?? 0, counts[index - 1] ?? 0),
  }));
}

export interface RevenueMonth {
  /** The month's first day (YYYY-MM-01, East Africa Time). */
  month: string;
  /** Minor units of the currency: succeeded payments for the deposit and for the balance, refunds given back. */
  deposits: number;
  balances: number;
  refunds: number;
  /** deposits + balances - refunds. */
  net: number;
}

export interface CurrencyRevenue {
  currency: QuoteCurrency;
  months: RevenueMonth[];
}

/** KES and USD always have a chart (the site's two price currencies); another only when money came in it. */
export const REVENUE_CURRENCIES: readonly QuoteCurrency[] = ["KES", "USD"];

export function revenueByCurrency(
  months: readonly string[],
  payments: readonly { month: string; currency: QuoteCurrency; purpose: "deposit" | "balance"; amount: number }[],
  refunds: readonly { month: string; currency: QuoteCurrency; amount: number }[],
): CurrencyRevenue[] {
  const currencies = new Set<QuoteCurrency>(REVENUE_CURRENCIES);
  for (const row of [...payments, ...refunds]) currencies.add(row.currency);
  return [...currencies].map((currency) => {
    const byMonth = new Map(
      months.map((month) => [month, { month, deposits: 0, balances: 0, refunds: 0, net: 0 } as RevenueMonth]),
    );
    for (const row of payments) {
      const entry = row.currency === currency ? byMonth.get(row.month) : undefined;
      if (!entry) continue;
      if (row.purpose === "deposit") entry.deposits += row.amount;
      else entry.balances += row.amount;
    }
    for (const row of refunds) {
      const entry = row.currency === currency ? byMonth.get(row.month) : undefined;
      if (entry) entry.refunds += row.amount;
    }
    for (const entry of byMonth.values()) entry.net = entry.deposits + entry.balances - entry.refunds;
    return { currency, months: [...byMonth.values()] };
  });
}

/** A weekday's opening hours in the default office hours (Mon-Fri 8-18): what "an office day" means here. */
export const OFFICE_DAY_MINUTES = 600;

export interface ResponseBucket {
  key: string;
  label: string;
  /** On the wide chart's axis. */
  axis: string;
  /** On the narrow chart's axis. */
  short: string;
  /** Office minutes, from included, to excluded (null: no upper end). */
  from: number;
  to: number | null;
  count: number;
}

const BUCKETS: Omit<ResponseBucket, "count">[] = [
  { key: "under-30m", label: "Under 30 min", axis: "< 30 min", short: "<30m", from: 0, to: 30 },
  { key: "30-60m", label: "30 min to 1 h", axis: "30–60 min", short: "30–60m", from: 30, to: 60 },
  { key: "1-2h", label: "1 to 2 h", axis: "1–2 h", short: "1–2h", from: 60, to: 120 },
  { key: "2-4h", label: "2 to 4 h", axis: "2–4 h", short: "2–4h", from: 120, to: 240 },
  { key: "4-8h", label: "4 to 8 h", axis: "4–8 h", short: "4–8h", from: 240, to: 480 },
  {
    key: "8h-2d",
    label: "8 h to 2 office days",
    axis: "8 h–2 days",
    short: "8h–2d",
    from: 480,
    to: 2 * OFFICE_DAY_MINUTES,
  },
  {
    key: "over-2d",
    label: "More than 2 office days",
    axis: "> 2 days",
    short: ">2d",
    from: 2 * OFFICE_DAY_MINUTES,
    to: null,
  },
];

export interface ResponseTimes {
  buckets: ResponseBucket[];
  /** Enquiries in the range answered by staff (imported answers left out). */
  answered: number;
  /** Enquiries in the range still waiting for a first answer (not closed). */
  unanswered: number;
  /** Office minutes, or null with nothing answered. */
  median: number | null;
  targetMinutes: number;
  /** Answered within the target (at most targetMinutes office minutes). */
  withinTarget: number;
}

export function responseTimes(
  /** `officeMinutes`: as counted when the reply was made; absent, counted under `settings.hours`. */
  replies: readonly { receivedAt: Date; firstReplyAt: Date; officeMinutes?: number | null }[],
  unanswered: number,
  settings: { hours: OfficeHours; targetMinutes: number },
): ResponseTimes {
  const minutes = replies.map(
    (reply) => reply.officeMinutes ?? officeMinutesBetween(reply.receivedAt, reply.firstReplyAt, settings.hours),
  );
  const buckets = BUCKETS.map((bucket) => ({
    ...bucket,
    count: minutes.filter((value) => value >= bucket.from && (bucket.to === null || value < bucket.to)).length,
  }));
  return {
    buckets,
    answered: minutes.length,
    unanswered,
    median: median(minutes),
    targetMinutes: settings.targetMinutes,
    withinTarget: minutes.filter((value) => value <= settings.targetMinutes).length,
  };
}

export interface SourceFigures {
  label: string;
  /** How many labels this row holds: 1, or more for 'Other'. */
  sources: number;
  /** The row that adds up every source after the top ones. */
  other: boolean;
  enquiries: number;
  /** Enquiries made through a booking form. */
  bookingRequests: number;
  /** Enquiries at 'deposit paid' or further in the one lifecycle. */
  depositPaid: number;
}

/** The sources named on the chart; the rest are added up as 'Other'. */
export const TOP_SOURCES = 8;

export function sourceFigures(
  rows: readonly { label: string; kind: EnquiryKind; stage: TripStage }[],
): SourceFigures[] {
  const byLabel = new Map<string, SourceFigures>();
  for (const row of rows) {
    let entry = byLabel.get(row.label);
    if (!entry) {
      entry = { label: row.label, sources: 1, other: false, enquiries: 0, bookingRequests: 0, depositPaid: 0 };
      byLabel.set(row.label, entry);
    }
    entry.enquiries += 1;
    if (row.kind === "booking") entry.bookingRequests += 1;
    if (CONVERTED_STAGES.includes(row.stage)) entry.depositPaid += 1;
  }
  const ranked = [...byLabel.values()].sort((a, b) => b.enquiries - a.enquiries || a.label.localeCompare(b.label));
  if (ranked.length <= TOP_SOURCES) return ranked;
  const rest = ranked.slice(TOP_SOURCES);
  const other: SourceFigures = {
    label: "Other",
    sources: rest.length,
    other: true,
    enquiries: rest.reduce((sum, row) => sum + row.enquiries, 0),
    bookingRequests: rest.reduce((sum, row) => sum + row.bookingRequests, 0),
    depositPaid: rest.reduce((sum, row) => sum + row.depositPaid, 0),
  };
  return [...ranked.slice(0, TOP_SOURCES), other];
}

/** One member of staff's enquiries in the range (or the unassigned ones): how fast answered, how many converted. */
export interface StaffFigures {
  /** Null for the enquiries nobody owns. */
  ownerId: string | null;
  name: string;
  enquiries: number;
  /** Answered at a known time (not imported). */
  answered: number;
  /** Median office minutes from arrival to the first answer, as counted when it was made. */
  medianMinutes: number | null;
  /** Reached deposit paid or further in the one lifecycle. */
  converted: number;
}

/**
 * Enquiries by their owner, the most first and the unassigned last: each owner's answered count, median reply
 * time and conversion (deposit paid or further), so a team sees who answers fast and who closes.
 */
export function staffFigures(
  rows: readonly {
    ownerId: string | null;
    ownerName: string | null;
    officeMinutes: number | null;
    stage: TripStage;
  }[],
): StaffFigures[] {
  const byOwner = new Map<string | null, { name: string; minutes: number[]; enquiries: number; converted: number }>();
  for (const row of rows) {
    const entry = byOwner.get(row.ownerId) ?? {
      name: row.ownerId === null ? "Unassigned" : (row.ownerName ?? "A removed account"),
      minutes: [],
      enquiries: 0,
      converted: 0,
    };
    entry.enquiries += 1;
    if (row.officeMinutes !== null) entry.minutes.push(row.officeMinutes);
    if (CONVERTED_STAGES.includes(row.stage)) entry.converted += 1;
    byOwner.set(row.ownerId, entry);
  }
  return [...byOwner.entries()]
    .map(([ownerId, entry]) => ({
      ownerId,
      name: entry.name,
      enquiries: entry.enquiries,
      answered: entry.minutes.length,
      medianMinutes: median(entry.minutes),
      converted: entry.converted,
    }))
    .sort(
      (a, b) =>
        Number(a.ownerId === null) - Number(b.ownerId === null) ||
        b.enquiries - a.enquiries ||
        a.name.localeCompare(b.name),
    );
}
