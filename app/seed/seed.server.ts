// Fills a new database with the sample catalogue and sample rates once. A marker row for each makes every
// later start a no-op for it, even if staff have since deleted sample rows; a database seeded before rates
// existed has the catalogue's marker only, so its next start adds the sample rates (once). The same goes for
// the galleries and for the catalogue's translations, which a database seeded before them gets on its next
// start: the translations only while it holds none at all, and only for fields whose English is still the sample's.
import { count, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appSettings, contentTranslations } from "~/db/schema";
import { insertSampleOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { recordRatesChange } from "~/features/quotes/rates-change.server";
import { insertSampleContent, type SampleContentCounts } from "./sample-content.server";
import { insertSampleGalleries } from "./sample-galleries.server";
import { insertSampleRates } from "./sample-rates.server";
import { insertSampleRateNameTranslations, insertSampleTranslations } from "./sample-translations.server";

const CONTENT_MARKER = "sample_content_seeded_at";
const RATES_MARKER = "sample_rates_seeded_at";
const GALLERIES_MARKER = "sample_galleries_seeded_at";
const TRANSLATIONS_MARKER = "sample_translations_seeded_at";
const RATE_NAMES_MARKER = "sample_rate_name_translations_seeded_at";
const MARKERS = [CONTENT_MARKER, RATES_MARKER, GALLERIES_MARKER, TRANSLATIONS_MARKER, RATE_NAMES_MARKER];
const SEED_LOCK_ID = 7_240_312; // arbitrary, constant: one seeder at a time across app servers

export async function seedDatabase(db: Database): Promise<{ seeded: boolean; counts?: SampleContentCounts }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const markers = await tx
      .select({ key: appSettings.key })
      .from(appSettings)
      .where(inArray(appSettings.key, MARKERS));
    const done = new Set(markers.map((marker) => marker.key));
    if (MARKERS.every((marker) => done.has(marker))) return { seeded: false };

    const counts: SampleContentCounts = {};
    const now = new Date().toISOString();
    if (!done.has(CONTENT_MARKER)) {
      Object.assign(counts, await insertSampleContent(tx));
      // The demo's phone, address and accounts, flagged to owners until they set their own.
      await insertSampleOperatorFacts(tx);
      await tx.insert(appSettings).values({ key: CONTENT_MARKER, value: now });
    }
    if (!done.has(RATES_MARKER)) {
      for (const [table, rows] of Object.entries(await insertSampleRates(tx))) {
        counts[table] = (counts[table] ?? 0) + rows;
      }
      await recordRatesChange(tx, { note: "Sample rates (sample data, to be replaced by the real ones)" });
      await tx.insert(appSettings).values({ key: RATES_MARKER, value: now });
    }
    if (!done.has(GALLERIES_MARKER)) {
      // After the catalogue: pictures of the sample packages, destinations and lodges that are still there.
      counts.gallery_images = (counts.gallery_images ?? 0) + (await insertSampleGalleries(tx));
      await tx.insert(appSettings).values({ key: GALLERIES_MARKER, value: now });
    }
    if (!done.has(TRANSLATIONS_MARKER)) {
      // After the galleries, whose picture descriptions are translated too. Translations staff already made
      // are theirs: the sample's are added to a database holding none.
      const [stored] = await tx.select({ rows: count() }).from(contentTranslations);
      if (stored?.rows === 0) Object.assign(counts, await insertSampleTranslations(tx));
      await tx.insert(appSettings).values({ key: TRANSLATIONS_MARKER, value: now });
    }
    if (!done.has(RATE_NAMES_MARKER)) {
      // The sample seasons' and parks' names, translated later than the rest: added on databases seeded before
      // too, unless staff have translated a season or park name themselves. They are part of the quotes, so this
      // is a rates change (migration 0010) and says so.
      const [stored] = await tx
        .select({ rows: count() })
        .from(contentTranslations)
        .where(inArray(contentTranslations.entity, ["season", "park"]));
      if (stored?.rows === 0) {
        const added = await insertSampleRateNameTranslations(tx);
        for (const [table, rows] of Object.entries(added)) counts[table] = (counts[table] ?? 0) + rows;
        // On a fresh database the sample rates' own note already names this transaction's rates version.
        if (Object.keys(added).length > 0 && done.has(RATES_MARKER)) {
          await recordRatesChange(tx, {
            note: "Sample season and park names in German, French, Italian and Spanish (sample data)",
          });
        }
      }
      await tx.insert(appSettings).values({ key: RATE_NAMES_MARKER, value: now });
    }
    return { seeded: true, counts };
  });
}
