// The travellers' details form: one block per traveller (adults, then children), fields named
// `t{position}.{field}`. The same schema checks the form in the browser and decides on the server.
import { z } from "zod";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { type MessageValues, translate } from "~/i18n/translate";
import { isCalendarDate } from "~/utils/business-calendar";
import {
  TRAVELLER_FIELDS,
  TRAVELLER_LIMITS,
  type TravellerDetails,
  type TravellerField,
  travellerFieldName,
} from "./travellers-fields";

/** A check's words in the page's (browser) or request's (server) language, read when the schema is made. */
const say = (id: keyof typeof tripFormsMessages & string, values?: MessageValues) =>
  translate(tripFormsMessages, id, values);

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
      say("tripForms.traveller.nameRequired"),
      say("tripForms.traveller.nameTooLong", { max: TRAVELLER_LIMITS.name }),
    );
    shape[name("nationality")] = required(
      TRAVELLER_LIMITS.nationality,
      say("tripForms.traveller.nationalityRequired"),
      say("tripForms.traveller.nationalityTooLong", { max: TRAVELLER_LIMITS.nationality }),
    );
    shape[name("passportNumber")] = z
      .string()
      .trim()
      .transform((value) => value.replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .min(1, say("tripForms.traveller.passportRequired"))
          .regex(/^[A-Z0-9]{5,20}$/, say("tripForms.traveller.passportInvalid")),
      );
    shape[name("passportExpiry")] = z
      .string()
      .trim()
      .min(1, say("tripForms.traveller.expiryRequired"))
      .refine(isCalendarDate, say("tripForms.traveller.expiryInvalid"))
      .refine((value) => !isCalendarDate(value) || value > tripEnd, say("tripForms.traveller.expiryBeforeTripEnd"));
    shape[name("dateOfBirth")] = z
      .string()
      .trim()
      .min(1, say("tripForms.traveller.birthRequired"))
      .refine(isCalendarDate, say("tripForms.traveller.birthInvalid"))
      .refine(
        (value) => !isCalendarDate(value) || (value >= "1900-01-01" && value <= today),
        say("tripForms.traveller.birthFuture"),
      );
    const notesTooLong = say("tripForms.traveller.notesTooLong", { max: TRAVELLER_LIMITS.notes });
    shape[name("dietaryNeeds")] = text(TRAVELLER_LIMITS.notes, notesTooLong);
    shape[name("medicalNotes")] = text(TRAVELLER_LIMITS.notes, notesTooLong);
    shape[name("emergencyContact")] = text(
      TRAVELLER_LIMITS.contact,
      say("tripForms.traveller.contactTooLong", { max: TRAVELLER_LIMITS.contact }),
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
    return { ok: false, fieldErrors: fieldErrorsOf(result.error), values };
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
