// The inbox list against a real database at a fixed moment (Monday 23 November 2026, 15:00 in Nairobi, the
// default two office hours' target): every filter, the search, mine and unassigned, the clock's states, the
// order, the pages and the figures at the top, and the rows the export gets.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addChatEnquiry, addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { recordStaffAnswer } from "./enquiries.server";
import { type InboxFilter, parseInboxFilter } from "./inbox-filters";
import { enquiriesForExport, type InboxViewer, inboxCounts, listEnquiries, listInboxStaff } from "./inbox-list.server";
import { DEFAULT_CLOCK_SETTINGS } from "./office-hours";

/** A wall-clock time in Nairobi (UTC+3). 23 November 2026 is a Monday. */
const eat = (text: string) => new Date(`${text}:00+03:00`);
const NOW = eat("2026-11-23T15:00");

let database: TestDatabase;
let viewer: InboxViewer;
let me: { id: string; name: string };
let colleague: { id: string; name: string };
let bookingReference: string;

const filter = (query: string): InboxFilter => parseInboxFilter(new URLSearchParams(query)).filter;
const names = async (query: string, pageSize?: number) =>
  (await listEnquiries(database.db, filter(query), viewer, pageSize)).rows.map((row) => row.name);

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  me = await addStaff(db, "Akinyi Wafula");
  colleague = await addStaff(db, "Baraka Otieno");
  viewer = { staffId: me.id, now: NOW, settings: DEFAULT_CLOCK_SETTINGS };

  // On the clock today: 30, 90, 89 and 180 office minutes by 15:00.
  const waiting = await addInquiryEnquiry(db, {
    name: "Tom Baker",
    email: "tom@example.com",
    subject: "Family safari in August",
    receivedAt: eat("2026-11-23T14:30"),
  });
  const nearing = await addBookingEnquiry(db, {
    name: "Wanjiru Kamau",
    email: "wanjiru@example.com",
    receivedAt: eat("2026-11-23T13:30"),
  });
  bookingReference = nearing.reference;
  await addInquiryEnquiry(db, {
    name: "Pia Just Waiting",
    email: "pia@example.com",
    subject: "100% honeymoon_fund",
    receivedAt: eat("2026-11-23T13:31"),
  });
  const overdue = await addChatEnquiry(db, {
    name: "Lena Vogel",
    email: "lena@example.com",
    receivedAt: eat("2026-11-23T12:00"),
  });
  // Answered in 50 office minutes.
  const answered = await addInquiryEnquiry(db, {
    name: "Ann Answered",
    email: "ann@example.com",
    subject: "Gorilla permits",
    receivedAt: eat("2026-11-23T10:00"),
  });
  await recordStaffAnswer(db, { enquiryId: answered.enquiry.id }, "email", eat("2026-11-23T10:50"));
  // Closed last week, unanswered.
  const closed = await addInquiryEnquiry(db, {
    name: "Carl Closed",
    email: "carl@example.com",
    subject: "Never mind",
    receivedAt: eat("2026-11-20T09:00"),
  });
  // Lost last week, answered before the inbox existed.
  const lost = await addBookingEnquiry(db, {
    name: "Liam Lost",
    email: "liam@example.com",
    receivedAt: eat("2026-11-19T11:00"),
  });

  await db.update(enquiries).set({ ownerId: me.id }).where(eq(enquiries.id, nearing.enquiry.id));
  await db.update(enquiries).set({ ownerId: me.id }).where(eq(enquiries.id, answered.enquiry.id));
  await db.update(enquiries).set({ ownerId: colleague.id }).where(eq(enquiries.id, overdue.enquiry.id));
  await db
    .update(enquiries)
    .set({ closedAt: eat("2026-11-20T10:00") })
    .where(eq(enquiries.id, closed.enquiry.id));
  await db
    .update(enquiries)
    .set({
      stage: "lost",
      lostReason: "Price too high",
      firstReplyAt: eat("2026-11-19T12:00"),
      firstReplyChannel: "imported",
    })
    .where(eq(enquiries.id, lost.enquiry.id));
  await db
    .update(enquiries)
    .set({ utmSource: "newsletter", utmMedium: "email", utmCampaign: "november", sourceLandingPath: "/contact" })
    .where(eq(enquiries.id, waiting.enquiry.id));
  await db
    .update(enquiries)
    .set({ sourceReferrer: "https://www.google.com/search" })
    .where(eq(enquiries.id, nearing.enquiry.id));
});

afterAll(async () => {
  await database?.destroy();
});

describe("the list", () => {
  it("shows open enquiries, latest activity first", async () => {
    expect(await names("")).toEqual([
      "Tom Baker",
      "Pia Just Waiting",
      "Wanjiru Kamau",
      "Lena Vogel",
      "Ann Answered",
      "Liam Lost",
    ]);
  });

  it("reads each row's clock, owner, source and reference at the viewer's moment", async () => {
    const { rows } = await listEnquiries(database.db, filter("status=all"), viewer);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName["Tom Baker"]?.clock).toEqual({ state: "waiting", officeMinutes: 30 });
    expect(byName["Pia Just Waiting"]?.clock).toEqual({ state: "waiting", officeMinutes: 89 });
    expect(byName["Wanjiru Kamau"]?.clock).toEqual({ state: "nearing", officeMinutes: 90 });
    expect(byName["Lena Vogel"]?.clock).toEqual({ state: "overdue", officeMinutes: 180 });
    expect(byName["Ann Answered"]?.clock).toEqual({ state: "answered", officeMinutes: 50 });
    expect(byName["Carl Closed"]?.clock.state).toBe("closed");

    expect(byName["Tom Baker"]?.source).toBe("newsletter / email");
    expect(byName["Wanjiru Kamau"]?.source).toBe("google.com");
    expect(byName["Lena Vogel"]?.source).toBe("Direct");
    expect(byName["Wanjiru Kamau"]?.reference).toBe(bookingReference);
    expect(byName["Tom Baker"]?.reference).toBeNull();
    expect(byName["Wanjiru Kamau"]?.ownerName).toBe("Akinyi Wafula");
    expect(byName["Lena Vogel"]?.ownerName).toBe("Baraka Otieno");
    expect(byName["Tom Baker"]?.ownerName).toBeNull();
    expect(byName["Liam Lost"]).toMatchObject({ stage: "lost", lostReason: "Price too high", kind: "booking" });
    expect(byName["Lena Vogel"]?.kind).toBe("chat");
    expect(byName["Tom Baker"]?.seen).toMatch(new RegExp(`^${byName["Tom Baker"]?.id}\\|\\|\\d+\\|o$`));
  });

  it.each([
    ["status=closed", ["Carl Closed"]],
    ["kind=booking", ["Wanjiru Kamau", "Liam Lost"]],
    ["kind=chat", ["Lena Vogel"]],
    ["stage=lost", ["Liam Lost"]],
    ["owner=me", ["Wanjiru Kamau", "Ann Answered"]],
    ["owner=none", ["Tom Baker", "Pia Just Waiting", "Liam Lost"]],
    ["owner=none&status=all", ["Tom Baker", "Pia Just Waiting", "Carl Closed", "Liam Lost"]],
    ["clock=waiting", ["Tom Baker", "Pia Just Waiting"]],
    ["clock=nearing", ["Wanjiru Kamau"]],
    ["clock=overdue", ["Lena Vogel"]],
    ["clock=overdue&status=closed", []],
    ["from=2026-11-23", ["Tom Baker", "Pia Just Waiting", "Wanjiru Kamau", "Lena Vogel", "Ann Answered"]],
    ["to=2026-11-22&status=all", ["Carl Closed", "Liam Lost"]],
    ["from=2026-11-20&to=2026-11-20&status=all", ["Carl Closed"]],
  ])("filters %s", async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("filters by another member of staff's id", async () => {
    expect(await names(`owner=${colleague.id}`)).toEqual(["Lena Vogel"]);
  });

  it.each([
    ["wanjiru", ["Wanjiru Kamau"]],
    ["LENA@EXAMPLE", ["Lena Vogel"]],
    ["gorilla", ["Ann Answered"]],
    ["100%", ["Pia Just Waiting"]],
    ["honeymoon_f", ["Pia Just Waiting"]],
    ["1_0", []],
    ["%", ["Pia Just Waiting"]],
    ["nobody at all", []],
  ])("searches names, e-mails and subjects for %s, taking %% and _ literally", async (q, expected) => {
    expect(await names(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it("finds a booking by its reference", async () => {
    expect(await names(`q=${bookingReference.toLowerCase()}`)).toEqual(["Wanjiru Kamau"]);
  });

  it("sorts by when enquiries arrived, either way", async () => {
    expect(await names("sort=newest&clock=waiting")).toEqual(["Tom Baker", "Pia Just Waiting"]);
    expect(await names("sort=oldest")).toEqual([
      "Liam Lost",
      "Ann Answered",
      "Lena Vogel",
      "Wanjiru Kamau",
      "Pia Just Waiting",
      "Tom Baker",
    ]);
  });

  it("pages, and shows the last page for one past the end", async () => {
    const second = await listEnquiries(database.db, filter("page=2"), viewer, 4);
    expect(second).toMatchObject({ total: 6, page: 2, pageCount: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(["Ann Answered", "Liam Lost"]);
    const beyond = await listEnquiries(database.db, filter("page=9"), viewer, 4);
    expect(beyond.page).toBe(2);
    expect(beyond.rows).toHaveLength(2);
    const empty = await listEnquiries(database.db, filter("q=nobody"), viewer, 4);
    expect(empty).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("moves the clock with the viewer's moment", async () => {
    // At 16:00 the 13:30 and 13:31 arrivals are past two hours, the 14:30 one nearing them.
    const later = { ...viewer, now: eat("2026-11-23T16:00") };
    const overdue = await listEnquiries(database.db, filter("clock=overdue"), later);
    expect(overdue.rows.map((row) => row.name)).toEqual(["Pia Just Waiting", "Wanjiru Kamau", "Lena Vogel"]);
    expect(await listEnquiries(database.db, filter("clock=nearing"), later)).toMatchObject({
      rows: [{ name: "Tom Baker" }],
    });
    // Sunday counts nothing: by Sunday evening nothing more has waited than by Saturday's closing.
    const sunday = { ...viewer, now: eat("2026-11-29T20:00") };
    expect((await inboxCounts(database.db, sunday)).overdue).toBe(4);
  });
});

describe("the figures", () => {
  it("counts open, mine, unassigned, nearing and past the target", async () => {
    expect(await inboxCounts(database.db, viewer)).toEqual({
      open: 6,
      mine: 2,
      unassigned: 3,
      nearing: 1,
      overdue: 1,
      snoozed: 0,
    });
  });

  it("are the colleague's own for 'mine'", async () => {
    expect((await inboxCounts(database.db, { ...viewer, staffId: colleague.id })).mine).toBe(1);
  });
});

describe("the export's rows", () => {
  it("follow the filter, with the source in full and the office minutes to the first reply", async () => {
    const rows = await enquiriesForExport(database.db, filter("status=all&sort=oldest"), viewer);
    expect(rows.map((row) => row.name)).toEqual([
      "Liam Lost",
      "Carl Closed",
      "Ann Answered",
      "Lena Vogel",
      "Wanjiru Kamau",
      "Pia Just Waiting",
      "Tom Baker",
    ]);
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName["Ann Answered"]?.minutesToFirstReply).toBe(50);
    // Answered before the inbox: its time is unknown.
    expect(byName["Liam Lost"]?.minutesToFirstReply).toBeNull();
    expect(byName["Tom Baker"]).toMatchObject({
      minutesToFirstReply: null,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "november",
      sourceLandingPath: "/contact",
    });
    expect(byName["Wanjiru Kamau"]?.sourceReferrer).toBe("https://www.google.com/search");
    expect(await enquiriesForExport(database.db, filter("kind=chat"), viewer)).toHaveLength(1);
  });
});

describe("the staff to assign to", () => {
  it("are every account not barred, by name", async () => {
    expect((await listInboxStaff(database.db)).map((member) => member.name)).toEqual([
      "Akinyi Wafula",
      "Baraka Otieno",
    ]);
  });
});

describe("follow-up days", () => {
  it("keep a snoozed enquiry out of the open list until its day, then bring it back at the top", async () => {
    const [tom] = await database.db.select().from(enquiries).where(eq(enquiries.name, "Tom Baker"));
    // Snoozed on Monday until Wednesday.
    await database.db.update(enquiries).set({ followUpOn: "2026-11-25" }).where(eq(enquiries.id, tom!.id));
    try {
      expect(await names("")).not.toContain("Tom Baker");
      expect(await names("status=snoozed")).toEqual(["Tom Baker"]);
      expect(await names("status=all")).toContain("Tom Baker");
      expect(await inboxCounts(database.db, viewer)).toMatchObject({ open: 5, unassigned: 2, snoozed: 1 });

      // Tuesday: still snoozed. Wednesday: due, back in the open list and at its top, whatever the order.
      const tuesday = { ...viewer, now: eat("2026-11-24T09:00") };
      expect((await listEnquiries(database.db, filter(""), tuesday)).rows.map((row) => row.name)).not.toContain(
        "Tom Baker",
      );
      const wednesday = { ...viewer, now: eat("2026-11-25T00:01") };
      for (const sort of ["", "sort=newest", "sort=oldest"]) {
        const rows = (await listEnquiries(database.db, filter(sort), wednesday)).rows;
        expect(rows[0], sort).toMatchObject({ name: "Tom Baker", followUpOn: "2026-11-25" });
      }
      expect(await inboxCounts(database.db, wednesday)).toMatchObject({ open: 6, snoozed: 0 });
      expect((await listEnquiries(database.db, filter("status=snoozed"), wednesday)).rows).toEqual([]);
    } finally {
      await database.db.update(enquiries).set({ followUpOn: null }).where(eq(enquiries.id, tom!.id));
    }
  });
});
