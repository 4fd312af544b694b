import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { openDatabase } from "./client.server";
import {
  isDatabaseUnavailableError,
  noteDatabaseUnavailable,
  storeFailureStatus,
  unavailabilityCause,
  wasDatabaseUnavailable,
} from "./database-availability.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

/** A port nothing listens on right now. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("isDatabaseUnavailableError", () => {
  it("recognises a query through Drizzle to a PostgreSQL server that is not there", async () => {
    const handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/none`, poolSize: 1 });
    try {
      const error = await handle.db.execute(sql`select 1`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailableError(error)).toBe(true);
      // The cause names the socket error, never the query's parameters.
      expect(unavailabilityCause(error)).toMatch(/^ECONNREFUSED/);
    } finally {
      await handle.close();
    }
  });

  it("does not mistake a failing query on a reachable database for an outage", async () => {
    const error = await database.db.execute(sql`select * from no_such_table`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });

  it.each([
    ["57P01", true], // terminating connection due to administrator command (fast shutdown)
    ["57P02", true], // crash shutdown
    ["57P03", true], // the database system is starting up / shutting down
    ["08006", true], // connection failure
    ["53300", true], // too many connections
    ["53100", true], // disk full
    ["57014", true], // statement cancelled by statement_timeout
    ["23505", false], // unique violation
    ["42P01", false], // undefined table
    ["23514", false], // check violation
  ])("SQLSTATE %s in a wrapped error's cause: %s", (code, expected) => {
    const driverError = Object.assign(new Error("driver"), { code });
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: driverError }))).toBe(expected);
  });

  it.each([
    ["Connection terminated unexpectedly", true],
    ["Connection terminated due to connection timeout", true],
    ["timeout exceeded when trying to connect", true],
    ["Client has encountered a connection error and is not queryable", true],
    ["database connection silent", true],
    ["duplicate key value violates unique constraint", false],
  ])("driver message %j: %s", (message, expected) => {
    expect(isDatabaseUnavailableError(new Error(message))).toBe(expected);
  });

  it("takes a full disk under the embedded database (ENOSPC) for a passing outage", () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: full }))).toBe(true);
  });

  it("looks inside an AggregateError (one refusal per address of the host)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailableError(new AggregateError([refused], ""))).toBe(true);
    expect(isDatabaseUnavailableError("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });
});

describe("noteDatabaseUnavailable", () => {
  it("marks one request's load context, not others", () => {
    const first = {};
    const second = {};
    noteDatabaseUnavailable(first);
    expect(wasDatabaseUnavailable(first)).toBe(true);
    expect(wasDatabaseUnavailable(second)).toBe(false);
  });
});

describe("storeFailureStatus", () => {
  it("answers 503 and marks the request when a write met an unreachable database, 500 otherwise", async () => {
    const unreachable = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await closedPort()}/none`,
      poolSize: 1,
    });
    const outage = await unreachable.db.execute(sql`select 1`).catch((error: unknown) => error);
    await unreachable.close();
    const duringOutage = {};
    expect(storeFailureStatus(outage, duringOutage)).toBe(503);
    expect(wasDatabaseUnavailable(duringOutage)).toBe(true);

    const broken = await database.db.execute(sql`select * from no_such_table`).catch((error: unknown) => error);
    const afterBug = {};
    expect(storeFailureStatus(broken, afterBug)).toBe(500);
    expect(wasDatabaseUnavailable(afterBug)).toBe(false);
  });
});
