// The gallery page's loader and action with real requests, a real database and a real uploads folder: who may
// open it, what an unknown owner gets, and each refusal in words with the entries kept (a missing
// description 400, a file too large 413, a file that is not a picture 400); then an upload, a move and a
// removal as staff make them.
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safariPackages } from "~/db/schema";
import { GALLERY_MESSAGES } from "~/features/galleries/gallery-schema";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  TEST_PASSWORD,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as galleriesRoute from "./galleries";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let agentCookie: string;
let params: { owner: string; id: string };
let path: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Wanjiru Editor", "manager"));
  const agent = await createStaffAccount(
    context,
    {
      email: "gallery-agent@heartbeest.test",
      password: TEST_PASSWORD,
      fullName: "Otieno Agent",
      phone: null,
      role: "agent",
    },
    { id: null, email: "test setup" },
  );
  if (!agent.ok) throw new Error(agent.message);
  agentCookie = await signInCookie(context, "gallery-agent@heartbeest.test");
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "route-mara", title: "Route Mara Safari", durationDays: 3 })
    .returning();
  params = { owner: "safari", id: String(pkg!.id) };
  path = `/admin/galleries/safari/${pkg!.id}`;
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const load = (as = cookie, routeParams = params) =>
  routeOutcome(galleriesRoute.loader as RouteHandler, siteRequest(path, { cookie: as }), routeParams, context);

const post = (values: Record<string, string | Blob>, as = cookie) =>
  routeOutcome(
    galleriesRoute.action as RouteHandler,
    siteRequest(path, { method: "POST", cookie: as, body: form(values) }),
    params,
    context,
  );

async function jpeg() {
  return new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 360, height: 240, channels: 3, background: "#a8681a" } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    {
      type: "image/jpeg",
    },
  );
}

type Loaded = Awaited<ReturnType<typeof galleriesRoute.loader>>;

describe("gallery page", () => {
  it("refuses a role without the content permission, on the page and its posts", async () => {
    expect((await load(agentCookie)).status).toBe(403);
    const refused = await post({ intent: "add", alt: "x", file: await jpeg() }, agentCookie);
    expect(refused.status).toBe(403);
  });

  it("answers 404 for an unknown owner kind or id", async () => {
    expect((await load(cookie, { owner: "video", id: params.id })).status).toBe(404);
    expect((await load(cookie, { owner: "hotel", id: "999999" })).status).toBe(404);
    expect((await load(cookie, { owner: "safari", id: "1e3" })).status).toBe(404);
  });

  it("refuses an upload without a description beside the field, keeping the focal point typed", async () => {
    const refused = await post({ intent: "add", alt: " ", focalX: "20", focalY: "80", file: await jpeg() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      intent: "add",
      fieldErrors: { alt: GALLERY_MESSAGES.altMissing },
      values: { alt: " ", focalX: "20", focalY: "80" },
    });
  });

  it("refuses a file over the limit with 413 in words, keeping the description", async () => {
    const huge = new Blob([new Uint8Array(15 * 1024 * 1024 + 1)], { type: "image/jpeg" });
    const refused = await post({ intent: "add", alt: "Elephants at dusk", focalX: "50", focalY: "50", file: huge });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      formError: GALLERY_MESSAGES.fileTooLarge,
      fieldErrors: { file: GALLERY_MESSAGES.fileTooLarge },
      values: { alt: "Elephants at dusk" },
    });
  });

  it("refuses a file that is not a picture in words", async () => {
    const text = new Blob(["just some words"], { type: "text/plain" });
    const refused = await post({ intent: "add", alt: "A note", focalX: "50", focalY: "50", file: text });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      fieldErrors: { file: GALLERY_MESSAGES.fileNotPicture },
      values: { alt: "A note" },
    });
  });

  it("adds, moves and removes pictures, each answered by a redirect back to the picture", async () => {
    const first = await post({
      intent: "add",
      alt: "Zebra at the river",
      focalX: "40",
      focalY: "60",
      file: await jpeg(),
    });
    expect(first.status).toBe(302);
    const second = await post({ intent: "add", alt: "A lodge at night", focalX: "", focalY: "", file: await jpeg() });
    let page = (await load()).body as Loaded;
    expect(page.pictures.map((picture) => [picture.alt, picture.focalX, picture.focalY])).toEqual([
      ["Zebra at the river", 40, 60],
      ["A lodge at night", 50, 50],
    ]);
    const [zebra, lodge] = page.pictures;
    expect(first.location).toBe(`${path}#picture-${zebra!.id}`);
    expect(second.location).toBe(`${path}#picture-${lodge!.id}`);

    const moved = await post({ intent: "move", id: String(lodge!.id), direction: "up" });
    expect(moved).toMatchObject({ status: 302, location: `${path}#picture-${lodge!.id}` });
    page = (await load()).body as Loaded;
    expect(page.pictures.map((picture) => picture.alt)).toEqual(["A lodge at night", "Zebra at the river"]);

    const saved = await post({ intent: "save", id: String(zebra!.id), alt: "", focalX: "5", focalY: "5" });
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({ intent: "save", values: { id: String(zebra!.id), focalX: "5" } });

    expect((await post({ intent: "remove", id: String(zebra!.id) })).status).toBe(302);
    const again = await post({ intent: "remove", id: String(zebra!.id) });
    expect(again.status).toBe(404);
    expect((again.body as { formError: string }).formError).toMatch(/no longer in this gallery/);
    page = (await load()).body as Loaded;
    expect(page.pictures.map((picture) => picture.alt)).toEqual(["A lodge at night"]);
  });
});
