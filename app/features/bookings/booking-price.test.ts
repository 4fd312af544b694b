import { describe, expect, it } from "vitest";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { priceOfQuote, priceOfWholeUnits } from "./booking-price";

describe("the figures a booking screen shows", () => {
  it("are the quote's own, to the cent: a deposit of USD 3,001.50 is not rounded to 3,002", () => {
    const price = priceOfQuote({ currency: "USD", total: 1_000_500, deposit: 300_150, balance: 700_350 });
    expect(formatMinorUnits(price.deposit ?? 0, price.currency)).toBe("USD 3,001.50");
    expect(formatMinorUnits(price.balance ?? 0, price.currency)).toBe("USD 7,003.50");
    expect(formatMinorUnits(price.total ?? 0, price.currency)).toBe("USD 10,005.00");
  });

  it("read a booking from before quotes (whole units) in the same form", () => {
    expect(priceOfWholeUnits({ currency: "KES", total: 555_000, deposit: 166_500, balance: 388_500 })).toEqual({
      currency: "KES",
      total: 55_500_000,
      deposit: 16_650_000,
      balance: 38_850_000,
    });
    expect(priceOfWholeUnits({ currency: "USD", total: null, deposit: null, balance: null }).total).toBeNull();
  });
});
