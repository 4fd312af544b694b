// The words every price is made of, shared by the rate book (app/features/quotes/rate-book.ts), the
// database schema's checks and the forms: which currencies, residencies and season kinds exist.

export const RESIDENCIES = ["non_resident", "resident", "citizen"] as const;
/** non_resident: everyone else; resident: residents of Kenya or Tanzania; citizen: East African citizens. */
export type Residency = (typeof RESIDENCIES)[number];

export const SEASON_KINDS = ["high", "shoulder", "green"] as const;
export type SeasonKind = (typeof SEASON_KINDS)[number];

/** Currencies a rate card, a park fee or a displayed total may be in; all have two minor digits (ISO 4217). */
export const QUOTE_CURRENCIES = ["USD", "KES", "TZS", "EUR", "GBP"] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];
export const MINOR_UNIT_DIGITS: Record<QuoteCurrency, number> = { USD: 2, KES: 2, TZS: 2, EUR: 2, GBP: 2 };
