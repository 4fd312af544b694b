// For tests of the Numbers page: enquiries (with the booking, inquiry or chat each one belongs to), payments
// and refunds written straight into a database at chosen instants, as the forms and the ledger would store them.
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
  bookings,
  chatConversations,
  type EnquiryKind,
  type EnquiryStage,
  enquiries,
  type FirstReplyChannel,
  inquiries,
  payments,
  refunds,
} from "~/db/schema";
import type { QuoteCurrency } from "~/features/quotes/rate-book";

let counter = 0;

export interface TestEnquiry {
  kind: EnquiryKind;
  receivedAt: Date;
  stage?: EnquiryStage;
  firstReplyAt?: Date;
  firstReplyChannel?: FirstReplyChannel;
  /** Office minutes to the first answer, as counted when it was made. */
  firstReplyOfficeMinutes?: number;
  ownerId?: string;
  closedAt?: Date;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  /** Booking kind only: the booking's status and currency. */
  bookingStatus?: "new" | "contacted" | "confirmed" | "cancelled";
  /** A cancelled booking's cancellation; the day it was received unless given. */
  cancelledAt?: Date;
  currency?: QuoteCurrency;
}

/** Stores one enquiry and what it is about; returns the enquiry's id and, for a booking, the booking's. */
export async function insertTestEnquiry(
  db: DatabaseOrTransaction,
  entry: TestEnquiry,
): Promise<{ enquiryId: number; bookingId: number | null }> {
  counter += 1;
  const name = `Traveller ${counter}`;
  const email = `traveller${counter}@example.com`;
  let bookingId: number | null = null;
  let inquiryId: number | null = null;
  let conversationId: number | null = null;
  if (entry.kind === "booking") {
    const [row] = await db
      .insert(bookings)
      .values({
        source: "booking_flow",
        status: entry.bookingStatus ?? "new",
        ...(entry.bookingStatus === "cancelled"
          ? { cancelledAt: entry.cancelledAt ?? entry.receivedAt, cancellationReason: "The travellers changed plans." }
          : {}),
        packageTitle: "Maasai Mara Explorer",
        name,
        email,
        phone: "+254 711 000 000",
        adults: 2,
        arrivalDate: "2031-08-01",
        departureDate: "2031-08-05",
        currency: entry.currency ?? "USD",
        createdAt: entry.receivedAt,
        updatedAt: entry.receivedAt,
      })
      .returning({ id: bookings.id });
    bookingId = row!.id;
  } else if (entry.kind === "inquiry") {
    const [row] = await db
      .insert(inquiries)
      .values({ name, email, subject: "Question", message: "When is the migration?" })
      .returning({ id: inquiries.id });
    inquiryId = row!.id;
  } else {
    const [row] = await db
      .insert(chatConversations)
      .values({ visitorToken: `token-${counter}-${Date.now()}`, visitorName: name, visitorEmail: email })
      .returning({ id: chatConversations.id });
    conversationId = row!.id;
  }
  const stage = entry.stage ?? "new";
  const [enquiry] = await db
    .insert(enquiries)
    .values({
      kind: entry.kind,
      bookingId,
      inquiryId,
      conversationId,
      name,
      email,
      subject: "Safari",
      stage,
      lostReason: stage === "lost" ? "Chose another operator" : null,
      sourceReferrer: entry.referrer ?? null,
      utmSource: entry.utmSource ?? null,
      utmMedium: entry.utmMedium ?? null,
      receivedAt: entry.receivedAt,
      lastActivityAt: entry.receivedAt,
      firstReplyAt: entry.firstReplyAt ?? null,
      firstReplyChannel: entry.firstReplyAt ? (entry.firstReplyChannel ?? "email") : null,
      firstReplyOfficeMinutes: entry.firstReplyOfficeMinutes ?? null,
      ownerId: entry.ownerId ?? null,
      closedAt: entry.closedAt ?? null,
    })
    .returning({ id: enquiries.id });
  return { enquiryId: enquiry!.id, bookingId };
}

export interface TestPayment {
  bookingId: number;
  purpose: "deposit" | "balance";
  status?: "pending" | "succeeded" | "failed" | "refunded";
  method?: "mpesa" | "card" | "bank_transfer" | "cash";
  amount: number;
  currency: QuoteCurrency;
  /** What it is worth to the booking; the same as paid unless given. */
  creditedAmount?: number;
  creditedCurrency?: QuoteCurrency;
  createdAt: Date;
  settledAt?: Date | null;
  receivedOn?: string;
}

export async function insertTestPayment(db: DatabaseOrTransaction, entry: TestPayment): Promise<number> {
  const [row] = await db
    .insert(payments)
    .values({
      bookingId: entry.bookingId,
      purpose: entry.purpose,
      method: entry.method ?? (entry.receivedOn ? "bank_transfer" : "card"),
      status: entry.status ?? "succeeded",
      amount: entry.amount,
      currency: entry.currency,
      creditedAmount: entry.creditedAmount ?? entry.amount,
      creditedCurrency: entry.creditedCurrency ?? entry.currency,
      receivedOn: entry.receivedOn ?? null,
      settledAt: entry.settledAt === undefined ? entry.createdAt : entry.settledAt,
      createdAt: entry.createdAt,
      updatedAt: entry.createdAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

export async function insertTestRefund(
  db: DatabaseOrTransaction,
  entry: { paymentId: number; amount: number; creditedAmount?: number; createdAt: Date },
): Promise<void> {
  await db.insert(refunds).values({
    paymentId: entry.paymentId,
    amount: entry.amount,
    creditedAmount: entry.creditedAmount ?? entry.amount,
    reason: "Trip cancelled",
    createdAt: entry.createdAt,
  });
}
