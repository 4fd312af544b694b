// The audit log names the records an entry points at: a picture's safari and a review's lodge by their title
// and name, not "Safari id: 1", whether or not the changed table has a screen of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelsLodges, safariPackages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { recordAudit } from "./audit.server";
import { readAuditFilters, readAuditLog } from "./audit-log.server";

let database: TestDatabase;
const actor = { id: null, email: "akinyi@heartbeest.example" };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

describe("the audit log names what an entry points at", () => {
  it("a picture's safari and a lodge by their names; an id nothing answers to stays a number", async () => {
    const [safari] = await database.db
      .insert(safariPackages)
      .values({ slug: "named-in-the-log", title: "Mara by Balloon", durationDays: 3 })
      .returning();
    const [lodge] = await database.db
      .insert(hotelsLodges)
      .values({ slug: "sand-river-camp-log", name: "Sand River Camp", location: "Maasai Mara, Kenya" })
      .returning();
    if (!safari || !lodge) throw new Error("no records");
    await recordAudit(database.db, {
      actor,
      action: "create",
      tableName: "safari_gallery_images",
      rowId: 901,
      after: { safariId: safari.id, caption: "Dawn over the plains" },
    });
    await recordAudit(database.db, {
      actor,
      action: "update",
      tableName: "itinerary_days",
      rowId: 902,
      before: { hotelId: 987_654 },
      after: { hotelId: lodge.id },
    });

    const { filters, errors } = readAuditFilters(new URLSearchParams());
    const { entries } = await readAuditLog(database.db, filters, errors);
    const picture = entries.find((entry) => entry.rowId === "901");
    const day = entries.find((entry) => entry.rowId === "902");
    expect(picture?.changes).toContainEqual(
      expect.objectContaining({ label: "Safari", before: null, after: "Mara by Balloon" }),
    );
    expect(day?.changes).toContainEqual(
      expect.objectContaining({ label: "Lodge", before: "987,654", after: "Sand River Camp" }),
    );
  });
});
