// The bookings inbox: new requests first, filtered by status and dates, each moved along new ->
// contacted -> confirmed (or cancelled) with internal notes; the same filters export to CSV.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { BOOKING_STATUSES, bookings } from "~/db/schema";
import { PAGE_SIZE } from "./table-types";

export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const inboxFilterSchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  dates: z.enum(["received", "arrival"]).default("received").catch("received"),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});

export type InboxFilter = z.infer<typeof inboxFilterSchema>;

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  return inboxFilterSchema.parse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
}

/** The day after a YYYY-MM-DD date, for "up to and including" comparisons. */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function conditions(filter: InboxFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.status) where.push(eq(bookings.status, filter.status));
  if (filter.dates === "arrival") {
    if (filter.from) where.push(gte(bookings.arrivalDate, filter.from));
    if (filter.to) where.push(lt(bookings.arrivalDate, nextDay(filter.to)));
  } else {
    // Received dates are days in East Africa Time, where the office is.
    if (filter.from) where.push(gte(bookings.createdAt, new Date(`${filter.from}T00:00:00+03:00`)));
    if (filter.to) where.push(lt(bookings.createdAt, new Date(`${nextDay(filter.to)}T00:00:00+03:00`)));
  }
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    where.push(
      or(
        ilike(bookings.reference, pattern),
        ilike(bookings.name, pattern),
        ilike(bookings.email, pattern),
        ilike(bookings.packageTitle, pattern),
      ),
    );
  }
  return and(...where);
}

const inboxColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  source: bookings.source,
  name: bookings.name,
  email: bookings.email,
  packageTitle: bookings.packageTitle,
  adults: bookings.adults,
  children: bookings.children,
  arrivalDate: bookings.arrivalDate,
  departureDate: bookings.departureDate,
  createdAt: bookings.createdAt,
};

export async function listInbox(db: DatabaseOrTransaction, filter: InboxFilter) {
  const where = conditions(filter);
  const [totals] = await db.select({ total: count() }).from(bookings).where(where);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await db
    .select(inboxColumns)
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows, total, page, pageCount };
}

export async function statusCounts(db: DatabaseOrTransaction): Promise<Record<BookingStatus, number>> {
  const rows = await db.select({ status: bookings.status, total: count() }).from(bookings).groupBy(bookings.status);
  const counts = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

/** Everything about one booking but its duplicate-submission token. */
export async function getBooking(db: DatabaseOrTransaction, id: number) {
  const { submissionToken: _token, ...columns } = bookingsColumns();
  const [row] = await db.select(columns).from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

function bookingsColumns() {
  const { id, reference, source, status, safariId, packageTitle, name, email, phone, country, adults, children } =
    bookings;
  const { arrivalDate, departureDate, message, specialRequests, paymentChoice, totalAmount, depositAmount } = bookings;
  const { currency, submissionToken, staffNotes, createdAt, updatedAt } = bookings;
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
    submissionToken,
    staffNotes,
    createdAt,
    updatedAt,
  };
}

export const EXPORT_LIMIT = 10_000;

export async function bookingsForExport(db: DatabaseOrTransaction, filter: InboxFilter) {
  const { submissionToken: _token, ...columns } = bookingsColumns();
  return db
    .select(columns)
    .from(bookings)
    .where(conditions(filter))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(EXPORT_LIMIT);
}

/** One CSV field: quoted, and never read as a formula by a spreadsheet (=, +, -, @ at the start). */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(","))
    .join("\r\n")
    .concat("\r\n");
}
