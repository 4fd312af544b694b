// /admin/bookings/export.csv: the inbox's current filter as a spreadsheet, for staff allowed to take
// travellers' details out of the portal (permission "export": owners and managers).

import { bookingsForExport, parseInboxFilter } from "~/features/bookings/booking-inbox.server";
import { TRIP_STAGE_LABELS } from "~/features/lifecycle/trip-stages";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { requireStaff } from "~/features/staff/staff-session.server";
import { businessToday, formatBusinessDateTime } from "~/utils/business-calendar";
import { toCsv } from "~/utils/csv";
import type { Route } from "./+types/bookings-export";

const HEADER = [
  "Reference",
  "Stage",
  "Source",
  "Received (EAT)",
  "Name",
  "Email",
  "Phone",
  "Country",
  "Package",
  "Adults",
  "Children",
  "Arrival",
  "Departure",
  "Payment",
  "Total",
  "Deposit",
  "Currency",
  "Message",
  "Special requests",
  "Internal notes",
  "Residency",
  "Children's ages",
  "Single rooms",
  "Discount code",
  "Rates version",
];

/** A stored amount as the traveller saw it: a quoted booking keeps minor units (7200.00), older ones whole units. */
function amount(value: number | null, quoted: boolean): string | number | null {
  if (value === null || !quoted) return value;
  return formatMinorUnits(value, "USD").replace(/^USD /, "").replaceAll(",", "");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "export");
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const rows = await bookingsForExport(context.db, filter);
  context.log.info({ staffId: staff.id, rows: rows.length }, "bookings exported");
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.reference,
      TRIP_STAGE_LABELS[row.stage],
      row.source,
      formatBusinessDateTime(row.createdAt),
      row.name,
      row.email,
      row.phone,
      row.country,
      row.packageTitle,
      row.adults,
      row.children,
      row.arrivalDate,
      row.departureDate,
      row.paymentChoice,
      amount(row.totalAmount, row.quote !== null),
      amount(row.depositAmount, row.quote !== null),
      row.currency,
      row.message,
      row.specialRequests,
      row.staffNotes,
      row.residency,
      row.childAges.join(", "),
      row.singles,
      row.discountCode,
      row.ratesVersion,
    ]),
  );
  // Nairobi's day, as every other "today" the portal shows.
  const day = businessToday();
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${day}.csv"`,
      // Never cached, by the server's one rule for /admin (privateUnlessShared).
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
