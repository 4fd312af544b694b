// Contact inquiries. What the Contact page's action does with a post, in order: ignore robots (honeypot),
// validate with the shared schema, give a replayed post its earlier answer, apply the per-address limit
// (the same allowance as bookings), then store the inquiry with the staff e-mail queued in the same
// transaction. The e-mail goes by SMTP when configured, otherwise it waits in the outbox staff can read.

import type { Database } from "~/db/client.server";
import { inquiries } from "~/db/schema";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { openEnquiry } from "~/features/inbox/enquiries.server";
import { type EnquirySource, readEnquirySource } from "~/features/inbox/enquiry-source";
import { type ReplyAddressConfig, replyAddressFor } from "~/features/inbox/reply-address";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { submissionKey } from "~/features/spam/submission-key.server";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import { writesInNote } from "~/i18n/language-names";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { contactAcknowledgementMessages } from "~/i18n/messages/en/contact-acknowledgement";
import { contactEmailMessages } from "~/i18n/messages/en/contact-email";
import { runInLocale } from "~/i18n/server-messages.server";
import { currentLocale, translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { enqueueEmail, findEmailByKey } from "~/services/email/outbox.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { BUSINESS_TERMS } from "~/utils/constants";
import type { AppConfig } from "~/utils/env.server";
import {
  createInquirySchema,
  INQUIRY_FIELDS,
  type InquiryField,
  type InquiryInput,
  inquiryTypeLabel,
} from "./inquiry-schema";

/** Inquiries one address may send: as many as bookings, 5 per 10 minutes. */
export const INQUIRY_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function inquiryRateLimitKey(clientAddress: string): string {
  return `inquiry:${rateLimitSubject(clientAddress)}`;
}

export const INQUIRY_EMAIL_KIND = "inquiry_staff_notification";
/** The traveller's acknowledgement of their inquiry. */
export const INQUIRY_ACKNOWLEDGEMENT_KIND = "inquiry_acknowledgement";

/** The outbox key of the staff e-mail a form post caused; a replayed post finds it and stores nothing new. */
export function inquirySubmissionKey(submissionToken: string, input: InquiryInput): string {
  // Keyed on what was submitted too: a cached page shows every visitor the same token (submission-key.server.ts).
  return `inquiry-submission:${submissionKey(submissionToken, { name: input.name, email: input.email, phone: input.phone, subject: input.subject, inquiryType: input.inquiryType, message: input.message })}`;
}

export interface InquirySubmissionContext {
  db: Database;
  config: Pick<AppConfig, "SITE_URL"> & ReplyAddressConfig;
  /** The sender's address; null when unknown, and the rate limit is then skipped. */
  clientAddress: string | null;
  now?: Date;
}

export type InquirySubmissionResult =
  /** Status 400: the messages beside the fields, the visitor's values kept. */
  | { status: "invalid"; fieldErrors: Partial<Record<InquiryField, string>>; values: Record<InquiryField, string> }
  /** The honeypot was filled: answer as for a success; nothing was stored. */
  | { status: "discarded" }
  /** Status 429 with Retry-After. */
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "submitted"; created: boolean };

export async function submitInquiry(
  context: InquirySubmissionContext,
  formData: FormData,
): Promise<InquirySubmissionResult> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, INQUIRY_FIELDS);
  const parsed = createInquirySchema().safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  const submissionToken = readSubmissionToken(formData) ?? issueSubmissionToken();
  if (await findEmailByKey(context.db, inquirySubmissionKey(submissionToken, parsed.data))) {
    return { status: "submitted", created: false };
  }

  if (context.clientAddress) {
    const decision = await consumeRateLimit(context.db, {
      key: inquiryRateLimitKey(context.clientAddress),
      ...INQUIRY_RATE_LIMIT,
      now: context.now?.getTime(),
    });
    if (!decision.allowed) return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
  }

  const result = await createInquiry(context.db, {
    input: parsed.data,
    submissionToken,
    config: context.config,
    // Where the traveller came from, as the page's script filled the hidden fields (empty without script).
    source: readEnquirySource(formData, context.config.SITE_URL),
  });
  return { status: "submitted", created: result.status === "created" };
}

class AlreadySubmitted extends Error {}

/** Stores an inquiry and queues the staff e-mail in one transaction: both or neither. */
export async function createInquiry(
  db: Database,
  {
    input,
    submissionToken,
    config,
    source,
    locale,
  }: {
    input: InquiryInput;
    submissionToken: string;
    config: Pick<AppConfig, "SITE_URL"> & ReplyAddressConfig;
    /** Where the traveller came from (the form's hidden fields), for the staff inbox. */
    source?: EnquirySource;
    /** The language the traveller wrote in: the contact page's (its address). */
    locale?: Locale;
  },
): Promise<{ status: "created"; inquiryId: number } | { status: "existing" }> {
  const language = locale ?? currentLocale();
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(inquiries)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          inquiryType: input.inquiryType,
          message: input.message,
          locale: language,
        })
        .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
      if (!created) throw new Error("the inquiry was not stored");

      const { queued } = await enqueueEmail(tx, {
        kind: INQUIRY_EMAIL_KIND,
        to: config.STAFF_EMAIL,
        // Staff answer by replying; the address passed the schema's strict e-mail check.
        replyTo: input.email,
        dedupeKey: inquirySubmissionKey(submissionToken, input),
        // Staff read English, told which language to answer in.
        ...runInLocale(DEFAULT_LOCALE, () =>
          renderInquiryStaffNotification(input, { siteUrl: config.SITE_URL, locale: language }),
        ),
      });
      if (!queued) throw new AlreadySubmitted();
      const enquiry = await openEnquiry(tx, {
        subject: { kind: "inquiry", inquiryId: created.id },
        name: input.name,
        email: input.email,
        title: input.subject,
        source,
        receivedAt: created.createdAt,
      });
      // The traveller's own copy, in the language they wrote in; replying to it writes into the enquiry's thread.
      await enqueueEmail(tx, {
        kind: INQUIRY_ACKNOWLEDGEMENT_KIND,
        to: input.email,
        replyTo: replyAddressFor(config, enquiry.replyToken),
        dedupeKey: `${inquirySubmissionKey(submissionToken, input)}:acknowledgement`,
        ...runInLocale(language, () => renderInquiryAcknowledgement(input)),
      });
      return { status: "created" as const, inquiryId: created.id };
    });
  } catch (error) {
    if (error instanceof AlreadySubmitted) return { status: "existing" };
    throw error;
  }
}

const t = (id: keyof typeof contactEmailMessages & string, values?: Record<string, string | number>) =>
  translate(contactEmailMessages, id, values);

/**
 * The e-mail telling staff about an inquiry, with the language the traveller wrote in (render it in English:
 * runInLocale); every value is escaped in its HTML.
 */
export function renderInquiryStaffNotification(
  inquiry: InquiryInput,
  { siteUrl, locale = DEFAULT_LOCALE }: { siteUrl: string; locale?: Locale },
): RenderedEmail {
  const language = writesInNote(locale);
  return renderEmail(t("contact.email.subject", { subject: inquiry.subject }), [
    { type: "heading", text: t("contact.email.heading") },
    { type: "paragraph", text: t("contact.email.intro", { hours: BUSINESS_TERMS.responseHours }) },
    ...(language ? [{ type: "paragraph" as const, text: language }] : []),
    {
      type: "details",
      rows: [
        [t("contact.email.name"), inquiry.name],
        [t("contact.email.email"), inquiry.email],
        [t("contact.email.phone"), inquiry.phone ?? t("contact.email.phoneMissing")],
        [t("contact.email.type"), inquiryTypeLabel(inquiry.inquiryType)],
        [t("contact.email.subjectLabel"), inquiry.subject],
        [t("contact.email.message"), inquiry.message],
      ],
    },
    { type: "paragraph", text: `${siteUrl}/admin/inquiries` },
  ]);
}

const ack = (id: keyof typeof contactAcknowledgementMessages & string, values?: Record<string, string | number>) =>
  translate(contactAcknowledgementMessages, id, values);

/**
 * The traveller's acknowledgement of an inquiry, with a copy of what they wrote, in the current language (the
 * one they wrote in: runInLocale); every value is escaped in its HTML.
 */
export function renderInquiryAcknowledgement(inquiry: InquiryInput): RenderedEmail {
  return renderEmail(ack("contact.ack.subject", { subject: inquiry.subject }), [
    { type: "paragraph", text: ack("contact.ack.greeting", { name: inquiry.name }) },
    { type: "paragraph", text: ack("contact.ack.thanks", { hours: BUSINESS_TERMS.responseHours }) },
    { type: "heading", text: ack("contact.ack.copy") },
    {
      type: "details",
      rows: [
        [ack("contact.ack.subjectLabel"), inquiry.subject],
        [ack("contact.ack.message"), inquiry.message],
      ],
    },
    { type: "paragraph", text: ack("contact.ack.reply") },
    { type: "paragraph", text: ack("contact.ack.signoff") },
  ]);
}
