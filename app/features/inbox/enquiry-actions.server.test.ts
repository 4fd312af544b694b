// Every change staff make to an enquiry, against a real database: each one audited with the enquiry's
// activity time moved on, the refusals (unknown owner, lost without a reason, a stage changed meanwhile).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, enquiries, enquiryNotes } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { ENQUIRY_ASSIGNED_EMAIL_KIND } from "./assignee-notice.server";
import { recordTravellerActivity } from "./enquiries.server";
import {
  addEnquiryNote,
  assignEnquiry,
  enquiryForm,
  lostReasonOf,
  moveEnquiryStage,
  recordPhoneAnswer,
  setEnquiryClosed,
  setFollowUp,
} from "./enquiry-actions.server";

let database: TestDatabase;
let akinyi: Awaited<ReturnType<typeof addStaff>>;
let baraka: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  akinyi = await addStaff(database.db, "Akinyi Wafula");
  baraka = await addStaff(database.db, "Baraka Otieno");
});

afterAll(async () => {
  await database?.destroy();
});

async function freshEnquiry() {
  const { enquiry } = await addInquiryEnquiry(database.db);
  return enquiry.id;
}

async function read(id: number) {
  const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!row) throw new Error("gone");
  return row;
}

async function trail(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "enquiries"), eq(auditLog.rowId, String(id))))
    .orderBy(auditLog.id);
}

describe("owner", () => {
  it("tells a colleague given the enquiry by e-mail, with a link to it; taking it yourself sends nothing", async () => {
    const id = await freshEnquiry();
    const notify = { siteUrl: "https://heartbeest.test", byName: "Akinyi Wafula" };
    const toBaraka = () =>
      database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, ENQUIRY_ASSIGNED_EMAIL_KIND), eq(emailOutbox.toAddress, baraka.email)));
    const before = (await toBaraka()).length;
    await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: akinyi.id, notify });
    const akinyiMails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, ENQUIRY_ASSIGNED_EMAIL_KIND), eq(emailOutbox.toAddress, akinyi.email)));
    expect(akinyiMails).toEqual([]);

    await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: baraka.id, notify });
    const mails = await toBaraka();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail?.subject).toBe(`ENQ-${id} from Tom Baker is now yours`);
    expect(mail?.textBody).toContain("Akinyi Wafula gave you this enquiry.");
    expect(mail?.textBody).toContain(`https://heartbeest.test/admin/inbox/${id}`);
    // Baraka taking it back from nobody himself: nothing more.
    await assignEnquiry(database.db, baraka, { enquiryId: id, ownerId: null });
    await assignEnquiry(database.db, baraka, {
      enquiryId: id,
      ownerId: baraka.id,
      notify: { ...notify, byName: "Baraka" },
    });
    expect(await toBaraka()).toHaveLength(before + 1);
  });

  it("assigns, reassigns and unassigns, each audited with the names", async () => {
    const id = await freshEnquiry();
    const before = await read(id);
    expect(await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: akinyi.id })).toEqual({
      status: "changed",
    });
    const assigned = await read(id);
    expect(assigned.ownerId).toBe(akinyi.id);
    expect(assigned.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());

    await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: baraka.id });
    expect((await read(id)).ownerId).toBe(baraka.id);
    await assignEnquiry(database.db, baraka, { enquiryId: id, ownerId: null });
    expect((await read(id)).ownerId).toBeNull();

    const entries = await trail(id);
    expect(entries.map((entry) => [entry.before, entry.after, entry.actorEmail])).toEqual([
      [{ ownerId: null, ownerName: null }, { ownerId: akinyi.id, ownerName: "Akinyi Wafula" }, akinyi.email],
      [
        { ownerId: akinyi.id, ownerName: "Akinyi Wafula" },
        { ownerId: baraka.id, ownerName: "Baraka Otieno" },
        akinyi.email,
      ],
      [{ ownerId: baraka.id, ownerName: "Baraka Otieno" }, { ownerId: null, ownerName: null }, baraka.email],
    ]);
  });

  it("changes nothing when the owner is the same, and refuses someone who is not staff", async () => {
    const id = await freshEnquiry();
    expect(await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: null })).toEqual({ status: "unchanged" });
    expect(await assignEnquiry(database.db, akinyi, { enquiryId: id, ownerId: "no-such-person" })).toEqual({
      status: "refused",
      reason: "unknown_owner",
    });
    expect((await read(id)).ownerId).toBeNull();
    expect(await trail(id)).toEqual([]);
    expect(await assignEnquiry(database.db, akinyi, { enquiryId: 999_999, ownerId: null })).toEqual({
      status: "not_found",
    });
  });
});

describe("stage", () => {
  it("moves along the pipeline and to lost with a reason, audited", async () => {
    const id = await freshEnquiry();
    expect(
      await moveEnquiryStage(database.db, akinyi, {
        enquiryId: id,
        stage: "quoted",
        seenStage: "new",
        lostReason: null,
      }),
    ).toEqual({ status: "changed" });
    expect(
      await moveEnquiryStage(database.db, akinyi, {
        enquiryId: id,
        stage: "lost",
        seenStage: "quoted",
        lostReason: "Price too high",
      }),
    ).toEqual({ status: "changed" });
    expect(await read(id)).toMatchObject({ stage: "lost", lostReason: "Price too high" });
    // Out of 'lost' again: the reason goes with it.
    await moveEnquiryStage(database.db, akinyi, {
      enquiryId: id,
      stage: "quoted",
      seenStage: "lost",
      lostReason: null,
    });
    expect(await read(id)).toMatchObject({ stage: "quoted", lostReason: null });
    expect((await trail(id)).map((entry) => entry.after)).toEqual([
      { stage: "quoted", lostReason: null },
      { stage: "lost", lostReason: "Price too high" },
      { stage: "quoted", lostReason: null },
    ]);
  });

  it("refuses lost without a reason, and a stage someone else changed since the page was loaded", async () => {
    const id = await freshEnquiry();
    expect(
      await moveEnquiryStage(database.db, akinyi, { enquiryId: id, stage: "lost", seenStage: "new", lostReason: null }),
    ).toEqual({ status: "refused", reason: "reason_required" });
    await moveEnquiryStage(database.db, baraka, { enquiryId: id, stage: "quoted", seenStage: "new", lostReason: null });
    expect(
      await moveEnquiryStage(database.db, akinyi, {
        enquiryId: id,
        stage: "confirmed",
        seenStage: "new",
        lostReason: null,
      }),
    ).toEqual({ status: "refused", reason: "stale", detail: "quoted" });
    expect((await read(id)).stage).toBe("quoted");
    expect(await trail(id)).toHaveLength(1);
  });

  it("reads the reason from the list or from 'other' in the traveller's own words", () => {
    expect(lostReasonOf({ lostReason: "Dates not available" })).toBe("Dates not available");
    expect(lostReasonOf({ lostReason: "other", lostReasonOther: "  Went to Botswana  " })).toBe("Went to Botswana");
    expect(lostReasonOf({ lostReason: "other", lostReasonOther: " " })).toBeNull();
    expect(lostReasonOf({})).toBeNull();
  });

  it("accepts only known stages and intents from a form", () => {
    expect(enquiryForm.safeParse({ intent: "stage", stage: "won", seenStage: "new" }).success).toBe(false);
    expect(enquiryForm.safeParse({ intent: "stage", stage: "quoted", seenStage: "new" }).success).toBe(true);
    expect(enquiryForm.safeParse({ intent: "delete" }).success).toBe(false);
    expect(enquiryForm.safeParse({ intent: "note", body: "   " }).success).toBe(false);
  });
});

describe("close, reopen and phone", () => {
  it("closes and reopens, audited", async () => {
    const id = await freshEnquiry();
    const at = new Date("2031-03-04T08:00:00Z");
    expect(await setEnquiryClosed(database.db, akinyi, { enquiryId: id, closed: true, at })).toEqual({
      status: "changed",
    });
    expect((await read(id)).closedAt).toEqual(at);
    expect(await setEnquiryClosed(database.db, akinyi, { enquiryId: id, closed: true })).toEqual({
      status: "unchanged",
    });
    await setEnquiryClosed(database.db, akinyi, { enquiryId: id, closed: false });
    expect((await read(id)).closedAt).toBeNull();
    expect((await trail(id)).map((entry) => entry.after)).toEqual([{ closedAt: at.toISOString() }, { closedAt: null }]);
  });

  it("answering by phone stops the clock once, with channel phone", async () => {
    const id = await freshEnquiry();
    const at = new Date("2031-03-03T09:30:00Z");
    expect(await recordPhoneAnswer(database.db, akinyi, { enquiryId: id, at })).toEqual({ status: "changed" });
    expect(await read(id)).toMatchObject({ firstReplyAt: at, firstReplyChannel: "phone" });
    expect(await recordPhoneAnswer(database.db, akinyi, { enquiryId: id })).toEqual({ status: "unchanged" });
    expect((await read(id)).firstReplyAt).toEqual(at);
    expect((await trail(id)).map((entry) => entry.after)).toEqual([
      { firstReplyAt: at.toISOString(), firstReplyChannel: "phone" },
    ]);
  });
});

describe("notes", () => {
  it("adds notes to the thread, never overwriting, each audited", async () => {
    const id = await freshEnquiry();
    await addEnquiryNote(database.db, akinyi, { enquiryId: id, body: "  Called, no answer.  " });
    await addEnquiryNote(database.db, baraka, { enquiryId: id, body: "Sent the brochure." });
    const notes = await database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id));
    expect(notes.map((note) => [note.authorName, note.body])).toEqual([
      ["Akinyi Wafula", "Called, no answer."],
      ["Baraka Otieno", "Sent the brochure."],
    ]);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.tableName, "enquiry_notes"));
    expect(audited.filter((entry) => notes.some((note) => String(note.id) === entry.rowId))).toHaveLength(2);
    expect(await addEnquiryNote(database.db, akinyi, { enquiryId: 999_999, body: "x" })).toEqual({
      status: "not_found",
    });
  });
});

describe("follow-up day", () => {
  it("is set and cleared, each audited, and the traveller writing again clears it", async () => {
    const { enquiry, inquiryId } = await addInquiryEnquiry(database.db);
    expect(await setFollowUp(database.db, akinyi, { enquiryId: enquiry.id, day: "2027-01-15" })).toEqual({
      status: "changed",
    });
    expect((await read(enquiry.id)).followUpOn).toBe("2027-01-15");
    expect(await setFollowUp(database.db, akinyi, { enquiryId: enquiry.id, day: "2027-01-15" })).toEqual({
      status: "unchanged",
    });
    await setFollowUp(database.db, akinyi, { enquiryId: enquiry.id, day: null });
    expect((await read(enquiry.id)).followUpOn).toBeNull();
    expect((await trail(enquiry.id)).map((entry) => [entry.before, entry.after])).toEqual([
      [{ followUpOn: null }, { followUpOn: "2027-01-15" }],
      [{ followUpOn: "2027-01-15" }, { followUpOn: null }],
    ]);

    await setFollowUp(database.db, akinyi, { enquiryId: enquiry.id, day: "2027-02-01" });
    await recordTravellerActivity(database.db, { kind: "inquiry", inquiryId });
    expect((await read(enquiry.id)).followUpOn).toBeNull();
  });
});
