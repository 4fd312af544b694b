// What the home page shows: three safaris, three destinations, three reviews and the rating summary.
// A section whose query fails is logged and shown as its empty state, so one failure never takes the
// whole page down.
import type { Logger } from "pino";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { isDatabaseUnavailableError } from "~/db/database-availability.server";
import { listFeaturedDestinations } from "~/features/destinations/destinations.server";
import { listPublishedReviews, reviewRatingSummary } from "~/features/reviews/published-reviews.server";
import { listSafariPackages } from "~/features/safaris/safaris.server";
import { HOME } from "~/utils/constants";

async function orFallback<T>(load: Promise<T>, fallback: T, log: Logger, section: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // An unreachable database is no one section's failure: the whole page answers 503 and is retried.
    if (isDatabaseUnavailableError(error)) throw error;
    log.error({ err: error, section }, "home page section failed to load");
    return fallback;
  }
}

export async function loadHomeContent(db: DatabaseOrTransaction, log: Logger) {
  const [safaris, destinations, reviews, rating] = await Promise.all([
    orFallback(listSafariPackages(db, { limit: HOME.safaris }), [], log, "safaris"),
    orFallback(listFeaturedDestinations(db, HOME.destinations), [], log, "destinations"),
    orFallback(listPublishedReviews(db, { limit: HOME.reviews }), [], log, "reviews"),
    orFallback(reviewRatingSummary(db), { average: null, count: 0 }, log, "rating"),
  ]);
  return {
    safaris,
    // Only what a card shows travels to the browser, not every attraction and transport option.
    destinations: destinations.map(({ id, slug, name, region, heroImage, overview, bestMonths }) => ({
      id,
      slug,
      name,
      region,
      heroImage,
      overview,
      bestMonths,
    })),
    reviews,
    rating,
  };
}
