// The local media store: files round-trip, replace atomically, and names that could leave the folder
// never reach the file system.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypeOf, isValidMediaKey } from "./media-key";
import { createLocalMediaStorage, type MediaStorage } from "./media-storage.server";

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "heartbeest-media-"));
  storage = createLocalMediaStorage(path.join(root, "uploads"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("local media storage", () => {
  it("stores, replaces, reads and deletes a file", async () => {
    await storage.put("img-abc-320.webp", Buffer.from("first"), "image/webp");
    await storage.put("img-abc-320.webp", Buffer.from("second"), "image/webp");
    const stored = await storage.get("img-abc-320.webp");
    expect(stored?.body.toString()).toBe("second");
    expect(stored?.contentType).toBe("image/webp");
    expect(await readdir(path.join(root, "uploads"))).toEqual(["img-abc-320.webp"]);
    await storage.delete("img-abc-320.webp");
    expect(await storage.get("img-abc-320.webp")).toBeNull();
  });

  it.each(["../escape.webp", "a/b.webp", "/etc/passwd", ".env", "UPPER.webp", "a..webp", "", "x".repeat(200)])(
    "refuses the key %j",
    async (key) => {
      expect(isValidMediaKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Invalid media key/);
      expect(await storage.get(key)).toBeNull();
    },
  );

  it("names content types by extension", () => {
    expect(contentTypeOf("a.avif")).toBe("image/avif");
    expect(contentTypeOf("a.bin")).toBe("application/octet-stream");
  });
});
