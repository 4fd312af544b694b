import { readdirSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { PAGE_SEGMENTS } from "~/i18n/paths";
import routes from "~/routes";
import { isReservedTopLevelPath, RESERVED_TOP_LEVEL_PATHS } from "./reserved-paths";

/** The first segment of every route path in the table, through layouts and nested prefixes. */
function topLevelSegments(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const fullPath = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    const first = fullPath.split("/").find((segment) => segment.length > 0);
    const own = first ? [first] : [];
    return [...own, ...topLevelSegments(entry.children ?? [], fullPath)];
  });
}

/** The full path of every route in the table, through layouts and nested prefixes. */
function topLevelPaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const fullPath = [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.path ? [fullPath] : []), ...topLevelPaths(entry.children ?? [], fullPath)];
  });
}

describe("isReservedTopLevelPath", () => {
  it.each([
    ["about", true],
    ["admin", true],
    ["hotels-and-lodges", true],
    ["sitemap.xml", true],
    ["Safaris", true],
    [" contact ", true],
    ["de", true],
    ["en", true],
    ["ES", true],
    ["kontakt", true],
    ["avis", true],
    ["reise", true],
    ["reiseziele", true],
    ["quienes-somos", true],
    ["unterkuenfte", true],
    ["messages", true],
    ["maasai-mara", false],
    ["amboseli", false],
    ["about-kenya", false],
  ])("%j -> %s", (slug, expected) => {
    expect(isReservedTopLevelPath(slug)).toBe(expected);
  });

  it("reads first segments through layouts and nested routes", () => {
    const table: RouteConfigEntry[] = [
      {
        file: "layout.tsx",
        children: [
          { file: "about.tsx", path: "about" },
          { file: "d.tsx", path: ":slug" },
        ],
      },
      { file: "admin.tsx", path: "admin", children: [{ file: "bookings.tsx", path: "bookings" }] },
      { file: "sitemap.ts", path: "sitemap.xml" },
    ];
    expect(topLevelSegments(table)).toEqual(["about", ":slug", "admin", "admin", "sitemap.xml"]);
  });

  it("covers every language's prefix and every page's name in each language", () => {
    for (const locale of LOCALES) expect(isReservedTopLevelPath(locale), locale).toBe(true);
    for (const [english, names] of Object.entries(PAGE_SEGMENTS)) {
      expect(isReservedTopLevelPath(english), english).toBe(true);
      for (const name of Object.values(names)) expect(isReservedTopLevelPath(name), name).toBe(true);
    }
  });

  it("covers the second segment of every localized route of the route table", () => {
    const localized = topLevelPaths(routes).filter((path) => LOCALES.includes(path.split("/")[0] as never));
    const names = localized.map((path) => path.split("/")[1] ?? "").filter((name) => name && !/^[:*]/.test(name));
    expect(names.length).toBeGreaterThan(0);
    const missing = [...new Set(names)].filter((name) => !RESERVED_TOP_LEVEL_PATHS.has(name));
    expect(missing, "add these to RESERVED_TOP_LEVEL_PATHS").toEqual([]);
  });

  it("covers every static top-level route of the route table", () => {
    const segments = topLevelSegments(routes).filter((segment) => !segment.startsWith(":") && segment !== "*");
    const missing = [...new Set(segments)].filter((segment) => !RESERVED_TOP_LEVEL_PATHS.has(segment));
    expect(missing, "add these to RESERVED_TOP_LEVEL_PATHS").toEqual([]);
  });

  it("covers every file and folder served from public/", () => {
    const entries = readdirSync(path.resolve("public")).filter((name) => !name.startsWith("."));
    const missing = entries.filter((name) => !RESERVED_TOP_LEVEL_PATHS.has(name));
    expect(missing, "add these to RESERVED_TOP_LEVEL_PATHS").toEqual([]);
  });
});
