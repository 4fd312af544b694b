// An uploaded picture is stored as one value, its base URL (`/uploads/img-<id>-<widest>`); this expands
// it into the AVIF and WebP files at every width, for <picture> and srcset. Other values (seeded
// artwork, absolute URLs) are left alone; the artwork's SVG has a JPEG beside it for link previews.

/** The widths uploads are resized to; a picture narrower than one of them stops at its own width. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

export const UPLOADS_PATH = "/uploads/";

const UPLOADED_IMAGE = /^\/uploads\/(img-[0-9a-f]{32}-(\d{2,4}))$/;

export function uploadedImageBase(url: string | null | undefined): { base: string; widest: number } | null {
  const match = url ? UPLOADED_IMAGE.exec(url) : null;
  if (!match?.[1] || !match[2]) return null;
  return { base: match[1], widest: Number(match[2]) };
}

/** The widths an upload was stored at: the standard ones below its widest, then its widest. */
export function widthsUpTo(widest: number): number[] {
  return [...IMAGE_WIDTHS.filter((width) => width < widest), widest];
}

export function variantKey(base: string, width: number, format: "avif" | "webp"): string {
  return `${base}-${width}.${format}`;
}

/** Every stored file of an uploaded picture (AVIF and WebP at each width), or none for any other value. */
export function uploadedImageKeys(url: string | null | undefined): string[] {
  const parsed = uploadedImageBase(url);
  if (!parsed) return [];
  return widthsUpTo(parsed.widest).flatMap((width) => [
    variantKey(parsed.base, width, "avif"),
    variantKey(parsed.base, width, "webp"),
  ]);
}

const SEEDED_ART = /^\/art\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.svg$/;

/** `<name>` of a piece of seeded artwork (`/art/<name>.svg`), or null for any other value. */
export function seededArtName(url: string | null | undefined): string | null {
  return (url ? SEEDED_ART.exec(url)?.[1] : undefined) ?? null;
}

/** How wide the build draws each piece of artwork as a JPEG for link previews (scripts/vite/art-previews.ts). */
export const ART_PREVIEW_WIDTH = 1200;

/**
 * The JPEG the build draws of `/art/<name>.svg` for link previews and search results, which take no SVG:
 * `/art/<name>.jpg`. Pages keep the SVG, which is the smaller file (about 4 kB sent against 10 kB as WebP).
 */
export function artPreviewPath(name: string): string {
  return `/art/${name}.jpg`;
}

export interface PictureSources {
  /** The widest WebP, for <img src>. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
  width: number;
}

/** srcsets for an uploaded picture, or null for any other image value. */
export function pictureSources(url: string | null | undefined): PictureSources | null {
  const parsed = uploadedImageBase(url);
  if (!parsed) return null;
  const widths = widthsUpTo(parsed.widest);
  const srcSet = (format: "avif" | "webp") =>
    widths.map((width) => `${UPLOADS_PATH}${variantKey(parsed.base, width, format)} ${width}w`).join(", ");
  return {
    src: `${UPLOADS_PATH}${variantKey(parsed.base, parsed.widest, "webp")}`,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    width: parsed.widest,
  };
}

/** A small variant for thumbnails in staff lists: the narrowest stored WebP. */
export function thumbnailUrl(url: string | null | undefined): string | null {
  const parsed = uploadedImageBase(url);
  if (!parsed) return url ?? null;
  const [narrowest] = widthsUpTo(parsed.widest);
  return `${UPLOADS_PATH}${variantKey(parsed.base, narrowest ?? parsed.widest, "webp")}`;
}
