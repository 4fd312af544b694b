// German texts of the one booking text both booking forms show (English: ../en/booking-shared.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingSharedMessages } from "../en/booking-shared";

export default defineTranslation<typeof bookingSharedMessages>({
  "bookings.form.fixErrors": "Bitte korrigieren Sie die markierten Felder.",
});
