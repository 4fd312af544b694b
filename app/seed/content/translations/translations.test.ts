// The sample content's translations cover every package, destination, lodge, video and picture of the English
// sample content, line for line, so a fresh site reads whole in every language.
import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import { sampleDestinations } from "../destinations";
import { sampleDestinationGalleries, sampleHotelGalleries, sampleSafariGalleries } from "../galleries";
import { sampleHotels } from "../hotels";
import { sampleSafaris } from "../safaris";
import { sampleVideos } from "../videos";
import { sampleContentTranslations } from "./index";

const filled = (text: string | undefined) => typeof text === "string" && text.trim().length > 0;

describe("sample content translations", () => {
  for (const locale of TRANSLATED_LOCALES) {
    const content = sampleContentTranslations[locale];

    it(`${locale}: every package with every line and itinerary day`, () => {
      for (const safari of sampleSafaris) {
        const t = content.safaris[safari.slug];
        expect(t, `${locale} ${safari.slug}`).toBeDefined();
        if (!t) continue;
        for (const field of ["title", "description", "location"] as const) expect(filled(t[field])).toBe(true);
        for (const list of ["highlights", "included", "excluded"] as const) {
          expect(t[list].length, `${locale} ${safari.slug} ${list}`).toBe(safari[list].length);
          expect(t[list].every(filled)).toBe(true);
        }
        expect(t.itinerary.length, `${locale} ${safari.slug} itinerary`).toBe(safari.itinerary.length);
        for (const day of t.itinerary) expect(Object.values(day).every(filled)).toBe(true);
      }
    });

    it(`${locale}: every destination with its attractions, journeys and stays`, () => {
      for (const destination of sampleDestinations) {
        const t = content.destinations[destination.slug];
        expect(t, `${locale} ${destination.slug}`).toBeDefined();
        if (!t) continue;
        expect(filled(t.region) && filled(t.overview)).toBe(true);
        expect(filled(t.infoNote)).toBe(filled(destination.infoNote));
        expect(filled(t.bestTimeReason)).toBe(filled(destination.bestTimeReason));
        expect(t.attractions.length).toBe(destination.attractions.length);
        expect(t.transport.length).toBe(destination.transport.length);
        for (const tier of ["budget", "midRange", "luxury"] as const) {
          expect(filled(t.accommodation[tier]), `${locale} ${destination.slug} ${tier}`).toBe(
            filled(destination.accommodation[tier]),
          );
        }
      }
    });

    it(`${locale}: every lodge, video and picture`, () => {
      for (const hotel of sampleHotels) {
        const t = content.hotels[hotel.slug];
        expect(t, `${locale} ${hotel.slug}`).toBeDefined();
        expect(t?.rooms.length).toBe(hotel.rooms.length);
        expect(t?.amenities.length).toBe(hotel.amenities.length);
      }
      for (const video of sampleVideos) expect(filled(content.videos[video.key]?.title), video.key).toBe(true);
      const galleries = [
        ["destinations", sampleDestinationGalleries],
        ["hotels", sampleHotelGalleries],
        ["safaris", sampleSafariGalleries],
      ] as const;
      for (const [kind, english] of galleries) {
        for (const [slug, pictures] of Object.entries(english)) {
          const alts = content.galleries[kind][slug];
          expect(alts?.length, `${locale} ${kind} ${slug}`).toBe(pictures.length);
          expect(alts?.every(filled)).toBe(true);
        }
      }
    });
  }
});
