// One enquiry in full, against a real database: what it is about, the clock, the traveller's other
// enquiries by e-mail whatever its case, the thread in time order and the audit trail in words.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, chatConversations, inquiries } from "~/db/schema";
import { cancelBooking } from "~/features/bookings/booking-records.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addChatEnquiry, addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { addEnquiryNote, assignEnquiry, moveEnquiryStage, setEnquiryClosed } from "./enquiry-actions.server";
import { describeAuditEntry, getEnquiryDetail, parseEnquiryId } from "./enquiry-detail.server";
import { newReplyToken, sendEnquiryReply } from "./enquiry-reply.server";

let database: TestDatabase;
let akinyi: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  akinyi = await addStaff(database.db, "Akinyi Wafula");
});

afterAll(async () => {
  await database?.destroy();
});

describe("an enquiry's page", () => {
  it("shows a booking's essentials, the clock and the traveller's other enquiries by e-mail in any case", async () => {
    const received = new Date("2025-03-03T07:00:00Z"); // Monday 10:00 in Nairobi
    const { enquiry, reference, bookingId } = await addBookingEnquiry(database.db, {
      email: "Grace.Otieno@Example.com",
      receivedAt: received,
    });
    const earlier = await addInquiryEnquiry(database.db, {
      email: "grace.otieno@example.com",
      receivedAt: new Date("2024-11-01T07:00:00Z"),
    });
    const chat = await addChatEnquiry(database.db, { email: "GRACE.OTIENO@EXAMPLE.COM" });
    await addInquiryEnquiry(database.db, { email: "someone.else@example.com" });

    const detail = await getEnquiryDetail(database.db, enquiry.id, { now: new Date("2025-03-03T08:00:00Z") });
    expect(detail?.reference).toBe(reference);
    expect(detail?.phone).toBe("+254 712 345 678");
    expect(detail?.booking).toMatchObject({ id: bookingId, packageTitle: "Maasai Mara Explorer", adults: 2 });
    expect(detail?.clock).toMatchObject({ state: "waiting", officeMinutes: 60 });
    expect(detail?.clock.deadline).toEqual(new Date("2025-03-03T09:00:00Z"));
    expect(detail?.history.map((other) => [other.id, other.reference])).toEqual([
      [chat.enquiry.id, `ENQ-${chat.enquiry.id}`],
      [earlier.enquiry.id, `ENQ-${earlier.enquiry.id}`],
    ]);
  });

  it("names the language the traveller wrote in, English when they wrote from the English site", async () => {
    const german = await addBookingEnquiry(database.db, { email: "jonas@example.de" });
    await database.db.update(bookings).set({ locale: "de" }).where(eq(bookings.id, german.bookingId));
    const french = await addInquiryEnquiry(database.db, { email: "camille@example.fr" });
    await database.db.update(inquiries).set({ locale: "fr" }).where(eq(inquiries.id, french.inquiryId));
    const spanish = await addChatEnquiry(database.db, { email: "lucia@example.es" });
    await database.db
      .update(chatConversations)
      .set({ locale: "es" })
      .where(eq(chatConversations.id, spanish.conversationId));
    const english = await addInquiryEnquiry(database.db, { email: "ruth@example.com" });
    const localeOf = async (id: number) => (await getEnquiryDetail(database.db, id))?.locale;
    expect(await localeOf(german.enquiry.id)).toBe("de");
    expect(await localeOf(french.enquiry.id)).toBe("fr");
    expect(await localeOf(spanish.enquiry.id)).toBe("es");
    expect(await localeOf(english.enquiry.id)).toBe("en");
  });

  it("puts replies, notes and chat messages in one thread in time order", async () => {
    const { enquiry } = await addChatEnquiry(database.db, { receivedAt: new Date("2025-03-03T07:00:00Z") });
    await addEnquiryNote(database.db, akinyi, {
      enquiryId: enquiry.id,
      body: "Asked about July.",
      at: new Date("2025-03-03T07:30:00Z"),
    });
    await sendEnquiryReply(database.db, {
      enquiryId: enquiry.id,
      actor: akinyi,
      values: { intent: "reply", replyToken: newReplyToken(), subject: "July", body: "Yes, it is." },
      config: { STAFF_EMAIL: "reservations@heartbeest.test", SITE_URL: "https://heartbeest.test" },
      at: new Date("2025-03-03T07:45:00Z"),
    });
    const detail = await getEnquiryDetail(database.db, enquiry.id);
    expect(detail?.chat).toMatchObject({ messageCount: 1 });
    expect(detail?.thread.map((item) => [item.type, item.author])).toEqual([
      ["chat", "Lena Vogel"],
      ["note", "Akinyi Wafula"],
      ["reply", "Akinyi Wafula"],
    ]);
    expect(detail?.thread[2]).toMatchObject({ subject: `July [ENQ-${enquiry.id}]`, delivery: "pending" });
    expect(detail?.clock.state).toBe("answered");
  });

  it("reads the audit trail of the enquiry and its booking in words, newest first", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await assignEnquiry(database.db, akinyi, { enquiryId: enquiry.id, ownerId: akinyi.id });
    await moveEnquiryStage(database.db, akinyi, {
      enquiryId: enquiry.id,
      stage: "quoted",
      seenStage: "new",
      lostReason: null,
    });
    await cancelBooking(database.db, { bookingId, reason: "The travellers called the trip off.", actor: akinyi });
    await setEnquiryClosed(database.db, akinyi, { enquiryId: enquiry.id, closed: true });
    await addEnquiryNote(database.db, akinyi, { enquiryId: enquiry.id, body: "Gone elsewhere." });
    const detail = await getEnquiryDetail(database.db, enquiry.id);
    expect(detail?.trail.map((entry) => entry.what)).toEqual([
      "Note added",
      "Closed",
      "Stage: proposal sent → lost (Booking cancelled)",
      "Booking status: new → cancelled",
      "Stage: no proposal yet → proposal sent",
      "Owner: none → Akinyi Wafula",
    ]);
    expect(detail?.trail.every((entry) => entry.who === "Akinyi Wafula")).toBe(true);
  });

  it("is null for an unknown enquiry; ids that are not ids are not found", async () => {
    expect(await getEnquiryDetail(database.db, 999_999)).toBeNull();
    for (const raw of ["abc", "0", "-1", "1.5", "99999999999", "", undefined]) expect(parseEnquiryId(raw)).toBeNull();
    expect(parseEnquiryId("42")).toBe(42);
  });
});

describe("audit entries in words", () => {
  it.each([
    [{ ownerId: "a", ownerName: "Akinyi" }, { ownerId: null, ownerName: null }, "Owner: Akinyi → none"],
    [{ closedAt: "2025-01-01" }, { closedAt: null }, "Reopened"],
    [
      { firstReplyAt: null, firstReplyChannel: null },
      { firstReplyAt: "x", firstReplyChannel: "phone" },
      "Answered by phone: the clock stopped",
    ],
    [{ stage: "quoted" }, { stage: "deposit_paid" }, "Stage: proposal sent → deposit paid"],
  ])("%j → %j reads %s", (before, after, words) => {
    expect(describeAuditEntry({ tableName: "enquiries", action: "update", before, after })).toBe(words);
  });

  it("names a reply by its subject and anything else by its table", () => {
    expect(
      describeAuditEntry({ tableName: "enquiry_replies", action: "create", before: null, after: { subject: "Hi" } }),
    ).toBe("Reply sent: Hi");
    expect(describeAuditEntry({ tableName: "payments", action: "create", before: null, after: {} })).toBe(
      "Added (payments)",
    );
  });
});
