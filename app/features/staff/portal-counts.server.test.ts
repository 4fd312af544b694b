// The portal's live counts against a real database: enquiries waiting for the viewer (theirs or nobody's,
// unanswered, open), the inbox's marker moving when an enquiry arrives or changes, and the viewer's own
// enquiries, which is how the portal tells them one is newly theirs.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { livePortal, portalCounts } from "./portal-counts.server";

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

describe("live portal counts", () => {
  it("counts the unanswered open enquiries that are the viewer's or nobody's", async () => {
    const start = await portalCounts(database.db, akinyi.id);
    const { enquiry: nobodys } = await addInquiryEnquiry(database.db, { name: "Nobody's" });
    const { enquiry: barakas } = await addInquiryEnquiry(database.db, { name: "Baraka's" });
    await database.db.update(enquiries).set({ ownerId: baraka.id }).where(eq(enquiries.id, barakas.id));
    expect((await portalCounts(database.db, akinyi.id)).waitingForMe).toBe(start.waitingForMe + 1);
    expect((await portalCounts(database.db, baraka.id)).waitingForMe).toBe(start.waitingForMe + 2);

    // Answered, closed or lost: no longer waiting.
    await database.db
      .update(enquiries)
      .set({ firstReplyAt: new Date(), firstReplyChannel: "phone" })
      .where(eq(enquiries.id, nobodys.id));
    expect((await portalCounts(database.db, akinyi.id)).waitingForMe).toBe(start.waitingForMe);
    await database.db.update(enquiries).set({ closedAt: new Date() }).where(eq(enquiries.id, barakas.id));
    expect((await portalCounts(database.db, baraka.id)).waitingForMe).toBe(start.waitingForMe);
  });

  it("moves the inbox's marker when an enquiry arrives or changes, and lists the viewer's own", async () => {
    const before = await livePortal(database.db, akinyi.id);
    const { enquiry } = await addInquiryEnquiry(database.db, { name: "Lena Vogel" });
    const arrived = await livePortal(database.db, akinyi.id);
    expect(arrived.inboxMarker).not.toBe(before.inboxMarker);
    expect(arrived.owned.map((row) => row.id)).not.toContain(enquiry.id);

    await database.db
      .update(enquiries)
      .set({ ownerId: akinyi.id, lastActivityAt: new Date(Date.now() + 1_000) })
      .where(eq(enquiries.id, enquiry.id));
    const assigned = await livePortal(database.db, akinyi.id);
    expect(assigned.inboxMarker).not.toBe(arrived.inboxMarker);
    expect(assigned.owned[0]).toEqual({ id: enquiry.id, name: "Lena Vogel" });
    expect((await livePortal(database.db, baraka.id)).owned.map((row) => row.id)).not.toContain(enquiry.id);
  });
});
