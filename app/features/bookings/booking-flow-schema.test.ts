import { describe, expect, it } from "vitest";
import { PAYMENT_CHOICES as STORED_PAYMENT_CHOICES } from "~/db/schema/bookings";
import {
  BOOKING_FLOW_FIELDS,
  bookingFlowDefaults,
  createBookingFlowSchema,
  createBookingFlowSubmissionSchema,
  createPaymentStepSchema,
  PAYMENT_CHOICES,
} from "./booking-flow-schema";

const today = "2027-06-15";
const schema = createBookingFlowSchema({ today, packageId: 7 });

const valid = {
  name: "Jonas Müller",
  email: "jonas@example.de",
  phone: "+49 30 1234567",
  country: "Germany",
  adults: "1",
  children: "1",
  startDate: "2027-08-01",
  specialRequests: "",
  residency: "citizen",
  childAges: "9",
  singles: "1",
  discountCode: "",
  quotedTotal: "1250000",
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

describe("booking flow schema", () => {
  it("accepts the details step and returns clean values", () => {
    expect(schema.parse({ ...valid, name: " Jonas Müller ", specialRequests: " Window seat " })).toEqual({
      form: "booking_flow",
      // One adult and a child aged 9.
      trip: {
        packageId: 7,
        start: "2027-08-01",
        adults: 1,
        childAges: [9],
        residency: "citizen",
        residentOf: null,
        singles: 1,
        code: null,
      },
      departure: null,
      traveller: {
        name: "Jonas Müller",
        email: "jonas@example.de",
        phone: "+49 30 1234567",
        country: "Germany",
        message: null,
        specialRequests: "Window seat",
      },
      payment: null,
      quotedTotal: 1_250_000,
    });
  });

  it("defaults to 2 adults, no children, starting today, and names every field", () => {
    expect(bookingFlowDefaults({ today })).toEqual({ adults: 2, children: 0, startDate: today });
    expect(BOOKING_FLOW_FIELDS).toEqual(Object.keys(valid));
    expect(schema.parse({ ...valid, startDate: today }).trip.start).toBe(today);
  });

  const cases: [field: string, value: unknown, message: string][] = [
    // The name as the 'Book This Safari' form asks it, in its words (decision 032).
    ["name", "", "Name must be at least 2 characters"],
    ["name", "   ", "Name must be at least 2 characters"],
    ["name", undefined, "Name must be at least 2 characters"],
    ["name", "J", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Please use at most 100 characters"],
    ["email", "", "Email is required"],
    ["email", undefined, "Email is required"],
    ["email", "jonas", "Invalid email address"],
    ["email", "jonas@example", "Invalid email address"],
    ["email", "jonas@@example.de", "Invalid email address"],
    ["phone", "", "Phone number is required"],
    // The same question, rule and words as the 'Book This Safari' form.
    ["country", "", "Please select a country"],
    ["country", "Atlantis", "Please select a country"],
    ["phone", undefined, "Phone number is required"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["phone", "1".repeat(41), "Please use at most 40 characters"],
    // The party as the 'Book This Safari' form asks it, in its words.
    ["adults", "", "At least 1 adult is required"],
    ["adults", undefined, "At least 1 adult is required"],
    ["adults", "0", "At least 1 adult is required"],
    ["adults", "21", "Maximum 20 adults allowed"],
    ["adults", "1.5", "Please enter a whole number"],
    ["children", "21", "Maximum 20 children allowed"],
    ["startDate", "", "Start date is required"],
    ["startDate", undefined, "Start date is required"],
    ["startDate", "2027-06-14", "Start date cannot be in the past"],
    ["startDate", "2027-06-31", "Please enter a valid date"],
    ["startDate", "2030-06-16", "Please choose a date within the next 3 years"],
    ["specialRequests", "x".repeat(2001), "Please use at most 2000 characters"],
    ["childAges", "4, 9", "Please give the age of the child."],
    ["childAges", "4 years", "Please give each child's age in years, separated by commas, for example 4, 9."],
    ["singles", "2", "Single rooms are for adults: choose at most 1."],
  ];

  it.each(cases)("%s = %j gives '%s'", (field, value, expected) => {
    const errors = errorsFor({ ...valid, [field]: value });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toEqual([expected]);
  });

  it.each([
    ["adults", "20"],
    ["adults", 3],
    ["startDate", "2030-06-15"],
    ["phone", "0700123456"],
  ])("%s = %j is accepted", (field, value) => {
    const input: Record<string, unknown> = { ...valid, [field]: value };
    expect(errorsFor(input)).toEqual({});
  });
});

describe("payment step", () => {
  const payment = createPaymentStepSchema();

  it("offers bank transfer, M-Pesa or a quote, the same choices the database accepts", () => {
    expect(PAYMENT_CHOICES).toEqual(["bank_transfer", "mpesa", "quote"]);
    expect([...PAYMENT_CHOICES]).toEqual([...STORED_PAYMENT_CHOICES]);
    for (const choice of PAYMENT_CHOICES)
      expect(payment.parse({ paymentChoice: choice })).toEqual({ paymentChoice: choice });
  });

  it.each([[""], [undefined], ["card"], ["BANK_TRANSFER"]])("refuses %j", (value) => {
    const result = payment.safeParse({ paymentChoice: value });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Please choose how you would like to pay"]);
  });

  it("validates details and choice together on the final post", () => {
    const submission = createBookingFlowSubmissionSchema({ today, packageId: 7 });
    expect(submission.parse({ ...valid, paymentChoice: "mpesa" })).toMatchObject({
      trip: { adults: 1, childAges: [9] },
      payment: "mpesa",
    });
    const result = submission.safeParse({ ...valid, name: "", paymentChoice: "visa" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Name must be at least 2 characters"],
      ["paymentChoice", "Please choose how you would like to pay"],
    ]);
  });
});
