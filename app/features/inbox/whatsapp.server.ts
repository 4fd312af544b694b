// WhatsApp in the enquiry's thread, through the WhatsApp Business Cloud API
// (https://developers.facebook.com/docs/whatsapp/cloud-api). Meta posts the traveller's messages to
// /api/whatsapp/webhook, signed with the app's secret (X-Hub-Signature-256); each is routed to the enquiry the
// number already wrote on, else to the latest enquiry whose booking or inquiry gave that number, else it opens a
// new enquiry (a WhatsApp inquiry with no e-mail address, in the language of the number's country). Staff write
// back from the enquiry page: freely while the traveller's last WhatsApp message is under 24 hours old (the
// customer service window), and otherwise only the approved template, in the traveller's language, which
// asks them to answer. The language is the enquiry's: the site they wrote from.
import { createHmac } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, enquiries, enquiryReplies, enquiryTravellerMessages, inquiries } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import type { AppConfig } from "~/utils/env.server";
import { sameSecret } from "~/utils/same-secret.server";
import { openEnquiry, recordStaffAnswer } from "./enquiries.server";
import { enquiryReference } from "./enquiry-stages";
import { firstNameOf } from "./template-variables";
import { keptBody, recordTravellerMessage } from "./traveller-messages.server";
import { displayWhatsAppNumber, localeOfWhatsAppNumber, whatsappNumberOf } from "./whatsapp-number";

/** How long after the traveller's last message a free-form reply may be sent (WhatsApp's service window). */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60_000;
/** WhatsApp's own limit on a text message. */
export const WHATSAPP_TEXT_LIMIT = 4096;

export interface WhatsAppSettings {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  apiBaseUrl: string;
  timeoutMs: number;
  templateName: string;
}

type WhatsAppConfig = Pick<
  AppConfig,
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_ACCESS_TOKEN"
  | "WHATSAPP_APP_SECRET"
  | "WHATSAPP_VERIFY_TOKEN"
  | "WHATSAPP_API_BASE_URL"
  | "WHATSAPP_API_TIMEOUT_MS"
  | "WHATSAPP_TEMPLATE_NAME"
>;

/** The settings, or null while WhatsApp is off (any of the four secrets missing). */
export function whatsappSettings(config: WhatsAppConfig): WhatsAppSettings | null {
  const { WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN } = config;
  if (!WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_ACCESS_TOKEN || !WHATSAPP_APP_SECRET || !WHATSAPP_VERIFY_TOKEN)
    return null;
  return {
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    appSecret: WHATSAPP_APP_SECRET,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    apiBaseUrl: config.WHATSAPP_API_BASE_URL.replace(/\/+$/, ""),
    timeoutMs: config.WHATSAPP_API_TIMEOUT_MS,
    templateName: config.WHATSAPP_TEMPLATE_NAME,
  };
}

/** Whether `header` (X-Hub-Signature-256: sha256={hex}) signs the raw body with the app's secret. */
export function webhookSignatureMatches(rawBody: string, header: string | null, appSecret: string): boolean {
  const expected = `sha256=${createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex")}`;
  return sameSecret((header ?? "").trim().toLowerCase(), expected);
}

/** Meta's check when the webhook is registered: the challenge back for the right verify token. */
export function verificationChallenge(query: URLSearchParams, verifyToken: string): string | null {
  const challenge = query.get("hub.challenge");
  if (query.get("hub.mode") !== "subscribe" || !challenge || challenge.length > 200) return null;
  return sameSecret(query.get("hub.verify_token") ?? "", verifyToken) ? challenge : null;
}

const inboundMessage = z
  .object({
    from: z.string().regex(/^\d{6,20}$/),
    id: z.string().min(1).max(200),
    timestamp: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    type: z.string().max(40),
    text: z.object({ body: z.string() }).optional(),
    button: z.object({ text: z.string() }).optional(),
    interactive: z
      .object({
        button_reply: z.object({ title: z.string() }).optional(),
        list_reply: z.object({ title: z.string() }).optional(),
      })
      .optional(),
    image: z.object({ caption: z.string().optional() }).passthrough().optional(),
    document: z.object({ caption: z.string().optional(), filename: z.string().optional() }).passthrough().optional(),
  })
  .passthrough();

/** The webhook's body: entries of changes, each with messages (and statuses, which are not kept). */
export const whatsappWebhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  contacts: z
                    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
                    .optional(),
                  messages: z.array(inboundMessage).max(100).optional(),
                })
                .passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

type InboundMessage = z.infer<typeof inboundMessage>;

/** What a message says, in words staff can read whatever its type. */
function textOf(message: InboundMessage): { body: string; attachmentNames: string[] } {
  const said =
    message.text?.body ??
    message.button?.text ??
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title ??
    message.image?.caption ??
    message.document?.caption ??
    "";
  const attachmentNames = message.document?.filename
    ? [message.document.filename]
    : ["image", "audio", "video", "sticker", "document"].includes(message.type)
      ? [`a ${message.type}`]
      : [];
  return { body: keptBody(said, `(A ${message.type} message: open WhatsApp to see it.)`), attachmentNames };
}

/** The enquiry a number's message belongs to: where it wrote before, else where a form gave it; or null. */
async function enquiryForNumber(db: DatabaseOrTransaction, number: string): Promise<number | null> {
  const [earlier] = await db
    .select({ enquiryId: enquiryTravellerMessages.enquiryId })
    .from(enquiryTravellerMessages)
    .where(
      and(
        eq(enquiryTravellerMessages.channel, "whatsapp"),
        eq(enquiryTravellerMessages.fromAddress, displayWhatsAppNumber(number)),
      ),
    )
    .orderBy(desc(enquiryTravellerMessages.id))
    .limit(1);
  if (earlier) return earlier.enquiryId;
  // Numbers are typed in many ways: narrow by the last nine digits in SQL, then compare as WhatsApp writes them.
  const tail = number.slice(-9);
  const typedPhone = sql<string | null>`coalesce(${bookings.phone}, ${inquiries.phone})`;
  const candidates = await db
    .select({ id: enquiries.id, phone: typedPhone })
    .from(enquiries)
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .leftJoin(inquiries, eq(inquiries.id, enquiries.inquiryId))
    .where(sql`right(regexp_replace(${typedPhone}, '[^0-9]', '', 'g'), 9) = ${tail}`)
    .orderBy(desc(enquiries.lastActivityAt), desc(enquiries.id))
    .limit(50);
  return candidates.find((candidate) => whatsappNumberOf(candidate.phone) === number)?.id ?? null;
}

export interface WhatsAppWebhookOutcome {
  stored: number;
  duplicate: number;
  /** Of those stored, how many came from a number no enquiry knew, and so opened one. */
  opened: number;
}

/** What an enquiry opened by a WhatsApp message is about, as its inquiry's subject. */
export const WHATSAPP_INQUIRY_SUBJECT = "WhatsApp message";

class AlreadyDelivered extends Error {}

/**
 * A message from a number no enquiry knows opens one: an inquiry with the number as its phone and no e-mail
 * address (the enquiry page then offers WhatsApp only), the sender's WhatsApp name or else the number as its
 * name, and the language of the number's country. Stored with its first message, or not at all when Meta
 * delivers that message again.
 */
async function openWhatsAppEnquiry(
  db: DatabaseOrTransaction,
  message: { from: string; id: string },
  fromName: string | null,
  text: { body: string; attachmentNames: string[] },
  at: Date,
): Promise<"stored" | "duplicate"> {
  const number = displayWhatsAppNumber(message.from);
  const name = fromName ?? number;
  try {
    return await inTransaction(db, async (tx) => {
      const [inquiry] = await tx
        .insert(inquiries)
        .values({
          name,
          email: "",
          phone: number,
          subject: WHATSAPP_INQUIRY_SUBJECT,
          message: text.body,
          locale: localeOfWhatsAppNumber(message.from),
          createdAt: at,
        })
        .returning({ id: inquiries.id });
      if (!inquiry) throw new Error("the WhatsApp inquiry was not stored");
      const enquiry = await openEnquiry(tx, {
        subject: { kind: "inquiry", inquiryId: inquiry.id },
        name,
        email: "",
        title: `WhatsApp: ${text.body.replace(/\s+/g, " ").slice(0, 80)}`,
        receivedAt: at,
      });
      const stored = await recordTravellerMessage(tx, {
        enquiryId: enquiry.id,
        channel: "whatsapp",
        providerMessageId: message.id,
        fromAddress: number,
        fromName,
        subject: null,
        ...text,
        receivedAt: at,
      });
      // Delivered before: the enquiry just opened goes with the transaction.
      if (stored === "duplicate") throw new AlreadyDelivered();
      return stored;
    });
  } catch (error) {
    if (error instanceof AlreadyDelivered) return "duplicate";
    throw error;
  }
}

/** Routes every message in one webhook post into its enquiry's thread; delivery statuses are ignored. */
export async function receiveWhatsAppWebhook(
  db: DatabaseOrTransaction,
  payload: unknown,
  at: Date = new Date(),
): Promise<WhatsAppWebhookOutcome | "invalid"> {
  const parsed = whatsappWebhookSchema.safeParse(payload);
  if (!parsed.success) return "invalid";
  const outcome: WhatsAppWebhookOutcome = { stored: 0, duplicate: 0, opened: 0 };
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== "messages") continue;
      const names = new Map((change.value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
      for (const message of change.value.messages ?? []) {
        const enquiryId = await enquiryForNumber(db, message.from);
        const text = textOf(message);
        const fromName = names.get(message.from)?.trim().slice(0, 200) || null;
        if (enquiryId === null) {
          const result = await openWhatsAppEnquiry(db, message, fromName, text, at);
          outcome[result] += 1;
          if (result === "stored") outcome.opened += 1;
          continue;
        }
        const result = await recordTravellerMessage(db, {
          enquiryId,
          channel: "whatsapp",
          providerMessageId: message.id,
          fromAddress: displayWhatsAppNumber(message.from),
          fromName,
          subject: null,
          ...text,
          receivedAt: at,
        });
        outcome[result] += 1;
      }
    }
  }
  return outcome;
}

export interface EnquiryWhatsApp {
  /** The number to write to (as WhatsApp writes it), or null when the traveller gave none. */
  number: string | null;
  /** Until when a free-form message may be sent; null outside the window (only the template then). */
  windowOpenUntil: Date | null;
  templateName: string;
  language: Locale;
}

/** Where WhatsApp stands for an enquiry, or null while WhatsApp is off. */
export async function enquiryWhatsApp(
  db: DatabaseOrTransaction,
  enquiryId: number,
  settings: WhatsAppSettings | null,
  now: Date = new Date(),
): Promise<EnquiryWhatsApp | null> {
  if (!settings) return null;
  const [row] = await db
    .select({
      phone: sql<string | null>`coalesce(${bookings.phone}, ${inquiries.phone})`,
      locale: sql<string | null>`coalesce(${bookings.locale}, ${inquiries.locale})`,
    })
    .from(enquiries)
    .leftJoin(bookings, eq(bookings.id, enquiries.bookingId))
    .leftJoin(inquiries, eq(inquiries.id, enquiries.inquiryId))
    .where(eq(enquiries.id, enquiryId));
  if (!row) return null;
  const [last] = await db
    .select({ from: enquiryTravellerMessages.fromAddress, at: enquiryTravellerMessages.receivedAt })
    .from(enquiryTravellerMessages)
    .where(and(eq(enquiryTravellerMessages.enquiryId, enquiryId), eq(enquiryTravellerMessages.channel, "whatsapp")))
    .orderBy(desc(enquiryTravellerMessages.receivedAt))
    .limit(1);
  const until = last ? new Date(last.at.getTime() + WHATSAPP_WINDOW_MS) : null;
  return {
    // The number that last wrote on WhatsApp is the surest; else the one the traveller typed.
    number: last ? last.from.replace(/^\+/, "") : whatsappNumberOf(row.phone),
    windowOpenUntil: until && until > now ? until : null,
    templateName: settings.templateName,
    language: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  };
}

export const whatsappForm = z.object({
  intent: z.literal("whatsapp"),
  mode: z.enum(["text", "template"]),
  body: z.string().trim().max(WHATSAPP_TEXT_LIMIT, "Please keep a WhatsApp message to 4,096 characters.").optional(),
  replyToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "This form has expired. Please reload the page and send again."),
});

export type SendWhatsAppResult =
  | { status: "sent"; replyId: number }
  | { status: "already_sent" }
  | { status: "invalid"; fieldErrors: { body?: string }; formError?: string }
  | { status: "refused"; formError: string }
  | { status: "unavailable"; formError: string }
  | { status: "not_found" };

interface CloudApiError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

/** One POST to the Cloud API's messages endpoint: the message id, or the refusal in words. */
async function postMessage(
  settings: WhatsAppSettings,
  message: Record<string, unknown>,
  fetchImpl: typeof fetch,
): Promise<{ id: string } | { refused: string } | { unavailable: true }> {
  let response: Response;
  try {
    response = await fetchImpl(`${settings.apiBaseUrl}/${settings.phoneNumberId}/messages`, {
      method: "POST",
      headers: { Authorization: `Bearer ${settings.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify({ messaging_product: "whatsapp", recipient_type: "individual", ...message }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch {
    return { unavailable: true };
  }
  const body = (await response.json().catch(() => null)) as ({ messages?: { id?: string }[] } & CloudApiError) | null;
  const id = body?.messages?.[0]?.id;
  if (response.ok && id) return { id };
  if (response.status >= 500 || response.status === 429) return { unavailable: true };
  const error = body?.error;
  const words = error?.error_data?.details ?? error?.message ?? `HTTP ${response.status}`;
  return { refused: `${words}${error?.code ? ` (code ${error.code})` : ""}` };
}

/** Sends a WhatsApp message (or, outside the window, the approved template) from the enquiry page. */
export async function sendWhatsAppReply(
  db: DatabaseOrTransaction,
  {
    enquiryId,
    actor,
    values,
    settings,
    fetchImpl = fetch,
    at = new Date(),
  }: {
    enquiryId: number;
    actor: AuditActor & { id: string; name: string };
    values: Record<string, unknown>;
    settings: WhatsAppSettings;
    fetchImpl?: typeof fetch;
    at?: Date;
  },
): Promise<SendWhatsAppResult> {
  const parsed = whatsappForm.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === "body") return { status: "invalid", fieldErrors: { body: issue.message } };
    return {
      status: "invalid",
      fieldErrors: {},
      formError: "This form has expired. Please reload the page and send again.",
    };
  }
  const form = parsed.data;
  const sendKey = `whatsapp:${enquiryId}:${form.replyToken}`;
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
  if (!enquiry) return { status: "not_found" };
  const state = await enquiryWhatsApp(db, enquiryId, settings, at);
  if (!state?.number) {
    return { status: "refused", formError: "This traveller gave no phone number WhatsApp can reach." };
  }
  if (form.mode === "text") {
    if (!form.body) return { status: "invalid", fieldErrors: { body: "Please write the message." } };
    if (!state.windowOpenUntil) {
      return {
        status: "refused",
        formError:
          "The traveller has not written on WhatsApp in the last 24 hours, so WhatsApp only lets us send the approved template. Send the template; your text is kept.",
      };
    }
  }
  const [booking] =
    enquiry.bookingId === null
      ? []
      : await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, enquiry.bookingId));
  const reference = enquiryReference(enquiry, booking?.reference);
  const firstName = firstNameOf(enquiry.name);
  const body =
    form.mode === "text"
      ? (form.body ?? "")
      : `Template “${state.templateName}” (${state.language}) with ${firstName}, ${reference}: it asks the traveller to answer on WhatsApp.`;

  // The row first (its send key is unique): a double submit finds it and sends nothing more.
  const claimed = await db
    .insert(enquiryReplies)
    .values({
      enquiryId,
      channel: "whatsapp",
      sendKey,
      staffUserId: actor.id,
      staffName: actor.name,
      toAddress: displayWhatsAppNumber(state.number),
      subject: "",
      body,
      createdAt: at,
    })
    .onConflictDoNothing({ target: enquiryReplies.sendKey })
    .returning({ id: enquiryReplies.id });
  const replyId = claimed[0]?.id;
  if (replyId === undefined) return { status: "already_sent" };

  const message =
    form.mode === "text"
      ? { to: state.number, type: "text", text: { preview_url: false, body: form.body } }
      : {
          to: state.number,
          type: "template",
          template: {
            name: state.templateName,
            language: { code: state.language },
            components: [
              {
                type: "body",
                parameters: [
                  { type: "text", text: firstName },
                  { type: "text", text: reference },
                ],
              },
            ],
          },
        };
  const sent = await postMessage(settings, message, fetchImpl);
  if (!("id" in sent)) {
    // Nothing went out: the claim goes, so the same form can be sent again.
    await db.delete(enquiryReplies).where(eq(enquiryReplies.id, replyId));
    return "refused" in sent
      ? { status: "refused", formError: `WhatsApp did not take the message: ${sent.refused}. Your text is kept.` }
      : {
          status: "unavailable",
          formError:
            "WhatsApp could not be reached just now. Nothing was sent; your text is kept. Please try again in a minute.",
        };
  }
  await inTransaction(db, async (tx) => {
    const [reply] = await tx
      .update(enquiryReplies)
      .set({ providerMessageId: sent.id })
      .where(eq(enquiryReplies.id, replyId))
      .returning();
    const firstReply = await recordStaffAnswer(tx, { enquiryId }, "whatsapp", at);
    await recordAudit(tx, {
      actor,
      action: "create",
      tableName: "enquiry_replies",
      rowId: replyId,
      after: { ...reply, firstReply },
    });
  });
  return { status: "sent", replyId };
}
