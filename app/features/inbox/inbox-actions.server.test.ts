// Bulk changes from the inbox list and saved views against a real database: assign and close many at once
// with one audit entry per enquiry changed, all or nothing, refused for ids that are not enquiries and for
// rows that changed since the list was loaded; saved views kept per member of staff.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, enquiries, staffUsers } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addChatEnquiry, addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { ENQUIRY_ASSIGNED_EMAIL_KIND } from "./assignee-notice.server";
import { recordTravellerActivity } from "./enquiries.server";
import {
  assignEnquiries,
  deleteView,
  listSavedViews,
  SAVED_VIEW_LIMIT,
  saveView,
  setEnquiriesClosed,
} from "./inbox-actions.server";
import { readSeenToken, type SeenRow, seenToken } from "./inbox-seen";

let database: TestDatabase;
let me: { id: string; name: string; email: string };
let colleague: { id: string; name: string; email: string };
let actor: { id: string; email: string };

const AT = new Date("2026-11-23T12:00:00Z");

async function stored(ids: number[]) {
  return database.db.select().from(enquiries).where(inArray(enquiries.id, ids)).orderBy(enquiries.id);
}

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "enquiries"), eq(auditLog.rowId, String(id))))
    .orderBy(auditLog.id);
}

/** What the list showed for these rows just now. */
async function seenNow(ids: number[]): Promise<Map<number, SeenRow>> {
  const rows = await stored(ids);
  return new Map(rows.map((row) => [row.id, readSeenToken(seenToken(row)) as SeenRow]));
}

async function threeInquiries(prefix: string) {
  const made = [];
  for (const name of ["One", "Two", "Three"]) {
    made.push(
      (await addInquiryEnquiry(database.db, { name: `${prefix} ${name}`, email: `${name}@example.com` })).enquiry.id,
    );
  }
  return made;
}

beforeAll(async () => {
  database = await createTestDatabase();
  me = await addStaff(database.db, "Akinyi Wafula");
  colleague = await addStaff(database.db, "Baraka Otieno");
  actor = { id: me.id, email: me.email };
});

afterAll(async () => {
  await database?.destroy();
});

describe("assigning", () => {
  it("tells the colleague given them by e-mail, one per enquiry", async () => {
    const ids = await threeInquiries("Notify");
    const notify = { siteUrl: "https://heartbeest.test", byName: me.name };
    const result = await assignEnquiries(database.db, { ids }, colleague.id, actor, AT, notify);
    expect(result).toMatchObject({ status: "done", changed: 3 });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, ENQUIRY_ASSIGNED_EMAIL_KIND), eq(emailOutbox.toAddress, colleague.email)));
    for (const id of ids) {
      expect(mails.filter((mail) => mail.textBody.includes(`https://heartbeest.test/admin/inbox/${id}`))).toHaveLength(
        1,
      );
    }
  });

  it("gives every selected enquiry to one member of staff, auditing each change", async () => {
    const ids = await threeInquiries("Assign");
    const seen = await seenNow(ids);
    const result = await assignEnquiries(database.db, { ids, seen }, me.id, actor, AT);
    expect(result).toEqual({ status: "done", changed: 3, unchanged: 0 });
    for (const row of await stored(ids)) {
      expect(row.ownerId).toBe(me.id);
      expect(row.lastActivityAt).toEqual(AT);
    }
    const [entry, ...more] = await auditOf(ids[0] as number);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: me.id,
      actorEmail: me.email,
      action: "update",
      before: { ownerId: null, ownerName: null },
      after: { ownerId: me.id, ownerName: "Akinyi Wafula" },
    });

    // Again, to someone else, one already theirs: only the others change.
    await assignEnquiries(database.db, { ids: [ids[0] as number] }, colleague.id, actor, AT);
    const again = await assignEnquiries(database.db, { ids }, colleague.id, actor, AT);
    expect(again).toEqual({ status: "done", changed: 2, unchanged: 1 });
    expect((await auditOf(ids[1] as number)).at(-1)).toMatchObject({
      before: { ownerId: me.id, ownerName: "Akinyi Wafula" },
      after: { ownerId: colleague.id, ownerName: "Baraka Otieno" },
    });

    // And to nobody.
    expect(await assignEnquiries(database.db, { ids }, null, actor, AT)).toEqual({
      status: "done",
      changed: 3,
      unchanged: 0,
    });
    expect((await stored(ids)).map((row) => row.ownerId)).toEqual([null, null, null]);
  });

  it("refuses, changing nothing, when one was taken by someone else since the list was loaded", async () => {
    const ids = await threeInquiries("Stale");
    const seen = await seenNow(ids);
    await assignEnquiries(database.db, { ids: [ids[2] as number] }, colleague.id, actor, AT);
    const result = await assignEnquiries(database.db, { ids, seen }, me.id, actor, AT);
    expect(result).toEqual({
      status: "stale",
      enquiries: [{ id: ids[2], name: "Stale Three", change: "is now with Baraka Otieno" }],
    });
    expect((await stored(ids)).map((row) => row.ownerId)).toEqual([null, null, colleague.id]);
    expect(await auditOf(ids[0] as number)).toEqual([]);
    // Taken by the one they are being given to anyway: nothing to refuse.
    expect(await assignEnquiries(database.db, { ids, seen }, colleague.id, actor, AT)).toEqual({
      status: "done",
      changed: 2,
      unchanged: 1,
    });
  });

  it("refuses ids that are not enquiries, changing nothing", async () => {
    const ids = await threeInquiries("Foreign");
    const result = await assignEnquiries(database.db, { ids: [...ids, 987_654] }, me.id, actor, AT);
    expect(result).toEqual({ status: "missing", ids: [987_654] });
    expect((await stored(ids)).map((row) => row.ownerId)).toEqual([null, null, null]);
  });

  it("refuses an owner who is not (or no longer) a member of staff", async () => {
    const ids = await threeInquiries("Owner");
    expect(await assignEnquiries(database.db, { ids }, "no-such-account", actor, AT)).toEqual({
      status: "unknown_owner",
    });
    const barred = await addStaff(database.db, "Barred Person");
    await database.db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, barred.id));
    expect(await assignEnquiries(database.db, { ids }, barred.id, actor, AT)).toEqual({ status: "unknown_owner" });
    expect((await stored(ids)).map((row) => row.ownerId)).toEqual([null, null, null]);
  });

  it("does nothing for nothing selected, and the same id twice counts once", async () => {
    expect(await assignEnquiries(database.db, { ids: [] }, me.id, actor, AT)).toEqual({
      status: "done",
      changed: 0,
      unchanged: 0,
    });
    const [id] = await threeInquiries("Twice");
    expect(await assignEnquiries(database.db, { ids: [id as number, id as number] }, me.id, actor, AT)).toEqual({
      status: "done",
      changed: 1,
      unchanged: 0,
    });
  });
});

describe("closing and reopening", () => {
  it("closes the selected (off the clock) and reopens them, auditing each", async () => {
    const ids = await threeInquiries("Close");
    const result = await setEnquiriesClosed(database.db, { ids, seen: await seenNow(ids) }, true, actor, AT);
    expect(result).toEqual({ status: "done", changed: 3, unchanged: 0 });
    expect((await stored(ids)).map((row) => row.closedAt)).toEqual([AT, AT, AT]);
    expect((await auditOf(ids[0] as number)).at(-1)).toMatchObject({
      before: { closedAt: null },
      after: { closedAt: AT.toISOString() },
    });

    const later = new Date(AT.getTime() + 60_000);
    expect(await setEnquiriesClosed(database.db, { ids: [ids[0] as number] }, false, actor, later)).toEqual({
      status: "done",
      changed: 1,
      unchanged: 0,
    });
    const [reopened] = await stored([ids[0] as number]);
    expect(reopened?.closedAt).toBeNull();
    expect((await auditOf(ids[0] as number)).at(-1)).toMatchObject({
      before: { closedAt: AT.toISOString() },
      after: { closedAt: null },
    });
    expect(await setEnquiriesClosed(database.db, { ids }, true, actor, later)).toEqual({
      status: "done",
      changed: 1,
      unchanged: 2,
    });
  });

  it("refuses to close one the traveller wrote to again since the list was loaded", async () => {
    const { enquiry, conversationId } = await addChatEnquiry(database.db, { name: "Chatty Cathy" });
    const ids = [enquiry.id, ...(await threeInquiries("Busy"))];
    const seen = await seenNow(ids);
    await recordTravellerActivity(database.db, { kind: "chat", conversationId }, new Date(Date.now() + 1000));
    expect(await setEnquiriesClosed(database.db, { ids, seen }, true, actor, AT)).toEqual({
      status: "stale",
      enquiries: [{ id: enquiry.id, name: "Chatty Cathy", change: "has new activity" }],
    });
    expect((await stored(ids)).map((row) => row.closedAt)).toEqual([null, null, null, null]);
  });

  it("refuses ids that are not enquiries", async () => {
    const ids = await threeInquiries("Gone");
    expect(await setEnquiriesClosed(database.db, { ids: [0, ...ids] }, true, actor, AT)).toEqual({
      status: "missing",
      ids: [0],
    });
  });
});

describe("saved views", () => {
  const auditFor = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "inbox_saved_views"), eq(auditLog.rowId, String(id))));

  it("are each member of staff's own", async () => {
    const mine = await saveView(database.db, me.id, "Mine, waiting", "owner=me&clock=waiting", actor);
    expect(mine).toMatchObject({ status: "created", view: { name: "Mine, waiting", query: "owner=me&clock=waiting" } });
    // The same name for a colleague is theirs.
    const theirs = await saveView(database.db, colleague.id, "Mine, waiting", "owner=me", {
      id: colleague.id,
      email: colleague.email,
    });
    expect(theirs.status).toBe("created");
    expect((await listSavedViews(database.db, me.id)).map((view) => view.query)).toEqual(["owner=me&clock=waiting"]);
    expect((await listSavedViews(database.db, colleague.id)).map((view) => view.query)).toEqual(["owner=me"]);

    // The same name again replaces the query.
    const updated = await saveView(database.db, me.id, "Mine, waiting", "owner=me&clock=nearing", actor);
    expect(updated).toMatchObject({ status: "updated", view: { query: "owner=me&clock=nearing" } });
    expect(await listSavedViews(database.db, me.id)).toHaveLength(1);
    if (mine.status === "limit") throw new Error("unexpected");
    expect((await auditFor(mine.view.id)).map((entry) => entry.action)).toEqual(["create", "update"]);

    // A colleague cannot delete mine; I can.
    expect(await deleteView(database.db, colleague.id, mine.view.id, actor)).toBeNull();
    expect(await deleteView(database.db, me.id, mine.view.id, actor)).toMatchObject({ name: "Mine, waiting" });
    expect(await listSavedViews(database.db, me.id)).toEqual([]);
    expect(await deleteView(database.db, me.id, mine.view.id, actor)).toBeNull();
    expect((await auditFor(mine.view.id)).map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
  });

  it(`stop at ${SAVED_VIEW_LIMIT} each`, async () => {
    const someone = await addStaff(database.db, "Many Views");
    const who = { id: someone.id, email: someone.email };
    for (let index = 0; index < SAVED_VIEW_LIMIT; index++) {
      expect((await saveView(database.db, someone.id, `View ${index}`, "", who)).status).toBe("created");
    }
    expect(await saveView(database.db, someone.id, "One more", "", who)).toEqual({ status: "limit" });
    // Replacing one still works at the limit.
    expect((await saveView(database.db, someone.id, "View 3", "kind=chat", who)).status).toBe("updated");
    expect(await listSavedViews(database.db, someone.id)).toHaveLength(SAVED_VIEW_LIMIT);
  });
});
