// `npm run create-admin -- --email you@example.com --name "Your Name" [--phone "+254 ..."]`
// Creates a staff account with the owner role (every permission, staff accounts included) in the configured database (DATABASE_URL, or the embedded
// one under DATA_DIR: stop the server first, the embedded database has one user at a time). The password
// comes from ADMIN_PASSWORD, or is asked for (hidden) when run in a terminal. There is no default.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { staffAccountSchema } from "~/features/staff/staff-account-schema";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { loadConfig } from "~/utils/env.server";

const USAGE = `Usage: npm run create-admin -- --email <address> [--name "Full Name"] [--phone <number>]

The password is read from ADMIN_PASSWORD, or asked for when run in a terminal.
The database is the one the server uses: DATABASE_URL, or the embedded one under DATA_DIR (default ./data).`;

export interface CreateAdminOptions {
  args: string[];
  env: Record<string, string | undefined>;
  /** An open database; by default the configured one is opened (and migrated). */
  database?: DatabaseHandle;
  /** Asks for the password when it is not in the environment; absent means "not interactive". */
  askPassword?: () => Promise<string>;
  out?: (line: string) => void;
}

/** Returns the process exit code: 0 created, 1 refused or failed, 2 wrong usage. */
export async function createAdminFromCommandLine({
  args,
  env,
  database,
  askPassword,
  out = console.log,
}: CreateAdminOptions): Promise<number> {
  let values: { email?: string; name?: string; phone?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: "string" },
        name: { type: "string" },
        phone: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const email = values.email ?? env.ADMIN_EMAIL;
  if (!email) {
    out(`An e-mail address is required.\n\n${USAGE}`);
    return 2;
  }

  let password = env.ADMIN_PASSWORD;
  if (!password && askPassword) password = await askPassword();
  if (!password) {
    out("No password: set ADMIN_PASSWORD, or run the command in a terminal to be asked for one.");
    return 2;
  }

  const parsed = staffAccountSchema.safeParse({
    email,
    password,
    fullName: values.name ?? "Administrator",
    phone: values.phone,
    role: "owner",
  });
  if (!parsed.success) {
    out(`Cannot create the admin: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
    return 1;
  }

  // The account's own variables are checked above; the rest of the configuration as the server reads it.
  const config = loadConfig({ ...env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const handle =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
      poolSize: 1,
    }));
  try {
    if (!database) await handle.migrate();
    const result = await createStaffAccount({ db: handle.db, config }, parsed.data, {
      id: null,
      email: "command line (create-admin)",
    });
    if (!result.ok) {
      out(`Error: ${result.message}`);
      return 1;
    }
    out(`Admin created successfully! ${result.user.email} can now sign in at ${config.SITE_URL}/login`);
    return 0;
  } finally {
    if (!database) await handle.close();
  }
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    let typed = "";
    const finish = (value: string | null) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stdout.write("\n");
      if (value === null) reject(new Error("Cancelled"));
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish(typed);
        if (character === "\u0003") return finish(null);
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on("data", onData);
  });
}

async function askNewPassword(): Promise<string> {
  const first = await askHidden("Password for the new admin (at least 12 characters): ");
  const second = await askHidden("The same password again: ");
  if (first !== second) throw new Error("The two passwords are not the same.");
  return first;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  createAdminFromCommandLine({
    args: process.argv.slice(2),
    env: process.env,
    askPassword: process.stdin.isTTY ? askNewPassword : undefined,
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Error: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
