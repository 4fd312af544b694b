// Writing to the traveller from an enquiry: a template's draft with the enquiry's values filled in, and the
// send. A reply is stored on the enquiry's thread and queued in the outbox in one transaction, addressed to
// the traveller with the enquiry's own address to answer to (reply-address.ts) and the enquiry's reference in the subject; the first
// reply stops the response clock. Each composer carries a one-time token, so a double submit sends once.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, chatConversations, enquiries, enquiryReplies, inquiries, replyTemplates } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { issueTripLink, TripLinkLimitError, tripPath } from "~/features/trip/trip-links.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { renderEmail } from "~/services/email/email-content";
import { enqueueEmail, findEmailByKey } from "~/services/email/outbox.server";
import type { AppConfig } from "~/utils/env.server";
import { recordStaffAnswer } from "./enquiries.server";
import { enquiryReference } from "./enquiry-stages";
import { type ReplyAddressConfig, replyAddressFor } from "./reply-address";
import { findReplyTemplate, REPLY_LIMITS, wordingIn } from "./reply-templates.server";
import {
  fillTemplate,
  type TemplateValues,
  type TemplateVariable,
  templateValues,
  unknownVariables,
} from "./template-variables";

export const ENQUIRY_REPLY_EMAIL_KIND = "enquiry_reply";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh one-time token for a composer. */
export function newReplyToken(): string {
  return randomBytes(18).toString("base64url");
}

/** The outbox key of the reply posted with `token`: the same post twice is queued once. */
export function replyEmailKey(enquiryId: number, token: string): string {
  return `enquiry:${enquiryId}:reply:${token}`;
}

export const replyForm = z.object({
  intent: z.literal("reply"),
  subject: z
    .string()
    .trim()
    .min(1, "Please write a subject.")
    .max(REPLY_LIMITS.subject, `Please keep the subject to ${REPLY_LIMITS.subject} characters.`),
  body: z
    .string()
    .trim()
    .min(1, "Please write the message.")
    .max(REPLY_LIMITS.body, "Please keep the message to 20,000 characters."),
  templateId: z.string().optional(),
  /** The language the reply is written in (the draft's): amounts and dates are written as in it. */
  language: z.string().optional(),
  replyToken: z.string().regex(TOKEN_SHAPE, "This form has expired. Please reload the page and send again."),
});
type ReplyField = "subject" | "body" | "replyToken";

/** The language the traveller wrote in: their booking's, inquiry's or chat's. */
async function travellerLocaleOf(db: DatabaseOrTransaction, enquiry: typeof enquiries.$inferSelect): Promise<Locale> {
  const [row] =
    enquiry.bookingId !== null
      ? await db.select({ locale: bookings.locale }).from(bookings).where(eq(bookings.id, enquiry.bookingId))
      : enquiry.inquiryId !== null
        ? await db.select({ locale: inquiries.locale }).from(inquiries).where(eq(inquiries.id, enquiry.inquiryId))
        : enquiry.conversationId !== null
          ? await db
              .select({ locale: chatConversations.locale })
              .from(chatConversations)
              .where(eq(chatConversations.id, enquiry.conversationId))
          : [];
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * What an enquiry gives the variables, amounts and dates written as in `language` (the traveller's when not
 * given); the trip link only when a reply is sent.
 */
async function valuesFor(
  db: DatabaseOrTransaction,
  enquiry: typeof enquiries.$inferSelect,
  staffName: string,
  language: Locale | null,
): Promise<{
  values: TemplateValues;
  reference: string;
  bookingId: number | null;
  bookingLocale: Locale;
  travellerLocale: Locale;
}> {
  const [[booking], travellerLocale] = await Promise.all([
    enquiry.bookingId === null
      ? []
      : db
          .select({
            id: bookings.id,
            reference: bookings.reference,
            title: bookings.packageTitle,
            quote: bookings.quote,
            locale: bookings.locale,
          })
          .from(bookings)
          .where(eq(bookings.id, enquiry.bookingId)),
    travellerLocaleOf(db, enquiry),
  ]);
  const reference = enquiryReference(enquiry, booking?.reference);
  const quote = booking?.quote
    ? {
        total: booking.quote.total,
        deposit: booking.quote.deposit,
        currency: booking.quote.currency,
        balanceDueDate: booking.quote.balanceDueDate,
      }
    : null;
  // An inquiry is about what its subject says; a chat has nothing to name until staff write it.
  const about = booking?.title ?? (enquiry.kind === "inquiry" ? enquiry.subject : null);
  const values = templateValues(
    { name: enquiry.name, reference, about, quote, staffName },
    language ?? travellerLocale,
  );
  return {
    values,
    reference,
    bookingId: booking?.id ?? null,
    bookingLocale: booking?.locale ?? DEFAULT_LOCALE,
    travellerLocale,
  };
}

export interface ReplyDraft {
  templateId: number;
  templateName: string;
  subject: string;
  body: string;
  /** Variables this enquiry has no value for, left in the text for staff to replace. */
  missing: TemplateVariable[];
  /** The language the draft is in: the one asked for, or English when the template has no wording in it. */
  language: Locale;
  /** The language asked for (the traveller's unless staff chose another). */
  asked: Locale;
  travellerLocale: Locale;
}

/**
 * A template filled in for this enquiry, in `language` (the traveller's language when null) if the template
 * has a wording in it, else in English ({trip_link} is left for the send, which makes the link).
 */
export async function replyDraft(
  db: DatabaseOrTransaction,
  {
    enquiryId,
    templateId,
    staffName,
    language = null,
  }: { enquiryId: number; templateId: number; staffName: string; language?: Locale | null },
): Promise<ReplyDraft | null> {
  const [template, [enquiry]] = await Promise.all([
    findReplyTemplate(db, templateId),
    db.select().from(enquiries).where(eq(enquiries.id, enquiryId)),
  ]);
  if (!template || !enquiry) return null;
  const asked = language ?? (await travellerLocaleOf(db, enquiry));
  const wording = wordingIn(template, asked);
  const { values, bookingId, travellerLocale } = await valuesFor(db, enquiry, staffName, wording.locale);
  const keep: TemplateVariable[] = bookingId === null ? [] : ["trip_link"];
  const subject = fillTemplate(wording.subject, values, { keep });
  const body = fillTemplate(wording.body, values, { keep });
  return {
    templateId: template.id,
    templateName: template.name,
    subject: subject.text,
    body: body.text,
    missing: [...new Set([...subject.missing, ...body.missing])],
    language: wording.locale,
    asked,
    travellerLocale,
  };
}

/** The subject as sent: with the reference, so the traveller's answer can be matched to the enquiry. */
export function subjectWithReference(subject: string, reference: string): string {
  return subject.toLowerCase().includes(reference.toLowerCase()) ? subject : `${subject} [${reference}]`;
}

export type SendReplyResult =
  | { status: "sent"; replyId: number; firstReply: boolean; subject: string }
  /** This composer's token was already used: the reply went with the first post. */
  | { status: "already_sent" }
  | { status: "invalid"; fieldErrors: Partial<Record<ReplyField, string>>; formError?: string }
  | { status: "not_found" };

const MISSING_WORDS: Partial<Record<TemplateVariable, string>> = {
  package: "there is no package or subject to name",
  quote: "there is no quoted total",
  deposit: "there is no quoted deposit",
  balance_due_date: "there is no quote with a balance date",
  trip_link: "there is no booking, so no trip page",
};

function missingMessage(names: TemplateVariable[]): string {
  const listed = names.map((name) => `{${name}}`).join(", ");
  const why = names.map((name) => MISSING_WORDS[name]).filter(Boolean);
  return `This enquiry has nothing to fill ${listed} with${why.length > 0 ? ` (${why.join("; ")})` : ""}. Please write it in yourself or remove it.`;
}

class AlreadySent extends Error {}

/** Sends a reply from the portal; see the module's opening lines for what it promises. */
export async function sendEnquiryReply(
  db: DatabaseOrTransaction,
  {
    enquiryId,
    actor,
    values: posted,
    config,
    at = new Date(),
  }: {
    enquiryId: number;
    actor: AuditActor & { id: string; name: string };
    values: Record<string, unknown>;
    config: Pick<AppConfig, "SITE_URL"> & ReplyAddressConfig;
    at?: Date;
  },
): Promise<SendReplyResult> {
  const parsed = replyForm.safeParse(posted);
  if (!parsed.success) {
    const { replyToken, ...fields }: Partial<Record<ReplyField, string>> = fieldErrorsOf(parsed.error);
    return { status: "invalid", fieldErrors: fields, ...(replyToken ? { formError: replyToken } : {}) };
  }
  const form = parsed.data;
  const unknown = unknownVariables(form.subject, form.body);
  if (unknown.length > 0) {
    const listed = unknown.map((name) => `{${name}}`).join(", ");
    return {
      status: "invalid",
      fieldErrors: {
        [unknownVariables(form.body).length > 0 ? "body" : "subject"]:
          `${listed} ${unknown.length === 1 ? "is not a variable" : "are not variables"} we know. Please write it out or remove the braces.`,
      },
    };
  }
  const dedupeKey = replyEmailKey(enquiryId, form.replyToken);

  try {
    return await inTransaction(db, async (tx): Promise<SendReplyResult> => {
      const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiryId)).for("update");
      if (!enquiry) return { status: "not_found" };
      if (!enquiry.email) {
        return {
          status: "invalid",
          fieldErrors: {},
          formError: "This traveller gave no e-mail address: answer on WhatsApp. Nothing was sent.",
        };
      }
      // A repeat of a post already sent: nothing more to do (the lock above lets the first one finish).
      if (await findEmailByKey(tx, dedupeKey)) return { status: "already_sent" };

      const language = isLocale(form.language) ? form.language : null;
      const { values, reference, bookingId, bookingLocale } = await valuesFor(tx, enquiry, actor.name, language);
      const needsTripLink = (form.subject + form.body).includes("{trip_link}");
      if (needsTripLink && bookingId !== null) {
        // The trip page in the language the traveller booked in.
        const token = await issueTripLink(tx, bookingId).catch((error: unknown) => {
          // Past the cap on links for this booking (trip-link-limits.ts): said beside the text, nothing sent.
          if (!(error instanceof TripLinkLimitError)) throw error;
          throw new Refused({
            status: "invalid",
            fieldErrors: {
              body: `This booking has had ${TRIP_LINKS_PER_BOOKING.limit} trip links in the last 24 hours, the most allowed. Remove {trip_link} (the traveller's earlier link still works) or send it later.`,
            },
          });
        });
        const path = localizePath(tripPath(token), bookingLocale);
        values.trip_link = `${config.SITE_URL}${path}`;
      }
      const subject = fillTemplate(form.subject, values);
      const body = fillTemplate(form.body, values);
      if (subject.missing.length > 0 || body.missing.length > 0) {
        const fieldErrors: Partial<Record<ReplyField, string>> = {};
        if (subject.missing.length > 0) fieldErrors.subject = missingMessage(subject.missing);
        if (body.missing.length > 0) fieldErrors.body = missingMessage(body.missing);
        // Nothing may stay behind (a trip link made for a reply that is not sent).
        throw new Refused({ status: "invalid", fieldErrors });
      }

      const finalSubject = subjectWithReference(subject.text, reference);
      const email = renderEmail(
        finalSubject,
        body.text.split(/\n{2,}/).map((paragraph) => ({ type: "paragraph" as const, text: paragraph })),
      );
      const queued = await enqueueEmail(tx, {
        kind: ENQUIRY_REPLY_EMAIL_KIND,
        to: enquiry.email,
        // The traveller's answer comes back into this thread (reply-address.ts).
        replyTo: replyAddressFor(config, enquiry.replyToken),
        dedupeKey,
        ...email,
      });
      if (!queued.queued) throw new AlreadySent();

      const templateId = await existingTemplateId(tx, form.templateId);
      const [reply] = await tx
        .insert(enquiryReplies)
        .values({
          enquiryId,
          staffUserId: actor.id,
          staffName: actor.name,
          toAddress: enquiry.email,
          subject: finalSubject,
          body: body.text,
          templateId,
          emailId: queued.id,
          createdAt: at,
        })
        .returning();
      if (!reply) throw new Error("the reply was not stored");
      const firstReply = await recordStaffAnswer(tx, { enquiryId }, "email", at);
      await recordAudit(tx, {
        actor,
        action: "create",
        tableName: "enquiry_replies",
        rowId: reply.id,
        after: { ...reply, firstReply },
      });
      return { status: "sent", replyId: reply.id, firstReply, subject: finalSubject };
    });
  } catch (error) {
    if (error instanceof AlreadySent) return { status: "already_sent" };
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** Thrown to roll the transaction back and answer with `result`. */
class Refused extends Error {
  constructor(readonly result: SendReplyResult) {
    super(result.status);
  }
}

async function existingTemplateId(tx: DatabaseOrTransaction, raw: string | undefined): Promise<number | null> {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const [row] = await tx
    .select({ id: replyTemplates.id })
    .from(replyTemplates)
    .where(eq(replyTemplates.id, Number(raw)));
  return row?.id ?? null;
}
