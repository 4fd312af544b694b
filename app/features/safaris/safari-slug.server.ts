// /safaris/{slug}: staff see each package's slug (its editor, the Packages table), so the address they would
// type leads to the package's one canonical page, /safaris/{id} (the specification's route).
import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { safariPackages } from "~/db/schema";
import { isValidSlug } from "~/utils/slug";
import { parseSafariId } from "./safari-id";

/** The canonical path for a /safaris/{param} that is a package's slug; null for ids and unknown slugs. */
export async function canonicalSafariPathForSlug(db: DatabaseOrTransaction, param: string | undefined) {
  if (param === undefined || parseSafariId(param) !== null || !isValidSlug(param)) return null;
  const [row] = await db
    .select({ id: safariPackages.id })
    .from(safariPackages)
    .where(and(eq(safariPackages.slug, param), isNull(safariPackages.archivedAt)));
  return row ? `/safaris/${row.id}` : null;
}
