// A new booking's two e-mails, written just after its transaction commits (the transaction only records that
// they are owed: app/services/email/composing.server.ts). The same functions write them for the request,
// straight away, and for the delivery job, when the request never got to it.
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import type { EmailComposition } from "~/db/schema/operations";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { inTravellersLanguage } from "~/features/translations/content-translations.server";
import { tripPath } from "~/features/trip/trip-links.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { runInLocale } from "~/i18n/server-messages.server";
import type { EmailComposer } from "~/services/email/composing.server";
import type { EmailContent } from "~/services/email/outbox.server";
import type { AppConfig } from "~/utils/env.server";
import { renderBookingConfirmation, renderBookingStaffNotification } from "./booking-emails";

export const BOOKING_EMAIL_COMPOSER = "booking";

type Booking = typeof bookings.$inferSelect;
type BookingEmail = "staffNotification" | "confirmation";

/** What the outbox keeps to write one of a booking's e-mails; the confirmation's carries the trip page's token. */
export function bookingEmailComposition(
  bookingId: number,
  email: BookingEmail,
  tripToken: string | null = null,
): EmailComposition {
  return { composer: BOOKING_EMAIL_COMPOSER, bookingId, email, tripToken };
}

/** The staff notification: in English, told which language the traveller writes in. */
export function writeBookingStaffNotification(booking: Booking, config: Pick<AppConfig, "SITE_URL">): EmailContent {
  return runInLocale(DEFAULT_LOCALE, () => renderBookingStaffNotification(booking, { siteUrl: config.SITE_URL }));
}

/** The traveller's confirmation: in their language, with their trip page's address and the office's details. */
export async function writeBookingConfirmation(
  db: DatabaseOrTransaction,
  booking: Booking,
  tripToken: string,
  config: Pick<AppConfig, "SITE_URL">,
): Promise<EmailContent> {
  // The office's phone and payment details as saved now (/admin/settings/business); none set: 'reply to us'.
  const operator = await loadPublicOperatorFacts(db);
  const travellers = await inTravellersLanguage(db, booking);
  return runInLocale(booking.locale, () =>
    renderBookingConfirmation(travellers, {
      tripUrl: `${config.SITE_URL}${localizePath(tripPath(tripToken), booking.locale)}`,
      operator,
    }),
  );
}

/** The delivery job's composer for booking e-mails left unwritten; null once the booking is gone. */
export function bookingEmailComposer(config: Pick<AppConfig, "SITE_URL">): EmailComposer {
  return async (db, composition) => {
    const bookingId = Number(composition.bookingId);
    const [booking] = Number.isSafeInteger(bookingId)
      ? await db.select().from(bookings).where(eq(bookings.id, bookingId))
      : [];
    if (!booking || booking.personalDataErasedAt) return null;
    if (composition.email === "staffNotification") return writeBookingStaffNotification(booking, config);
    if (composition.email === "confirmation" && typeof composition.tripToken === "string") {
      return writeBookingConfirmation(db, booking, composition.tripToken, config);
    }
    return null;
  };
}
