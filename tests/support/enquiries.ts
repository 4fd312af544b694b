// For the inbox's integration tests: staff, and bookings, inquiries and chats with their enquiries, stored
// as the product stores them (each opens its enquiry in the same transaction).
import { randomBytes, randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { bookings, chatConversations, chatMessages, inquiries, staffUsers } from "~/db/schema";
import { type Enquiry, openEnquiry } from "~/features/inbox/enquiries.server";
import type { Quote } from "~/features/quotes/rate-book";
import type { Locale } from "~/i18n/locales";

export async function addStaff(db: Database, name: string) {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@heartbeest.test`;
  await db.insert(staffUsers).values({ id, name, email, role: "agent" });
  return { id, name, email };
}

export const SAMPLE_QUOTE = {
  currency: "USD",
  total: 276_000,
  deposit: 82_800,
  balance: 193_200,
  balanceDueDate: "2031-06-02",
} as const;

export async function addBookingEnquiry(
  db: Database,
  {
    name = "Wanjiru Kamau",
    email = "wanjiru@example.com",
    receivedAt = new Date("2025-03-03T07:00:00Z"),
    quoted = true,
  }: { name?: string; email?: string; receivedAt?: Date; quoted?: boolean } = {},
): Promise<{ enquiry: Enquiry; bookingId: number; reference: string }> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        source: "booking_flow",
        packageTitle: "Maasai Mara Explorer",
        name,
        email,
        phone: "+254 712 345 678",
        adults: 2,
        arrivalDate: "2031-08-01",
        departureDate: "2031-08-05",
        paymentChoice: "bank_transfer",
        ...(quoted
          ? {
              totalAmount: SAMPLE_QUOTE.total,
              depositAmount: SAMPLE_QUOTE.deposit,
              currency: SAMPLE_QUOTE.currency,
              quote: {
                ...SAMPLE_QUOTE,
                package: { id: 1, slug: "mara", title: "Maasai Mara Explorer" },
              } as unknown as Quote,
            }
          : {}),
        createdAt: receivedAt,
      })
      .returning();
    if (!booking) throw new Error("no booking");
    const enquiry = await openEnquiry(tx, {
      subject: { kind: "booking", bookingId: booking.id },
      name,
      email,
      title: booking.packageTitle,
      receivedAt,
    });
    return { enquiry, bookingId: booking.id, reference: booking.reference };
  });
}

export async function addInquiryEnquiry(
  db: Database,
  {
    name = "Tom Baker",
    email = "tom@example.com",
    subject = "Family safari in August",
    receivedAt = new Date("2025-03-03T07:00:00Z"),
    phone = "+44 20 7946 0000",
    locale = "en",
  }: {
    name?: string;
    email?: string;
    subject?: string;
    receivedAt?: Date;
    phone?: string | null;
    locale?: Locale;
  } = {},
): Promise<{ enquiry: Enquiry; inquiryId: number }> {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        name,
        email,
        phone,
        subject,
        locale,
        inquiryType: "custom",
        message: "We are two adults and two children.",
        createdAt: receivedAt,
      })
      .returning();
    if (!inquiry) throw new Error("no inquiry");
    const enquiry = await openEnquiry(tx, {
      subject: { kind: "inquiry", inquiryId: inquiry.id },
      name,
      email,
      title: subject,
      receivedAt,
    });
    return { enquiry, inquiryId: inquiry.id };
  });
}

export async function addChatEnquiry(
  db: Database,
  { name = "Lena Vogel", email = "lena@example.com", receivedAt = new Date("2025-03-03T07:00:00Z") } = {},
): Promise<{ enquiry: Enquiry; conversationId: number }> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(chatConversations)
      .values({
        visitorToken: randomBytes(32).toString("base64url"),
        visitorName: name,
        visitorEmail: email,
        createdAt: receivedAt,
      })
      .returning();
    if (!conversation) throw new Error("no chat");
    await tx.insert(chatMessages).values({
      conversationId: conversation.id,
      sender: "visitor",
      body: "Is the migration on in July?",
      createdAt: receivedAt,
    });
    const enquiry = await openEnquiry(tx, {
      subject: { kind: "chat", conversationId: conversation.id },
      name,
      email,
      title: "Is the migration on in July?",
      receivedAt,
    });
    return { enquiry, conversationId: conversation.id };
  });
}
