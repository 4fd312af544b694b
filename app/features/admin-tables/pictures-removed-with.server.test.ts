// Deleting a record from the staff tables removes the files of every picture the database deletes with it:
// the record's own and those of the rows its delete cascades to (a destination's attractions), while
// pictures of rows that stay (a hotel whose destination went, another destination's attractions) are kept.
// A real database, real uploads through the Add form, real files in the test's own upload folder.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinationAttractions, destinations, hotelsLodges, itineraryDays, safariPackages } from "~/db/schema";
import { packageEditorAction } from "~/features/package-editor/package-editor-route.server";
import { uploadedImageKeys } from "~/utils/picture";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  signInCookie,
  siteRequest,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { tableAction } from "./table-actions.server";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let picture: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
  const staff = await createTestStaff(context);
  cookie = await signInCookie(context, staff.email);
  // Small, so each upload is two widths (320 and 400) in two formats: four files.
  picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#7a5c2e" } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const uploadsFolder = () => path.join(context.config.DATA_DIR, "uploads");

async function storedFiles(): Promise<Set<string>> {
  try {
    return new Set(await readdir(uploadsFolder()));
  } catch {
    return new Set();
  }
}

/** Posts one of the staff tables' forms as the browser does and expects it done (a redirect back to the list). */
async function post(table: string, values: Record<string, string | File>) {
  let result: unknown;
  try {
    result = await tableAction({
      request: siteRequest(`/admin/${table}`, { method: "POST", cookie, body: form(values) }),
      params: { table },
      context,
    });
  } catch (thrown) {
    result = thrown;
  }
  expect(result instanceof Response ? result.status : JSON.stringify(result), `${table}: ${values.intent}`).toBe(302);
}

/** Posts a form expected to be refused in words: its status and sentence. */
async function refusedPost(table: string, values: Record<string, string>) {
  const result = await tableAction({
    request: siteRequest(`/admin/${table}`, { method: "POST", cookie, body: form(values) }),
    params: { table },
    context,
  });
  const refusal = result as unknown as { init: { status: number }; data: { formError: string } };
  return { status: refusal.init.status, formError: refusal.data.formError };
}

const upload = (name: string) => new File([new Uint8Array(picture)], name, { type: "image/png" });

/** The files an uploaded picture was stored as; each must be on disk now. */
async function filesOf(url: string | null | undefined): Promise<string[]> {
  const keys = uploadedImageKeys(url);
  expect(keys.length, `${url} is an uploaded picture`).toBeGreaterThan(0);
  const stored = await storedFiles();
  for (const key of keys) expect(stored.has(key), `${key} stored`).toBe(true);
  return keys;
}

async function addDestination(name: string) {
  await post("destinations", {
    intent: "create",
    name,
    region: "Test County, Kenya",
    country: "Kenya",
    overview: "Plains and a river.",
    heroImage: upload(`${name}.png`),
  });
  const [row] = await database.db.select().from(destinations).where(eq(destinations.name, name));
  return row!;
}

async function addAttraction(destinationId: number, name: string) {
  await post("destination_attractions", {
    intent: "create",
    destinationId: String(destinationId),
    name,
    description: "Worth the drive.",
    image: upload(`${name}.png`),
  });
  const [row] = await database.db.select().from(destinationAttractions).where(eq(destinationAttractions.name, name));
  return row!;
}

describe("deleting from the staff tables", () => {
  it("removes a destination's picture and its attractions' pictures, and keeps the pictures of rows that stay", async () => {
    const valley = await addDestination("Picture Valley");
    const falls = await addAttraction(valley.id, "Picture Falls");
    const gorge = await addAttraction(valley.id, "Picture Gorge");
    // A hotel points at the destination: the destination cannot be deleted until the hotel is moved.
    await post("hotels_lodges", {
      intent: "create",
      name: "Picture Valley Lodge",
      location: "Picture Valley",
      description: "Beside the falls.",
      destinationId: String(valley.id),
      imageUrl: upload("lodge.png"),
    });
    const [lodge] = await database.db.select().from(hotelsLodges).where(eq(hotelsLodges.name, "Picture Valley Lodge"));
    const other = await addDestination("Other Plains");
    const otherAttraction = await addAttraction(other.id, "Other Springs");

    const goes = [
      ...(await filesOf(valley.heroImage)),
      ...(await filesOf(falls.image)),
      ...(await filesOf(gorge.image)),
    ];
    const stays = [
      ...(await filesOf(lodge?.imageUrl)),
      ...(await filesOf(other.heroImage)),
      ...(await filesOf(otherAttraction.image)),
    ];

    const refused = await refusedPost("destinations", { intent: "delete", id: String(valley.id) });
    expect(refused.status).toBe(409);
    expect(refused.formError).toBe("This destination cannot be deleted: 1 lodge uses it. Change or remove it first.");
    expect((await storedFiles()).has(goes[0]!), "a refused delete leaves every file").toBe(true);
    await database.db.update(hotelsLodges).set({ destinationId: other.id }).where(eq(hotelsLodges.id, lodge!.id));

    await post("destinations", { intent: "delete", id: String(valley.id) });

    expect(await database.db.select().from(destinations).where(eq(destinations.id, valley.id))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(destinationAttractions)
        .where(eq(destinationAttractions.destinationId, valley.id)),
      "the attractions went with it",
    ).toEqual([]);
    const stored = await storedFiles();
    expect(
      goes.filter((key) => stored.has(key)),
      "files of deleted rows left behind",
    ).toEqual([]);
    expect(
      stays.filter((key) => !stored.has(key)),
      "files of rows that stay",
    ).toEqual([]);
    const [keptLodge] = await database.db.select().from(hotelsLodges).where(eq(hotelsLodges.id, lodge!.id));
    expect(keptLodge).toMatchObject({ destinationId: other.id, imageUrl: lodge!.imageUrl });
  });

  it("removes a safari package's picture when the package and its itinerary go", async () => {
    await post("packages", {
      intent: "create",
      title: "Picture Safari",
      durationDays: "2",
      currency: "USD",
      price: "1200",
      imageUrl: upload("safari.png"),
    });
    const [safari] = await database.db.select().from(safariPackages).where(eq(safariPackages.title, "Picture Safari"));
    await database.db.insert(itineraryDays).values({ safariId: safari!.id, dayNumber: 1, title: "Arrival" });
    const goes = await filesOf(safari!.imageUrl);

    // Packages are deleted on the package editor (the generic screen refuses it), which removes the files too.
    await packageEditorAction(
      siteRequest(`/admin/packages/${safari!.id}`, {
        method: "POST",
        cookie,
        body: form({ intent: "delete", confirm: "delete" }),
      }),
      context,
      safari!.id,
    );

    expect(await database.db.select().from(itineraryDays).where(eq(itineraryDays.safariId, safari!.id))).toEqual([]);
    const stored = await storedFiles();
    expect(goes.filter((key) => stored.has(key))).toEqual([]);
  });

  it("removes an attraction's own picture and leaves its destination's", async () => {
    const plains = await addDestination("Lone Plains");
    const rock = await addAttraction(plains.id, "Lone Rock");
    const goes = await filesOf(rock.image);
    const stays = await filesOf(plains.heroImage);

    await post("destination_attractions", { intent: "delete", id: String(rock.id) });

    const stored = await storedFiles();
    expect(goes.filter((key) => stored.has(key))).toEqual([]);
    expect(stays.filter((key) => !stored.has(key))).toEqual([]);
  });
});
