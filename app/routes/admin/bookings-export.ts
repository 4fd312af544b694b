// /admin/bookings/export.csv: the inbox's current filter as a spreadsheet, for staff only.

import { formatBusinessDateTime } from "~/features/admin-tables/business-time";
import { bookingsForExport, parseInboxFilter, toCsv } from "~/features/bookings/booking-inbox.server";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/bookings-export";

const HEADER = [
  "Reference",
  "Status",
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
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const rows = await bookingsForExport(context.db, filter);
  context.log.info({ staffId: staff.id, rows: rows.length }, "bookings exported");
  const csv = toCsv(
    HEADER,
    rows.map((row) => [
      row.reference,
      row.status,
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
      row.totalAmount,
      row.depositAmount,
      row.currency,
      row.message,
      row.specialRequests,
      row.staffNotes,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bookings-${day}.csv"`,
      // Never cached, by the server's one rule for /admin (privateUnlessShared).
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
