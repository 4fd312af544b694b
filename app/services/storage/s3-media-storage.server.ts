// Uploaded media in an S3-compatible object store (Amazon S3, Cloudflare R2, MinIO, ...), so every app server
// serves what any of them stored. Plain S3 REST calls (PUT, GET and DELETE of one object) to path-style
// addresses, <endpoint>/<bucket>/<prefix><key>, which every such store accepts, signed with AWS Signature
// Version 4 by aws4fetch (docs/decisions/030-object-store.md).
import { AwsClient } from "aws4fetch";
import { assertMediaKey, contentTypeOf, isValidMediaKey } from "./media-key";
import type { MediaStorage, StoredMedia } from "./media-storage.server";

/**
 * How long one call to the store may take, its answer's body included. An upload makes up to a dozen calls and
 * a page's pictures one each: a store that stops answering costs a request this long, never for ever.
 */
export const OBJECT_STORE_TIMEOUT_MS = 10_000;

export interface S3MediaStorageOptions {
  /** The store's base address, e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every key, e.g. "heartbeest/" to share a bucket; "" or ending with "/". */
  prefix?: string;
  timeoutMs?: number;
}

interface StoreAnswer {
  status: number;
  body: Buffer;
}

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: "s3",
    region: options.region,
  });
  const prefix = options.prefix ?? "";
  const base = `${options.endpoint.replace(/\/+$/, "")}/${options.bucket}/${prefix}`;
  const timeoutMs = options.timeoutMs ?? OBJECT_STORE_TIMEOUT_MS;
  const named = (key: string) => `${options.bucket}/${prefix}${key}`;

  async function call(
    method: "GET" | "PUT" | "DELETE",
    key: string,
    upload?: { body: Buffer; contentType: string },
  ): Promise<StoreAnswer> {
    try {
      const request = await client.sign(`${base}${key}`, {
        method,
        body: upload ? new Uint8Array(upload.body) : undefined,
        headers: upload ? { "Content-Type": upload.contentType } : undefined,
      });
      // Signed by aws4fetch but sent here: its own fetch retries a 5xx up to ten times with growing waits,
      // and one call under one deadline (the answer and its body alike) is the whole budget.
      const response = await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
    } catch (error) {
      // The network error's words only, not the error itself as `cause`: a refused connection in the cause
      // chain would read as an unreachable database (app/db/database-availability.server.ts).
      throw new Error(`Object store: ${method} ${named(key)} failed: ${networkFailure(error, timeoutMs)}`);
    }
  }

  function refused(method: string, key: string, answer: StoreAnswer): Error {
    const code = errorCode(answer.body);
    return new Error(`Object store: ${method} ${named(key)} answered ${answer.status}${code ? ` ${code}` : ""}`);
  }

  return {
    async put(key, body, contentType) {
      assertMediaKey(key);
      const answer = await call("PUT", key, { body, contentType });
      if (answer.status < 200 || answer.status > 299) throw refused("PUT", key, answer);
    },
    async get(key): Promise<StoredMedia | null> {
      if (!isValidMediaKey(key)) return null;
      const answer = await call("GET", key);
      if (answer.status === 200)
        return { body: answer.body, contentType: contentTypeOf(key), size: answer.body.length };
      // A missing object is "no such picture"; a missing bucket is a mistake in the set-up, never hidden.
      if (answer.status === 404 && errorCode(answer.body) !== "NoSuchBucket") return null;
      throw refused("GET", key, answer);
    },
    async delete(key) {
      assertMediaKey(key);
      const answer = await call("DELETE", key);
      if (answer.status >= 200 && answer.status <= 299) return;
      // S3 answers 204 for a key that is not there; stores that say 404 mean the same: it is gone.
      if (answer.status === 404 && errorCode(answer.body) !== "NoSuchBucket") return;
      throw refused("DELETE", key, answer);
    },
  };
}

/** The S3 error code of an error answer (`<Error><Code>SlowDown</Code>...`), or null. */
function errorCode(body: Buffer): string | null {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body.subarray(0, 4096).toString("utf8"))?.[1] ?? null;
}

function networkFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const detail = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : "";
  const message = error instanceof Error ? error.message : String(error);
  return detail ? `${message} (${detail})` : message;
}
