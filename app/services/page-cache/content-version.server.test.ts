import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { bumpContentVersion, changesPublicPages, readContentVersion } from "./content-version.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("content version", () => {
  it("starts at 0 and moves on by one with every bump", async () => {
    expect(await readContentVersion(database.db)).toBe(0);
    await bumpContentVersion(database.db);
    expect(await readContentVersion(database.db)).toBe(1);
    await Promise.all([bumpContentVersion(database.db), bumpContentVersion(database.db)]);
    expect(await readContentVersion(database.db)).toBe(3);
  });

  it("does not move when the change it belongs to is rolled back", async () => {
    const before = await readContentVersion(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await bumpContentVersion(tx);
        throw new Error("the staff change failed");
      }),
    ).rejects.toThrow("the staff change failed");
    expect(await readContentVersion(database.db)).toBe(before);
  });
});

describe("which staff changes empty the public page caches", () => {
  it.each(["enquiries", "enquiry_notes", "enquiry_replies", "reply_templates", "inbox_saved_views", "payments"])(
    "not a change to %s, which no public page shows",
    (tableName) => {
      expect(changesPublicPages(tableName)).toBe(false);
    },
  );

  it.each(["safari_packages", "destinations", "reviews", "app_settings", "a_table_added_later"])(
    "a change to %s, which a public page may show",
    (tableName) => {
      expect(changesPublicPages(tableName)).toBe(true);
    },
  );
});
