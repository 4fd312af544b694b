// The pipeline's words for staff screens, and an enquiry's reference. Pure, so pages and e-mails share them.
// Types only from the schema: its tables must stay out of the browser's bundle.
import type { EnquiryKind, EnquiryStage } from "~/db/schema/enquiries";

export const STAGE_LABELS: Record<EnquiryStage, string> = {
  new: "New",
  quoted: "Quoted",
  deposit_paid: "Deposit paid",
  confirmed: "Confirmed",
  travelled: "Travelled",
  lost: "Lost",
};

/** The pipeline in order, 'lost' last. */
export const STAGE_ORDER = Object.keys(STAGE_LABELS) as EnquiryStage[];

export function isEnquiryStage(value: unknown): value is EnquiryStage {
  return typeof value === "string" && Object.hasOwn(STAGE_LABELS, value);
}

/** The reasons staff pick from when an enquiry is lost; 'Other' asks for their own words. */
export const LOST_REASONS = [
  "Price too high",
  "Chose another operator",
  "Dates not available",
  "No answer from the traveller",
  "Trip postponed or cancelled",
] as const;
export const OTHER_REASON = "other";
/** The reason a cancelled booking gives its enquiry. */
export const BOOKING_CANCELLED_REASON = "Booking cancelled";

export const KIND_LABELS: Record<EnquiryKind, string> = {
  booking: "Booking request",
  inquiry: "Contact inquiry",
  chat: "Chat",
};

/** A booking's own reference (KSF-1001); an inquiry or chat is ENQ-{enquiry id}. */
export function enquiryReference(enquiry: { id: number; kind: EnquiryKind }, bookingReference?: string | null): string {
  return enquiry.kind === "booking" && bookingReference ? bookingReference : `ENQ-${enquiry.id}`;
}
