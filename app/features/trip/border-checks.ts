// What a border post or a lodge would catch in the travellers' details, told before the trip rather than at
// the gate: a passport that is not valid for six months after the trip ends (Kenya and Tanzania ask for that),
// and a child whose age on the first day is not an age the price was worked out for (a child quoted as 9 who
// will be 12). Warnings, not refusals: the details are kept, the traveller reads why in their language, and
// staff see the same list on the booking (to re-quote it when the price should change).
import { QUOTE_REQUEST_LIMITS } from "~/features/quotes/quote-request-limits";
import { addMonths } from "~/utils/business-calendar";

/** Months a passport must still be valid after the trip's last day. */
export const PASSPORT_MONTHS_AFTER_TRIP = 6;

export interface CheckedTraveller {
  position: number;
  fullName: string;
  /** Calendar dates; empty or null when not given (or deleted after the trip). */
  passportExpiry: string | null;
  dateOfBirth: string | null;
}

export type BorderWarning =
  | { kind: "passport"; position: number; fullName: string; expiry: string; validUntil: string }
  | { kind: "childAge"; position: number; fullName: string; age: number; quotedAges: number[] };

/** Whole years between a birth date and a day (calendar dates). */
export function ageOn(birth: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birth.slice(0, 4));
  return day.slice(5) < birth.slice(5) ? years - 1 : years;
}

export function borderWarnings({
  travellers,
  start,
  end,
  quotedChildAges,
}: {
  travellers: readonly CheckedTraveller[];
  start: string;
  end: string;
  /** The children's ages the booking's price was worked out for. */
  quotedChildAges: readonly number[];
}): BorderWarning[] {
  const warnings: BorderWarning[] = [];
  const validUntil = addMonths(end, PASSPORT_MONTHS_AFTER_TRIP);
  // Each quoted age is matched by one child at most: two children of 9 need two quoted 9s.
  const unmatched = [...quotedChildAges];
  const children: { traveller: CheckedTraveller; age: number }[] = [];
  for (const traveller of travellers) {
    if (traveller.passportExpiry && traveller.passportExpiry < validUntil) {
      warnings.push({
        kind: "passport",
        position: traveller.position,
        fullName: traveller.fullName,
        expiry: traveller.passportExpiry,
        validUntil,
      });
    }
    if (!traveller.dateOfBirth) continue;
    const age = ageOn(traveller.dateOfBirth, start);
    if (age > QUOTE_REQUEST_LIMITS.childAge.max) continue;
    const match = unmatched.indexOf(age);
    if (match === -1) children.push({ traveller, age });
    else unmatched.splice(match, 1);
  }
  for (const { traveller, age } of children) {
    warnings.push({
      kind: "childAge",
      position: traveller.position,
      fullName: traveller.fullName,
      age,
      quotedAges: [...quotedChildAges],
    });
  }
  return warnings.sort((a, b) => a.position - b.position);
}
