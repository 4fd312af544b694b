// The galleries' queries and commands: the pictures of a package, destination or lodge in their order, and
// what staff do with them (add by upload, describe, set the focal point, reorder, remove). Every change is
// audited in its own transaction; an upload's files are stored before the row and removed again if the row
// cannot be written, and a removed picture's files go once its row is gone.
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { destinations, galleryImages, hotelsLodges, safariPackages } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import {
  deleteUploadedImage,
  type ImageLimits,
  ImageRejectedError,
  storeUploadedImage,
} from "~/services/images/image-pipeline.server";
import type { MediaStorage } from "~/services/storage/media-storage.server";
import type { GalleryOwnerKind, GalleryOwnerRef } from "./gallery-owner";
import { type GalleryDetails, galleryDetailsSchema } from "./gallery-schema";

export type GalleryImageRow = typeof galleryImages.$inferSelect;

/** What a page needs of one picture. */
export interface GalleryPicture {
  id: number;
  url: string;
  alt: string;
  focalX: number;
  focalY: number;
}

export interface GalleryOwner {
  ref: GalleryOwnerRef;
  /** The package's title, the destination's or lodge's name. */
  name: string;
  /** Where travellers see the gallery. */
  publicPath: string;
  /** The staff table the owner is edited in. */
  tablePath: string;
}

const AUDITED_TABLE = "gallery_images";

const OWNER_COLUMN = {
  safari: galleryImages.safariId,
  destination: galleryImages.destinationId,
  hotel: galleryImages.hotelId,
} as const;

function ownedBy(owner: GalleryOwnerRef): SQL {
  return eq(OWNER_COLUMN[owner.kind], owner.id);
}

function ownerValues(owner: GalleryOwnerRef) {
  const key: Record<GalleryOwnerKind, "safariId" | "destinationId" | "hotelId"> = {
    safari: "safariId",
    destination: "destinationId",
    hotel: "hotelId",
  };
  return { [key[owner.kind]]: owner.id };
}

const pictureColumns = {
  id: galleryImages.id,
  url: galleryImages.url,
  alt: galleryImages.alt,
  focalX: galleryImages.focalX,
  focalY: galleryImages.focalY,
};

/** The owner's pictures, first (the cover) to last. */
export async function listGallery(db: DatabaseOrTransaction, owner: GalleryOwnerRef): Promise<GalleryPicture[]> {
  return db
    .select(pictureColumns)
    .from(galleryImages)
    .where(ownedBy(owner))
    .orderBy(asc(galleryImages.position), asc(galleryImages.id));
}

/** A public page's gallery; empty (and logged) when it cannot be read, so the pictures never take the page down. */
export async function loadPageGallery(
  context: { db: DatabaseOrTransaction; log: { warn: (details: object, message: string) => void } },
  owner: GalleryOwnerRef,
): Promise<GalleryPicture[]> {
  try {
    return await listGallery(context.db, owner);
  } catch (error) {
    context.log.warn({ err: error, owner }, "gallery could not be read");
    return [];
  }
}

/** The owner a gallery page is about, or null when there is no such package, destination or lodge. */
export async function findGalleryOwner(db: DatabaseOrTransaction, ref: GalleryOwnerRef): Promise<GalleryOwner | null> {
  if (ref.kind === "safari") {
    const [row] = await db
      .select({ name: safariPackages.title })
      .from(safariPackages)
      .where(eq(safariPackages.id, ref.id));
    return row ? { ref, name: row.name, publicPath: `/safaris/${ref.id}`, tablePath: "/admin/packages" } : null;
  }
  if (ref.kind === "destination") {
    const [row] = await db
      .select({ name: destinations.name, slug: destinations.slug })
      .from(destinations)
      .where(eq(destinations.id, ref.id));
    return row ? { ref, name: row.name, publicPath: `/${row.slug}`, tablePath: "/admin/destinations" } : null;
  }
  const [row] = await db
    .select({ name: hotelsLodges.name, slug: hotelsLodges.slug })
    .from(hotelsLodges)
    .where(eq(hotelsLodges.id, ref.id));
  return row
    ? { ref, name: row.name, publicPath: `/hotels-and-lodges/${row.slug}`, tablePath: "/admin/hotels_lodges" }
    : null;
}

export type FieldErrors = Partial<Record<"file" | "alt" | "focalX" | "focalY", string>>;

export type GalleryCommandResult<T> =
  | { ok: true; value: T }
  /** 400: the entries are wrong; 503: the picture queue is full, the same file may be sent again shortly. */
  | { ok: false; status: 400 | 503; fieldErrors: FieldErrors };

/** The entries' errors by field, or the parsed details. */
export function parseGalleryDetails(
  values: Record<string, unknown>,
): { ok: true; details: GalleryDetails } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = galleryDetailsSchema.safeParse(values);
  if (parsed.success) return { ok: true, details: parsed.data };
  return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}

export interface GalleryStore {
  storage: MediaStorage;
  limits?: ImageLimits;
}

/**
 * Stores an uploaded picture (checked, resized to AVIF and WebP) and adds it after the owner's last picture.
 * The details are checked first, so a refused description never costs an upload.
 */
export async function addGalleryPicture(
  db: DatabaseOrTransaction,
  { storage, limits }: GalleryStore,
  actor: AuditActor,
  owner: GalleryOwnerRef,
  input: { file: Blob | null; alt: unknown; focalX: unknown; focalY: unknown },
): Promise<GalleryCommandResult<GalleryImageRow>> {
  const parsed = parseGalleryDetails(input);
  const fieldErrors: FieldErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!input.file || input.file.size === 0) fieldErrors.file = "Choose a picture to upload.";
  if (!parsed.ok || fieldErrors.file) return { ok: false, status: 400, fieldErrors };

  let url: string;
  try {
    ({ url } = await storeUploadedImage(storage, input.file as Blob, limits));
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    return { ok: false, status: error.status, fieldErrors: { file: error.message } };
  }

  try {
    const row = await inTransaction(db, async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${galleryImages.position}) + 1, 0)` })
        .from(galleryImages)
        .where(ownedBy(owner));
      const [inserted] = await tx
        .insert(galleryImages)
        .values({ ...ownerValues(owner), url, ...parsed.details, position: Number(last?.position ?? 0) })
        .returning();
      if (!inserted) throw new Error("The picture was not added.");
      await recordAudit(tx, { actor, action: "create", tableName: AUDITED_TABLE, rowId: inserted.id, after: inserted });
      return inserted;
    });
    return { ok: true, value: row };
  } catch (error) {
    // The owner was deleted meanwhile, or the database refused: no file is left without its row.
    await deleteUploadedImage(storage, url).catch(() => undefined);
    throw error;
  }
}

/** Changes a picture's description and focal point; null when the owner has no such picture (any more). */
export async function updateGalleryPicture(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  owner: GalleryOwnerRef,
  id: number,
  values: Record<string, unknown>,
): Promise<GalleryCommandResult<GalleryImageRow | null>> {
  const parsed = parseGalleryDetails(values);
  if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors };
  const row = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(galleryImages)
      .where(and(eq(galleryImages.id, id), ownedBy(owner)))
      .for("update");
    if (!before) return null;
    const [after] = await tx.update(galleryImages).set(parsed.details).where(eq(galleryImages.id, id)).returning();
    await recordAudit(tx, { actor, action: "update", tableName: AUDITED_TABLE, rowId: id, before, after });
    return after ?? null;
  });
  return { ok: true, value: row };
}

export type MoveDirection = "up" | "down" | "first";

/**
 * Moves a picture one place earlier ('up'), later ('down') or to the front ('first', making it the cover), and
 * numbers the gallery 0, 1, 2... again, so two pictures that once shared a place are apart from then on.
 * The new place (0 = cover), or null when the owner has no such picture.
 */
export async function moveGalleryPicture(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  owner: GalleryOwnerRef,
  id: number,
  direction: MoveDirection,
): Promise<{ position: number; count: number } | null> {
  return inTransaction(db, async (tx) => {
    const rows = await tx
      .select()
      .from(galleryImages)
      .where(ownedBy(owner))
      .orderBy(asc(galleryImages.position), asc(galleryImages.id))
      .for("update");
    const from = rows.findIndex((row) => row.id === id);
    if (from === -1) return null;
    const to =
      direction === "first" ? 0 : direction === "up" ? Math.max(0, from - 1) : Math.min(rows.length - 1, from + 1);
    const order = [...rows];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    for (const [position, row] of order.entries()) {
      if (row.position === position) continue;
      const [after] = await tx.update(galleryImages).set({ position }).where(eq(galleryImages.id, row.id)).returning();
      await recordAudit(tx, { actor, action: "update", tableName: AUDITED_TABLE, rowId: row.id, before: row, after });
    }
    return { position: to, count: rows.length };
  });
}

/** Removes a picture and then its stored files; null when the owner has no such picture (any more). */
export async function removeGalleryPicture(
  db: DatabaseOrTransaction,
  storage: MediaStorage,
  actor: AuditActor,
  owner: GalleryOwnerRef,
  id: number,
  onFileError: (error: unknown, url: string) => void = () => undefined,
): Promise<GalleryImageRow | null> {
  const removed = await inTransaction(db, async (tx) => {
    const [before] = await tx
      .delete(galleryImages)
      .where(and(eq(galleryImages.id, id), ownedBy(owner)))
      .returning();
    if (!before) return null;
    await recordAudit(tx, { actor, action: "delete", tableName: AUDITED_TABLE, rowId: id, before });
    return before;
  });
  // After the commit: a failed file removal leaves an unused file behind, never a picture without its file.
  if (removed) {
    await deleteUploadedImage(storage, removed.url).catch((error: unknown) => onFileError(error, removed.url));
  }
  return removed;
}
