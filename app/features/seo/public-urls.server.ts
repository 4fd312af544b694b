// Every page of the public site, with when its content last changed where the database knows it.
import { asc, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { destinations, hotelsLodges, reviews, safariPackages, videos } from "~/db/schema";
import { isReservedTopLevelPath } from "~/features/destinations/reserved-paths";

export interface PublicUrl {
  /** Site path, e.g. "/safaris/12". */
  path: string;
  lastModified: Date | null;
}

/** The pages of the route table that exist whatever the database holds. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/safaris",
  "/destinations",
  "/hotels-and-lodges",
  "/video-gallery",
  "/reviews",
  "/contact",
] as const;

function latest(...dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (!newest || date > newest)) newest = date;
  return newest;
}

// Aggregates come back as text from some drivers; a Date either way.
function asDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

/**
 * Static pages first, then each safari (/safaris/{id}), destination (/{slug}) and lodge
 * (/hotels-and-lodges/{slug}). A list page changed when the newest of its items did; the home page when
 * any of the lists it shows did. A destination whose slug names one of the site's own pages is left
 * out, since that page answers at its address.
 */
export async function listPublicUrls(db: DatabaseOrTransaction): Promise<PublicUrl[]> {
  const [safariRows, destinationRows, hotelRows, [videoRow], [reviewRow]] = await Promise.all([
    db
      .select({ id: safariPackages.id, updatedAt: safariPackages.updatedAt })
      .from(safariPackages)
      .where(isNull(safariPackages.archivedAt))
      .orderBy(desc(safariPackages.createdAt), desc(safariPackages.id)),
    db
      .select({ slug: destinations.slug, updatedAt: destinations.updatedAt })
      .from(destinations)
      .orderBy(asc(destinations.name)),
    db
      .select({ slug: hotelsLodges.slug, updatedAt: hotelsLodges.updatedAt })
      .from(hotelsLodges)
      .orderBy(desc(hotelsLodges.createdAt), desc(hotelsLodges.id)),
    db.select({ changed: max(videos.updatedAt) }).from(videos),
    db
      .select({ changed: sql<Date | string | null>`max(coalesce(${reviews.publishedAt}, ${reviews.createdAt}))` })
      .from(reviews)
      .where(eq(reviews.status, "published")),
  ]);

  const safarisChanged = latest(...safariRows.map((row) => row.updatedAt));
  const destinationsChanged = latest(...destinationRows.map((row) => row.updatedAt));
  const hotelsChanged = latest(...hotelRows.map((row) => row.updatedAt));
  const videosChanged = asDate(videoRow?.changed);
  const reviewsChanged = asDate(reviewRow?.changed);

  const changedByPath: Record<(typeof STATIC_PUBLIC_PATHS)[number], Date | null> = {
    "/": latest(safarisChanged, destinationsChanged, reviewsChanged),
    "/about": null,
    "/safaris": safarisChanged,
    "/destinations": destinationsChanged,
    "/hotels-and-lodges": hotelsChanged,
    "/video-gallery": videosChanged,
    "/reviews": reviewsChanged,
    "/contact": null,
  };

  return [
    ...STATIC_PUBLIC_PATHS.map((path) => ({ path, lastModified: changedByPath[path] })),
    ...safariRows.map((row) => ({ path: `/safaris/${row.id}`, lastModified: row.updatedAt })),
    ...destinationRows
      .filter((row) => !isReservedTopLevelPath(row.slug))
      .map((row) => ({ path: `/${encodeURIComponent(row.slug)}`, lastModified: row.updatedAt })),
    ...hotelRows.map((row) => ({
      path: `/hotels-and-lodges/${encodeURIComponent(row.slug)}`,
      lastModified: row.updatedAt,
    })),
  ];
}
