// The period a range is compared with, and the comparison in words: this month's days against the same days
// of last month (as far as it has them), any other range against as many days just before it.
import { describe, expect, it } from "vitest";
import { compareHeadlines, comparisonPeriod, type Headline } from "./report-comparison";

describe("the period compared with", () => {
  it("is the same days of the month before for a range from a month's first day", () => {
    expect(comparisonPeriod({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      range: { from: "2026-10-01", to: "2026-10-30" },
      words: "the same days of October 2026",
    });
    // 1-31 March against February, which has only 28 days.
    expect(comparisonPeriod({ from: "2027-03-01", to: "2027-03-31" }).range).toEqual({
      from: "2027-02-01",
      to: "2027-02-28",
    });
    // January against the December before.
    expect(comparisonPeriod({ from: "2027-01-01", to: "2027-01-05" }).range).toEqual({
      from: "2026-12-01",
      to: "2026-12-05",
    });
  });

  it("is as many days just before for any other range", () => {
    expect(comparisonPeriod({ from: "2026-09-02", to: "2026-11-30" })).toEqual({
      range: { from: "2026-06-04", to: "2026-09-01" },
      words: "the 90 days before",
    });
    // Two months from a first day: not one month, so the 61 days before.
    expect(comparisonPeriod({ from: "2026-10-01", to: "2026-11-30" }).range).toEqual({
      from: "2026-08-01",
      to: "2026-09-30",
    });
  });
});

describe("the comparison in words", () => {
  const headline = (partial: Partial<Headline>): Headline => ({
    enquiries: 0,
    bookings: 0,
    medianReply: null,
    received: {},
    ...partial,
  });

  it("says each change and whether it is good news", () => {
    const figures = compareHeadlines(
      headline({ enquiries: 42, bookings: 7, medianReply: 12, received: { USD: 1_240_050, KES: 0 } }),
      headline({ enquiries: 34, bookings: 9, medianReply: 18, received: { USD: 980_000, KES: 0 } }),
    );
    expect(figures.map(({ key, now, before, change, tone }) => [key, now, before, change, tone])).toEqual([
      ["enquiries", "42", "34", "+8", "good"],
      ["bookings", "7", "9", "−2", "bad"],
      ["median-reply", "12 min", "18 min", "faster by 6 min", "good"],
      ["received-USD", "12,400.50", "9,800.00", "+2,600.50", "good"],
    ]);
  });

  it("totals money in several currencies in USD at the staff's rates, each currency still shown", () => {
    const figures = compareHeadlines(
      // KES 260,000.00 and USD 1,000.00 now; KES 130,000.00 and EUR 920.00 before.
      headline({ received: { KES: 26_000_000, USD: 100_000 } }),
      headline({ received: { KES: 13_000_000, EUR: 92_000 } }),
      { KES: 130, EUR: 0.92 },
    );
    const money = figures.filter((figure) => figure.key.startsWith("received"));
    expect(money.map(({ key, now, before, change, tone }) => [key, now, before, change, tone])).toEqual([
      ["received-total", "3,000.00", "2,000.00", "+1,000.00", "good"],
      ["received-KES", "260,000.00", "130,000.00", "+130,000.00", "good"],
      ["received-USD", "1,000.00", "0.00", "+1,000.00", "good"],
      ["received-EUR", "0.00", "920.00", "−920.00", "bad"],
    ]);
    expect(money[0]?.note).toBe("At today's staff rates: KES 130 per USD, EUR 0.92 per USD");
  });

  it("gives no total where a currency has no rate, and says which; one currency needs none", () => {
    const missing = compareHeadlines(headline({ received: { KES: 26_000_000, USD: 100_000 } }), headline({}), {}).find(
      (figure) => figure.key === "received-total",
    );
    expect(missing).toMatchObject({ now: "–", before: "–", change: null });
    expect(missing?.note).toBe("No exchange rate set for KES: set one under Rates to see a total.");
    const single = compareHeadlines(headline({ received: { USD: 100_000 } }), headline({}), { KES: 130 });
    expect(single.some((figure) => figure.key === "received-total")).toBe(false);
  });

  it("says 'same', and nothing where a side has no figure", () => {
    const figures = compareHeadlines(headline({ enquiries: 3, medianReply: 30 }), headline({ enquiries: 3 }));
    expect(figures.find((figure) => figure.key === "enquiries")).toMatchObject({ change: "same", tone: "even" });
    expect(figures.find((figure) => figure.key === "median-reply")).toMatchObject({
      now: "30 min",
      before: "–",
      change: null,
    });
  });
});
