import { describe, expect, it } from "vitest";
import { isValidSlug, SLUG_MAX_LENGTH, slugFromName } from "./slug";

describe("slugFromName", () => {
  it.each([
    ["Maasai Mara", "maasai-mara"],
    ["Amboseli", "amboseli"],
    ["Ngorongoro", "ngorongoro"],
    ["Lake Nakuru & Bogoria", "lake-nakuru-and-bogoria"],
    ["Lamu&Watamu", "lamu-and-watamu"],
    ["Tsavo  East", "tsavo-east"],
    ["  Tsavo \t West\n", "tsavo-west"],
    ["Kenya's Coast", "kenyas-coast"],
    ["Mount Kilimanjaro (Tanzania)", "mount-kilimanjaro-tanzania"],
    ["Élan Lodge", "elan-lodge"],
    ["Zanzibar - Stone Town", "zanzibar-stone-town"],
    ["Serengeti 2", "serengeti-2"],
    ["&", "and"],
    ["!!!", ""],
  ])("%j -> %j", (name, expected) => {
    expect(slugFromName(name)).toBe(expected);
  });

  it("makes only valid slugs, never longer than the limit", () => {
    const slug = slugFromName(`${"Great Rift Valley ".repeat(12)}`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(isValidSlug(slug)).toBe(true);
  });
});

describe("isValidSlug", () => {
  it.each([
    ["maasai-mara", true],
    ["serengeti-2", true],
    ["a", true],
    ["Maasai-Mara", false],
    ["maasai--mara", false],
    ["-maasai", false],
    ["maasai-", false],
    ["maasai mara", false],
    ["maasai_mara", false],
    ["", false],
    ["a".repeat(SLUG_MAX_LENGTH + 1), false],
  ])("%j -> %s", (value, expected) => {
    expect(isValidSlug(value)).toBe(expected);
  });
});
