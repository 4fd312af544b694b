// The trip page's downloads (itinerary and invoice PDF, calendar file), answered like the page: private,
// never stored by any cache, never indexed. A token that opens nothing gets a plain 404. Each is written in the
// language the traveller booked in, whichever page linked to it (the files have one address, the English one).
import type { AppLoadContext } from "react-router";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { tripPath } from "~/features/trip/trip-links.server";
import { localizePath } from "~/i18n/paths";
import { runInLocale } from "~/i18n/server-messages.server";
import { loadTripByToken, type Trip } from "./trip.server";
import { tripCalendar } from "./trip-calendar";
import { invoicePdf, itineraryPdf } from "./trip-pdf.server";

export const DOWNLOAD_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

export type TripDownload = "itinerary" | "invoice" | "calendar";

function notFound(): Response {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function attachment(body: Buffer | string, contentType: string, fileName: string): Response {
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      ...DOWNLOAD_HEADERS,
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}

export function calendarFor(trip: Trip, token: string, siteUrl: string, now: Date = new Date()): string {
  const summary = trip.ledger?.summary;
  const balance = trip.ledger?.schedule.find((entry) => entry.kind === "balance");
  // The balance still owed: the balance less whatever was paid beyond the deposit. Never the whole
  // outstanding sum: an unpaid deposit is due now, not on the balance's date.
  const owed = summary && !summary.fullyPaid && balance ? Math.min(balance.amount, summary.outstanding) : 0;
  return tripCalendar({
    reference: trip.booking.reference,
    packageTitle: trip.booking.packageTitle,
    start: trip.start,
    end: trip.end,
    url: `${siteUrl.replace(/\/+$/, "")}${localizePath(tripPath(token), trip.booking.locale)}`,
    balanceDue:
      balance && summary && owed > 0
        ? { date: balance.dueDate, amount: formatMinorUnits(owed, summary.currency) }
        : null,
    domain: new URL(siteUrl).hostname,
    now,
  });
}

export async function tripDownload(kind: TripDownload, token: string, context: AppLoadContext): Promise<Response> {
  // In the booking's language: its safari's title and days as frozen with the booking (trip.server.ts).
  const trip = await loadTripByToken(context.db, token);
  if (!trip) return notFound();
  return runInLocale(trip.booking.locale, () => download(kind, trip, token, context));
}

async function download(kind: TripDownload, trip: Trip, token: string, context: AppLoadContext): Promise<Response> {
  const reference = trip.booking.reference;
  switch (kind) {
    case "itinerary":
      return attachment(
        await itineraryPdf(trip, {
          operator: await loadPublicOperatorFacts(context.db),
        }),
        "application/pdf",
        `${reference}-itinerary.pdf`,
      );
    case "invoice":
      return attachment(
        await invoicePdf(trip, { operator: await loadPublicOperatorFacts(context.db) }),
        "application/pdf",
        `${reference}-invoice.pdf`,
      );
    case "calendar":
      return attachment(
        calendarFor(trip, token, context.config.SITE_URL),
        "text/calendar; charset=utf-8",
        `${reference}.ics`,
      );
  }
}
