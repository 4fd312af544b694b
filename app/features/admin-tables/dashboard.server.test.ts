// The dashboard's table counts follow the viewer's role: a count links to its table, and a table the role
// cannot open would only answer 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, staffCan } from "~/features/staff/staff-policy";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { dashboardCounts } from "./dashboard.server";
import { findTable, OWN_TABLES, SPEC_TABLES } from "./table-registry.server";

let database: TestDatabase;
const log = { error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe("dashboardCounts", () => {
  it("counts, for each role, exactly the tables that role may open", async () => {
    for (const role of STAFF_ROLES) {
      const counts = await dashboardCounts(database.db, log, (permission) => staffCan(role, permission));
      const expected = (names: readonly string[]) =>
        names.filter((name) => {
          const definition = findTable(name);
          return definition && staffCan(role, definition.permission);
        });
      expect(
        counts.spec.map((count) => count.name),
        role,
      ).toEqual(expected(SPEC_TABLES));
      expect(
        counts.own.map((count) => count.name),
        role,
      ).toEqual(expected(OWN_TABLES));
      for (const count of [...counts.spec, ...counts.own]) expect(count.count, count.name).not.toBeNull();
    }
    // An owner sees every table; an agent only the inbox's (bookings, inquiries, chats), not content or money.
    const owner = await dashboardCounts(database.db, log, (permission) => staffCan("owner", permission));
    expect(owner.spec.length + owner.own.length).toBe(SPEC_TABLES.length + OWN_TABLES.length);
    const agent = await dashboardCounts(database.db, log, (permission) => staffCan("agent", permission));
    const agentTables = [...agent.spec, ...agent.own].map((count) => count.name);
    expect(agentTables).toContain("bookings");
    expect(agentTables).not.toContain("safaris");
    expect(agentTables).not.toContain("audit_log");
    for (const name of agentTables) expect(findTable(name)?.permission, name).toBe("inbox");
  });
});
