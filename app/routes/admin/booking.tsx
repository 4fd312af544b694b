// /admin/bookings/{id}: one booking request in full; move it along its statuses (notes are kept in its
// enquiry's thread, linked from here); its money (the ledger, recording transfers, cash and refunds), trip
// link, proof of residency and travellers.

import { clsx } from "clsx";
import { eq } from "drizzle-orm";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { z } from "zod";
import { redirectWithToast } from "~/components/ui/toast.server";
import { bookings, enquiries, staffUsers } from "~/db/schema";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { auditHistory } from "~/features/audit/audit.server";
import { PUSH_ITINERARY_INTENT } from "~/features/booked-itinerary/booked-itinerary";
import { loadItineraryPanel } from "~/features/booked-itinerary/booked-itinerary.server";
import { handleItineraryPush } from "~/features/booked-itinerary/itinerary-push-action.server";
import { ItineraryPushPanel } from "~/features/booked-itinerary/itinerary-push-panel";
import { quoteRows } from "~/features/bookings/booking-emails";
import { CancelBookingSection, EraseSection } from "~/features/bookings/booking-end-forms";
import { cancelBookingSchema, eraseSchema } from "~/features/bookings/booking-end-schema";
import { getBooking } from "~/features/bookings/booking-inbox.server";
import { cancelBooking, eraseTravellerData, readCancellationTerms } from "~/features/bookings/booking-records.server";
import { isRequoteIntent, RESIDENCY_LABELS } from "~/features/bookings/booking-requote";
import { readQuoteHistory, requoteDefaults } from "~/features/bookings/booking-requote.server";
import { handleRequoteIntent } from "~/features/bookings/booking-requote-action.server";
import { RequotePanel } from "~/features/bookings/booking-requote-panel";
import { bookingResidency } from "~/features/bookings/booking-residency";
import {
  OPEN_BOOKING_STATUSES,
  type OpenBookingStatus,
  updateBookingStatus,
} from "~/features/bookings/bookings.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { TravellerLanguage } from "~/features/inbox/traveller-language";
import { tripStageOfBooking } from "~/features/lifecycle/trip-stage.server";
import { TRIP_STAGE_LABELS } from "~/features/lifecycle/trip-stages";
import { LedgerPanel } from "~/features/payments/staff/ledger-panel";
import { handlePaymentIntent } from "~/features/payments/staff/payment-actions.server";
import { isPaymentIntent } from "~/features/payments/staff/payment-forms-schema";
import { readStaffMoney } from "~/features/payments/staff/staff-ledger.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { FORBIDDEN_MESSAGE, requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { businessToday, formatBusinessDateTime, formatCalendarDate } from "~/utils/business-calendar";
import type { Route } from "./+types/booking";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Booking ${loaderData.booking.reference}` : "Booking not found");

function bookingId(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data({ error: "Booking not found" }, { status: 404 });
  return Number(raw);
}

/** The booking's own status, which staff set, in words. */
const BOOKING_STATUS_WORDS: Record<string, string> = {
  new: "new",
  contacted: "contacted",
  confirmed: "confirmed",
  cancelled: "cancelled",
};

// Cancelling is not among them: it takes a reason and shows the money first (Cancel booking below).
const STATUS_ACTIONS: Record<OpenBookingStatus, string> = {
  new: "Mark as new",
  contacted: "Mark contacted",
  confirmed: "Mark confirmed",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox");
  const booking = await getBooking(context.db, bookingId(params.id));
  if (!booking) throw data({ error: "Booking not found" }, { status: 404 });
  const [history, money, [enquiry], quoteHistory, [stored], terms, [canceller], itinerary, [staged]] =
    await Promise.all([
      auditHistory(context.db, "bookings", booking.id),
      readStaffMoney(context.db, booking.id),
      context.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.bookingId, booking.id)).limit(1),
      readQuoteHistory(context.db, booking.id),
      context.db.select().from(bookings).where(eq(bookings.id, booking.id)),
      readCancellationTerms(context.db, booking),
      booking.cancelledBy
        ? context.db.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, booking.cancelledBy))
        : Promise.resolve([]),
      loadItineraryPanel(context.db, booking.id),
      context.db
        .select({ stage: tripStageOfBooking(businessToday()) })
        .from(bookings)
        .where(eq(bookings.id, booking.id)),
    ]);
  return {
    booking,
    /** Where it stands in the one lifecycle, derived from its status, its enquiry, its money and its dates. */
    stage: staged?.stage ?? "new",
    itinerary,
    canPushItinerary: staffCan(staff.role, "money"),
    money,
    /** Refunds and re-quotes: owners and managers. */
    canChangeMoney: staffCan(staff.role, "money"),
    requoteDefaults: stored ? requoteDefaults(stored) : null,
    quoteHistory,
    enquiryId: enquiry?.id ?? null,
    terms,
    cancellation:
      booking.status === "cancelled" && booking.cancelledAt
        ? {
            at: booking.cancelledAt.toISOString(),
            by: canceller?.name ?? null,
            reason: booking.cancellationReason ?? "",
          }
        : null,
    erasedAt: booking.personalDataErasedAt?.toISOString() ?? null,
    canCancel: staffCan(staff.role, "money"),
    canErase: staffCan(staff.role, "erasure"),
    statuses: OPEN_BOOKING_STATUSES.map((status) => ({ status, label: STATUS_ACTIONS[status] })),
    history: history.map((entry) => ({
      id: entry.id,
      at: entry.createdAt,
      who: entry.actorEmail,
      action: entry.action,
      changes: describeChange(entry.before, entry.after),
    })),
  };
}

function describeChange(before: unknown, after: unknown): string {
  if (!before || !after || typeof before !== "object" || typeof after !== "object") return "";
  const from = before as Record<string, unknown>;
  const to = after as Record<string, unknown>;
  if (typeof to.requote === "string") return to.requote;
  if (typeof to.itineraryPushed === "string") return to.itineraryPushed;
  const changed = Object.keys(to).filter(
    (key) => key !== "updatedAt" && JSON.stringify(from[key]) !== JSON.stringify(to[key]),
  );
  if (changed.includes("status")) return `Status ${String(from.status)} → ${String(to.status)}`;
  if (changed.includes("staffNotes")) return "Internal notes edited";
  return changed.length > 0 ? `Changed ${changed.join(", ")}` : "No changes";
}

const statusForm = z.object({
  intent: z.literal("status"),
  status: z.enum(OPEN_BOOKING_STATUSES as [OpenBookingStatus, ...OpenBookingStatus[]]),
});

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "inbox");
  const id = bookingId(params.id);
  const form = formValues(await readFormData(request));
  const actor = { id: staff.id, email: staff.email };
  const back = `/admin/bookings/${id}`;

  if (form.intent === "status") {
    const parsed = statusForm.safeParse(form);
    if (!parsed.success) {
      const formError =
        form.status === "cancelled"
          ? "A booking is cancelled with a reason: use Cancel booking."
          : "Please choose a known status.";
      return refuse(400, { intent: "status", values: form, formError });
    }
    const after = await updateBookingStatus(context.db, { bookingId: id, status: parsed.data.status, actor });
    if (!after) throw data({ error: "Booking not found" }, { status: 404 });
    if (after.status === "cancelled") {
      return refuse(409, {
        intent: "status",
        values: form,
        formError: `Booking ${after.reference} is cancelled: its status no longer changes. Make a new booking if the trip goes ahead after all.`,
      });
    }
    return redirectWithToast(back, { title: `Booking ${String(after.reference)} is now ${parsed.data.status}.` });
  }
  if (isRequoteIntent(form.intent)) {
    return handleRequoteIntent(form.intent, form, {
      db: context.db,
      bookingId: id,
      actor,
      role: staff.role,
      siteUrl: context.config.SITE_URL,
    });
  }
  if (form.intent === "cancel") {
    // Owner and manager (permission "money"); refused in words beside the form, with the reason kept.
    if (!staffCan(staff.role, "money"))
      return refuse(403, { intent: "cancel", values: form, formError: FORBIDDEN_MESSAGE });
    const parsed = cancelBookingSchema.safeParse(form);
    if (!parsed.success) {
      return refuse(400, {
        intent: "cancel",
        values: form,
        fieldErrors: { reason: parsed.error.issues[0]?.message ?? "Say why the booking is cancelled." },
        formError: "Please say why the booking is cancelled.",
      });
    }
    const result = await cancelBooking(context.db, { bookingId: id, reason: parsed.data.reason, actor });
    if (result.status === "not_found") throw data({ error: "Booking not found" }, { status: 404 });
    if (result.status === "already_cancelled") {
      return refuse(409, {
        intent: "cancel",
        values: form,
        formError: `Booking ${result.booking.reference} was already cancelled; nothing changed.`,
      });
    }
    return redirectWithToast(back, {
      title: `Booking ${result.booking.reference} is cancelled. Its payments stay; the traveller is e-mailed.`,
    });
  }
  if (form.intent === "erase") {
    // Owner only (permission "erasure").
    if (!staffCan(staff.role, "erasure"))
      return refuse(403, { intent: "erase", values: form, formError: FORBIDDEN_MESSAGE });
    const booking = await getBooking(context.db, id);
    if (!booking) throw data({ error: "Booking not found" }, { status: 404 });
    const parsed = eraseSchema(booking.reference).safeParse(form);
    if (!parsed.success) {
      return refuse(400, {
        intent: "erase",
        values: form,
        fieldErrors: { confirmation: parsed.error.issues[0]?.message ?? "Type the booking's reference to confirm." },
        formError: "Nothing was erased: the confirmation does not match.",
      });
    }
    const result = await eraseTravellerData(context.db, { bookingId: id, actor });
    if (result.status === "not_found") throw data({ error: "Booking not found" }, { status: 404 });
    if (result.status === "already_erased") {
      return refuse(409, {
        intent: "erase",
        values: form,
        formError: "This traveller's personal data was already erased.",
      });
    }
    return redirectWithToast(back, {
      title: `Personal data on booking ${result.reference} erased. Amounts, dates and payments are kept.`,
    });
  }
  if (form.intent === PUSH_ITINERARY_INTENT) {
    return handleItineraryPush(form, { db: context.db, bookingId: id, staff });
  }
  if (isPaymentIntent(form.intent)) {
    return handlePaymentIntent(form.intent, form, {
      db: context.db,
      bookingId: id,
      actor,
      role: staff.role,
      siteUrl: context.config.SITE_URL,
      clientAddress: context.clientAddress,
    });
  }
  return refuse(400, { formError: "Unknown action" });
}

// With script, posts go through the form layer: every refusal (a lost connection, the HTTP server's 403 or
// 413, an expired session) shows beside the form that posted, what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap text-stone-900">{children || "—"}</dd>
    </div>
  );
}

export default function BookingPage() {
  const {
    booking,
    stage,
    money: moneyView,
    statuses,
    history,
    enquiryId,
    canChangeMoney,
    requoteDefaults: defaults,
    quoteHistory,
    terms,
    cancellation,
    erasedAt,
    canCancel,
    canErase,
    itinerary,
    canPushItinerary,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // A refusal shows beside the form that was refused (its intent), keeping what was typed.
  const refusal = actionData && "formError" in actionData && actionData.formError ? actionData : undefined;
  // A preview (200) or a price that moved since it (409) carries the new quote to show beside the old one.
  const preview = actionData && "preview" in actionData ? actionData.preview : null;
  const requoteValues =
    actionData && isRequoteIntent(actionData.intent) ? (actionData.values as Record<string, string>) : null;
  // A booking taken at a quote stores minor units of the quote's currency; older ones whole units.
  const money = (amount: number | null) =>
    amount === null
      ? ""
      : booking.quote
        ? formatMinorUnits(amount, booking.quote.currency)
        : `${booking.currency ?? ""} ${new Intl.NumberFormat("en-GB").format(amount)}`.trim();

  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/bookings" className="underline underline-offset-4">
          ← All bookings
        </Link>
      </p>
      <PageHeading
        title={`Booking ${booking.reference}`}
        description={`${booking.name} · ${booking.packageTitle} · received ${formatBusinessDateTime(booking.createdAt)}`}
      />
      {refusal &&
      !["status", "cancel", "erase", PUSH_ITINERARY_INTENT].includes(String(refusal.intent)) &&
      !isPaymentIntent(refusal.intent) &&
      !isRequoteIntent(refusal.intent) ? (
        <div className="mb-4">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="booking-details" className="rounded-xl border border-stone-200 bg-white p-5">
          <h2 id="booking-details" className="mb-4 text-lg font-semibold">
            Request
          </h2>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <Detail label="Name">
              {booking.name}
              <TravellerLanguage locale={booking.locale} />
            </Detail>
            <Detail label="Email">
              <a href={`mailto:${booking.email}`} className="underline underline-offset-4">
                {booking.email}
              </a>
            </Detail>
            <Detail label="Phone">
              <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
                {booking.phone}
              </a>
            </Detail>
            <Detail label="Country">{booking.country}</Detail>
            <Detail label="Package">{booking.packageTitle}</Detail>
            <Detail label="Arrival">{formatCalendarDate(booking.arrivalDate)}</Detail>
            <Detail label="Departure">{formatCalendarDate(booking.departureDate)}</Detail>
            <Detail label="Guests">
              {booking.adults} adult{booking.adults === 1 ? "" : "s"}
              {booking.children > 0 ? `, ${booking.children} child${booking.children === 1 ? "" : "ren"}` : ""}
            </Detail>
            <Detail label="Payment">{booking.paymentChoice?.replace("_", " ")}</Detail>
            <Detail label="Total">{money(booking.totalAmount)}</Detail>
            <Detail label="Deposit">{money(booking.depositAmount)}</Detail>
            {bookingResidency(booking) ? (
              <Detail label="Residency">{RESIDENCY_LABELS[bookingResidency(booking) ?? "non_resident"]}</Detail>
            ) : null}
            {booking.childAges.length > 0 ? (
              <Detail label="Children's ages">{booking.childAges.join(", ")}</Detail>
            ) : null}
            {booking.singles > 0 ? <Detail label="Single rooms">{booking.singles}</Detail> : null}
            {booking.discountCode ? <Detail label="Discount code">{booking.discountCode}</Detail> : null}
            <Detail label="Source">{booking.source === "booking_flow" ? "Booking flow" : "Safari page form"}</Detail>
            <Detail label="Message">{booking.message}</Detail>
            <Detail label="Special requests">{booking.specialRequests}</Detail>
          </dl>
          {booking.quote ? (
            <section aria-labelledby="booking-quote" className="mt-6 border-t border-stone-200 pt-4">
              <h3 id="booking-quote" className="mb-3 font-semibold">
                Quote the booking stands at (rates version {booking.ratesVersion})
              </h3>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[1fr_max-content]">
                {quoteRows(booking.quote).map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt>{label}</dt>
                    <dd className="tabular-nums sm:text-right">{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </section>

        <div className="space-y-6">
          <section aria-labelledby="booking-status" className="rounded-xl border border-stone-200 bg-white p-5">
            <h2 id="booking-status" className="mb-3 flex items-center gap-3 text-lg font-semibold">
              Stage <StatusBadge status={stage} label={TRIP_STAGE_LABELS[stage]} />
            </h2>
            <p className="mb-3 text-sm text-stone-700">
              The same stage as its enquiry in the inbox: replies, payments and the trip's dates move it on by
              themselves. Booking status: {BOOKING_STATUS_WORDS[booking.status]}.
            </p>
            {refusal?.intent === "status" ? (
              <div className="mb-3">
                <FormAlert>{refusal.formError}</FormAlert>
              </div>
            ) : null}
            {booking.status === "cancelled" ? (
              <p className="text-sm text-stone-600">A cancelled booking keeps its status.</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {statuses
                .filter((option) => option.status !== booking.status && booking.status !== "cancelled")
                .map((option) => (
                  <Form key={option.status} method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="status" value={option.status} />
                    <button
                      type="submit"
                      disabled={busy}
                      className={clsx(
                        "inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold disabled:opacity-60",
                        option.status === "new"
                          ? "border border-stone-300 bg-white hover:bg-stone-100"
                          : "bg-stone-900 text-white hover:bg-stone-800",
                      )}
                    >
                      {option.label}
                    </button>
                  </Form>
                ))}
            </div>
          </section>

          <CancelBookingSection
            status={booking.status}
            cancellation={cancellation}
            terms={terms}
            canCancel={canCancel}
            refusal={refusal?.intent === "cancel" ? refusal : null}
            busy={busy}
          />

          <section aria-labelledby="booking-notes" className="rounded-xl border border-stone-200 bg-white p-5">
            <h2 id="booking-notes" className="mb-3 text-lg font-semibold">
              Notes
            </h2>
            {/* Notes are a thread (who, when), never overwritten: the enquiry's, where replies are written too. */}
            {enquiryId ? (
              <p className="text-sm">
                Staff notes and replies are kept in{" "}
                <Link
                  to={`/admin/inbox/${enquiryId}#enquiry-thread`}
                  className="font-semibold underline underline-offset-4"
                >
                  this booking's enquiry
                </Link>
                , each with who wrote it and when.
              </p>
            ) : (
              <p className="text-sm text-stone-600">This booking has no enquiry to keep notes in.</p>
            )}
          </section>

          <section aria-labelledby="booking-history" className="rounded-xl border border-stone-200 bg-white p-5">
            <h2 id="booking-history" className="mb-3 text-lg font-semibold">
              History
            </h2>
            {history.length === 0 ? (
              <p className="text-sm text-stone-600">No changes yet.</p>
            ) : (
              <ol className="space-y-2 text-sm">
                {history.map((entry) => (
                  <li key={entry.id}>
                    <span className="block font-medium">{entry.changes || entry.action}</span>
                    <span className="block text-stone-600">
                      {entry.who} · {formatBusinessDateTime(entry.at)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </div>
      {defaults ? (
        <RequotePanel
          defaults={defaults}
          currency={booking.quote?.currency ?? booking.currency ?? "USD"}
          canRequote={canChangeMoney}
          preview={preview}
          values={requoteValues}
          refusal={refusal && isRequoteIntent(refusal.intent) ? refusal : null}
          history={quoteHistory}
          busy={busy}
        />
      ) : null}
      {itinerary ? (
        <ItineraryPushPanel
          panel={itinerary}
          canPush={canPushItinerary}
          refusal={refusal?.intent === PUSH_ITINERARY_INTENT ? refusal : null}
          busy={busy}
        />
      ) : null}
      <LedgerPanel
        bookingId={booking.id}
        money={moneyView}
        refusal={refusal && isPaymentIntent(refusal.intent) ? refusal : null}
        busy={busy}
        canRefund={canChangeMoney}
      />
      <div className="mt-6">
        <EraseSection
          reference={booking.reference}
          erasedAt={erasedAt}
          canErase={canErase}
          refusal={refusal?.intent === "erase" ? refusal : null}
          busy={busy}
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
