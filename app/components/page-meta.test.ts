import { describe, expect, it } from "vitest";
import { pageMeta, pageTitle } from "./page-meta";

describe("pageTitle", () => {
  it("is the site name alone, or the page's title followed by the site name", () => {
    expect(pageTitle()).toBe("Heartbeest Safari");
    expect(pageTitle("About")).toBe("About | Heartbeest Safari");
    expect(pageTitle("Hotels & Lodges")).toBe("Hotels & Lodges | Heartbeest Safari");
  });
});

describe("pageMeta", () => {
  it("gives the title and description, also as Open Graph tags", () => {
    const meta = pageMeta({ title: "Safari Packages", description: "Every safari we run." });
    expect(meta).toContainEqual({ title: "Safari Packages | Heartbeest Safari" });
    expect(meta).toContainEqual({ name: "description", content: "Every safari we run." });
    expect(meta).toContainEqual({ property: "og:title", content: "Safari Packages | Heartbeest Safari" });
    expect(meta).toContainEqual({ property: "og:description", content: "Every safari we run." });
  });

  it("falls back to the site's own description", () => {
    const description = pageMeta().find((tag) => "name" in tag && tag.name === "description");
    expect(description).toMatchObject({ name: "description" });
    expect(String((description as { content: string }).content)).toMatch(/Kenya and Tanzania/);
  });
});
