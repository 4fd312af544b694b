// Schema.org descriptions of the company and the catalogue, for search engines' rich results.
// Builders return plain nodes without "@context"; <JsonLd> adds it once at the top, so nodes nest
// freely (a TravelAgency with its AggregateRating, a page with several Reviews).
// A node's URLs are the page in the page's language (the request's, unless a builder is given one), and the
// page it is the main thing of says which language that is (inLanguage); the company's @id is the same in every
// language, so the copies describe one company.
import { COUNTRIES_SERVED } from "~/db/schema";
import type { PublicOperatorFacts } from "~/features/operator-settings/operator-facts";
import { LOCALES, type Locale } from "~/i18n/locales";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { currentLocale, translate } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import { canonicalUrl, localizedPageUrl } from "./alternates";
import { absoluteUrl, sharedPicture } from "./page-meta";

export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];
export interface JsonLdNode {
  "@type"?: string;
  "@id"?: string;
  [key: string]: JsonLdValue | undefined;
}

const BEST_RATING = 5;
const WORST_RATING = 1;
const COUNTRY_CODES: Record<string, string> = { Kenya: "KE", Tanzania: "TZ" };

/** The company's identifier, so other nodes can point at it instead of repeating it. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** A page's absolute URL in a language, from its English path ("/safaris/12" -> ".../de/safaris/12"). */
export function pageUrlIn(siteUrl: string, englishPath: string, locale: Locale = currentLocale()): string {
  return localizedPageUrl(siteUrl, englishPath, locale) ?? canonicalUrl(siteUrl, englishPath);
}

/** The web page a node is the main thing of, in its language: `mainEntityOfPage` of the node. */
export function webPageJsonLd(url: string, locale: Locale = currentLocale()): JsonLdNode {
  return { "@type": "WebPage", "@id": url, url, inLanguage: locale };
}

const PO_BOX = /^P\.?\s*O\.?\s*Box\s*/i;

/**
 * The postal address from the operator's address lines (/admin/settings/business): a P.O. box line if any,
 * the street lines, then "Town, Country" last. Null when no address is set.
 */
export function companyPostalAddress(lines: readonly string[]): JsonLdNode | null {
  const given = lines.map((line) => line.trim()).filter(Boolean);
  if (given.length === 0) return null;
  const poBox = given.find((line) => PO_BOX.test(line));
  const rest = given.filter((line) => line !== poBox);
  const townAndCountry = rest.length > 1 ? (rest.at(-1) ?? "") : "";
  const street = (rest.length > 1 ? rest.slice(0, -1) : rest).join(", ");
  const [town = "", country = ""] = townAndCountry.split(",").map((part) => part.trim());
  return {
    "@type": "PostalAddress",
    ...(poBox ? { postOfficeBoxNumber: poBox.replace(PO_BOX, "") } : {}),
    ...(street ? { streetAddress: street } : {}),
    ...(town ? { addressLocality: town } : {}),
    ...(country ? { addressCountry: COUNTRY_CODES[country] ?? country } : {}),
  };
}

export interface RatingSummaryInput {
  average: number | null;
  count: number;
}

/** Null when there is nothing to aggregate (search engines reject a rating of zero reviews). */
export function aggregateRatingJsonLd({ average, count }: RatingSummaryInput): JsonLdNode | null {
  if (count < 1 || average === null) return null;
  return {
    "@type": "AggregateRating",
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: BEST_RATING,
    worstRating: WORST_RATING,
  };
}

export interface TravelAgencyInput {
  siteUrl: string;
  /** Absolute URL or site path of the logo. */
  logo?: string | null;
  rating?: RatingSummaryInput;
  /** The operator's facts as travellers may see them: what is not set is left out. */
  operator: Pick<PublicOperatorFacts, "phone" | "email" | "address" | "social">;
  /** The home page's language; the request's by default. */
  locale?: Locale;
}

/** The company, for the home page: name, contacts, address, profiles and the countries it serves. */
export function travelAgencyJsonLd({
  siteUrl,
  logo,
  rating,
  operator,
  locale = currentLocale(),
}: TravelAgencyInput): JsonLdNode {
  const logoUrl = absoluteUrl(siteUrl, logo);
  const aggregateRating = rating ? aggregateRatingJsonLd(rating) : null;
  const address = companyPostalAddress(operator.address);
  const url = pageUrlIn(siteUrl, "/", locale);
  return {
    "@type": "TravelAgency",
    "@id": organizationId(siteUrl),
    name: COMPANY.name,
    url,
    mainEntityOfPage: webPageJsonLd(url, locale),
    knowsLanguage: [...LOCALES],
    ...(logoUrl ? { logo: logoUrl, image: logoUrl } : {}),
    ...(operator.phone ? { telephone: operator.phone } : {}),
    ...(operator.email ? { email: operator.email } : {}),
    foundingDate: String(COMPANY.foundedYear),
    ...(address ? { address } : {}),
    ...(operator.social.length > 0 ? { sameAs: operator.social.map((profile) => profile.url) } : {}),
    areaServed: COUNTRIES_SERVED.map((name) => ({ "@type": "Country", name })),
    ...(aggregateRating ? { aggregateRating } : {}),
  };
}

/** A 'from' price: minor units of its currency (two minor digits). */
export interface FromPriceInput {
  amount: number;
  currency: string;
}

export interface TouristTripInput {
  siteUrl: string;
  safari: {
    id: number;
    title: string;
    description: string;
    imageUrl: string | null;
    itinerary: ReadonlyArray<{ dayNumber: number; title: string; description: string }>;
  };
  /** The lowest rates for two sharing, per person, whole trip; null when the package has no rates. */
  fromPrices?: { nonResident: FromPriceInput | null; resident: FromPriceInput | null } | null;
  /** The page's language; the request's by default. */
  locale?: Locale;
}

/** Minor units as a decimal string of whole units, exactly: 138000 -> "1380.00". */
export function decimalPrice(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const cents = Math.abs(amount);
  return `${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** Residents of Kenya and Tanzania: the countries whose residents' rates apply. */
const RESIDENT_REGIONS = ["KE", "TZ"];

/**
 * A safari package: its itinerary as an ItemList of days and, when it has rates, its 'from' prices as
 * AggregateOffers (per person, two sharing): the non-residents' first, then the residents' (eligible in
 * Kenya and Tanzania), each in its own currency.
 */
export function touristTripJsonLd({
  siteUrl,
  safari,
  fromPrices,
  locale = currentLocale(),
}: TouristTripInput): JsonLdNode {
  const url = pageUrlIn(siteUrl, `/safaris/${safari.id}`, locale);
  const image = absoluteUrl(siteUrl, sharedPicture(safari.imageUrl));
  const node: JsonLdNode = {
    "@type": "TouristTrip",
    "@id": `${url}#trip`,
    name: safari.title,
    description: safari.description,
    url,
    mainEntityOfPage: webPageJsonLd(url, locale),
    ...(image ? { image } : {}),
    provider: { "@id": organizationId(siteUrl) },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: safari.itinerary.length,
      itemListElement: safari.itinerary.map((day, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: translate(catalogueMessages, "seo.itinerary.day", { day: day.dayNumber, title: day.title }),
        description: day.description,
      })),
    },
  };
  const offer = (price: FromPriceInput, regions?: string[]): JsonLdNode => ({
    "@type": "AggregateOffer",
    lowPrice: decimalPrice(price.amount),
    priceCurrency: price.currency,
    url,
    availability: "https://schema.org/InStock",
    offeredBy: { "@id": organizationId(siteUrl) },
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: decimalPrice(price.amount),
      priceCurrency: price.currency,
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "person" },
    },
    ...(regions ? { eligibleRegion: regions.map((name) => ({ "@type": "Country", name })) } : {}),
  });
  const offers: JsonLdNode[] = [];
  if (fromPrices?.nonResident) offers.push(offer(fromPrices.nonResident));
  if (fromPrices?.resident) offers.push(offer(fromPrices.resident, RESIDENT_REGIONS));
  if (offers.length > 0) node.offers = offers;
  return node;
}

export interface TouristDestinationInput {
  siteUrl: string;
  destination: {
    slug: string;
    name: string;
    overview: string;
    country: string;
    heroImage: string | null;
    attractions: ReadonlyArray<{ name: string; description: string; image: string | null }>;
  };
  /** The page's language; the request's by default. */
  locale?: Locale;
}

export function touristDestinationJsonLd({
  siteUrl,
  destination,
  locale = currentLocale(),
}: TouristDestinationInput): JsonLdNode {
  const image = absoluteUrl(siteUrl, sharedPicture(destination.heroImage));
  const url = pageUrlIn(siteUrl, `/${destination.slug}`, locale);
  return {
    "@type": "TouristDestination",
    "@id": `${url}#destination`,
    name: destination.name,
    description: destination.overview,
    url,
    mainEntityOfPage: webPageJsonLd(url, locale),
    ...(image ? { image } : {}),
    containedInPlace: { "@type": "Country", name: destination.country },
    includesAttraction: destination.attractions.map((attraction) => {
      const attractionImage = absoluteUrl(siteUrl, sharedPicture(attraction.image));
      return {
        "@type": "TouristAttraction",
        name: attraction.name,
        description: attraction.description,
        ...(attractionImage ? { image: attractionImage } : {}),
      };
    }),
  };
}

export interface LodgingBusinessInput {
  siteUrl: string;
  hotel: {
    slug: string;
    name: string;
    location: string;
    description: string;
    imageUrl: string | null;
    destination?: { name: string; slug: string } | null;
  };
  /** The page's language; the request's by default. */
  locale?: Locale;
}

export function lodgingBusinessJsonLd({ siteUrl, hotel, locale = currentLocale() }: LodgingBusinessInput): JsonLdNode {
  const url = pageUrlIn(siteUrl, `/hotels-and-lodges/${hotel.slug}`, locale);
  const image = absoluteUrl(siteUrl, sharedPicture(hotel.imageUrl));
  return {
    "@type": "LodgingBusiness",
    "@id": `${url}#lodging`,
    name: hotel.name,
    description: hotel.description,
    url,
    mainEntityOfPage: webPageJsonLd(url, locale),
    ...(image ? { image } : {}),
    ...(hotel.location ? { address: hotel.location } : {}),
    ...(hotel.destination
      ? {
          containedInPlace: {
            "@type": "TouristDestination",
            name: hotel.destination.name,
            url: pageUrlIn(siteUrl, `/${hotel.destination.slug}`, locale),
          },
        }
      : {}),
  };
}

export interface ReviewInput {
  review: { userName: string; rating: number; comment: string; createdAt: Date | string };
  /** What is reviewed, usually `{ "@id": organizationId(siteUrl) }`; leave out when nested in it. */
  itemReviewed?: JsonLdNode;
}

export function reviewJsonLd({ review, itemReviewed }: ReviewInput): JsonLdNode {
  const written = review.createdAt instanceof Date ? review.createdAt : new Date(review.createdAt);
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.userName },
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: BEST_RATING, worstRating: WORST_RATING },
    reviewBody: review.comment,
    datePublished: written.toISOString().slice(0, 10),
    ...(itemReviewed ? { itemReviewed } : {}),
  };
}
