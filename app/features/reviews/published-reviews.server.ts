// Reading guest reviews that staff have published; nothing here ever shows a pending or hidden review,
// nor a reviewer's e-mail address.
import { and, avg, count, desc, eq, gte, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { reviews } from "~/db/schema";

const publicColumns = {
  id: reviews.id,
  userName: reviews.userName,
  rating: reviews.rating,
  comment: reviews.comment,
  subjectType: reviews.subjectType,
  safariId: reviews.safariId,
  hotelId: reviews.hotelId,
  destinationId: reviews.destinationId,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
  /** The language the guest wrote in (the page's when they sent it). */
  locale: reviews.locale,
};

export type PublishedReview = Pick<typeof reviews.$inferSelect, keyof typeof publicColumns>;

export interface PublishedReviewFilter {
  /** Only reviews of at least this many stars (5 for the '5-Star Reviews' tab). */
  minRating?: number;
}

function publishedWhere({ minRating }: PublishedReviewFilter): SQL | undefined {
  return and(eq(reviews.status, "published"), minRating === undefined ? undefined : gte(reviews.rating, minRating));
}

/** Published reviews, newest written first; `limit` and `offset` page through them. */
export async function listPublishedReviews(
  db: DatabaseOrTransaction,
  options: PublishedReviewFilter & { limit?: number; offset?: number } = {},
): Promise<PublishedReview[]> {
  const query = db
    .select(publicColumns)
    .from(reviews)
    .where(publishedWhere(options))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset !== undefined && options.offset > 0) query.offset(options.offset);
  return query;
}

export async function countPublishedReviews(
  db: DatabaseOrTransaction,
  filter: PublishedReviewFilter = {},
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(publishedWhere(filter));
  return row?.total ?? 0;
}

export interface ReviewRatingSummary {
  /** Mean stars of published reviews, unrounded; null when there are none. */
  average: number | null;
  count: number;
}

/** Average and number of published reviews, for the page and its AggregateRating. */
export async function reviewRatingSummary(db: DatabaseOrTransaction): Promise<ReviewRatingSummary> {
  const [row] = await db
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(publishedWhere({}));
  const total = row?.total ?? 0;
  return { average: total > 0 && row?.average != null ? Number(row.average) : null, count: total };
}
