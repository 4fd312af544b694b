// The safari pages this server last read, kept for one moment: the database cannot be reached and a safari page
// must still be drawn. Without script, a booking refused by the outage (503) comes back on the safari's page with
// what the traveller typed; without this copy the page itself would fail and take their entries with it. Such a
// page answers 503 with Retry-After (the request is noted); nothing is stored while the database is down.
import type { AppLoadContext } from "react-router";
import { isDatabaseUnavailableError, noteDatabaseUnavailable } from "~/db/database-availability.server";
import { parseSafariId } from "./safari-id";
import { getSafariPackage, type SafariPackageWithItinerary } from "./safaris.server";

/** Far more than the catalogue holds; the least recently read go first. */
const MAX_KEPT = 200;
const lastKnown = new Map<number, SafariPackageWithItinerary>();

function remember(safari: SafariPackageWithItinerary): void {
  lastKnown.delete(safari.id);
  lastKnown.set(safari.id, safari);
  if (lastKnown.size > MAX_KEPT) {
    const oldest = lastKnown.keys().next().value;
    if (oldest !== undefined) lastKnown.delete(oldest);
  }
}

/**
 * The safari of the route parameter, as getSafariPackage reads it; while the database is unreachable, this
 * server's last copy of it (and the request noted, so the page answers 503). With no copy, the error stands.
 */
export async function getSafariPackageOrLastCopy(
  context: Pick<AppLoadContext, "db" | "log">,
  idParam: string | undefined,
): Promise<SafariPackageWithItinerary | null> {
  const id = parseSafariId(idParam);
  try {
    const safari = await getSafariPackage(context.db, idParam);
    if (safari) remember(safari);
    else if (id !== null) lastKnown.delete(id);
    return safari;
  } catch (error) {
    const copy = id === null ? undefined : lastKnown.get(id);
    if (!copy || !isDatabaseUnavailableError(error)) throw error;
    noteDatabaseUnavailable(context);
    context.log.warn({ safariId: id }, "safari page: database unavailable, drawn from the last copy");
    return copy;
  }
}
