#!/usr/bin/env node
// Dependency audit of what ships (npm audit --omit=dev): exits 1 when any high or critical advisory
// affects a production dependency, 0 when none does. When the audit service cannot be reached (no
// network, a registry mirror without the advisory endpoint) it says so and exits 2, or 0 with
// --allow-offline (or AUDIT_ALLOW_OFFLINE=true) where an unreachable service is acceptable.
//
//   node scripts/audit.mjs [--allow-offline]
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const allowOffline =
  process.argv.includes("--allow-offline") || /^(1|true|yes)$/i.test(process.env.AUDIT_ALLOW_OFFLINE ?? "");
const BLOCKING = ["critical", "high"];

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
  cwd: projectRoot,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
  timeout: 120_000,
});

function unreachable(reason) {
  console.error(`audit service unreachable: ${reason}`);
  if (allowOffline) {
    console.error("continuing: --allow-offline (or AUDIT_ALLOW_OFFLINE) accepts an unreachable audit service");
    process.exit(0);
  }
  console.error("no verdict on the dependencies; pass --allow-offline where that is acceptable");
  process.exit(2);
}

if (run.error) unreachable(run.error.message);

let report;
try {
  report = JSON.parse(run.stdout || "null");
} catch {
  report = null;
}

// npm reports a failed request to the advisory endpoint as {"message": ..., "error": {...}} and a non-zero exit.
if (!report || typeof report !== "object" || report.error || !report.metadata?.vulnerabilities) {
  const error = report?.error;
  const reason =
    report?.message ||
    (error && [error.code, error.summary].filter(Boolean).join(" ")) ||
    (run.stderr || "")
      .trim()
      .split("\n")
      .find((line) => /ERR|error/i.test(line)) ||
    `npm audit exited ${run.status} without a report`;
  unreachable(reason.replace(/\s+/g, " ").trim());
}

const counts = report.metadata.vulnerabilities;
const summary = ["critical", "high", "moderate", "low", "info"].map((level) => `${counts[level] ?? 0} ${level}`);
console.log(`npm audit (production dependencies): ${summary.join(", ")}`);

const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) => BLOCKING.includes(entry.severity));
for (const entry of blocking) {
  const advisories = (entry.via ?? [])
    .filter((via) => typeof via === "object")
    .map((via) => `${via.title ?? "advisory"}${via.url ? ` (${via.url})` : ""}`);
  console.log(
    `  ${entry.severity.toUpperCase()} ${entry.name}@${entry.range}: ${advisories.join("; ") || `via ${entry.via.join(", ")}`}`,
  );
  if (entry.fixAvailable) console.log(`    fix available: ${JSON.stringify(entry.fixAvailable)}`);
}

const total = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
if (total > 0) {
  console.error(`${total} high or critical advisories affect production dependencies`);
  process.exit(1);
}
console.log("no high or critical advisories in production dependencies");
