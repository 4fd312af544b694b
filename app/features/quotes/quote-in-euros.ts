// A quote's total in euros beside a booking form, worked out in the browser as the live quote changes, at the
// rates the page's loader handed down as `euroRate` (loadEuroRate). Read from the route's data rather than
// passed through the forms, so the booking pages' first download carries nothing of it: only the quote panel's
// code, loaded once there is a price to show, has the arithmetic.
import { useMatches } from "react-router";
import { euroPricesMessages } from "~/i18n/messages/en/euro-prices";
import { useMessages } from "~/i18n/translate";
import { euroEquivalent } from "./euro-conversion";
import { type EuroFigure, type EuroRate, euroFigure, euroRateNote, showsEuros } from "./euro-prices";
import type { QuoteCurrency } from "./rate-book";

/** The rate the deepest route giving one (`euroRate` in its loader's data) hands its page; null for none. */
export function usePageEuroRate(): EuroRate | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData;
    if (data && typeof data === "object" && "euroRate" in data) return (data.euroRate as EuroRate | null) ?? null;
  }
  return null;
}

/**
 * A quote's total in whole euros with the note naming our rate's day, for a page that shows euros and has a
 * euro rate; null otherwise (or while the total is on request).
 */
export function useQuoteEuros(
  total: number | null,
  currency: QuoteCurrency,
): { figure: EuroFigure; note: string } | null {
  const rate = usePageEuroRate();
  useMessages(euroPricesMessages);
  if (!rate || total === null || !showsEuros()) return null;
  const euros = euroEquivalent(total, currency, rate.unitsPerUsd);
  const note = euroRateNote("quote", currency, rate);
  return euros === null || note === null ? null : { figure: euroFigure(euros), note };
}
