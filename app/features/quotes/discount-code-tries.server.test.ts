import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { DISCOUNT_CODE_TRIES_PER_WINDOW, DISCOUNT_CODE_TRIES_WINDOW_MS } from "./discount-code-limits";
import { tryDiscountCode } from "./discount-code-tries.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

const start = Date.UTC(2026, 10, 1, 8, 0, 0);
const codes = (prefix: string) =>
  Array.from({ length: DISCOUNT_CODE_TRIES_PER_WINDOW }, (_, index) => `${prefix}${index}`);

describe("tryDiscountCode", () => {
  it("lets a client have its first codes checked, then refuses new ones until the window ends", async () => {
    const subject = "203.0.113.10";
    for (const code of codes("GUESS")) {
      expect(await tryDiscountCode(database.db, subject, code, start + 1000)).toEqual({ allowed: true });
    }
    const refused = await tryDiscountCode(database.db, subject, "KARIBU10", start + 2000);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(DISCOUNT_CODE_TRIES_WINDOW_MS / 1000);
    }
    // Refused, so never checked: asked again it is refused again, not let through as "already seen".
    expect((await tryDiscountCode(database.db, subject, "KARIBU10", start + 3000)).allowed).toBe(false);
    expect((await tryDiscountCode(database.db, subject, "karibu10", start + 3000)).allowed).toBe(false);
    // A code already checked in the window may be asked again (each change of dates re-asks it).
    expect((await tryDiscountCode(database.db, subject, "GUESS3", start + 4000)).allowed).toBe(true);
    expect((await tryDiscountCode(database.db, subject, "guess3", start + 4000)).allowed).toBe(true);
    // Another client is counted on its own.
    expect((await tryDiscountCode(database.db, "203.0.113.11", "KARIBU10", start + 4000)).allowed).toBe(true);
    // Once the window is over, the client may try again.
    const later = start + 1000 + DISCOUNT_CODE_TRIES_WINDOW_MS + 1;
    expect((await tryDiscountCode(database.db, subject, "KARIBU10", later)).allowed).toBe(true);
  });
});
