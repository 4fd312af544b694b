// The one booking text both booking pages' forms show. Kept apart so the flow's pages do not download the
// safari form's texts (bookings.ts), nor the safari page the flow's.
import { defineMessages } from "~/i18n/translate";

export const bookingSharedMessages = defineMessages("booking-shared", {
  "bookings.form.fixErrors": "Please correct the highlighted fields.",
});
