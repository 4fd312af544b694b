// Sample rates (./content/rates.ts): the season calendar, parks and their fees, exchange rates, two codes,
// and for each sample package still in the database its three rate cards, minimum age, whether its rates
// include park fees, and the park of each itinerary day. Each park links to its destination page when that
// destination is still in the database. Runs on a fresh database right after the sample
// catalogue, and once on a database seeded before rates existed: a package staff have since removed is
// skipped, and a code whose name staff already use is left as theirs.
import { and, eq, getTableName, inArray, type Table } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import {
  childBands,
  destinations,
  discountCodes,
  exchangeRates,
  itineraryDays,
  parkFees,
  parks,
  partyRates,
  rateCards,
  safariPackages,
  seasons,
  singleSupplements,
} from "~/db/schema";
import {
  sampleDiscountCodes,
  sampleExchangeRates,
  samplePackageRates,
  sampleParks,
  sampleSeasons,
} from "./content/rates";
import type { SampleContentCounts } from "./sample-content.server";

export async function insertSampleRates(tx: Transaction): Promise<SampleContentCounts> {
  const counts: SampleContentCounts = {};
  const count = (table: Table, rows: number) => {
    if (rows === 0) return;
    const name = getTableName(table);
    counts[name] = (counts[name] ?? 0) + rows;
  };

  count(seasons, (await tx.insert(seasons).values(sampleSeasons).returning({ id: seasons.id })).length);

  const destinationRows = await tx
    .select({ id: destinations.id, slug: destinations.slug })
    .from(destinations)
    .where(
      inArray(
        destinations.slug,
        sampleParks.map((park) => park.destinationSlug),
      ),
    );
  const destinationId = new Map(destinationRows.map((row) => [row.slug, row.id]));
  const parkRows = await tx
    .insert(parks)
    .values(
      sampleParks.map(({ slug, name, country, destinationSlug }) => ({
        slug,
        name,
        country,
        destinationId: destinationId.get(destinationSlug) ?? null,
      })),
    )
    .returning({ id: parks.id, slug: parks.slug });
  count(parks, parkRows.length);
  const parkId = new Map(parkRows.map((row) => [row.slug, row.id]));
  const fees = sampleParks.flatMap((park) => park.fees.map((fee) => ({ parkId: parkId.get(park.slug)!, ...fee })));
  count(parkFees, (await tx.insert(parkFees).values(fees).returning({ id: parkFees.id })).length);

  count(
    exchangeRates,
    (
      await tx
        .insert(exchangeRates)
        .values(sampleExchangeRates)
        .onConflictDoNothing()
        .returning({ currency: exchangeRates.currency })
    ).length,
  );

  const packages = await tx
    .select({ id: safariPackages.id, slug: safariPackages.slug })
    .from(safariPackages)
    .where(
      inArray(
        safariPackages.slug,
        samplePackageRates.map((rates) => rates.slug),
      ),
    );
  const packageId = new Map(packages.map((row) => [row.slug, row.id]));

  for (const sample of samplePackageRates) {
    const id = packageId.get(sample.slug);
    if (id === undefined) continue;
    await tx
      .update(safariPackages)
      .set({ minimumAge: sample.minimumAge, parkFeesIncluded: sample.parkFeesIncluded })
      .where(eq(safariPackages.id, id));
    for (const [index, park] of sample.parkByDay.entries()) {
      if (park === null) continue;
      await tx
        .update(itineraryDays)
        .set({ parkId: parkId.get(park)! })
        .where(and(eq(itineraryDays.safariId, id), eq(itineraryDays.dayNumber, index + 1)));
    }

    const cardRows = await tx
      .insert(rateCards)
      .values(sample.cards.map(({ residency, currency }) => ({ packageId: id, residency, currency })))
      .onConflictDoNothing()
      .returning({ id: rateCards.id, residency: rateCards.residency });
    count(rateCards, cardRows.length);
    for (const row of cardRows) {
      const sampleCard = sample.cards.find((candidate) => candidate.residency === row.residency)!;
      const rates = sampleCard.rates.map((rate) => ({ cardId: row.id, ...rate }));
      count(partyRates, (await tx.insert(partyRates).values(rates).returning({ id: partyRates.id })).length);
      if (sampleCard.childBands.length > 0) {
        const bands = sampleCard.childBands.map((band) => ({ cardId: row.id, ...band }));
        count(childBands, (await tx.insert(childBands).values(bands).returning({ id: childBands.id })).length);
      }
      const supplements = Object.entries(sampleCard.singleSupplement).map(([season, perNight]) => ({
        cardId: row.id,
        season: season as keyof typeof sampleCard.singleSupplement,
        perNight,
      }));
      count(
        singleSupplements,
        (await tx.insert(singleSupplements).values(supplements).returning({ id: singleSupplements.id })).length,
      );
    }
  }

  const codes = sampleDiscountCodes.flatMap(({ packageSlug, ...code }): (typeof discountCodes.$inferInsert)[] => {
    if (packageSlug === null) return [{ ...code, packageId: null }];
    const id = packageId.get(packageSlug);
    return id === undefined ? [] : [{ ...code, packageId: id }];
  });
  if (codes.length > 0) {
    count(
      discountCodes,
      (await tx.insert(discountCodes).values(codes).onConflictDoNothing().returning({ id: discountCodes.id })).length,
    );
  }

  return counts;
}
