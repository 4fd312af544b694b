// The upload pipeline with real pictures made by sharp: checked by decoding, resized into AVIF and WebP
// at several widths, stored through the storage interface and served by /uploads with long caching.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as uploadsLoader } from "~/routes/resources/uploads";
import { createLocalMediaStorage, type MediaStorage } from "~/services/storage/media-storage.server";
import {
  artPreviewPath,
  pictureSources,
  seededArtName,
  thumbnailUrl,
  uploadedImageKeys,
  widthsUpTo,
} from "~/utils/picture";
import {
  deleteUploadedImage,
  ImageRejectedError,
  MAX_IMAGE_BYTES,
  STORE_UNAVAILABLE,
  storeUploadedImage,
} from "./image-pipeline.server";
import { IMAGE_CONCURRENCY, ImageWorkBusyError, ImageWorkQueue, imageWork } from "./image-work-queue.server";

let dataDir: string;
let storage: MediaStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-images-"));
  storage = createLocalMediaStorage(path.join(dataDir, "uploads"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 154, b: 54 } } })
    .png()
    .toBuffer();
}

async function serve(name: string, accept = "image/avif,image/webp,*/*") {
  const response = await uploadsLoader({
    request: new Request(`http://heartbeest.test/uploads/${name}`, { headers: { accept } }),
    params: { "*": name },
    context: { config: { DATA_DIR: dataDir } },
  } as never);
  return response as Response;
}

describe("storeUploadedImage", () => {
  it("turns a PNG into AVIF and WebP at each width up to its own, never wider", async () => {
    const stored = await storeUploadedImage(storage, new Blob([await png(1000, 600)], { type: "image/png" }));
    expect(stored.url).toMatch(/^\/uploads\/img-[0-9a-f]{32}-1000$/);
    expect(stored.widths).toEqual([320, 640, 960, 1000]);
    const files = await readdir(path.join(dataDir, "uploads"));
    for (const key of stored.keys) expect(files).toContain(key);

    const widest = await storage.get(stored.keys.at(-1)!);
    const meta = await sharp(widest!.body).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1000);
    const narrowAvif = await storage.get(stored.keys[0]!);
    expect(await sharp(narrowAvif!.body).metadata()).toMatchObject({ format: "heif", width: 320, height: 192 });
  });

  it("caps very wide pictures at 1920 pixels", async () => {
    const stored = await storeUploadedImage(storage, await png(2600, 1000));
    expect(stored.widths).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("removes camera metadata and turns pictures upright", async () => {
    const sideways = await sharp(await png(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: "SecretCam", Copyright: "GPS 1.23" } } })
      .toBuffer();
    const stored = await storeUploadedImage(storage, sideways);
    const file = await storage.get(stored.keys.at(-1)!);
    const meta = await sharp(file!.body).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(file!.body.includes(Buffer.from("SecretCam"))).toBe(false);
  });

  it.each([
    ["a text file", Buffer.from("this is not a picture")],
    ["an HTML page named like a picture", Buffer.from("<html><script>alert(1)</script></html>")],
    ["an SVG drawing", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
  ])("rejects %s", async (_label, bytes) => {
    await expect(storeUploadedImage(storage, new Blob([bytes], { type: "image/png" }))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it("rejects a picture whose data is cut short", async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    await expect(storeUploadedImage(storage, whole.subarray(0, Math.floor(whole.length / 2)))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it("refuses the picture in words (503) when the store cannot take it, tells the log, and leaves nothing", async () => {
    // A store whose folder cannot be made: a file stands where the folder should be.
    const blocked = path.join(dataDir, "blocked");
    await writeFile(blocked, "not a folder");
    const failures: unknown[] = [];
    const refusal = await storeUploadedImage(
      createLocalMediaStorage(path.join(blocked, "uploads")),
      await png(640, 480),
      {
        onStoreFailure: (error) => failures.push(error),
      },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ImageRejectedError);
    expect(refusal).toMatchObject({ status: 503, message: STORE_UNAVAILABLE });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ code: "ENOTDIR" });
  });

  it("rejects empty and oversized files before decoding them", async () => {
    await expect(storeUploadedImage(storage, Buffer.alloc(0))).rejects.toThrow(/empty/);
    await expect(storeUploadedImage(storage, Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toThrow(/too large/);
  });
});

describe("bounded picture work", () => {
  const uploadsDir = () => path.join(dataDir, "uploads");
  const filesNow = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).sort();

  it("refuses a picture above the pixel limit from its header, before decoding it, and stores nothing", async () => {
    const before = await filesNow();
    const started = imageWork.state().started;
    const error = await storeUploadedImage(storage, await png(1500, 1000), { maxMegapixels: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ImageRejectedError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      "The picture is too large: 1500 × 1000 pixels (1.5 megapixels). The limit is 1 megapixels: please make it smaller and upload it again.",
    );
    // Never reached the queue, so never decoded.
    expect(imageWork.state().started).toBe(started);
    expect(await filesNow()).toEqual(before);
    // Just under the limit passes.
    expect((await storeUploadedImage(storage, await png(1000, 1000), { maxMegapixels: 1 })).widths).toEqual([
      320, 640, 960, 1000,
    ]);
  });

  it("processes three uploads at once one at a time", async () => {
    imageWork.resetPeaks();
    const pictures = await Promise.all([png(1200, 800), png(900, 900), png(1600, 1000)]);
    const stored = await Promise.all(pictures.map((picture) => storeUploadedImage(storage, picture)));
    expect(stored.map((image) => image.widths.at(-1))).toEqual([1200, 900, 1600]);
    const state = imageWork.state();
    expect(state.peakRunning).toBe(IMAGE_CONCURRENCY);
    // The others waited their turn instead of running beside it.
    expect(state.peakWaiting).toBeGreaterThanOrEqual(1);
    expect(state).toMatchObject({ running: 0, waiting: 0 });
  });

  it("refuses work beyond what may wait, and gives the slot to the next in line", async () => {
    const queue = new ImageWorkQueue(1, 1);
    const order: string[] = [];
    let finishFirst = () => {};
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          order.push("first");
          finishFirst = resolve;
        }),
    );
    const second = queue.run(async () => {
      order.push("second");
    });
    await expect(queue.run(async () => order.push("third"))).rejects.toBeInstanceOf(ImageWorkBusyError);
    expect(queue.state()).toMatchObject({ running: 1, waiting: 1 });
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(["first", "second"]);
    expect(queue.state()).toMatchObject({ running: 0, waiting: 0, peakRunning: 1, started: 2 });
  });

  it("deletes every stored file of a picture", async () => {
    const stored = await storeUploadedImage(storage, await png(700, 400));
    expect(uploadedImageKeys(stored.url).sort()).toEqual([...stored.keys].sort());
    const deleted = await deleteUploadedImage(storage, stored.url);
    expect(deleted.sort()).toEqual([...stored.keys].sort());
    const files = await filesNow();
    for (const key of stored.keys) expect(files).not.toContain(key);
    // Seeded artwork and outside addresses are not ours to delete.
    expect(await deleteUploadedImage(storage, "/images/safaris/mara.webp")).toEqual([]);
  });
});

describe("/uploads", () => {
  it("serves every stored file for a year, and the base name as the best format the browser takes", async () => {
    const stored = await storeUploadedImage(storage, await png(700, 500));
    const base = stored.url.replace("/uploads/", "");

    const variant = await serve(`${base}-320.webp`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const avif = await serve(base);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    const webp = await serve(base, "image/webp,*/*");
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(700);
  });

  it.each(["../db/PG_VERSION", "..%2F..%2Fetc%2Fpasswd", "img-0000.webp", "UPPER.webp", ".hidden", ""])(
    "answers 404 for %s",
    async (name) => {
      const response = await serve(name);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );
});

describe("picture sources", () => {
  it("expands an upload into srcsets and leaves other images alone", () => {
    const sources = pictureSources("/uploads/img-0123456789abcdef0123456789abcdef-1000");
    expect(sources?.avifSrcSet).toBe(
      widthsUpTo(1000)
        .map((width) => `/uploads/img-0123456789abcdef0123456789abcdef-1000-${width}.avif ${width}w`)
        .join(", "),
    );
    expect(sources?.src).toBe("/uploads/img-0123456789abcdef0123456789abcdef-1000-1000.webp");
    expect(pictureSources("/images/safaris/mara.webp")).toBeNull();
    expect(pictureSources("https://i.ytimg.com/vi/x/hqdefault.jpg")).toBeNull();
    expect(thumbnailUrl("/images/x.webp")).toBe("/images/x.webp");
    expect(thumbnailUrl("/uploads/img-0123456789abcdef0123456789abcdef-200")).toBe(
      "/uploads/img-0123456789abcdef0123456789abcdef-200-200.webp",
    );
  });

  it("leaves the seeded artwork's SVG alone (the smaller file) and names its JPEG for previews", () => {
    expect(pictureSources("/art/site/safaris-hero.svg")).toBeNull();
    expect(seededArtName("/art/site/safaris-hero.svg")).toBe("site/safaris-hero");
    // Gallery pictures sit a folder deeper.
    expect(seededArtName("/art/galleries/amboseli/swamp-at-first-light.svg")).toBe(
      "galleries/amboseli/swamp-at-first-light",
    );
    expect(artPreviewPath("galleries/amboseli/swamp-at-first-light")).toBe(
      "/art/galleries/amboseli/swamp-at-first-light.jpg",
    );
    for (const other of ["/favicon.svg", "/art/../favicon.svg", "/art/site/Hero.svg", "/art/site/hero.svg?x=1"]) {
      expect(seededArtName(other), other).toBeNull();
    }
  });
});
