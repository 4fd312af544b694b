// Live chat between a traveller and staff. The traveller's browser holds a random secret (the visitor
// token, in an HttpOnly cookie); the public side finds a conversation only by that secret, so nobody can
// read another traveller's conversation by guessing a number. The database keeps only the token's
// SHA-256, so a copy of the database does not let anyone into a conversation either.
// Messages live in the database, so any app server can answer the polling of any browser.

import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { type Database, type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { chatConversations, chatMessages, staffUsers } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import {
  openEnquiry,
  recordStaffAnswer,
  recordTravellerActivity,
  setEnquiryClosed,
} from "~/features/inbox/enquiries.server";
import { readEnquirySource } from "~/features/inbox/enquiry-source";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { writesInNote } from "~/i18n/language-names";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { chatMessages as chatTexts } from "~/i18n/messages/en/chat";
import { runInLocale } from "~/i18n/server-messages.server";
import { currentLocale, translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { enqueueEmail } from "~/services/email/outbox.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import {
  CHAT_START_FIELDS,
  type ChatStartField,
  type ChatStartInput,
  createChatMessageSchema,
  createChatStartSchema,
} from "./chat-schema";
import type { ChatMessageView } from "./chat-thread-state";

export type { ChatMessageView };

/** New conversations one address may start: 5 an hour. */
export const CHAT_START_RATE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
/** Messages one address may send: 30 in 10 minutes, plenty for a real conversation, little for a robot. */
export const CHAT_MESSAGE_RATE_LIMIT = { limit: 30, windowMs: 10 * 60_000 } as const;
/** The most messages a page shows or one poll returns. */
export const CHAT_HISTORY_LIMIT = 500;

export const CHAT_EMAIL_KIND = "chat_staff_notification";

export type Conversation = typeof chatConversations.$inferSelect;

// ---- The visitor token ------------------------------------------------------------------------------

/** A new secret for a traveller's browser: 32 random bytes, base64url (43 characters). */
export function newVisitorToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isVisitorToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What the database stores in visitor_token: the secret's SHA-256, never the secret itself. */
export function visitorTokenDigest(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

export async function findConversationByToken(
  db: DatabaseOrTransaction,
  token: string | null | undefined,
): Promise<Conversation | null> {
  if (!isVisitorToken(token)) return null;
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorToken, visitorTokenDigest(token)));
  return row ?? null;
}

// ---- Reading messages -------------------------------------------------------------------------------

function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** A conversation's messages in order; with `since`, only those after that message id. */
export async function listConversationMessages(
  db: DatabaseOrTransaction,
  conversationId: number,
  { since = 0 }: { since?: number } = {},
): Promise<ChatMessageView[]> {
  // The newest CHAT_HISTORY_LIMIT, shown oldest first.
  const rows = await db
    .select({
      id: chatMessages.id,
      sender: chatMessages.sender,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      staffName: staffUsers.name,
    })
    .from(chatMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, chatMessages.staffUserId))
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, since)))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_HISTORY_LIMIT);
  return rows.reverse().map((row) => ({
    id: row.id,
    sender: row.sender,
    staffName: row.sender === "staff" ? firstName(row.staffName) : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A polling request's `since`: a message id, 0 when absent or not a whole number. */
export function parseSince(value: string | null): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const since = Number(value);
  return Number.isSafeInteger(since) ? since : 0;
}

// ---- The traveller's side ---------------------------------------------------------------------------

export interface ChatVisitorContext {
  db: Database;
  config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL">;
  /** The sender's address; null when unknown, and the rate limit is then skipped. */
  clientAddress: string | null;
  now?: Date;
}

export type StartConversationResult =
  | { status: "invalid"; fieldErrors: Partial<Record<ChatStartField, string>>; values: Record<ChatStartField, string> }
  /** The honeypot was filled: answered like a success, nothing stored, no cookie. */
  | { status: "discarded" }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** `token` goes into the traveller's cookie. */
  | { status: "started"; conversationId: number; token: string };

export type SendMessageResult =
  | { status: "invalid"; fieldErrors: { message?: string }; values: { message: string } }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "no_conversation" }
  | { status: "sent"; message: ChatMessageView };

async function withinLimit(
  context: ChatVisitorContext,
  kind: "chat-start" | "chat-message",
  rule: { limit: number; windowMs: number },
) {
  if (!context.clientAddress) return { allowed: true, retryAfterSeconds: 0 };
  return consumeRateLimit(context.db, {
    key: `${kind}:${rateLimitSubject(context.clientAddress)}`,
    ...rule,
    now: context.now?.getTime(),
  });
}

/**
 * Starts a conversation with its first message, and queues the one e-mail that tells staff about it, in
 * one transaction: a stored conversation always has its e-mail, a failed one has neither.
 */
export async function startConversation(
  context: ChatVisitorContext,
  formData: FormData,
): Promise<StartConversationResult> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, CHAT_START_FIELDS);
  const parsed = createChatStartSchema().safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  const decision = await withinLimit(context, "chat-start", CHAT_START_RATE_LIMIT);
  if (!decision.allowed) return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };

  const token = newVisitorToken();
  const input = parsed.data;
  // The chat page's language (its address): the one the traveller writes in.
  const locale = currentLocale();
  const conversationId = await context.db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({ visitorToken: visitorTokenDigest(token), visitorName: input.name, visitorEmail: input.email, locale })
      .returning({ id: chatConversations.id, createdAt: chatConversations.createdAt });
    if (!conversation) throw new Error("the conversation was not stored");
    await tx.insert(chatMessages).values({ conversationId: conversation.id, sender: "visitor", body: input.message });
    await openEnquiry(tx, {
      subject: { kind: "chat", conversationId: conversation.id },
      name: input.name,
      email: input.email,
      title: input.message.replace(/\s+/g, " ").slice(0, 80),
      source: readEnquirySource(formData, context.config.SITE_URL),
      receivedAt: conversation.createdAt,
    });
    await enqueueEmail(tx, {
      kind: CHAT_EMAIL_KIND,
      to: context.config.STAFF_EMAIL,
      replyTo: input.email,
      dedupeKey: `chat-conversation:${conversation.id}`,
      // Staff read English, told which language to answer in.
      ...runInLocale(DEFAULT_LOCALE, () =>
        renderChatStaffNotification(input, {
          conversationId: conversation.id,
          siteUrl: context.config.SITE_URL,
          locale,
        }),
      ),
    });
    return conversation.id;
  });
  return { status: "started", conversationId, token };
}

/** Adds a traveller's message to their own conversation (found by token); a closed one reopens. */
export async function sendVisitorMessage(
  context: ChatVisitorContext,
  token: string | null,
  formData: FormData,
): Promise<SendMessageResult> {
  const values = readFormValues(formData, ["message"] as const);
  const parsed = createChatMessageSchema().safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  const conversation = await findConversationByToken(context.db, token);
  if (!conversation) return { status: "no_conversation" };

  const decision = await withinLimit(context, "chat-message", CHAT_MESSAGE_RATE_LIMIT);
  if (!decision.allowed) return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };

  const message = await addMessage(context.db, {
    conversationId: conversation.id,
    sender: "visitor",
    body: parsed.data.message,
  });
  return { status: "sent", message };
}

/** The signed-in staff member writing a reply, as the audit log records them. */
interface StaffAuthor {
  id: string;
  email: string;
}

async function addMessage(
  db: Database,
  input: { conversationId: number; sender: "visitor" | "staff"; staff?: StaffAuthor; body: string },
): Promise<ChatMessageView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: input.conversationId,
        sender: input.sender,
        staffUserId: input.staff?.id ?? null,
        body: input.body,
      })
      .returning();
    if (!row) throw new Error("the message was not stored");
    // A staff reply is a staff change like any other: it is audited in the same transaction.
    if (input.staff) {
      await recordAudit(tx, {
        actor: input.staff,
        action: "create",
        tableName: "chat_messages",
        rowId: row.id,
        after: row,
      });
    }
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: row.createdAt, status: "open" })
      .where(eq(chatConversations.id, input.conversationId));
    // A staff message answers the enquiry (the first stops its clock); a traveller's reopens it.
    const subject = { kind: "chat", conversationId: input.conversationId } as const;
    if (input.sender === "staff") await recordStaffAnswer(tx, subject, "chat", row.createdAt);
    else await recordTravellerActivity(tx, subject, row.createdAt);
    const [staff] = input.staff
      ? await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, input.staff.id))
      : [];
    return {
      id: row.id,
      sender: row.sender,
      staffName: row.sender === "staff" ? firstName(staff?.name ?? null) : null,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const t = (id: keyof typeof chatTexts & string, values?: Record<string, string | number>) =>
  translate(chatTexts, id, values);

/**
 * The e-mail telling staff about a new conversation, with the language the traveller writes in (render it in
 * English: runInLocale); every value is escaped in its HTML.
 */
export function renderChatStaffNotification(
  input: ChatStartInput,
  { conversationId, siteUrl, locale = DEFAULT_LOCALE }: { conversationId: number; siteUrl: string; locale?: Locale },
): RenderedEmail {
  const language = writesInNote(locale);
  return renderEmail(t("chat.email.subject", { name: input.name }), [
    { type: "heading", text: t("chat.email.heading") },
    { type: "paragraph", text: t("chat.email.intro") },
    ...(language ? [{ type: "paragraph" as const, text: language }] : []),
    {
      type: "details",
      rows: [
        [t("chat.email.name"), input.name],
        [t("chat.email.email"), input.email],
        [t("chat.email.message"), input.message],
      ],
    },
    { type: "paragraph", text: t("chat.email.open", { url: `${siteUrl}/admin/chat?c=${conversationId}` }) },
  ]);
}

// ---- The staff's side -------------------------------------------------------------------------------

export interface ConversationSummary {
  id: number;
  visitorName: string;
  visitorEmail: string;
  status: "open" | "closed";
  lastMessageAt: string;
  createdAt: string;
  messageCount: number;
  /** The latest message, for the list. */
  lastMessage: { sender: "visitor" | "staff"; body: string } | null;
}

/** Conversations with the given status, newest activity first. */
export async function listConversations(
  db: DatabaseOrTransaction,
  { status = "open", limit = 100 }: { status?: "open" | "closed"; limit?: number } = {},
): Promise<ConversationSummary[]> {
  const latest = db
    .selectDistinctOn([chatMessages.conversationId], {
      conversationId: chatMessages.conversationId,
      sender: chatMessages.sender,
      body: chatMessages.body,
    })
    .from(chatMessages)
    .orderBy(chatMessages.conversationId, desc(chatMessages.id))
    .as("latest");
  const rows = await db
    .select({
      conversation: chatConversations,
      lastSender: latest.sender,
      lastBody: latest.body,
      messageCount: sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id})`,
    })
    .from(chatConversations)
    .leftJoin(latest, eq(latest.conversationId, chatConversations.id))
    .where(eq(chatConversations.status, status))
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(limit);
  return rows.map(({ conversation, lastSender, lastBody, messageCount }) => ({
    id: conversation.id,
    visitorName: conversation.visitorName,
    visitorEmail: conversation.visitorEmail,
    status: conversation.status,
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    createdAt: conversation.createdAt.toISOString(),
    messageCount: Number(messageCount),
    lastMessage: lastSender && lastBody !== null ? { sender: lastSender, body: lastBody } : null,
  }));
}

export async function getConversation(db: DatabaseOrTransaction, id: number): Promise<Conversation | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

export type StaffReplyResult =
  | { status: "invalid"; error: string }
  | { status: "not_found" }
  | { status: "sent"; message: ChatMessageView };

/** A member of staff answers; the traveller's page shows it at its next poll. */
export async function sendStaffReply(
  db: Database,
  { conversationId, staff, body }: { conversationId: number; staff: StaffAuthor; body: unknown },
): Promise<StaffReplyResult> {
  const parsed = createChatMessageSchema().safeParse({ message: body });
  if (!parsed.success) return { status: "invalid", error: parsed.error.issues[0]?.message ?? "Invalid message" };
  if (!(await getConversation(db, conversationId))) return { status: "not_found" };
  const message = await addMessage(db, { conversationId, sender: "staff", staff, body: parsed.data.message });
  return { status: "sent", message };
}

/** Closes (or reopens) a conversation; false when there is none with that id. */
export async function setConversationStatus(
  db: DatabaseOrTransaction,
  conversationId: number,
  status: "open" | "closed",
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .update(chatConversations)
      .set({ status })
      .where(eq(chatConversations.id, conversationId))
      .returning({ id: chatConversations.id });
    // The conversation's enquiry closes and reopens with it, so a closed chat leaves the response clock.
    await setEnquiryClosed(tx, { kind: "chat", conversationId }, status === "closed");
    return rows.length > 0;
  });
}

export async function countOpenConversations(db: DatabaseOrTransaction): Promise<number> {
  return db.$count(chatConversations, eq(chatConversations.status, "open"));
}
