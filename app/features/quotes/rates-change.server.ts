// Says who changed the rates and why. The version itself is added by the database (the note_rates_change
// triggers, drizzle/0002_*.sql) when the transaction that changed rates commits; this only hands that
// version its note and staff member, read by the trigger from settings local to the transaction.
import { sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";

/** Call inside the transaction that changes rates, seasons, park fees, exchange rates or codes. */
export async function recordRatesChange(
  tx: Transaction,
  change: { note: string; staffUserId?: string | null },
): Promise<void> {
  await tx.execute(
    sql`select set_config('rates.note', ${change.note}, true), set_config('rates.staff_user_id', ${change.staffUserId ?? ""}, true)`,
  );
}
