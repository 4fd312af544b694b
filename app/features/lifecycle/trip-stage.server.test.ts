// The one lifecycle against a real database: an enquiry and the booking it becomes read the same stage on
// every staff screen's query (the inbox list, the enquiry page, the bookings list and its counts, the
// portal's navigation counts) after each thing that happens: a reply, a proposal, a deposit, the balance,
// the trip's first and last days, a cancellation, a loss. And the reply clock stops when the stage moves
// on, whoever moved it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "~/db/schema";
import {
  getBooking,
  listBookings,
  parseInboxFilter as parseBookingFilter,
  stageCounts,
} from "~/features/bookings/booking-inbox.server";
import { cancelBooking } from "~/features/bookings/booking-records.server";
import { updateBookingStatus } from "~/features/bookings/bookings.server";
import { recordStaffAnswer } from "~/features/inbox/enquiries.server";
import { moveEnquiryStage } from "~/features/inbox/enquiry-actions.server";
import { getEnquiryDetail } from "~/features/inbox/enquiry-detail.server";
import { parseInboxFilter } from "~/features/inbox/inbox-filters";
import { type InboxViewer, listEnquiries } from "~/features/inbox/inbox-list.server";
import { DEFAULT_CLOCK_SETTINGS } from "~/features/inbox/office-hours";
import { clockCounts } from "~/features/inbox/response-clock.server";
import { createPaymentSchedule, recordManualPayment } from "~/features/payments/ledger.server";
import { portalCounts } from "~/features/staff/portal-counts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addInquiryEnquiry, addStaff, SAMPLE_QUOTE } from "../../../tests/support/enquiries";
import type { TripStage } from "./trip-stages";

let database: TestDatabase;
let staff: { id: string; name: string };
const actor = () => ({ id: staff.id, email: "akinyi@heartbeest.example" });

/** Before the trip (1-5 August 2031), on its second day, and after it. */
const BEFORE = new Date("2031-06-01T09:00:00+03:00");
const DURING = new Date("2031-08-02T09:00:00+03:00");
const AFTER = new Date("2031-08-06T09:00:00+03:00");

const viewerAt = (now: Date): InboxViewer => ({ staffId: staff.id, now, settings: DEFAULT_CLOCK_SETTINGS });

/** The stage each screen's query shows for the enquiry and its booking at `now`. */
async function stageEverywhere(enquiryId: number, bookingId: number | null, now = BEFORE) {
  const today = now.toISOString().slice(0, 10);
  const inboxRows = await listEnquiries(
    database.db,
    parseInboxFilter(new URLSearchParams("status=all")).filter,
    viewerAt(now),
    500,
  );
  const inboxRow = inboxRows.rows.find((row) => row.id === enquiryId);
  const detail = await getEnquiryDetail(database.db, enquiryId, { now });
  const seen: Record<string, TripStage | undefined> = { inbox: inboxRow?.stage, enquiryPage: detail?.tripStage };
  if (bookingId !== null) {
    const list = await listBookings(database.db, parseBookingFilter(new URLSearchParams()), 500, today);
    seen.bookings = list.rows.find((row) => row.id === bookingId)?.stage;
  }
  const stages = new Set(Object.values(seen));
  expect(stages.size, `every screen shows one stage: ${JSON.stringify(seen)}`).toBe(1);
  return { stage: [...stages][0], clock: inboxRow?.clock.state, filteredIn: inboxRow };
}

/** Whether the inbox's and the bookings list's stage filters find it. */
async function foundByFilters(enquiryId: number, bookingId: number, stage: TripStage, now = BEFORE) {
  const inbox = await listEnquiries(
    database.db,
    parseInboxFilter(new URLSearchParams(`status=all&stage=${stage}`)).filter,
    viewerAt(now),
    500,
  );
  const list = await listBookings(
    database.db,
    parseBookingFilter(new URLSearchParams(`stage=${stage}`)),
    500,
    now.toISOString().slice(0, 10),
  );
  return {
    inbox: inbox.rows.some((row) => row.id === enquiryId),
    bookings: list.rows.some((row) => row.id === bookingId),
  };
}

async function scheduleFor(bookingId: number) {
  const booking = await getBooking(database.db, bookingId);
  if (!booking) throw new Error("no booking");
  await database.db
    .update(bookings)
    .set({ quote: { ...SAMPLE_QUOTE, balanceDueDate: "2031-06-02" } as never })
    .where(eq(bookings.id, bookingId));
  await createPaymentSchedule(database.db, {
    id: bookingId,
    quote: { ...SAMPLE_QUOTE, balanceDueDate: "2031-06-02" } as never,
    createdAt: booking.createdAt,
  });
}

async function pay(bookingId: number, purpose: "deposit" | "balance", amount: number, reference: string) {
  const result = await recordManualPayment(database.db, actor(), {
    bookingId,
    purpose,
    method: "bank_transfer",
    amount,
    currency: SAMPLE_QUOTE.currency,
    receivedOn: "2026-11-20",
    reference,
    note: "",
  });
  expect(result.status).toBe("recorded");
}

beforeAll(async () => {
  database = await createTestDatabase();
  staff = await addStaff(database.db, "Akinyi Wafula");
});

afterAll(async () => {
  await database?.destroy();
});

describe("one stage on every screen", () => {
  it("follows a booking from new to completed: reply, proposal, deposit, balance, the trip's days", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db, { email: "journey@example.com" });
    await scheduleFor(bookingId);
    const counted = async () => portalCounts(database.db, staff.id);
    const before = await counted();

    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("new");
    expect(await foundByFilters(enquiry.id, bookingId, "new")).toEqual({ inbox: true, bookings: true });

    await recordStaffAnswer(database.db, { enquiryId: enquiry.id }, "email");
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("answered");
    // Answered: no longer new work in the navigation, neither as an enquiry nor as a booking.
    expect(await counted()).toMatchObject({
      waitingForMe: before.waitingForMe - 1,
      newBookings: before.newBookings - 1,
    });

    await moveEnquiryStage(database.db, actor(), {
      enquiryId: enquiry.id,
      stage: "quoted",
      seenStage: "new",
      lostReason: null,
    });
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("proposal_sent");

    await pay(bookingId, "deposit", SAMPLE_QUOTE.deposit, "DEP-1");
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("deposit_paid");
    expect(await foundByFilters(enquiry.id, bookingId, "deposit_paid")).toEqual({ inbox: true, bookings: true });
    expect(await foundByFilters(enquiry.id, bookingId, "new")).toEqual({ inbox: false, bookings: false });

    await pay(bookingId, "balance", SAMPLE_QUOTE.total - SAMPLE_QUOTE.deposit, "BAL-1");
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("fully_paid");

    expect((await stageEverywhere(enquiry.id, bookingId, DURING)).stage).toBe("travelling");
    expect(await foundByFilters(enquiry.id, bookingId, "travelling", DURING)).toEqual({ inbox: true, bookings: true });
    expect((await stageEverywhere(enquiry.id, bookingId, AFTER)).stage).toBe("completed");
  });

  it("a deposit paid before anyone answered stops the clock, and the booking is no longer counted as new", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db, { email: "quick-payer@example.com" });
    await scheduleFor(bookingId);
    const onClock = async () => Object.values(await clockCounts(database.db, BEFORE)).reduce((a, b) => a + b, 0);
    const waitingBefore = await onClock();
    const countsBefore = await portalCounts(database.db, staff.id);
    const bookingCountsBefore = await stageCounts(database.db);

    await pay(bookingId, "deposit", SAMPLE_QUOTE.deposit, "DEP-2");
    const seen = await stageEverywhere(enquiry.id, bookingId);
    expect(seen.stage).toBe("deposit_paid");
    // Nobody replied, but nothing waits any more: the clock says it moved on, and nothing counts it as waiting.
    expect(seen.clock).toBe("moved");
    expect(await getEnquiryDetail(database.db, enquiry.id, { now: BEFORE })).toMatchObject({
      movedOn: true,
      clock: { state: "moved" },
    });
    expect(await onClock()).toBe(waitingBefore - 1);
    expect(await portalCounts(database.db, staff.id)).toMatchObject({
      waitingForMe: countsBefore.waitingForMe - 1,
      newBookings: countsBefore.newBookings - 1,
    });
    const bookingCounts = await stageCounts(database.db);
    expect(bookingCounts.new).toBe(bookingCountsBefore.new - 1);
    expect(bookingCounts.deposit_paid).toBe(bookingCountsBefore.deposit_paid + 1);
  });

  it("the booking's own status moves it (contacted is answered, confirmed is a proposal sent); cancelled wins over money", async () => {
    const { enquiry, bookingId } = await addBookingEnquiry(database.db, { email: "status@example.com" });
    await scheduleFor(bookingId);
    await updateBookingStatus(database.db, { bookingId, status: "contacted", actor: actor() });
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("answered");
    await updateBookingStatus(database.db, { bookingId, status: "confirmed", actor: actor() });
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("proposal_sent");
    // Confirmed and its dates come: travelling even with no money recorded (paid in cash on arrival).
    expect((await stageEverywhere(enquiry.id, bookingId, DURING)).stage).toBe("travelling");

    await pay(bookingId, "deposit", SAMPLE_QUOTE.deposit, "DEP-3");
    const cancelled = await cancelBooking(database.db, {
      bookingId,
      reason: "The travellers called it off.",
      actor: actor(),
    });
    expect(cancelled.status).toBe("cancelled");
    expect((await stageEverywhere(enquiry.id, bookingId)).stage).toBe("cancelled");
    expect((await stageEverywhere(enquiry.id, bookingId, DURING)).stage).toBe("cancelled");
    expect(await foundByFilters(enquiry.id, bookingId, "cancelled")).toEqual({ inbox: true, bookings: true });
  });

  it("an inquiry: answered by phone, then lost with its reason; lost stops the clock too", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db, { email: "inquiry@example.com" });
    expect((await stageEverywhere(enquiry.id, null)).stage).toBe("new");
    await recordStaffAnswer(database.db, { enquiryId: enquiry.id }, "phone");
    expect((await stageEverywhere(enquiry.id, null)).stage).toBe("answered");

    const unanswered = await addInquiryEnquiry(database.db, { email: "gone-quiet@example.com" });
    await moveEnquiryStage(database.db, actor(), {
      enquiryId: unanswered.enquiry.id,
      stage: "lost",
      seenStage: "new",
      lostReason: "No answer from the traveller",
    });
    const lost = await stageEverywhere(unanswered.enquiry.id, null);
    expect(lost).toMatchObject({ stage: "lost", clock: "moved" });
  });
});
