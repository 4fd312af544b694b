// The shape of the sample content's translations: one folder per language (de, fr, it, es), one file per kind
// of content, keyed as the English sample content is (a package's, destination's or lodge's slug, a video's
// key). Lists follow the English lists item for item, in the same order and of the same length, so the seed can
// pair every translated line with its English one. Proper names of places and lodges stay as they are in
// English unless a traveller reading the language would know them by another name.

/** A package: app/seed/content/safaris.ts. */
export interface SafariTranslation {
  title: string;
  description: string;
  location: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  /** One per itinerary day, in order. */
  itinerary: { title: string; description: string; accommodation: string; meals: string }[];
}

/** A destination: app/seed/content/destinations.ts (its address, the slug, stays as it is). */
export interface DestinationTranslation {
  /** As a traveller reading the language knows the place: "Nakurusee"; most keep the English name. */
  name: string;
  region: string;
  overview: string;
  infoNote?: string;
  bestTimeReason?: string;
  /** One per attraction, in order. */
  attractions: { name: string; description: string }[];
  /** One per way of getting there, in order. */
  transport: { duration: string; description: string }[];
  accommodation: { budget?: string; midRange?: string; luxury?: string };
}

/** A lodge: app/seed/content/hotels.ts (its name stays as it is). */
export interface HotelTranslation {
  location: string;
  description: string;
  rooms: string[];
  amenities: string[];
}

/** A video: app/seed/content/videos.ts. */
export interface VideoTranslation {
  title: string;
  description: string;
}

/** The pictures' descriptions (alt texts), one per picture in the English gallery's order. */
export interface GalleryTranslations {
  destinations: Record<string, string[]>;
  hotels: Record<string, string[]>;
  safaris: Record<string, string[]>;
}

export type SafariTranslations = Record<string, SafariTranslation>;
export type DestinationTranslations = Record<string, DestinationTranslation>;
export type HotelTranslations = Record<string, HotelTranslation>;
export type VideoTranslations = Record<string, VideoTranslation>;
