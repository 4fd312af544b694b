// What waits for staff, counted for the portal's navigation on every page: enquiries nobody has answered yet
// that are the viewer's or nobody's, chats whose last message is the traveller's (nobody has answered yet),
// bookings still new, reviews waiting for moderation. "Not answered" and "new" are the one lifecycle's stage
// 'new' (features/lifecycle), so a booking with a deposit or a proposal is not counted as new work. One
// statement; the portal asks again every few seconds (/admin/live), so new work shows without a reload.
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { awaitingFirstAnswer, tripStageOfBooking } from "~/features/lifecycle/trip-stage.server";
import { businessToday } from "~/utils/business-calendar";

export interface PortalCounts {
  /** Open enquiries still new (not answered, nothing moved them on), assigned to the viewer or to nobody. */
  waitingForMe: number;
  unreadChats: number;
  newBookings: number;
  pendingReviews: number;
}

export const NO_COUNTS: PortalCounts = { waitingForMe: 0, unreadChats: 0, newBookings: 0, pendingReviews: 0 };

export async function portalCounts(db: DatabaseOrTransaction, staffId: string | null): Promise<PortalCounts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from enquiries
        where closed_at is null and ${awaitingFirstAnswer}
          and (owner_id is null or owner_id = ${staffId})) as "waitingForMe",
      (select count(*)::int from chat_conversations c
        where c.status = 'open'
          and (select m.sender from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1)
            = 'visitor') as "unreadChats",
      (select count(*)::int from bookings where ${tripStageOfBooking(businessToday())} = 'new') as "newBookings",
      (select count(*)::int from reviews where status = 'pending') as "pendingReviews"
  `);
  const [row] = (result as unknown as { rows: Partial<PortalCounts>[] }).rows;
  return {
    waitingForMe: Number(row?.waitingForMe ?? 0),
    unreadChats: Number(row?.unreadChats ?? 0),
    newBookings: Number(row?.newBookings ?? 0),
    pendingReviews: Number(row?.pendingReviews ?? 0),
  };
}

/** An enquiry the viewer owns and is still open: the portal says when one is newly theirs. */
export interface OwnedEnquiry {
  id: number;
  name: string;
}

export interface LivePortal {
  counts: PortalCounts;
  /** Changes whenever any enquiry arrives or changes: the inbox list reloads when it does. */
  inboxMarker: string;
  /** The viewer's open enquiries, newest activity first (at most 20). */
  owned: OwnedEnquiry[];
}

/** What /admin/live answers the poll in the browser. */
export type LiveAnswer = ({ signedIn: true } & LivePortal) | { signedIn: false };

/** What the portal's poll reads: the counts, the inbox's marker and the viewer's own open enquiries. */
export async function livePortal(db: DatabaseOrTransaction, staffId: string): Promise<LivePortal> {
  const [counts, marker, owned] = await Promise.all([
    portalCounts(db, staffId),
    db.execute(sql`
      select count(*)::int as "count", coalesce(max(last_activity_at), 'epoch'::timestamptz) as "latest"
      from enquiries
    `),
    db.execute(sql`
      select id, name from enquiries
      where owner_id = ${staffId} and closed_at is null and stage <> 'lost'
      order by last_activity_at desc, id desc
      limit 20
    `),
  ]);
  const [markerRow] = (marker as unknown as { rows: { count: number; latest: Date | string }[] }).rows;
  const latest = markerRow ? new Date(markerRow.latest).getTime() : 0;
  return {
    counts,
    inboxMarker: `${markerRow?.count ?? 0}:${latest}`,
    owned: (owned as unknown as { rows: { id: number; name: string }[] }).rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
    })),
  };
}
