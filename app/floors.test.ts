// The floors of docs/architecture.md are enforced by Biome's noRestrictedImports (biome.json). This test plants
// imports in a scratch copy of the project's lint configuration and checks that `biome lint` refuses each one
// that crosses a floor and accepts each one that does not, so a change to biome.json that silently opens a
// floor fails here. (Planting inside app/ itself would race the type check that CI runs beside the tests.)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "..");
const biome = join(projectRoot, "node_modules", ".bin", "biome");
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "floors-"));
  const config = JSON.parse(readFileSync(join(projectRoot, "biome.json"), "utf8"));
  // The scratch folder is not a git checkout.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The floor messages `biome lint` gives for one planted file holding `import { x } from "<specifier>"`. */
function floorErrors(file: string, specifier: string): string[] {
  const path = join(scratch, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `import { x } from "${specifier}";\n\nexport const planted = x;\n`);
  const run = spawnSync(biome, ["lint", "--max-diagnostics=50", path], { cwd: scratch, encoding: "utf8" });
  rmSync(path);
  return [...`${run.stdout}${run.stderr}`.matchAll(/Floors \(docs\/architecture\.md\)[^\n]*/g)].map(
    (match) => match[0],
  );
}

describe("an import that crosses a floor fails lint", () => {
  it.each([
    ["app/utils/planted.ts", "~/features/bookings/booking-inbox.server", "ground floor"],
    ["app/i18n/planted.ts", "../components/ui/button", "ground floor"],
    ["app/db/schema/planted.ts", "../../features/quotes/quote-engine", "database layer"],
    ["app/services/email/planted.ts", "~/features/payments/ledger.server", "service"],
    ["app/components/ui/planted.tsx", "~/features/bookings/booking-summary", "design system"],
    ["app/features/bookings/planted.ts", "~/routes/site/home", "never imports a route"],
    ["app/features/forms/planted.ts", "../bookings/booking-request", "form kit"],
    ["app/features/quotes/planted.ts", "~/features/bookings/booking-inbox.server", "catalogue"],
    ["app/features/safaris/planted.ts", "../payments/ledger", "catalogue"],
  ])("%s importing %s", (file, specifier, floor) => {
    const errors = floorErrors(file, specifier);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(floor);
  });
});

describe("an import that keeps to the floors passes", () => {
  it.each([
    ["app/utils/planted.ts", "./format"],
    ["app/features/quotes/planted.ts", "~/utils/business-calendar"],
    ["app/features/bookings/planted.ts", "~/features/quotes/rate-book"],
    ["app/features/payments/planted.ts", "~/services/rate-limit.server"],
    ["app/components/planted.tsx", "~/utils/public-operator-facts"],
    ["app/routes/site/planted.tsx", "~/features/bookings/booking-summary"],
    ["app/features/forms/planted.ts", "./fields"],
  ])("%s importing %s", (file, specifier) => {
    expect(floorErrors(file, specifier)).toEqual([]);
  });
});
