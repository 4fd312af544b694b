// /admin: the response clock (enquiries waiting, nearing and past the reply target, each linking to the
// filtered inbox, and the 90-day median reply time), balances due within 14 days and overdue (each linking to
// the filtered inbox), a count per table, each linking to its screen, and the newest bookings.
import { Link, useLoaderData } from "react-router";
import { dashboardCounts, newestBookings } from "~/features/admin-tables/dashboard.server";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { balanceAlertCounts } from "~/features/bookings/booking-inbox.server";
import { formatOfficeDuration, PUBLIC_FIGURE_MIN_REPLIES, replyFigureHours } from "~/features/inbox/office-hours";
import { clockCounts, loadClockSettings, recentReplyTimes } from "~/features/inbox/response-clock.server";
import { readMpesaConfigurationProblem } from "~/features/payments/mpesa-alerts.server";
import { BALANCE_DUE_SOON_DAYS } from "~/features/payments/staff/balance-alerts";
import { countOpenUnmatchedPayments } from "~/features/payments/staff/unmatched-payments.server";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { requireStaff } from "~/features/staff/staff-session.server";
import { formatBusinessDateTime, formatCalendarDate } from "~/utils/business-calendar";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => staffMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const [counts, bookings, balances, clock, unmatched, mpesaProblem] = await Promise.all([
    dashboardCounts(context.db, context.log, (permission) => staffCan(staff.role, permission)),
    newestBookings(context.db).catch((error: unknown) => {
      context.log.error({ err: error }, "newest bookings failed");
      return null;
    }),
    balanceAlertCounts(context.db).catch((error: unknown) => {
      context.log.error({ err: error }, "balance counts failed");
      return null;
    }),
    responseClock(context.db).catch((error: unknown) => {
      context.log.error({ err: error }, "response clock counts failed");
      return null;
    }),
    countOpenUnmatchedPayments(context.db).catch((error: unknown) => {
      context.log.error({ err: error }, "unmatched payment count failed");
      return undefined;
    }),
    readMpesaConfigurationProblem(context.db).catch(() => null),
  ]);
  return {
    staffName: staff.name,
    counts,
    bookings,
    balances,
    clock,
    unmatched,
    mpesaProblem: mpesaProblem !== null,
    canChangeClock: staffCan(staff.role, "settings"),
  };
}

/** The clock at this moment, by the saved settings: one read of them for both figures. */
async function responseClock(db: Route.LoaderArgs["context"]["db"]) {
  const now = new Date();
  const settings = await loadClockSettings(db);
  const [counts, replies] = await Promise.all([clockCounts(db, now, settings), recentReplyTimes(db, now, settings)]);
  return { counts, replies, targetMinutes: settings.targetMinutes };
}

function CountGrid({
  items,
  label,
}: {
  items: { name: string; title: string; count: number | null }[];
  label: string;
}) {
  return (
    <section aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.name}>
            <Link
              to={`/admin/${item.name}`}
              className="block h-full rounded-xl border border-stone-200 bg-white p-4 shadow-xs hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-stone-900"
            >
              <span className="block text-sm text-stone-600">{item.title}</span>
              <span className="mt-1 block text-2xl font-semibold text-stone-950 tabular-nums" data-count={item.name}>
                {item.count === null ? "Error" : item.count.toLocaleString("en-GB")}
              </span>
              <span className="mt-1 block truncate font-mono text-xs text-stone-500">{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CLOCK_TILES = [
  { state: "waiting", title: "Waiting", tone: "" },
  { state: "nearing", title: "Nearing target", tone: "border-amber-400 bg-amber-50 text-amber-950" },
  { state: "overdue", title: "Past target", tone: "border-red-300 bg-red-50 text-red-800" },
] as const;

function ResponseClock({
  clock,
  canChange,
}: {
  clock: Awaited<ReturnType<typeof responseClock>> | null;
  canChange: boolean;
}) {
  if (!clock) {
    return (
      <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        Error: the response clock could not be read.
      </p>
    );
  }
  const { counts, replies, targetMinutes } = clock;
  const median = replies.medianMinutes;
  const hours = median === null ? null : replyFigureHours(median);
  return (
    <>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {CLOCK_TILES.map(({ state, title, tone }) => {
          const count = counts[state];
          const alert = tone !== "" && count > 0;
          return (
            <li key={state}>
              <Link
                to={`/admin/inbox?clock=${state}`}
                className={`block h-full rounded-xl border p-4 shadow-xs hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-stone-900 ${
                  alert ? tone : "border-stone-200 bg-white text-stone-950"
                }`}
              >
                <span className="block text-sm text-stone-700">{title}</span>
                <span className="mt-1 block text-2xl font-semibold tabular-nums" data-count={`clock-${state}`}>
                  {count.toLocaleString("en-GB")}
                </span>
                <span className="mt-1 block text-xs text-stone-600">Open these enquiries</span>
              </Link>
            </li>
          );
        })}
        <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs">
          <span className="block text-sm text-stone-700">Median first reply, 90 days</span>
          <span className="mt-1 block text-2xl font-semibold text-stone-950 tabular-nums" data-count="clock-median">
            {median === null ? "None yet" : formatOfficeDuration(median)}
          </span>
          <span className="mt-1 block text-xs text-stone-600">
            {replies.measured === 1
              ? "1 reply measured"
              : `${replies.measured.toLocaleString("en-GB")} replies measured`}
            {replies.measured >= PUBLIC_FIGURE_MIN_REPLIES && hours !== null
              ? `; travellers read 'within ${hours} ${hours === 1 ? "hour" : "hours"}'`
              : `; travellers see it from ${PUBLIC_FIGURE_MIN_REPLIES} on`}
          </span>
        </li>
      </ul>
      <p className="mt-2 text-sm text-stone-600">
        Office time, against a target of {formatOfficeDuration(targetMinutes)}; enquiries nobody has answered or closed.{" "}
        {canChange ? (
          <Link to="/admin/settings" className="font-medium text-stone-900 underline underline-offset-4">
            Change the office hours or target
          </Link>
        ) : null}
      </p>
    </>
  );
}

export default function Dashboard() {
  const { staffName, counts, bookings, balances, clock, unmatched, mpesaProblem, canChangeClock } =
    useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Dashboard"
        description={`Welcome, ${staffName}. Every table of the website, and the newest bookings.`}
      />
      <div className="space-y-10">
        <section aria-labelledby="response-clock">
          <h2 id="response-clock" className="mb-3 text-lg font-semibold">
            Response clock
          </h2>
          <ResponseClock clock={clock} canChange={canChangeClock} />
        </section>
        <section aria-labelledby="balances">
          <h2 id="balances" className="mb-3 text-lg font-semibold">
            Balances
          </h2>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {(
              [
                ["due-soon", `Due in the next ${BALANCE_DUE_SOON_DAYS} days`, balances?.dueSoon],
                ["overdue", "Overdue", balances?.overdue],
              ] as const
            ).map(([filter, title, count]) => (
              <li key={filter}>
                <Link
                  to={`/admin/bookings?balance=${filter}`}
                  className={`block h-full rounded-xl border bg-white p-4 shadow-xs hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-stone-900 ${
                    filter === "overdue" && (count ?? 0) > 0 ? "border-red-300" : "border-stone-200"
                  }`}
                >
                  <span className="block text-sm text-stone-600">{title}</span>
                  <span
                    className={`mt-1 block text-2xl font-semibold tabular-nums ${
                      filter === "overdue" && (count ?? 0) > 0 ? "text-red-800" : "text-stone-950"
                    }`}
                    data-count={`balance-${filter}`}
                  >
                    {count === undefined ? "Error" : count.toLocaleString("en-GB")}
                  </span>
                  <span className="mt-1 block text-xs text-stone-500">Open these bookings</span>
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/admin/payments/unmatched"
                className={`block h-full rounded-xl border bg-white p-4 shadow-xs hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-stone-900 ${
                  (unmatched ?? 0) > 0 || mpesaProblem ? "border-red-300" : "border-stone-200"
                }`}
              >
                <span className="block text-sm text-stone-600">Unmatched M-Pesa payments</span>
                <span
                  className={`mt-1 block text-2xl font-semibold tabular-nums ${
                    (unmatched ?? 0) > 0 ? "text-red-800" : "text-stone-950"
                  }`}
                  data-count="unmatched-payments"
                >
                  {unmatched === undefined ? "Error" : unmatched.toLocaleString("en-GB")}
                </span>
                <span className="mt-1 block text-xs text-stone-500">
                  {mpesaProblem ? "M-Pesa is refusing requests: check its settings" : "Money to match or refund"}
                </span>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="newest-bookings">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="newest-bookings" className="text-lg font-semibold">
              Newest bookings
            </h2>
            <Link to="/admin/bookings" className="text-sm font-medium underline underline-offset-4">
              Open the bookings inbox
            </Link>
          </div>
          {bookings === null ? (
            <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
              Error: bookings could not be loaded.
            </p>
          ) : bookings.length === 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-600">No bookings yet.</p>
          ) : (
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
              {bookings.map((booking) => (
                <li key={booking.id}>
                  <Link
                    to={`/admin/bookings/${booking.id}`}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50"
                  >
                    <span className="font-mono text-sm font-semibold">{booking.reference}</span>
                    <span className="min-w-0 flex-1 truncate">
                      {booking.name} <span className="text-stone-600">· {booking.packageTitle}</span>
                    </span>
                    <span className="text-sm text-stone-600">Arrives {formatCalendarDate(booking.arrivalDate)}</span>
                    <StatusBadge status={booking.status} />
                    <span className="w-full text-xs text-stone-500 sm:w-auto">
                      Received {formatBusinessDateTime(booking.createdAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        {/* Only the tables the viewer's role opens; an agent (inbox only) sees none. */}
        {counts.spec.length > 0 ? (
          <section aria-labelledby="tables">
            <h2 id="tables" className="mb-3 text-lg font-semibold">
              Tables
            </h2>
            <CountGrid items={counts.spec} label="Tables" />
          </section>
        ) : null}
        {counts.own.length > 0 ? (
          <section aria-labelledby="more-tables">
            <h2 id="more-tables" className="mb-3 text-lg font-semibold">
              More records
            </h2>
            <CountGrid items={counts.own} label="More records" />
          </section>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
