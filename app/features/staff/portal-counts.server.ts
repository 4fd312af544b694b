// What waits for staff, counted for the portal's navigation on every page: chats whose last message is the
// traveller's (nobody has answered yet), bookings still new, reviews waiting for moderation. One statement;
// each count walks a small index (a conversation's newest message, bookings and reviews by status).
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";

export interface PortalCounts {
  unreadChats: number;
  newBookings: number;
  pendingReviews: number;
}

export const NO_COUNTS: PortalCounts = { unreadChats: 0, newBookings: 0, pendingReviews: 0 };

export async function portalCounts(db: DatabaseOrTransaction): Promise<PortalCounts> {
  const result = await db.execute(sql`
    select
      (select count(*)::int from chat_conversations c
        where c.status = 'open'
          and (select m.sender from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1)
            = 'visitor') as "unreadChats",
      (select count(*)::int from bookings where status = 'new') as "newBookings",
      (select count(*)::int from reviews where status = 'pending') as "pendingReviews"
  `);
  const [row] = (result as unknown as { rows: Partial<PortalCounts>[] }).rows;
  return {
    unreadChats: Number(row?.unreadChats ?? 0),
    newBookings: Number(row?.newBookings ?? 0),
    pendingReviews: Number(row?.pendingReviews ?? 0),
  };
}
