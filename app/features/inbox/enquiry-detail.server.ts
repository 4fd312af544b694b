// One enquiry in full for its staff page: the traveller, what they wrote (the booking, the inquiry or the
// chat), the response clock, where they came from, their other enquiries, the thread (replies, notes, chat
// messages, the traveller's answers by e-mail and WhatsApp, in time order) and the audit trail of the
// enquiry and what it is about, in words.
import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
  auditLog,
  bookings,
  chatConversations,
  emailOutbox,
  enquiries,
  enquiryNotes,
  enquiryReplies,
  enquiryTravellerMessages,
  inquiries,
  type ReplyChannel,
  staffUsers,
  type TravellerMessageChannel,
} from "~/db/schema";
import { listConversationMessages } from "~/features/chat/chat.server";
import { tripStageOfEnquiry } from "~/features/lifecycle/trip-stage.server";
import { movedOnWithoutReply, TRIP_STAGE_LABELS, type TripStage } from "~/features/lifecycle/trip-stages";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { businessToday, formatCalendarDate } from "~/utils/business-calendar";
import { enquiryReference, STAGE_LABELS } from "./enquiry-stages";
import { type ClockReading, type ClockSettings, DEFAULT_CLOCK_SETTINGS, readClock } from "./office-hours";

export type EnquiryRow = typeof enquiries.$inferSelect;

const MAX_ID = 2_147_483_647;
/** Unknown, non-numeric or out-of-range ids are simply not found. */
export function parseEnquiryId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export type ThreadItem =
  | {
      type: "reply";
      key: string;
      channel: ReplyChannel;
      at: Date;
      author: string;
      to: string;
      subject: string;
      body: string;
      /** The outbox row's state: pending, sent, held (no mail server) or failed; null if it was removed. */
      delivery: string | null;
    }
  | { type: "note"; key: string; at: Date; author: string; body: string }
  /** The traveller's answer by e-mail or WhatsApp, routed into the thread. */
  | {
      type: "inbound";
      key: string;
      at: Date;
      channel: TravellerMessageChannel;
      author: string;
      from: string;
      subject: string | null;
      body: string;
      attachmentNames: string[];
    }
  | { type: "chat"; key: string; at: Date; author: string; fromTraveller: boolean; body: string };

export interface TrailEntry {
  id: number;
  at: Date;
  who: string;
  what: string;
}

const TRAIL_LIMIT = 200;

/** Where the enquiry stands in the one lifecycle now ('new' for one that does not exist). */
export async function enquiryTripStage(db: DatabaseOrTransaction, id: number, now = new Date()): Promise<TripStage> {
  const [row] = await db
    .select({ stage: tripStageOfEnquiry(businessToday(now)) })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return row?.stage ?? "new";
}

/** Everything the enquiry page shows, or null for an enquiry that does not exist. */
export async function getEnquiryDetail(
  db: DatabaseOrTransaction,
  id: number,
  { now = new Date(), settings = DEFAULT_CLOCK_SETTINGS }: { now?: Date; settings?: ClockSettings } = {},
) {
  const [row] = await db
    .select({ enquiry: enquiries, ownerName: staffUsers.name, tripStage: tripStageOfEnquiry(businessToday(now)) })
    .from(enquiries)
    .leftJoin(staffUsers, eq(staffUsers.id, enquiries.ownerId))
    .where(eq(enquiries.id, id));
  if (!row) return null;
  const { enquiry, tripStage } = row;
  // The reply token routes the traveller's e-mail into this thread: a secret that never reaches a page.
  const { replyToken: _secret, ...shownEnquiry } = enquiry;
  const movedOn = movedOnWithoutReply(tripStage, enquiry.firstReplyAt);

  const [booking, inquiry, chat] = await Promise.all([
    enquiry.bookingId === null ? null : bookingOf(db, enquiry.bookingId),
    enquiry.inquiryId === null ? null : inquiryOf(db, enquiry.inquiryId),
    enquiry.conversationId === null ? null : chatOf(db, enquiry.conversationId),
  ]);
  const [notes, replies, history, travellerMessages] = await Promise.all([
    db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id)).orderBy(asc(enquiryNotes.id)),
    db
      .select({ reply: enquiryReplies, delivery: emailOutbox.status })
      .from(enquiryReplies)
      .leftJoin(emailOutbox, eq(emailOutbox.id, enquiryReplies.emailId))
      .where(eq(enquiryReplies.enquiryId, id))
      .orderBy(asc(enquiryReplies.id)),
    travellerHistory(db, enquiry),
    db
      .select()
      .from(enquiryTravellerMessages)
      .where(eq(enquiryTravellerMessages.enquiryId, id))
      .orderBy(asc(enquiryTravellerMessages.id)),
  ]);
  const trail = await auditTrail(db, enquiry, {
    noteIds: notes.map((note) => note.id),
    replyIds: replies.map(({ reply }) => reply.id),
  });

  const thread: ThreadItem[] = [
    ...replies.map(({ reply, delivery }) => ({
      type: "reply" as const,
      key: `reply-${reply.id}`,
      channel: reply.channel,
      at: reply.createdAt,
      author: reply.staffName,
      to: reply.toAddress,
      subject: reply.subject,
      body: reply.body,
      delivery,
    })),
    ...notes.map((note) => ({
      type: "note" as const,
      key: `note-${note.id}`,
      at: note.createdAt,
      author: note.authorName,
      body: note.body,
    })),
    ...travellerMessages.map((message) => ({
      type: "inbound" as const,
      key: `inbound-${message.id}`,
      at: message.receivedAt,
      channel: message.channel,
      author: message.fromName ?? enquiry.name,
      from: message.fromAddress,
      subject: message.subject,
      body: message.body,
      attachmentNames: message.attachmentNames,
    })),
    ...(chat?.messages ?? []).map((message) => ({
      type: "chat" as const,
      key: `chat-${message.id}`,
      at: new Date(message.createdAt),
      author: message.sender === "visitor" ? enquiry.name : (message.staffName ?? "Staff"),
      fromTraveller: message.sender === "visitor",
      body: message.body,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.key.localeCompare(b.key));

  return {
    enquiry: shownEnquiry,
    reference: enquiryReference(enquiry, booking?.reference),
    ownerName: row.ownerName,
    phone: booking?.phone ?? inquiry?.phone ?? null,
    /** The language the traveller wrote in (the page they sent it from): staff reply in it. */
    locale: booking?.locale ?? inquiry?.locale ?? chat?.locale ?? DEFAULT_LOCALE,
    booking,
    inquiry,
    chat: chat ? { id: chat.id, status: chat.status, messageCount: chat.messages.length } : null,
    /** Where it stands in the one lifecycle (features/lifecycle), derived from what happened. */
    tripStage,
    movedOn,
    clock: readClock({ ...enquiry, movedOn }, now, settings) satisfies ClockReading,
    history,
    thread,
    trail,
  };
}

export type EnquiryDetail = NonNullable<Awaited<ReturnType<typeof getEnquiryDetail>>>;

async function bookingOf(db: DatabaseOrTransaction, bookingId: number) {
  const [booking] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      packageTitle: bookings.packageTitle,
      phone: bookings.phone,
      country: bookings.country,
      arrivalDate: bookings.arrivalDate,
      departureDate: bookings.departureDate,
      adults: bookings.adults,
      children: bookings.children,
      childAges: bookings.childAges,
      singles: bookings.singles,
      residency: bookings.residency,
      paymentChoice: bookings.paymentChoice,
      totalAmount: bookings.totalAmount,
      depositAmount: bookings.depositAmount,
      currency: bookings.currency,
      quote: bookings.quote,
      message: bookings.message,
      specialRequests: bookings.specialRequests,
      locale: bookings.locale,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking ?? null;
}

async function inquiryOf(db: DatabaseOrTransaction, inquiryId: number) {
  const [inquiry] = await db
    .select({
      id: inquiries.id,
      subject: inquiries.subject,
      inquiryType: inquiries.inquiryType,
      message: inquiries.message,
      phone: inquiries.phone,
      status: inquiries.status,
      locale: inquiries.locale,
    })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));
  return inquiry ?? null;
}

async function chatOf(db: DatabaseOrTransaction, conversationId: number) {
  const [conversation] = await db
    .select({ id: chatConversations.id, status: chatConversations.status, locale: chatConversations.locale })
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId));
  if (!conversation) return null;
  return { ...conversation, messages: await listConversationMessages(db, conversationId) };
}

/**
 * The traveller's other enquiries (and so their bookings), by e-mail whatever its case, newest first; none for
 * one with no e-mail address (opened by a WhatsApp message), whose number's other messages are in its thread.
 */
async function travellerHistory(db: DatabaseOrTransaction, enquiry: EnquiryRow) {
  if (!enquiry.email) return [];
  return db
    .select({
      id: enquiries.id,
      kind: enquiries.kind,
      subject: enquiries.subject,
      stage: tripStageOfEnquiry(businessToday()),
      receivedAt: enquiries.receivedAt,
      bookingId: enquiries.bookingId,
      bookingReference: bookings.reference,
      bookingStatus: bookings.status,
    })
    .from(enquiries)
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .where(and(sql`lower(${enquiries.email}) = lower(${enquiry.email})`, ne(enquiries.id, enquiry.id)))
    .orderBy(desc(enquiries.receivedAt), desc(enquiries.id))
    .limit(50)
    .then((rows) =>
      rows.map((other) => ({
        ...other,
        reference: enquiryReference(other, other.bookingReference),
        stageLabel: TRIP_STAGE_LABELS[other.stage],
      })),
    );
}

/** The audit rows of the enquiry, its booking, inquiry or chat, and its notes and replies, newest first. */
async function auditTrail(
  db: DatabaseOrTransaction,
  enquiry: EnquiryRow,
  { noteIds, replyIds }: { noteIds: number[]; replyIds: number[] },
): Promise<TrailEntry[]> {
  const rowsOf = (tableName: string, ids: (number | null)[]) => {
    const present = ids.filter((id): id is number => id !== null).map(String);
    return present.length > 0 ? and(eq(auditLog.tableName, tableName), inArray(auditLog.rowId, present)) : undefined;
  };
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorEmail: auditLog.actorEmail,
      actorName: staffUsers.name,
      tableName: auditLog.tableName,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(
      or(
        rowsOf("enquiries", [enquiry.id]),
        rowsOf("bookings", [enquiry.bookingId]),
        rowsOf("inquiries", [enquiry.inquiryId]),
        rowsOf("chat_conversations", [enquiry.conversationId]),
        rowsOf("enquiry_notes", noteIds),
        rowsOf("enquiry_replies", replyIds),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(TRAIL_LIMIT);
  return rows.map((entry) => ({
    id: entry.id,
    at: entry.at,
    who: entry.actorName ?? entry.actorEmail,
    what: describeAuditEntry(entry),
  }));
}

type Snapshot = Record<string, unknown>;
const asSnapshot = (value: unknown): Snapshot =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : {};
const changed = (before: Snapshot, after: Snapshot, key: string) =>
  key in after && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null);
const stageWord = (value: unknown) =>
  typeof value === "string" && value in STAGE_LABELS
    ? STAGE_LABELS[value as keyof typeof STAGE_LABELS].toLowerCase()
    : String(value ?? "none");
const plain = (value: unknown) => (value === null || value === undefined || value === "" ? "none" : String(value));

/** One audit row in a sentence staff can read: 'Stage: new → quoted', 'Owner: none → Akinyi Wafula'. */
export function describeAuditEntry(entry: {
  tableName: string;
  action: string;
  before: unknown;
  after: unknown;
}): string {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const parts: string[] = [];
  switch (entry.tableName) {
    case "enquiries":
      if (changed(before, after, "stage")) {
        const reason = after.stage === "lost" && after.lostReason ? ` (${String(after.lostReason)})` : "";
        parts.push(`Stage: ${stageWord(before.stage)} → ${stageWord(after.stage)}${reason}`);
      }
      if (changed(before, after, "ownerId")) {
        parts.push(`Owner: ${plain(before.ownerName)} → ${plain(after.ownerName)}`);
      }
      if (changed(before, after, "closedAt")) parts.push(after.closedAt ? "Closed" : "Reopened");
      if (changed(before, after, "followUpOn")) {
        parts.push(
          after.followUpOn ? `Snoozed until ${formatCalendarDate(String(after.followUpOn))}` : "Follow-up day cleared",
        );
      }
      if (changed(before, after, "firstReplyChannel")) {
        parts.push(
          after.firstReplyChannel === "phone" ? "Answered by phone: the clock stopped" : "Answered: the clock stopped",
        );
      }
      break;
    case "bookings":
      if (entry.action === "create") parts.push("Booking added");
      if (changed(before, after, "status"))
        parts.push(`Booking status: ${plain(before.status)} → ${plain(after.status)}`);
      if (changed(before, after, "staffNotes")) parts.push("Booking notes edited");
      break;
    case "inquiries":
      if (changed(before, after, "status"))
        parts.push(`Inquiry status: ${plain(before.status)} → ${plain(after.status)}`);
      break;
    case "chat_conversations":
      if (changed(before, after, "status")) parts.push(after.status === "closed" ? "Chat closed" : "Chat reopened");
      break;
    case "enquiry_notes":
      parts.push("Note added");
      break;
    case "enquiry_replies":
      parts.push(after.channel === "whatsapp" ? "WhatsApp message sent" : `Reply sent: ${plain(after.subject)}`);
      break;
  }
  if (parts.length > 0) return parts.join("; ");
  const table = entry.tableName.replaceAll("_", " ");
  return entry.action === "create"
    ? `Added (${table})`
    : entry.action === "delete"
      ? `Deleted (${table})`
      : `Changed (${table})`;
}

/** Staff who can be given an enquiry: every account that may use the inbox and is not barred. */
export async function listAssignableStaff(db: DatabaseOrTransaction) {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(sql`coalesce(${staffUsers.banned}, false) = false`)
    .orderBy(asc(staffUsers.name));
}
