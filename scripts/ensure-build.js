// Runs before `npm start`: builds the production bundle when it is missing or older than the sources,
// so a fresh clone needs only `npm install && npm start`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = path.join(process.env.BUILD_DIR ?? "build", "server/index.js");
const sources = ["app", "server", "public", "drizzle", "scripts/vite"];
const configFiles = ["package.json", "package-lock.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const sourcesChangedAt = Math.max(...[...sources, ...configFiles].map(newestModification));

if (builtAt < sourcesChangedAt) {
  console.log(builtAt ? "Sources changed since the last build: rebuilding." : "No production build yet: building.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
