// The package editor's form as a draft: read from the posted fields (the browser's check and the server's
// use the same reader and schema), changed by the editor's buttons (add, remove and move a day; add and
// remove a list line) without saving, and checked with zod before it is saved. Every value stays the text
// that was typed, so a refused or rearranged form comes back exactly as it was.
import { z } from "zod";
import type { Currency } from "~/db/schema/safaris";
import { isValidSlug, SLUG_MAX_LENGTH } from "~/utils/slug";

// The schema's CURRENCIES, written out so the browser's copy of this module carries no database code.
export const PACKAGE_CURRENCIES = ["KES", "USD"] as const satisfies readonly Currency[];

export const PACKAGE_LISTS = ["highlights", "included", "excluded"] as const;
export type PackageList = (typeof PACKAGE_LISTS)[number];

export const LIST_LABELS: Record<PackageList, { title: string; item: string; add: string }> = {
  highlights: { title: "Highlights", item: "Highlight", add: "Add a highlight" },
  included: { title: "What's included", item: "Included", add: "Add an included item" },
  excluded: { title: "What's not included", item: "Not included", add: "Add an excluded item" },
};

export const PACKAGE_LIMITS = {
  titleMax: 200,
  locationMax: 200,
  descriptionMax: 10_000,
  listItems: 40,
  listItemMax: 300,
  days: 60,
  dayTitleMax: 200,
  dayDescriptionMax: 5_000,
  dayLineMax: 200,
  durationMax: 60,
  priceMax: 100_000_000,
} as const;

/** What the database keeps when the accommodation or meals of a day are left blank. */
export const NOT_SPECIFIED = "Not specified";

export interface DraftDay {
  /** An existing day's id, or "n1", "n2" ... for a day added in this editing session. */
  key: string;
  title: string;
  description: string;
  accommodation: string;
  meals: string;
  parkId: string;
  hotelId: string;
}

/**
 * The parts of a package saved on their own: the basics (the package's facts), its texts and lists, and its
 * days. Each has a version, so two people may change different parts at once; a save checks only its part's.
 */
export const PACKAGE_PARTS = ["basics", "texts", "itinerary"] as const;
export type PackagePart = (typeof PACKAGE_PARTS)[number];

/** The part's section heading; lower-cased, its name in a sentence ("Save basics"). */
export const PART_TITLES: Record<PackagePart, string> = { basics: "Basics", texts: "Texts", itinerary: "Itinerary" };

const PART_FIELDS = {
  basics: [
    "title",
    "slug",
    "durationDays",
    "price",
    "currency",
    "pricePerPerson",
    "location",
    "isFeatured",
    "minimumAge",
    "parkFeesIncluded",
  ],
  texts: ["description", "highlights", "included", "excluded"],
  itinerary: ["days"],
} as const satisfies Record<PackagePart, readonly (keyof PackageDraft)[]>;

export interface PackageDraft {
  /** What each part looked like when this editing started (package-editor.server.ts): a save checks it. */
  versions: Record<PackagePart, string>;
  title: string;
  slug: string;
  durationDays: string;
  price: string;
  currency: string;
  pricePerPerson: boolean;
  location: string;
  isFeatured: boolean;
  minimumAge: string;
  parkFeesIncluded: boolean;
  description: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  days: DraftDay[];
}

export const DAY_KEY = /^(?:[1-9]\d{0,9}|n[1-9]\d{0,5})$/;

/** The name of a day's field in the form: `day-12-title`, `day-n1-meals`. */
export function dayField(key: string, field: keyof Omit<DraftDay, "key">): string {
  return `day-${key}-${field}`;
}

/** The error key (and the input's id after `field-`) of one line of a list. */
export function listItemField(list: PackageList, index: number): string {
  return `${list}-${index}`;
}

export function emptyDraft(): PackageDraft {
  return {
    versions: { basics: "new", texts: "new", itinerary: "new" },
    title: "",
    slug: "",
    durationDays: "",
    price: "",
    currency: "USD",
    pricePerPerson: true,
    location: "",
    isFeatured: false,
    minimumAge: "",
    parkFeesIncluded: false,
    description: "",
    highlights: [],
    included: [],
    excluded: [],
    days: [],
  };
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function texts(form: FormData, name: string): string[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === "string")
    .slice(0, PACKAGE_LIMITS.listItems + 1);
}

/** The draft in a posted form. Days come in the order of their `day` keys; a repeated or odd key is dropped. */
export function draftFromForm(form: FormData): PackageDraft {
  const seen = new Set<string>();
  const days: DraftDay[] = [];
  for (const key of texts(form, "day")) {
    if (!DAY_KEY.test(key) || seen.has(key) || days.length > PACKAGE_LIMITS.days) continue;
    seen.add(key);
    days.push({
      key,
      title: text(form, dayField(key, "title")),
      description: text(form, dayField(key, "description")),
      accommodation: text(form, dayField(key, "accommodation")),
      meals: text(form, dayField(key, "meals")),
      parkId: text(form, dayField(key, "parkId")),
      hotelId: text(form, dayField(key, "hotelId")),
    });
  }
  return {
    versions: {
      basics: text(form, "version-basics"),
      texts: text(form, "version-texts"),
      itinerary: text(form, "version-itinerary"),
    },
    title: text(form, "title"),
    slug: text(form, "slug"),
    durationDays: text(form, "durationDays"),
    price: text(form, "price"),
    currency: text(form, "currency"),
    pricePerPerson: form.get("pricePerPerson") === "on",
    location: text(form, "location"),
    isFeatured: form.get("isFeatured") === "on",
    minimumAge: text(form, "minimumAge"),
    parkFeesIncluded: form.get("parkFeesIncluded") === "on",
    description: text(form, "description"),
    highlights: texts(form, "highlights"),
    included: texts(form, "included"),
    excluded: texts(form, "excluded"),
    days,
  };
}

/** The part a Save button names ("save:texts"), null for the package's one Save ("save"), undefined otherwise. */
export function savedPartOf(intent: string): PackagePart | null | undefined {
  if (intent === "save") return null;
  const part = intent.startsWith("save:") ? intent.slice("save:".length) : "";
  return PACKAGE_PARTS.find((name) => name === part);
}

/** `into` with one part's values taken from `from`. */
export function withPart(into: PackageDraft, from: PackageDraft, part: PackagePart): PackageDraft {
  const values = Object.fromEntries(PART_FIELDS[part].map((field) => [field, from[field]]));
  return { ...into, ...values };
}

/** Whether two drafts differ in a part (its versions aside). */
export function partDiffers(a: PackageDraft, b: PackageDraft, part: PackagePart): boolean {
  return PART_FIELDS[part].some((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}

// ---- The editor's buttons ------------------------------------------------------------------------------

export type DraftChange =
  | { kind: "day-add" }
  | { kind: "day-remove" | "day-up" | "day-down"; key: string }
  | { kind: "list-add"; list: PackageList }
  | { kind: "list-remove"; list: PackageList; index: number };

/** The change a button's `intent` asks for ("day-up:12", "list-remove:highlights:2"), or null. */
export function draftChangeOf(intent: string): DraftChange | null {
  if (intent === "day-add") return { kind: "day-add" };
  const [kind, first, second] = intent.split(":");
  if ((kind === "day-remove" || kind === "day-up" || kind === "day-down") && first && DAY_KEY.test(first)) {
    return { kind, key: first };
  }
  const list = PACKAGE_LISTS.find((name) => name === first);
  if (kind === "list-add" && list) return { kind, list };
  if (kind === "list-remove" && list && second !== undefined && /^\d{1,3}$/.test(second)) {
    return { kind, list, index: Number(second) };
  }
  return null;
}

/** A key no day of the draft has: n1, n2 ... */
function nextNewDayKey(days: readonly DraftDay[]): string {
  const used = days.map((day) => (day.key.startsWith("n") ? Number(day.key.slice(1)) : 0));
  return `n${Math.max(0, ...used) + 1}`;
}

export interface ChangedDraft {
  draft: PackageDraft;
  /** The id of the control that should have the focus afterwards (the moved day's same button, a new field). */
  focus: string | null;
  /** What happened, for a screen reader's live region. */
  said: string;
}

/** The draft after one of the editor's buttons; nothing is saved. */
export function applyDraftChange(draft: PackageDraft, change: DraftChange): ChangedDraft {
  const days = [...draft.days];
  if (change.kind === "day-add") {
    if (days.length >= PACKAGE_LIMITS.days) {
      return { draft, focus: null, said: `A safari has at most ${PACKAGE_LIMITS.days} days.` };
    }
    const key = nextNewDayKey(days);
    days.push({ key, title: "", description: "", accommodation: "", meals: "", parkId: "", hotelId: "" });
    return { draft: { ...draft, days }, focus: `field-${dayField(key, "title")}`, said: `Day ${days.length} added.` };
  }
  if (change.kind === "list-add" || change.kind === "list-remove") {
    const items = [...draft[change.list]];
    if (change.kind === "list-add") {
      if (items.length >= PACKAGE_LIMITS.listItems) return { draft, focus: null, said: "The list is full." };
      items.push("");
      return {
        draft: { ...draft, [change.list]: items },
        focus: `field-${listItemField(change.list, items.length - 1)}`,
        said: "Line added.",
      };
    }
    if (change.index >= items.length) return { draft, focus: null, said: "" };
    items.splice(change.index, 1);
    return { draft: { ...draft, [change.list]: items }, focus: `add-${change.list}`, said: "Line removed." };
  }
  const index = days.findIndex((day) => day.key === change.key);
  if (index < 0) return { draft, focus: null, said: "" };
  if (change.kind === "day-remove") {
    days.splice(index, 1);
    const next = days[index] ?? days[index - 1];
    return {
      draft: { ...draft, days },
      focus: next ? `day-${next.key}-heading` : "add-day",
      said: `Day ${index + 1} removed; the days after it moved up.`,
    };
  }
  const target = change.kind === "day-up" ? index - 1 : index + 1;
  if (target < 0 || target >= days.length) return { draft, focus: `${change.kind}-${change.key}`, said: "" };
  const [moved] = days.splice(index, 1);
  if (moved) days.splice(target, 0, moved);
  // At the top (or bottom) the button pressed is disabled: the focus goes to the other one.
  const atEnd = change.kind === "day-up" ? target === 0 : target === days.length - 1;
  const focusKind = atEnd ? (change.kind === "day-up" ? "day-down" : "day-up") : change.kind;
  return {
    draft: { ...draft, days },
    focus: `${focusKind}-${change.key}`,
    said: `Moved to day ${target + 1}.`,
  };
}

// ---- Checking a draft before it is saved -----------------------------------------------------------------

export interface PackageInput {
  title: string;
  /** Empty: made from the title when saved. */
  slug: string;
  durationDays: number;
  price: number | null;
  currency: Currency;
  pricePerPerson: boolean;
  location: string;
  isFeatured: boolean;
  minimumAge: number | null;
  parkFeesIncluded: boolean;
  description: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  days: {
    key: string;
    title: string;
    description: string;
    accommodation: string;
    meals: string;
    parkId: number | null;
    hotelId: number | null;
  }[];
}

/** A whole number typed as text; empty is null when `optional`. One message per mistake, in words. */
function typedNumber(label: string, min: number, max: number, optional: true): z.ZodType<number | null, string>;
function typedNumber(label: string, min: number, max: number, optional?: false): z.ZodType<number, string>;
function typedNumber(label: string, min: number, max: number, optional = false): z.ZodType<number | null, string> {
  return z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "" && optional) return null;
      if (!/^\d{1,12}$/.test(value)) {
        context.addIssue({
          code: "custom",
          message: value === "" ? `${label} is required` : `${label} must be a whole number`,
        });
        return z.NEVER;
      }
      const number = Number(value);
      if (number < min || number > max) {
        const message =
          number < min ? `${label} must be at least ${min}` : `${label} must be at most ${max.toLocaleString("en")}`;
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });
}

const optionalId = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    if (!/^[1-9]\d{0,9}$/.test(value)) {
      context.addIssue({ code: "custom", message: "Please choose from the list" });
      return z.NEVER;
    }
    return Number(value);
  });

const listItem = z
  .string()
  .trim()
  .max(PACKAGE_LIMITS.listItemMax, { message: `Please keep it to ${PACKAGE_LIMITS.listItemMax} characters` });

const list = z.array(listItem).max(PACKAGE_LIMITS.listItems, { message: "The list is full" });

const daySchema = z.object({
  key: z.string().regex(DAY_KEY),
  title: z
    .string()
    .trim()
    .min(1, { message: "Each day needs a title" })
    .max(PACKAGE_LIMITS.dayTitleMax, { message: `Please keep it to ${PACKAGE_LIMITS.dayTitleMax} characters` }),
  description: z
    .string()
    .trim()
    .max(PACKAGE_LIMITS.dayDescriptionMax, {
      message: `Please keep it to ${PACKAGE_LIMITS.dayDescriptionMax.toLocaleString("en")} characters`,
    }),
  accommodation: z
    .string()
    .trim()
    .max(PACKAGE_LIMITS.dayLineMax, { message: `Please keep it to ${PACKAGE_LIMITS.dayLineMax} characters` }),
  meals: z
    .string()
    .trim()
    .max(PACKAGE_LIMITS.dayLineMax, { message: `Please keep it to ${PACKAGE_LIMITS.dayLineMax} characters` }),
  parkId: optionalId,
  hotelId: optionalId,
});

export const packageDraftSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: "Title is required" })
      .max(PACKAGE_LIMITS.titleMax, { message: `Please keep it to ${PACKAGE_LIMITS.titleMax} characters` }),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(SLUG_MAX_LENGTH, { message: `Please keep it to ${SLUG_MAX_LENGTH} characters` })
      .refine((value) => value === "" || isValidSlug(value), {
        message: "Use lowercase letters, digits and single hyphens between words (e.g. great-migration-7-days)",
      })
      .refine((value) => !/^\d+$/.test(value), {
        message: "An address of digits only would be read as a package number: add a word",
      }),
    durationDays: typedNumber("Duration", 1, PACKAGE_LIMITS.durationMax),
    price: typedNumber("Price", 0, PACKAGE_LIMITS.priceMax, true),
    currency: z.enum(PACKAGE_CURRENCIES, { message: "Please choose KES or USD" }),
    pricePerPerson: z.boolean(),
    location: z
      .string()
      .trim()
      .max(PACKAGE_LIMITS.locationMax, { message: `Please keep it to ${PACKAGE_LIMITS.locationMax} characters` }),
    isFeatured: z.boolean(),
    minimumAge: typedNumber("Minimum age", 0, 99, true),
    parkFeesIncluded: z.boolean(),
    description: z
      .string()
      .trim()
      .max(PACKAGE_LIMITS.descriptionMax, {
        message: `Please keep it to ${PACKAGE_LIMITS.descriptionMax.toLocaleString("en")} characters`,
      }),
    highlights: list,
    included: list,
    excluded: list,
    days: z.array(daySchema).max(PACKAGE_LIMITS.days, { message: `A safari has at most ${PACKAGE_LIMITS.days} days` }),
  })
  .superRefine((value, context) => {
    if (value.days.length > value.durationDays) {
      context.addIssue({
        code: "custom",
        path: ["durationDays"],
        message: `The itinerary has ${value.days.length} days but the safari lasts ${value.durationDays}: lengthen it or remove a day`,
      });
    }
  });

export type DraftErrors = Record<string, string>;

/** The form field (and error key) an issue's path points at. */
function fieldOfIssue(draft: PackageDraft, path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  if (first === "days" && typeof second === "number") {
    const day = draft.days[second];
    return day && typeof third === "string" ? dayField(day.key, third as keyof Omit<DraftDay, "key">) : "days";
  }
  const list = PACKAGE_LISTS.find((name) => name === first);
  if (list) return typeof second === "number" ? listItemField(list, second) : list;
  return String(first ?? "form");
}

export type DraftCheck = { ok: true; input: PackageInput } | { ok: false; errors: DraftErrors };

/** The draft as the database takes it, or the first message per field. Blank list lines are left out. */
export function checkDraft(draft: PackageDraft): DraftCheck {
  const result = packageDraftSchema.safeParse(draft);
  if (!result.success) {
    const errors: DraftErrors = {};
    for (const issue of result.error.issues) errors[fieldOfIssue(draft, issue.path)] ??= issue.message;
    return { ok: false, errors };
  }
  const value = result.data;
  const lines = (items: string[]) => items.filter((item) => item.length > 0);
  return {
    ok: true,
    input: {
      ...value,
      highlights: lines(value.highlights),
      included: lines(value.included),
      excluded: lines(value.excluded),
      days: value.days.map((day) => ({
        ...day,
        accommodation: day.accommodation || NOT_SPECIFIED,
        meals: day.meals || NOT_SPECIFIED,
      })),
    },
  };
}

/** The part of the form an error key belongs to. */
function partOfErrorKey(key: string): PackagePart {
  if (key === "days" || key.startsWith("day-")) return "itinerary";
  if (key === "description" || PACKAGE_LISTS.some((list) => key === list || key.startsWith(`${list}-`))) return "texts";
  return "basics";
}

/**
 * Checks one part as its Save would save it: the part as posted beside the other parts as saved. The answer
 * names only that part's fields; the rule that a safari has no more days than it lasts is worded for it.
 */
export function checkDraftPart(saved: PackageDraft, posted: PackageDraft, part: PackagePart): DraftCheck {
  const merged = withPart(saved, posted, part);
  const check = checkDraft(merged);
  if (check.ok) return check;
  const errors: DraftErrors = {};
  for (const [key, message] of Object.entries(check.errors)) {
    if (partOfErrorKey(key) === part) errors[key] = message;
  }
  const days = merged.days.length;
  const duration = Number(merged.durationDays.trim());
  const tooManyDays = /^\d{1,3}$/.test(merged.durationDays.trim()) && days > duration;
  if (tooManyDays && part === "itinerary") {
    errors.days ??= `The itinerary has ${days} days but the saved duration is ${duration}: save a longer duration under Basics first, or remove a day`;
  }
  if (tooManyDays && part === "basics") {
    errors.durationDays = `The saved itinerary has ${days} days: give at least ${days}, or remove days under Itinerary and save it first`;
  }
  // A message only about another part means that part is saved wrong (older data): it is shown where it is.
  return { ok: false, errors: Object.keys(errors).length > 0 ? errors : check.errors };
}

/** The error keys in the order the form shows them, so the first one can take the focus. */
export function errorKeysInFormOrder(draft: PackageDraft, errors: DraftErrors): string[] {
  const order = [
    "form",
    "title",
    "slug",
    "durationDays",
    "price",
    "currency",
    "location",
    "minimumAge",
    "description",
    ...PACKAGE_LISTS.flatMap((name) => [name, ...draft[name].map((_, index) => listItemField(name, index))]),
    "days",
    ...draft.days.flatMap((day) =>
      (["title", "description", "accommodation", "meals", "parkId", "hotelId"] as const).map((field) =>
        dayField(day.key, field),
      ),
    ),
  ];
  return order.filter((key) => errors[key]);
}
