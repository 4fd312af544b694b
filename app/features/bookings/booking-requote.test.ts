// The staff discount on a quote, worked by hand: never off park fees, an amount capped at what it may come off,
// an earlier staff discount replaced; and how staff-typed amounts are read.
import { describe, expect, it } from "vitest";
import { parseTypedAmount } from "~/features/payments/money-limits";
import type { Quote } from "~/features/quotes/rate-book";
import { withoutStaffDiscounts, withStaffDiscount } from "./booking-requote";

const quote: Quote = {
  package: { id: 1, slug: "mara", title: "Mara" },
  start: "2027-08-01",
  end: "2027-08-04",
  nights: 3,
  residency: "non_resident",
  currency: "USD",
  lines: [
    { kind: "adult", label: "2 adults × 3 nights", quantity: 6, unitAmount: 45_000, amount: 270_000 },
    { kind: "park_fee", label: "Mara fees", quantity: 6, unitAmount: 20_000, amount: 120_000 },
  ],
  total: 390_000,
  deposit: 117_000,
  balance: 273_000,
  balanceDueDate: "2027-06-02",
  depositDueNow: true,
  balanceDueNow: false,
  priceOnRequest: false,
  display: { currency: "EUR", rate: 0.86, total: 335_400 },
  notices: [],
  ratesVersion: 4,
};

describe("a staff discount", () => {
  it("takes a percent of everything but park fees, and works the totals out again", () => {
    const discounted = withStaffDiscount(quote, { kind: "percent", percent: 12.5 }, "Discount from our team (12.5%)");
    // 12.5% of USD 2,700.00 = 337.50; the fees stay.
    expect(discounted.lines.at(-1)).toEqual({
      kind: "discount",
      label: "Discount from our team (12.5%)",
      quantity: 1,
      unitAmount: -33_750,
      amount: -33_750,
      staff: true,
    });
    expect(discounted).toMatchObject({ total: 356_250, deposit: 106_875, balance: 249_375 });
    // The display total follows at the stated rate: 3,562.50 x 0.86 = 3,063.75.
    expect(discounted.display.total).toBe(306_375);
  });

  it("caps an amount at what it may come off, and a new re-quote replaces the earlier staff discount", () => {
    const capped = withStaffDiscount(quote, { kind: "amount", amount: 500_000 }, "Discount from our team");
    expect(capped.total).toBe(120_000);
    const again = withStaffDiscount(withoutStaffDiscounts(capped), { kind: "amount", amount: 10_000 }, "Again");
    expect(again.lines.filter((line) => line.staff)).toHaveLength(1);
    expect(again.total).toBe(380_000);
    expect(withoutStaffDiscounts(capped).total).toBe(390_000);
  });
});

describe("amounts staff type", () => {
  it.each([
    ["1500", 150_000],
    ["1,500.5", 150_050],
    [" 1 500.00 ", 150_000],
    ["0.01", 1],
    ["1500.505", null],
    ["-5", null],
    ["abc", null],
    ["999,999,999.99", 99_999_999_999],
    ["9".repeat(30), Number.POSITIVE_INFINITY],
  ])("reads %s as %s minor units", (typed, minor) => {
    expect(parseTypedAmount(typed)).toBe(minor);
  });
});
