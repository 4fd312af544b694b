// The inbox's records: every booking request, contact inquiry and chat opens one enquiry in the same
// transaction that stores it, and the first answer from staff stops its response clock.
import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { type EnquiryKind, enquiries, type FirstReplyChannel } from "~/db/schema";
import { type EnquirySource, NO_SOURCE } from "./enquiry-source";
import { officeMinutesBetween } from "./office-hours";
import { loadClockSettings } from "./response-clock.server";

export type Enquiry = typeof enquiries.$inferSelect;

export type EnquirySubject =
  | { kind: "booking"; bookingId: number }
  | { kind: "inquiry"; inquiryId: number }
  | { kind: "chat"; conversationId: number };

export interface OpenEnquiryInput {
  subject: EnquirySubject;
  name: string;
  email: string;
  /** What it is about, as staff will see it in the list. */
  title: string;
  source?: EnquirySource;
  receivedAt?: Date;
}

/** Opens the enquiry for a new booking, inquiry or chat; call it inside the transaction that stores it. */
export async function openEnquiry(db: DatabaseOrTransaction, input: OpenEnquiryInput): Promise<Enquiry> {
  const source = input.source ?? NO_SOURCE;
  const { subject } = input;
  const [row] = await db
    .insert(enquiries)
    .values({
      kind: subject.kind satisfies EnquiryKind,
      bookingId: subject.kind === "booking" ? subject.bookingId : null,
      inquiryId: subject.kind === "inquiry" ? subject.inquiryId : null,
      conversationId: subject.kind === "chat" ? subject.conversationId : null,
      name: input.name,
      email: input.email,
      subject: input.title.slice(0, 200),
      sourceReferrer: source.referrer,
      sourceLandingPath: source.landingPath,
      utmSource: source.utmSource,
      utmMedium: source.utmMedium,
      utmCampaign: source.utmCampaign,
      utmTerm: source.utmTerm,
      utmContent: source.utmContent,
      ...(input.receivedAt ? { receivedAt: input.receivedAt, lastActivityAt: input.receivedAt } : {}),
    })
    .returning();
  if (!row) throw new Error("the enquiry was not stored");
  return row;
}

function subjectCondition(subject: EnquirySubject) {
  switch (subject.kind) {
    case "booking":
      return eq(enquiries.bookingId, subject.bookingId);
    case "inquiry":
      return eq(enquiries.inquiryId, subject.inquiryId);
    case "chat":
      return eq(enquiries.conversationId, subject.conversationId);
  }
}

/**
 * Staff answered: the first answer stops the clock (later ones change nothing but the activity time), and
 * its office minutes are kept as counted now, under the office hours in force. Returns whether this was the first.
 */
export async function recordStaffAnswer(
  db: DatabaseOrTransaction,
  where: { enquiryId: number } | EnquirySubject,
  channel: Exclude<FirstReplyChannel, "imported">,
  at: Date = new Date(),
): Promise<boolean> {
  const condition = "enquiryId" in where ? eq(enquiries.id, where.enquiryId) : subjectCondition(where);
  await db.update(enquiries).set({ lastActivityAt: at }).where(condition);
  const waiting = await db
    .select({ id: enquiries.id, receivedAt: enquiries.receivedAt })
    .from(enquiries)
    .where(and(condition, isNull(enquiries.firstReplyAt)));
  if (waiting.length === 0) return false;
  const { hours } = await loadClockSettings(db);
  let first = false;
  for (const enquiry of waiting) {
    const answered = await db
      .update(enquiries)
      .set({
        firstReplyAt: at,
        firstReplyChannel: channel,
        firstReplyOfficeMinutes: officeMinutesBetween(enquiry.receivedAt, at, hours),
      })
      .where(and(eq(enquiries.id, enquiry.id), isNull(enquiries.firstReplyAt)))
      .returning({ id: enquiries.id });
    first ||= answered.length > 0;
  }
  return first;
}

/** The traveller wrote again (a chat message): newer activity, and a closed enquiry opens again. */
export async function recordTravellerActivity(
  db: DatabaseOrTransaction,
  subject: EnquirySubject,
  at: Date = new Date(),
) {
  // The traveller writing again wakes a snoozed enquiry: it is back in the open list now, not on its day.
  await db
    .update(enquiries)
    .set({ lastActivityAt: at, closedAt: null, followUpOn: null })
    .where(subjectCondition(subject));
}

/** Closes or reopens the enquiry of a booking, inquiry or chat (a chat closed in the chat screen closes here too). */
export async function setEnquiryClosed(
  db: DatabaseOrTransaction,
  subject: EnquirySubject,
  closed: boolean,
  at: Date = new Date(),
) {
  await db
    .update(enquiries)
    .set({ closedAt: closed ? at : null, lastActivityAt: at })
    .where(subjectCondition(subject));
}
