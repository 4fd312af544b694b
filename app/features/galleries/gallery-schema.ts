// The words and numbers staff give each gallery picture: a description for people who cannot see it (the alt
// text, required) and the focal point crops keep in frame. One schema for the browser's inline checks and the
// server, matching the database's own checks (gallery_images_alt_present, gallery_images_focal_range).
import { z } from "zod";

export const GALLERY_ALT_MAX_LENGTH = 300;
/** The largest picture file staff may upload (the image pipeline's limit, in bytes). */
export const GALLERY_MAX_FILE_BYTES = 15 * 1024 * 1024;
/** Picture types the file input offers; the server decodes the file to be sure, whatever its name says. */
export const GALLERY_ACCEPTED_TYPES =
  "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif,image/tiff";

export const GALLERY_MESSAGES = {
  altMissing: "Describe the picture for people who cannot see it.",
  altTooLong: `Keep the description to ${GALLERY_ALT_MAX_LENGTH} characters.`,
  focalRange: "Enter a whole number from 0 to 100.",
  fileMissing: "Choose a picture to upload.",
  fileTooLarge: `The picture is too large: the limit is ${GALLERY_MAX_FILE_BYTES / 1024 / 1024} MB. Please make it smaller and upload it again.`,
  fileNotPicture: "The file is not a picture we can use (JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF).",
} as const;

/** An empty number field means the middle, where every crop starts. */
const focalCoordinate = z.preprocess(
  (value) =>
    typeof value === "string" && value.trim() === "" ? 50 : typeof value === "string" ? Number(value) : value,
  z
    .number({ error: GALLERY_MESSAGES.focalRange })
    .int({ error: GALLERY_MESSAGES.focalRange })
    .min(0, { error: GALLERY_MESSAGES.focalRange })
    .max(100, { error: GALLERY_MESSAGES.focalRange }),
);

export const galleryDetailsSchema = z.object({
  alt: z
    .string({ error: GALLERY_MESSAGES.altMissing })
    .trim()
    .min(1, { error: GALLERY_MESSAGES.altMissing })
    .max(GALLERY_ALT_MAX_LENGTH, { error: GALLERY_MESSAGES.altTooLong }),
  focalX: focalCoordinate,
  focalY: focalCoordinate,
});

export type GalleryDetails = z.infer<typeof galleryDetailsSchema>;

/** A file the browser can already tell is wrong, before it is sent: the message for its field, or null. */
export function fileProblem(file: { size: number; type: string } | null | undefined): string | null {
  if (!file || file.size === 0) return GALLERY_MESSAGES.fileMissing;
  if (file.size > GALLERY_MAX_FILE_BYTES) return GALLERY_MESSAGES.fileTooLarge;
  // An empty type is a file the browser could not name (HEIC on some systems): the server decides.
  if (file.type && !file.type.startsWith("image/")) return GALLERY_MESSAGES.fileNotPicture;
  return null;
}
