// How a package's price and length read on its card and its page.
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate } from "~/i18n/translate";
import { formatPrice } from "~/utils/format";
import { itineraryDuration } from "./itinerary";

export interface PricedSafari {
  price: number | null;
  currency: string;
  pricePerPerson: boolean;
}

/**
 * The full price line: "USD 1,200 per person", "KES 85,000" for a whole-group price, or
 * "Contact for pricing" when the package has none.
 */
export function safariPriceText({ price, currency, pricePerPerson }: PricedSafari): string {
  const amount = formatPrice(price, currency);
  if (amount === null) return translate(catalogueMessages, "catalogue.price.contact");
  return pricePerPerson ? translate(catalogueMessages, "catalogue.price.perPerson", { price: amount }) : amount;
}

/** A 'from' price as the lists carry it: minor units of its currency. */
export interface FromPrice {
  amount: number;
  currency: string;
  /** Its euro equivalent to the nearest ten, worded, on a page that shows euros (listFromPrices). */
  euros?: { text: string };
}

/** Minor units to whole units, rounded half up (all catalogue currencies have two minor digits). */
function wholeUnits(amount: number): number {
  return Math.floor((amount + 50) / 100);
}

/**
 * DECISIONS.md: "From USD 1,380 per person" for the lowest non-resident rate for two sharing, or
 * "Contact for pricing" when the package has none.
 */
export function fromPriceText(price: FromPrice | null | undefined): string {
  if (!price) return translate(catalogueMessages, "catalogue.price.contact");
  return translate(safarisMessages, "safaris.price.from", {
    price: formatPrice(wholeUnits(price.amount), price.currency) ?? "",
  });
}

/** "Residents from KES 120,000", beside the non-residents' price; null without a residents' rate. */
export function residentsFromText(price: FromPrice | null | undefined): string | null {
  if (!price) return null;
  return translate(safarisMessages, "safaris.price.residentsFrom", {
    price: formatPrice(wholeUnits(price.amount), price.currency) ?? "",
  });
}

/**
 * The length the detail page states: one day per itinerary entry, or the package's own duration while
 * its itinerary has not been written yet.
 */
export function safariDurationDays(safari: {
  durationDays: number;
  itinerary: readonly { dayNumber: number }[];
}): number {
  return itineraryDuration(safari.itinerary) || safari.durationDays;
}

/** A description as paragraphs: blank lines separate them, single line breaks stay inside one. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
