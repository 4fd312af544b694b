import { describe, expect, it } from "vitest";
import {
  EMPTY_OPERATOR_FACTS,
  NO_PUBLIC_FACTS,
  publicOperatorFacts,
  SAMPLE_OPERATOR_FACTS,
} from "~/features/operator-settings/operator-facts";
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

const operator = publicOperatorFacts({
  ...EMPTY_OPERATOR_FACTS,
  phone: "+254 722 555 019",
  email: "hello@heartbeest.co.ke",
  address: ["P.O. Box 12345-00100", "Mara House, Moi Avenue", "Nairobi, Kenya"],
  social: { ...EMPTY_OPERATOR_FACTS.social, instagram: "https://www.instagram.com/heartbeest.ke" },
});

describe("travelAgencyJsonLd", () => {
  it("describes the company with the operator's contacts, address, profiles and the countries it serves", () => {
    const node = travelAgencyJsonLd({ siteUrl, logo: "/logo.svg", rating: { average: 4.666, count: 3 }, operator });
    expect(node).toMatchObject({
      "@type": "TravelAgency",
      "@id": `${siteUrl}/#organization`,
      name: "Heartbeest Safari",
      url: `${siteUrl}/`,
      logo: `${siteUrl}/logo.svg`,
      telephone: "+254 722 555 019",
      email: "hello@heartbeest.co.ke",
      sameAs: ["https://www.instagram.com/heartbeest.ke"],
      areaServed: [
        { "@type": "Country", name: "Kenya" },
        { "@type": "Country", name: "Tanzania" },
      ],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3 },
    });
    expect(node.address).toEqual({
      "@type": "PostalAddress",
      postOfficeBoxNumber: "12345-00100",
      streetAddress: "Mara House, Moi Avenue",
      addressLocality: "Nairobi",
      addressCountry: "KE",
    });
  });

  it("leaves out logo, rating and whatever the operator has not set", () => {
    const node = travelAgencyJsonLd({ siteUrl, rating: { average: null, count: 0 }, operator: NO_PUBLIC_FACTS });
    for (const key of ["logo", "aggregateRating", "telephone", "email", "address", "sameAs"]) {
      expect(node).not.toHaveProperty(key);
    }
    expect(node).toMatchObject({ "@type": "TravelAgency", name: "Heartbeest Safari" });
  });

  it("never names the demo's sample social profiles", () => {
    const node = travelAgencyJsonLd({ siteUrl, operator: publicOperatorFacts(SAMPLE_OPERATOR_FACTS) });
    expect(node).not.toHaveProperty("sameAs");
    expect(node.telephone).toBe(SAMPLE_OPERATOR_FACTS.phone);
  });
});

describe("companyPostalAddress", () => {
  it("reads the box, street, town and country code from the operator's address lines", () => {
    expect(companyPostalAddress(["Safari House, Kenyatta Avenue", "P.O. Box 00000-00100", "Arusha, Tanzania"])).toEqual(
      {
        "@type": "PostalAddress",
        postOfficeBoxNumber: "00000-00100",
        streetAddress: "Safari House, Kenyatta Avenue",
        addressLocality: "Arusha",
        addressCountry: "TZ",
      },
    );
  });

  it("joins several street lines and keeps a lone line as the street", () => {
    expect(companyPostalAddress(["Westlands Square", "3rd floor", "Nairobi, Kenya"])).toMatchObject({
      streetAddress: "Westlands Square, 3rd floor",
      addressLocality: "Nairobi",
      addressCountry: "KE",
    });
    expect(companyPostalAddress(["Mara House"])).toEqual({ "@type": "PostalAddress", streetAddress: "Mara House" });
    expect(companyPostalAddress([" ", ""])).toBeNull();
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

const destination = {
  slug: "maasai-mara",
  name: "Maasai Mara",
  overview: "Endless plains.",
  country: "Kenya",
  heroImage: "https://cdn.example.com/mara.jpg",
  attractions: [
    { name: "Mara River", description: "Crossings.", image: "/media/river.jpg" },
    { name: "Balloon", description: "Dawn flights.", image: null },
  ],
};

describe("touristDestinationJsonLd", () => {
  it("gives the destination, its country and attractions", () => {
    const node = touristDestinationJsonLd({ siteUrl, destination });
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

describe("structured data in the page's language", () => {
  const hotel = {
    slug: "mara-river-camp",
    name: "Mara River Camp",
    location: "Maasai Mara, Kenya",
    description: "Tents above the river.",
    imageUrl: null,
    destination: { name: "Maasai Mara", slug: "maasai-mara" },
  };

  it("gives URLs in the page's language and says which language its page is in", () => {
    const node = lodgingBusinessJsonLd({ siteUrl, hotel, locale: "de" });
    expect(node).toMatchObject({
      "@id": `${siteUrl}/de/unterkuenfte/mara-river-camp#lodging`,
      url: `${siteUrl}/de/unterkuenfte/mara-river-camp`,
      mainEntityOfPage: {
        "@type": "WebPage",
        "@id": `${siteUrl}/de/unterkuenfte/mara-river-camp`,
        inLanguage: "de",
      },
      containedInPlace: { url: `${siteUrl}/de/maasai-mara` },
    });
    const trip = touristTripJsonLd({ siteUrl, safari, locale: "it" });
    expect(trip.url).toBe(`${siteUrl}/it/safari/7`);
    expect(trip.mainEntityOfPage).toMatchObject({ inLanguage: "it" });
    expect(
      touristDestinationJsonLd({ siteUrl, destination: { ...destination, attractions: [] }, locale: "es" }),
    ).toMatchObject({
      url: `${siteUrl}/es/maasai-mara`,
      mainEntityOfPage: { inLanguage: "es" },
    });
  });

  it("keeps one identifier for the company in every language, with its home page in the page's language", () => {
    const node = travelAgencyJsonLd({ siteUrl, operator: publicOperatorFacts(EMPTY_OPERATOR_FACTS), locale: "fr" });
    expect(node["@id"]).toBe(organizationId(siteUrl));
    expect(node.url).toBe(`${siteUrl}/fr`);
    expect(node.mainEntityOfPage).toMatchObject({ "@id": `${siteUrl}/fr`, inLanguage: "fr" });
    expect(node.knowsLanguage).toEqual(["en", "de", "fr", "it", "es"]);
  });

  it("is English without a language (a request in English, a test)", () => {
    expect(lodgingBusinessJsonLd({ siteUrl, hotel }).mainEntityOfPage).toMatchObject({
      url: `${siteUrl}/hotels-and-lodges/mara-river-camp`,
      inLanguage: "en",
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
