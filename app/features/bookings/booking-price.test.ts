import { describe, expect, it } from "vitest";
import { bookingPrice } from "./booking-price";

describe("bookingPrice", () => {
  it.each([
    // The spec's sample packages, per person in USD.
    [{ price: 1200, currency: "USD", pricePerPerson: true }, 2, { total: 2400, deposit: 720, balance: 1680 }],
    [{ price: 2500, currency: "USD", pricePerPerson: true }, 3, { total: 7500, deposit: 2250, balance: 5250 }],
    [{ price: 5000, currency: "USD", pricePerPerson: true }, 10, { total: 50000, deposit: 15000, balance: 35000 }],
    // KES packages, and a price per group that does not grow with guests.
    [{ price: 185000, currency: "KES", pricePerPerson: true }, 3, { total: 555000, deposit: 166500, balance: 388500 }],
    [{ price: 900000, currency: "KES", pricePerPerson: false }, 6, { total: 900000, deposit: 270000, balance: 630000 }],
    // Rounding half up to a whole unit: 30% of 1005 is 301.5, of 1001 is 300.3.
    [{ price: 1005, currency: "USD", pricePerPerson: true }, 1, { total: 1005, deposit: 302, balance: 703 }],
    [{ price: 1001, currency: "USD", pricePerPerson: true }, 1, { total: 1001, deposit: 300, balance: 701 }],
  ] as const)("%j for %i guests", (pkg, guests, expected) => {
    expect(bookingPrice(pkg, guests)).toEqual({ currency: pkg.currency, ...expected });
  });

  it("has no amounts for a package priced on request", () => {
    expect(bookingPrice({ price: null, currency: "KES", pricePerPerson: true }, 2)).toEqual({
      currency: "KES",
      total: null,
      deposit: null,
      balance: null,
    });
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %s guests", (guests) => {
    expect(() => bookingPrice({ price: 100, currency: "USD", pricePerPerson: true }, guests)).toThrow(RangeError);
  });
});
