import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isPassingDatabaseOutage, outlastDatabaseOutage } from "./outlast-outage.server";

/** A port nothing listens on: connecting to it fails the way a restarting database server does. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What node-postgres throws when the database server is not there. */
async function refusedConnection(port: number): Promise<never> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "test" });
  try {
    await client.connect();
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error("connected to a closed port");
}

describe("outlastDatabaseOutage", () => {
  it("tries again while the database refuses connections, and answers once it is back", async () => {
    const port = await closedPort();
    let attempts = 0;
    const retried: number[] = [];
    const answer = await outlastDatabaseOutage(
      async () => {
        attempts += 1;
        if (attempts < 3) await refusedConnection(port);
        return "booked";
      },
      { withinMs: 3_000, onRetry: (_error, attempt) => retried.push(attempt) },
    );
    expect(answer).toBe("booked");
    expect(attempts).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it("gives up once its time has passed, with the database's own error", async () => {
    const port = await closedPort();
    const startedAt = Date.now();
    let attempts = 0;
    const outcome = outlastDatabaseOutage(
      async () => {
        attempts += 1;
        return refusedConnection(port);
      },
      { withinMs: 700 },
    );
    await expect(outcome).rejects.toMatchObject({ code: "ECONNREFUSED" });
    const waited = Date.now() - startedAt;
    expect(waited).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(2_000);
    expect(attempts).toBeGreaterThanOrEqual(3);
  });

  it("counts its time from the first failure, so slow work before a cut does not use it up", async () => {
    const port = await closedPort();
    let attempts = 0;
    const answer = await outlastDatabaseOutage(
      async () => {
        attempts += 1;
        // The first try works for 600 ms (a slow booking) before its connection is refused; the second
        // is refused at once; the third gets through.
        if (attempts === 1) await new Promise((resolve) => setTimeout(resolve, 600));
        if (attempts < 3) await refusedConnection(port);
        return "booked";
      },
      // 600 ms of work plus the pauses (100 + 200 ms) is over the budget; the outage alone (300 ms) is not.
      { withinMs: 500 },
    );
    expect(answer).toBe("booked");
    expect(attempts).toBe(3);
  });

  it("does not repeat work that failed for any other reason", async () => {
    let attempts = 0;
    await expect(
      outlastDatabaseOutage(
        async () => {
          attempts += 1;
          throw Object.assign(new Error('duplicate key value violates unique constraint "bookings_pkey"'), {
            code: "23505",
          });
        },
        { withinMs: 3_000 },
      ),
    ).rejects.toThrow("duplicate key");
    expect(attempts).toBe(1);
  });

  it("treats a full disk and a statement out of time as lasting, not as a blip", () => {
    expect(isPassingDatabaseOutage(Object.assign(new Error("no space left on device"), { code: "ENOSPC" }))).toBe(
      false,
    );
    expect(isPassingDatabaseOutage(Object.assign(new Error("could not extend file"), { code: "53100" }))).toBe(false);
    expect(
      isPassingDatabaseOutage(
        Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      ),
    ).toBe(false);
    expect(
      isPassingDatabaseOutage(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe(true);
    expect(isPassingDatabaseOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
  });
});
