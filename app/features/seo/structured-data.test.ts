import { describe, expect, it } from "vitest";
import {
  aggregateRatingJsonLd,
  companyPostalAddress,
  decimalPrice,
  lodgingBusinessJsonLd,
  organizationId,
  reviewJsonLd,
  touristDestinationJsonLd,
  touristTripJsonLd,
  travelAgencyJsonLd,
} from "./structured-data";

const siteUrl = "https://www.heartbeest-safari.example";

const safari = {
  id: 7,
  title: "Maasai Mara Explorer",
  description: "Four days on the plains.",
  imageUrl: "/media/mara.jpg",
  price: 185000,
  currency: "KES",
  pricePerPerson: true,
  itinerary: [
    { dayNumber: 1, title: "Nairobi to the Mara", description: "Drive west." },
    { dayNumber: 2, title: "Game drives", description: "All day." },
  ],
};

describe("travelAgencyJsonLd", () => {
  it("describes the company with contacts, address and the countries it serves", () => {
    const node = travelAgencyJsonLd({ siteUrl, logo: "/logo.svg", rating: { average: 4.666, count: 3 } });
    expect(node).toMatchObject({
      "@type": "TravelAgency",
      "@id": `${siteUrl}/#organization`,
      name: "Heartbeest Safari",
      url: `${siteUrl}/`,
      logo: `${siteUrl}/logo.svg`,
      telephone: "+254 700 123 456",
      email: "info@heartbeest-safari.example",
      areaServed: [
        { "@type": "Country", name: "Kenya" },
        { "@type": "Country", name: "Tanzania" },
      ],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3 },
    });
    expect(node.address).toEqual(companyPostalAddress());
  });

  it("leaves out logo and rating when there are none", () => {
    const node = travelAgencyJsonLd({ siteUrl, rating: { average: null, count: 0 } });
    expect(node).not.toHaveProperty("logo");
    expect(node).not.toHaveProperty("aggregateRating");
  });
});

describe("companyPostalAddress", () => {
  it("reads the box, street, town and country code from the company's address lines", () => {
    expect(companyPostalAddress()).toEqual({
      "@type": "PostalAddress",
      postOfficeBoxNumber: "00000-00100",
      streetAddress: "Safari House, Kenyatta Avenue",
      addressLocality: "Nairobi",
      addressCountry: "KE",
    });
  });
});

describe("touristTripJsonLd", () => {
  const fromPrices = {
    nonResident: { amount: 138_000, currency: "USD" },
    resident: { amount: 12_000_050, currency: "KES" },
  };

  it("gives the trip, its itinerary as an ItemList of days and its 'from' prices as per-person AggregateOffers", () => {
    const node = touristTripJsonLd({ siteUrl, safari, fromPrices });
    expect(node).toMatchObject({
      "@type": "TouristTrip",
      name: "Maasai Mara Explorer",
      description: "Four days on the plains.",
      url: `${siteUrl}/safaris/7`,
      image: `${siteUrl}/media/mara.jpg`,
      provider: { "@id": organizationId(siteUrl) },
      itinerary: {
        "@type": "ItemList",
        numberOfItems: 2,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Day 1: Nairobi to the Mara", description: "Drive west." },
          { "@type": "ListItem", position: 2, name: "Day 2: Game drives", description: "All day." },
        ],
      },
    });
    expect(node.offers).toEqual([
      expect.objectContaining({
        "@type": "AggregateOffer",
        lowPrice: "1380.00",
        priceCurrency: "USD",
        url: `${siteUrl}/safaris/7`,
        priceSpecification: expect.objectContaining({
          price: "1380.00",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "person" },
        }),
      }),
      expect.objectContaining({
        "@type": "AggregateOffer",
        lowPrice: "120000.50",
        priceCurrency: "KES",
        eligibleRegion: [
          { "@type": "Country", name: "KE" },
          { "@type": "Country", name: "TZ" },
        ],
      }),
    ]);
    expect((node.offers as Record<string, unknown>[])[0]).not.toHaveProperty("eligibleRegion");
  });

  it("gives no offer for a package without rates, and only the residents' when non-residents have none", () => {
    const quoted = touristTripJsonLd({ siteUrl, safari: { ...safari, imageUrl: null }, fromPrices: null });
    expect(quoted).not.toHaveProperty("offers");
    expect(quoted).not.toHaveProperty("image");
    const residentsOnly = touristTripJsonLd({ siteUrl, safari, fromPrices: { ...fromPrices, nonResident: null } });
    expect(residentsOnly.offers).toMatchObject([{ lowPrice: "120000.50", priceCurrency: "KES" }]);
  });

  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [138_000, "1380.00"],
    [12_345_678, "123456.78"],
  ])("writes %i minor units as %s", (amount, text) => {
    expect(decimalPrice(amount)).toBe(text);
  });
});

describe("touristDestinationJsonLd", () => {
  it("gives the destination, its country and attractions", () => {
    const node = touristDestinationJsonLd({
      siteUrl,
      destination: {
        slug: "maasai-mara",
        name: "Maasai Mara",
        overview: "Endless plains.",
        country: "Kenya",
        heroImage: "https://cdn.example.com/mara.jpg",
        attractions: [
          { name: "Mara River", description: "Crossings.", image: "/media/river.jpg" },
          { name: "Balloon", description: "Dawn flights.", image: null },
        ],
      },
    });
    expect(node).toMatchObject({
      "@type": "TouristDestination",
      name: "Maasai Mara",
      description: "Endless plains.",
      url: `${siteUrl}/maasai-mara`,
      image: "https://cdn.example.com/mara.jpg",
      containedInPlace: { "@type": "Country", name: "Kenya" },
      includesAttraction: [
        { "@type": "TouristAttraction", name: "Mara River", image: `${siteUrl}/media/river.jpg` },
        { "@type": "TouristAttraction", name: "Balloon" },
      ],
    });
    expect((node.includesAttraction as object[])[1]).not.toHaveProperty("image");
  });
});

describe("lodgingBusinessJsonLd", () => {
  it("gives the lodge with its address and destination", () => {
    const node = lodgingBusinessJsonLd({
      siteUrl,
      hotel: {
        slug: "mara-river-camp",
        name: "Mara River Camp",
        location: "Maasai Mara, Kenya",
        description: "Tents above the river.",
        imageUrl: null,
        destination: { name: "Maasai Mara", slug: "maasai-mara" },
      },
    });
    expect(node).toMatchObject({
      "@type": "LodgingBusiness",
      name: "Mara River Camp",
      url: `${siteUrl}/hotels-and-lodges/mara-river-camp`,
      address: "Maasai Mara, Kenya",
      containedInPlace: { "@type": "TouristDestination", url: `${siteUrl}/maasai-mara` },
    });
  });
});

describe("reviews and ratings", () => {
  it("gives a Review with author, rating out of 5, text and date", () => {
    const node = reviewJsonLd({
      review: { userName: "Amina", rating: 5, comment: "Unforgettable.", createdAt: new Date("2024-07-03T22:30:00Z") },
      itemReviewed: { "@id": organizationId(siteUrl) },
    });
    expect(node).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Amina" },
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: "Unforgettable.",
      datePublished: "2024-07-03",
      itemReviewed: { "@id": `${siteUrl}/#organization` },
    });
  });

  it("accepts the date as text, as it arrives from JSON", () => {
    const node = reviewJsonLd({
      review: { userName: "B", rating: 4, comment: "Good.", createdAt: "2024-01-02T00:00:00Z" },
    });
    expect(node.datePublished).toBe("2024-01-02");
    expect(node).not.toHaveProperty("itemReviewed");
  });

  it.each([
    [
      { average: 4.25, count: 4 },
      { ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 },
    ],
    [
      { average: 5, count: 1 },
      { ratingValue: 5, reviewCount: 1 },
    ],
    [{ average: null, count: 0 }, null],
    [{ average: 4, count: 0 }, null],
  ])("aggregates %j", (summary, expected) => {
    const node = aggregateRatingJsonLd(summary);
    if (expected === null) expect(node).toBeNull();
    else expect(node).toMatchObject({ "@type": "AggregateRating", ...expected });
  });
});
