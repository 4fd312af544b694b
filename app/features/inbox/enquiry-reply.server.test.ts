// Replies from the portal against a real database: a template's draft filled from the enquiry, and the send
// (the outbox row to the traveller with the staff address to answer to and the reference in the subject,
// stored on the thread, the clock stopped once, a double submit sent once, refusals leaving nothing behind).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, enquiries, enquiryReplies, inquiries, replyTemplates, tripLinks } from "~/db/schema";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { findBookingByTripToken, issueTripLink } from "~/features/trip/trip-links.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addChatEnquiry, addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import {
  ENQUIRY_REPLY_EMAIL_KIND,
  newReplyToken,
  replyDraft,
  replyEmailKey,
  sendEnquiryReply,
  subjectWithReference,
} from "./enquiry-reply.server";

const config = { STAFF_EMAIL: "reservations@heartbeest.test", SITE_URL: "https://heartbeest.test" };

let database: TestDatabase;
let akinyi: Awaited<ReturnType<typeof addStaff>>;
const templates: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  akinyi = await addStaff(database.db, "Akinyi Wafula");
  // The migration seeds three templates.
  for (const row of await database.db.select().from(replyTemplates)) templates[row.name] = row.id;
});

afterAll(async () => {
  await database?.destroy();
});

async function send(enquiryId: number, values: Record<string, string>, at?: Date) {
  return sendEnquiryReply(database.db, {
    enquiryId,
    actor: akinyi,
    values: { intent: "reply", replyToken: newReplyToken(), ...values },
    config,
    at,
  });
}

async function outboxOf(enquiryId: number) {
  const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, ENQUIRY_REPLY_EMAIL_KIND));
  return rows.filter((row) => row.dedupeKey?.startsWith(`enquiry:${enquiryId}:`));
}

describe("a template's draft", () => {
  it("fills the traveller's name, the reference, what it is about and the staff member's name", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db, { name: "Tom Baker" });
    const draft = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Thank you, we are on it"]!,
      staffName: "Akinyi Wafula",
    });
    expect(draft?.subject).toBe(`Your safari enquiry ENQ-${enquiry.id}`);
    expect(draft?.body).toContain("Dear Tom,");
    expect(draft?.body).toContain("about Family safari in August.");
    expect(draft?.body).toContain("Warm regards,\nAkinyi Wafula\n");
    expect(draft?.missing).toEqual([]);
  });

  it("fills the quote and deposit from the booking's stored quote, in its currency", async () => {
    const { enquiry, reference } = await addBookingEnquiry(database.db);
    const draft = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Your quote"]!,
      staffName: "Akinyi Wafula",
    });
    expect(draft?.subject).toBe(`Your quote for Maasai Mara Explorer (${reference})`);
    expect(draft?.body).toContain("the total comes to USD 2,760.00, with a deposit of USD 828.00 to confirm");
  });

  it("leaves what a chat has no value for, and says so", async () => {
    const { enquiry } = await addChatEnquiry(database.db);
    const draft = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Your quote"]!,
      staffName: "Akinyi Wafula",
    });
    expect(draft?.subject).toBe(`Your quote for {package} (ENQ-${enquiry.id})`);
    expect(draft?.missing).toEqual(["package", "quote", "deposit"]);
  });

  it("starts in the traveller's language, with amounts and dates written as in it", async () => {
    const { enquiry, bookingId, reference } = await addBookingEnquiry(database.db, { name: "Jonas Weber" });
    await database.db.update(bookings).set({ locale: "de" }).where(eq(bookings.id, bookingId));
    const draft = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Your quote"]!,
      staffName: "Akinyi Wafula",
    });
    expect(draft).toMatchObject({ language: "de", asked: "de", travellerLocale: "de" });
    expect(draft?.subject).toBe(`Ihr Angebot für Maasai Mara Explorer (${reference})`);
    expect(draft?.body).toContain("Guten Tag Jonas Weber,");
    expect(draft?.body).toContain(
      "beträgt der Gesamtpreis 2.760,00 USD; zur Bestätigung ist eine Anzahlung von 828,00 USD fällig.",
    );
    expect(draft?.body).toContain("Herzliche Grüße\nAkinyi Wafula\nHeartbeest Safari");
  });

  it.each([
    ["fr", "Bonjour Tom Baker,", "Votre demande de safari"],
    ["it", "Gentile Tom Baker,", "La sua richiesta di safari"],
    ["es", "Hola, Tom Baker:", "Su consulta de safari"],
  ] as const)("answers an inquiry written in %s from that language's wording", async (locale, greeting, subject) => {
    const { enquiry, inquiryId } = await addInquiryEnquiry(database.db, { name: "Tom Baker" });
    await database.db.update(inquiries).set({ locale }).where(eq(inquiries.id, inquiryId));
    const draft = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Thank you, we are on it"]!,
      staffName: "Akinyi Wafula",
    });
    expect(draft?.language).toBe(locale);
    expect(draft?.subject).toBe(`${subject} ENQ-${enquiry.id}`);
    expect(draft?.body.startsWith(greeting)).toBe(true);
  });

  it("is written in the language staff choose, and in English when the template has no wording in it", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await database.db.update(bookings).set({ locale: "de" }).where(eq(bookings.id, bookingId));
    const inEnglish = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: templates["Your quote"]!,
      staffName: "Akinyi Wafula",
      language: "en",
    });
    expect(inEnglish).toMatchObject({ language: "en", asked: "en", travellerLocale: "de" });
    expect(inEnglish?.body).toContain("the total comes to USD 2,760.00");
    const [englishOnly] = await database.db
      .insert(replyTemplates)
      .values({ name: "English only", subject: "About {reference}", body: "Dear {first_name}, {quote}." })
      .returning();
    const fallback = await replyDraft(database.db, {
      enquiryId: enquiry.id,
      templateId: englishOnly!.id,
      staffName: "Akinyi Wafula",
    });
    expect(fallback).toMatchObject({ language: "en", asked: "de", travellerLocale: "de" });
    expect(fallback?.body).toBe("Dear Wanjiru, USD 2,760.00.");
  });

  it("is null for an unknown template", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    expect(await replyDraft(database.db, { enquiryId: enquiry.id, templateId: 999_999, staffName: "A" })).toBeNull();
  });
});

describe("sending a reply", () => {
  it("queues an e-mail to the traveller, answerable to staff, with the reference, and stores it on the thread", async () => {
    const { enquiry, reference } = await addBookingEnquiry(database.db, { email: "Wanjiru.K@Example.com" });
    const at = new Date("2025-03-03T08:15:00Z");
    const result = await send(
      enquiry.id,
      {
        subject: "Your quote for Maasai Mara Explorer",
        body: "Dear {first_name},\n\nIt comes to {quote}.\n\n{staff_name}",
      },
      at,
    );
    expect(result).toMatchObject({ status: "sent", firstReply: true });
    const [email] = await outboxOf(enquiry.id);
    expect(email).toMatchObject({
      toAddress: "Wanjiru.K@Example.com",
      replyTo: "reservations@heartbeest.test",
      subject: `Your quote for Maasai Mara Explorer [${reference}]`,
      status: "pending",
    });
    expect(email?.textBody).toBe("Dear Wanjiru,\n\nIt comes to USD 2,760.00.\n\nAkinyi Wafula\n");
    expect(email?.htmlBody).toContain("Dear Wanjiru,");

    const [reply] = await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiry.id));
    expect(reply).toMatchObject({
      staffUserId: akinyi.id,
      staffName: "Akinyi Wafula",
      toAddress: "Wanjiru.K@Example.com",
      subject: `Your quote for Maasai Mara Explorer [${reference}]`,
      body: "Dear Wanjiru,\n\nIt comes to USD 2,760.00.\n\nAkinyi Wafula",
      emailId: email?.id,
    });
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after).toMatchObject({ firstReplyAt: at, firstReplyChannel: "email", lastActivityAt: at });
  });

  it("stops the clock with the first reply only", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const first = new Date("2025-03-03T08:00:00Z");
    await send(enquiry.id, { subject: "First", body: "One" }, first);
    const second = await send(enquiry.id, { subject: "Second", body: "Two" }, new Date("2025-03-04T08:00:00Z"));
    expect(second).toMatchObject({ status: "sent", firstReply: false });
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after?.firstReplyAt).toEqual(first);
    expect(await outboxOf(enquiry.id)).toHaveLength(2);
  });

  it("sends a double submit once", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const values = { intent: "reply", replyToken: newReplyToken(), subject: "Hello", body: "Once only" };
    const post = () => sendEnquiryReply(database.db, { enquiryId: enquiry.id, actor: akinyi, values, config });
    const results = await Promise.all([post(), post()]);
    expect(results.map((result) => result.status).sort()).toEqual(["already_sent", "sent"]);
    expect(await post()).toEqual({ status: "already_sent" });
    expect(await outboxOf(enquiry.id)).toHaveLength(1);
    const replies = await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiry.id));
    expect(replies).toHaveLength(1);
    expect((await outboxOf(enquiry.id))[0]?.dedupeKey).toBe(replyEmailKey(enquiry.id, values.replyToken));
  });

  it("makes a new trip link for {trip_link} on a booking", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await send(enquiry.id, { subject: "Your trip", body: "Here it is: {trip_link}" });
    const [email] = await outboxOf(enquiry.id);
    const token = /\/trip\/([A-Za-z0-9_-]{43})/.exec(email?.textBody ?? "")?.[1];
    expect(email?.textBody).toContain("https://heartbeest.test/trip/");
    expect((await findBookingByTripToken(database.db, token ?? ""))?.id).toBe(bookingId);
  });

  it("refuses {trip_link} in words once the booking has had its day's links, minting and sending nothing", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    for (let i = 0; i < TRIP_LINKS_PER_BOOKING.limit; i++) await issueTripLink(database.db, bookingId);
    const result = await send(enquiry.id, { subject: "Your trip", body: "Here it is: {trip_link}" });
    expect(result.status === "invalid" && result.fieldErrors.body).toBe(
      "This booking has had 10 trip links in the last 24 hours, the most allowed. Remove {trip_link} (the traveller's earlier link still works) or send it later.",
    );
    expect(await outboxOf(enquiry.id)).toEqual([]);
    expect(await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, bookingId))).toHaveLength(
      TRIP_LINKS_PER_BOOKING.limit,
    );
  });

  it("writes the amounts and dates of a German reply as in German", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db);
    await database.db.update(bookings).set({ locale: "de" }).where(eq(bookings.id, bookingId));
    await send(enquiry.id, {
      subject: "Ihr Angebot",
      body: "Gesamtpreis: {quote}, Anzahlung {deposit}.",
      language: "de",
    });
    const [email] = await outboxOf(enquiry.id);
    expect(email?.textBody).toContain("Gesamtpreis: 2.760,00 USD, Anzahlung 828,00 USD.");
  });

  it("links a booking made in German to its trip page in German", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db, { email: "jonas@example.de" });
    await database.db.update(bookings).set({ locale: "de" }).where(eq(bookings.id, bookingId));
    await send(enquiry.id, { subject: "Ihre Reise", body: "Hier ist sie: {trip_link}" });
    const [email] = await outboxOf(enquiry.id);
    const token = /\/de\/reise\/([A-Za-z0-9_-]{43})/.exec(email?.textBody ?? "")?.[1];
    expect(email?.textBody).toContain(`https://heartbeest.test/de/reise/${token}`);
    expect((await findBookingByTripToken(database.db, token ?? ""))?.id).toBe(bookingId);
  });

  it.each([
    [{ subject: "", body: "Hello" }, "subject", "Please write a subject."],
    [{ subject: "Hi", body: "   " }, "body", "Please write the message."],
    [{ subject: "x".repeat(201), body: "Hello" }, "subject", "Please keep the subject to 200 characters."],
    [{ subject: "Hi", body: "x".repeat(20_001) }, "body", "Please keep the message to 20,000 characters."],
    [{ subject: "Hi", body: "Dear {nmae}" }, "body", "{nmae} is not a variable we know"],
    [{ subject: "Hi", body: "It is {quote}" }, "body", "nothing to fill {quote}"],
    [{ subject: "Hi", body: "Link: {trip_link}" }, "body", "no booking, so no trip page"],
  ])("refuses %j in words beside the %s, storing nothing", async (values, field, words) => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const links = await database.db.select().from(tripLinks);
    const result = await send(enquiry.id, values);
    expect(result.status).toBe("invalid");
    expect(result.status === "invalid" ? result.fieldErrors[field as "body"] : "").toContain(words);
    expect(await outboxOf(enquiry.id)).toEqual([]);
    expect(await database.db.select().from(tripLinks)).toHaveLength(links.length);
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(after?.firstReplyAt).toBeNull();
  });

  it("refuses a form without its one-time token, and an unknown enquiry", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const result = await sendEnquiryReply(database.db, {
      enquiryId: enquiry.id,
      actor: akinyi,
      values: { intent: "reply", subject: "Hi", body: "Hello", replyToken: "short" },
      config,
    });
    expect(result).toMatchObject({ status: "invalid", formError: expect.stringContaining("reload the page") });
    expect(await send(999_999, { subject: "Hi", body: "Hello" })).toEqual({ status: "not_found" });
  });

  it("puts the reference in the subject once", () => {
    expect(subjectWithReference("Your quote", "KSF-1001")).toBe("Your quote [KSF-1001]");
    expect(subjectWithReference("Your safari enquiry ksf-1001", "KSF-1001")).toBe("Your safari enquiry ksf-1001");
  });
});
