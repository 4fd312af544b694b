// The response clock's settings (office hours and the reply target, kept in app_settings), the dashboard's
// counts of enquiries waiting, nearing and past the target, and the reply-time figure travellers see.
import { and, eq, gte, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { appSettings, enquiries } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { awaitingFirstAnswer } from "~/features/lifecycle/trip-stage.server";
import { replyTimeMessages } from "~/i18n/messages/en/reply-time";
import { translate } from "~/i18n/translate";
import {
  type ClockSettings,
  clockCutoffs,
  DEFAULT_CLOCK_SETTINGS,
  DEFAULT_OFFICE_HOURS,
  median,
  type OfficeHours,
  officeMinutesBetween,
  PUBLIC_FIGURE_MIN_REPLIES,
  PUBLIC_FIGURE_WINDOW_DAYS,
  REPLY_TARGET_LIMITS,
  replyFigureHours,
} from "./office-hours";

export const CLOCK_SETTINGS_KEY = "response_clock";

const MINUTES_IN_DAY = 24 * 60;
const officeDaySchema = z
  .object({
    open: z.number().int().min(0).max(MINUTES_IN_DAY),
    close: z.number().int().min(0).max(MINUTES_IN_DAY),
  })
  .refine((day) => day.close > day.open, "a day closes after it opens")
  .nullable();

/** What is stored: the days Sunday first (as Date#getUTCDay counts), times in minutes after midnight EAT. */
export const storedClockSettingsSchema = z
  .object({
    days: z.tuple([
      officeDaySchema,
      officeDaySchema,
      officeDaySchema,
      officeDaySchema,
      officeDaySchema,
      officeDaySchema,
      officeDaySchema,
    ]),
    targetMinutes: z.number().int().min(REPLY_TARGET_LIMITS.minMinutes).max(REPLY_TARGET_LIMITS.maxMinutes),
  })
  .refine((settings) => settings.days.some(Boolean), "the office is open on at least one day");

export type StoredClockSettings = z.infer<typeof storedClockSettingsSchema>;

function toStored(settings: ClockSettings): StoredClockSettings {
  return { days: [...settings.hours.days] as StoredClockSettings["days"], targetMinutes: settings.targetMinutes };
}

function fromStored(stored: StoredClockSettings): ClockSettings {
  // The office is in Nairobi: East Africa Time has one offset all year, so it is not a setting.
  const hours: OfficeHours = { utcOffsetMinutes: DEFAULT_OFFICE_HOURS.utcOffsetMinutes, days: stored.days };
  return { hours, targetMinutes: stored.targetMinutes };
}

/** The saved settings; the spec's hours and a two-hour target until staff save others (or if the row is unreadable). */
export async function loadClockSettings(db: DatabaseOrTransaction): Promise<ClockSettings> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CLOCK_SETTINGS_KEY));
  if (!row) return DEFAULT_CLOCK_SETTINGS;
  const parsed = storedClockSettingsSchema.safeParse(row.value);
  return parsed.success ? fromStored(parsed.data) : DEFAULT_CLOCK_SETTINGS;
}

export class InvalidClockSettings extends Error {}

/**
 * Saves the settings with an audit entry in one transaction; refuses settings the schema does not allow
 * (the form checks first and words each problem). Returns whether anything changed.
 */
export async function saveClockSettings(
  db: Database,
  settings: ClockSettings,
  actor: AuditActor,
): Promise<{ changed: boolean }> {
  const parsed = storedClockSettingsSchema.safeParse(toStored(settings));
  if (!parsed.success) throw new InvalidClockSettings(parsed.error.issues.map((issue) => issue.message).join("; "));
  const after = parsed.data;
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, CLOCK_SETTINGS_KEY))
      .for("update");
    const before = row ? row.value : null;
    if (before !== null && JSON.stringify(before) === JSON.stringify(after)) return { changed: false };
    await tx
      .insert(appSettings)
      .values({ key: CLOCK_SETTINGS_KEY, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actor,
      action: row ? "update" : "create",
      tableName: "app_settings",
      rowId: CLOCK_SETTINGS_KEY,
      before: row ? { key: CLOCK_SETTINGS_KEY, value: before } : undefined,
      after: { key: CLOCK_SETTINGS_KEY, value: after },
    });
    return { changed: true };
  });
  // This server's figure follows at once (other servers within REPLY_FIGURE_FRESH_MS).
  if (result.changed) replyFigureCache.delete(db);
  return result;
}

/**
 * Enquiries on the clock: still new in the one lifecycle (nobody answered, and nothing moved it on: no
 * proposal, no money, not lost or cancelled) and nobody closed them.
 */
export const onTheClock = and(awaitingFirstAnswer, isNull(enquiries.closedAt));

export interface ClockCounts {
  waiting: number;
  nearing: number;
  overdue: number;
}

/** How many enquiries on the clock are waiting, nearing the target and past it at `now`: one query. */
export async function clockCounts(
  db: DatabaseOrTransaction,
  now: Date,
  settings?: ClockSettings,
): Promise<ClockCounts> {
  const cutoffs = clockCutoffs(now, settings ?? (await loadClockSettings(db)));
  const overdue = cutoffs.overdue.toISOString();
  const nearing = cutoffs.nearing.toISOString();
  const [row] = await db
    .select({
      overdue: sql<number>`count(*) filter (where ${enquiries.receivedAt} <= ${overdue})`.mapWith(Number),
      nearing:
        sql<number>`count(*) filter (where ${enquiries.receivedAt} > ${overdue} and ${enquiries.receivedAt} <= ${nearing})`.mapWith(
          Number,
        ),
      waiting: sql<number>`count(*) filter (where ${enquiries.receivedAt} > ${nearing})`.mapWith(Number),
    })
    .from(enquiries)
    .where(onTheClock);
  return { waiting: row?.waiting ?? 0, nearing: row?.nearing ?? 0, overdue: row?.overdue ?? 0 };
}

export interface ReplyTimes {
  /** The median office minutes from arrival to first reply, or null when nothing was measured. */
  medianMinutes: number | null;
  /** How many replies it was taken over. */
  measured: number;
}

/**
 * First replies to enquiries received in the last 90 days, in office minutes. Answers from before the
 * inbox ('imported') have no known time and are left out. One range query on the received index.
 */
export async function recentReplyTimes(
  db: DatabaseOrTransaction,
  now: Date,
  settings?: ClockSettings,
): Promise<ReplyTimes> {
  const { hours } = settings ?? (await loadClockSettings(db));
  const since = new Date(now.getTime() - PUBLIC_FIGURE_WINDOW_DAYS * MINUTES_IN_DAY * 60_000);
  const rows = await db
    .select({
      receivedAt: enquiries.receivedAt,
      firstReplyAt: enquiries.firstReplyAt,
      officeMinutes: enquiries.firstReplyOfficeMinutes,
    })
    .from(enquiries)
    .where(
      and(
        gte(enquiries.receivedAt, since),
        lte(enquiries.receivedAt, now),
        isNotNull(enquiries.firstReplyAt),
        ne(enquiries.firstReplyChannel, "imported"),
      ),
    );
  const minutes = rows.map(
    (row) => row.officeMinutes ?? officeMinutesBetween(row.receivedAt, row.firstReplyAt as Date, hours),
  );
  return { medianMinutes: median(minutes), measured: minutes.length };
}

/**
 * Keeps the reply time of every answered enquiry that does not have one yet (answered before reply times
 * were kept), counted under the office hours in force now; from then on a change of hours leaves them be.
 * Run at each start, after the migrations; a no-op once done. Returns how many were filled.
 */
export async function keepReplyTimes(db: DatabaseOrTransaction): Promise<number> {
  const unkept = await db
    .select({ id: enquiries.id, receivedAt: enquiries.receivedAt, firstReplyAt: enquiries.firstReplyAt })
    .from(enquiries)
    .where(
      and(
        isNotNull(enquiries.firstReplyAt),
        ne(enquiries.firstReplyChannel, "imported"),
        isNull(enquiries.firstReplyOfficeMinutes),
      ),
    );
  if (unkept.length === 0) return 0;
  const { hours } = await loadClockSettings(db);
  for (const row of unkept) {
    await db
      .update(enquiries)
      .set({ firstReplyOfficeMinutes: officeMinutesBetween(row.receivedAt, row.firstReplyAt as Date, hours) })
      .where(and(eq(enquiries.id, row.id), isNull(enquiries.firstReplyOfficeMinutes)));
  }
  return unkept.length;
}

/** The median for travellers, in office minutes; null until at least 5 replies were measured. */
export async function publicReplyFigure(db: DatabaseOrTransaction, now: Date, settings?: ClockSettings) {
  const times = await recentReplyTimes(db, now, settings);
  return times.measured >= PUBLIC_FIGURE_MIN_REPLIES ? times.medianMinutes : null;
}

// Each server keeps the figure a few minutes: public pages ask for it on every render, and a figure a few
// minutes old is as true as a fresh one. Kept per database handle (tests each have their own).
export const REPLY_FIGURE_FRESH_MS = 5 * 60_000;
/** After a failed read, the last figure (or none) stands this long before the next try. */
const REPLY_FIGURE_RETRY_MS = 30_000;

interface CachedFigure {
  hours: number | null;
  /** When it stops being fresh (Date.now() time). */
  freshUntil: number;
  refreshing: Promise<number | null> | null;
}
const replyFigureCache = new WeakMap<object, CachedFigure>();

interface FigureLogger {
  warn(details: object, message: string): void;
}

async function readFigureHours(db: Database): Promise<number | null> {
  const minutes = await publicReplyFigure(db, new Date());
  return minutes === null ? null : replyFigureHours(minutes);
}

function refreshFigure(db: Database, entry: CachedFigure, log?: FigureLogger): Promise<number | null> {
  entry.refreshing ??= readFigureHours(db)
    .then((hours) => {
      Object.assign(entry, { hours, freshUntil: Date.now() + REPLY_FIGURE_FRESH_MS });
      return hours;
    })
    .catch((error: unknown) => {
      log?.warn({ err: error }, "the reply-time figure could not be read");
      entry.freshUntil = Date.now() + REPLY_FIGURE_RETRY_MS;
      return entry.hours;
    })
    .finally(() => {
      entry.refreshing = null;
    });
  return entry.refreshing;
}

/**
 * The figure in whole hours for public pages, from this server's copy: the first call waits for the
 * database, later ones never do (a stale copy is answered while a fresh one is read behind it). Never
 * throws: without a figure, pages show none.
 */
export async function cachedReplyFigureHours(db: Database, log?: FigureLogger): Promise<number | null> {
  let entry = replyFigureCache.get(db);
  if (!entry) {
    entry = { hours: null, freshUntil: 0, refreshing: null };
    replyFigureCache.set(db, entry);
    return refreshFigure(db, entry, log);
  }
  if (Date.now() >= entry.freshUntil) void refreshFigure(db, entry, log);
  return entry.refreshing && entry.freshUntil === 0 ? entry.refreshing : entry.hours;
}

/** 'We usually reply within 1 hour', or null when there is no figure to show. */
export async function replyFigureText(db: Database, log?: FigureLogger): Promise<string | null> {
  const hours = await cachedReplyFigureHours(db, log);
  return hours === null ? null : translate(replyTimeMessages, "replyTime.usually", { hours });
}
