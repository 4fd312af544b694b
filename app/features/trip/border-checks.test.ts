import { describe, expect, it } from "vitest";
import { ageOn, borderWarnings } from "./border-checks";

const trip = { start: "2027-08-02", end: "2027-08-08" };
const adult = { position: 1, fullName: "Ana Silva", passportExpiry: "2031-01-01", dateOfBirth: "1985-04-20" };

describe("what a border or a lodge would catch", () => {
  it("warns of a passport valid for less than six months after the trip, not of one valid longer", () => {
    // Two weeks after the trip: accepted by the form (valid on the last day), refused at the border.
    const short = { ...adult, passportExpiry: "2027-08-22" };
    expect(borderWarnings({ travellers: [short], ...trip, quotedChildAges: [] })).toEqual([
      { kind: "passport", position: 1, fullName: "Ana Silva", expiry: "2027-08-22", validUntil: "2028-02-08" },
    ]);
    expect(
      borderWarnings({ travellers: [{ ...adult, passportExpiry: "2028-02-08" }], ...trip, quotedChildAges: [] }),
    ).toEqual([]);
  });

  it("warns of a child whose age on the first day is not an age the price was for", () => {
    // Quoted as 9; born 2015-06-01, she is 12 on 2 August 2027.
    const child = { position: 2, fullName: "Inês Silva", passportExpiry: "2031-01-01", dateOfBirth: "2015-06-01" };
    expect(borderWarnings({ travellers: [adult, child], ...trip, quotedChildAges: [9] })).toEqual([
      { kind: "childAge", position: 2, fullName: "Inês Silva", age: 12, quotedAges: [9] },
    ]);
    // Quoted as 12: nothing to say. Each quoted age matches one child only.
    expect(borderWarnings({ travellers: [adult, child], ...trip, quotedChildAges: [12] })).toEqual([]);
    const twin = { ...child, position: 3, fullName: "Rui Silva" };
    expect(borderWarnings({ travellers: [adult, child, twin], ...trip, quotedChildAges: [12] })).toMatchObject([
      { kind: "childAge", position: 3 },
    ]);
    // Without a birth date (not given, or deleted after the trip) nothing is guessed.
    expect(borderWarnings({ travellers: [{ ...child, dateOfBirth: null }], ...trip, quotedChildAges: [9] })).toEqual(
      [],
    );
  });

  it("counts whole years up to the day", () => {
    expect(ageOn("2015-08-02", "2027-08-02")).toBe(12);
    expect(ageOn("2015-08-03", "2027-08-02")).toBe(11);
  });
});
