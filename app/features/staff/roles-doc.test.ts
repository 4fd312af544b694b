// docs/roles.md is what `npm run docs:roles` writes from the catalogue: a change to a role's permissions, a
// new staff action or table screen fails here until the document is regenerated.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROLES_DOC_PATH, renderRolesDoc } from "./roles-doc.server";
import { allStaffActions } from "./staff-action-catalogue.server";

describe("docs/roles.md", () => {
  it("is exactly what npm run docs:roles generates", async () => {
    const written = await readFile(path.resolve(import.meta.dirname, "../../..", ROLES_DOC_PATH), "utf8");
    expect(written, "docs/roles.md is out of date: run `npm run docs:roles`").toBe(renderRolesDoc());
  });

  it("lists every action once, with a yes or no for each role", () => {
    const ids = allStaffActions().map((action) => action.id);
    expect(new Set(ids).size).toBe(ids.length);
    const doc = renderRolesDoc();
    for (const id of ids)
      expect(doc).toMatch(
        new RegExp(`\\| \`${id.replaceAll(".", "\\.")}\` \\| (yes|no) \\| (yes|no) \\| (yes|no) \\|`),
      );
    expect(doc).toContain("| `staff.remove` | yes | no | no | staff |");
    expect(doc).toContain("| `bookings.export` | yes | yes | no | export |");
    expect(doc).toContain("| `traveller.erase` | yes | no | no | erasure |");
  });
});
