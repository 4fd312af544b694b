// German texts of the booking flow page's title and description (English: ../en/booking-flow-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowMetaMessages } from "../en/booking-flow-meta";

export default defineTranslation<typeof bookingFlowMetaMessages>({
  "bookings.flow.metaTitle": "{title} buchen",
  "bookings.flow.metaDescription": "Fragen Sie Ihre Buchung für {title} in drei kurzen Schritten an.",
});
