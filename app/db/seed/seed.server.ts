// Fills a new database with the sample catalogue once. A marker row makes every later start a no-op,
// even if staff have since deleted sample rows.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../client.server";
import { appSettings } from "../schema";
import { insertSampleContent, type SampleContentCounts } from "./sample-content.server";

const SEED_MARKER = "sample_content_seeded_at";
const SEED_LOCK_ID = 7_240_312; // arbitrary, constant: one seeder at a time across app servers

export async function seedDatabase(db: Database): Promise<{ seeded: boolean; counts?: SampleContentCounts }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const marker = await tx.select().from(appSettings).where(eq(appSettings.key, SEED_MARKER));
    if (marker.length > 0) return { seeded: false };
    const counts = await insertSampleContent(tx);
    await tx.insert(appSettings).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return { seeded: true, counts };
  });
}
