import { describe, expect, it } from "vitest";
import { travellerFieldName } from "./travellers-fields";
import { parseTravellers } from "./travellers-schema";

const limits = { count: 2, tripEnd: "2027-07-05", today: "2026-11-25" };

function goodValues(): Record<string, string> {
  const values: Record<string, string> = { intent: "travellers" };
  for (const position of [1, 2]) {
    const set = (field: Parameters<typeof travellerFieldName>[1], value: string) => {
      values[travellerFieldName(position, field)] = value;
    };
    set("fullName", position === 1 ? "Amina Wanjiru Otieno" : "Baraka Otieno");
    set("nationality", "Kenyan");
    set("passportNumber", " ak 123 4567 ");
    set("passportExpiry", "2031-01-31");
    set("dateOfBirth", position === 1 ? "1985-04-20" : "2016-09-02");
    set("dietaryNeeds", "");
    set("medicalNotes", position === 2 ? "Peanut allergy" : "");
    set("emergencyContact", "Grace Otieno +254 712 345 678");
  }
  return values;
}

describe("parseTravellers", () => {
  it("reads one traveller per block, passport numbers without spaces in capitals", () => {
    const result = parseTravellers(goodValues(), limits);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.travellers).toHaveLength(2);
    expect(result.travellers[0]).toMatchObject({
      position: 1,
      fullName: "Amina Wanjiru Otieno",
      passportNumber: "AK1234567",
    });
    expect(result.travellers[1]).toMatchObject({ position: 2, medicalNotes: "Peanut allergy" });
  });

  it.each([
    ["t1.fullName", "", "Enter the full name as it is written in the passport."],
    ["t1.fullName", "x".repeat(121), "Keep the name under 120 characters."],
    ["t2.nationality", "  ", "Enter the nationality shown in the passport."],
    ["t1.passportNumber", "", "Enter the passport number."],
    ["t1.passportNumber", "AB-12", "A passport number has 5 to 20 letters and digits."],
    ["t2.passportExpiry", "", "Enter the passport's expiry date."],
    ["t2.passportExpiry", "2031-02-30", "Enter the expiry date as a date, e.g. 2030-05-31."],
    ["t2.passportExpiry", "2027-07-05", "The passport must still be valid after the trip."],
    ["t1.dateOfBirth", "20/04/1985", "Enter the date of birth as a date, e.g. 1985-04-20."],
    ["t1.dateOfBirth", "2026-11-26", "The date of birth cannot be in the future."],
    ["t1.medicalNotes", "y".repeat(1001), "Keep this under 1000 characters."],
  ])("refuses %s = %j with %j, keeping every entry", (field, value, message) => {
    const values = { ...goodValues(), [field]: value };
    const result = parseTravellers(values, limits);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ [field]: message });
    expect(result.values).toEqual(values);
  });

  it("asks for every missing block's details, not only the first", () => {
    const result = parseTravellers({}, limits);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors).sort()).toEqual(
      ["fullName", "nationality", "passportNumber", "passportExpiry", "dateOfBirth"]
        .flatMap((field) => [`t1.${field}`, `t2.${field}`])
        .sort(),
    );
  });
});
