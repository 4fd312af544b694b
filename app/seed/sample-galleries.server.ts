// Sample galleries for the sample packages, destinations and lodges, added once per database (a marker of
// their own in seed.server.ts, so a database seeded before galleries existed gets them on its next start).
// Owners are found by slug; one staff have deleted or renamed is skipped, never an error.
import { inArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { destinations, galleryImages, hotelsLodges, safariPackages } from "~/db/schema";
import {
  type SampleGalleryPicture,
  sampleDestinationGalleries,
  sampleHotelGalleries,
  sampleSafariGalleries,
} from "./content/galleries";

type GalleryRow = typeof galleryImages.$inferInsert;

function rows(
  galleries: Record<string, SampleGalleryPicture[]>,
  ids: Map<string, number>,
  owner: (id: number) => Pick<GalleryRow, "safariId" | "destinationId" | "hotelId">,
): GalleryRow[] {
  return Object.entries(galleries).flatMap(([slug, pictures]) => {
    const id = ids.get(slug);
    if (id === undefined) return [];
    return pictures.map((picture, position) => ({
      ...owner(id),
      url: picture.image,
      alt: picture.alt,
      focalX: picture.focal?.[0] ?? 50,
      focalY: picture.focal?.[1] ?? 50,
      position,
    }));
  });
}

/** Inserts the sample galleries; the number of pictures added. */
export async function insertSampleGalleries(tx: Transaction): Promise<number> {
  const bySlug = (list: { id: number; slug: string }[]) => new Map(list.map((row) => [row.slug, row.id]));
  const [safaris, places, hotels] = await Promise.all([
    tx
      .select({ id: safariPackages.id, slug: safariPackages.slug })
      .from(safariPackages)
      .where(inArray(safariPackages.slug, Object.keys(sampleSafariGalleries))),
    tx
      .select({ id: destinations.id, slug: destinations.slug })
      .from(destinations)
      .where(inArray(destinations.slug, Object.keys(sampleDestinationGalleries))),
    tx
      .select({ id: hotelsLodges.id, slug: hotelsLodges.slug })
      .from(hotelsLodges)
      .where(inArray(hotelsLodges.slug, Object.keys(sampleHotelGalleries))),
  ]);
  const values = [
    ...rows(sampleSafariGalleries, bySlug(safaris), (safariId) => ({ safariId })),
    ...rows(sampleDestinationGalleries, bySlug(places), (destinationId) => ({ destinationId })),
    ...rows(sampleHotelGalleries, bySlug(hotels), (hotelId) => ({ hotelId })),
  ];
  if (values.length === 0) return 0;
  return (await tx.insert(galleryImages).values(values).returning({ id: galleryImages.id })).length;
}
