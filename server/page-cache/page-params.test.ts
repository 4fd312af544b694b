// Every read of the query string in the code behind public pages names a parameter the page cache keys on,
// or one of the reads below, which belong to pages the cache never keeps (staff screens, the booking flow,
// trip pages). A new read in neither list fails here: otherwise every value of it would be answered with the
// page kept for the address without it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { PAGE_QUERY_PARAMETERS } from "./page-params";

/**
 * Code behind pages the cache never keeps (cacheable.ts: EXCLUDED_PATHS): staff screens, sign-in, the chat's
 * resources, the booking flow, trip pages and their payments.
 */
const NEVER_CACHED = [
  "app/routes/admin/",
  "app/routes/auth/",
  "app/routes/resources/",
  "app/routes/site/trip",
  "app/features/admin-tables/",
  "app/features/audit/",
  "app/features/bookings/booking-flow",
  "app/features/chat/",
  "app/features/inbox/",
  "app/features/operator-settings/",
  "app/features/package-editor/",
  "app/features/payments/",
  "app/features/reports/",
  "app/features/staff/",
  "app/features/translations/",
  "app/features/trip/",
];

/** The constants public pages read the query by, and the names they stand for. */
const NAMED: Record<string, string> = {
  MONTHS_PARAM: "months",
  REGION_PARAM: "region",
  MAP_PARAM: "map",
  WRITE_REVIEW_PARAM: "write",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the query parameters public pages read", () => {
  test("every read is one the page cache keys on, or on a page it never keeps", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const unexplained: string[] = [];
    for (const file of sourceFiles(path.join(root, "app"))) {
      const relative = path.relative(root, file);
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/searchParams\.(?:get|getAll|has)\(([^)]+)\)/g)) {
        const argument = (match[1] as string).trim();
        const literal = /^"([^"]+)"$/.exec(argument)?.[1] ?? NAMED[argument];
        if (literal && PAGE_QUERY_PARAMETERS.has(literal)) continue;
        if (NEVER_CACHED.some((prefix) => relative.startsWith(prefix))) continue;
        // Reads by a loop over a known list (the safari filters) are checked by their list.
        if (argument === "key" && relative === "app/routes/site/safaris.tsx") continue;
        unexplained.push(`${relative}: searchParams.${match[0].split(".")[1]}`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  test("the names the constants stand for are the ones the pages use", async () => {
    const modules = {
      MONTHS_PARAM: (await import("~/features/destinations/month-grid")).MONTHS_PARAM,
      REGION_PARAM: (await import("~/features/destinations/region-address")).REGION_PARAM,
      MAP_PARAM: (await import("~/features/inquiries/live-map-address")).MAP_PARAM,
      WRITE_REVIEW_PARAM: (await import("~/features/reviews/share-experience-dialog")).WRITE_REVIEW_PARAM,
    };
    expect(modules).toEqual(NAMED);
  });
});
