import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { createLogger } from "./logger";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table logged_secrets (token text primary key, note text not null)`);
});

afterAll(async () => {
  await database?.destroy();
});

/** A logger writing into an array of raw lines, as the server writes to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    }),
  );
  return { logger, text: () => lines.join("") };
}

async function failure(query: Promise<unknown>): Promise<Error> {
  try {
    await query;
  } catch (error) {
    return error as Error;
  }
  throw new Error("the query was expected to fail");
}

describe("the server's logger", () => {
  it("keeps a failed query's values (a session token) out of every way an error is logged", async () => {
    const token = `session-token-${Date.now()}-XyZ`;
    const error = await failure(database.db.execute(sql`select * from no_such_sessions where token = ${token}`));
    // Drizzle's own message carries the values: that is what must not reach the log.
    expect(`${error.message}${String((error as { params?: unknown }).params)}`).toContain(token);

    const { logger, text } = capturedLogger();
    logger.error({ err: error }, "request failed");
    logger.error(error);
    logger.error({ error }, "auth: request failed");
    // better-auth's logger is handed messages, not errors.
    logger.error({ details: [error.message] }, "auth: failed to get session");
    logger.warn({ cause: error.message }, "database unavailable");
    // better-auth's errors repeat the message in a body of their own.
    const apiError = Object.assign(new Error("Failed to get session", { cause: error }), {
      body: { message: `Failed to get session: ${error.message}`, code: "FAILED_TO_GET_SESSION" },
    });
    logger.error({ err: apiError }, "request failed");

    const written = text();
    expect(written).not.toContain(token);
    // What is left still says what failed.
    expect(written).toContain("no_such_sessions");
    expect(written).toContain("params: [redacted]");
    const lines = written
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(6);
    expect((lines[0]!.err as { stack?: string }).stack).toMatch(/\n\s+at /);
  });

  it("keeps a constraint's detail (the row's values, a submission key) out of the log", async () => {
    const key = `inquiry-submission:${"k".repeat(43)}`;
    await database.db.execute(sql`insert into logged_secrets (token, note) values (${key}, 'first')`);
    const error = await failure(
      database.db.execute(sql`insert into logged_secrets (token, note) values (${key}, 'second')`),
    );
    const cause = error.cause as { detail?: string } | undefined;
    expect(String(cause?.detail ?? "")).toContain(key);

    const { logger, text } = capturedLogger();
    logger.error({ err: error }, "an inquiry could not be stored");
    logger.error({ err: error.cause }, "the driver's own error");
    const written = text();
    expect(written).not.toContain(key);
    expect(written).toContain("logged_secrets");
  });

  it("redacts cookies and credentials wherever headers are logged", () => {
    const { logger, text } = capturedLogger();
    logger.info(
      {
        req: { headers: { cookie: "heartbeest.session_token=abc.def", authorization: "Bearer secret-bearer" } },
        headers: { cookie: "hb_chat=visitor-secret" },
      },
      "headers",
    );
    const written = text();
    for (const secret of ["abc.def", "secret-bearer", "visitor-secret"]) expect(written).not.toContain(secret);
  });
});

describe("secret links in the log", () => {
  const token = "Zq8vN3kP0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0w";
  const secretPaths = [
    `/invite/${token}`,
    `/trip/${token}/pay/card`,
    `/de/reise/${token}`,
    `/es/viaje/${token}.data`,
    `/update-password?token=${token}`,
    `/api/auth/reset-password/${token}`,
    `/api/payments/mobile-money/callback/${token}`,
    `/api/payments/mpesa/callback/${token}`,
  ];

  it.each(secretPaths)("never writes the secret of %s, in a message, a field, an error or a child's fields", (path) => {
    const { logger, text } = capturedLogger();
    logger.warn({ path, length: "9999999" }, "request body too large refused");
    logger.info({ url: `https://heartbeest.example${path}`, nested: { req: { url: path } } }, `asked for ${path}`);
    logger.info(`plain message ${path}`);
    logger.info("format %s", path);
    const failure = new Error(`No route matches URL "${path}"`);
    logger.error({ err: failure }, "request failed");
    logger.error(new Error(`failed while rendering ${path}`, { cause: new Error(`cause ${path}`) }));
    logger.child({ req: { url: path } }).info("from a child");
    const written = text();
    expect(written).toContain("request body too large refused");
    expect(written).toContain("from a child");
    expect(written).not.toContain(token);
    expect(written).toMatch(/\[(token|secret)\]/);
  });
});

describe("the written line", () => {
  it("stays valid JSON when a secret link is followed by an escaped quote", () => {
    const token = "Hn4tP0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXy";
    const { logger, text } = capturedLogger();
    logger.child({ note: `asked for "/invite/${token}"` }).info("quoted");
    const [line] = text().trim().split("\n");
    expect(line).not.toContain(token);
    expect(JSON.parse(line!).note).toBe('asked for "/invite/[token]"');
  });
});
