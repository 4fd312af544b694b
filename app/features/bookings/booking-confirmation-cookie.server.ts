// Where both ways of booking end: /booking/{packageId}?step=confirmation (/de/buchung/... in German: the page's
// language). The booking it shows is named by an HttpOnly cookie holding its reference, the key it was stored
// under, the secret of the browser that made it (booking-browser-proof.server.ts) and, when the post minted one,
// its trip page's token, for one day and only on that language's booking paths. The URL itself names nothing,
// so a shared or guessed link shows a stranger nothing: without the cookie the page starts a new booking.
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { redirectWithToast } from "~/components/ui/toast.server";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { isSubmissionToken } from "~/features/spam/submission-token";
import { findBookingByTripToken, tripPath } from "~/features/trip/trip-links.server";
import { localizePath } from "~/i18n/paths";
import { currentLocale } from "~/i18n/translate";
import type { AppConfig } from "~/utils/env.server";
import { browserProofSetCookie } from "./booking-browser-proof.server";
import type { FlowConfirmedBooking } from "./booking-flow-view";
import { bookingSubmittedToast } from "./booking-toasts";
import { findBookingForTraveller } from "./bookings.server";

export const CONFIRMATION_STEP = "confirmation";

const CONFIRMATION_COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60;
const confirmationCookie = createCookie("hb_booking", {
  path: "/booking",
  httpOnly: true,
  sameSite: "lax",
  maxAge: CONFIRMATION_COOKIE_MAX_AGE_SECONDS,
});
const confirmationCookieSchema = z.object({
  packageId: z.number().int().positive(),
  reference: z.string().max(32),
  submissionToken: z.string().refine(isSubmissionToken),
  confirmationSent: z.boolean(),
  tripToken: z.string().max(64).optional(),
  browserProof: z.string().max(64).optional(),
});
export type ConfirmationCookie = z.infer<typeof confirmationCookieSchema>;

/** The confirmation page of a package, in the current page's language. */
export function confirmationPath(packageId: number): string {
  return localizePath(`/booking/${packageId}?step=${CONFIRMATION_STEP}`, currentLocale());
}

/** The first step of a package's booking, in the current page's language. */
export function bookingStartPath(packageId: number): string {
  return localizePath(`/booking/${packageId}`, currentLocale());
}

function isSecure(request: Request, config: Pick<AppConfig, "SITE_URL">): boolean {
  return new URL(request.url).protocol === "https:" || config.SITE_URL.startsWith("https:");
}

/**
 * The redirect (post/redirect/get) from a stored booking to its confirmation page, with the cookie that shows it.
 * `headers` may add more (the toast's cookie).
 */
export async function redirectToConfirmation(
  request: Request,
  config: Pick<AppConfig, "SITE_URL">,
  saved: ConfirmationCookie,
): Promise<{ location: string; setCookie: string }> {
  const setCookie = await confirmationCookie.serialize(saved, {
    secure: isSecure(request, config),
    // The booking pages of the language booked in (/booking, /de/buchung ...), where the confirmation shows.
    path: localizePath("/booking", currentLocale()),
  });
  return { location: confirmationPath(saved.packageId), setCookie };
}

export interface BookedAnswer {
  packageId: number;
  booking: { reference: string; submissionToken: string | null };
  confirmationSent: boolean;
  browserProof: string;
  /** Only for the post that stored the booking: a replay never mints a link. */
  tripToken?: string;
  /** True for the post that stored the booking: the browser is handed its proof. */
  created: boolean;
}

/**
 * The answer to a post that stored a booking, or to its replay from the same browser: the confirmation page, with
 * the success toast. A replay keeps the trip link this browser's confirmation cookie already holds for the
 * booking (shown while staff have not revoked it) and gets no new one.
 */
export async function redirectToBookedConfirmation(
  request: Request,
  config: Pick<AppConfig, "SITE_URL">,
  answer: BookedAnswer,
): Promise<Response> {
  const { packageId, booking, confirmationSent, browserProof, created } = answer;
  const earlier = created ? null : await readConfirmationCookie(request);
  const tripToken = created
    ? answer.tripToken
    : earlier?.reference === booking.reference
      ? earlier.tripToken
      : undefined;
  const { location, setCookie } = await redirectToConfirmation(request, config, {
    packageId,
    reference: booking.reference,
    submissionToken: booking.submissionToken ?? "",
    confirmationSent,
    tripToken,
    browserProof,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie);
  if (created) headers.append("Set-Cookie", await browserProofSetCookie(request, config, browserProof));
  return redirectWithToast(location, bookingSubmittedToast({ reference: booking.reference, confirmationSent }), {
    headers,
  });
}

async function readConfirmationCookie(request: Request): Promise<ConfirmationCookie | null> {
  try {
    const parsed = confirmationCookieSchema.safeParse(await confirmationCookie.parse(request.headers.get("Cookie")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface ConfirmedBooking {
  booking: FlowConfirmedBooking;
  confirmationSent: boolean;
}

/**
 * The booking this browser just made for the package, or a redirect to the package's first step when there is
 * none to show here (another browser, an expired cookie, another package's booking).
 */
export async function requireConfirmedBooking(
  db: DatabaseOrTransaction,
  request: Request,
  packageId: number,
): Promise<ConfirmedBooking> {
  const saved = await readConfirmationCookie(request);
  const booking =
    saved && saved.packageId === packageId
      ? await findBookingForTraveller(db, {
          reference: saved.reference,
          submissionToken: saved.submissionToken,
          browserProof: saved.browserProof,
        })
      : null;
  if (!saved || !booking) throw redirect(bookingStartPath(packageId));
  // The trip link is shown only while it opens this very booking (staff may have revoked it since), in the
  // confirmation page's language.
  const tripBooking = saved.tripToken ? await findBookingByTripToken(db, saved.tripToken) : null;
  const tripLink =
    saved.tripToken && tripBooking?.reference === booking.reference
      ? localizePath(tripPath(saved.tripToken), currentLocale())
      : null;
  return { booking: { ...booking, tripPath: tripLink }, confirmationSent: saved.confirmationSent };
}
