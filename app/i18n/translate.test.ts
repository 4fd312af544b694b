import { describe, expect, it } from "vitest";
import { defineMessages, translate } from "./translate";

const catalogue = defineMessages({
  "test.plain": "Browse Safaris",
  "test.value": "Could not find destination: {name}",
  "test.plural": "{count, plural, one {# video} other {# videos}}",
});

describe("translate", () => {
  it("returns plain messages, fills values and chooses plural forms", () => {
    expect(translate(catalogue, "test.plain")).toBe("Browse Safaris");
    expect(translate(catalogue, "test.value", { name: "Tsavo" })).toBe("Could not find destination: Tsavo");
    expect(translate(catalogue, "test.plural", { count: 1 })).toBe("1 video");
    expect(translate(catalogue, "test.plural", { count: 9 })).toBe("9 videos");
  });
});
