// Where uploaded media files live. The product ships a local-folder store (DATA_DIR/uploads); an
// S3-compatible store can implement the same interface and be chosen in `mediaStorageFor`.
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "~/utils/env.server";

export interface StoredMedia {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface MediaStorage {
  /** Stores (or replaces) the object at `key`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are flat names we make ourselves: lowercase letters, digits, '-', '_' and one extension. Anything
 * else (slashes, dots that could climb out of the folder, empty names) never reaches a file system.
 */
const MEDIA_KEY = /^[a-z0-9][a-z0-9_-]{0,120}(\.[a-z0-9]{2,5})?$/;

export function isValidMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}

function assertKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

export function createLocalMediaStorage(root: string): MediaStorage {
  const folder = path.resolve(root);
  const fileFor = (key: string) => {
    assertKey(key);
    return path.join(folder, key);
  };
  return {
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(folder, { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const file = fileFor(key);
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)]);
        return { body, contentType: contentTypeOf(key), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}

export function mediaStorageFor(config: Pick<AppConfig, "DATA_DIR">): MediaStorage {
  return createLocalMediaStorage(path.join(config.DATA_DIR, "uploads"));
}
