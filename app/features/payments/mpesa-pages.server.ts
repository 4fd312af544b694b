// What the two M-Pesa pages under /trip/{token}/pay/mpesa share: the booking behind the token (or the site's
// own 404, the same as any unknown page), their headers, and the amounts shown on the form.
import { data } from "react-router";
import { pageMeta } from "~/components/page-meta";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { findBookingByTripToken, type TripBooking } from "~/features/trip/trip-links.server";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { translate } from "~/i18n/translate";
import { MPESA_MAX_PER_TRANSACTION_KES } from "./mpesa-limits";
import type { MpesaPayOption } from "./mpesa-pay-form";
import { quoteMpesaPayment } from "./mpesa-payments.server";

/** Private to the traveller: never stored by a browser or a shared cache, never indexed. */
export const TRIP_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The not-found route's answer, thrown: a wrong token cannot be told from a page that does not exist. */
export function notFoundPage(): never {
  const meta = [
    ...pageMeta({ title: translate(errorPageMessages, "notFound.metaTitle") }),
    { name: "robots", content: "noindex" },
  ];
  throw data({ meta }, { status: 404, headers: TRIP_PAGE_HEADERS });
}

export async function tripBookingOr404(db: DatabaseOrTransaction, token: string | undefined): Promise<TripBooking> {
  const booking = token ? await findBookingByTripToken(db, token) : null;
  return booking ?? notFoundPage();
}

/** M-Pesa's per-transaction limit, ready to show. */
export const MPESA_LIMIT_TEXT = formatMinorUnits(MPESA_MAX_PER_TRANSACTION_KES * 100, "KES");

/** The deposit and balance the booking can pay by M-Pesa now, with the shillings each would be. */
export async function mpesaPayOptions(db: DatabaseOrTransaction, bookingId: number): Promise<MpesaPayOption[]> {
  const options: MpesaPayOption[] = [];
  for (const purpose of ["deposit", "balance"] as const) {
    const quote = await quoteMpesaPayment(db, bookingId, purpose);
    if (typeof quote === "string") continue;
    options.push({
      purpose,
      owed: formatMinorUnits(quote.owed, quote.currency),
      charged: formatMinorUnits(quote.shillings * 100, "KES"),
      overLimit: quote.shillings > MPESA_MAX_PER_TRANSACTION_KES,
    });
  }
  return options;
}
