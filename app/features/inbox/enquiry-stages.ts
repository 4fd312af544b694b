// Staff's own record of an enquiry's stage (enquiries.stage) in words, and an enquiry's reference. What staff
// read on every screen is the one lifecycle (features/lifecycle), derived from this record and from what
// happened; these words name the record itself (the stage form, the audit trail). Pure, so pages and e-mails
// share them.
// Types only from the schema: its tables must stay out of the browser's bundle.
import type { EnquiryKind, EnquiryStage } from "~/db/schema/enquiries";

export const STAGE_LABELS: Record<EnquiryStage, string> = {
  new: "No proposal yet",
  quoted: "Proposal sent",
  deposit_paid: "Deposit paid",
  confirmed: "Confirmed",
  travelled: "Travelled",
  lost: "Lost",
};

/** The pipeline in order, 'lost' last. */
export const STAGE_ORDER = Object.keys(STAGE_LABELS) as EnquiryStage[];

/**
 * What staff move by hand: whether a proposal went out (and lost, with its reason, on its own form). Money
 * comes from the ledger, travelling and completed from the trip's dates, cancelled from the booking; the
 * older stages staff once set by hand (deposit paid, confirmed, travelled) stay readable but are not offered.
 */
export const MANUAL_STAGES = ["new", "quoted"] as const satisfies readonly EnquiryStage[];

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
