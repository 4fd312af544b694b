// The object store against a real S3-compatible server on 127.0.0.1 (tests/fakes/s3-server.ts, which checks
// every signature): files round-trip, a missing one is null, wrong keys and a missing bucket are errors, a key
// that could leave its folder never leaves the process, and a store that answers 503, refuses connections or
// says nothing fails the call in bounded time, once, with the status or the cause in words.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailableError } from "~/db/database-availability.server";
import { loadConfig } from "~/utils/env.server";
import { type FakeS3Server, startFakeS3Server } from "../../../tests/fakes/s3-server";
import { mediaStorageFor } from "./media-storage.server";
import { createS3MediaStorage, type S3MediaStorageOptions } from "./s3-media-storage.server";

let s3: FakeS3Server;
let options: S3MediaStorageOptions;

beforeAll(async () => {
  s3 = await startFakeS3Server();
  options = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  };
});

afterAll(async () => {
  await s3?.stop();
});

/** What the bucket holds at `objectKey`, asked for with the server's own keys and no code of ours. */
async function objectInBucket(objectKey: string): Promise<{ status: number; body: string }> {
  const client = new AwsClient({ ...options, service: "s3", retries: 0 });
  const response = await client.fetch(`${s3.endpoint}/${s3.bucket}/${objectKey}`);
  return { status: response.status, body: await response.text() };
}

/** A server on 127.0.0.1 for the length of `run`; `handle` decides what a store there does. */
async function withServer<T>(handle: (socket: net.Socket) => void, run: (endpoint: string) => Promise<T>): Promise<T> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A port nothing listens on any more: a connection there is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("S3 media storage", () => {
  it("stores, replaces, reads and deletes a file", async () => {
    const storage = createS3MediaStorage(options);
    await storage.put("img-abc-320.webp", Buffer.from("first"), "image/webp");
    await storage.put("img-abc-320.webp", Buffer.from("second"), "image/webp");
    const stored = await storage.get("img-abc-320.webp");
    expect(stored?.body.toString()).toBe("second");
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.size).toBe(6);
    expect((await objectInBucket("img-abc-320.webp")).body).toBe("second");

    await storage.delete("img-abc-320.webp");
    expect(await storage.get("img-abc-320.webp")).toBeNull();
    expect((await objectInBucket("img-abc-320.webp")).status).toBe(404);
    // Deleting what is not there (removed twice, or never stored) is no error.
    await storage.delete("img-abc-320.webp");
  });

  it("keeps binary files byte for byte", async () => {
    const storage = createS3MediaStorage(options);
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await storage.put("img-binary-640.avif", bytes, "image/avif");
    const stored = await storage.get("img-binary-640.avif");
    expect(stored?.contentType).toBe("image/avif");
    expect(stored?.body.equals(bytes)).toBe(true);
    await storage.delete("img-binary-640.avif");
  });

  it("answers null for a key that was never stored", async () => {
    expect(await createS3MediaStorage(options).get("img-never-stored-320.webp")).toBeNull();
  });

  it("keeps each prefix's files apart in one bucket", async () => {
    const siteA = createS3MediaStorage({ ...options, prefix: "site-a/media/" });
    const siteB = createS3MediaStorage({ ...options, prefix: "site-b/" });
    await siteA.put("img-shared-name.webp", Buffer.from("from a"), "image/webp");
    expect((await objectInBucket("site-a/media/img-shared-name.webp")).body).toBe("from a");
    expect((await objectInBucket("img-shared-name.webp")).status).toBe(404);
    expect(await siteB.get("img-shared-name.webp")).toBeNull();
    expect((await siteA.get("img-shared-name.webp"))?.body.toString()).toBe("from a");
    await siteA.delete("img-shared-name.webp");
    expect((await objectInBucket("site-a/media/img-shared-name.webp")).status).toBe(404);
  });

  it("refuses a wrong secret or an unknown key with the store's status, never reading it as a missing file", async () => {
    await createS3MediaStorage(options).put("img-guarded.webp", Buffer.from("kept"), "image/webp");
    const wrongSecret = createS3MediaStorage({ ...options, secretAccessKey: `${options.secretAccessKey}x` });
    await expect(wrongSecret.put("img-other.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /PUT heartbeest-media\/img-other\.webp answered 403 SignatureDoesNotMatch/,
    );
    await expect(wrongSecret.get("img-guarded.webp")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(wrongSecret.delete("img-guarded.webp")).rejects.toThrow(/403 SignatureDoesNotMatch/);
    const unknownKey = createS3MediaStorage({ ...options, accessKeyId: "NOBODYS-KEY" });
    await expect(unknownKey.get("img-guarded.webp")).rejects.toThrow(/403 InvalidAccessKeyId/);
    // Nothing was written or removed by the refused calls.
    expect((await objectInBucket("img-guarded.webp")).body).toBe("kept");
    expect((await objectInBucket("img-other.webp")).status).toBe(404);
  });

  it("reports a bucket that does not exist instead of answering that every file is missing", async () => {
    const noBucket = createS3MediaStorage({ ...options, bucket: "no-such-bucket" });
    await expect(noBucket.get("img-abc.webp")).rejects.toThrow(
      /GET no-such-bucket\/img-abc\.webp answered 404 NoSuchBucket/,
    );
    await expect(noBucket.put("img-abc.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/404 NoSuchBucket/);
    await expect(noBucket.delete("img-abc.webp")).rejects.toThrow(/404 NoSuchBucket/);
  });

  it.each(["../escape.webp", "a/b.webp", "/etc/passwd", ".env", "UPPER.webp", "a..webp", "", "x".repeat(200)])(
    "refuses the key %j before asking the store",
    async (key) => {
      // An endpoint nothing listens on: a request sent there would fail with another message.
      const storage = createS3MediaStorage({ ...options, endpoint: `http://127.0.0.1:${await closedPort()}` });
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Invalid media key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid media key/);
      expect(await storage.get(key)).toBeNull();
    },
  );

  it("fails once, with the status and the store's code, when the store answers 503", async () => {
    let requests = 0;
    const server = http.createServer((request, response) => {
      requests += 1;
      request.resume();
      response.writeHead(503, { "Content-Type": "application/xml" });
      response.end(
        '<?xml version="1.0"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const storage = createS3MediaStorage({ ...options, endpoint: `http://127.0.0.1:${port}` });
      await expect(storage.put("img-busy.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
        /PUT heartbeest-media\/img-busy\.webp answered 503 SlowDown/,
      );
      await expect(storage.get("img-busy.webp")).rejects.toThrow(/503 SlowDown/);
      // No retries behind the caller's back: one request per call.
      expect(requests).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("gives up on a store that takes the connection and never answers", async () => {
    await withServer(
      () => undefined,
      async (endpoint) => {
        const storage = createS3MediaStorage({ ...options, endpoint, timeoutMs: 300 });
        const started = Date.now();
        await expect(storage.put("img-silent.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
          /PUT heartbeest-media\/img-silent\.webp failed: no answer within 300 ms/,
        );
        await expect(storage.get("img-silent.webp")).rejects.toThrow(/no answer within 300 ms/);
        expect(Date.now() - started).toBeLessThan(5_000);
      },
    );
  });

  it("gives up on a store that stops in the middle of a file", async () => {
    await withServer(
      (socket) => {
        socket.once("data", () =>
          socket.write("HTTP/1.1 200 OK\r\nContent-Type: image/webp\r\nContent-Length: 1000\r\n\r\nonly the start"),
        );
      },
      async (endpoint) => {
        const storage = createS3MediaStorage({ ...options, endpoint, timeoutMs: 300 });
        await expect(storage.get("img-half.webp")).rejects.toThrow(/GET heartbeest-media\/img-half\.webp failed/);
      },
    );
  });

  it("names a refused connection, and never as an unreachable database", async () => {
    const storage = createS3MediaStorage({ ...options, endpoint: `http://127.0.0.1:${await closedPort()}` });
    const error = await storage.put("img-nowhere.webp", Buffer.from("x"), "image/webp").catch((thrown) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/PUT heartbeest-media\/img-nowhere\.webp failed: .*ECONNREFUSED/);
    // A database outage answers 503 "try again" and says "database unavailable" in the log: not this.
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});

describe("mediaStorageFor", () => {
  it("uses the object store when MEDIA_S3_BUCKET is set, and leaves DATA_DIR alone", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-media-choice-"));
    try {
      const storage = mediaStorageFor(loadConfig({ DATA_DIR: dataDir, ...s3.env, MEDIA_S3_PREFIX: "chosen" }));
      await storage.put("img-chosen-320.webp", Buffer.from("in the bucket"), "image/webp");
      expect((await objectInBucket("chosen/img-chosen-320.webp")).body).toBe("in the bucket");
      expect(await readdir(dataDir)).toEqual([]);
      await storage.delete("img-chosen-320.webp");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("keeps uploads on local disk without it", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-media-choice-"));
    try {
      const storage = mediaStorageFor(loadConfig({ DATA_DIR: dataDir }));
      await storage.put("img-local-320.webp", Buffer.from("on disk"), "image/webp");
      expect(await readdir(path.join(dataDir, "uploads"))).toEqual(["img-local-320.webp"]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
