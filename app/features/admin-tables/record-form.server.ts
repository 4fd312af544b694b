// Reads an add or edit form into column values, validated with zod per column type. The registry says
// which fields exist: a field it does not know is refused, never passed on.
import { data } from "react-router";
import { z } from "zod";
import { fromDateTimeInput } from "~/utils/business-calendar";
import { isValidSlug } from "~/utils/slug";
import type { ColumnDefinition, TableDefinition } from "./table-registry.server";
import { CONTROL_FIELDS, type FieldErrors, REMOVE_IMAGE_SUFFIX, type Row } from "./table-types";

export type FormMode = "create" | "update";

/** A form read into column values, or its messages per field (the form layer's `fieldErrors`, form-result.ts). */
export interface ParsedRecord {
  values: Record<string, unknown>;
  fieldErrors: FieldErrors;
  /** Image files to process once everything else is valid. */
  uploads: Record<string, File>;
  /** What the person typed, to put back in the form after an error (the refusal's `values`). */
  entered: Record<string, string>;
}

const email = z.email({ message: "Please enter a valid email address" });
const httpUrl = z.url({ protocol: /^https?$/, message: "Please enter a full web address (https://...)" });
const calendarDate = z.iso.date({ message: "Please enter a date as YYYY-MM-DD" });
const wholeNumber = z
  .string()
  .regex(/^-?\d{1,12}$/, { message: "Please enter a whole number" })
  .transform(Number);

function valueSchema(column: ColumnDefinition): z.ZodType<unknown, string> {
  const tooLong = `Please use at most ${column.maxLength} characters`;
  switch (column.kind) {
    case "text":
    case "longText":
      return z.string().max(column.maxLength ?? 10_000, { message: tooLong });
    case "email":
      return email.max(column.maxLength ?? 320, { message: tooLong }).transform((value) => value.toLowerCase());
    case "url":
      return httpUrl.max(2000, { message: "Please use a shorter address" });
    case "slug":
      return z
        .string()
        .transform((value) => value.toLowerCase())
        .refine(isValidSlug, { message: "Use lowercase letters, digits and single hyphens (e.g. maasai-mara)" });
    case "number":
    case "money":
    case "foreignKey": {
      const min = column.kind === "foreignKey" ? 1 : column.min;
      const max = column.max;
      return wholeNumber.pipe(
        z
          .number()
          .refine((value) => min === undefined || value >= min, { message: `Must be at least ${min}` })
          .refine((value) => max === undefined || value <= max, { message: `Must be at most ${max}` }),
      );
    }
    case "date":
      return calendarDate;
    case "datetime":
      return z.string().transform((value, ctx) => {
        const date = fromDateTimeInput(value);
        if (!date) {
          ctx.addIssue({ code: "custom", message: "Please enter a date and time" });
          return z.NEVER;
        }
        return date;
      });
    case "enum": {
      const allowed = (column.options ?? []).map((option) => option.value);
      return z.string().refine((value) => allowed.includes(value), { message: "Please choose one of the options" });
    }
    case "lines":
      return z
        .string()
        .max(column.maxLength ?? 10_000, { message: tooLong })
        .transform((value) =>
          value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean),
        );
    default:
      return z.string();
  }
}

const TEXT_LIKE = new Set(["text", "longText", "lines"]);

function isImageRemoval(definition: TableDefinition, key: string): boolean {
  if (!key.endsWith(REMOVE_IMAGE_SUFFIX)) return false;
  const column = definition.columns.find((candidate) => candidate.key === key.slice(0, -REMOVE_IMAGE_SUFFIX.length));
  return column?.kind === "image" && column.editable;
}

/** Throws a 400 naming the first form field that is not an editable column of this table. */
export function refuseUnknownFields(definition: TableDefinition, formData: FormData, extra: string[] = []): void {
  const editable = new Set(
    definition.columns.filter((column) => column.editable && column.key !== definition.scope?.key).map((c) => c.key),
  );
  for (const key of formData.keys()) {
    if (CONTROL_FIELDS.has(key) || editable.has(key) || extra.includes(key) || isImageRemoval(definition, key))
      continue;
    throw data({ error: `Unknown field: ${key.slice(0, 60)}` }, { status: 400 });
  }
}

export function parseRecordForm(
  definition: TableDefinition,
  formData: FormData,
  mode: FormMode,
  before: Row | null = null,
): ParsedRecord {
  refuseUnknownFields(definition, formData);
  const values: Record<string, unknown> = {};
  const fieldErrors: FieldErrors = {};
  const uploads: Record<string, File> = {};
  const entered: Record<string, string> = {};

  for (const column of definition.columns) {
    if (!column.editable || column.key === definition.scope?.key) continue;
    const raw = formData.get(column.key);

    if (column.kind === "boolean") {
      values[column.key] = raw === "on" || raw === "true";
      entered[column.key] = values[column.key] ? "on" : "";
      continue;
    }

    if (column.kind === "image") {
      if (raw instanceof File && raw.size > 0) {
        uploads[column.key] = raw;
      } else if (formData.get(`${column.key}${REMOVE_IMAGE_SUFFIX}`)) {
        if (column.nullable) values[column.key] = null;
        else fieldErrors[column.key] = `${column.label} cannot be removed`;
      } else if (mode === "create" && column.required) {
        fieldErrors[column.key] = `${column.label} is required`;
      }
      continue;
    }

    if (raw instanceof File) {
      fieldErrors[column.key] = "Please type a value, not a file";
      continue;
    }
    const text = (raw ?? "").trim();
    entered[column.key] = raw ?? "";

    if (text === "") {
      if (column.required) fieldErrors[column.key] = `${column.label} is required`;
      else if (column.nullable) values[column.key] = null;
      else if (TEXT_LIKE.has(column.kind)) values[column.key] = column.kind === "lines" ? [] : "";
      else if (mode === "update" && column.kind !== "slug") fieldErrors[column.key] = `${column.label} is required`;
      // Otherwise left out: the database default applies (or `prepare` derives it, as for slugs).
      continue;
    }

    const result = valueSchema(column).safeParse(text);
    if (result.success) values[column.key] = result.data;
    else fieldErrors[column.key] = result.error.issues[0]?.message ?? "Please check this value";
  }

  if (mode === "create" && definition.scope) values[definition.scope.key] = definition.scope.value;

  if (Object.keys(fieldErrors).length > 0) return { values, fieldErrors, uploads, entered };
  const prepared = definition.prepare ? definition.prepare({ values, before }) : values;
  return { values: prepared, fieldErrors: definition.validate?.(prepared) ?? {}, uploads, entered };
}
