// The lifecycle (trip-stages.ts) derived in SQL from what happened, so that lists can show, filter and count
// by it: one CASE, read from either side of the link between an enquiry and its booking. Precedence, first
// match wins:
//   cancelled   the booking is cancelled
//   lost        staff marked the enquiry lost
//   completed   committed (money received, the booking confirmed, or staff recorded it so) and the last day passed
//   travelling  committed and the first day has come
//   fully_paid  received at least what the payment schedule asks for
//   deposit_paid  some money received (net of refunds), or staff recorded a deposit or confirmation
//   proposal_sent staff marked it proposal sent ('quoted'), or confirmed the booking
//   answered    a first reply is on record, or the booking was marked contacted
//   new         nothing yet
// The stored enquiries.stage is staff's own record (proposal sent, lost, and older manual moves); money,
// replies, cancellations and dates come from their own tables. Names are written qualified: in a select list
// Drizzle leaves a column unqualified, which a subquery would misread.
import { type SQL, sql } from "drizzle-orm";
import type { TripStage } from "./trip-stages";

interface StageFacts {
  bookingId: SQL;
  bookingStatus: SQL;
  arrival: SQL;
  departure: SQL;
  storedStage: SQL;
  firstReplyAt: SQL;
}

/** Money received for the booking, net of refunds, in the currency its schedule is in. */
function netReceived(bookingId: SQL): SQL {
  return sql`(coalesce((select sum(p.credited_amount) from payments p where p.booking_id = ${bookingId} and p.status in ('succeeded', 'refunded')), 0)
    - coalesce((select sum(r.credited_amount) from refunds r inner join payments p on p.id = r.payment_id where p.booking_id = ${bookingId}), 0))`;
}

function scheduled(bookingId: SQL): SQL {
  return sql`coalesce((select sum(ps.amount) from payment_schedule ps where ps.booking_id = ${bookingId}), 0)`;
}

function stageCase(facts: StageFacts, today: string): SQL<TripStage> {
  const received = netReceived(facts.bookingId);
  const committed = sql`(${received} > 0 or ${facts.bookingStatus} = 'confirmed' or ${facts.storedStage} in ('deposit_paid', 'confirmed', 'travelled'))`;
  return sql<TripStage>`(case
    when ${facts.bookingStatus} = 'cancelled' then 'cancelled'
    when ${facts.storedStage} = 'lost' then 'lost'
    when ${committed} and ${facts.departure} < ${today}::date then 'completed'
    when ${committed} and ${facts.arrival} <= ${today}::date then 'travelling'
    when ${facts.storedStage} = 'travelled' then 'completed'
    when ${scheduled(facts.bookingId)} > 0 and ${received} >= ${scheduled(facts.bookingId)} then 'fully_paid'
    when ${received} > 0 or ${facts.storedStage} = 'deposit_paid' then 'deposit_paid'
    when ${facts.storedStage} in ('quoted', 'confirmed') or ${facts.bookingStatus} = 'confirmed' then 'proposal_sent'
    when ${facts.firstReplyAt} is not null or ${facts.bookingStatus} = 'contacted' then 'answered'
    else 'new'
  end)`;
}

/** The stage of the enquiry in a query over "enquiries" (its booking, if any, read by its id). */
export function tripStageOfEnquiry(today: string): SQL<TripStage> {
  const bookingId = sql.raw(`"enquiries"."booking_id"`);
  const ofBooking = (column: string) =>
    sql.raw(`(select b.${column} from bookings b where b.id = "enquiries"."booking_id")`);
  return stageCase(
    {
      bookingId,
      bookingStatus: ofBooking("status"),
      arrival: ofBooking("arrival_date"),
      departure: ofBooking("departure_date"),
      storedStage: sql.raw(`"enquiries"."stage"`),
      firstReplyAt: sql.raw(`"enquiries"."first_reply_at"`),
    },
    today,
  );
}

/** The stage of the booking in a query over "bookings" (its enquiry, if any, read by the booking's id). */
export function tripStageOfBooking(today: string): SQL<TripStage> {
  const ofEnquiry = (column: string) =>
    sql.raw(`(select e.${column} from enquiries e where e.booking_id = "bookings"."id")`);
  return stageCase(
    {
      bookingId: sql.raw(`"bookings"."id"`),
      bookingStatus: sql.raw(`"bookings"."status"`),
      arrival: sql.raw(`"bookings"."arrival_date"`),
      departure: sql.raw(`"bookings"."departure_date"`),
      storedStage: ofEnquiry("stage"),
      firstReplyAt: ofEnquiry("first_reply_at"),
    },
    today,
  );
}

/**
 * An enquiry still waiting for its first answer: stage 'new'. The trip's dates only matter to stages past
 * money received, so any day gives the same answer here.
 */
export const awaitingFirstAnswer: SQL = sql`(${tripStageOfEnquiry("2000-01-01")} = 'new')`;
