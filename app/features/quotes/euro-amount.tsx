// A euro equivalent as a page shows it, "≈ 2.310 €", which a screen reader says as "ca. 2.310 €"; and the
// rates a page's quotes are converted at, handed down to the quote beside a booking form (its code loads late).
import { createContext, type ReactNode, useContext } from "react";
import { euroPricesMessages } from "~/i18n/messages/en/euro-prices";
import { useMessages } from "~/i18n/translate";
import { type EuroRate, euroEquivalent, euroRateNote, formatEuros, showsEuros } from "./euro-prices";
import type { QuoteCurrency } from "./rate-book";

/** Whole euros beside a price; nothing on a page whose language shows no euros, or without a figure. */
export function EuroAmount({ euros, className }: { euros: number | null | undefined; className?: string }) {
  const t = useMessages(euroPricesMessages);
  if (euros === null || euros === undefined || !showsEuros()) return null;
  const price = formatEuros(euros);
  return (
    <span className={className}>
      <span aria-hidden="true">{t("euroPrices.approx", { price })}</span>
      <span className="sr-only">{t("euroPrices.approxSpoken", { price })}</span>
    </span>
  );
}

const EuroRateContext = createContext<EuroRate | null>(null);

/**
 * Gives the page's quotes their euro equivalents (null: none). Reads the euro texts while the page is drawn,
 * so a page in another language is sent them for the quote its script shows later.
 */
export function EuroRateProvider({ rate, children }: { rate: EuroRate | null; children: ReactNode }) {
  useMessages(euroPricesMessages);
  return <EuroRateContext value={rate}>{children}</EuroRateContext>;
}

/** The rates the page's quotes are shown in euros at, or null. */
export function useEuroRate(): EuroRate | null {
  return useContext(EuroRateContext);
}

/**
 * A quote's total in whole euros with the note naming our rate's day, for a page that shows euros and has a
 * euro rate; null otherwise (or while the total is on request).
 */
export function useQuoteEuros(total: number | null, currency: QuoteCurrency): { euros: number; note: string } | null {
  const rate = useEuroRate();
  useMessages(euroPricesMessages);
  if (!rate || total === null || !showsEuros()) return null;
  const euros = euroEquivalent(total, currency, rate.unitsPerUsd);
  const note = euroRateNote("quote", currency, rate);
  return euros === null || note === null ? null : { euros, note };
}
