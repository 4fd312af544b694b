// /admin/bookings: the bookings inbox, newest first, filtered by status, dates and balances due soon or
// overdue, exportable as CSV.

import { clsx } from "clsx";
import { Form, Link, useLoaderData, useSearchParams } from "react-router";
import { useSearchAsYouType } from "~/features/admin-tables/search-as-you-type";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import {
  balanceAlertCounts,
  listBookings,
  parseInboxFilter,
  stageCounts,
} from "~/features/bookings/booking-inbox.server";
import { TRIP_STAGE_LABELS, TRIP_STAGES } from "~/features/lifecycle/trip-stages";
import { BALANCE_DUE_SOON_DAYS } from "~/features/payments/staff/balance-alerts";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { requireStaff } from "~/features/staff/staff-session.server";
import {
  addDays,
  businessToday,
  formatBusinessDateTime,
  formatCalendarDate,
  isOverdue,
} from "~/utils/business-calendar";
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () => staffMeta("Bookings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox");
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const today = businessToday();
  const [inbox, counts, balances] = await Promise.all([
    listBookings(context.db, filter, undefined, today),
    stageCounts(context.db, today),
    balanceAlertCounts(context.db, today),
  ]);
  return { filter, counts, balances, today, canExport: staffCan(staff.role, "export"), ...inbox };
}

const field = "min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base sm:text-sm";

function withParams(params: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

export default function BookingsInbox() {
  const { filter, counts, balances, today, canExport, rows, total, page, pageCount } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const exportQuery = new URLSearchParams(params);
  exportQuery.delete("page");
  const exportHref = `/admin/bookings/export.csv${exportQuery.size ? `?${exportQuery}` : ""}`;
  const searchAsYouType = useSearchAsYouType(filter.q ?? "");

  return (
    <>
      <PageHeading
        title="Bookings"
        description="Every booking request, by where it stands: new, answered, proposal sent, deposit paid, fully paid, travelling, completed, cancelled or lost. Open one to move it along and keep internal notes."
        actions={
          <>
            {canExport ? (
              <a
                href={exportHref}
                download
                className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
              >
                Export CSV
              </a>
            ) : null}
            <Link
              to="/admin/safari_bookings"
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100"
            >
              Open as table
            </Link>
          </>
        }
      />

      <nav aria-label="Filter by stage" className="mb-4 flex flex-wrap gap-1.5">
        {/* Stages no booking is at are left out, unless chosen: nine chips would push the list down. */}
        {[null, ...TRIP_STAGES.filter((stage) => counts[stage] > 0 || filter.stage === stage)].map((stage) => {
          const active = (filter.stage ?? null) === stage;
          const label = stage ? `${TRIP_STAGE_LABELS[stage]} (${counts[stage]})` : "All";
          return (
            <Link
              key={stage ?? "all"}
              to={withParams(params, { stage, status: null, page: null })}
              aria-current={active ? "true" : undefined}
              className={clsx(
                "inline-flex min-h-9 items-center rounded-full border px-3 text-sm",
                active
                  ? "border-stone-900 bg-stone-900 text-white"
                  : "border-stone-300 bg-white hover:border-stone-500",
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>

      <nav aria-label="Filter by balance" className="mb-4 flex flex-wrap gap-1.5">
        {(
          [
            [null, "Any balance"],
            ["due-soon", `Balance due within ${BALANCE_DUE_SOON_DAYS} days (${balances.dueSoon})`],
            ["overdue", `Balance overdue (${balances.overdue})`],
          ] as const
        ).map(([balance, label]) => {
          const active = (filter.balance ?? null) === balance;
          return (
            <Link
              key={balance ?? "any"}
              to={withParams(params, { balance, page: null })}
              aria-current={active ? "true" : undefined}
              className={clsx(
                "inline-flex min-h-9 items-center rounded-full border px-3 text-sm",
                active
                  ? "border-stone-900 bg-stone-900 text-white"
                  : balance === "overdue" && balances.overdue > 0
                    ? "border-red-300 bg-white text-red-800 hover:border-red-500"
                    : "border-stone-300 bg-white hover:border-stone-500",
              )}
            >
              {label}
            </Link>
          );
        })}
      </nav>

      <Form
        method="get"
        onSubmit={searchAsYouType.onSubmit}
        className="mb-5 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-[1fr_auto_auto_auto_auto] xl:items-end"
      >
        {filter.stage ? <input type="hidden" name="stage" value={filter.stage} /> : null}
        {filter.balance ? <input type="hidden" name="balance" value={filter.balance} /> : null}
        <div className="space-y-1">
          <label htmlFor="inbox-q" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="inbox-q"
            type="search"
            name="q"
            ref={searchAsYouType.inputRef}
            defaultValue={filter.q ?? ""}
            onChange={searchAsYouType.onChange}
            placeholder="Reference, name, email, package"
            className={clsx(field, "w-full")}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="inbox-dates" className="block text-sm font-medium">
            Dates
          </label>
          <select id="inbox-dates" name="dates" defaultValue={filter.dates} className={clsx(field, "w-full")}>
            <option value="received">Received</option>
            <option value="arrival">Arrival</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="inbox-from" className="block text-sm font-medium">
            From
          </label>
          <input
            id="inbox-from"
            type="date"
            name="from"
            defaultValue={filter.from ?? ""}
            className={clsx(field, "w-full")}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="inbox-to" className="block text-sm font-medium">
            To
          </label>
          <input id="inbox-to" type="date" name="to" defaultValue={filter.to ?? ""} className={clsx(field, "w-full")} />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
          >
            Apply
          </button>
          <Link
            to="/admin/bookings"
            className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-4"
          >
            Reset
          </Link>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">No bookings match.</p>
      ) : (
        <>
          <BookingCards rows={rows} today={today} />
          <div className="relative hidden overflow-x-auto rounded-xl border border-stone-200 bg-white xl:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Bookings, newest first</caption>
              <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Reference
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Traveller
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Package
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Dates
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Guests
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Stage
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Balance
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    Received
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((booking) => (
                  <tr key={booking.id} className="align-top hover:bg-stone-50">
                    <th scope="row" className="px-3 py-2.5">
                      <Link
                        to={`/admin/bookings/${booking.id}`}
                        className="font-mono font-semibold underline underline-offset-4"
                      >
                        {booking.reference}
                      </Link>
                    </th>
                    <td className="px-3 py-2.5">
                      <span className="block font-medium">{booking.name}</span>
                      <span className="block text-stone-600 wrap-anywhere">{booking.email}</span>
                    </td>
                    <td className="px-3 py-2.5">{booking.packageTitle}</td>
                    <td className="px-3 py-2.5">
                      {/* Each date whole; the pair wraps after the dash when the column is narrow. */}
                      <span className="whitespace-nowrap">{formatCalendarDate(booking.arrivalDate)} –</span>{" "}
                      <span className="whitespace-nowrap">{formatCalendarDate(booking.departureDate)}</span>
                    </td>
                    <td className="px-3 py-2.5 tabular-nums">{booking.adults + booking.children}</td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={booking.stage} label={TRIP_STAGE_LABELS[booking.stage]} />
                    </td>
                    <td className="px-3 py-2.5">
                      <BalanceCell booking={booking} today={today} />
                    </td>
                    <td className="px-3 py-2.5 text-stone-600">{formatBusinessDateTime(booking.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
        <p>{total.toLocaleString("en-GB")} bookings</p>
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link
              to={withParams(params, { page: String(page - 1) })}
              className="inline-flex min-h-9 items-center rounded-lg border border-stone-300 bg-white px-3"
            >
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link
              to={withParams(params, { page: String(page + 1) })}
              className="inline-flex min-h-9 items-center rounded-lg border border-stone-300 bg-white px-3"
            >
              Next
            </Link>
          ) : null}
        </div>
      </nav>
    </>
  );
}

type BookingRow = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/**
 * Below 1280 px each booking is a card, two side by side from 768 px: the table needs the 942 px a 1280 px
 * screen leaves beside the sidebar (at 1024 px it has 686).
 */
function BookingCards({ rows, today }: { rows: BookingRow[]; today: string }) {
  return (
    <ul aria-label="Bookings, newest first" className="grid gap-2 md:grid-cols-2 xl:hidden">
      {rows.map((booking) => (
        <li key={booking.id} className="rounded-xl border border-stone-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/admin/bookings/${booking.id}`} className="font-mono font-semibold underline underline-offset-4">
              {booking.reference}
            </Link>
            <StatusBadge status={booking.stage} label={TRIP_STAGE_LABELS[booking.stage]} />
          </div>
          <p className="mt-2 font-medium break-words">{booking.name}</p>
          <p className="break-all text-stone-600">{booking.email}</p>
          <p className="mt-1 break-words">{booking.packageTitle}</p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
            <div>
              <dt className="text-xs font-medium text-stone-600">Dates</dt>
              <dd>
                {formatCalendarDate(booking.arrivalDate)} – {formatCalendarDate(booking.departureDate)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-stone-600">Guests</dt>
              <dd className="tabular-nums">{booking.adults + booking.children}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-stone-600">Balance</dt>
              <dd>
                <BalanceCell booking={booking} today={today} />
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-stone-600">Received</dt>
              <dd className="text-stone-700">{formatBusinessDateTime(booking.createdAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** What the booking still owes and when, flagged when the balance is due within 14 days or overdue. */
function BalanceCell({
  booking,
  today,
}: {
  booking: { status: string; balanceDueDate: string | null; owed: number; scheduleCurrency: string | null };
  today: string;
}) {
  if (!booking.balanceDueDate || !booking.scheduleCurrency) return <span className="text-stone-500">—</span>;
  if (booking.owed <= 0) return <StatusBadge status="confirmed" label="Paid" />;
  const owed = formatMinorUnits(booking.owed, booking.scheduleCurrency as QuoteCurrency);
  const live = booking.status !== "cancelled";
  const overdue = live && isOverdue(booking.balanceDueDate, today);
  const dueSoon = live && !overdue && booking.balanceDueDate <= addDays(today, BALANCE_DUE_SOON_DAYS);
  return (
    <span className="block whitespace-nowrap">
      <span className="block tabular-nums">{owed}</span>
      {overdue ? (
        <StatusBadge status="failed" label={`Overdue since ${formatCalendarDate(booking.balanceDueDate)}`} />
      ) : dueSoon ? (
        <StatusBadge status="pending" label={`Due ${formatCalendarDate(booking.balanceDueDate)}`} />
      ) : (
        <span className="block text-xs text-stone-600">due {formatCalendarDate(booking.balanceDueDate)}</span>
      )}
    </span>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
