// The travellers' details form: one block per traveller (adults, then children), fields named
// `t{position}.{field}`. The same schema checks the form in the browser and decides on the server.
import { z } from "zod";
import {
  TRAVELLER_FIELDS,
  TRAVELLER_LIMITS,
  type TravellerDetails,
  type TravellerField,
  travellerFieldName,
} from "./travellers-fields";

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (value: string) =>
  CALENDAR_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, missing: string, tooLong: string) => text(max, tooLong).min(1, missing);

/**
 * The schema for a booking of `count` travellers whose trip ends on `tripEnd`: a passport must still be
 * valid on the last day, and a date of birth lies between 1900 and `today`.
 */
export function travellersSchema({ count, tripEnd, today }: { count: number; tripEnd: string; today: string }) {
  const shape: Record<string, z.ZodType> = {};
  for (let position = 1; position <= count; position++) {
    const name = (field: TravellerField) => travellerFieldName(position, field);
    shape[name("fullName")] = required(
      TRAVELLER_LIMITS.name,
      "Enter the full name as it is written in the passport.",
      `Keep the name under ${TRAVELLER_LIMITS.name} characters.`,
    );
    shape[name("nationality")] = required(
      TRAVELLER_LIMITS.nationality,
      "Enter the nationality shown in the passport.",
      `Keep the nationality under ${TRAVELLER_LIMITS.nationality} characters.`,
    );
    shape[name("passportNumber")] = z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .min(1, "Enter the passport number.")
          .regex(/^[A-Z0-9]{5,20}$/, "A passport number has 5 to 20 letters and digits."),
      );
    shape[name("passportExpiry")] = z
      .string()
      .trim()
      .min(1, "Enter the passport's expiry date.")
      .refine(isCalendarDate, "Enter the expiry date as a date, e.g. 2030-05-31.")
      .refine((value) => !isCalendarDate(value) || value > tripEnd, "The passport must still be valid after the trip.");
    shape[name("dateOfBirth")] = z
      .string()
      .trim()
      .min(1, "Enter the date of birth.")
      .refine(isCalendarDate, "Enter the date of birth as a date, e.g. 1985-04-20.")
      .refine(
        (value) => !isCalendarDate(value) || (value >= "1900-01-01" && value <= today),
        "The date of birth cannot be in the future.",
      );
    shape[name("dietaryNeeds")] = text(TRAVELLER_LIMITS.notes, `Keep this under ${TRAVELLER_LIMITS.notes} characters.`);
    shape[name("medicalNotes")] = text(TRAVELLER_LIMITS.notes, `Keep this under ${TRAVELLER_LIMITS.notes} characters.`);
    shape[name("emergencyContact")] = text(
      TRAVELLER_LIMITS.contact,
      `Keep the contact under ${TRAVELLER_LIMITS.contact} characters.`,
    );
  }
  // Fields the form does not have (the intent, a tampered name) are ignored, not refused.
  return z.object(shape);
}

export type TravellersParse =
  | { ok: true; travellers: TravellerDetails[] }
  | { ok: false; fieldErrors: Record<string, string>; values: Record<string, string> };

/** The posted values checked: each traveller's details, or the first message per field. */
export function parseTravellers(
  values: Record<string, string>,
  limits: { count: number; tripEnd: string; today: string },
): TravellersParse {
  // A field left out of the post (a hand-made request) reads as left empty.
  const posted: Record<string, string> = {};
  for (let position = 1; position <= limits.count; position++) {
    for (const field of TRAVELLER_FIELDS) {
      const name = travellerFieldName(position, field);
      posted[name] = values[name] ?? "";
    }
  }
  const result = travellersSchema(limits).safeParse(posted);
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, fieldErrors, values };
  }
  const data = result.data as Record<string, string>;
  const travellers: TravellerDetails[] = [];
  for (let position = 1; position <= limits.count; position++) {
    const read = (field: TravellerField) => data[travellerFieldName(position, field)] ?? "";
    travellers.push({
      position,
      fullName: read("fullName"),
      nationality: read("nationality"),
      passportNumber: read("passportNumber"),
      passportExpiry: read("passportExpiry"),
      dateOfBirth: read("dateOfBirth"),
      dietaryNeeds: read("dietaryNeeds"),
      medicalNotes: read("medicalNotes"),
      emergencyContact: read("emergencyContact"),
    });
  }
  return { ok: true, travellers };
}
