import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { countPublishedReviews, listPublishedReviews, reviewRatingSummary } from "./published-reviews.server";

let database: TestDatabase;

const review = (userName: string, rating: number, day: number, status: "pending" | "published" | "hidden") => ({
  userName,
  email: `${userName.toLowerCase()}@example.com`,
  rating,
  comment: `${userName} enjoyed it.`,
  status,
  createdAt: new Date(Date.UTC(2024, 0, day)),
});

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

describe("published reviews", () => {
  it("has no rating before anything is published", async () => {
    expect(await reviewRatingSummary(database.db)).toEqual({ average: null, count: 0 });
    expect(await listPublishedReviews(database.db)).toEqual([]);
    expect(await countPublishedReviews(database.db)).toBe(0);
  });

  it("lists only published reviews, newest first, without e-mail addresses", async () => {
    await database.db
      .insert(reviews)
      .values([
        review("Amina", 5, 1, "published"),
        review("Brian", 4, 3, "published"),
        review("Chloe", 5, 5, "published"),
        review("Dawit", 3, 4, "published"),
        review("Spammer", 5, 9, "pending"),
        review("Hidden", 1, 8, "hidden"),
      ]);
    const list = await listPublishedReviews(database.db);
    expect(list.map((r) => r.userName)).toEqual(["Chloe", "Dawit", "Brian", "Amina"]);
    expect(list[0]).toMatchObject({ rating: 5, comment: "Chloe enjoyed it.", subjectType: "company" });
    expect(list[0]).not.toHaveProperty("email");
    expect(list[0]).not.toHaveProperty("status");
  });

  it("pages with limit and offset", async () => {
    expect((await listPublishedReviews(database.db, { limit: 3 })).map((r) => r.userName)).toEqual([
      "Chloe",
      "Dawit",
      "Brian",
    ]);
    expect((await listPublishedReviews(database.db, { limit: 2, offset: 2 })).map((r) => r.userName)).toEqual([
      "Brian",
      "Amina",
    ]);
  });

  it("filters by minimum rating (the 5-star tab)", async () => {
    expect((await listPublishedReviews(database.db, { minRating: 5 })).map((r) => r.userName)).toEqual([
      "Chloe",
      "Amina",
    ]);
    expect(await countPublishedReviews(database.db, { minRating: 5 })).toBe(2);
    expect(await countPublishedReviews(database.db, { minRating: 4 })).toBe(3);
  });

  it("counts and averages published reviews only", async () => {
    expect(await countPublishedReviews(database.db)).toBe(4);
    const summary = await reviewRatingSummary(database.db);
    expect(summary.count).toBe(4);
    expect(summary.average).toBeCloseTo(4.25, 10);
  });
});
