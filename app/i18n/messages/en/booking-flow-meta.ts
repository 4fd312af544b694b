// The booking flow page's title and description, which the server writes into the page's head: kept out of
// the flow's texts (booking-flow.ts), which the browser downloads.
import { defineMessages } from "~/i18n/translate";

export const bookingFlowMetaMessages = defineMessages("booking-flow-meta", {
  "bookings.flow.metaTitle": "Book {title}",
  "bookings.flow.metaDescription": "Request your booking for {title} in three short steps.",
});
