// What a traveller writes back outside the site (an e-mail answer, a WhatsApp message) joins the enquiry's
// thread here, whatever the channel: stored once however often the provider delivers it, and the enquiry
// wakes up (newer activity; a closed or snoozed one is back in the open list).
import { eq } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { enquiries, enquiryTravellerMessages, type TravellerMessageChannel } from "~/db/schema";

export const TRAVELLER_MESSAGE_MAX_CHARS = 20_000;

export interface TravellerMessage {
  enquiryId: number;
  channel: TravellerMessageChannel;
  providerMessageId: string;
  fromAddress: string;
  fromName: string | null;
  subject: string | null;
  body: string;
  attachmentNames: string[];
  receivedAt: Date;
}

/** The body as kept: trimmed, never empty, at most TRAVELLER_MESSAGE_MAX_CHARS. */
export function keptBody(text: string, emptyWords: string): string {
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  if (trimmed.length === 0) return emptyWords;
  return trimmed.length <= TRAVELLER_MESSAGE_MAX_CHARS
    ? trimmed
    : `${trimmed.slice(0, TRAVELLER_MESSAGE_MAX_CHARS - 1)}…`;
}

/** Adds the message to its enquiry's thread; 'duplicate' when this provider message is already there. */
export async function recordTravellerMessage(
  db: DatabaseOrTransaction,
  message: TravellerMessage,
): Promise<"stored" | "duplicate"> {
  return inTransaction(db, async (tx) => {
    const stored = await tx
      .insert(enquiryTravellerMessages)
      .values({ ...message, attachmentNames: message.attachmentNames.slice(0, 50).map((name) => name.slice(0, 200)) })
      .onConflictDoNothing({ target: [enquiryTravellerMessages.channel, enquiryTravellerMessages.providerMessageId] })
      .returning({ id: enquiryTravellerMessages.id });
    if (stored.length === 0) return "duplicate";
    // The traveller writing again wakes the enquiry, as a chat message does (recordTravellerActivity).
    await tx
      .update(enquiries)
      .set({ lastActivityAt: message.receivedAt, closedAt: null, followUpOn: null })
      .where(eq(enquiries.id, message.enquiryId));
    return "stored";
  });
}
