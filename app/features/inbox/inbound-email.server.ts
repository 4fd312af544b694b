// A traveller's e-mail answer, as the mail provider posts it to /api/email/inbound (Postmark's inbound
// webhook JSON: https://postmarkapp.com/developer/webhooks/inbound-webhook). It is routed by the token in
// the address it was sent to (reply-address.ts) into that enquiry's thread. Mail that names no enquiry is
// acknowledged and dropped: the provider would only send it again, and the traveller's own mailbox still
// has it. The token is never logged.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import { sameSecret } from "~/utils/same-secret.server";
import { replyTokenIn } from "./reply-address";
import { keptBody, recordTravellerMessage } from "./traveller-messages.server";

const address = z.object({
  Email: z.string().max(320),
  Name: z.string().max(320).nullish(),
  MailboxHash: z.string().max(200).nullish(),
});

/** The fields of Postmark's inbound JSON this reads; others are ignored. */
export const postmarkInboundSchema = z.object({
  MessageID: z.string().min(1).max(200),
  From: z.string().max(1000),
  FromName: z.string().max(320).nullish(),
  FromFull: address.nullish(),
  To: z.string().max(10_000).nullish(),
  ToFull: z.array(address).max(100).nullish(),
  CcFull: z.array(address).max(100).nullish(),
  OriginalRecipient: z.string().max(320).nullish(),
  MailboxHash: z.string().max(200).nullish(),
  Subject: z.string().max(2000).nullish(),
  TextBody: z.string().nullish(),
  HtmlBody: z.string().nullish(),
  StrippedTextReply: z.string().nullish(),
  Attachments: z
    .array(z.object({ Name: z.string().max(1000) }).passthrough())
    .max(200)
    .nullish(),
});
export type PostmarkInbound = z.infer<typeof postmarkInboundSchema>;

export type InboundEmailOutcome = "stored" | "duplicate" | "unmatched" | "invalid";

/** Whether the basic-authentication header carries the webhook's secret as its password (compared in constant time). */
export function inboundCredentialsMatch(authorization: string | null, secret: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  return decoded.includes(":") && sameSecret(decoded.slice(decoded.indexOf(":") + 1), secret);
}

/** Every address the mail was sent to, Postmark's parsed hash first. */
function recipientTokens(mail: PostmarkInbound, inboundAddress: string): string | null {
  const hashes = [mail.MailboxHash, ...(mail.ToFull ?? []).map((to) => to.MailboxHash)];
  for (const hash of hashes) if (hash && /^[a-f0-9]{32}$/.test(hash.toLowerCase())) return hash.toLowerCase();
  const addresses = [
    mail.OriginalRecipient,
    ...(mail.ToFull ?? []).map((to) => to.Email),
    ...(mail.CcFull ?? []).map((cc) => cc.Email),
    ...(mail.To ?? "").split(","),
  ];
  for (const candidate of addresses) {
    const token = candidate ? replyTokenIn(candidate, inboundAddress) : null;
    if (token) return token;
  }
  return null;
}

/** The text of an HTML-only e-mail: tags dropped, paragraphs and line breaks kept. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|tr|h[1-6])>/gi, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n");
}

/** Routes one posted e-mail into its enquiry's thread. */
export async function receiveInboundEmail(
  db: DatabaseOrTransaction,
  payload: unknown,
  { inboundAddress, at = new Date() }: { inboundAddress: string; at?: Date },
): Promise<InboundEmailOutcome> {
  const parsed = postmarkInboundSchema.safeParse(payload);
  if (!parsed.success) return "invalid";
  const mail = parsed.data;
  const token = recipientTokens(mail, inboundAddress);
  if (!token) return "unmatched";
  const [enquiry] = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.replyToken, token));
  if (!enquiry) return "unmatched";

  // The answer without the quoted e-mail below it, when the provider could tell them apart.
  const text = mail.StrippedTextReply?.trim() || mail.TextBody?.trim() || textOfHtml(mail.HtmlBody ?? "");
  const fromAddress = (mail.FromFull?.Email || mail.From).trim().slice(0, 320);
  return recordTravellerMessage(db, {
    enquiryId: enquiry.id,
    channel: "email",
    providerMessageId: mail.MessageID,
    fromAddress,
    fromName: (mail.FromFull?.Name || mail.FromName || "").trim().slice(0, 200) || null,
    subject: mail.Subject?.trim().slice(0, 500) || null,
    body: keptBody(text, "(This e-mail had no text.)"),
    attachmentNames: (mail.Attachments ?? []).map((file) => file.Name),
    receivedAt: at,
  });
}
