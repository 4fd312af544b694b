// The Numbers page's date range: defaults, presets on week and month starts, and every refusal in words.
import { describe, expect, it } from "vitest";
import { businessDayOf, businessToday } from "~/utils/business-calendar";
import { monthsIn, rangeInstants, rangePresets, readRange, weekStart, weeksIn } from "./report-range";

const TODAY = "2026-11-25"; // a Wednesday

function read(query: string) {
  return readRange(new URLSearchParams(query), TODAY);
}

describe("readRange", () => {
  it("shows the last 90 days, today included, when no range is asked for", () => {
    expect(read("")).toEqual({ ok: true, range: { from: "2026-08-28", to: TODAY } });
  });

  it("takes a range as given, and fills a missing end with today", () => {
    expect(read("from=2026-01-01&to=2026-03-31")).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-03-31" },
    });
    expect(read("from=2026-10-01")).toEqual({ ok: true, range: { from: "2026-10-01", to: TODAY } });
    expect(read("from=&to=")).toEqual({ ok: true, range: { from: "2026-08-28", to: TODAY } });
  });

  it.each([
    ["from=2026-02-30&to=2026-03-31", "from", "“2026-02-30” is not a date"],
    ["from=yesterday&to=2026-03-31", "from", "“yesterday” is not a date"],
    ["from=2026-01-01&to=31/03/2026", "to", "“31/03/2026” is not a date"],
    ["from=2026-04-01&to=2026-03-31", "range", "starts on 1 Apr 2026, after it ends on 31 Mar 2026"],
    ["from=2022-11-24&to=2025-11-25", "range", "at most 3 years"],
  ])("refuses %s in words and keeps the range shown before", (query, field, words) => {
    const reading = read(`${query}&shown_from=2026-06-01&shown_to=2026-06-30`);
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors[field as "from" | "to" | "range"]).toContain(words);
    expect(reading.range).toEqual({ from: "2026-06-01", to: "2026-06-30" });
  });

  it("falls back on the default when the range shown before is not a good one either", () => {
    const reading = read("from=nonsense&shown_from=2026-07-01&shown_to=2026-06-01");
    expect(reading.ok).toBe(false);
    expect(reading.range).toEqual({ from: "2026-08-28", to: TODAY });
    if (!reading.ok) expect(reading.entered).toEqual({ from: "nonsense", to: "" });
  });

  it("accepts exactly three years", () => {
    expect(read("from=2023-11-25&to=2026-11-25").ok).toBe(true);
    expect(read("from=2021-03-01&to=2024-02-29").ok).toBe(true);
    expect(read("from=2021-02-27&to=2024-02-29").ok).toBe(false);
    expect(read("from=2023-11-24&to=2026-11-25").ok).toBe(false);
  });
});

describe("presets", () => {
  it("start on a Monday or a month's first day and end today", () => {
    expect(rangePresets(TODAY).map((preset) => [preset.label, preset.range.from, preset.range.to])).toEqual([
      ["This month", "2026-11-01", TODAY],
      ["Last 4 weeks", "2026-11-02", TODAY],
      ["Last 3 months", "2026-09-01", TODAY],
      ["This year", "2026-01-01", TODAY],
      ["Last 12 months", "2025-12-01", TODAY],
      ["Last 90 days", "2026-08-28", TODAY],
    ]);
  });

  it("never offers two presets of the same days: in December the year so far is the last 12 months", () => {
    const december = rangePresets("2026-12-10");
    expect(december.map((preset) => preset.label)).toEqual([
      "This month",
      "Last 4 weeks",
      "Last 3 months",
      "This year",
      "Last 90 days",
    ]);
    const ranges = december.map((preset) => `${preset.range.from}/${preset.range.to}`);
    expect(new Set(ranges).size).toBe(ranges.length);
  });
});

describe("weeks, months and East Africa days", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
  });

  it("lists every week and month that has a day in the range", () => {
    expect(weeksIn({ from: "2026-11-01", to: "2026-11-16" })).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
    expect(monthsIn({ from: "2025-12-31", to: "2026-02-01" })).toEqual(["2025-12-01", "2026-01-01", "2026-02-01"]);
    expect(weeksIn({ from: TODAY, to: TODAY })).toEqual(["2026-11-23"]);
  });

  it("reads an instant's day three hours ahead of UTC", () => {
    expect(businessDayOf(new Date("2026-08-31T20:59:59Z"))).toBe("2026-08-31");
    expect(businessDayOf(new Date("2026-08-31T21:00:00Z"))).toBe("2026-09-01");
    expect(rangeInstants({ from: "2026-09-01", to: "2026-09-30" })).toEqual({
      start: new Date("2026-08-31T21:00:00Z"),
      end: new Date("2026-09-30T21:00:00Z"),
    });
  });
});

describe("at midnight in Nairobi", () => {
  // 23:59 on 30 November and 00:01 on 1 December there: the page's today, and so its range, moves with Nairobi.
  const before = businessToday(new Date("2026-11-30T20:59:00Z"));
  const after = businessToday(new Date("2026-11-30T21:01:00Z"));

  it("ends the default range on Nairobi's today", () => {
    expect(readRange(new URLSearchParams(""), before)).toEqual({
      ok: true,
      range: { from: "2026-09-02", to: "2026-11-30" },
    });
    expect(readRange(new URLSearchParams(""), after)).toEqual({
      ok: true,
      range: { from: "2026-09-03", to: "2026-12-01" },
    });
  });

  it("starts this month's presets on Nairobi's month", () => {
    const presets = (today: string) =>
      rangePresets(today).map((preset) => [preset.label, preset.range.from, preset.range.to]);
    expect(presets(before)).toEqual([
      ["This month", "2026-11-01", "2026-11-30"],
      ["Last 4 weeks", "2026-11-09", "2026-11-30"],
      ["Last 3 months", "2026-09-01", "2026-11-30"],
      ["This year", "2026-01-01", "2026-11-30"],
      ["Last 12 months", "2025-12-01", "2026-11-30"],
      ["Last 90 days", "2026-09-02", "2026-11-30"],
    ]);
    expect(presets(after)).toEqual([
      ["This month", "2026-12-01", "2026-12-01"],
      ["Last 4 weeks", "2026-11-09", "2026-12-01"],
      ["Last 3 months", "2026-10-01", "2026-12-01"],
      // In December the year so far is the last 12 months: offered once.
      ["This year", "2026-01-01", "2026-12-01"],
      ["Last 90 days", "2026-09-03", "2026-12-01"],
    ]);
  });

  it("counts the instants of the range's last day up to Nairobi's midnight", () => {
    const { start, end } = rangeInstants({ from: "2026-11-01", to: "2026-11-30" });
    const inRange = (instant: Date) => instant >= start && instant < end;
    expect(inRange(new Date("2026-11-30T20:59:00Z"))).toBe(true);
    expect(inRange(new Date("2026-11-30T21:01:00Z"))).toBe(false);
    expect(inRange(new Date("2026-10-31T20:59:00Z"))).toBe(false);
    expect(inRange(new Date("2026-10-31T21:01:00Z"))).toBe(true);
  });
});
