// French texts of the booking flow page's title and description (English: ../en/booking-flow-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowMetaMessages } from "../en/booking-flow-meta";

export default defineTranslation<typeof bookingFlowMetaMessages>({
  "bookings.flow.metaTitle": "Réserver {title}",
  "bookings.flow.metaDescription": "Faites votre demande de réservation pour {title} en trois étapes rapides.",
});
