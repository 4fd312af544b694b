// The travellers' details form's field names and limits, without zod: the page's first script needs these,
// the schema (travellers-schema.ts) loads only when the form is used.

export const TRAVELLER_FIELDS = [
  "fullName",
  "nationality",
  "passportNumber",
  "passportExpiry",
  "dateOfBirth",
  "dietaryNeeds",
  "medicalNotes",
  "emergencyContact",
] as const;
export type TravellerField = (typeof TRAVELLER_FIELDS)[number];

export const TRAVELLERS_INTENT = "travellers";
/** The schema's limits, in one place. */
export const TRAVELLER_LIMITS = { name: 120, nationality: 60, passport: 20, notes: 1000, contact: 200 } as const;

export interface TravellerDetails {
  position: number;
  fullName: string;
  nationality: string;
  passportNumber: string;
  passportExpiry: string;
  dateOfBirth: string;
  dietaryNeeds: string;
  medicalNotes: string;
  emergencyContact: string;
}

export function travellerFieldName(position: number, field: TravellerField): string {
  return `t${position}.${field}`;
}
