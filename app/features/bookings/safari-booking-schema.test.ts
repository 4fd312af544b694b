import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/utils/countries";
import { createSafariBookingSchema, SAFARI_BOOKING_FIELDS, safariBookingDefaults } from "./safari-booking-schema";

const today = "2027-06-15";
const schema = createSafariBookingSchema({ today, packageId: 7 });

const valid = {
  name: "Amina Otieno",
  phone: "+254 700 123 456",
  email: "amina@example.com",
  country: "Kenya",
  adults: "2",
  children: "1",
  arrival: "2027-07-01",
  departure: "2027-07-05",
  message: "",
  otherInfo: "",
  residency: "resident_tanzania",
  childAges: "7",
  singles: "0",
  discountCode: "",
  quotedTotal: "",
};

function errorsFor(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe("safari booking schema", () => {
  it("accepts a complete form and returns clean values", () => {
    const result = schema.parse({
      ...valid,
      name: "  Amina Otieno ",
      message: "  Honeymoon trip\r\nwith a balloon ride ",
      otherInfo: "Vegetarian",
    });
    expect(result).toEqual({
      form: "safari_form",
      trip: {
        packageId: 7,
        start: "2027-07-01",
        adults: 2,
        childAges: [7],
        residency: "resident",
        residentOf: "Tanzania",
        singles: 0,
        code: null,
      },
      departure: "2027-07-05",
      traveller: {
        name: "Amina Otieno",
        email: "amina@example.com",
        phone: "+254 700 123 456",
        country: "Kenya",
        message: "Honeymoon trip\nwith a balloon ride",
        specialRequests: "Vegetarian",
      },
      payment: null,
      quotedTotal: null,
    });
  });

  it("treats blank optional text as absent and blank children as 0", () => {
    const result = schema.parse({ ...valid, children: "", childAges: "", message: "   ", otherInfo: undefined });
    expect(result.trip.childAges).toEqual([]);
    expect(result.traveller.message).toBeNull();
    expect(result.traveller.specialRequests).toBeNull();
  });

  it("accepts numbers as well as strings", () => {
    expect(
      schema.parse({ ...valid, adults: 20, children: 20, childAges: Array(20).fill("3").join(", ") }),
    ).toMatchObject({ trip: { adults: 20, childAges: Array(20).fill(3) } });
  });

  it("turns control characters in one-line fields into spaces", () => {
    expect(schema.parse({ ...valid, name: "Amina\r\nBcc: x@y.z" }).traveller.name).toBe("Amina Bcc: x@y.z");
  });

  it("has defaults of 2 adults and 0 children and names every field", () => {
    expect(safariBookingDefaults).toEqual({ adults: 2, children: 0 });
    expect(SAFARI_BOOKING_FIELDS).toEqual(Object.keys(valid));
    expect(schema.parse({ ...valid, children: "2", childAges: "4; 9" }).trip.childAges).toEqual([4, 9]);
  });

  const cases: [field: string, value: unknown, message: string][] = [
    ["name", "", "Name must be at least 2 characters"],
    ["name", undefined, "Name must be at least 2 characters"],
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "  A  ", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Please use at most 100 characters"],
    ["phone", "", "Please enter a valid phone number"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["phone", "12 34 5", "Please enter a valid phone number"],
    ["phone", "abcdefgh", "Please enter a valid phone number"],
    ["phone", `+${"1".repeat(40)}`, "Please use at most 40 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "amina", "Please enter a valid email address"],
    ["email", "amina@", "Please enter a valid email address"],
    ["email", "amina@example", "Please enter a valid email address"],
    ["email", "am ina@example.com", "Please enter a valid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Please use at most 254 characters"],
    ["country", "", "Please select a country"],
    ["country", undefined, "Please select a country"],
    ["country", "Narnia", "Please select a country"],
    ["adults", "", "At least 1 adult is required"],
    ["adults", "0", "At least 1 adult is required"],
    ["adults", "-3", "At least 1 adult is required"],
    ["adults", "21", "Maximum 20 adults allowed"],
    ["adults", "2.5", "Please enter a whole number"],
    ["adults", "two", "Please enter a whole number"],
    ["children", "-1", "Number of children cannot be negative"],
    ["children", "21", "Maximum 20 children allowed"],
    ["children", "1.5", "Please enter a whole number"],
    ["arrival", "", "Arrival date is required"],
    ["arrival", undefined, "Arrival date is required"],
    ["arrival", "2027-06-14", "Arrival date cannot be in the past"],
    ["arrival", "2027-02-30", "Please enter a valid date"],
    ["arrival", "01/07/2027", "Please enter a valid date"],
    ["arrival", "2030-06-16", "Please choose a date within the next 3 years"],
    ["departure", "", "Departure date is required"],
    ["departure", undefined, "Departure date is required"],
    ["departure", "2027-07-01", "Departure date must be after arrival date"],
    ["departure", "2027-06-30", "Departure date must be after arrival date"],
    ["departure", "2027-06-01", "Departure date must be after arrival date"],
    ["departure", "2027-13-01", "Please enter a valid date"],
    ["departure", "2027-09-30", "A trip can last at most 90 days"],
    ["message", "x".repeat(2001), "Please use at most 2000 characters"],
    ["otherInfo", "x".repeat(2001), "Please use at most 2000 characters"],
    ["residency", "martian", "Please choose your residency."],
    ["residency", "toString", "Please choose your residency."],
    ["residency", "resident_uganda", "Please choose your residency."],
    ["childAges", "seven", "Please give each child's age in years, separated by commas, for example 4, 9."],
    ["childAges", "18", "Each child's age must be from 0 to 17; travellers of 18 and over are adults."],
    ["childAges", "", "Please give the age of the child."],
    ["childAges", "4, 9", "Please give the age of the child."],
    ["singles", "-1", "The number of single rooms must be a whole number, 0 or more."],
    ["singles", "3", "Single rooms are for adults: choose at most 2."],
    ["discountCode", "no spaces!", "A discount code has 3 to 32 letters, digits, '-' or '_'."],
  ];

  it.each(cases)("%s = %j gives '%s'", (field, value, expected) => {
    const errors = errorsFor({ ...valid, [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([expected]);
  });

  const accepted: [field: string, value: unknown][] = [
    ["name", "Al"],
    ["phone", "123456"],
    ["phone", "+254 (0)700-123.456 WhatsApp"],
    ["email", "amina.otieno+safari@mail.example.co.ke"],
    ["country", "Afghanistan"],
    ["country", "Zimbabwe"],
    ["country", "Côte d'Ivoire"],
    ["adults", "1"],
    ["adults", " 20 "],
    ["children", "0"],
    ["children", "20"],
    ["arrival", today],
    ["arrival", "2030-06-15"],
    ["departure", "2027-07-02"],
    ["departure", "2027-09-29"],
    ["message", "x".repeat(2000)],
    ["residency", "non_resident"],
    ["residency", ""],
    ["childAges", " 0 "],
    ["singles", "2"],
    ["discountCode", "FAMILY-10"],
    ["quotedTotal", "not a number"],
  ];

  it.each(accepted)("%s = %j is accepted", (field, value) => {
    const input = { ...valid, [field]: value };
    if (field === "arrival" && value === "2030-06-15") input.departure = "2030-06-20";
    // One age per child.
    if (field === "children") input.childAges = Array(Number(value)).fill("5").join(",");
    expect(errorsFor(input)).toEqual({});
  });

  it("checks the departure against the arrival even while other fields are wrong", () => {
    const errors = errorsFor({ ...valid, name: "", departure: "2027-06-20" });
    expect(errors).toEqual({
      name: ["Name must be at least 2 characters"],
      departure: ["Departure date must be after arrival date"],
    });
  });

  it("reports every missing field of an empty form at once", () => {
    expect(errorsFor({})).toEqual({
      name: ["Name must be at least 2 characters"],
      phone: ["Please enter a valid phone number"],
      email: ["Please enter a valid email address"],
      country: ["Please select a country"],
      adults: ["At least 1 adult is required"],
      arrival: ["Arrival date is required"],
      departure: ["Departure date is required"],
    });
  });

  it("judges the past by the day it is given", () => {
    const tomorrow = createSafariBookingSchema({ today: "2027-07-02", packageId: 7 });
    const result = tomorrow.safeParse(valid);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Arrival date cannot be in the past");
  });

  it("offers about 195 countries, Afghanistan to Zimbabwe, each once", () => {
    expect(COUNTRIES.length).toBe(195);
    expect(COUNTRIES[0]).toBe("Afghanistan");
    expect(COUNTRIES.at(-1)).toBe("Zimbabwe");
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect([...COUNTRIES].sort((a, b) => a.localeCompare(b, "en"))).toEqual([...COUNTRIES]);
    for (const country of ["Kenya", "Tanzania", "United Kingdom", "United States", "Germany"]) {
      expect(COUNTRIES).toContain(country);
    }
  });
});
