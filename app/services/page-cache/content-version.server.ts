// The version of the public content, kept in app_settings so every app server sees the same number. Each
// staff change to content bumps it in the change's own transaction; each server's page cache watches it and
// drops its rendered pages when it moves (server/page-cache.ts).
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { appSettings } from "~/db/schema";

export const CONTENT_VERSION_SETTING = "page_content_version";

/** Moves the content version on; inside a transaction, other servers see the move only once it commits. */
export async function bumpContentVersion(db: DatabaseOrTransaction): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: CONTENT_VERSION_SETTING, value: 1 })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: {
        value: sql`to_jsonb(coalesce((${appSettings.value} #>> '{}')::bigint, 0) + 1)`,
        updatedAt: sql`now()`,
      },
    });
}

/** The current content version; 0 before anything was ever bumped. */
export async function readContentVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CONTENT_VERSION_SETTING));
  const value = Number(row?.value ?? 0);
  return Number.isFinite(value) ? value : 0;
}

// Tables no public page shows; a change anywhere else (or in a table added later) empties the page caches.
const PRIVATE_TABLES = new Set([
  "chat_conversations",
  "chat_messages",
  "bookings",
  "inquiries",
  "email_outbox",
  // The staff inbox (the public reply-time figure keeps its own short cache).
  "enquiries",
  "enquiry_notes",
  "enquiry_replies",
  "reply_templates",
  "inbox_saved_views",
  // Sign-in and money: only staff pages and the uncached trip pages show them.
  "staff_sessions",
  "staff_two_factors",
  "staff_invitations",
  "payments",
  "refunds",
  "residency_proofs",
  "trip_links",
]);

/** Whether a change to `tableName` may change what a public page shows. */
export function changesPublicPages(tableName: string): boolean {
  return !PRIVATE_TABLES.has(tableName);
}
