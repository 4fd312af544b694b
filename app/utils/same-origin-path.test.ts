import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./same-origin-path";

/** What a browser would make of the path as an href on our page: its origin must stay ours. */
function originOf(href: string): string {
  return new URL(href, "https://heartbeest.example/de/kontakt").origin;
}

describe("sameOriginPath", () => {
  it.each([
    ["//evil.example/x", "/evil.example/x"],
    ["///evil.example/x", "/evil.example/x"],
    ["/\\evil.example/x", "/evil.example/x"],
    ["\\\\evil.example/x", "/evil.example/x"],
    ["/%2F%2Fevil.example/x", "/evil.example/x"],
    ["/%2f%5cevil.example/x", "/evil.example/x"],
    ["/\t/evil.example/x", "/evil.example/x"],
    ["/\n/evil.example", "/evil.example"],
    ["/\r\n\\/evil.example", "/evil.example"],
    ["https://evil.example/x", "/https://evil.example/x"],
    ["javascript:alert(1)", "/javascript:alert(1)"],
    ["", "/"],
    ["/", "/"],
  ])("makes %j the path %j on this site", (input, expected) => {
    expect(sameOriginPath(input)).toBe(expected);
    expect(originOf(sameOriginPath(input))).toBe("https://heartbeest.example");
  });

  it.each(["/de/kontakt", "/safaris/3?adults=2#top", "/trip/abc/pay/card?x=%2F%2Fy", "/a//b"])(
    "leaves the ordinary path %j as it is",
    (path) => {
      expect(sameOriginPath(path)).toBe(path);
    },
  );
});
