// The staff inbox: one row per enquiry (a booking request, a contact inquiry or a chat), whatever form it
// came from, with who owns it, where it stands in the pipeline, where the traveller came from, and when
// staff first answered (the response clock). The booking, inquiry or conversation itself stays in its
// own table; this is the sales side of it.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { bookings } from "./bookings";
import { chatConversations } from "./chat";
import { createdAt, updatedAt } from "./columns";
import { inquiries } from "./inquiries";
import { oneOf } from "./one-of";
import { emailOutbox } from "./operations";

export const ENQUIRY_KINDS = ["booking", "inquiry", "chat"] as const;
/** The pipeline, in order; 'lost' may follow any of them and carries a reason. */
export const ENQUIRY_STAGES = ["new", "quoted", "deposit_paid", "confirmed", "travelled", "lost"] as const;
/**
 * What stopped the clock: a reply written in the portal (by e-mail or WhatsApp), a chat message, a call staff recorded, or
 * 'imported' for enquiries answered before the inbox existed (their time is not known, so the response
 * figures leave them out).
 */
export const FIRST_REPLY_CHANNELS = ["email", "chat", "phone", "whatsapp", "imported"] as const;
export type FirstReplyChannel = (typeof FIRST_REPLY_CHANNELS)[number];
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];

export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ENQUIRY_KINDS }).notNull(),
    /** Exactly one of these three is set, the one its kind names. */
    bookingId: integer("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "restrict" }),
    inquiryId: integer("inquiry_id")
      .unique()
      .references(() => inquiries.id, { onDelete: "restrict" }),
    conversationId: integer("conversation_id")
      .unique()
      .references(() => chatConversations.id, { onDelete: "restrict" }),
    /**
     * The secret part of the address the traveller's answers come back to (reservations+{token}@…): it routes an
     * e-mail reply into this thread. A secret like a trip link: never logged, never shown to staff.
     */
    replyToken: text("reply_token").notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** The traveller as they gave themselves; the e-mail links their earlier enquiries (lower-cased index). */
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** What it is about: the package title, the inquiry's subject, or the chat's first words. */
    subject: text("subject").notNull(),
    stage: text("stage", { enum: ENQUIRY_STAGES }).notNull().default("new"),
    lostReason: text("lost_reason"),
    ownerId: text("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Where the visitor came from: the other site's address (no query), and the page they landed on. */
    sourceReferrer: text("source_referrer"),
    sourceLandingPath: text("source_landing_path"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** When the traveller wrote: the response clock starts here. */
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first answer from staff (a reply from the portal or a chat message); stops the clock. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    firstReplyChannel: text("first_reply_channel", { enum: FIRST_REPLY_CHANNELS }),
    /**
     * Office minutes from arrival to the first answer, counted when it was made under the office hours then in
     * force: a later change of hours does not rewrite how fast an enquiry was answered.
     */
    firstReplyOfficeMinutes: integer("first_reply_office_minutes"),
    /**
     * A day (in Nairobi) staff mean to come back to it: until then it is snoozed, out of the open list; on the
     * day it returns at the top. Cleared when the traveller writes again or staff clear it.
     */
    followUpOn: date("follow_up_on"),
    /** Set when staff close it (done, or nothing to answer); a closed enquiry is off the clock. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("enquiries_kind_known", oneOf(t.kind, ENQUIRY_KINDS)),
    check("enquiries_stage_known", oneOf(t.stage, ENQUIRY_STAGES)),
    check(
      "enquiries_one_subject",
      sql`(${t.kind} = 'booking' and ${t.bookingId} is not null and ${t.inquiryId} is null and ${t.conversationId} is null)
        or (${t.kind} = 'inquiry' and ${t.inquiryId} is not null and ${t.bookingId} is null and ${t.conversationId} is null)
        or (${t.kind} = 'chat' and ${t.conversationId} is not null and ${t.bookingId} is null and ${t.inquiryId} is null)`,
    ),
    check(
      "enquiries_first_reply_channel",
      sql`(${t.firstReplyAt} is null) = (${t.firstReplyChannel} is null) and (${t.firstReplyChannel} is null or ${oneOf(t.firstReplyChannel, FIRST_REPLY_CHANNELS)})`,
    ),
    check(
      "enquiries_reply_minutes_with_reply",
      sql`${t.firstReplyOfficeMinutes} is null or (${t.firstReplyAt} is not null and ${t.firstReplyOfficeMinutes} >= 0)`,
    ),
    check("enquiries_lost_has_reason", sql`${t.stage} <> 'lost' or ${t.lostReason} is not null`),
    index("enquiries_received_idx").on(t.receivedAt),
    index("enquiries_owner_idx").on(t.ownerId),
    index("enquiries_stage_idx").on(t.stage, t.receivedAt),
    index("enquiries_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Staff notes on an enquiry: a thread (who wrote what, when), never overwritten. */
export const enquiryNotes = pgTable(
  "enquiry_notes",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept if the account is later removed. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("enquiry_notes_body_length", sql`char_length(${t.body}) between 1 and 10000`),
    index("enquiry_notes_enquiry_idx").on(t.enquiryId, t.id),
  ],
);

/** The channels staff reply on from the portal. */
export const REPLY_CHANNELS = ["email", "whatsapp"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];

/**
 * Replies written to the traveller from the portal and kept on the thread: e-mails sent through the outbox, and
 * WhatsApp messages sent through the WhatsApp Cloud API (its message id kept; `send_key` makes a double submit
 * send once).
 */
export const enquiryReplies = pgTable(
  "enquiry_replies",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: REPLY_CHANNELS }).notNull().default("email"),
    sendKey: text("send_key").unique(),
    providerMessageId: text("provider_message_id"),
    staffUserId: text("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    staffName: text("staff_name").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    templateId: integer("template_id").references(() => replyTemplates.id, { onDelete: "set null" }),
    emailId: integer("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("enquiry_replies_body_length", sql`char_length(${t.body}) between 1 and 20000`),
    check("enquiry_replies_channel_known", oneOf(t.channel, REPLY_CHANNELS)),
    index("enquiry_replies_enquiry_idx").on(t.enquiryId, t.id),
  ],
);

/** The channels a traveller writes back on, besides the site's own forms and chat. */
export const TRAVELLER_MESSAGE_CHANNELS = ["email", "whatsapp"] as const;
export type TravellerMessageChannel = (typeof TRAVELLER_MESSAGE_CHANNELS)[number];

/**
 * What the traveller wrote back by e-mail or WhatsApp, routed into the enquiry's thread. The provider's own
 * message id makes a delivery the provider repeats land once.
 */
export const enquiryTravellerMessages = pgTable(
  "enquiry_traveller_messages",
  {
    id: serial("id").primaryKey(),
    enquiryId: integer("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: TRAVELLER_MESSAGE_CHANNELS }).notNull(),
    providerMessageId: text("provider_message_id").notNull(),
    /** The sender's e-mail address or WhatsApp number, and the name they gave. */
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name"),
    subject: text("subject"),
    body: text("body").notNull(),
    /** Names of files that came with it; the files themselves are not kept (staff ask for them by e-mail). */
    attachmentNames: jsonb("attachment_names").$type<string[]>().notNull().default([]),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("enquiry_traveller_messages_channel_known", oneOf(t.channel, TRAVELLER_MESSAGE_CHANNELS)),
    check("enquiry_traveller_messages_body_length", sql`char_length(${t.body}) between 1 and 20000`),
    unique("enquiry_traveller_messages_provider_id").on(t.channel, t.providerMessageId),
    index("enquiry_traveller_messages_enquiry_idx").on(t.enquiryId, t.id),
  ],
);

/** Reply templates staff keep and edit; the body holds variables such as {name}, {package}, {quote}. */
export const replyTemplates = pgTable(
  "reply_templates",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("reply_templates_name_length", sql`char_length(${t.name}) between 1 and 100`)],
);

/**
 * A reply template's wording in another language the site speaks (the template's own subject and body are
 * English). A reply starts from the traveller's language's wording when the template has one.
 */
export const replyTemplateWordings = pgTable(
  "reply_template_wordings",
  {
    templateId: integer("template_id")
      .notNull()
      .references(() => replyTemplates.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.templateId, t.locale] }),
    check("reply_template_wordings_locale", sql`${t.locale} in ('de', 'fr', 'it', 'es')`),
    check("reply_template_wordings_subject_length", sql`char_length(${t.subject}) between 1 and 200`),
    check("reply_template_wordings_body_length", sql`char_length(${t.body}) between 1 and 20000`),
  ],
);

/** A member of staff's saved inbox filters: a name and the list's query string. */
export const inboxSavedViews = pgTable(
  "inbox_saved_views",
  {
    id: serial("id").primaryKey(),
    staffUserId: text("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("inbox_saved_views_staff_name_key").on(t.staffUserId, t.name),
    check("inbox_saved_views_name_length", sql`char_length(${t.name}) between 1 and 60`),
  ],
);
