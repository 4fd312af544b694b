// For the trip page's tests: a safari with a dated itinerary and a booked, quoted trip with its schedule and
// live trip link, written through the same functions the booking forms use.
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, itineraryDays, safariPackages } from "~/db/schema";
import { freezeItinerary } from "~/features/booked-itinerary/booked-itinerary.server";
import { createPaymentSchedule } from "~/features/payments/ledger.server";
import type { Quote, Residency } from "~/features/quotes/rate-book";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { addDays } from "~/utils/business-calendar";

export const TEST_DAYS = [
  { dayNumber: 1, title: "Nairobi to the Maasai Mara", accommodation: "Mara Serena", meals: "Lunch, dinner" },
  { dayNumber: 2, title: "A full day on the plains", accommodation: "Mara Serena", meals: "All meals" },
  { dayNumber: 3, title: "Lake Nakuru's flamingos", accommodation: "Lake Nakuru Lodge", meals: "All meals" },
  { dayNumber: 4, title: "Back to Nairobi", accommodation: "None", meals: "Breakfast" },
] as const;

let counter = 0;

export async function createTestTrip(
  db: DatabaseOrTransaction,
  {
    start = "2027-07-30",
    residency = "non_resident",
    adults = 2,
    children = 1,
    priced = true,
    departure,
  }: {
    start?: string;
    residency?: Residency;
    adults?: number;
    children?: number;
    priced?: boolean;
    /** The departure the traveller chose on the safari page's form; the package's last day by default. */
    departure?: string;
  } = {},
) {
  counter += 1;
  const [safari] = await db
    .insert(safariPackages)
    .values({ slug: `trip-test-${counter}-${Date.now()}`, title: "Mara and Nakuru Explorer", durationDays: 4 })
    .returning();
  if (!safari) throw new Error("no safari");
  await db
    .insert(itineraryDays)
    .values(TEST_DAYS.map((day) => ({ ...day, safariId: safari.id, description: `${day.title}, with your guide.` })));
  const end = addDays(start, 3);
  const balanceDueDate = addDays(start, -60);
  const quote: Quote = {
    package: { id: safari.id, slug: safari.slug, title: safari.title },
    start,
    end,
    nights: 3,
    residency,
    currency: "USD",
    lines: [
      { kind: "adult", label: "Adults: 2 x USD 1,500.00", quantity: 2, unitAmount: 150_000, amount: 300_000 },
      { kind: "child", label: "Child aged 9", quantity: 1, unitAmount: 75_000, amount: 75_000 },
      { kind: "park_fee", label: "Maasai Mara park fees", quantity: 3, unitAmount: 25_000, amount: 75_000 },
    ],
    total: 450_000,
    deposit: 135_000,
    balance: 315_000,
    balanceDueDate,
    depositDueNow: true,
    balanceDueNow: false,
    priceOnRequest: false,
    display: { currency: "USD", rate: null, total: 450_000 },
    notices: [],
    ratesVersion: 1,
  };
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "safari_form",
      safariId: safari.id,
      packageTitle: safari.title,
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: "+254712345678",
      adults,
      children,
      childAges: children > 0 ? [9] : [],
      arrivalDate: start,
      departureDate: departure ?? end,
      residency,
      quote: priced ? quote : null,
      currency: priced ? "USD" : null,
      totalAmount: priced ? quote.total : null,
      depositAmount: priced ? quote.deposit : null,
      staffNotes: "Staff only: VIP, upgrade if possible",
      // Frozen as the booking forms freeze it.
      itinerary: await freezeItinerary(db, safari.id, "en"),
    })
    .returning();
  if (!booking) throw new Error("no booking");
  await createPaymentSchedule(db, booking);
  const token = await issueTripLink(db, booking.id);
  return { booking, safari, token, quote };
}
