// The toasts a booking form shows after posting, in the specification's words. Browser-safe.
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { translate } from "~/i18n/translate";

export interface BookingToast {
  type: "success" | "error";
  title: string;
  description: string;
}

const t = (id: keyof typeof bookingsMessages & string, values?: Record<string, string | number>) =>
  translate(bookingsMessages, id, values);

/** After a stored booking: the text depends on whether the confirmation e-mail went out. */
export function bookingSubmittedToast({
  reference,
  confirmationSent,
}: {
  reference: string;
  confirmationSent: boolean;
}): BookingToast {
  return {
    type: "success",
    title: t("bookings.toast.submitted.title"),
    description: t(
      confirmationSent ? "bookings.toast.submitted.emailSent" : "bookings.toast.submitted.emailUnavailable",
      { reference },
    ),
  };
}

/** For a discarded (honeypot) post: a success like any other, without a reference to give. */
export function bookingDiscardedToast(): BookingToast {
  return {
    type: "success",
    title: t("bookings.toast.submitted.title"),
    description: t("bookings.toast.submitted.withoutReference"),
  };
}

/** When storing the booking failed (the database is unreachable): 'Submission Error'. */
export function bookingErrorToast(): BookingToast {
  return {
    type: "error",
    title: t("bookings.toast.error.title"),
    description: t("bookings.toast.error.description"),
  };
}

/**
 * A booking post that was stored already, sent again from another browser: told that it arrived and where its
 * confirmation went, with nothing about the booking itself (no reference, name or link).
 */
export function bookingAlreadyReceivedToast(): BookingToast {
  return {
    type: "error",
    title: t("bookings.toast.alreadyReceived.title"),
    description: t("bookings.toast.alreadyReceived.description"),
  };
}

export function bookingRateLimitedToast(retryAfterSeconds: number): BookingToast {
  return {
    type: "error",
    title: t("bookings.toast.rateLimited.title"),
    description: t("bookings.toast.rateLimited.description", {
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    }),
  };
}

export function packageNotFoundToast(): BookingToast {
  return {
    type: "error",
    title: t("bookings.toast.packageNotFound.title"),
    description: t("bookings.toast.packageNotFound.description"),
  };
}
