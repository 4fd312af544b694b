// What the staff rate editor reads and writes. Every change is one transaction that notes the rates change
// (who and why, on the version the database adds) and its audit entry; a rule the database still refuses
// (a check, the seasons' exclusion constraint) comes back as words, never as a failure page.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import {
  childBands,
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
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import {
  type ParkFee,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  RESIDENCIES,
  type Residency,
  type SeasonKind,
} from "~/features/quotes/rate-book";
import { recordRatesChange } from "~/features/quotes/rates-change.server";
import {
  type CardBand,
  type CardForm,
  type CardTier,
  type PackageSettingsForm,
  RESIDENCY_LABELS,
  type SeasonForm,
} from "./rate-forms";

/** A change the database refused, in words for staff. */
export class RatesWriteError extends Error {}

function postgresCode(error: unknown): { code: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: candidate.constraint };
    }
    current = candidate.cause;
  }
  return null;
}

/** Runs `change` in one transaction with its rates note; the database's refusals become RatesWriteError. */
async function writeRates<T>(
  db: Database,
  note: { note: string; actor: AuditActor },
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await recordRatesChange(tx, { note: note.note, staffUserId: note.actor.id });
      return change(tx);
    });
  } catch (error) {
    const pg = postgresCode(error);
    if (!pg) throw error;
    if (pg.code === "23P01") throw new RatesWriteError("This season overlaps another one. Please check the dates.");
    if (pg.code === "23505") throw new RatesWriteError("Two rows here have the same key. Please check them.");
    if (pg.code === "23503") throw new RatesWriteError("Something this change refers to was removed meanwhile.");
    if (pg.code.startsWith("23") || pg.code.startsWith("22")) {
      throw new RatesWriteError(
        `These values break a rule of the rates (${pg.constraint ?? pg.code}). Please check them.`,
      );
    }
    throw error;
  }
}

export interface PackageSummary {
  id: number;
  title: string;
  durationDays: number;
  cards: { residency: Residency; currency: QuoteCurrency; rateCount: number }[];
}

/** Every package with each residency card's currency and how many rates it has. */
export async function listPackagesWithCards(db: Database): Promise<PackageSummary[]> {
  const packages = await db
    .select({ id: safariPackages.id, title: safariPackages.title, durationDays: safariPackages.durationDays })
    .from(safariPackages)
    .orderBy(asc(safariPackages.title));
  const cards = await db
    .select({
      packageId: rateCards.packageId,
      residency: rateCards.residency,
      currency: rateCards.currency,
      id: rateCards.id,
    })
    .from(rateCards);
  const rates = await db.select({ cardId: partyRates.cardId }).from(partyRates);
  const rateCount = new Map<number, number>();
  for (const rate of rates) rateCount.set(rate.cardId, (rateCount.get(rate.cardId) ?? 0) + 1);
  return packages.map((pkg) => ({
    ...pkg,
    cards: cards
      .filter((card) => card.packageId === pkg.id)
      .sort((a, b) => RESIDENCIES.indexOf(a.residency) - RESIDENCIES.indexOf(b.residency))
      .map((card) => ({ residency: card.residency, currency: card.currency, rateCount: rateCount.get(card.id) ?? 0 })),
  }));
}

export interface CardView {
  id: number | null;
  residency: Residency;
  currency: QuoteCurrency;
  tiers: CardTier[];
  singleSupplement: Partial<Record<SeasonKind, number>>;
  childBands: CardBand[];
}

export interface PackageEditor {
  package: { id: number; title: string; durationDays: number; minimumAge: number | null; parkFeesIncluded: boolean };
  days: { dayNumber: number; title: string; parkId: number | null }[];
  cards: CardView[];
  parks: { id: number; name: string }[];
}

async function readCard(db: Database | Transaction, packageId: number, residency: Residency): Promise<CardView> {
  const [card] = await db
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.packageId, packageId), eq(rateCards.residency, residency)));
  if (!card) {
    return {
      id: null,
      residency,
      currency: residency === "non_resident" ? "USD" : "KES",
      tiers: [],
      singleSupplement: {},
      childBands: [],
    };
  }
  const [rates, bands, supplements] = await Promise.all([
    db.select().from(partyRates).where(eq(partyRates.cardId, card.id)).orderBy(asc(partyRates.minTravellers)),
    db.select().from(childBands).where(eq(childBands.cardId, card.id)).orderBy(asc(childBands.minAge)),
    db.select().from(singleSupplements).where(eq(singleSupplements.cardId, card.id)),
  ]);
  const tiers: CardTier[] = [];
  for (const rate of rates) {
    let tier = tiers.find((t) => t.minTravellers === rate.minTravellers && t.maxTravellers === rate.maxTravellers);
    if (!tier) {
      tier = { minTravellers: rate.minTravellers, maxTravellers: rate.maxTravellers, rates: {} };
      tiers.push(tier);
    }
    tier.rates[rate.season] = rate.perPersonPerNight;
  }
  tiers.sort((a, b) => a.minTravellers - b.minTravellers || a.maxTravellers - b.maxTravellers);
  return {
    id: card.id,
    residency,
    currency: card.currency,
    tiers,
    singleSupplement: Object.fromEntries(supplements.map((s) => [s.season, s.perNight])),
    childBands: bands.map((b) => ({ minAge: b.minAge, maxAge: b.maxAge, kind: b.kind, value: b.value })),
  };
}

/** One package's rate cards (all three residencies, empty where there is none yet), days and parks. */
export async function loadPackageEditor(db: Database, packageId: number): Promise<PackageEditor | null> {
  const [pkg] = await db
    .select({
      id: safariPackages.id,
      title: safariPackages.title,
      durationDays: safariPackages.durationDays,
      minimumAge: safariPackages.minimumAge,
      parkFeesIncluded: safariPackages.parkFeesIncluded,
    })
    .from(safariPackages)
    .where(eq(safariPackages.id, packageId));
  if (!pkg) return null;
  const [days, parkRows, ...cards] = await Promise.all([
    db
      .select({ dayNumber: itineraryDays.dayNumber, title: itineraryDays.title, parkId: itineraryDays.parkId })
      .from(itineraryDays)
      .where(eq(itineraryDays.safariId, packageId))
      .orderBy(asc(itineraryDays.dayNumber)),
    db.select({ id: parks.id, name: parks.name }).from(parks).orderBy(asc(parks.name)),
    ...RESIDENCIES.map((residency) => readCard(db, packageId, residency)),
  ]);
  return { package: pkg, days, parks: parkRows, cards: cards as CardView[] };
}

/** Replaces one residency card's currency, rates, single supplements and child bands. */
export async function saveCard(
  db: Database,
  input: { packageId: number; residency: Residency; card: CardForm; actor: AuditActor; packageTitle: string },
): Promise<void> {
  const { packageId, residency, card, actor } = input;
  await writeRates(db, { note: `${input.packageTitle}: ${RESIDENCY_LABELS[residency]} rates`, actor }, async (tx) => {
    const before = await readCard(tx, packageId, residency);
    let cardId = before.id;
    if (cardId === null) {
      const [row] = await tx
        .insert(rateCards)
        .values({ packageId, residency, currency: card.currency })
        .returning({ id: rateCards.id });
      cardId = row!.id;
    } else if (before.currency !== card.currency) {
      await tx
        .update(rateCards)
        .set({ currency: card.currency, updatedAt: new Date() })
        .where(eq(rateCards.id, cardId));
    }
    await tx.delete(partyRates).where(eq(partyRates.cardId, cardId));
    await tx.delete(childBands).where(eq(childBands.cardId, cardId));
    await tx.delete(singleSupplements).where(eq(singleSupplements.cardId, cardId));
    const rates = card.tiers.flatMap((tier) =>
      Object.entries(tier.rates).map(([season, perPersonPerNight]) => ({
        cardId: cardId!,
        season: season as SeasonKind,
        minTravellers: tier.minTravellers,
        maxTravellers: tier.maxTravellers,
        perPersonPerNight,
      })),
    );
    if (rates.length > 0) await tx.insert(partyRates).values(rates);
    if (card.childBands.length > 0) {
      await tx.insert(childBands).values(card.childBands.map((band) => ({ cardId: cardId!, ...band })));
    }
    const supplements = Object.entries(card.singleSupplement).map(([season, perNight]) => ({
      cardId: cardId!,
      season: season as SeasonKind,
      perNight,
    }));
    if (supplements.length > 0) await tx.insert(singleSupplements).values(supplements);
    const after = await readCard(tx, packageId, residency);
    await recordAudit(tx, {
      actor,
      action: before.id === null ? "create" : "update",
      tableName: "rate_cards",
      rowId: cardId,
      before: before.id === null ? null : before,
      after,
    });
  });
}

/** The package's minimum age, whether its rates include park fees, and each day's park. */
export async function savePackageSettings(
  db: Database,
  input: { packageId: number; packageTitle: string; settings: PackageSettingsForm; actor: AuditActor },
): Promise<void> {
  const { packageId, settings, actor } = input;
  await writeRates(db, { note: `${input.packageTitle}: package settings`, actor }, async (tx) => {
    const [before] = await tx
      .select({ minimumAge: safariPackages.minimumAge, parkFeesIncluded: safariPackages.parkFeesIncluded })
      .from(safariPackages)
      .where(eq(safariPackages.id, packageId));
    const daysBefore = await tx
      .select({ dayNumber: itineraryDays.dayNumber, parkId: itineraryDays.parkId })
      .from(itineraryDays)
      .where(eq(itineraryDays.safariId, packageId))
      .orderBy(asc(itineraryDays.dayNumber));
    await tx
      .update(safariPackages)
      .set({ minimumAge: settings.minimumAge, parkFeesIncluded: settings.parkFeesIncluded })
      .where(eq(safariPackages.id, packageId));
    for (const day of daysBefore) {
      if (!settings.parkByDay.has(day.dayNumber)) continue;
      const parkId = settings.parkByDay.get(day.dayNumber) ?? null;
      if (parkId === day.parkId) continue;
      await tx
        .update(itineraryDays)
        .set({ parkId })
        .where(and(eq(itineraryDays.safariId, packageId), eq(itineraryDays.dayNumber, day.dayNumber)));
    }
    const daysAfter = daysBefore.map((day) => ({
      dayNumber: day.dayNumber,
      parkId: settings.parkByDay.has(day.dayNumber) ? (settings.parkByDay.get(day.dayNumber) ?? null) : day.parkId,
    }));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "safari_packages",
      rowId: packageId,
      before: { ...before, parkByDay: daysBefore },
      after: { minimumAge: settings.minimumAge, parkFeesIncluded: settings.parkFeesIncluded, parkByDay: daysAfter },
    });
  });
}

export type SeasonRow = SeasonForm & { id: number };

export async function listSeasons(db: Database): Promise<SeasonRow[]> {
  return db
    .select({
      id: seasons.id,
      name: seasons.name,
      kind: seasons.kind,
      startsOn: seasons.startsOn,
      endsOn: seasons.endsOn,
    })
    .from(seasons)
    .orderBy(asc(seasons.startsOn));
}

/** Adds a season (id null) or changes one; false when the season to change is gone. */
export async function saveSeason(db: Database, input: { id: number | null; season: SeasonForm; actor: AuditActor }) {
  const { id, season, actor } = input;
  return writeRates(db, { note: `Season ${season.name}`, actor }, async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(seasons).values(season).returning();
      await recordAudit(tx, { actor, action: "create", tableName: "seasons", rowId: row!.id, after: row });
      return true;
    }
    const [before] = await tx.select().from(seasons).where(eq(seasons.id, id));
    if (!before) return false;
    const [after] = await tx
      .update(seasons)
      .set({ ...season, updatedAt: new Date() })
      .where(eq(seasons.id, id))
      .returning();
    await recordAudit(tx, { actor, action: "update", tableName: "seasons", rowId: id, before, after });
    return true;
  });
}

export async function deleteSeason(db: Database, input: { id: number; actor: AuditActor }): Promise<string | null> {
  return writeRates(db, { note: "Season removed", actor: input.actor }, async (tx) => {
    const [before] = await tx.delete(seasons).where(eq(seasons.id, input.id)).returning();
    if (!before) return null;
    await recordAudit(tx, { actor: input.actor, action: "delete", tableName: "seasons", rowId: input.id, before });
    return before.name;
  });
}

export async function listParksWithFees(db: Database) {
  const parkRows = await db.select().from(parks).orderBy(asc(parks.name));
  const fees = await db
    .select()
    .from(parkFees)
    .orderBy(asc(parkFees.residency), asc(parkFees.minAge), asc(parkFees.months), asc(parkFees.id));
  return parkRows.map((park) => ({
    id: park.id,
    name: park.name,
    country: park.country,
    /** Changes with every save (a save writes the park's fee rows afresh): the form is drawn anew from it. */
    feesVersion: fees
      .filter((fee) => fee.parkId === park.id)
      .map((fee) => fee.id)
      .join(","),
    fees: fees
      .filter((fee) => fee.parkId === park.id)
      .sort((a, b) => RESIDENCIES.indexOf(a.residency) - RESIDENCIES.indexOf(b.residency))
      .map(
        (fee): ParkFee => ({
          residency: fee.residency,
          minAge: fee.minAge,
          maxAge: fee.maxAge,
          months: fee.months,
          currency: fee.currency,
          perPersonPerDay: fee.perPersonPerDay,
        }),
      ),
  }));
}

/** Replaces one park's fees; false when the park is gone. */
export async function saveParkFees(db: Database, input: { parkId: number; fees: ParkFee[]; actor: AuditActor }) {
  const { parkId, fees, actor } = input;
  const [park] = await db.select({ name: parks.name }).from(parks).where(eq(parks.id, parkId));
  if (!park) return false;
  await writeRates(db, { note: `${park.name}: park fees`, actor }, async (tx) => {
    const before = await tx.delete(parkFees).where(eq(parkFees.parkId, parkId)).returning();
    if (fees.length > 0) await tx.insert(parkFees).values(fees.map((fee) => ({ parkId, ...fee })));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "parks",
      rowId: parkId,
      before: { fees: before.map(({ id: _id, createdAt: _c, updatedAt: _u, parkId: _p, ...fee }) => fee) },
      after: { fees },
    });
  });
  return true;
}

export const EXCHANGE_CURRENCIES = QUOTE_CURRENCIES.filter((currency) => currency !== "USD") as Exclude<
  QuoteCurrency,
  "USD"
>[];

export async function listExchangeRates(db: Database): Promise<Partial<Record<QuoteCurrency, number>>> {
  const rows = await db.select().from(exchangeRates);
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.unitsPerUsd)]));
}

/** Sets (a number) or removes (null) each currency's units per USD; only those that changed are written. */
export async function saveExchangeRates(
  db: Database,
  input: { rates: Partial<Record<QuoteCurrency, number | null>>; actor: AuditActor },
): Promise<number> {
  const { actor } = input;
  return writeRates(db, { note: "Exchange rates", actor }, async (tx) => {
    const currencies = Object.keys(input.rates) as QuoteCurrency[];
    const existing = currencies.length
      ? await tx.select().from(exchangeRates).where(inArray(exchangeRates.currency, currencies))
      : [];
    let changed = 0;
    for (const currency of currencies) {
      const rate = input.rates[currency] ?? null;
      const before = existing.find((row) => row.currency === currency);
      const beforeRate = before ? Number(before.unitsPerUsd) : null;
      if (beforeRate === rate) continue;
      changed += 1;
      if (rate === null) {
        await tx.delete(exchangeRates).where(eq(exchangeRates.currency, currency));
        await recordAudit(tx, { actor, action: "delete", tableName: "exchange_rates", rowId: currency, before });
      } else if (before) {
        const [after] = await tx
          .update(exchangeRates)
          .set({ unitsPerUsd: rate, updatedAt: new Date() })
          .where(eq(exchangeRates.currency, currency))
          .returning();
        await recordAudit(tx, { actor, action: "update", tableName: "exchange_rates", rowId: currency, before, after });
      } else {
        const [after] = await tx.insert(exchangeRates).values({ currency, unitsPerUsd: rate }).returning();
        await recordAudit(tx, { actor, action: "create", tableName: "exchange_rates", rowId: currency, after });
      }
    }
    return changed;
  });
}
