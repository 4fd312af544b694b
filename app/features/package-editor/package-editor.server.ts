// The package editor's reads and its one write: a package with its itinerary days, saved together in one
// transaction, audited (which also moves the public pages' cache on), refused with a 409 when someone saved
// the package after this editing began.
import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { auditLog, galleryImages, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { recordRatesChange } from "~/features/quotes/rates-change.server";
import { slugFromName } from "~/utils/slug";
import {
  type DraftErrors,
  emptyDraft,
  PACKAGE_PARTS,
  type PackageDraft,
  type PackageInput,
  type PackagePart,
} from "./package-draft";
import type { Choice } from "./package-editor-types";

type PackageRow = typeof safariPackages.$inferSelect;
type DayRow = typeof itineraryDays.$inferSelect;

export interface PackageEditorData {
  /** Null for a package not yet saved. */
  id: number | null;
  draft: PackageDraft;
  /** As saved (the draft may differ after a refused save): the public address and the preview's pictures. */
  saved: { slug: string; imageUrl: string | null; updatedAt: string } | null;
  parks: Choice[];
  hotels: Choice[];
  pictureCount: number;
}

function shortHash(values: unknown): string {
  return createHash("sha256").update(JSON.stringify(values)).digest("base64url").slice(0, 22);
}

/**
 * What each part of the package looks like now, each in one short string made from its saved values. The
 * days' version covers every day, since the generic Itinerary days screen changes them on its own.
 */
export function packageVersions(pkg: PackageRow, days: readonly DayRow[]): Record<PackagePart, string> {
  return {
    basics: shortHash([
      pkg.title,
      pkg.slug,
      pkg.durationDays,
      pkg.price,
      pkg.currency,
      pkg.pricePerPerson,
      pkg.location,
      pkg.isFeatured,
      pkg.minimumAge,
      pkg.parkFeesIncluded,
    ]),
    texts: shortHash([pkg.description, pkg.highlights, pkg.included, pkg.excluded]),
    itinerary: shortHash(
      days.map((day) => [
        day.id,
        day.dayNumber,
        day.title,
        day.description,
        day.accommodation,
        day.meals,
        day.parkId,
        day.hotelId,
      ]),
    ),
  };
}

function draftOf(pkg: PackageRow, days: readonly DayRow[]): PackageDraft {
  const optional = (value: number | null) => (value === null ? "" : String(value));
  return {
    versions: packageVersions(pkg, days),
    title: pkg.title,
    slug: pkg.slug,
    durationDays: String(pkg.durationDays),
    price: optional(pkg.price),
    currency: pkg.currency,
    pricePerPerson: pkg.pricePerPerson,
    location: pkg.location,
    isFeatured: pkg.isFeatured,
    minimumAge: optional(pkg.minimumAge),
    parkFeesIncluded: pkg.parkFeesIncluded,
    description: pkg.description,
    highlights: [...pkg.highlights],
    included: [...pkg.included],
    excluded: [...pkg.excluded],
    days: days.map((day) => ({
      key: String(day.id),
      title: day.title,
      description: day.description,
      accommodation: day.accommodation,
      meals: day.meals,
      parkId: optional(day.parkId),
      hotelId: optional(day.hotelId),
    })),
  };
}

async function daysOf(db: Database | Transaction, packageId: number): Promise<DayRow[]> {
  return db
    .select()
    .from(itineraryDays)
    .where(eq(itineraryDays.safariId, packageId))
    .orderBy(asc(itineraryDays.dayNumber));
}

async function choices(db: Database) {
  const [parkRows, hotelRows] = await Promise.all([
    db.select({ id: parks.id, name: parks.name }).from(parks).orderBy(asc(parks.name)),
    db.select({ id: hotelsLodges.id, name: hotelsLodges.name }).from(hotelsLodges).orderBy(asc(hotelsLodges.name)),
  ]);
  return { parks: parkRows, hotels: hotelRows };
}

/** The editor's data for a package, or for a new one (id null); null when the package does not exist. */
export async function loadPackageEditor(db: Database, id: number | null): Promise<PackageEditorData | null> {
  const lists = choices(db);
  if (id === null) return { id: null, draft: emptyDraft(), saved: null, ...(await lists), pictureCount: 0 };
  const [pkg] = await db.select().from(safariPackages).where(eq(safariPackages.id, id));
  if (!pkg) return null;
  const [days, pictures, { parks: parkChoices, hotels }] = await Promise.all([
    daysOf(db, id),
    db.select({ count: count() }).from(galleryImages).where(eq(galleryImages.safariId, id)),
    lists,
  ]);
  return {
    id,
    draft: draftOf(pkg, days),
    saved: { slug: pkg.slug, imageUrl: pkg.imageUrl, updatedAt: pkg.updatedAt.toISOString() },
    parks: parkChoices,
    hotels,
    pictureCount: Number(pictures[0]?.count ?? 0),
  };
}

export type SavePackageResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; status: 400; errors: DraftErrors }
  | { ok: false; status: 404 }
  /** Someone saved it meanwhile: `versions` are theirs (saving again with them replaces their changes). */
  | { ok: false; status: 409; versions: Record<PackagePart, string>; savedAt: string; savedBy: string | null };

class Refused extends Error {
  constructor(readonly result: Exclude<SavePackageResult, { ok: true }>) {
    super("refused");
  }
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What the audit log keeps of a package: its row and its days in order. */
function snapshot(pkg: PackageRow, days: readonly DayRow[]) {
  const { createdAt: _created, ...row } = pkg;
  return {
    ...row,
    days: days.map(({ createdAt: _dayCreated, safariId: _safariId, ...day }) => day),
  };
}

async function checkReferences(tx: Transaction, input: PackageInput): Promise<DraftErrors> {
  const errors: DraftErrors = {};
  const parkIds = [...new Set(input.days.flatMap((day) => (day.parkId === null ? [] : [day.parkId])))];
  const hotelIds = [...new Set(input.days.flatMap((day) => (day.hotelId === null ? [] : [day.hotelId])))];
  const [knownParks, knownHotels] = await Promise.all([
    parkIds.length ? tx.select({ id: parks.id }).from(parks).where(inArray(parks.id, parkIds)) : [],
    hotelIds.length
      ? tx.select({ id: hotelsLodges.id }).from(hotelsLodges).where(inArray(hotelsLodges.id, hotelIds))
      : [],
  ]);
  const parkSet = new Set(knownParks.map((row) => row.id));
  const hotelSet = new Set(knownHotels.map((row) => row.id));
  for (const day of input.days) {
    if (day.parkId !== null && !parkSet.has(day.parkId)) {
      errors[`day-${day.key}-parkId`] = "That park no longer exists: please choose again";
    }
    if (day.hotelId !== null && !hotelSet.has(day.hotelId)) {
      errors[`day-${day.key}-hotelId`] = "That lodge no longer exists: please choose again";
    }
  }
  return errors;
}

async function slugRefusal(tx: Transaction, slug: string, ownId: number | null): Promise<string | null> {
  const [other] = await tx
    .select({ title: safariPackages.title })
    .from(safariPackages)
    .where(
      ownId === null ? eq(safariPackages.slug, slug) : and(eq(safariPackages.slug, slug), ne(safariPackages.id, ownId)),
    );
  return other ? `“${other.title}” already has this address: please choose another` : null;
}

/** Writes the days in the order given: kept days keep their ids, removed ones go, new ones are added. */
async function writeDays(tx: Transaction, packageId: number, before: readonly DayRow[], input: PackageInput) {
  const kept = new Set(input.days.filter((day) => !day.key.startsWith("n")).map((day) => Number(day.key)));
  const removed = before.filter((day) => !kept.has(day.id)).map((day) => day.id);
  if (removed.length) await tx.delete(itineraryDays).where(inArray(itineraryDays.id, removed));
  // Out of the way first: (package, day number) is unique, and the kept days may swap numbers.
  for (const day of before) {
    if (kept.has(day.id)) {
      await tx
        .update(itineraryDays)
        .set({ dayNumber: day.dayNumber + 1000 })
        .where(eq(itineraryDays.id, day.id));
    }
  }
  for (const [index, day] of input.days.entries()) {
    const values = {
      dayNumber: index + 1,
      title: day.title,
      description: day.description,
      accommodation: day.accommodation,
      meals: day.meals,
      parkId: day.parkId,
      hotelId: day.hotelId,
    };
    if (day.key.startsWith("n")) await tx.insert(itineraryDays).values({ ...values, safariId: packageId });
    else
      await tx
        .update(itineraryDays)
        .set(values)
        .where(eq(itineraryDays.id, Number(day.key)));
  }
}

function packageValues(input: PackageInput, slug: string) {
  return {
    title: input.title,
    slug,
    durationDays: input.durationDays,
    price: input.price,
    currency: input.currency,
    pricePerPerson: input.pricePerPerson,
    location: input.location,
    isFeatured: input.isFeatured,
    minimumAge: input.minimumAge,
    parkFeesIncluded: input.parkFeesIncluded,
    description: input.description,
    highlights: input.highlights,
    included: input.included,
    excluded: input.excluded,
  };
}

/** The package's columns the saved parts write (the days are written by writeDays). */
function packageValuesOfParts(input: PackageInput, slug: string, parts: readonly PackagePart[]) {
  const { description, highlights, included, excluded, ...basics } = packageValues(input, slug);
  return {
    ...(parts.includes("basics") ? basics : {}),
    ...(parts.includes("texts") ? { description, highlights, included, excluded } : {}),
  };
}

/**
 * Saves a checked draft: a new package when `id` is null. `part` names the one part to write (null: all of
 * them); `versions` are the ones the editing began from. When a part written has changed since, nothing is
 * written and the answer says who saved the package and when. Every save moves `updated_at` on.
 */
export async function savePackage(
  db: Database,
  {
    id,
    part = null,
    versions,
    input,
    actor,
  }: {
    id: number | null;
    part?: PackagePart | null;
    versions: Record<PackagePart, string>;
    input: PackageInput;
    actor: AuditActor;
  },
): Promise<SavePackageResult> {
  const parts: readonly PackagePart[] = part ? [part] : PACKAGE_PARTS;
  const slug = input.slug || slugFromName(input.title);
  try {
    return await db.transaction(async (tx) => {
      await recordRatesChange(tx, { note: `${input.title}: package editor`, staffUserId: actor.id });
      let before: { pkg: PackageRow; days: DayRow[] } | null = null;
      if (id !== null) {
        const [pkg] = await tx.select().from(safariPackages).where(eq(safariPackages.id, id)).for("update");
        if (!pkg) throw new Refused({ ok: false, status: 404 });
        const days = await daysOf(tx, id);
        const current = packageVersions(pkg, days);
        if (parts.some((name) => current[name] !== versions[name])) {
          const [last] = await tx
            .select({ actorEmail: auditLog.actorEmail })
            .from(auditLog)
            .where(and(eq(auditLog.tableName, "safari_packages"), eq(auditLog.rowId, String(id))))
            .orderBy(desc(auditLog.id))
            .limit(1);
          throw new Refused({
            ok: false,
            status: 409,
            versions: current,
            savedAt: pkg.updatedAt.toISOString(),
            savedBy: last?.actorEmail ?? null,
          });
        }
        const unknownDay = parts.includes("itinerary")
          ? input.days.find(
              (day) => !day.key.startsWith("n") && !days.some((existing) => String(existing.id) === day.key),
            )
          : undefined;
        if (unknownDay)
          throw new Refused({
            ok: false,
            status: 400,
            errors: { days: "A day of this form is not one of this package's days: reload the page" },
          });
        before = { pkg, days };
      }
      const errors = parts.includes("itinerary") ? await checkReferences(tx, input) : {};
      if (parts.includes("basics")) {
        const slugTaken = slug ? await slugRefusal(tx, slug, id) : null;
        if (!slug) errors.slug = "Please give an address: the title has no letters or digits to make one from";
        else if (slugTaken) errors.slug = slugTaken;
      }
      if (Object.keys(errors).length > 0) throw new Refused({ ok: false, status: 400, errors });

      let packageId: number;
      if (before) {
        packageId = before.pkg.id;
        await tx
          .update(safariPackages)
          .set({ ...packageValuesOfParts(input, slug, parts), updatedAt: new Date() })
          .where(eq(safariPackages.id, packageId));
        if (parts.includes("itinerary")) await writeDays(tx, packageId, before.days, input);
      } else {
        const [created] = await tx
          .insert(safariPackages)
          .values(packageValues(input, slug))
          .returning({ id: safariPackages.id });
        if (!created) throw new Error("the new package was not returned");
        packageId = created.id;
        await writeDays(tx, packageId, [], input);
      }
      const [after] = await tx.select().from(safariPackages).where(eq(safariPackages.id, packageId));
      if (!after) throw new Error("the saved package was not found");
      const daysAfter = await daysOf(tx, packageId);
      // The audit entry also moves the public pages' content version on (page cache), in this transaction.
      await recordAudit(tx, {
        actor,
        action: before ? "update" : "create",
        tableName: "safari_packages",
        rowId: packageId,
        before: before ? snapshot(before.pkg, before.days) : undefined,
        after: snapshot(after, daysAfter),
      });
      return { ok: true, id: packageId, created: !before } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    // Two saves choosing the same address at the same moment: the database's unique slug decides.
    if (isUniqueViolation(error)) {
      return {
        ok: false,
        status: 400,
        errors: { slug: "Another package has just taken this address: please choose another" },
      };
    }
    throw error;
  }
}
