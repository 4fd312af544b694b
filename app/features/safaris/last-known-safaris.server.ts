// The safari pages this server last read, kept for one moment: the database cannot be reached and a safari page
// must still be drawn. Without script, a booking refused by the outage (503) comes back on the safari's page with
// what the traveller typed; without this copy the page itself would fail and take their entries with it. Such a
// page answers 503 with Retry-After (the request is noted); nothing is stored while the database is down.
import type { AppLoadContext } from "react-router";
import { isDatabaseUnavailableError, noteDatabaseUnavailable } from "~/db/database-availability.server";
import { loadSafariCataloguePrices, type SafariCataloguePrices } from "~/features/quotes/catalogue-prices.server";
import { currentLocale } from "~/i18n/translate";
import { parseSafariId } from "./safari-id";
import { getSafariPackage, type SafariPackageWithItinerary } from "./safaris.server";

/** Far more than the catalogue holds; the least recently read go first. */
const MAX_KEPT = 200;
const lastKnown = new Map<number, SafariPackageWithItinerary>();
/** The prices, price table, seasons and badges' facts last read for each page in each language (they are worded). */
const lastKnownPrices = new Map<string, SafariCataloguePrices>();

function keep<K, T>(copies: Map<K, T>, id: K, copy: T): void {
  copies.delete(id);
  copies.set(id, copy);
  if (copies.size > MAX_KEPT) {
    const oldest = copies.keys().next().value;
    if (oldest !== undefined) copies.delete(oldest);
  }
}

function remember(safari: SafariPackageWithItinerary): void {
  keep(lastKnown, safari.id, safari);
}

/**
 * The safari page's prices as loadSafariCataloguePrices reads them; while the database is unreachable, this
 * server's last copy (its season calendar may start a day or two back), so the page still shows its prices.
 * With no copy, the error stands.
 */
export async function loadSafariPricesOrLastCopy(
  context: Pick<AppLoadContext, "db">,
  id: number,
  today: string,
): Promise<SafariCataloguePrices | null> {
  const key = `${currentLocale()}:${id}`;
  try {
    const prices = await loadSafariCataloguePrices(context.db, id, today);
    if (prices) keep(lastKnownPrices, key, prices);
    else lastKnownPrices.delete(key);
    return prices;
  } catch (error) {
    const copy = lastKnownPrices.get(key);
    if (!copy || !isDatabaseUnavailableError(error)) throw error;
    return copy;
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
