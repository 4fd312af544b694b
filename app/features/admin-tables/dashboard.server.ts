// The dashboard's numbers: a count per table (a failing count is reported, not fatal) and the newest
// bookings.
import { desc } from "drizzle-orm";
import type { Logger } from "pino";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings } from "~/db/schema";
import type { StaffPermission } from "~/features/staff/staff-policy";
import { countRows } from "./table-queries.server";
import { findTable, OWN_TABLES, SPEC_TABLES } from "./table-registry.server";

export interface TableCount {
  name: string;
  title: string;
  /** null when counting failed: the dashboard shows 'Error'. */
  count: number | null;
}

async function countEach(
  db: DatabaseOrTransaction,
  names: readonly string[],
  log: Pick<Logger, "error">,
  mayOpen: (permission: StaffPermission) => boolean,
) {
  // Only the tables this member of staff may open: a count that links to a refusal helps nobody.
  const openable = names.filter((name) => {
    const definition = findTable(name);
    return !definition || mayOpen(definition.permission);
  });
  return Promise.all(
    openable.map(async (name): Promise<TableCount> => {
      const definition = findTable(name);
      if (!definition) return { name, title: name, count: null };
      try {
        return { name, title: definition.title, count: await countRows(db, definition) };
      } catch (error) {
        log.error({ err: error, table: name }, "dashboard count failed");
        return { name, title: definition.title, count: null };
      }
    }),
  );
}

/** A count per table the viewer may open (`mayOpen`: their role's permissions). */
export async function dashboardCounts(
  db: DatabaseOrTransaction,
  log: Pick<Logger, "error">,
  mayOpen: (permission: StaffPermission) => boolean,
) {
  const [spec, own] = await Promise.all([
    countEach(db, SPEC_TABLES, log, mayOpen),
    countEach(db, OWN_TABLES, log, mayOpen),
  ]);
  return { spec, own };
}

export async function newestBookings(db: DatabaseOrTransaction, limit = 5) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      name: bookings.name,
      packageTitle: bookings.packageTitle,
      status: bookings.status,
      arrivalDate: bookings.arrivalDate,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}
