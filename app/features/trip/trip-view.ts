// What the trip page's browser receives: the trip worded and formatted on the server, and nothing the
// traveller should not see (staff notes, submission tokens, other bookings' rows).

import { bookingResidency } from "~/features/bookings/booking-residency";
import { cancellationTerms } from "~/features/bookings/cancellation-terms";
import type { PaymentMethod, PaymentStatus, ScheduleKind } from "~/features/payments/ledger";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { Residency } from "~/features/quotes/rate-book";
import { type TravellerResidency, travellerResidencyValue } from "~/features/quotes/trip-choice";
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { translate } from "~/i18n/translate";
import { businessDayOf } from "~/utils/business-calendar";
import { formatLongDate } from "~/utils/format";
import { dateTimeFormat, formatLocale, listFormat } from "~/utils/intl-formats";
import { borderWarnings } from "./border-checks";
import type { Trip, TripProof, TripTraveller } from "./trip.server";

/** "20 Nov 2026" ("20. Nov. 2026" in German): short enough for a payments table on a phone. */
function shortDate(date: string): string {
  return dateTimeFormat(
    { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" },
    formatLocale("en-GB"),
  ).format(new Date(`${date}T00:00:00Z`));
}

export interface TripView {
  token: string;
  reference: string;
  status: "new" | "contacted" | "confirmed" | "cancelled";
  packageTitle: string;
  startText: string;
  endText: string;
  /** The trip's last day and today (East Africa): the travellers' form checks passport and birth dates with them. */
  endDate: string;
  today: string;
  adults: number;
  children: number;
  phone: string;
  days: {
    dayNumber: number;
    date: string;
    dateText: string;
    title: string;
    description: string;
    accommodation: string;
    meals: string;
    /** On a page in another language: the fields still in English (english-fallback.tsx). */
    untranslated?: readonly string[];
  }[];
  quote: {
    /** As the forms name it, a resident's country included ("resident_kenya"; "resident" from before it was asked). */
    residency: TravellerResidency | "resident";
    lines: { key: string; label: string; amountText: string | null; included: boolean }[];
    totalText: string;
    depositText: string | null;
    balanceText: string | null;
    balanceDueText: string;
  } | null;
  payments: {
    id: number;
    dateText: string;
    method: PaymentMethod;
    status: PaymentStatus;
    amountText: string;
    receipt: string | null;
    refundedText: string | null;
  }[];
  summary: {
    paidText: string;
    outstandingText: string;
    pendingText: string | null;
    fullyPaid: boolean;
    next: { kind: ScheduleKind; amountText: string; dueText: string; overdue: boolean } | null;
  } | null;
  /** Set once the booking is cancelled: when, and what was paid, refunded and is still to come back. */
  cancellation: {
    dateText: string;
    paidText: string | null;
    refundedText: string | null;
    toRefundText: string | null;
    outcome: "nothingPaid" | "allRefunded" | "free" | "late";
  } | null;
  /** What the pay forms pay and which ways are switched on; null when nothing is owed or nothing is priced. */
  pay: { purpose: ScheduleKind; mpesa: boolean; card: boolean } | null;
  travellers: (TripTraveller & { removedText: string | null })[];
  /** What a border or a lodge would catch in the travellers' details, in the traveller's words (border-checks.ts). */
  borderWarnings: { title: string; items: string[] } | null;
  needsResidencyProof: boolean;
  residency: Residency | null;
  proofs: (TripProof & { uploadedText: string })[];
  /** How many documents the booking keeps at once. */
  proofSlots: number;
  retentionMonths: number;
}

export function tripView(
  trip: Trip,
  { token, mpesa, card, retentionMonths }: { token: string; mpesa: boolean; card: boolean; retentionMonths: number },
): TripView {
  const { booking, quote, ledger } = trip;
  const summary = ledger?.summary ?? null;
  const money = (amount: number | null, currency = quote?.currency ?? summary?.currency ?? "USD") =>
    amount === null ? null : formatMinorUnits(amount, currency);
  return {
    token,
    reference: booking.reference,
    status: booking.status,
    packageTitle: booking.packageTitle,
    startText: formatLongDate(trip.start),
    endText: formatLongDate(trip.end),
    endDate: trip.end,
    today: trip.today,
    adults: booking.adults,
    children: booking.children,
    phone: booking.phone,
    days: trip.days.map((day) => ({ ...day, dateText: formatLongDate(day.date) })),
    quote:
      quote && quote.total !== null
        ? {
            residency: travellerResidencyValue({
              residency: quote.residency,
              residentOf: quote.residentOf ?? null,
            }) as TravellerResidency | "resident",
            lines: quote.lines.map((line, index) => ({
              key: `${index}:${line.kind}`,
              label: line.label,
              amountText: money(line.amount),
              included: line.included === true,
            })),
            totalText: money(quote.total) ?? "",
            depositText: money(quote.deposit),
            balanceText: money(quote.balance),
            balanceDueText: formatLongDate(quote.balanceDueDate),
          }
        : null,
    payments: trip.payments.map((payment) => ({
      id: payment.id,
      dateText: shortDate(payment.date),
      method: payment.method,
      status: payment.status,
      amountText: formatMinorUnits(payment.amount, payment.currency),
      receipt: payment.receipt,
      refundedText: payment.refunded > 0 ? money(payment.refunded) : null,
    })),
    summary: summary
      ? {
          paidText: formatMinorUnits(summary.paid, summary.currency),
          outstandingText: formatMinorUnits(summary.outstanding, summary.currency),
          pendingText: summary.pending > 0 ? formatMinorUnits(summary.pending, summary.currency) : null,
          fullyPaid: summary.fullyPaid,
          next: summary.next
            ? {
                kind: summary.next.kind,
                amountText: formatMinorUnits(summary.next.amount, summary.currency),
                dueText: formatLongDate(summary.next.dueDate),
                overdue: summary.next.overdue,
              }
            : null,
        }
      : null,
    cancellation: booking.status === "cancelled" ? cancellationOf(trip) : null,
    pay: summary?.next && booking.status !== "cancelled" ? { purpose: summary.next.kind, mpesa, card } : null,
    travellers: trip.travellers.map((traveller) => ({
      ...traveller,
      removedText: traveller.personalDataRemovedAt
        ? formatLongDate(traveller.personalDataRemovedAt.slice(0, 10))
        : null,
    })),
    borderWarnings: borderWarningTexts(trip),
    needsResidencyProof: trip.needsResidencyProof,
    residency: bookingResidency(booking),
    proofs: trip.proofs.map((proof) => ({ ...proof, uploadedText: formatLongDate(proof.uploadedOn) })),
    proofSlots: trip.proofSlots,
    retentionMonths,
  };
}

function borderWarningTexts(trip: Trip): TripView["borderWarnings"] {
  const warnings = borderWarnings({
    travellers: trip.travellers,
    start: trip.start,
    end: trip.end,
    quotedChildAges: trip.booking.childAges ?? [],
  });
  if (warnings.length === 0) return null;
  const items = warnings.map((warning) =>
    warning.kind === "passport"
      ? translate(tripFormsMessages, "tripForms.warning.passport", {
          name: warning.fullName,
          expiry: formatLongDate(warning.expiry),
          validUntil: formatLongDate(warning.validUntil),
        })
      : translate(tripFormsMessages, "tripForms.warning.childAge", {
          name: warning.fullName,
          age: warning.age,
          ages: warning.quotedAges.length,
          agesList: listFormat({ style: "long", type: "conjunction" }).format(warning.quotedAges.map(String)),
        }),
  );
  return { title: translate(tripFormsMessages, "tripForms.warning.title"), items };
}

function cancellationOf(trip: Trip): NonNullable<TripView["cancellation"]> {
  const { booking, ledger } = trip;
  // The operator's calendar day of the cancellation.
  const on = booking.cancelledAt ? businessDayOf(booking.cancelledAt) : trip.today;
  const currency = ledger?.currency ?? booking.quote?.currency ?? booking.currency;
  const terms = currency
    ? cancellationTerms({
        currency,
        payments: (ledger?.payments ?? []).map((payment) => ({
          status: payment.status,
          creditedAmount: payment.creditedAmount,
          refundedAmount: payment.refunded,
        })),
        startDate: trip.start,
        on,
      })
    : null;
  const money = (amount: number) => (terms ? formatMinorUnits(amount, terms.currency) : null);
  return {
    dateText: formatLongDate(on),
    paidText: terms ? money(terms.paid) : null,
    refundedText: terms ? money(terms.refunded) : null,
    toRefundText: terms ? money(terms.refundable) : null,
    outcome:
      !terms || terms.paid === 0
        ? "nothingPaid"
        : terms.refundable === 0
          ? "allRefunded"
          : terms.free
            ? "free"
            : "late",
  };
}
