// `npm run create-admin`: creates an admin who can then sign in; refuses without a password, with a
// weak one, or twice for the same address. Run once as a real process against an embedded database.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { staffUsers } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { signInCookie, testContext } from "../tests/support/staff-sessions";
import { createAdminFromCommandLine } from "./create-admin";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

function runScript(args: string[], env: Record<string, string | undefined> = {}) {
  const lines: string[] = [];
  return createAdminFromCommandLine({ args, env, database, out: (line) => lines.push(line) }).then((code) => ({
    code,
    output: lines.join("\n"),
  }));
}

describe("create-admin", () => {
  it("creates an admin from --email and ADMIN_PASSWORD, who can sign in", async () => {
    const result = await runScript(
      ["--email", "Founder@Heartbeest.test", "--name", "Baraka Founder", "--phone", "+254 700 1"],
      {
        ADMIN_PASSWORD: "the founder's long passphrase",
      },
    );
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain("Admin created successfully!");
    const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, "founder@heartbeest.test"));
    expect(user).toMatchObject({ name: "Baraka Founder", role: "owner", phone: "+254 700 1" });
    await signInCookie(testContext(database), "founder@heartbeest.test", "the founder's long passphrase");
  });

  it.each([
    [["--email", "a@heartbeest.test"], {}, 2, /No password/],
    [["--email", "a@heartbeest.test"], { ADMIN_PASSWORD: "short" }, 1, /at least 12/],
    [["--email", "not-an-address"], { ADMIN_PASSWORD: "a long enough password" }, 1, /valid email/],
    [[], { ADMIN_PASSWORD: "a long enough password" }, 2, /e-mail address is required/],
    [["--mail", "a@heartbeest.test"], {}, 2, /Unknown option/],
    [["--email", "founder@heartbeest.test"], { ADMIN_PASSWORD: "the founder's long passphrase" }, 1, /Error: .*exist/i],
  ])("refuses %j with %j", async (args, env, code, message) => {
    const result = await runScript(args, env);
    expect(result.code).toBe(code);
    expect(result.output).toMatch(message);
  });

  it("runs as a command against the embedded database under DATA_DIR", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-create-admin-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: "a command line passphrase" };
      delete env.DATABASE_URL;
      delete env.ADMIN_EMAIL;
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "scripts/create-admin.ts", "--email", "cli@heartbeest.test"],
        {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code, output).toBe(0);
      expect(output).not.toContain("a command line passphrase");

      const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
      try {
        const users = await handle.db.select({ email: staffUsers.email }).from(staffUsers);
        expect(users).toEqual([{ email: "cli@heartbeest.test" }]);
      } finally {
        await handle.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
