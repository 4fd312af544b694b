// The gallery commands against a real database and a real folder of uploads: an upload becomes AVIF and WebP
// files and a row after the owner's last picture; descriptions and focal points are checked as the database
// checks them; reordering numbers the gallery again; removing deletes the row and then its files; every change
// is audited; another owner's pictures are out of reach.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, destinations, galleryImages, hotelsLodges, safariPackages } from "~/db/schema";
import { MAX_IMAGE_BYTES } from "~/services/images/image-pipeline.server";
import { createLocalMediaStorage, type MediaStorage } from "~/services/storage/media-storage.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  addGalleryPicture,
  findGalleryOwner,
  listGallery,
  moveGalleryPicture,
  removeGalleryPicture,
  updateGalleryPicture,
} from "./galleries.server";
import type { GalleryOwnerRef } from "./gallery-owner";
import { GALLERY_MAX_FILE_BYTES, GALLERY_MESSAGES } from "./gallery-schema";

let database: TestDatabase;
let folder: string;
let storage: MediaStorage;
let safari: GalleryOwnerRef;
let destination: GalleryOwnerRef;
let hotel: GalleryOwnerRef;
const actor = { id: null, email: "editor@heartbeest.test" };

async function picture(colour: string, width = 400, height = 300) {
  return new Blob([
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    ),
  ]);
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(folder).catch(() => [])).filter((name) => !name.endsWith(".partial")).sort();
}

async function add(owner: GalleryOwnerRef, alt: string, colour = "#c98221") {
  const result = await addGalleryPicture(database.db, { storage }, actor, owner, {
    file: await picture(colour),
    alt,
    focalX: "50",
    focalY: "50",
  });
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.value;
}

beforeAll(async () => {
  database = await createTestDatabase();
  folder = await mkdtemp(path.join(os.tmpdir(), "gallery-test-"));
  storage = createLocalMediaStorage(folder);
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "test-mara", title: "Test Mara Safari", durationDays: 3 })
    .returning();
  const [place] = await database.db
    .insert(destinations)
    .values({ slug: "test-amboseli", name: "Test Amboseli", region: "Southern Kenya", country: "Kenya" })
    .returning();
  const [lodge] = await database.db.insert(hotelsLodges).values({ slug: "test-lodge", name: "Test Lodge" }).returning();
  safari = { kind: "safari", id: pkg!.id };
  destination = { kind: "destination", id: place!.id };
  hotel = { kind: "hotel", id: lodge!.id };
});

afterAll(async () => {
  await database?.destroy();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("gallery commands", () => {
  it("keeps the browser's size limit equal to the image pipeline's", () => {
    expect(GALLERY_MAX_FILE_BYTES).toBe(MAX_IMAGE_BYTES);
  });

  it("names each owner with its public page and staff table, and none for an unknown id", async () => {
    expect(await findGalleryOwner(database.db, safari)).toMatchObject({
      name: "Test Mara Safari",
      publicPath: `/safaris/${safari.id}`,
      tablePath: "/admin/packages",
    });
    expect(await findGalleryOwner(database.db, destination)).toMatchObject({ publicPath: "/test-amboseli" });
    expect(await findGalleryOwner(database.db, hotel)).toMatchObject({ publicPath: "/hotels-and-lodges/test-lodge" });
    expect(await findGalleryOwner(database.db, { kind: "hotel", id: 999_999 })).toBeNull();
  });

  it("stores an upload as AVIF and WebP files and adds it after the last picture, audited", async () => {
    const first = await add(safari, "Wildebeest crossing the Mara River");
    const second = await add(safari, "  Lions resting in the grass  ");
    expect(first.url).toMatch(/^\/uploads\/img-[0-9a-f]{32}-400$/);
    expect([first.position, second.position]).toEqual([0, 1]);
    expect(second.alt).toBe("Lions resting in the grass");
    const files = await storedFiles();
    const base = first.url.replace("/uploads/", "");
    expect(files.filter((name) => name.startsWith(base))).toEqual(
      [`${base}-320.avif`, `${base}-320.webp`, `${base}-400.avif`, `${base}-400.webp`].sort(),
    );
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "gallery_images"), eq(auditLog.rowId, String(first.id))));
    expect(entry).toMatchObject({ action: "create", actorEmail: actor.email });
    expect((await listGallery(database.db, safari)).map((row) => row.alt)).toEqual([
      "Wildebeest crossing the Mara River",
      "Lions resting in the grass",
    ]);
  });

  it("refuses a missing description or file and a focal point outside 0-100 before storing anything", async () => {
    const before = await storedFiles();
    const result = await addGalleryPicture(database.db, { storage }, actor, destination, {
      file: null,
      alt: "   ",
      focalX: "101",
      focalY: "-1",
    });
    expect(result).toEqual({
      ok: false,
      status: 400,
      fieldErrors: {
        file: GALLERY_MESSAGES.fileMissing,
        alt: GALLERY_MESSAGES.altMissing,
        focalX: GALLERY_MESSAGES.focalRange,
        focalY: GALLERY_MESSAGES.focalRange,
      },
    });
    const tooLong = await addGalleryPicture(database.db, { storage }, actor, destination, {
      file: await picture("#333333"),
      alt: "x".repeat(301),
      focalX: "",
      focalY: "",
    });
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { alt: GALLERY_MESSAGES.altTooLong } });
    expect(await storedFiles()).toEqual(before);
    expect(await listGallery(database.db, destination)).toEqual([]);
  });

  it("refuses a file that is not a picture in words, leaving nothing behind", async () => {
    const before = await storedFiles();
    const result = await addGalleryPicture(database.db, { storage }, actor, destination, {
      file: new Blob(["%PDF-1.7 not a picture"], { type: "application/pdf" }),
      alt: "A brochure",
      focalX: "50",
      focalY: "50",
    });
    expect(result).toEqual({ ok: false, status: 400, fieldErrors: { file: GALLERY_MESSAGES.fileNotPicture } });
    expect(await storedFiles()).toEqual(before);
  });

  it("changes a description and focal point, and only the owner's own picture", async () => {
    const [first] = await listGallery(database.db, safari);
    const saved = await updateGalleryPicture(database.db, actor, safari, first!.id, {
      alt: "Wildebeest crossing the Mara River at dawn",
      focalX: "30",
      focalY: "70",
    });
    expect(saved).toMatchObject({ ok: true, value: { focalX: 30, focalY: 70 } });
    const elsewhere = await updateGalleryPicture(database.db, actor, hotel, first!.id, {
      alt: "Taken over",
      focalX: "0",
      focalY: "0",
    });
    expect(elsewhere).toEqual({ ok: true, value: null });
    const refused = await updateGalleryPicture(database.db, actor, safari, first!.id, { alt: "", focalX: "50" });
    expect(refused).toMatchObject({ ok: false, status: 400, fieldErrors: { alt: GALLERY_MESSAGES.altMissing } });
    const [row] = await database.db.select().from(galleryImages).where(eq(galleryImages.id, first!.id));
    expect(row).toMatchObject({ alt: "Wildebeest crossing the Mara River at dawn", focalX: 30, focalY: 70 });
  });

  it("moves a picture up, down and to the front, numbering the gallery again", async () => {
    const third = await add(safari, "A balloon over the plains");
    // Two pictures sharing a place (two uploads at once) are set apart by the next move.
    await database.db.update(galleryImages).set({ position: 1 }).where(eq(galleryImages.id, third.id));
    const order = async () => (await listGallery(database.db, safari)).map((row) => row.alt);
    const [a, b] = ["Wildebeest crossing the Mara River at dawn", "Lions resting in the grass"];
    expect(await order()).toEqual([a, b, "A balloon over the plains"]);

    expect(await moveGalleryPicture(database.db, actor, safari, third.id, "up")).toEqual({ position: 1, count: 3 });
    expect(await order()).toEqual([a, "A balloon over the plains", b]);
    const positions = await database.db
      .select({ position: galleryImages.position })
      .from(galleryImages)
      .where(eq(galleryImages.safariId, safari.id));
    expect(positions.map((row) => row.position).sort()).toEqual([0, 1, 2]);

    expect(await moveGalleryPicture(database.db, actor, safari, third.id, "first")).toEqual({ position: 0, count: 3 });
    expect(await order()).toEqual(["A balloon over the plains", a, b]);
    // At an end it stays where it is.
    expect(await moveGalleryPicture(database.db, actor, safari, third.id, "up")).toEqual({ position: 0, count: 3 });
    expect(await moveGalleryPicture(database.db, actor, safari, third.id, "down")).toEqual({ position: 1, count: 3 });
    expect(await order()).toEqual([a, "A balloon over the plains", b]);
    expect(await moveGalleryPicture(database.db, actor, hotel, third.id, "down")).toBeNull();
  });

  it("removes a picture and then its files, audited; another owner's picture is left alone", async () => {
    const lodgePicture = await add(hotel, "Tents on the river bank", "#5b6b3a");
    const [first] = await listGallery(database.db, safari);
    const row = (await database.db.select().from(galleryImages).where(eq(galleryImages.id, first!.id)))[0]!;
    const base = row.url.replace("/uploads/", "");

    expect(await removeGalleryPicture(database.db, storage, actor, hotel, first!.id)).toBeNull();
    expect((await storedFiles()).some((name) => name.startsWith(base))).toBe(true);

    const removed = await removeGalleryPicture(database.db, storage, actor, safari, first!.id);
    expect(removed?.id).toBe(first!.id);
    expect((await storedFiles()).some((name) => name.startsWith(base))).toBe(false);
    expect((await listGallery(database.db, safari)).map((picture) => picture.id)).not.toContain(first!.id);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.rowId, String(first!.id))));
    expect(entry?.tableName).toBe("gallery_images");
    expect(await listGallery(database.db, hotel)).toEqual([
      expect.objectContaining({ id: lodgePicture.id, alt: "Tents on the river bank" }),
    ]);
  });

  it("leaves the files of sample artwork alone when its row is removed", async () => {
    const [sample] = await database.db
      .insert(galleryImages)
      .values({ destinationId: destination.id, url: "/art/destinations/amboseli.svg", alt: "Elephants", position: 0 })
      .returning();
    const before = await storedFiles();
    expect(await removeGalleryPicture(database.db, storage, actor, destination, sample!.id)).not.toBeNull();
    expect(await storedFiles()).toEqual(before);
  });
});
