// French texts of the one booking text both booking pages' forms show (English: ../en/booking-shared.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingSharedMessages } from "../en/booking-shared";

export default defineTranslation<typeof bookingSharedMessages>({
  "bookings.form.fixErrors": "Merci de corriger les champs signalés.",
});
