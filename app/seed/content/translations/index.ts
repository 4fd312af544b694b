// The sample content in German, French, Italian and Spanish (the English is the sample content itself).
import type { TranslatedLocale } from "~/i18n/locales";
import deDestinations from "./de/destinations";
import deGalleries from "./de/galleries";
import deHotels from "./de/hotels";
import deSafaris from "./de/safaris";
import deVideos from "./de/videos";
import esDestinations from "./es/destinations";
import esGalleries from "./es/galleries";
import esHotels from "./es/hotels";
import esSafaris from "./es/safaris";
import esVideos from "./es/videos";
import frDestinations from "./fr/destinations";
import frGalleries from "./fr/galleries";
import frHotels from "./fr/hotels";
import frSafaris from "./fr/safaris";
import frVideos from "./fr/videos";
import itDestinations from "./it/destinations";
import itGalleries from "./it/galleries";
import itHotels from "./it/hotels";
import itSafaris from "./it/safaris";
import itVideos from "./it/videos";
import type {
  DestinationTranslations,
  GalleryTranslations,
  HotelTranslations,
  SafariTranslations,
  VideoTranslations,
} from "./types";

export interface SampleContentTranslation {
  safaris: SafariTranslations;
  destinations: DestinationTranslations;
  hotels: HotelTranslations;
  videos: VideoTranslations;
  galleries: GalleryTranslations;
}

export const sampleContentTranslations: Record<TranslatedLocale, SampleContentTranslation> = {
  de: { safaris: deSafaris, destinations: deDestinations, hotels: deHotels, videos: deVideos, galleries: deGalleries },
  fr: { safaris: frSafaris, destinations: frDestinations, hotels: frHotels, videos: frVideos, galleries: frGalleries },
  it: { safaris: itSafaris, destinations: itDestinations, hotels: itHotels, videos: itVideos, galleries: itGalleries },
  es: { safaris: esSafaris, destinations: esDestinations, hotels: esHotels, videos: esVideos, galleries: esGalleries },
};
