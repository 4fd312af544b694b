// Turns an uploaded file into the pictures the site serves: checked to really be an image (by decoding
// it, not by its name or declared type), turned upright, stripped of metadata (camera, GPS), and
// encoded as AVIF and WebP at several widths.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { MediaStorage } from "~/services/storage/media-storage.server";
import { IMAGE_WIDTHS, UPLOADS_PATH, variantKey, widthsUpTo } from "./picture";

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Decoding a bigger picture would take too much memory; phones make about 50 megapixels at most. */
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);

export class ImageRejectedError extends Error {
  constructor(message: string) {
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

export async function storeUploadedImage(storage: MediaStorage, file: Blob | Buffer): Promise<StoredImage> {
  const size = Buffer.isBuffer(file) ? file.length : (file as Blob).size;
  if (size === 0) throw new ImageRejectedError("The file is empty.");
  if (size > MAX_IMAGE_BYTES) {
    throw new ImageRejectedError(`The file is too large (the limit is ${MAX_IMAGE_BYTES / 1024 / 1024} MB).`);
  }
  const input = Buffer.isBuffer(file) ? file : Buffer.from(await (file as Blob).arrayBuffer());

  let width: number;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new Error(`format ${metadata.format}`);
    // EXIF orientations 5-8 are stored on their side: the upright picture's width is the stored height.
    const sideways = (metadata.orientation ?? 1) >= 5;
    width = (sideways ? metadata.height : metadata.width) ?? 0;
    if (width < 1) throw new Error("no width");
    // Decode the pixels too: a valid header over a broken body is not a picture.
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).stats();
  } catch {
    throw new ImageRejectedError("The file is not a picture we can use (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).");
  }

  const widest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const base = `img-${randomBytes(16).toString("hex")}-${widest}`;
  const widths = widthsUpTo(widest);
  const keys: string[] = [];
  for (const target of widths) {
    const resized = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: target, withoutEnlargement: true });
    const [avif, webp] = await Promise.all([
      resized.clone().avif({ quality: 55, effort: 3 }).toBuffer(),
      resized.clone().webp({ quality: 80 }).toBuffer(),
    ]);
    const avifKey = variantKey(base, target, "avif");
    const webpKey = variantKey(base, target, "webp");
    await storage.put(avifKey, avif, "image/avif");
    await storage.put(webpKey, webp, "image/webp");
    keys.push(avifKey, webpKey);
  }
  return { url: `${UPLOADS_PATH}${base}`, widths, keys };
}
