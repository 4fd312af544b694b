// The response clock against a real database: settings saved and read back (with an audit entry, and
// refused when they make no sense), the dashboard's counts at a fixed moment, and the travellers' figure:
// the median of the last 90 days' measured first replies, without imported answers, and none under five.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditLog, enquiries, inquiries } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { openEnquiry, recordStaffAnswer } from "./enquiries.server";
import {
  type ClockSettings,
  DEFAULT_CLOCK_SETTINGS,
  DEFAULT_OFFICE_HOURS,
  type OfficeHours,
  readClock,
  replyFigureHours,
} from "./office-hours";
import {
  CLOCK_SETTINGS_KEY,
  cachedReplyFigureHours,
  clockCounts,
  InvalidClockSettings,
  keepReplyTimes,
  loadClockSettings,
  publicReplyFigure,
  recentReplyTimes,
  replyFigureText,
  saveClockSettings,
} from "./response-clock.server";

/** A wall-clock time in Nairobi (UTC+3). 30 November 2026 is a Monday. */
const eat = (text: string) => new Date(`${text}:00+03:00`);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const actor = { id: null, email: "owner@heartbeest.test" };

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

let counter = 0;

/** An inquiry as the contact form stores it, with its enquiry received, answered and closed as given. */
async function addEnquiry({
  receivedAt,
  firstReplyAt = null,
  channel = "email",
  closedAt = null,
}: {
  receivedAt: Date;
  firstReplyAt?: Date | null;
  channel?: "email" | "chat" | "phone" | "imported";
  closedAt?: Date | null;
}) {
  counter += 1;
  const [inquiry] = await database.db
    .insert(inquiries)
    .values({ name: `Traveller ${counter}`, email: `t${counter}@example.com`, subject: "Mara in July", message: "Hi" })
    .returning();
  const enquiry = await openEnquiry(database.db, {
    subject: { kind: "inquiry", inquiryId: inquiry!.id },
    name: inquiry!.name,
    email: inquiry!.email,
    title: inquiry!.subject,
    receivedAt,
  });
  await database.db
    .update(enquiries)
    .set({ firstReplyAt, firstReplyChannel: firstReplyAt ? channel : null, closedAt })
    .where(eq(enquiries.id, enquiry.id));
  return enquiry.id;
}

async function clearEnquiries() {
  await database.db.delete(enquiries);
  await database.db.delete(inquiries);
}

const weekdays = (open: number, close: number): OfficeHours["days"] => [
  null,
  { open, close },
  { open, close },
  { open, close },
  { open, close },
  { open, close },
  null,
];

describe("clock settings", () => {
  beforeEach(async () => {
    await database.db.delete(appSettings).where(eq(appSettings.key, CLOCK_SETTINGS_KEY));
  });

  it("are the spec's office hours and a two-hour target until staff save others", async () => {
    expect(await loadClockSettings(database.db)).toEqual(DEFAULT_CLOCK_SETTINGS);
  });

  it("round-trip, with an audit entry for each change and none when nothing changed", async () => {
    const settings: ClockSettings = {
      hours: { utcOffsetMinutes: 180, days: weekdays(7 * 60 + 30, 17 * 60) },
      targetMinutes: 90,
    };
    expect(await saveClockSettings(database.db, settings, actor)).toEqual({ changed: true });
    expect(await loadClockSettings(database.db)).toEqual(settings);

    const [created] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(created).toMatchObject({
      action: "create",
      tableName: "app_settings",
      rowId: CLOCK_SETTINGS_KEY,
      actorEmail: actor.email,
      before: null,
    });
    expect(created?.after).toMatchObject({ value: { targetMinutes: 90 } });

    expect(await saveClockSettings(database.db, settings, actor)).toEqual({ changed: false });
    const again = { ...settings, targetMinutes: 180 };
    expect(await saveClockSettings(database.db, again, actor)).toEqual({ changed: true });
    const [updated] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(updated).toMatchObject({ action: "update", rowId: CLOCK_SETTINGS_KEY });
    expect(updated?.before).toMatchObject({ value: { targetMinutes: 90 } });
    expect(updated?.after).toMatchObject({ value: { targetMinutes: 180 } });
    expect((await loadClockSettings(database.db)).targetMinutes).toBe(180);
  });

  it.each([
    ["a day that closes before it opens", { ...DEFAULT_OFFICE_HOURS, days: weekdays(18 * 60, 8 * 60) }, 120],
    ["a day that closes as it opens", { ...DEFAULT_OFFICE_HOURS, days: weekdays(9 * 60, 9 * 60) }, 120],
    ["no open day at all", { ...DEFAULT_OFFICE_HOURS, days: weekdays(0, 0).map(() => null) }, 120],
    ["a target under a quarter of an hour", DEFAULT_OFFICE_HOURS, 10],
    ["a target of over a week of office time", DEFAULT_OFFICE_HOURS, 57 * 60],
    ["a target in fractions of a minute", DEFAULT_OFFICE_HOURS, 90.5],
  ])("refuse %s and keep what was saved", async (_label, hours, targetMinutes) => {
    await expect(
      saveClockSettings(database.db, { hours: hours as OfficeHours, targetMinutes }, actor),
    ).rejects.toBeInstanceOf(InvalidClockSettings);
    expect(await loadClockSettings(database.db)).toEqual(DEFAULT_CLOCK_SETTINGS);
  });

  it("fall back to the defaults when the stored row is not a valid setting", async () => {
    await database.db.insert(appSettings).values({ key: CLOCK_SETTINGS_KEY, value: { days: "weekdays", target: 5 } });
    expect(await loadClockSettings(database.db)).toEqual(DEFAULT_CLOCK_SETTINGS);
  });
});

describe("clockCounts", () => {
  const now = eat("2026-11-30T11:00");

  beforeAll(async () => {
    await clearEnquiries();
    await database.db.delete(appSettings).where(eq(appSettings.key, CLOCK_SETTINGS_KEY));
    // Waiting: 1, 30 and 89 office minutes by Monday 11:00.
    await addEnquiry({ receivedAt: eat("2026-11-30T10:59") });
    await addEnquiry({ receivedAt: eat("2026-11-30T10:30") });
    await addEnquiry({ receivedAt: eat("2026-11-30T09:31") });
    // Nearing the two-hour target from 90 minutes on: 90 and 119.
    await addEnquiry({ receivedAt: eat("2026-11-30T09:30") });
    await addEnquiry({ receivedAt: eat("2026-11-30T09:01") });
    // Past it: 120 exactly; Saturday at closing time (Monday 8:00-11:00 is 180); last week.
    await addEnquiry({ receivedAt: eat("2026-11-30T09:00") });
    await addEnquiry({ receivedAt: eat("2026-11-28T15:00") });
    await addEnquiry({ receivedAt: eat("2026-11-23T12:00") });
    // Off the clock: answered (however late), closed without an answer, an imported answer.
    await addEnquiry({ receivedAt: eat("2026-11-23T12:00"), firstReplyAt: eat("2026-11-27T12:00") });
    await addEnquiry({ receivedAt: eat("2026-11-30T10:00"), closedAt: eat("2026-11-30T10:05") });
    await addEnquiry({
      receivedAt: eat("2026-10-01T12:00"),
      firstReplyAt: eat("2026-10-02T12:00"),
      channel: "imported",
    });
  });

  it("counts the enquiries on the clock by state at a fixed moment", async () => {
    expect(await clockCounts(database.db, now)).toEqual({ waiting: 3, nearing: 2, overdue: 3 });
  });

  it("agrees with readClock on every enquiry", async () => {
    const rows = await database.db.select().from(enquiries);
    for (const at of [now, eat("2026-11-30T08:30"), eat("2026-12-01T09:45"), eat("2026-11-29T12:00")]) {
      const expected = { waiting: 0, nearing: 0, overdue: 0 };
      for (const row of rows) {
        const { state } = readClock(row, at);
        if (state === "waiting" || state === "nearing" || state === "overdue") expected[state] += 1;
      }
      // An enquiry received after `at` has waited no office time: readClock calls it waiting, as does the count.
      expect(await clockCounts(database.db, at), at.toISOString()).toEqual(expected);
    }
  });

  it("follows the saved target and hours", async () => {
    // A one-hour target: 45 minutes on is nearing it, an hour is past it.
    await saveClockSettings(database.db, { hours: DEFAULT_OFFICE_HOURS, targetMinutes: 60 }, actor);
    expect(await clockCounts(database.db, now)).toEqual({ waiting: 2, nearing: 0, overdue: 6 });
    // Open from 10:00 on weekdays only: this Monday has counted one office hour so far.
    await saveClockSettings(
      database.db,
      { hours: { utcOffsetMinutes: 180, days: weekdays(10 * 60, 18 * 60) }, targetMinutes: 240 },
      actor,
    );
    expect(await clockCounts(database.db, now)).toEqual({ waiting: 7, nearing: 0, overdue: 1 });
    await database.db.delete(appSettings).where(eq(appSettings.key, CLOCK_SETTINGS_KEY));
  });
});

describe("reply times kept when the reply is made", () => {
  beforeEach(async () => {
    await clearEnquiries();
    await saveClockSettings(database.db, DEFAULT_CLOCK_SETTINGS, actor);
  });

  it("are counted under the hours then in force: a later change of hours rewrites no answer", async () => {
    // Friday 17:30, answered Monday 9:00: 30 min on Friday, Saturday's six hours (9-15), 60 min on Monday.
    const now = eat("2026-11-30T12:00");
    for (let index = 0; index < 5; index++) {
      const id = await addEnquiry({ receivedAt: eat("2026-11-27T17:30") });
      expect(await recordStaffAnswer(database.db, { enquiryId: id }, "email", eat("2026-11-30T09:00"))).toBe(true);
    }
    const [stored] = await database.db.select().from(enquiries).limit(1);
    expect(stored?.firstReplyOfficeMinutes).toBe(30 + 6 * 60 + 60);
    expect(await publicReplyFigure(database.db, now)).toBe(450);

    // The office now opens at 10:00 and is closed on Saturdays: counted afresh, the same answers took 30 min.
    await saveClockSettings(
      database.db,
      { hours: { ...DEFAULT_OFFICE_HOURS, days: weekdays(600, 1080) }, targetMinutes: 120 },
      actor,
    );
    expect(await publicReplyFigure(database.db, now)).toBe(450);
    const settings = await loadClockSettings(database.db);
    expect(readClock(stored!, now, settings)).toMatchObject({ state: "answered", officeMinutes: 450 });
    // A second answer changes nothing.
    expect(await recordStaffAnswer(database.db, { enquiryId: stored!.id }, "email", now)).toBe(false);
    const [again] = await database.db.select().from(enquiries).where(eq(enquiries.id, stored!.id));
    expect(again?.firstReplyOfficeMinutes).toBe(450);
  });

  it("are kept once, at start, for answers made before they were kept, under the hours of that day", async () => {
    await addEnquiry({ receivedAt: eat("2026-11-27T17:30"), firstReplyAt: eat("2026-11-30T09:00") });
    await addEnquiry({
      receivedAt: eat("2026-11-02T09:00"),
      firstReplyAt: eat("2026-11-06T09:00"),
      channel: "imported",
    });
    await addEnquiry({ receivedAt: eat("2026-11-27T09:00") });
    expect(await keepReplyTimes(database.db)).toBe(1);
    expect(await keepReplyTimes(database.db)).toBe(0);
    const rows = await database.db.select().from(enquiries).orderBy(enquiries.id);
    expect(rows.map((row) => row.firstReplyOfficeMinutes)).toEqual([450, null, null]);
  });
});

describe("the public reply-time figure", () => {
  const now = eat("2026-11-30T12:00");

  beforeEach(clearEnquiries);

  /** A measured reply `minutes` office minutes after a weekday 9:00 arrival, `daysAgo` before now. */
  async function addMeasured(minutes: number, daysAgo: number, channel: "email" | "chat" | "phone" = "email") {
    // 9:00 on a weekday about `daysAgo` ago, moved back to Friday when it falls on a weekend.
    const day = new Date(now.getTime() - daysAgo * DAY);
    const weekday = new Date(day.getTime() + 3 * 60 * MINUTE).getUTCDay();
    const back = weekday === 0 ? 2 : weekday === 6 ? 1 : 0;
    const date = new Date(day.getTime() - back * DAY).toISOString().slice(0, 10);
    const receivedAt = eat(`${date}T09:00`);
    await addEnquiry({ receivedAt, firstReplyAt: new Date(receivedAt.getTime() + minutes * MINUTE), channel });
  }

  it("is the median office time of the last 90 days' measured replies", async () => {
    await addMeasured(20, 3);
    await addMeasured(35, 10, "chat");
    await addMeasured(50, 20, "phone");
    await addMeasured(70, 40);
    await addMeasured(400, 85);
    expect(await recentReplyTimes(database.db, now)).toEqual({ medianMinutes: 50, measured: 5 });
    expect(await publicReplyFigure(database.db, now)).toBe(50);
  });

  it("leaves out imported answers, enquiries older than 90 days and those not yet answered", async () => {
    await addMeasured(20, 3);
    await addMeasured(35, 10);
    await addMeasured(50, 20);
    await addMeasured(70, 40);
    // These would pull the median up to 300 if they counted.
    for (let index = 0; index < 4; index++) {
      await addEnquiry({
        receivedAt: eat("2026-11-02T09:00"),
        firstReplyAt: eat("2026-11-06T09:00"),
        channel: "imported",
      });
      await addMeasured(3000, 95 + index);
      await addEnquiry({ receivedAt: eat("2026-11-02T09:00") });
    }
    expect(await recentReplyTimes(database.db, now)).toEqual({ medianMinutes: 42.5, measured: 4 });
    // Four measured replies are too few for travellers.
    expect(await publicReplyFigure(database.db, now)).toBeNull();
    await addMeasured(90, 60);
    expect(await publicReplyFigure(database.db, now)).toBe(50);
  });

  it("counts office time: a Friday evening arrival answered on Saturday morning waited one hour", async () => {
    for (let index = 0; index < 5; index++) {
      await addEnquiry({ receivedAt: eat("2026-11-27T17:30"), firstReplyAt: eat("2026-11-28T09:30") });
    }
    expect(await publicReplyFigure(database.db, now)).toBe(60);
  });

  it("is null for a new site", async () => {
    expect(await recentReplyTimes(database.db, now)).toEqual({ medianMinutes: null, measured: 0 });
    expect(await publicReplyFigure(database.db, now)).toBeNull();
  });

  it("speaks in whole hours, rounded up, never under one", () => {
    expect([0, 1, 50, 60, 61, 119, 120, 121, 600].map(replyFigureHours)).toEqual([1, 1, 1, 1, 2, 2, 2, 3, 10]);
  });

  it("is worded for travellers from this server's copy, which a new database handle does not share", async () => {
    // The cached figure reads the real clock: replies made yesterday are within any 90 days.
    const yesterday = new Date(Date.now() - DAY);
    for (const minutes of [30, 40, 50, 55, 80]) {
      await addEnquiry({ receivedAt: yesterday, firstReplyAt: new Date(yesterday.getTime() + minutes * MINUTE) });
    }
    const expectedHours = replyFigureHours((await recentReplyTimes(database.db, new Date())).medianMinutes ?? 0);
    const text = await replyFigureText(database.db);
    expect(text).toBe(`We usually reply within ${expectedHours} ${expectedHours === 1 ? "hour" : "hours"}.`);
    // Kept: a change in the database shows only when the copy is a few minutes old.
    await clearEnquiries();
    expect(await cachedReplyFigureHours(database.db)).toBe(expectedHours);

    const other = await createTestDatabase();
    try {
      expect(await replyFigureText(other.db)).toBeNull();
    } finally {
      await other.destroy();
    }
  });
});
