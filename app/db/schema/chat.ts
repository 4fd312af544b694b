// Live chat between a traveller (known by a secret token in their browser) and staff.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { createdAt, travellerLocale } from "./columns";

export const CHAT_STATUSES = ["open", "closed"] as const;
export const CHAT_SENDERS = ["visitor", "staff"] as const;

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: serial("id").primaryKey(),
    /** Random secret held in the traveller's cookie; the only way the public side finds a conversation. */
    visitorToken: text("visitor_token").notNull().unique(),
    visitorName: text("visitor_name").notNull(),
    visitorEmail: text("visitor_email").notNull(),
    status: text("status", { enum: CHAT_STATUSES }).notNull().default("open"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    locale: travellerLocale(),
    createdAt: createdAt(),
  },
  (t) => [check("chat_conversations_status_known", sql`${t.status} in ('open', 'closed')`)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: CHAT_SENDERS }).notNull(),
    staffUserId: text("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("chat_messages_sender_known", sql`${t.sender} in ('visitor', 'staff')`),
    check("chat_messages_body_length", sql`char_length(${t.body}) between 1 and 2000`),
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
  ],
);
