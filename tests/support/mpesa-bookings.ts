// For M-Pesa tests: a priced booking with its schedule and trip link, an exchange rate, and the settings
// that point the app at a Daraja stand-in (tests/fakes/daraja-server.ts).
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, exchangeRates, paymentSchedule } from "~/db/schema";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { issueTripLink } from "~/features/trip/trip-links.server";

export const TEST_KES_PER_USD = 129.25;

export async function setKesRate(db: DatabaseOrTransaction, unitsPerUsd: number | null = TEST_KES_PER_USD) {
  await db.delete(exchangeRates).where(eq(exchangeRates.currency, "KES"));
  if (unitsPerUsd !== null) await db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd });
}

/** A booking owing `deposit` now and `balance` later (minor units of `currency`), with a live trip link. */
export async function createPayableBooking(
  db: DatabaseOrTransaction,
  {
    deposit = 90_000,
    balance = 210_000,
    currency = "USD",
    email = "wanjiru@example.com",
  }: { deposit?: number; balance?: number; currency?: QuoteCurrency; email?: string } = {},
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Maasai Mara Classic",
      name: "Wanjiru Kamau",
      email,
      phone: "+254712345678",
      adults: 2,
      arrivalDate: "2027-08-01",
      departureDate: "2027-08-05",
      totalAmount: deposit + balance,
      depositAmount: deposit,
      currency,
    })
    .returning();
  if (!booking) throw new Error("booking not created");
  await db.insert(paymentSchedule).values([
    { bookingId: booking.id, kind: "deposit", amount: deposit, currency, dueDate: "2026-11-25" },
    { bookingId: booking.id, kind: "balance", amount: balance, currency, dueDate: "2027-06-02" },
  ]);
  const token = await issueTripLink(db, booking.id);
  return { booking, token };
}

/** The environment that switches M-Pesa on against a stand-in. */
export function mpesaTestEnv(
  fake: { baseUrl: string; consumerKey: string; consumerSecret: string; shortcode: string; passkey: string },
  callbackBaseUrl: string,
): Record<string, string> {
  return {
    MPESA_CONSUMER_KEY: fake.consumerKey,
    MPESA_CONSUMER_SECRET: fake.consumerSecret,
    MPESA_SHORTCODE: fake.shortcode,
    MPESA_PASSKEY: fake.passkey,
    MPESA_API_BASE_URL: fake.baseUrl,
    MPESA_CALLBACK_BASE_URL: callbackBaseUrl,
  };
}
