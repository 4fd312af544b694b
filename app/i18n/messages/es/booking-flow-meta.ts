// Spanish texts of the booking flow page's title and description (English: ../en/booking-flow-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingFlowMetaMessages } from "../en/booking-flow-meta";

export default defineTranslation<typeof bookingFlowMetaMessages>({
  "bookings.flow.metaTitle": "Reservar {title}",
  "bookings.flow.metaDescription": "Solicite su reserva de {title} en tres sencillos pasos.",
});
