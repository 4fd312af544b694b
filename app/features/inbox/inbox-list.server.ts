// The inbox list: every booking request, contact inquiry and chat as one enquiry, filtered as the URL says
// (inbox-filters.ts), a page at a time, with the counts at the top and the same rows for the CSV export.
// The response clock is read at one `now` for the whole page, so filters, counts and badges agree.
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, enquiries, enquiryTravellerMessages, staffUsers } from "~/db/schema";
import { PAGE_SIZE } from "~/features/admin-tables/table-types";
import { tripStageOfEnquiry } from "~/features/lifecycle/trip-stage.server";
import { movedOnWithoutReply, type TripStage } from "~/features/lifecycle/trip-stages";
import { addDays, BUSINESS_TIME_ZONE, businessToday } from "~/utils/business-calendar";
import { sourceLabel } from "./enquiry-source";
import type { InboxClock, InboxFilter } from "./inbox-filters";
import { seenToken } from "./inbox-seen";
import { type ClockReading, type ClockSettings, clockCutoffs, readClock } from "./office-hours";
import { loadClockSettings, onTheClock } from "./response-clock.server";

/** Who is looking and when: 'mine' and the clock depend on both. */
export interface InboxViewer {
  staffId: string;
  now: Date;
  settings: ClockSettings;
}

/** The operator's office hours and reply target. */
export const inboxClockSettings = loadClockSettings;

/** Where the clock's states part at the viewer's `now` (office-hours.ts clockCutoffs). */
type ClockWindows = ReturnType<typeof clockCutoffs>;
const clockWindows = (viewer: InboxViewer): ClockWindows => clockCutoffs(viewer.now, viewer.settings);

/** More than this many rows is not a spreadsheet anyone reads; the export says it was cut. */
export const EXPORT_LIMIT = 10_000;

// Midnight starting a calendar day in Nairobi, by the database's time zone rules.
const startOfBusinessDay = (day: string) => sql`(${day}::date::timestamp at time zone ${BUSINESS_TIME_ZONE})`;

/** Enquiries on the clock (unanswered, open) in one of its states, as readClock reads each at `now`. */
function clockCondition(clock: InboxClock, cutoffs: ClockWindows): SQL {
  const range =
    clock === "overdue"
      ? lte(enquiries.receivedAt, cutoffs.overdue)
      : clock === "nearing"
        ? and(gt(enquiries.receivedAt, cutoffs.overdue), lte(enquiries.receivedAt, cutoffs.nearing))
        : gt(enquiries.receivedAt, cutoffs.nearing);
  return and(onTheClock, range) as SQL;
}

/** % and _ typed in a search are taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditions(filter: InboxFilter, viewer: InboxViewer, windows: ClockWindows): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  // Open is what needs work now: a snoozed enquiry (a follow-up day still to come) waits in 'snoozed'.
  const today = businessToday(viewer.now);
  const snoozed = gt(enquiries.followUpOn, today);
  if (filter.status === "open") where.push(isNull(enquiries.closedAt), or(isNull(enquiries.followUpOn), not(snoozed)));
  if (filter.status === "snoozed") where.push(isNull(enquiries.closedAt), snoozed);
  if (filter.status === "closed") where.push(isNotNull(enquiries.closedAt));
  if (filter.kind) where.push(eq(enquiries.kind, filter.kind));
  if (filter.stage) where.push(sql`${tripStageOfEnquiry(today)} = ${filter.stage}`);
  if (filter.owner === "me") where.push(eq(enquiries.ownerId, viewer.staffId));
  else if (filter.owner === "none") where.push(isNull(enquiries.ownerId));
  else if (filter.owner) where.push(eq(enquiries.ownerId, filter.owner));
  if (filter.clock) where.push(clockCondition(filter.clock, windows));
  // Received dates are days in Nairobi, where the office is.
  if (filter.from) where.push(gte(enquiries.receivedAt, startOfBusinessDay(filter.from)));
  if (filter.to) where.push(lt(enquiries.receivedAt, startOfBusinessDay(addDays(filter.to, 1))));
  // What staff have at hand when a traveller calls or writes: a name, an address, what it was about, the
  // booking's reference.
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(
        ilike(enquiries.name, pattern),
        ilike(enquiries.email, pattern),
        ilike(enquiries.subject, pattern),
        ilike(bookings.reference, pattern),
      ),
    );
  }
  return and(...where);
}

function ordering(filter: InboxFilter, viewer: InboxViewer) {
  // An open enquiry whose follow-up day has come is at the top, whatever the order, until it is dealt with.
  const due = sql`coalesce(${enquiries.closedAt} is null and ${enquiries.followUpOn} <= ${businessToday(viewer.now)}, false) desc`;
  switch (filter.sort) {
    case "newest":
      return [due, desc(enquiries.receivedAt), desc(enquiries.id)];
    case "oldest":
      return [due, asc(enquiries.receivedAt), asc(enquiries.id)];
    default:
      return [due, desc(enquiries.lastActivityAt), desc(enquiries.id)];
  }
}

/** The list's columns; the stage is the one lifecycle as it stands on `today`. */
const columnsOn = (today: string) => ({
  id: enquiries.id,
  kind: enquiries.kind,
  /** The booking's KSF reference; null for inquiries and chats. */
  reference: bookings.reference,
  name: enquiries.name,
  email: enquiries.email,
  subject: enquiries.subject,
  stage: tripStageOfEnquiry(today),
  lostReason: enquiries.lostReason,
  ownerId: enquiries.ownerId,
  ownerName: staffUsers.name,
  sourceReferrer: enquiries.sourceReferrer,
  sourceLandingPath: enquiries.sourceLandingPath,
  utmSource: enquiries.utmSource,
  utmMedium: enquiries.utmMedium,
  utmCampaign: enquiries.utmCampaign,
  utmTerm: enquiries.utmTerm,
  utmContent: enquiries.utmContent,
  receivedAt: enquiries.receivedAt,
  firstReplyAt: enquiries.firstReplyAt,
  firstReplyChannel: enquiries.firstReplyChannel,
  firstReplyOfficeMinutes: enquiries.firstReplyOfficeMinutes,
  closedAt: enquiries.closedAt,
  followUpOn: enquiries.followUpOn,
  lastActivityAt: enquiries.lastActivityAt,
  /** The traveller's latest e-mail or WhatsApp answer since staff last replied (null when none waits). */
  wroteBackAt: sql<Date | null>`(
    select max(m.received_at) from enquiry_traveller_messages m
    where m.enquiry_id = ${enquiries.id}
      and m.received_at > coalesce(
        (select max(r.created_at) from enquiry_replies r where r.enquiry_id = ${enquiries.id}), '-infinity'::timestamptz)
  )`.mapWith(enquiryTravellerMessages.receivedAt),
});

function selectRows(db: DatabaseOrTransaction, viewer: InboxViewer) {
  return db
    .select(columnsOn(businessToday(viewer.now)))
    .from(enquiries)
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .leftJoin(staffUsers, eq(staffUsers.id, enquiries.ownerId));
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof selectRows>["execute"]>>[number];

export interface InboxRow {
  id: number;
  kind: StoredRow["kind"];
  reference: string | null;
  name: string;
  email: string;
  subject: string;
  stage: TripStage;
  lostReason: string | null;
  ownerId: string | null;
  ownerName: string | null;
  /** 'newsletter / email', 'google.com', 'Direct'. */
  source: string;
  receivedAt: Date;
  firstReplyAt: Date | null;
  firstReplyChannel: StoredRow["firstReplyChannel"];
  firstReplyOfficeMinutes: number | null;
  closedAt: Date | null;
  /** The day staff mean to come back to it (YYYY-MM-DD), if any. */
  followUpOn: string | null;
  lastActivityAt: Date;
  /** When the traveller wrote back (e-mail or WhatsApp) since staff last replied; null when nothing waits. */
  wroteBackAt: Date | null;
  /** Past new without a reply: its clock has stopped (trip-stages.ts). */
  movedOn: boolean;
  clock: Pick<ClockReading, "state" | "officeMinutes">;
  /** What the row looked like, posted back with a bulk action (inbox-seen.ts). */
  seen: string;
}

function toInboxRow(row: StoredRow, viewer: InboxViewer): InboxRow {
  const movedOn = movedOnWithoutReply(row.stage, row.firstReplyAt);
  const { state, officeMinutes } = readClock({ ...row, movedOn }, viewer.now, viewer.settings);
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    name: row.name,
    email: row.email,
    subject: row.subject,
    stage: row.stage,
    lostReason: row.lostReason,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    source: sourceLabel({ referrer: row.sourceReferrer, utmSource: row.utmSource, utmMedium: row.utmMedium }),
    receivedAt: row.receivedAt,
    firstReplyAt: row.firstReplyAt,
    firstReplyChannel: row.firstReplyChannel,
    firstReplyOfficeMinutes: row.firstReplyOfficeMinutes,
    closedAt: row.closedAt,
    followUpOn: row.followUpOn,
    lastActivityAt: row.lastActivityAt,
    wroteBackAt: row.wroteBackAt,
    movedOn,
    clock: { state, officeMinutes },
    seen: seenToken(row),
  };
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox; a page past the end shows the last one. */
export async function listEnquiries(
  db: DatabaseOrTransaction,
  filter: InboxFilter,
  viewer: InboxViewer,
  pageSize = PAGE_SIZE,
): Promise<InboxPage> {
  const where = conditions(filter, viewer, clockWindows(viewer));
  const [totals] = await db
    .select({ total: count() })
    .from(enquiries)
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .where(where);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(filter.page, pageCount);
  const rows = await selectRows(db, viewer)
    .where(where)
    .orderBy(...ordering(filter, viewer))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((row) => toInboxRow(row, viewer)), total, page, pageCount };
}

export interface InboxCounts {
  open: number;
  mine: number;
  unassigned: number;
  nearing: number;
  overdue: number;
  snoozed: number;
}

/**
 * The figures at the top of the inbox, all of enquiries not closed: open, mine and unassigned leave out the
 * snoozed (a follow-up day still to come), counted on their own.
 */
export async function inboxCounts(db: DatabaseOrTransaction, viewer: InboxViewer): Promise<InboxCounts> {
  const windows = clockWindows(viewer);
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const snoozed = gt(enquiries.followUpOn, businessToday(viewer.now));
  const awake = or(isNull(enquiries.followUpOn), not(snoozed)) as SQL;
  const [row] = await db
    .select({
      open: counted(awake),
      mine: counted(and(awake, eq(enquiries.ownerId, viewer.staffId)) as SQL),
      unassigned: counted(and(awake, isNull(enquiries.ownerId)) as SQL),
      nearing: counted(clockCondition("nearing", windows)),
      overdue: counted(clockCondition("overdue", windows)),
      snoozed: counted(snoozed),
    })
    .from(enquiries)
    .where(isNull(enquiries.closedAt));
  return {
    open: Number(row?.open ?? 0),
    mine: row?.mine ?? 0,
    unassigned: row?.unassigned ?? 0,
    nearing: row?.nearing ?? 0,
    overdue: row?.overdue ?? 0,
    snoozed: row?.snoozed ?? 0,
  };
}

export interface ExportRow extends InboxRow {
  sourceReferrer: string | null;
  sourceLandingPath: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** Office minutes from arrival to the first reply; null while unanswered or answered before the inbox. */
  minutesToFirstReply: number | null;
}

/** Every row of the filter (up to EXPORT_LIMIT, in the list's order), with the source in full. */
export async function enquiriesForExport(
  db: DatabaseOrTransaction,
  filter: InboxFilter,
  viewer: InboxViewer,
): Promise<ExportRow[]> {
  const rows = await selectRows(db, viewer)
    .where(conditions(filter, viewer, clockWindows(viewer)))
    .orderBy(...ordering(filter, viewer))
    .limit(EXPORT_LIMIT);
  return rows.map((row) => {
    const listed = toInboxRow(row, viewer);
    const timed = listed.clock.state === "answered" && row.firstReplyChannel !== "imported";
    return {
      ...listed,
      sourceReferrer: row.sourceReferrer,
      sourceLandingPath: row.sourceLandingPath,
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      utmTerm: row.utmTerm,
      utmContent: row.utmContent,
      minutesToFirstReply: timed ? listed.clock.officeMinutes : null,
    };
  });
}

export interface InboxStaffMember {
  id: string;
  name: string;
}

/** The staff an enquiry can be given to: every account not barred from signing in, by name. */
export async function listInboxStaff(db: DatabaseOrTransaction): Promise<InboxStaffMember[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(sql`coalesce(${staffUsers.banned}, false) = false`)
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}
