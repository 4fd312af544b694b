// A package's life after it is made: archived (off sale: gone from the site and the booking forms, its bookings
// keep their frozen itinerary), restored, or deleted. A package with bookings is never deleted: the delete is
// refused and Archive offered. A delete lists in its audit entry everything the database removes with it (days,
// rate cards with their rates, discount codes, pictures), so nothing disappears without a trace.
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import {
  bookings,
  childBands,
  discountCodes,
  galleryImages,
  itineraryDays,
  partyRates,
  rateCards,
  safariPackages,
  singleSupplements,
} from "~/db/schema";
import { picturesRemovedWith } from "~/features/admin-tables/pictures-removed-with.server";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { recordRatesChange } from "~/features/quotes/rates-change.server";

export const PACKAGE_LIFECYCLE_INTENTS = ["archive", "restore", "delete"] as const;
export type PackageLifecycleIntent = (typeof PACKAGE_LIFECYCLE_INTENTS)[number];

export function isPackageLifecycleIntent(intent: unknown): intent is PackageLifecycleIntent {
  return (PACKAGE_LIFECYCLE_INTENTS as readonly unknown[]).includes(intent);
}

/** How many bookings name the package (any status: a cancelled booking keeps its money trail). */
export async function countPackageBookings(db: DatabaseOrTransaction, packageId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(bookings).where(eq(bookings.safariId, packageId));
  return Number(row?.count ?? 0);
}

export type LifecycleResult =
  | { status: "done"; title: string }
  | { status: "not_found" }
  | { status: "unchanged"; title: string }
  /** Deleting a package that has bookings: `bookings` of them. */
  | { status: "has_bookings"; title: string; bookings: number };

/** Archives (`archived: true`) or restores a package, audited; archiving twice changes nothing. */
export async function setPackageArchived(
  db: Database,
  { packageId, archived, actor }: { packageId: number; archived: boolean; actor: AuditActor },
): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const [pkg] = await tx.select().from(safariPackages).where(eq(safariPackages.id, packageId)).for("update");
    if (!pkg) return { status: "not_found" as const };
    if ((pkg.archivedAt !== null) === archived) return { status: "unchanged" as const, title: pkg.title };
    const archivedAt = archived ? new Date() : null;
    await tx.update(safariPackages).set({ archivedAt }).where(eq(safariPackages.id, packageId));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "safari_packages",
      rowId: packageId,
      before: { archivedAt: pkg.archivedAt },
      after: { archivedAt },
    });
    return { status: "done" as const, title: pkg.title };
  });
}

/**
 * Deletes a package without bookings, with its days, rates, codes and pictures, in one transaction whose audit
 * entry keeps every removed row (and a line per day and rate card in words). Returns the pictures' files to
 * remove once committed. A package with bookings is left as it is.
 */
export async function deletePackage(
  db: Database,
  { packageId, actor }: { packageId: number; actor: AuditActor },
): Promise<LifecycleResult | { status: "deleted"; title: string; pictures: string[] }> {
  return db.transaction(async (tx) => {
    const [pkg] = await tx.select().from(safariPackages).where(eq(safariPackages.id, packageId)).for("update");
    if (!pkg) return { status: "not_found" as const };
    // A booking made meanwhile waits for this lock (its package row is read inside its own transaction).
    const booked = await countPackageBookings(tx, packageId);
    if (booked > 0) return { status: "has_bookings" as const, title: pkg.title, bookings: booked };

    const days = await tx
      .select()
      .from(itineraryDays)
      .where(eq(itineraryDays.safariId, packageId))
      .orderBy(asc(itineraryDays.dayNumber));
    const cards = await tx.select().from(rateCards).where(eq(rateCards.packageId, packageId));
    const cardIds = cards.map((card) => card.id);
    const [parties, bands, singles] =
      cardIds.length === 0
        ? [[], [], []]
        : await Promise.all([
            tx.select().from(partyRates).where(inArray(partyRates.cardId, cardIds)),
            tx.select().from(childBands).where(inArray(childBands.cardId, cardIds)),
            tx.select().from(singleSupplements).where(inArray(singleSupplements.cardId, cardIds)),
          ]);
    const codes = await tx.select().from(discountCodes).where(eq(discountCodes.packageId, packageId));
    const pictureRows = await tx.select().from(galleryImages).where(eq(galleryImages.safariId, packageId));
    const pictures = await picturesRemovedWith(tx, safariPackages, eq(safariPackages.id, packageId));

    await tx.delete(safariPackages).where(eq(safariPackages.id, packageId));
    if (cards.length > 0)
      await recordRatesChange(tx, { note: `Package ${pkg.title} deleted with its rate cards`, staffUserId: actor.id });
    await recordAudit(tx, {
      actor,
      action: "delete",
      tableName: "safari_packages",
      rowId: packageId,
      before: {
        ...pkg,
        itineraryDaysRemoved: days.map((day) => `Day ${day.dayNumber}: ${day.title}`),
        rateCardsRemoved: cards.map((card) => {
          const rates = parties.filter((rate) => rate.cardId === card.id).length;
          const childRates = bands.filter((band) => band.cardId === card.id).length;
          return `${card.residency.replace("_", "-")} in ${card.currency}: ${rates} party rates, ${childRates} child bands`;
        }),
        discountCodesRemoved: codes.map((code) => code.code),
        picturesRemoved: pictureRows.map((picture) => picture.alt),
        removedRows: {
          itineraryDays: days,
          rateCards: cards,
          partyRates: parties,
          childBands: bands,
          singleSupplements: singles,
          discountCodes: codes,
          galleryImages: pictureRows,
        },
      },
    });
    return { status: "deleted" as const, title: pkg.title, pictures };
  });
}

/** What the editor's Archive / Restore / Delete section shows. */
export interface PackageLifecycleView {
  archivedAt: string | null;
  bookings: number;
}

export async function readPackageLifecycle(
  db: DatabaseOrTransaction,
  packageId: number,
): Promise<PackageLifecycleView | null> {
  const [pkg] = await db
    .select({ archivedAt: safariPackages.archivedAt })
    .from(safariPackages)
    .where(eq(safariPackages.id, packageId));
  if (!pkg) return null;
  return { archivedAt: pkg.archivedAt?.toISOString() ?? null, bookings: await countPackageBookings(db, packageId) };
}
