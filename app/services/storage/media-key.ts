// The names uploaded media files are stored under, and the content type each name is served with; shared by
// every media store, so a name means the same thing on local disk and in an object store.
/**
 * Keys are flat names we make ourselves: lowercase letters, digits, '-', '_' and one extension. Anything
 * else (slashes, dots that could climb out of the folder, empty names) never reaches a file system or an
 * object store's address.
 */
const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]{0,120}(\.[a-z0-9]{2,5})?$/;

export function isValidMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

/** By the key's extension, never by what a store says: the name we made decides how a file is served. */
export function contentTypeOf(key: string): string {
  const extension = /\.[^./]*$/.exec(key)?.[0] ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}
