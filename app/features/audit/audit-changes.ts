// An audit entry in words: which fields changed, each with its value before and after, formatted as staff
// read them ('Status: New → Contacted'). Pure, so the audit page, a record's history and tests share it.

import { countOf } from "~/features/admin-tables/record-nouns";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { isLocale } from "~/i18n/locales";
import { formatBusinessDateTime, formatCalendarDate } from "~/utils/business-calendar";

/** What the screens know about a field of a table: its label, its kind and the words for its values. */
export interface FieldWords {
  label: string;
  kind?: string;
  options?: Record<string, string>;
  /** Said elsewhere on the entry (who wrote a note, what it is on): left out of the changes. */
  hidden?: boolean;
}

export interface FieldChange {
  field: string;
  label: string;
  /** Null: the field had no value on that side (a record added or deleted, or an empty field). */
  before: string | null;
  after: string | null;
}

export interface AuditWords {
  /** "Changed", "Added", "Deleted". */
  verb: string;
  changes: FieldChange[];
  /** Fields left out of `changes` to keep an added record short (a deleted one lists every field). */
  more: number;
  /** Rows the database deleted with a deleted record, each in words: "4 attractions", then each row. */
  removedWith: RemovedGroup[];
}

export interface RemovedGroup {
  /** "4 attractions". */
  label: string;
  /** Each row's fields in words: "Name: Lion rock · Description: ...". */
  rows: string[];
}

/** Where a deletion keeps the rows deleted with it (app/features/admin-tables/table-queries.server.ts). */
const REMOVED_WITH = "removedWith";

function removedGroups(value: unknown): RemovedGroup[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((group): RemovedGroup[] => {
    const table = (group as { table?: unknown }).table;
    const rows = (group as { rows?: unknown }).rows;
    if (typeof table !== "string" || !Array.isArray(rows)) return [];
    return [
      {
        label: countOf(table, rows.length),
        rows: rows.map((row) =>
          Object.entries(asSnapshot(row) ?? {})
            .filter(([key, field]) => !NOISE.has(key) && !SECRET.test(key) && valueInWords(field) !== null)
            .map(([key, field]) => `${humanise(key)}: ${valueInWords(field)}`)
            .join(" · "),
        ),
      },
    ];
  });
}

/** Never shown, whatever table they turn up in. */
const SECRET = /password|secret|token|hash|backup_?codes/i;
/** Bookkeeping every write touches; saying so on each entry would hide what changed. */
// (When a record was made is the entry's own time.)
const NOISE = new Set([
  "updatedAt",
  "updated_at",
  "createdAt",
  "created_at",
  "authorId",
  "actorId",
  "ownerId",
  "staffUserId",
]);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** An added or deleted record lists at most this many of its fields. */
const WHOLE_RECORD_FIELDS = 8;
const VALUE_LENGTH = 160;

type Snapshot = Record<string, unknown>;

function asSnapshot(value: unknown): Snapshot | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Snapshot) : null;
}

function humanise(key: string): string {
  const spaced = key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function cut(text: string): string {
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1).trimEnd()}…` : text;
}

/** A stored value as staff read it; null for no value. */
export function valueInWords(value: unknown, words?: FieldWords): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (words?.options?.[value]) return words.options[value];
    if (words?.kind === "date" || (!words?.kind && ISO_DATE.test(value))) return formatCalendarDate(value);
    if (ISO_INSTANT.test(value)) return formatBusinessDateTime(value) || value;
    return cut(value);
  }
  if (typeof value === "number") {
    // A reference to another record (a safari, a lodge) by its id: its name, where the server found it.
    if (words?.options?.[String(value)]) return words.options[String(value)] ?? null;
    return new Intl.NumberFormat("en-GB").format(value);
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string" || typeof item === "number")) {
    return value.length === 0 ? null : cut(value.join(", "));
  }
  // Anything else structured is said field by field (describeAudit); here, as its parts in words.
  const parts = [...leavesOf(value).values()].flatMap((leaf) => {
    const words = valueInWords(leaf.value);
    return words === null ? [] : [`${leaf.path.join(" › ")}: ${words}`];
  });
  return parts.length === 0 ? null : cut(parts.join(" · "));
}

/** A value made of fields (an itinerary, a template's wordings): compared and said field by field, never as JSON. */
function isStructured(value: unknown): boolean {
  if (asSnapshot(value)) return true;
  return Array.isArray(value) && value.some((item) => asSnapshot(item) !== null);
}

/** How a list's item is named in a path: its day ("Day 3"), its name or title, or its place ("Item 2"). */
function itemLabel(item: unknown, index: number): string {
  const fields = asSnapshot(item);
  if (typeof fields?.day === "number") return `Day ${fields.day}`;
  for (const key of ["name", "title", "label"]) {
    const named = fields?.[key];
    if (typeof named === "string" && named.trim()) return cut(named.trim());
  }
  return `Item ${index + 1}`;
}

/** The path word of a nested key: "German" for a language code, else the key humanised (list items: itemLabel). */
const pathWord = (key: string) => (isLocale(key) ? LANGUAGE_NAMES_IN_ENGLISH[key] : humanise(key));

/** Every plain value inside a structured one, each with the path of labels that leads to it. */
function leavesOf(value: unknown, path: string[] = []): Map<string, { path: string[]; value: unknown }> {
  const leaves = new Map<string, { path: string[]; value: unknown }>();
  const visit = (node: unknown, at: string[]) => {
    const fields = asSnapshot(node);
    if (fields) {
      for (const [key, inner] of Object.entries(fields)) {
        if (NOISE.has(key) || key === "id") continue;
        if (SECRET.test(key)) {
          leaves.set([...at, pathWord(key)].join(" › "), { path: [...at, pathWord(key)], value: "(hidden)" });
          continue;
        }
        visit(inner, [...at, pathWord(key)]);
      }
      return;
    }
    if (Array.isArray(node) && node.some((item) => asSnapshot(item) !== null)) {
      node.forEach((item, index) => {
        visit(item, [...at, itemLabel(item, index)]);
      });
      return;
    }
    leaves.set(at.join(" › "), { path: at, value: node });
  };
  visit(value, path);
  return leaves;
}

/** The fields that differ inside two structured values, each as its own change ("Wordings › German › Subject"). */
function nestedChanges(key: string, label: string, from: unknown, to: unknown): FieldChange[] {
  const before = leavesOf(from);
  const after = leavesOf(to);
  const changes: FieldChange[] = [];
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(path)?.value;
    const now = after.get(path)?.value;
    if (same(was, now)) continue;
    const change = {
      field: path ? `${key}.${path}` : key,
      label: path ? `${label} › ${path}` : label,
      before: valueInWords(was),
      after: valueInWords(now),
    };
    if (change.before !== null || change.after !== null) changes.push(change);
  }
  return changes;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * Things that happen to a staff account rather than edits of it, recorded with `event` in the snapshot: the
 * entry's verb says what happened ("Password changed for" staff member Jane).
 */
export const ACCOUNT_EVENTS: Record<string, string> = {
  "password-reset-requested": "Password reset link e-mailed to",
  "password-reset": "Password reset from the e-mailed link by",
  "password-changed": "Password changed by",
  blocked: "Blocked",
  unblocked: "Unblocked",
  removed: "Removed",
};

function eventOf(snapshot: Snapshot | null): string | null {
  const event = snapshot?.event;
  return typeof event === "string" ? (ACCOUNT_EVENTS[event] ?? event) : null;
}

export function describeAudit(
  entry: { action: string; before: unknown; after: unknown },
  fields: Record<string, FieldWords> = {},
): AuditWords {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const event = eventOf(after) ?? eventOf(before);
  const verb = event ?? (entry.action === "create" ? "Added" : entry.action === "delete" ? "Deleted" : "Changed");
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !NOISE.has(key) && key !== "event" && key !== REMOVED_WITH,
  );
  const removedWith = entry.action === "delete" ? removedGroups(before?.[REMOVED_WITH]) : [];
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    // An update names the fields it changed; one side may only hold the fields it wrote.
    if (before && after && (!(key in after) || same(from, to))) continue;
    const words = fields[key];
    if (words?.hidden) continue;
    const secret = SECRET.test(key);
    if (!secret && (isStructured(from) || isStructured(to))) {
      changes.push(...nestedChanges(key, words?.label ?? humanise(key), from, to));
      continue;
    }
    const change: FieldChange = {
      field: key,
      label: words?.label ?? humanise(key),
      before: secret && from != null ? "(hidden)" : valueInWords(from, words),
      after: secret && to != null ? "(hidden)" : valueInWords(to, words),
    };
    if (change.before === null && change.after === null) continue;
    changes.push(change);
  }
  if (before && after) return { verb, changes, more: 0, removedWith };
  // A whole record added or deleted: its id is in the heading; the rest, in the screens' order, up to a few.
  const listed = changes.filter((change) => change.field !== "id");
  const ordered = [
    ...listed.filter((change) => fields[change.field]),
    ...listed.filter((change) => !fields[change.field]),
  ];
  // What was deleted is read in full: this entry is all that is left of it.
  if (entry.action === "delete") return { verb, changes: ordered, more: 0, removedWith };
  return {
    verb,
    changes: ordered.slice(0, WHOLE_RECORD_FIELDS),
    more: Math.max(0, ordered.length - WHOLE_RECORD_FIELDS),
    removedWith,
  };
}

/** "Status: New → Contacted"; "Notes: none → Called on Monday". */
export function changeInWords(change: FieldChange): string {
  return `${change.label}: ${change.before ?? "none"} → ${change.after ?? "none"}`;
}
