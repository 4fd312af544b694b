// Oversize bodies and uploads against the running product: posts far above the body limit get 413 with a
// message at once (never a 500, never a hang), a body of unknown length is refused, a field longer than
// its limit is a field error, and the staff picture upload refuses files that are too large, not
// pictures, or pictures only by their name and declared type, with a message beside the field. The
// server stays healthy throughout, and a real picture still goes through.

import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_CONCURRENCY } from "~/services/images/image-work-queue.server";
import { uploadedImageKeys } from "~/utils/picture";
import { getPage, postForm, type SecurityApp, signInAsAdmin, startSecurityApp } from "./support/security-app";

let app: SecurityApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startSecurityApp();
  adminCookie = await signInAsAdmin(app);
});

afterAll(async () => {
  await app?.stop();
});

interface RawAnswer {
  status: number;
  body: string;
  elapsedMs: number;
}

/** A POST with exactly these bytes and headers (fetch would pick its own framing). */
function rawPost(
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  chunked = false,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(app.url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: "POST",
        timeout: 120_000,
        headers: {
          Origin: app.url,
          "X-Forwarded-For": "203.0.113.7",
          ...headers,
          ...(chunked ? {} : { "Content-Length": body.length }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            elapsedMs: Date.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer to a ${body.length}-byte post within 120 s`)));
    request.on("error", reject);
    if (chunked) {
      // Sent in pieces without a length, as a streaming client would.
      for (let offset = 0; offset < body.length; offset += 64 * 1024)
        request.write(body.subarray(offset, offset + 64 * 1024));
      request.end();
    } else {
      request.end(body);
    }
  });
}

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };
const MB = 1024 * 1024;

function formBody(size: number): Buffer {
  const head = "intent=send-inquiry&name=Big+Body&email=big@example.com&subject=Big&inquiryType=general&message=";
  return Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), "a")]);
}

async function expectHealthy() {
  const { status } = await getPage(app, "/readyz");
  expect(status).toBe(200);
}

describe("oversize request bodies", () => {
  const cases: { name: string; path: string; size: number; headers?: Record<string, string> }[] = [
    { name: "2 MB contact form", path: "/contact", size: 2 * MB },
    { name: "20 MB contact form", path: "/contact", size: 20 * MB },
    { name: "20 MB review form", path: "/reviews", size: 20 * MB },
    { name: "20 MB booking form", path: "/safaris/1", size: 20 * MB },
    { name: "20 MB chat message", path: "/chat", size: 20 * MB },
    { name: "20 MB sign-in", path: "/login", size: 20 * MB },
    {
      name: "2 MB JSON to the auth API",
      path: "/api/auth/sign-in/email",
      size: 2 * MB,
      headers: { "Content-Type": "application/json" },
    },
    { name: "50 MB staff form (above the 40 MB upload limit)", path: "/admin/destinations", size: 50 * MB },
  ];

  for (const { name, path, size, headers } of cases) {
    it(`refuses a ${name} with 413 and a message`, async () => {
      const answer = await rawPost(path, { ...FORM, ...headers, Cookie: adminCookie }, formBody(size));
      console.info(`${name}: ${answer.status} "${answer.body.slice(0, 60)}" after ${answer.elapsedMs} ms`);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatch(/too large/i);
      await expectHealthy();
    });
  }

  it("refuses a body of unknown length (chunked) above nothing it could check", async () => {
    const answer = await rawPost("/contact", { ...FORM, "Transfer-Encoding": "chunked" }, formBody(3 * MB), true);
    console.info(`chunked 3 MB: ${answer.status} "${answer.body.slice(0, 60)}" after ${answer.elapsedMs} ms`);
    expect([411, 413]).toContain(answer.status);
    await expectHealthy();
  });

  it("stores nothing from the refused posts", async () => {
    const [row] = await app.query<{ n: string }>("select count(*) as n from inquiries where name = 'Big Body'");
    expect(Number(row?.n)).toBe(0);
  });

  it("answers a field longer than its limit with a field error", async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        "/contact",
        {
          intent: "send-inquiry",
          name: "Long Message",
          email: "long@example.com",
          subject: "Long",
          message: "a".repeat(20_000),
        },
        /at most 5,?000 characters/,
      ],
      [
        "/reviews",
        { intent: "submit-review", name: "n".repeat(500), email: "long@example.com", rating: "5", comment: "ok" },
        /at most 100 characters/,
      ],
      [
        "/chat",
        { intent: "start", name: "Long", email: "long@example.com", message: "m".repeat(50_000) },
        /at most 2,?000 characters/,
      ],
    ];
    for (const [path, fields, message] of cases) {
      const response = await postForm(app, path, fields);
      const html = await response.text();
      expect(response.status, path).toBe(400);
      expect(html, path).toMatch(message);
    }
  });
});

describe("staff picture uploads", () => {
  async function upload(file: Blob, fileName: string): Promise<{ status: number; html: string }> {
    const form = new FormData();
    form.set("intent", "create");
    form.set("name", `Upload test ${fileName}`);
    form.set("region", "Test region");
    form.set("country", "Kenya");
    form.set("overview", "A destination made by the upload test.");
    form.set("heroImage", file, fileName);
    const response = await postForm(app, "/admin/destinations", form, { cookie: adminCookie });
    return { status: response.status, html: await response.text() };
  }

  const destinationsNamed = async (fileName: string) =>
    (await app.query("select id from destinations where name = $1", [`Upload test ${fileName}`])).length;

  it("refuses a file above 15 MB, a file that is not a picture, and one that only claims to be", async () => {
    const svgWithScript = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`;
    const cases: { name: string; file: Blob; fileName: string; message: RegExp }[] = [
      {
        name: "16 MB 'JPEG'",
        file: new Blob([Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(16 * MB, 1)])], {
          type: "image/jpeg",
        }),
        fileName: "huge.jpg",
        message: /too large \(the limit is 15 MB\)/,
      },
      {
        name: "text as JPEG",
        file: new Blob(["just some words"], { type: "image/jpeg" }),
        fileName: "words.jpg",
        message: /not a picture/,
      },
      {
        name: "SVG with script as PNG",
        file: new Blob([svgWithScript], { type: "image/png" }),
        fileName: "drawing.png",
        message: /not a picture/,
      },
      {
        name: "HTML behind a GIF header",
        file: new Blob(["GIF89a<html><script>alert(3)</script></html>"], { type: "image/gif" }),
        fileName: "anim.gif",
        message: /not a picture/,
      },
      {
        name: "empty file",
        file: new Blob([new Uint8Array(1)], { type: "image/png" }),
        fileName: "one-byte.png",
        message: /not a picture|empty/,
      },
    ];
    for (const { name, file, fileName, message } of cases) {
      const { status, html } = await upload(file, fileName);
      console.info(`${name}: ${status}`);
      expect(status, name).toBe(400);
      expect(html, name).toMatch(message);
      expect(await destinationsNamed(fileName), name).toBe(0);
    }
    await expectHealthy();
  });

  it("accepts a real picture and serves it back as an image, never as something to run", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c47a2c" } })
      .png()
      .toBuffer();
    const { status } = await upload(new Blob([new Uint8Array(png)], { type: "image/png" }), "real.png");
    expect(status).toBe(302);
    const [row] = await app.query<{ hero_image: string }>("select hero_image from destinations where name = $1", [
      "Upload test real.png",
    ]);
    expect(row?.hero_image).toMatch(/^\/uploads\/img-[0-9a-f]+-\d+$/);
    const served = await fetch(`${app.url}${row!.hero_image}`, { headers: { Accept: "image/avif,image/webp" } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/(avif|webp)$/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("the picture pipeline under load", () => {
  const uploadsDir = () => path.join(app.server.dataDir, "uploads");
  const storedFiles = async () =>
    (await readdir(uploadsDir()).catch(() => [] as string[])).filter((f) => !f.endsWith(".partial"));

  function destinationForm(name: string, picture: Buffer | null, extra: Record<string, string> = {}): FormData {
    const form = new FormData();
    form.set("intent", "create");
    form.set("name", name);
    form.set("region", "Test region");
    form.set("country", "Kenya");
    form.set("overview", "A destination made by the picture pipeline test.");
    for (const [key, value] of Object.entries(extra)) form.set(key, value);
    if (picture) form.set("heroImage", new Blob([new Uint8Array(picture)], { type: "image/png" }), `${name}.png`);
    return form;
  }

  const picture = (width: number, height: number, background = "#3c6e47") =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();

  async function heroImageOf(name: string): Promise<{ id: number; hero_image: string } | undefined> {
    const [row] = await app.query<{ id: number; hero_image: string }>(
      "select id, hero_image from destinations where name = $1",
      [name],
    );
    return row;
  }

  it("refuses a 50-megapixel picture with a message on the form, and keeps no file of it", async () => {
    const before = await storedFiles();
    const huge = await sharp({ create: { width: 8660, height: 5774, channels: 3, background: "#8a6d3b" } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const response = await postForm(app, "/admin/destinations", destinationForm("Upload test 50 MP", huge), {
      cookie: adminCookie,
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain("The picture is too large: 8660 × 5774 pixels (50 megapixels). The limit is 40 megapixels");
    // What staff typed is kept beside the message.
    expect(html).toContain("A destination made by the picture pipeline test.");
    expect(await heroImageOf("Upload test 50 MP")).toBeUndefined();
    expect(await storedFiles()).toEqual(before);
    await expectHealthy();
  });

  it("processes three uploads sent at once a bounded number at a time", async () => {
    const from = app.server.logs.length;
    const pictures = await Promise.all([picture(2400, 1600), picture(2000, 1500, "#a34a28"), picture(1800, 1200)]);
    const answers = await Promise.all(
      pictures.map((png, index) =>
        postForm(app, "/admin/destinations", destinationForm(`Upload test burst ${index}`, png), {
          cookie: adminCookie,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302]);
    // The pipeline's own account of itself, logged with each stored picture.
    const states = app.server.logs
      .slice(from)
      .filter((line) => line.msg === "picture stored")
      .map((line) => line.imageWork as { running: number; waiting: number; peakRunning: number });
    expect(states).toHaveLength(3);
    for (const state of states) {
      expect(state.running).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
      expect(state.peakRunning).toBeLessThanOrEqual(IMAGE_CONCURRENCY);
    }
    for (let index = 0; index < 3; index++) {
      const row = await heroImageOf(`Upload test burst ${index}`);
      const files = await storedFiles();
      for (const key of uploadedImageKeys(row?.hero_image)) expect(files).toContain(key);
    }
  });

  it("deletes a picture's files when it is replaced or its record deleted", async () => {
    const name = "Upload test replaced";
    const created = await postForm(app, "/admin/destinations", destinationForm(name, await picture(800, 500)), {
      cookie: adminCookie,
    });
    expect(created.status).toBe(302);
    const first = await heroImageOf(name);
    const firstKeys = uploadedImageKeys(first?.hero_image);
    expect(firstKeys.length).toBeGreaterThan(0);
    for (const key of firstKeys) expect(await storedFiles()).toContain(key);

    // Replaced: the new picture's files are there, the old one's are gone.
    const edit = (png: Buffer | null, extra: Record<string, string> = {}) =>
      postForm(
        app,
        "/admin/destinations",
        destinationForm(name, png, { intent: "update", id: String(first!.id), ...extra }),
        { cookie: adminCookie },
      );
    expect((await edit(await picture(900, 600, "#20304a"))).status).toBe(302);
    const second = await heroImageOf(name);
    expect(second?.hero_image).not.toBe(first?.hero_image);
    const secondKeys = uploadedImageKeys(second?.hero_image);
    let files = await storedFiles();
    for (const key of secondKeys) expect(files).toContain(key);
    for (const key of firstKeys) expect(files).not.toContain(key);

    // Saved again without a new picture: its files stay.
    expect((await edit(null)).status).toBe(302);
    files = await storedFiles();
    for (const key of secondKeys) expect(files).toContain(key);

    // The record deleted: its picture's files go too.
    const deleted = await postForm(
      app,
      "/admin/destinations",
      { intent: "delete", id: String(first!.id) },
      { cookie: adminCookie },
    );
    expect(deleted.status).toBe(302);
    expect(await heroImageOf(name)).toBeUndefined();
    files = await storedFiles();
    for (const key of secondKeys) expect(files).not.toContain(key);
  });
});
