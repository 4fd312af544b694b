// Where uploaded media files live: a folder on local disk (DATA_DIR/uploads) by default, or an S3-compatible
// object store when MEDIA_S3_BUCKET is set, so that several app servers share them (docs/deploy.md).
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "~/utils/env.server";
import { assertMediaKey, contentTypeOf, isValidMediaKey } from "./media-key";
import { createS3MediaStorage, type S3MediaStorageOptions } from "./s3-media-storage.server";

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

export function createLocalMediaStorage(root: string): MediaStorage {
  const folder = path.resolve(root);
  const fileFor = (key: string) => {
    assertMediaKey(key);
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

type MediaStorageConfig = Pick<AppConfig, "DATA_DIR"> &
  Partial<
    Pick<
      AppConfig,
      | "MEDIA_S3_BUCKET"
      | "MEDIA_S3_ENDPOINT"
      | "MEDIA_S3_REGION"
      | "MEDIA_S3_ACCESS_KEY_ID"
      | "MEDIA_S3_SECRET_ACCESS_KEY"
      | "MEDIA_S3_PREFIX"
    >
  >;

/** Amazon S3's own address in a region, for a bucket set without MEDIA_S3_ENDPOINT. */
export function amazonS3Endpoint(region: string): string {
  return `https://s3.${region}.amazonaws.com`;
}

/** The object store's settings when MEDIA_S3_BUCKET is set (loadConfig made sure its keys came with it). */
function objectStoreOptions(config: MediaStorageConfig): S3MediaStorageOptions | null {
  if (!config.MEDIA_S3_BUCKET) return null;
  const region = config.MEDIA_S3_REGION ?? "us-east-1";
  return {
    endpoint: config.MEDIA_S3_ENDPOINT ?? amazonS3Endpoint(region),
    bucket: config.MEDIA_S3_BUCKET,
    region,
    accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY ?? "",
    prefix: config.MEDIA_S3_PREFIX ?? "",
  };
}

/** The object store when one is configured, the local folder otherwise. */
export function mediaStorageFor(config: MediaStorageConfig): MediaStorage {
  const objectStore = objectStoreOptions(config);
  return objectStore
    ? createS3MediaStorage(objectStore)
    : createLocalMediaStorage(path.join(config.DATA_DIR, "uploads"));
}

/** Where uploads go, for the start-up log: never a key. */
export function describeMediaStorage(config: MediaStorageConfig): Record<string, string> {
  const objectStore = objectStoreOptions(config);
  if (!objectStore) return { media: "local", folder: path.resolve(config.DATA_DIR, "uploads") };
  return { media: "s3", endpoint: objectStore.endpoint, bucket: objectStore.bucket, prefix: objectStore.prefix ?? "" };
}
