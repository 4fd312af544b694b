// The enquiry page's loader and action with real requests against a real database: not found in words,
// a template filled in on the server, each form's intent redirecting with its change made, and refusals
// with their status and the entries kept (400, 403 cross-site, 409 for a stage changed meanwhile).

import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, enquiries, replyTemplates } from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { addDays, businessToday } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addInquiryEnquiry } from "../../../tests/support/enquiries";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as enquiryRoute from "./enquiry";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staff: { id: string; email: string; name: string };

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, staff, cookie } = await signedInStaff(database, "Akinyi Wafula"));
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const load = (path: string, id: string) =>
  routeOutcome(enquiryRoute.loader as RouteHandler, siteRequest(path, { cookie }), { id }, context);

const post = (id: number, values: Record<string, string>, origin?: string | null) =>
  routeOutcome(
    enquiryRoute.action as RouteHandler,
    siteRequest(`/admin/inbox/${id}`, { method: "POST", cookie, body: form(values), origin }),
    { id: String(id) },
    context,
  );

async function enquiryRow(id: number) {
  const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
  return row;
}

describe("the enquiry page", () => {
  it("answers 404 in words for an unknown or non-numeric id", async () => {
    for (const id of ["999999", "abc", "1e3", "0"]) {
      const outcome = await load(`/admin/inbox/${id}`, id);
      expect(outcome.status, id).toBe(404);
      expect(outcome.body).toEqual({ error: "Enquiry not found" });
    }
  });

  it("sends a visitor without a session to sign in", async () => {
    const outcome = await routeOutcome(
      enquiryRoute.loader as RouteHandler,
      siteRequest("/admin/inbox/1"),
      { id: "1" },
      context,
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login/);
  });

  it("fills a template on the server for ?template=ID", async () => {
    const { enquiry, reference } = await addBookingEnquiry(database.db);
    const [template] = await database.db.select().from(replyTemplates).where(eq(replyTemplates.name, "Your quote"));
    const outcome = await load(`/admin/inbox/${enquiry.id}?template=${template!.id}`, String(enquiry.id));
    const body = outcome.body as Awaited<ReturnType<typeof enquiryRoute.loader>>;
    expect(outcome.status).toBe(200);
    expect(body.detail.reference).toBe(reference);
    expect(body.draft?.subject).toBe(`Your quote for Maasai Mara Explorer (${reference})`);
    expect(body.draft?.body).toContain("Dear Wanjiru,");
    expect(body.draft?.body).toContain("Akinyi Wafula");
    expect(body.replyToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const unknown = await load(`/admin/inbox/${enquiry.id}?template=999999`, String(enquiry.id));
    expect((unknown.body as typeof body).unknownTemplate).toBe(true);
  });
});

describe("the enquiry page's forms", () => {
  it("assigns to me, moves the stage, closes, reopens, records a phone answer and adds a note", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const back = `/admin/inbox/${enquiry.id}`;
    expect(await post(enquiry.id, { intent: "assign", ownerId: staff.id })).toMatchObject({
      status: 302,
      location: back,
    });
    expect((await enquiryRow(enquiry.id))?.ownerId).toBe(staff.id);
    await post(enquiry.id, { intent: "stage", stage: "quoted", seenStage: "new" });
    await post(enquiry.id, {
      intent: "stage",
      stage: "lost",
      seenStage: "quoted",
      lostReason: "other",
      lostReasonOther: "Went to Botswana",
    });
    expect(await enquiryRow(enquiry.id)).toMatchObject({ stage: "lost", lostReason: "Went to Botswana" });
    await post(enquiry.id, { intent: "phone" });
    expect((await enquiryRow(enquiry.id))?.firstReplyChannel).toBe("phone");
    await post(enquiry.id, { intent: "close" });
    expect((await enquiryRow(enquiry.id))?.closedAt).not.toBeNull();
    await post(enquiry.id, { intent: "reopen" });
    expect((await enquiryRow(enquiry.id))?.closedAt).toBeNull();
    expect(await post(enquiry.id, { intent: "note", body: "Called back." })).toMatchObject({
      status: 302,
      location: `${back}#enquiry-thread`,
    });
    await post(enquiry.id, { intent: "assign", ownerId: "" });
    expect((await enquiryRow(enquiry.id))?.ownerId).toBeNull();
  });

  it("snoozes until a quick choice or a typed day, refuses a past day in words with it kept, and clears", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const tomorrow = addDays(businessToday(), 1);
    expect(await post(enquiry.id, { intent: "follow-up", preset: "1" })).toMatchObject({ status: 302 });
    expect((await enquiryRow(enquiry.id))?.followUpOn).toBe(tomorrow);
    const refused = await post(enquiry.id, { intent: "follow-up", followUpOn: "2020-01-01" });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        intent: "follow-up",
        values: { followUpOn: "2020-01-01" },
        fieldErrors: { followUpOn: "Choose a day after today: an enquiry for today is already open." },
      },
    });
    expect((await enquiryRow(enquiry.id))?.followUpOn).toBe(tomorrow);
    const later = addDays(businessToday(), 20);
    await post(enquiry.id, { intent: "follow-up", followUpOn: later });
    expect((await enquiryRow(enquiry.id))?.followUpOn).toBe(later);
    await post(enquiry.id, { intent: "follow-up-clear" });
    expect((await enquiryRow(enquiry.id))?.followUpOn).toBeNull();
  });

  it("refuses lost without a reason (400) and a stage changed since the page was loaded (409)", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const lost = await post(enquiry.id, { intent: "stage", stage: "lost", seenStage: "new", lostReason: "" });
    expect(lost.status).toBe(400);
    expect(lost.body).toMatchObject({
      intent: "stage",
      formError: "A lost enquiry needs a reason.",
      fieldErrors: { lostReason: "Please choose why it was lost." },
    });
    const other = await post(enquiry.id, { intent: "stage", stage: "lost", seenStage: "new", lostReason: "other" });
    expect((other.body as FormRefusal).fieldErrors).toEqual({
      lostReasonOther: "Please say what the other reason was.",
    });

    await post(enquiry.id, { intent: "stage", stage: "quoted", seenStage: "new" });
    const stale = await post(enquiry.id, { intent: "stage", stage: "quoted", seenStage: "new" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      intent: "stage",
      values: { seenStage: "quoted", stage: "quoted", tripStage: "proposal_sent" },
    });
    expect((stale.body as FormRefusal).formError).toContain("Someone else moved this enquiry to “Proposal sent”");
    expect((await enquiryRow(enquiry.id))?.stage).toBe("quoted");

    // Money and travel are not set by hand: they follow the ledger and the trip's dates.
    const byHand = await post(enquiry.id, { intent: "stage", stage: "deposit_paid", seenStage: "quoted" });
    expect(byHand.status).toBe(400);
    expect((await enquiryRow(enquiry.id))?.stage).toBe("quoted");
  });

  it("refuses an empty note and an unknown intent in words, and another site's form", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const note = await post(enquiry.id, { intent: "note", body: "  " });
    expect(note).toMatchObject({
      status: 400,
      body: { intent: "note", fieldErrors: { body: "Please write the note." } },
    });
    expect((await post(enquiry.id, { intent: "explode" })).status).toBe(400);
    const crossSite = await post(enquiry.id, { intent: "close" }, "https://evil.example");
    expect(crossSite.status).toBe(403);
    expect((await enquiryRow(enquiry.id))?.closedAt).toBeNull();
    expect((await post(999_999, { intent: "close" })).status).toBe(404);
  });

  it("sends a reply once, to the traveller, answerable to staff, and refuses an empty one with the entries kept", async () => {
    const { enquiry, reference } = await addBookingEnquiry(database.db, { email: "reply.route@example.com" });
    const empty = await post(enquiry.id, { intent: "reply", replyToken: "t".repeat(24), subject: "Hello", body: "" });
    expect(empty).toMatchObject({
      status: 400,
      body: { intent: "reply", values: { subject: "Hello" }, fieldErrors: { body: "Please write the message." } },
    });
    const values = { intent: "reply", replyToken: "u".repeat(24), subject: "Your dates", body: "Dear {first_name}" };
    expect(await post(enquiry.id, values)).toMatchObject({ status: 302, location: `/admin/inbox/${enquiry.id}` });
    expect(await post(enquiry.id, values)).toMatchObject({ status: 302 });
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "reply.route@example.com"));
    const replies = emails.filter((email) => email.kind === "enquiry_reply");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      subject: `Your dates [${reference}]`,
      replyTo: context.config.STAFF_EMAIL,
      textBody: "Dear Wanjiru\n",
    });
    expect((await enquiryRow(enquiry.id))?.firstReplyChannel).toBe("email");
  });
});
