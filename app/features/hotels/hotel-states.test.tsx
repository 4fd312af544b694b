import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HotelCard, hotelCardData } from "./hotel-card";
import { HotelDetailLoadFailure, HotelsEmpty, HotelsLoadFailure } from "./hotel-states";

function render(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

describe("the hotel list's failure state", () => {
  it("says the spec's text in an alert and offers 'Try Again' as a full reload of the same address", () => {
    const html = render(<HotelsLoadFailure retryHref="/hotels-and-lodges" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to load hotels. Please try again later.");
    // A real link to the same address, so it works before (or without) the page's script.
    expect(html).toMatch(/<a[^>]*href="\/hotels-and-lodges"[^>]*>Try Again<\/a>/);
  });
});

describe("the hotel page's failure state", () => {
  it("says 'Failed to load hotel details.' as the page heading with a link back to the list", () => {
    const html = render(<HotelDetailLoadFailure />);
    expect(html).toMatch(/<h1[^>]*>Failed to load hotel details\.<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/hotels-and-lodges"[^>]*>Back to Hotels &amp; Lodges<\/a>/);
  });
});

describe("the empty collection", () => {
  it("says 'No Hotels Available' and points to the contact page", () => {
    const html = render(<HotelsEmpty />);
    expect(html).toContain("No Hotels Available");
    expect(html).toMatch(/href="\/contact"/);
  });
});

describe("hotel cards", () => {
  const description = `${"A quiet camp on the river where the hippos grunt all night ".repeat(4)}and the coffee arrives at dawn.`;

  it("cut the description to 150 characters and link to the lodge's own page", () => {
    const card = hotelCardData({
      slug: "river-camp",
      name: "River Camp",
      location: "Mara",
      description,
      imageUrl: null,
    });
    expect(card.excerpt.length).toBeLessThanOrEqual(150);
    expect(card.excerpt.endsWith("\u2026")).toBe(true);
    expect(description.startsWith(card.excerpt.slice(0, -1))).toBe(true);

    const html = render(<HotelCard hotel={card} />);
    expect(html).toContain('href="/hotels-and-lodges/river-camp"');
    expect(html).toContain(card.excerpt);
    expect(html).not.toContain(description);
  });

  it("keep a short description whole and name a missing one", () => {
    const short = hotelCardData({ slug: "a", name: "A", location: "", description: "Small and kind.", imageUrl: null });
    expect(short.excerpt).toBe("Small and kind.");
    const none = hotelCardData({ slug: "b", name: "B", location: "", description: "  ", imageUrl: null });
    expect(none.excerpt).toBe("No description available");
  });
});
