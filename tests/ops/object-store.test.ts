// Two app servers sharing uploads through an S3-compatible object store, behind nginx, as docs/deploy.md sets
// them up: a picture staff upload on one server is served, byte for byte, by the other and through the proxy
// by both in turn; nothing lands on either server's disk; removed on the other server, it is gone everywhere
// and from the bucket. With the store down, an upload is refused in words and leaves no record behind. The
// servers are the production build started as real processes on one throw-away PostgreSQL database; the store
// is a real S3 server checking signatures (tests/fakes/s3-server.ts); nginx is Debian's.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { AwsClient } from "aws4fetch";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_UNAVAILABLE } from "~/services/images/image-pipeline.server";
import { uploadedImageBase, uploadedImageKeys, variantKey } from "~/utils/picture";
import { type AppServer, freePort, startAppServer } from "../e2e/support/app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../e2e/support/database";
import { get } from "../e2e/support/http";
import { type FakeS3Server, startFakeS3Server } from "../fakes/s3-server";
import { NGINX_BINARY, type Nginx, startNginx } from "./support/nginx";

const POSTGRES_SERVER_URL = process.env.POSTGRES_SERVER_URL || "postgres://postgres@127.0.0.1:5432/test";
const ADMIN = { email: "wanjiru@heartbeest.test", password: "a long and shared staff passphrase" };
/** A folder in the bucket, as an operator sharing one bucket would set it. */
const PREFIX = "heartbeest-uploads/";
const AVIF = "image/avif,image/webp,*/*";

// A developer's machine without nginx says so and skips; CI installs it (.ci/run), where a missing one fails.
const hasNginx = existsSync(NGINX_BINARY);
const runs = hasNginx || process.env.CI === "true";
if (!runs) console.warn(`object-store.test.ts skipped: no nginx at ${NGINX_BINARY} (apt-get install -y nginx).`);

let database: ThrowAwayDatabase;
let s3: FakeS3Server;
let serverA: AppServer;
let serverB: AppServer;
let nginx: Nginx;
let pool: pg.Pool;
let destinationId: number;
let cookie: string;
const started = Date.now();

beforeAll(async () => {
  if (!runs) return;
  if (!hasNginx) throw new Error(`nginx not found at ${NGINX_BINARY}: install it with \`apt-get install -y nginx\`.`);
  database = await createThrowAwayDatabase(POSTGRES_SERVER_URL);
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  s3 = await startFakeS3Server();
  // Every server is told the proxy's address as its public one, as in production.
  const proxyPort = await freePort();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: "4",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SITE_URL: `http://127.0.0.1:${proxyPort}`,
    TRUST_PROXY: "true",
    ...s3.env,
    MEDIA_S3_PREFIX: PREFIX,
  };
  const servers = await Promise.allSettled([startAppServer({ env }), startAppServer({ env })]);
  [serverA, serverB] = servers.flatMap((result) => (result.status === "fulfilled" ? [result.value] : [])) as [
    AppServer,
    AppServer,
  ];
  const failure = servers.find((result) => result.status === "rejected");
  if (failure) throw (failure as PromiseRejectedResult).reason;
  nginx = await startNginx({ port: proxyPort, upstreamPorts: [serverA.port, serverB.port] });

  const [destination] = (await pool.query<{ id: number }>("select id from destinations order by id limit 1")).rows;
  if (!destination) throw new Error("The seed made no destination");
  destinationId = destination.id;
  console.log(`[object store] s3rver, two app servers and nginx ready in ${Date.now() - started} ms`);
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.allSettled([serverA?.stop(), serverB?.stop()]);
  await pool?.end();
  await s3?.stop();
  await database?.drop();
  if (runs) console.log(`[object store] whole file: ${Date.now() - started} ms`);
});

const galleryPath = () => `/admin/galleries/destination/${destinationId}`;

/** A post as a browser sends it from a page of the address it posts to (the proxy's, or one server's). */
function post(
  server: { url: string },
  path: string,
  body: FormData | URLSearchParams,
  headers: Record<string, string>,
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url, ...headers },
    body,
    signal: AbortSignal.timeout(120_000),
  });
}

/** Signs in through the proxy's sign-in form (either server may take it) and returns the Cookie header. */
async function signIn(): Promise<string> {
  const response = await post(
    nginx,
    "/login",
    new URLSearchParams({ email: ADMIN.email, password: ADMIN.password }),
    {},
  );
  expect(response.status, await response.clone().text()).toBe(302);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]!);
  expect(cookies.some((pair) => pair.startsWith("heartbeest.session_token="))).toBe(true);
  return cookies.join("; ");
}

/** A photo-like JPEG (a gradient with noise), 1000 pixels wide: four widths of AVIF and WebP are made from it. */
async function photo(): Promise<Buffer> {
  const width = 1000;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  const noise = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / 12 + (noise[i]! % 24)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function uploadPicture(server: AppServer, alt: string): Promise<Response> {
  const form = new FormData();
  form.set("intent", "add");
  form.set("file", new Blob([new Uint8Array(await photo())], { type: "image/jpeg" }), "giraffes.jpg");
  form.set("alt", alt);
  form.set("focalX", "50");
  form.set("focalY", "40");
  return post(server, galleryPath(), form, { Cookie: cookie });
}

async function galleryRows(alt: string) {
  return (await pool.query<{ id: number; url: string }>("select id, url from gallery_images where alt = $1", [alt]))
    .rows;
}

/** The keys the bucket holds under `prefix`, asked with the store's own keys and no code of ours. */
async function keysInBucket(prefix: string): Promise<string[]> {
  const client = new AwsClient({
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    service: "s3",
    region: s3.region,
    retries: 0,
  });
  const response = await client.fetch(`${s3.endpoint}/${s3.bucket}?prefix=${encodeURIComponent(prefix)}`);
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1]!);
}

const ALT = `Giraffes at the waterhole, shared by every server (${randomBytes(3).toString("hex")})`;
let pictureUrl = "";
let pictureId = 0;

describe.skipIf(!runs)("uploads in an object store, two app servers behind nginx", () => {
  it("says at start which store each server uses", async () => {
    for (const server of [serverA, serverB]) {
      const line = await server.waitForLog("media storage chosen");
      expect(line).toMatchObject({ media: "s3", endpoint: s3.endpoint, bucket: s3.bucket, prefix: PREFIX });
    }
  });

  it("serves a picture uploaded on server A from server B and through nginx, byte for byte", async () => {
    cookie = await signIn();
    const uploadStarted = Date.now();
    const upload = await uploadPicture(serverA, ALT);
    expect(upload.status, await upload.clone().text()).toBe(302);
    console.log(
      `[object store] upload on server A (4 widths, AVIF and WebP, into the bucket): ${Date.now() - uploadStarted} ms`,
    );
    const [row] = await galleryRows(ALT);
    expect(row).toBeDefined();
    expect(upload.headers.get("location")).toBe(`${galleryPath()}#picture-${row!.id}`);
    pictureId = row!.id;
    pictureUrl = row!.url;
    const base = uploadedImageBase(pictureUrl);
    expect(base).toMatchObject({ widest: 1000 });

    // Every file of the picture is in the bucket, under the prefix; none on either server's disk.
    const keys = uploadedImageKeys(pictureUrl);
    expect(keys).toHaveLength(8);
    expect((await keysInBucket(`${PREFIX}${base!.base}`)).sort()).toEqual(keys.map((key) => `${PREFIX}${key}`).sort());
    for (const server of [serverA, serverB]) expect(existsSync(`${server.dataDir}/uploads`)).toBe(false);

    // The bare address (what the page's <img src> holds) answers the widest AVIF to a browser that takes it.
    const fromA = await get(`${serverA.url}${pictureUrl}`, { Accept: AVIF });
    expect(fromA.status).toBe(200);
    expect(fromA.header("content-type")).toBe("image/avif");
    expect(fromA.header("cache-control")).toBe("public, max-age=31536000, immutable");
    const fromB = await get(`${serverB.url}${pictureUrl}`, { Accept: AVIF });
    expect(fromB.status).toBe(200);
    expect(fromB.header("content-type")).toBe("image/avif");
    expect(fromB.raw.equals(fromA.raw)).toBe(true);
    expect(fromB.raw.length).toBeGreaterThan(1_000);

    // Through nginx, both servers take turns answering, each with the same bytes.
    const answeredBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const viaProxy = await get(`${nginx.url}${pictureUrl}`, { Accept: AVIF });
      expect(viaProxy.status).toBe(200);
      expect(viaProxy.raw.equals(fromA.raw)).toBe(true);
      answeredBy.add(viaProxy.header("x-upstream") ?? "");
    }
    expect([...answeredBy].sort()).toEqual([`127.0.0.1:${serverA.port}`, `127.0.0.1:${serverB.port}`].sort());

    // Each width's WebP is a WebP, the same from B as through the proxy.
    const smallest = `/uploads/${variantKey(base!.base, 320, "webp")}`;
    const webpFromB = await get(`${serverB.url}${smallest}`);
    expect(webpFromB.status).toBe(200);
    expect(webpFromB.header("content-type")).toBe("image/webp");
    expect(webpFromB.raw.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect((await sharp(webpFromB.raw).metadata()).width).toBe(320);
    expect((await get(`${nginx.url}${smallest}`)).raw.equals(webpFromB.raw)).toBe(true);
  });

  it("removes the picture on server B: gone from A, B, nginx and the bucket", async () => {
    expect(pictureId, "the upload test ran first").toBeGreaterThan(0);
    const removal = await post(
      serverB,
      galleryPath(),
      new URLSearchParams({ intent: "remove", id: String(pictureId) }),
      { Cookie: cookie },
    );
    expect(removal.status, await removal.clone().text()).toBe(302);
    expect(await galleryRows(ALT)).toEqual([]);

    const base = uploadedImageBase(pictureUrl)!;
    expect(await keysInBucket(`${PREFIX}${base.base}`)).toEqual([]);
    const addresses = [pictureUrl, ...uploadedImageKeys(pictureUrl).map((key) => `/uploads/${key}`)];
    for (const server of [serverA, serverB, nginx]) {
      for (const address of addresses) {
        const answer = await get(`${server.url}${address}`, { Accept: AVIF });
        expect(answer.status, `${server.url}${address}`).toBe(404);
        // Never kept by a cache in front, so the picture cannot come back from one.
        expect(answer.header("cache-control")).toBe("private, no-store");
      }
    }
  });

  it("refuses an upload in words while the store is down, and keeps no record of it", async () => {
    await s3.close();
    const alt = `A picture sent while the store was down (${randomBytes(3).toString("hex")})`;
    const attemptStarted = Date.now();
    const upload = await uploadPicture(serverA, alt);
    const took = Date.now() - attemptStarted;
    const page = await upload.text();
    console.log(`[object store] upload refused with the store down: ${upload.status} in ${took} ms`);
    // A passing outage for staff: 503, the words beside the file, and the description they typed kept.
    expect(upload.status).toBe(503);
    expect(page).toContain(STORE_UNAVAILABLE);
    expect(page).toContain(alt);
    expect(took).toBeLessThan(30_000);
    expect(await galleryRows(alt)).toEqual([]);
    // Uploaded pictures fail too, at once and never cached; every other page is served as usual.
    const picture = await get(`${serverB.url}${pictureUrl}`, { Accept: AVIF });
    expect(picture.status).toBe(500);
    expect(picture.header("cache-control")).toBe("private, no-store");
    expect((await get(`${nginx.url}/safaris`)).status).toBe(200);
    expect((await get(`${serverB.url}/readyz`)).status).toBe(200);
    // The log names the store, not the database, and nothing any server wrote holds the store's secret.
    const failed = await serverA.waitForLog("picture store failed: upload refused");
    expect(JSON.stringify(failed)).toMatch(/Object store: PUT heartbeest-media\/heartbeest-uploads\/img-[0-9a-f]{32}-/);
    expect(serverA.output()).not.toContain("database unavailable");
    for (const server of [serverA, serverB]) expect(server.output()).not.toContain(s3.secretAccessKey);
  });
});
