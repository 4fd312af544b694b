// One lifecycle for an enquiry and the booking it becomes: where it stands, in one word, on every staff
// screen (the inbox, an enquiry, the bookings list, a booking). It is never stored: trip-stage.server.ts
// derives it from what happened (a reply, a proposal, money received, the trip's dates, a cancellation,
// a loss), so no two screens can disagree. Pure, so pages and tests share the words.

export const TRIP_STAGES = [
  "new",
  "answered",
  "proposal_sent",
  "deposit_paid",
  "fully_paid",
  "travelling",
  "completed",
  "cancelled",
  "lost",
] as const;

export type TripStage = (typeof TRIP_STAGES)[number];

export const TRIP_STAGE_LABELS: Record<TripStage, string> = {
  new: "New",
  answered: "Answered",
  proposal_sent: "Proposal sent",
  deposit_paid: "Deposit paid",
  fully_paid: "Fully paid",
  travelling: "Travelling",
  completed: "Completed",
  cancelled: "Cancelled",
  lost: "Lost",
};

/** What moves an enquiry into each stage, for the filter's hints and the docs. */
export const TRIP_STAGE_MEANINGS: Record<TripStage, string> = {
  new: "Nobody has answered yet and nothing has happened since it arrived.",
  answered: "Staff replied (from the portal, by chat or by phone) or marked the booking contacted.",
  proposal_sent: "Staff sent a proposal (marked it proposal sent) or confirmed the booking; no money yet.",
  deposit_paid: "Money has been received, less than the whole price.",
  fully_paid: "Everything the payment schedule asks for has been received.",
  travelling: "A paid or confirmed trip whose first day has come and last day has not passed.",
  completed: "A paid or confirmed trip whose last day has passed.",
  cancelled: "The booking was cancelled.",
  lost: "Staff marked it lost, with a reason.",
};

export function isTripStage(value: unknown): value is TripStage {
  return typeof value === "string" && (TRIP_STAGES as readonly string[]).includes(value);
}

/** Stages in which the reply clock has stopped although nobody replied: something else moved it on. */
export function movedOnWithoutReply(stage: TripStage, firstReplyAt: unknown): boolean {
  return stage !== "new" && !firstReplyAt;
}
