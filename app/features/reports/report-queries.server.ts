// What the Numbers page reads from the database for one date range. Days, weeks and months are East
// Africa Time's: an instant's business day is taken in SQL (businessDaySql) for the counts and sums, and by
// the business calendar in report-range.ts for the rest, so both count the same way.
import { and, count, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, type EnquiryKind, enquiries, payments, refunds, staffUsers } from "~/db/schema";
import { sourceLabel } from "~/features/inbox/enquiry-source";
import { type ClockSettings, DEFAULT_CLOCK_SETTINGS, officeMinutesBetween } from "~/features/inbox/office-hours";
import { onTheClock } from "~/features/inbox/response-clock.server";
import { tripStageOfEnquiry } from "~/features/lifecycle/trip-stage.server";
import type { TripStage } from "~/features/lifecycle/trip-stages";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { businessToday } from "~/utils/business-calendar";
import { businessDaySql } from "~/utils/business-calendar.server";
import {
  type CurrencyRevenue,
  type FunnelStep,
  funnelSteps,
  type ResponseTimes,
  responseTimes,
  revenueByCurrency,
  type SourceFigures,
  type StaffFigures,
  sourceFigures,
  staffFigures,
  type WeekVolume,
  weeklyVolume,
} from "./report-figures";
import { monthsIn, type ReportRange, rangeInstants, weeksIn } from "./report-range";

/** The Monday of that day's week, as YYYY-MM-DD. */
function eastAfricaWeek(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${businessDaySql(column)}), 'YYYY-MM-DD')`;
}

/** The first of a date's month, as YYYY-MM-DD. */
function monthOf(day: SQL): SQL<string> {
  return sql<string>`to_char(date_trunc('month', ${day}), 'YYYY-MM-DD')`;
}

function receivedIn(range: ReportRange) {
  const { start, end } = rangeInstants(range);
  return and(gte(enquiries.receivedAt, start), lt(enquiries.receivedAt, end));
}

/** Enquiries per week by kind, bookings stored per week that are not cancelled, and bookings cancelled per week. */
export async function readWeeklyVolume(db: DatabaseOrTransaction, range: ReportRange): Promise<WeekVolume[]> {
  const { start, end } = rangeInstants(range);
  const week = eastAfricaWeek(enquiries.receivedAt);
  const bookingWeek = eastAfricaWeek(bookings.createdAt);
  const cancelledWeek = eastAfricaWeek(bookings.cancelledAt);
  const [enquiryRows, bookingRows, cancelledRows] = await Promise.all([
    db
      .select({ week, kind: enquiries.kind, count: count() })
      .from(enquiries)
      .where(receivedIn(range))
      .groupBy(week, enquiries.kind),
    db
      .select({ week: bookingWeek, count: count() })
      .from(bookings)
      .where(and(gte(bookings.createdAt, start), lt(bookings.createdAt, end), ne(bookings.status, "cancelled")))
      .groupBy(bookingWeek),
    db
      .select({ week: cancelledWeek, count: count() })
      .from(bookings)
      .where(and(eq(bookings.status, "cancelled"), gte(bookings.cancelledAt, start), lt(bookings.cancelledAt, end)))
      .groupBy(cancelledWeek),
  ]);
  return weeklyVolume(
    weeksIn(range),
    enquiryRows.map((row) => ({ week: row.week, kind: row.kind, count: Number(row.count) })),
    bookingRows.map((row) => ({ week: row.week, count: Number(row.count) })),
    cancelledRows.map((row) => ({ week: row.week, count: Number(row.count) })),
  );
}

/** The enquiries received in the range, by how far along the one lifecycle they are on `today`. */
export async function readFunnel(
  db: DatabaseOrTransaction,
  range: ReportRange,
  today: string = businessToday(),
): Promise<FunnelStep[]> {
  const rows = await db
    .select({ stage: tripStageOfEnquiry(today) })
    .from(enquiries)
    .where(receivedIn(range));
  const counts: Partial<Record<TripStage, number>> = {};
  for (const row of rows) counts[row.stage] = (counts[row.stage] ?? 0) + 1;
  return funnelSteps(counts);
}

/**
 * The day a payment's money arrived, as the trip page and the staff ledger date it: the day staff typed for
 * a transfer or cash, else the day the provider confirmed it (settled), else the day it was recorded.
 */
const paymentDay = sql`coalesce(${payments.receivedOn}, ${businessDaySql(sql`coalesce(${payments.settledAt}, ${payments.createdAt})`)})`;

/**
 * Money received per month in each currency, counted as the ledger counts it: a payment is money in once
 * it succeeded (one refunded later in full is marked 'refunded' and still came in), credited in the
 * booking's currency; a refund is taken off in the month it was recorded, in that same currency.
 */
export async function readRevenue(db: DatabaseOrTransaction, range: ReportRange): Promise<CurrencyRevenue[]> {
  const { start, end } = rangeInstants(range);
  const paymentMonth = monthOf(paymentDay);
  const refundMonth = monthOf(businessDaySql(refunds.createdAt));
  const [paymentRows, refundRows] = await Promise.all([
    db
      .select({
        month: paymentMonth,
        currency: payments.creditedCurrency,
        purpose: payments.purpose,
        amount: sql<string>`sum(${payments.creditedAmount})`,
      })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ["succeeded", "refunded"]),
          sql`${paymentDay} between ${range.from}::date and ${range.to}::date`,
        ),
      )
      .groupBy(paymentMonth, payments.creditedCurrency, payments.purpose),
    db
      .select({
        month: refundMonth,
        currency: payments.creditedCurrency,
        amount: sql<string>`sum(${refunds.creditedAmount})`,
      })
      .from(refunds)
      .innerJoin(payments, eq(refunds.paymentId, payments.id))
      .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
      .groupBy(refundMonth, payments.creditedCurrency),
  ]);
  return revenueByCurrency(
    monthsIn(range),
    paymentRows.map((row) => ({
      month: row.month,
      currency: row.currency as QuoteCurrency,
      purpose: row.purpose,
      amount: Number(row.amount),
    })),
    refundRows.map((row) => ({
      month: row.month,
      currency: row.currency as QuoteCurrency,
      amount: Number(row.amount),
    })),
  );
}

/**
 * Office time from arrival to the first answer, for enquiries received in the range. Answers marked
 * 'imported' (given before the inbox existed, at a time nobody knows) are left out.
 */
export async function readResponseTimes(
  db: DatabaseOrTransaction,
  range: ReportRange,
  settings: ClockSettings = DEFAULT_CLOCK_SETTINGS,
): Promise<ResponseTimes> {
  const [replies, [waiting]] = await Promise.all([
    db
      .select({
        receivedAt: enquiries.receivedAt,
        firstReplyAt: enquiries.firstReplyAt,
        officeMinutes: enquiries.firstReplyOfficeMinutes,
      })
      .from(enquiries)
      .where(and(receivedIn(range), isNotNull(enquiries.firstReplyAt), ne(enquiries.firstReplyChannel, "imported"))),
    db
      .select({ count: count() })
      .from(enquiries)
      .where(and(receivedIn(range), onTheClock)),
  ]);
  return responseTimes(
    replies.map((row) => ({
      receivedAt: row.receivedAt,
      firstReplyAt: row.firstReplyAt as Date,
      officeMinutes: row.officeMinutes,
    })),
    Number(waiting?.count ?? 0),
    settings,
  );
}

/** Enquiries received in the range by where the visitor came from (the inbox's source label). */
export async function readSources(
  db: DatabaseOrTransaction,
  range: ReportRange,
  today: string = businessToday(),
): Promise<SourceFigures[]> {
  const rows = await db
    .select({
      kind: enquiries.kind,
      stage: tripStageOfEnquiry(today),
      referrer: enquiries.sourceReferrer,
      utmSource: enquiries.utmSource,
      utmMedium: enquiries.utmMedium,
    })
    .from(enquiries)
    .where(receivedIn(range));
  return sourceFigures(
    rows.map((row) => ({ label: sourceLabel(row), kind: row.kind as EnquiryKind, stage: row.stage })),
  );
}

/**
 * Enquiries received in the range by owner: reply times as counted when each reply was made (under today's
 * hours for an answer stored before that was kept, as the reply-time chart does; imported answers left out),
 * and conversion by the one lifecycle's stage on `today`.
 */
export async function readStaffFigures(
  db: DatabaseOrTransaction,
  range: ReportRange,
  settings: ClockSettings = DEFAULT_CLOCK_SETTINGS,
  today: string = businessToday(),
): Promise<StaffFigures[]> {
  const rows = await db
    .select({
      ownerId: enquiries.ownerId,
      ownerName: staffUsers.name,
      receivedAt: enquiries.receivedAt,
      firstReplyAt: enquiries.firstReplyAt,
      firstReplyChannel: enquiries.firstReplyChannel,
      officeMinutes: enquiries.firstReplyOfficeMinutes,
      stage: tripStageOfEnquiry(today),
    })
    .from(enquiries)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiries.ownerId))
    .where(receivedIn(range));
  return staffFigures(
    rows.map((row) => ({
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      stage: row.stage,
      officeMinutes:
        row.firstReplyAt === null || row.firstReplyChannel === "imported"
          ? null
          : (row.officeMinutes ?? officeMinutesBetween(row.receivedAt, row.firstReplyAt, settings.hours)),
    })),
  );
}

export interface ReportFigures {
  range: ReportRange;
  weekly: WeekVolume[];
  funnel: FunnelStep[];
  revenue: CurrencyRevenue[];
  responses: ResponseTimes;
  sources: SourceFigures[];
  staff: StaffFigures[];
}

export async function readReportFigures(
  db: DatabaseOrTransaction,
  range: ReportRange,
  settings: ClockSettings = DEFAULT_CLOCK_SETTINGS,
): Promise<ReportFigures> {
  // One "today" for every lifecycle stage on the page, so the funnel, sources and staff agree at midnight.
  const today = businessToday();
  const [weekly, funnel, revenue, responses, sources, staff] = await Promise.all([
    readWeeklyVolume(db, range),
    readFunnel(db, range, today),
    readRevenue(db, range),
    readResponseTimes(db, range, settings),
    readSources(db, range, today),
    readStaffFigures(db, range, settings, today),
  ]);
  return { range, weekly, funnel, revenue, responses, sources, staff };
}
