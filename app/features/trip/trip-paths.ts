// The trip page's own links: the page and its pay pages in the language of the page showing them
// (/de/reise/{token}/pay/card), the downloads at their one English address (each written in the language the
// traveller booked in: trip-downloads.server.ts). Browser-safe.
import { localizePath } from "~/i18n/paths";
import { currentLocale } from "~/i18n/translate";

/** The trip page (and, below it, its pay pages) in the current page's language. */
export function tripPagePath(token: string): string {
  return localizePath(`/trip/${token}`, currentLocale());
}

export type TripFile = "itinerary.pdf" | "invoice.pdf" | "trip.ics";

/** A download of the trip page: the same address from every language. */
export function tripFilePath(token: string, file: TripFile): string {
  return `/trip/${token}/${file}`;
}
