// The editor's draft: read from the form in the form's order, rearranged by its buttons without losing a word,
// and checked before saving with each message on the field it is about.
import { describe, expect, it } from "vitest";
import {
  applyDraftChange,
  checkDraft,
  dayField,
  draftChangeOf,
  draftFromForm,
  errorKeysInFormOrder,
  type PackageDraft,
} from "./package-draft";

function editorForm(days: { key: string; title: string }[], extra: Record<string, string | string[]> = {}) {
  const form = new FormData();
  const fields: Record<string, string | string[]> = {
    version: "v1",
    title: "Great Migration",
    slug: "great-migration",
    durationDays: "4",
    price: "2500",
    currency: "USD",
    pricePerPerson: "on",
    location: "Kenya",
    minimumAge: "",
    description: "Rivers and wildebeest.",
    highlights: ["River crossings", "  "],
    included: ["Park fees"],
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const day of days) {
    form.append("day", day.key);
    form.append(dayField(day.key, "title"), day.title);
    form.append(dayField(day.key, "meals"), "All meals");
  }
  return form;
}

const threeDays = [
  { key: "11", title: "Nairobi" },
  { key: "12", title: "Maasai Mara" },
  { key: "n1", title: "Lake Nakuru" },
];

describe("draftFromForm", () => {
  it("reads days in the form's order, with their fields, and ignores repeated or odd keys", () => {
    const form = editorForm(threeDays);
    form.append("day", "12");
    form.append("day", "../etc");
    const draft = draftFromForm(form);
    expect(draft.days.map((day) => [day.key, day.title, day.meals])).toEqual([
      ["11", "Nairobi", "All meals"],
      ["12", "Maasai Mara", "All meals"],
      ["n1", "Lake Nakuru", "All meals"],
    ]);
    expect(draft.highlights).toEqual(["River crossings", "  "]);
    expect(draft.pricePerPerson).toBe(true);
    expect(draft.isFeatured).toBe(false);
  });
});

describe("the editor's buttons", () => {
  const draft = draftFromForm(editorForm(threeDays));

  it.each([
    ["day-up:12", ["12", "11", "n1"], "day-down-12"],
    ["day-down:12", ["11", "n1", "12"], "day-up-12"],
    ["day-up:n1", ["11", "n1", "12"], "day-up-n1"],
    ["day-remove:11", ["12", "n1"], "day-12-heading"],
    ["day-add", ["11", "12", "n1", "n2"], "field-day-n2-title"],
  ])("%s gives days %j and moves the focus to %s", (intent, keys, focus) => {
    const change = draftChangeOf(intent);
    expect(change).not.toBeNull();
    if (!change) return;
    const changed = applyDraftChange(draft, change);
    expect(changed.draft.days.map((day) => day.key)).toEqual(keys);
    expect(changed.focus).toBe(focus);
    // Nothing typed is lost: every surviving day keeps its words.
    for (const day of changed.draft.days) {
      const before = draft.days.find((old) => old.key === day.key);
      if (before) expect(day).toEqual(before);
    }
  });

  it("adds and removes list lines", () => {
    const added = applyDraftChange(draft, { kind: "list-add", list: "excluded" });
    expect(added.draft.excluded).toEqual([""]);
    expect(added.focus).toBe("field-excluded-0");
    const removed = applyDraftChange(draft, { kind: "list-remove", list: "highlights", index: 0 });
    expect(removed.draft.highlights).toEqual(["  "]);
  });

  it.each(["day-up:abc", "list-add:secrets", "list-remove:highlights", "drop-table", ""])("refuses %j", (intent) => {
    expect(draftChangeOf(intent)).toBeNull();
  });
});

describe("checkDraft", () => {
  const valid = draftFromForm(editorForm(threeDays));

  it("turns a valid draft into what the database takes, without blank lines", () => {
    const check = checkDraft(valid);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input).toMatchObject({
      durationDays: 4,
      price: 2500,
      minimumAge: null,
      highlights: ["River crossings"],
    });
    expect(check.input.days[0]).toMatchObject({ key: "11", accommodation: "Not specified", parkId: null });
  });

  const cases: [string, Partial<PackageDraft>, string, string][] = [
    ["an empty title", { title: "  " }, "title", "Title is required"],
    ["a slug with spaces", { slug: "Great Migration" }, "slug", "Use lowercase letters"],
    ["a slug of digits", { slug: "2024" }, "slug", "read as a package number"],
    ["a duration of 0", { durationDays: "0" }, "durationDays", "at least 1"],
    ["fewer days than the itinerary has", { durationDays: "2" }, "durationDays", "itinerary has 3 days"],
    ["a price in words", { price: "lots" }, "price", "whole number"],
    ["a minimum age of 120", { minimumAge: "120" }, "minimumAge", "at most 99"],
    ["an unknown currency", { currency: "EUR" }, "currency", "KES or USD"],
    [
      "a day without a title",
      {
        days: [
          {
            ...threeDays[0],
            key: "11",
            title: "",
            description: "",
            accommodation: "",
            meals: "",
            parkId: "",
            hotelId: "",
          },
        ],
      },
      "day-11-title",
      "Each day needs a title",
    ],
    ["a list line too long", { included: ["x".repeat(301)] }, "included-0", "300 characters"],
  ];
  it.each(cases)("refuses %s beside the field", (_name, change, field, message) => {
    const check = checkDraft({ ...valid, ...change });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors[field]).toContain(message);
  });

  it("orders errors as the form shows them, so the first takes the focus", () => {
    const draft = { ...valid, title: "", days: valid.days.map((day) => ({ ...day, title: "" })) };
    const check = checkDraft(draft);
    if (check.ok) throw new Error("expected errors");
    expect(errorKeysInFormOrder(draft, check.errors)).toEqual([
      "title",
      "day-11-title",
      "day-12-title",
      "day-n1-title",
    ]);
  });
});
