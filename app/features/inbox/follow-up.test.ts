// Follow-up days read the same way everywhere: the quick choices and a typed day after today and within a
// year, refused in words otherwise; snoozed before the day, due from it, by the calendar in Nairobi.
import { describe, expect, it } from "vitest";
import { FOLLOW_UP_PRESETS, followUpState, followUpWords, readFollowUpDay } from "./follow-up";

/** 23:59 on Monday 30 November 2026 in Nairobi: still Monday there, already Monday evening in UTC. */
const LATE_MONDAY = new Date("2026-11-30T23:59:00+03:00");
/** 00:01 on Tuesday 1 December in Nairobi, which is still Monday 21:01 in UTC. */
const EARLY_TUESDAY = new Date("2026-12-01T00:01:00+03:00");

describe("the day a follow-up form asks for", () => {
  it("takes the quick choices from today in Nairobi", () => {
    expect(FOLLOW_UP_PRESETS.map((preset) => readFollowUpDay({ preset: String(preset.days) }, LATE_MONDAY))).toEqual([
      { ok: true, day: "2026-12-01" },
      { ok: true, day: "2026-12-03" },
      { ok: true, day: "2026-12-07" },
    ]);
    expect(readFollowUpDay({ preset: "1" }, EARLY_TUESDAY)).toEqual({ ok: true, day: "2026-12-02" });
  });

  it.each([
    ["", "Choose the day to follow up, or one of the quick choices."],
    ["1/12/2026", "Enter the day as a date, such as 2027-01-15."],
    ["2026-02-30", "Enter the day as a date, such as 2027-01-15."],
    ["2026-11-30", "Choose a day after today: an enquiry for today is already open."],
    ["2026-11-01", "Choose a day after today: an enquiry for today is already open."],
    ["2028-01-05", "Choose a day within a year from today."],
  ])("refuses %j in words", (typed, error) => {
    expect(readFollowUpDay({ followUpOn: typed }, LATE_MONDAY)).toEqual({ ok: false, error });
  });

  it("takes a typed day after today", () => {
    expect(readFollowUpDay({ followUpOn: " 2027-01-15 " }, LATE_MONDAY)).toEqual({ ok: true, day: "2027-01-15" });
    expect(readFollowUpDay({ preset: "99", followUpOn: "2026-12-10" }, LATE_MONDAY)).toEqual({
      ok: true,
      day: "2026-12-10",
    });
  });
});

describe("a follow-up day's state", () => {
  it("is snoozed before the day and due from it, by the day in Nairobi", () => {
    expect(followUpState(null, LATE_MONDAY)).toEqual({ kind: "none" });
    expect(followUpState("2026-12-01", LATE_MONDAY)).toEqual({ kind: "snoozed", on: "2026-12-01" });
    expect(followUpState("2026-12-01", EARLY_TUESDAY)).toEqual({ kind: "due", on: "2026-12-01", late: false });
    expect(followUpState("2026-11-28", EARLY_TUESDAY)).toEqual({ kind: "due", on: "2026-11-28", late: true });
  });

  it("is said in words", () => {
    expect(followUpWords(followUpState("2026-12-01", LATE_MONDAY))).toBe("Snoozed until 1 Dec 2026");
    expect(followUpWords(followUpState("2026-12-01", EARLY_TUESDAY))).toBe("Follow-up due today");
    expect(followUpWords(followUpState("2026-11-28", EARLY_TUESDAY))).toBe("Follow-up due since 28 Nov 2026");
    expect(followUpWords({ kind: "none" })).toBeNull();
  });
});
