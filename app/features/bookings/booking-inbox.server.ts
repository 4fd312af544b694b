// The staff side of bookings: the inbox (newest first, filtered by stage in the one lifecycle, the day received or the arrival
// date, a search, and balances due within 14 days or overdue), one booking in full, and the same filters
// exported to CSV. Status changes are in
// bookings.server.ts with the commands that store a booking.

import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { searchTerm } from "~/features/admin-tables/search-term.server";
import { PAGE_SIZE } from "~/features/admin-tables/table-types";
import { tripStageOfBooking } from "~/features/lifecycle/trip-stage.server";
import { TRIP_STAGES, type TripStage } from "~/features/lifecycle/trip-stages";
import { BALANCE_DUE_SOON_DAYS } from "~/features/payments/staff/balance-alerts";
import { addDays, businessToday } from "~/utils/business-calendar";
import { startOfBusinessDaySql } from "~/utils/business-calendar.server";

export const inboxFilterSchema = z.object({
  /** Where the booking stands in the one lifecycle (features/lifecycle). */
  stage: z.enum(TRIP_STAGES).optional().catch(undefined),
  dates: z.enum(["received", "arrival"]).default("received").catch("received"),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  q: z.string().optional().catch(undefined),
  /** Bookings with money owed whose balance is due within BALANCE_DUE_SOON_DAYS, or past its date. */
  balance: z.enum(["due-soon", "overdue"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

const LEGACY_STATUS_STAGES: Record<string, TripStage> = { new: "new", contacted: "answered", cancelled: "cancelled" };

/**
 * The inbox's filters from its URL (?status=new&dates=arrival&from=2027-07-01&to=...&q=...&page=2). Values
 * that mean nothing are dropped; a search staff could not have typed (control characters) is refused (400).
 */
export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const given = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  // Links and bookmarks from before the one lifecycle filtered by the booking's own status.
  const legacy = given.status ? LEGACY_STATUS_STAGES[given.status] : undefined;
  if (!given.stage && legacy) given.stage = legacy;
  const filter = inboxFilterSchema.parse(given);
  return { ...filter, q: searchTerm(filter.q) || undefined };
}

// What a booking still owes, in its currency: its schedule less succeeded payments plus refunds, as
// summariseLedger works it out (ledger.ts), here in SQL so that the inbox can filter and count by it. Written
// with qualified names: in a select list Drizzle leaves a column unqualified, which a subquery would misread.
const scheduled = sql.raw(
  `(select coalesce(sum(ps.amount), 0) from payment_schedule ps where ps.booking_id = "bookings"."id")`,
);
const credited = sql.raw(
  `(select coalesce(sum(p.credited_amount), 0) from payments p where p.booking_id = "bookings"."id" and p.status in ('succeeded', 'refunded'))`,
);
const refunded = sql.raw(
  `(select coalesce(sum(r.credited_amount), 0) from refunds r inner join payments p on p.id = r.payment_id where p.booking_id = "bookings"."id")`,
);
const owed = sql<number>`(${scheduled} - ${credited} + ${refunded})`;
const balanceDueDate = sql<string | null>`${sql.raw(
  `(select ps.due_date::text from payment_schedule ps where ps.booking_id = "bookings"."id" and ps.kind = 'balance')`,
)}`;
const scheduleCurrency = sql<string | null>`${sql.raw(
  `(select ps.currency from payment_schedule ps where ps.booking_id = "bookings"."id" limit 1)`,
)}`;

function balanceCondition(which: "due-soon" | "overdue", today: string): SQL {
  const window =
    which === "overdue"
      ? sql`${balanceDueDate} < ${today}`
      : sql`${balanceDueDate} between ${today} and ${addDays(today, BALANCE_DUE_SOON_DAYS)}`;
  return sql`(${bookings.status} <> 'cancelled' and ${window} and ${owed} > 0)`;
}

/** Bookings not cancelled with money owed: balance due within BALANCE_DUE_SOON_DAYS, and past its date. */
export async function balanceAlertCounts(
  db: DatabaseOrTransaction,
  today: string = businessToday(),
): Promise<{ dueSoon: number; overdue: number }> {
  const [row] = await db
    .select({
      dueSoon: sql<number>`count(*) filter (where ${balanceCondition("due-soon", today)})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${balanceCondition("overdue", today)})`.mapWith(Number),
    })
    .from(bookings);
  return { dueSoon: row?.dueSoon ?? 0, overdue: row?.overdue ?? 0 };
}

function conditions(filter: InboxFilter, today: string = businessToday()): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.stage) where.push(sql`${tripStageOfBooking(today)} = ${filter.stage}`);
  if (filter.balance) where.push(balanceCondition(filter.balance, today));
  if (filter.dates === "arrival") {
    if (filter.from) where.push(gte(bookings.arrivalDate, filter.from));
    if (filter.to) where.push(lt(bookings.arrivalDate, addDays(filter.to, 1)));
  } else {
    // Received dates are days in Nairobi, where the office is.
    if (filter.from) where.push(gte(bookings.createdAt, startOfBusinessDaySql(filter.from)));
    if (filter.to) where.push(lt(bookings.createdAt, startOfBusinessDaySql(addDays(filter.to, 1))));
  }
  // What staff have at hand when a traveller calls or writes: the reference, a name, an e-mail address, a
  // phone number, or the safari asked about. % and _ are taken literally.
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    where.push(
      or(
        ilike(bookings.reference, pattern),
        ilike(bookings.name, pattern),
        ilike(bookings.email, pattern),
        ilike(bookings.phone, pattern),
        ilike(bookings.packageTitle, pattern),
      ),
    );
  }
  return and(...where);
}

const inboxColumnsOn = (today: string) => ({
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  /** Where it stands in the one lifecycle on `today`. */
  stage: tripStageOfBooking(today),
  source: bookings.source,
  name: bookings.name,
  email: bookings.email,
  packageTitle: bookings.packageTitle,
  adults: bookings.adults,
  children: bookings.children,
  arrivalDate: bookings.arrivalDate,
  departureDate: bookings.departureDate,
  createdAt: bookings.createdAt,
  /** The balance's due date (null without a schedule) and what is still owed, in the booking's currency. */
  balanceDueDate,
  owed: owed.mapWith(Number),
  scheduleCurrency,
});

/** One page of the inbox, newest first; a page past the end shows the last one. */
export async function listBookings(
  db: DatabaseOrTransaction,
  filter: InboxFilter,
  pageSize = PAGE_SIZE,
  today: string = businessToday(),
) {
  const where = conditions(filter, today);
  const [totals] = await db.select({ total: count() }).from(bookings).where(where);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select(inboxColumnsOn(today))
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total, page, pageCount };
}

/** How many bookings stand at each stage of the one lifecycle on `today`. */
export async function stageCounts(
  db: DatabaseOrTransaction,
  today: string = businessToday(),
): Promise<Record<TripStage, number>> {
  // Grouped over a subquery: the stage's parameters would be numbered apart in a GROUP BY of its own.
  const staged = db
    .select({ stage: tripStageOfBooking(today).as("stage") })
    .from(bookings)
    .as("staged");
  const rows = await db.select({ stage: staged.stage, total: count() }).from(staged).groupBy(staged.stage);
  const counts = Object.fromEntries(TRIP_STAGES.map((name) => [name, 0])) as Record<TripStage, number>;
  for (const row of rows) counts[row.stage] = Number(row.total);
  return counts;
}

/** Everything about one booking but its duplicate-submission token. */
export async function getBooking(db: DatabaseOrTransaction, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const { submissionToken: _token, ...columns } = bookingsColumns();
  const [row] = await db.select(columns).from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

function bookingsColumns() {
  const { id, reference, source, status, safariId, packageTitle, name, email, phone, country, adults, children } =
    bookings;
  const { arrivalDate, departureDate, message, specialRequests, paymentChoice, totalAmount, depositAmount } = bookings;
  const { currency, submissionToken, staffNotes, createdAt, updatedAt } = bookings;
  const { quote, ratesVersion, residency, childAges, singles, discountCode, locale } = bookings;
  const { cancelledAt, cancelledBy, cancellationReason, personalDataErasedAt } = bookings;
  return {
    id,
    reference,
    source,
    status,
    safariId,
    packageTitle,
    name,
    email,
    phone,
    country,
    adults,
    children,
    arrivalDate,
    departureDate,
    message,
    specialRequests,
    paymentChoice,
    totalAmount,
    depositAmount,
    currency,
    quote,
    ratesVersion,
    residency,
    childAges,
    singles,
    discountCode,
    /** The language the traveller booked in: staff reply in it. */
    locale,
    submissionToken,
    staffNotes,
    cancelledAt,
    cancelledBy,
    cancellationReason,
    personalDataErasedAt,
    createdAt,
    updatedAt,
  };
}

export const EXPORT_LIMIT = 10_000;

export async function bookingsForExport(
  db: DatabaseOrTransaction,
  filter: InboxFilter,
  today: string = businessToday(),
) {
  const { submissionToken: _token, ...columns } = bookingsColumns();
  return db
    .select({ ...columns, stage: tripStageOfBooking(today) })
    .from(bookings)
    .where(conditions(filter, today))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(EXPORT_LIMIT);
}
