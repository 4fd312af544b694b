// What travellers wrote is read, not edited: a review opens on its own page (approve, hide, a notes thread
// that is only ever added to, its history in words), an inquiry opens as its enquiry, a booking on its
// page with no notes field left; the navigation counts what waits (unread chats, new bookings, pending
// reviews) in one query. Real database, real signed-in sessions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  chatConversations,
  chatMessages,
  enquiries,
  inquiries,
  reviewNotes,
  reviews,
} from "~/db/schema";
import { findTable, tableView } from "~/features/admin-tables/table-registry.server";
import { portalCounts } from "~/features/staff/portal-counts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as booking from "./booking";
import * as layout from "./layout";
import * as review from "./review";
import * as table from "./table";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let agentCookie: string;
let reviewId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Akinyi Wafula"));
  ({ cookie: agentCookie } = await signedInStaff(database, "Juma Agent", "agent"));
  const [row] = await database.db
    .insert(reviews)
    .values({
      userName: "Margaret Hill",
      email: "margaret@example.com",
      rating: 4,
      comment: "Dusty, wonderful.",
      status: "pending",
    })
    .returning({ id: reviews.id });
  reviewId = row!.id;
});

afterAll(async () => {
  await database?.destroy();
});

const path = () => `/admin/reviews/${reviewId}`;
const post = (values: Record<string, string>, as = cookie) =>
  routeOutcome(
    review.action,
    siteRequest(path(), { method: "POST", cookie: as, body: form(values) }),
    { id: String(reviewId) },
    context,
  );
const read = async () => {
  const outcome = await routeOutcome(review.loader, siteRequest(path(), { cookie }), { id: String(reviewId) }, context);
  expect(outcome.status).toBe(200);
  return outcome.body as Awaited<ReturnType<typeof review.loader>>;
};

describe("a review's read view", () => {
  it("shows what the traveller wrote; approves and hides, each in the history in words", async () => {
    expect((await read()).review).toMatchObject({
      userName: "Margaret Hill",
      comment: "Dusty, wonderful.",
      status: "pending",
    });

    expect(await post({ intent: "approve" })).toMatchObject({ status: 302, location: path() });
    const approved = await read();
    expect(approved.review.status).toBe("published");
    expect(approved.review.publishedAt).not.toBeNull();
    // Approving twice (a second tab) changes nothing and says so.
    expect(await post({ intent: "approve" })).toMatchObject({ status: 302 });
    expect(await post({ intent: "hide" })).toMatchObject({ status: 302 });

    const { history } = await read();
    expect(history.map((entry) => entry.changes.find((change) => change.field === "status"))).toEqual([
      { field: "status", label: "Status", before: "Published", after: "Hidden" },
      { field: "status", label: "Status", before: "Pending", after: "Published" },
    ]);
    expect(history[0]).toMatchObject({ verb: "Changed", who: "Akinyi Wafula" });
  });

  it("keeps notes as a thread: who and when, added and never changed; an empty note is refused in words", async () => {
    const empty = await post({ intent: "note", body: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ intent: "note", fieldErrors: { body: "Please write the note." } });

    expect(await post({ intent: "note", body: "Guest called: happy for us to quote her." })).toMatchObject({
      status: 302,
      location: `${path()}#review-notes`,
    });
    expect(await post({ intent: "note", body: "Hidden until she confirms the guide's name." })).toMatchObject({
      status: 302,
    });
    const { notes, history } = await read();
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      ["Akinyi Wafula", "Guest called: happy for us to quote her."],
      ["Akinyi Wafula", "Hidden until she confirms the guide's name."],
    ]);
    expect(history[0]).toMatchObject({ verb: "Added", record: `note #${notes[1]!.id}` });
    const stored = await database.db.select().from(reviewNotes).where(eq(reviewNotes.reviewId, reviewId));
    expect(stored).toHaveLength(2);
  });

  it("answers 404 for an unknown review, 400 for a request it does not know, 403 for a role without content", async () => {
    const unknown = await routeOutcome(
      review.loader,
      siteRequest("/admin/reviews/999999", { cookie }),
      { id: "999999" },
      context,
    );
    expect(unknown.status).toBe(404);
    expect((await post({ intent: "rewrite", comment: "Better words" })).status).toBe(400);
    expect((await post({ intent: "note", body: "an agent's note" }, agentCookie)).status).toBe(403);
    expect((await read()).review.comment).toBe("Dusty, wonderful.");
  });
});

describe("the tables: read, don't edit", () => {
  it("lists reviews with Open and no Edit, and refuses an edit post", async () => {
    const view = tableView(findTable("reviews")!);
    expect(view).toMatchObject({ canEdit: false, readsOnOwnPage: true });
    const list = await routeOutcome(
      table.loader,
      siteRequest("/admin/reviews", { cookie }),
      { table: "reviews" },
      context,
    );
    expect((list.body as { readLinks: Record<string, string> }).readLinks[String(reviewId)]).toBe(path());
    const edit = await routeOutcome(
      table.action,
      siteRequest("/admin/reviews", {
        method: "POST",
        cookie,
        body: form({ intent: "update", id: String(reviewId), comment: "Rewritten by staff" }),
      }),
      { table: "reviews" },
      context,
    );
    expect(edit.status).toBe(403);
    expect((await read()).review.comment).toBe("Dusty, wonderful.");
  });

  it("opens an inquiry as its enquiry in the inbox, and neither adds nor edits inquiries", async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        name: "Tomás Ferreira",
        email: "tomas@example.com",
        subject: "Honeymoon",
        inquiryType: "custom",
        message: "Ten days in June, please.",
      })
      .returning({ id: inquiries.id });
    const [enquiry] = await database.db
      .insert(enquiries)
      .values({
        kind: "inquiry",
        inquiryId: inquiry!.id,
        name: "Tomás Ferreira",
        email: "tomas@example.com",
        subject: "Honeymoon",
      })
      .returning({ id: enquiries.id });
    const list = await routeOutcome(
      table.loader,
      siteRequest("/admin/inquiries", { cookie }),
      { table: "inquiries" },
      context,
    );
    const page = list.body as { view: { canEdit: boolean; canCreate: boolean }; readLinks: Record<string, string> };
    expect(page.view).toMatchObject({ canEdit: false, canCreate: false });
    expect(page.readLinks[String(inquiry!.id)]).toBe(`/admin/inbox/${enquiry!.id}`);
  });

  it("no longer edits a booking's old notes field anywhere: not in the table, not on the booking's page", async () => {
    const bookingsTable = tableView(findTable("safari_bookings")!);
    expect(bookingsTable.columns.map((column) => column.key)).not.toContain("staffNotes");
    expect(bookingsTable.columns.find((column) => column.key === "message")?.editable).toBe(false);

    const [row] = await database.db
      .insert(bookings)
      .values({
        source: "safari_form",
        packageTitle: "Amboseli",
        name: "Joseph",
        email: "j@example.com",
        phone: "+254 700 000 000",
        country: "Kenya",
        adults: 2,
        arrivalDate: "2031-08-01",
        departureDate: "2031-08-04",
        staffNotes: "old notes",
      })
      .returning({ id: bookings.id });
    const before = await database.db.select().from(auditLog);
    const notes = await routeOutcome(
      booking.action,
      siteRequest(`/admin/bookings/${row!.id}`, {
        method: "POST",
        cookie,
        body: form({ intent: "notes", staffNotes: "overwritten" }),
      }),
      { id: String(row!.id) },
      context,
    );
    expect(notes.status).toBe(400);
    const [after] = await database.db
      .select({ staffNotes: bookings.staffNotes })
      .from(bookings)
      .where(eq(bookings.id, row!.id));
    expect(after!.staffNotes).toBe("old notes");
    expect(await database.db.select().from(auditLog)).toHaveLength(before.length);
  });
});

describe("the navigation's counts", () => {
  it("counts unread chats, new bookings and pending reviews, and hands them to the frame", async () => {
    const start = await portalCounts(database.db, null);
    const [answered, waiting] = await database.db
      .insert(chatConversations)
      .values([
        { visitorToken: "t-answered", visitorName: "A", visitorEmail: "a@example.com" },
        { visitorToken: "t-waiting", visitorName: "B", visitorEmail: "b@example.com" },
      ])
      .returning({ id: chatConversations.id });
    await database.db.insert(chatMessages).values([
      { conversationId: answered!.id, sender: "visitor", body: "Hello?" },
      { conversationId: answered!.id, sender: "staff", body: "Jambo! How can we help?" },
      { conversationId: waiting!.id, sender: "visitor", body: "Is July busy?" },
    ]);
    await database.db
      .insert(reviews)
      .values({ userName: "P", email: "p@example.com", rating: 5, comment: "Yes", status: "pending" });

    const now = await portalCounts(database.db, null);
    expect(now).toEqual({
      waitingForMe: start.waitingForMe,
      unreadChats: start.unreadChats + 1,
      newBookings: start.newBookings,
      pendingReviews: start.pendingReviews + 1,
    });
    const frame = await routeOutcome(layout.loader, siteRequest("/admin", { cookie }), {}, context);
    expect((frame.body as { counts: unknown }).counts).toEqual(now);
  });
});
