import { describe, expect, it } from "vitest";
import { parseSafariId } from "./safari-id";

describe("parseSafariId", () => {
  it.each<[string | undefined, number | null]>([
    ["1", 1],
    ["42", 42],
    ["2147483647", 2147483647],
    ["2147483648", null],
    ["99999999999999999999", null],
    ["0", null],
    ["012", null],
    ["-1", null],
    ["1.5", null],
    ["12abc", null],
    ["1e3", null],
    [" 1", null],
    ["", null],
    [undefined, null],
  ])("%j -> %s", (param, expected) => {
    expect(parseSafariId(param)).toBe(expected);
  });
});
