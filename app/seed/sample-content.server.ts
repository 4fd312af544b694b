// Sample catalogue: packages with itineraries, destinations, lodges, reviews and videos. The content
// lives in ./content as plain data; this module turns it into rows, resolves slugs to ids and dates
// everything relative to the moment of seeding, so a fresh install never looks stale.
import { getTableName, type Table } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import {
  destinationAccommodationOptions,
  destinationAttractions,
  destinationBestMonths,
  destinations,
  destinationTransportOptions,
  hotelsLodges,
  itineraryDays,
  reviews,
  safariPackages,
  videos,
} from "~/db/schema";
import { sampleDestinations } from "./content/destinations";
import { sampleHotels } from "./content/hotels";
import { type SampleReviewSubject, sampleReviews } from "./content/reviews";
import { sampleSafaris } from "./content/safaris";
import { sampleVideos } from "./content/videos";

/** Rows inserted, by table name. */
export type SampleContentCounts = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertSampleContent(tx: Transaction): Promise<SampleContentCounts> {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const counts: SampleContentCounts = {};
  const count = (table: Table, rows: number) => {
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + rows;
  };

  const destinationRows = await tx
    .insert(destinations)
    .values(
      sampleDestinations.map((destination, index) => ({
        slug: destination.slug,
        name: destination.name,
        region: destination.region,
        country: destination.country,
        heroImage: destination.heroImage,
        overview: destination.overview,
        infoNote: destination.infoNote ?? null,
        bestTimeReason: destination.bestTimeReason ?? null,
        isFeatured: destination.isFeatured,
        createdAt: daysAgo(400 - index),
        updatedAt: daysAgo(400 - index),
      })),
    )
    .returning({ id: destinations.id, slug: destinations.slug });
  count(destinations, destinationRows.length);
  const destinationId = idsBySlug(destinationRows, "destination");

  const attractions = sampleDestinations.flatMap((destination) =>
    destination.attractions.map((attraction) => ({ destinationId: destinationId(destination.slug), ...attraction })),
  );
  count(destinationAttractions, (await tx.insert(destinationAttractions).values(attractions).returning()).length);

  const transport = sampleDestinations.flatMap((destination) =>
    destination.transport.map((option) => ({ destinationId: destinationId(destination.slug), ...option })),
  );
  count(
    destinationTransportOptions,
    (await tx.insert(destinationTransportOptions).values(transport).returning()).length,
  );

  const accommodation = sampleDestinations.flatMap((destination) =>
    (["budget", "midRange", "luxury"] as const).flatMap((type) => {
      const description = destination.accommodation[type];
      return description ? [{ destinationId: destinationId(destination.slug), type, description }] : [];
    }),
  );
  count(
    destinationAccommodationOptions,
    (await tx.insert(destinationAccommodationOptions).values(accommodation).returning()).length,
  );

  const bestMonths = sampleDestinations.flatMap((destination) =>
    destination.bestMonths.map((monthNumber) => ({ destinationId: destinationId(destination.slug), monthNumber })),
  );
  count(destinationBestMonths, (await tx.insert(destinationBestMonths).values(bestMonths).returning()).length);

  // The hotel list shows the newest first: the first hotel in the content is the newest.
  const hotelRows = await tx
    .insert(hotelsLodges)
    .values(
      sampleHotels.map((hotel, index) => ({
        slug: hotel.slug,
        name: hotel.name,
        location: hotel.location,
        description: hotel.description,
        imageUrl: hotel.imageUrl,
        rooms: hotel.rooms,
        amenities: hotel.amenities,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        destinationId: destinationId(hotel.destinationSlug),
        createdAt: daysAgo(20 + index * 7),
        updatedAt: daysAgo(20 + index * 7),
      })),
    )
    .returning({ id: hotelsLodges.id, slug: hotelsLodges.slug });
  count(hotelsLodges, hotelRows.length);
  const hotelId = idsBySlug(hotelRows, "hotel");

  const safariRows = await tx
    .insert(safariPackages)
    .values(
      sampleSafaris.map((safari) => ({
        slug: safari.slug,
        title: safari.title,
        description: safari.description,
        durationDays: safari.durationDays,
        price: safari.price,
        currency: safari.currency,
        pricePerPerson: true,
        location: safari.location,
        imageUrl: safari.imageUrl,
        featuredVideoUrl: safari.featuredVideoUrl ?? null,
        highlights: safari.highlights,
        included: safari.included,
        excluded: safari.excluded,
        isFeatured: safari.isFeatured,
        createdAt: daysAgo(safari.addedDaysAgo),
        updatedAt: daysAgo(safari.addedDaysAgo),
      })),
    )
    .returning({ id: safariPackages.id, slug: safariPackages.slug });
  count(safariPackages, safariRows.length);
  const safariId = idsBySlug(safariRows, "safari");

  const days = sampleSafaris.flatMap((safari) =>
    safari.itinerary.map((day, index) => {
      const lodge = lodgeOfNight(day.accommodation);
      return {
        safariId: safariId(safari.slug),
        dayNumber: index + 1,
        ...day,
        hotelId: lodge ? hotelId(lodge.slug) : null,
      };
    }),
  );
  count(itineraryDays, (await tx.insert(itineraryDays).values(days).returning({ id: itineraryDays.id })).length);

  const subjectIds = (subject: SampleReviewSubject) => ({
    subjectType: subject.type,
    safariId: subject.type === "safari" ? safariId(subject.slug) : null,
    hotelId: subject.type === "hotel" ? hotelId(subject.slug) : null,
    destinationId: subject.type === "destination" ? destinationId(subject.slug) : null,
  });
  const reviewRows = await tx
    .insert(reviews)
    .values(
      sampleReviews.map((review) => ({
        userName: review.userName,
        email: review.email,
        rating: review.rating,
        comment: review.comment,
        status: review.status,
        ...subjectIds(review.subject),
        createdAt: daysAgo(review.writtenDaysAgo),
        publishedAt: review.status === "published" ? daysAgo(review.writtenDaysAgo - 1.5) : null,
      })),
    )
    .returning({ id: reviews.id });
  count(reviews, reviewRows.length);

  const videoRows = await tx
    .insert(videos)
    .values(
      sampleVideos.map((video) => ({
        title: video.title,
        description: video.description,
        fileUrl: `/media/videos/${video.key}.webm`,
        thumbnailUrl: `/art/videos/${video.key}.svg`,
        publishedAt: daysAgo(video.publishedDaysAgo),
        createdAt: daysAgo(video.publishedDaysAgo),
        updatedAt: daysAgo(video.publishedDaysAgo),
      })),
    )
    .returning({ id: videos.id });
  count(videos, videoRows.length);

  return counts;
}

/**
 * The sample lodge a night is spent at: its words start with the lodge's name ("Seronera Plains Camp
 * (northern site)"); null for a night elsewhere ("Beachfront hotel, Diani", the departure day).
 */
function lodgeOfNight(accommodation: string) {
  return sampleHotels.find((hotel) => accommodation.startsWith(hotel.name)) ?? null;
}

/** A lookup that fails loudly when the content names a slug that was never inserted. */
function idsBySlug(rows: { id: number; slug: string }[], kind: string): (slug: string) => number {
  const ids = new Map(rows.map((row) => [row.slug, row.id]));
  return (slug) => {
    const id = ids.get(slug);
    if (id === undefined) throw new Error(`Sample content refers to an unknown ${kind}: ${slug}`);
    return id;
  };
}
