// One search of everything the servers of a test run wrote, for every secret the run's tests saw. Each server
// the harness starts (app-server.ts) writes its output into the run's folder too; each secret in an address the
// tests asked for (HTTP helpers, the browser) or in an e-mail the fake SMTP server received (trip pages,
// invitations, password resets) is noted there; when the run ends, global-setup.ts searches every server's
// output for every noted secret and fails the run if one is there.
import { appendFileSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { secretsIn } from "~/utils/secret-links";

/** The run's folder, set by global-setup.ts for the whole run (its workers inherit it). */
export const RUN_LOG_DIR_VARIABLE = "HEARTBEEST_RUN_LOG_DIR";

const SECRETS_FILE = "secrets.txt";
/** Shorter than any secret the product issues: a placeholder in a test's address, not a secret. */
const SHORTEST_SECRET = 16;

export function runLogDir(): string | undefined {
  return process.env[RUN_LOG_DIR_VARIABLE] || undefined;
}

/** Where the server with this process id writes its output during the run, if the run keeps one. */
export function serverLogFile(pid: number | undefined): string | undefined {
  const dir = runLogDir();
  return dir && pid !== undefined ? path.join(dir, `server-${process.pid}-${pid}.log`) : undefined;
}

/** Notes every secret link's secret in `text` (an address asked for, an e-mail received). */
export function noteSecretsIn(text: string | undefined): void {
  const dir = runLogDir();
  if (!dir || !text) return;
  const secrets = secretsIn(text).filter((secret) => secret.length >= SHORTEST_SECRET);
  if (secrets.length > 0) appendFileSync(path.join(dir, SECRETS_FILE), secrets.map((secret) => `${secret}\n`).join(""));
}

/** Notes one secret that is not in a link (an enquiry's reply address token), so the sweep looks for it too. */
export function noteSecret(secret: string): void {
  const dir = runLogDir();
  if (dir && secret.length >= SHORTEST_SECRET) appendFileSync(path.join(dir, SECRETS_FILE), `${secret}\n`);
}

export interface RunLogSweep {
  servers: number;
  secrets: number;
  /** "<secret> in <file>" for each secret found in a server's output. */
  leaks: string[];
}

/** Searches every server output in `dir` for every secret noted there. */
export function sweepRunLogs(dir: string): RunLogSweep {
  const files = readdirSync(dir).filter((name) => name.startsWith("server-") && name.endsWith(".log"));
  let secrets: string[] = [];
  try {
    secrets = [...new Set(readFileSync(path.join(dir, SECRETS_FILE), "utf8").split("\n").filter(Boolean))];
  } catch {
    // No test asked for a secret link: nothing to search for.
  }
  const leaks: string[] = [];
  for (const file of files) {
    const output = readFileSync(path.join(dir, file), "utf8");
    for (const secret of secrets) if (output.includes(secret)) leaks.push(`${secret} in ${file}`);
  }
  return { servers: files.length, secrets: secrets.length, leaks };
}
