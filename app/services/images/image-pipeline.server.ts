// Turns an uploaded file into the pictures the site serves: checked to really be an image (by decoding
// it, not by its name or declared type) of a bounded size, turned upright, stripped of metadata (camera,
// GPS), and encoded as AVIF and WebP at several widths, a few pictures at a time (image-work-queue.server.ts).
import { randomBytes } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { MediaStorage } from "~/services/storage/media-storage.server";
import { IMAGE_WIDTHS, UPLOADS_PATH, uploadedImageKeys, variantKey, widthsUpTo } from "~/utils/picture";
import { ImageWorkBusyError, imageWork } from "./image-work-queue.server";

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/**
 * The most pixels an upload may have, unless UPLOAD_MAX_MEGAPIXELS says otherwise: a camera's or phone's
 * usual photo (12 to 24 MP, 40 MP at most) passes; decoding more costs seconds of CPU and hundreds of
 * megabytes for a picture the site shows at 1920 pixels wide at most.
 */
export const DEFAULT_MAX_MEGAPIXELS = 40;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    /** 400: this file will never do; 503: the server is busy, the same file may be sent again shortly. */
    readonly status: 400 | 503 = 400,
  ) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

export interface StoredImage {
  /** The value to keep in an image column: expands into every stored file (see picture.ts). */
  url: string;
  widths: number[];
  keys: string[];
}

export interface ImageLimits {
  /** Megapixels (millions of pixels) an upload may have; DEFAULT_MAX_MEGAPIXELS when left out. */
  maxMegapixels?: number;
  /** Told what the media store said when it refused or did not answer (for the log: staff see words). */
  onStoreFailure?: (error: unknown) => void;
}

/** What staff read beside the file when the media store (a disk, an object store) could not take the picture. */
export const STORE_UNAVAILABLE =
  "The picture could not be stored just now (our picture store did not answer). Please choose it again in a minute.";

const NOT_A_PICTURE = "The file is not a picture we can use (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).";

function megapixels(pixels: number): string {
  return (pixels / 1_000_000).toLocaleString("en", { maximumFractionDigits: 1 });
}

/**
 * Checks an upload from its header alone (format, width, height: nothing is decoded yet), then makes the
 * stored files in the image queue: one decode, turned upright and shrunk to the widest size kept, from
 * which every width is encoded as AVIF and WebP.
 */
export async function storeUploadedImage(
  storage: MediaStorage,
  file: Blob | Buffer,
  limits: ImageLimits = {},
): Promise<StoredImage> {
  const size = Buffer.isBuffer(file) ? file.length : (file as Blob).size;
  if (size === 0) throw new ImageRejectedError("The file is empty.");
  if (size > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(`The file is too large (the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB).`);
  }
  const input = Buffer.isBuffer(file) ? file : Buffer.from(await (file as Blob).arrayBuffer());
  const maxPixels = Math.round((limits.maxMegapixels ?? DEFAULT_MAX_MEGAPIXELS) * 1_000_000);

  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new ImageRejectedError(NOT_A_PICTURE);
  }
  const storedWidth = metadata.width ?? 0;
  const storedHeight = metadata.pageHeight ?? metadata.height ?? 0;
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format) || storedWidth < 1 || storedHeight < 1) {
    throw new ImageRejectedError(NOT_A_PICTURE);
  }
  const pixels = storedWidth * storedHeight;
  if (pixels > maxPixels) {
    throw new ImageRejectedError(
      `The picture is too large: ${storedWidth} × ${storedHeight} pixels (${megapixels(pixels)} megapixels). ` +
        `The limit is ${megapixels(maxPixels)} megapixels: please make it smaller and upload it again.`,
    );
  }
  // EXIF orientations 5-8 are stored on their side: the upright picture's width is the stored height.
  const width = (metadata.orientation ?? 1) >= 5 ? storedHeight : storedWidth;

  try {
    return await imageWork.run(() => encodeAndStore(storage, input, width, maxPixels, limits));
  } catch (error) {
    if (error instanceof ImageWorkBusyError) {
      throw new ImageRejectedError("Other pictures are being processed right now: please try again in a minute.", 503);
    }
    throw error;
  }
}

async function encodeAndStore(
  storage: MediaStorage,
  input: Buffer,
  width: number,
  maxPixels: number,
  limits: ImageLimits,
): Promise<StoredImage> {
  const widest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  // The only full decode. failOn "error": a valid header over a broken body is not a picture.
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: maxPixels, failOn: "error", sequentialRead: true })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError(NOT_A_PICTURE);
  }
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels as 1 | 2 | 3 | 4,
  };
  const base = `img-${randomBytes(16).toString("hex")}-${widest}`;
  const widths = widthsUpTo(widest);
  const keys: string[] = [];
  try {
    for (const target of widths) {
      const resized = sharp(decoded.data, { raw }).resize({ width: target, withoutEnlargement: true });
      const avif = await resized.clone().avif({ quality: 55, effort: 3 }).toBuffer();
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer();
      const avifKey = variantKey(base, target, "avif");
      const webpKey = variantKey(base, target, "webp");
      keys.push(avifKey, webpKey);
      await putOrRefuse(storage, avifKey, avif, "image/avif", limits);
      await putOrRefuse(storage, webpKey, webp, "image/webp", limits);
    }
  } catch (error) {
    // Half a picture is no picture: nothing is left behind.
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return { url: `${UPLOADS_PATH}${base}`, widths, keys };
}

/**
 * A store that refuses or does not answer is a passing outage for staff: 503 and words beside the file, the
 * rest of the form kept, and what the store said given to the log.
 */
async function putOrRefuse(storage: MediaStorage, key: string, body: Buffer, type: string, limits: ImageLimits) {
  try {
    await storage.put(key, body, type);
  } catch (error) {
    limits.onStoreFailure?.(error);
    throw new ImageRejectedError(STORE_UNAVAILABLE, 503);
  }
}

/** Deletes every stored file of an uploaded picture (its value in an image column); other values are left. */
export async function deleteUploadedImage(storage: MediaStorage, url: string | null | undefined): Promise<string[]> {
  const keys = uploadedImageKeys(url);
  await Promise.all(keys.map((key) => storage.delete(key)));
  return keys;
}
