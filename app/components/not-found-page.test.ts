import { describe, expect, it } from "vitest";
import { notFoundDetails } from "./not-found-page";

describe("notFoundDetails", () => {
  it("takes a page's own title, description and way back", () => {
    expect(
      notFoundDetails({
        title: "Safari not found",
        description: "It may have been retired.",
        action: { to: "/safaris", label: "Back to All Safaris" },
      }),
    ).toEqual({
      title: "Safari not found",
      description: "It may have been retired.",
      action: { to: "/safaris", label: "Back to All Safaris" },
    });
  });

  it.each([null, undefined, "Not Found", 404, {}])("falls back to the site's texts for %j", (value) => {
    expect(notFoundDetails(value)).toEqual({});
  });

  it("ignores malformed fields and links that leave the site", () => {
    expect(
      notFoundDetails({ title: 7, description: "", action: { to: "https://elsewhere.example", label: "Go" } }),
    ).toEqual({});
    expect(notFoundDetails({ title: "Hotel not found", action: { to: "/hotels-and-lodges" } })).toEqual({
      title: "Hotel not found",
    });
  });
});
