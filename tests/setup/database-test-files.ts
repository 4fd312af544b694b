// Which unit and integration test files touch a database: those that import the test-database helper
// (tests/setup/test-database.ts), directly or through a project module that does (a feature's test support,
// say). Worked out from the source each time the test configuration loads, so a new test file lands on the
// right side without anyone keeping a list. The PostgreSQL pass runs only these; the rest (pure functions,
// rendering, parsing) would only run a second time unchanged.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const helper = path.join(root, "tests/setup/test-database.ts");
const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
// Static imports, re-exports and dynamic imports of a quoted path.
const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** The project file an import names, or null for a package or a file outside the project. */
function resolveImport(specifier: string, importer: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(importer), specifier);
  else return null;
  for (const extension of extensions) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Answers whether each file reaches the helper through its imports (memoised over one scan). */
function reachesHelper(file: string, known: Map<string, boolean>): boolean {
  const answer = known.get(file);
  if (answer !== undefined) return answer;
  if (file === helper) return true;
  // Marked first so that an import cycle ends instead of recursing forever.
  known.set(file, false);
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(importPattern)) {
    const target = resolveImport(match[1] ?? "", file);
    if (target && reachesHelper(target, known)) {
      known.set(file, true);
      return true;
    }
  }
  return false;
}

/** Every `*.test.ts(x)` file under these folders, as paths from the project root. */
function testFilesUnder(folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(relative);
      else if (entry.isFile() && /\.test\.tsx?$/.test(entry.name)) found.push(relative);
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return found.sort();
}

/** The test files under these folders, split into those that touch a database and those that do not. */
export function splitByDatabase(folders: readonly string[]): { database: string[]; other: string[] } {
  const files = testFilesUnder(folders);
  const known = new Map<string, boolean>();
  const database: string[] = [];
  const other: string[] = [];
  for (const file of files) (reachesHelper(path.join(root, file), known) ? database : other).push(file);
  return { database, other };
}
