// The gallery page's loader against a real database: the filter, the chips it offers, the empty texts'
// conditions and the error state.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videos } from "~/db/schema";
import * as galleryRoute from "~/routes/site/video-gallery";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { type TestContext, testContext } from "../../../tests/support/staff-sessions";

let database: TestDatabase;
let context: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.delete(videos);
});

async function load(search = "", withContext: TestContext = context) {
  const result = await galleryRoute.loader({
    request: new Request(`http://heartbeest.test/video-gallery${search}`),
    params: {},
    context: withContext,
  } as never);
  if (result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: result as unknown as Record<string, unknown> };
}

async function addVideos() {
  await database.db.insert(videos).values([
    { title: "Lions at Dawn", fileUrl: "/media/videos/a.webm", publishedAt: new Date("2030-01-03T00:00:00Z") },
    { title: "Our Tented Camp", fileUrl: "/media/videos/b.webm", publishedAt: new Date("2030-01-02T00:00:00Z") },
    { title: "Elephant Family", youtubeId: "elephant001", publishedAt: new Date("2030-01-01T00:00:00Z") },
  ]);
}

describe("the gallery's loader", () => {
  it("offers All plus the categories present, newest first", async () => {
    await addVideos();
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      state: "loaded",
      category: null,
      total: 3,
      categories: ["wildlife", "accommodations"],
    });
    expect((body.videos as { title: string }[]).map((video) => video.title)).toEqual([
      "Lions at Dawn",
      "Our Tented Camp",
      "Elephant Family",
    ]);
  });

  it("filters by ?category", async () => {
    await addVideos();
    const { body } = await load("?category=wildlife");
    expect(body.category).toBe("wildlife");
    expect((body.videos as { title: string }[]).map((video) => video.title)).toEqual([
      "Lions at Dawn",
      "Elephant Family",
    ]);
  });

  it("keeps an empty category's chip and returns no videos for it (the page says 'No videos found in this category.')", async () => {
    await addVideos();
    const { body } = await load("?category=culture");
    expect(body).toMatchObject({
      category: "culture",
      total: 3,
      categories: ["wildlife", "culture", "accommodations"],
    });
    expect(body.videos).toEqual([]);
  });

  it("treats an unknown category as All", async () => {
    await addVideos();
    const { body } = await load("?category=Wildlife%27--");
    expect(body.category).toBeNull();
    expect((body.videos as unknown[]).length).toBe(3);
  });

  it("reports an empty table as total 0 (the page says 'No videos found on our YouTube channel.')", async () => {
    const { status, body } = await load();
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: "loaded", total: 0, categories: [], videos: [] });
  });

  function failingDatabase(error: Error): TestContext {
    return {
      ...context,
      db: new Proxy(context.db, {
        get(target, property, receiver) {
          if (property === "select") {
            return () => {
              throw error;
            };
          }
          return Reflect.get(target, property, receiver);
        },
      }),
    } as TestContext;
  }

  it("answers 503 with the error state when the database cannot be reached", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const { status, body } = await load("?category=wildlife", failingDatabase(refused));
    expect(status).toBe(503);
    expect(body).toMatchObject({ state: "error", category: "wildlife" });
  });

  it("answers 500 with the error state when a query is broken (a real error, not a passing outage)", async () => {
    const { status, body } = await load("?category=wildlife", failingDatabase(new Error('column "x" does not exist')));
    expect(status).toBe(500);
    expect(body).toMatchObject({ state: "error", category: "wildlife" });
  });
});
