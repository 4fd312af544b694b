import { describe, expect, it } from "vitest";
import {
  aggregateRatingJsonLd,
  companyPostalAddress,
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
  it("gives the trip, its itinerary as an ItemList of days and a per-person Offer", () => {
    const node = touristTripJsonLd({ siteUrl, safari });
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
      offers: {
        "@type": "Offer",
        price: 185000,
        priceCurrency: "KES",
        url: `${siteUrl}/safaris/7`,
        priceSpecification: { referenceQuantity: { value: 1, unitText: "person" } },
      },
    });
  });

  it("gives a group price without per-person specification, and no Offer without a price", () => {
    const group = touristTripJsonLd({ siteUrl, safari: { ...safari, pricePerPerson: false, currency: "USD" } });
    expect(group.offers).toMatchObject({ price: 185000, priceCurrency: "USD" });
    expect(group.offers).not.toHaveProperty("priceSpecification");
    const quoted = touristTripJsonLd({ siteUrl, safari: { ...safari, price: null, imageUrl: null } });
    expect(quoted).not.toHaveProperty("offers");
    expect(quoted).not.toHaveProperty("image");
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
