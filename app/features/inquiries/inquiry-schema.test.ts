import { describe, expect, it } from "vitest";
import { INQUIRY_TYPES as STORED_INQUIRY_TYPES } from "~/db/schema/inquiries";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { CONTACT_FORM_LIMITS, INQUIRY_TYPE_VALUES } from "./contact-form";
import { createInquirySchema, INQUIRY_LIMITS, INQUIRY_TYPES, inquiryTypeLabel } from "./inquiry-schema";

const valid = {
  name: "Amina Otieno",
  email: "amina@example.com",
  phone: "",
  subject: "Honeymoon in August",
  inquiryType: "custom",
  message: "We would love ten days in the Mara and Zanzibar.",
};

function errorsFor(values: Record<string, unknown>) {
  const result = createInquirySchema().safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

const tooLong = (max: number) => `Please use at most ${max} characters.`;

describe("the contact form's rules", () => {
  it("accepts a complete inquiry, cleans it, and stores a blank phone as none", () => {
    const result = createInquirySchema().safeParse({ ...valid, name: "  Amina  ", message: " Ten days,\r\nplease. " });
    expect(result.data).toEqual({ ...valid, name: "Amina", phone: null, message: "Ten days,\nplease." });
  });

  it("defaults the inquiry type to general", () => {
    expect(createInquirySchema().parse({ ...valid, inquiryType: "" }).inquiryType).toBe("general");
    expect(createInquirySchema().parse({ ...valid, inquiryType: undefined }).inquiryType).toBe("general");
  });

  it.each([
    ["name", "", "Name must be at least 2 characters."],
    ["name", "A", "Name must be at least 2 characters."],
    ["name", " A ", "Name must be at least 2 characters."],
    ["name", undefined, "Name must be at least 2 characters."],
    ["name", "x".repeat(INQUIRY_LIMITS.name + 1), tooLong(INQUIRY_LIMITS.name)],
    ["email", "", "Please enter a valid email address."],
    ["email", undefined, "Please enter a valid email address."],
    ["email", "amina", "Please enter a valid email address."],
    ["email", "amina@example", "Please enter a valid email address."],
    ["email", "amina@@example.com", "Please enter a valid email address."],
    ["email", `${"a".repeat(250)}@example.com`, tooLong(INQUIRY_LIMITS.email)],
    ["phone", "call me", "Please enter a valid phone number."],
    ["phone", "12345", "Please enter a valid phone number."],
    ["phone", "1".repeat(INQUIRY_LIMITS.phone + 1), tooLong(INQUIRY_LIMITS.phone)],
    ["subject", "", "Subject is required."],
    ["subject", "A", "Subject is required."],
    ["subject", undefined, "Subject is required."],
    ["subject", "x".repeat(INQUIRY_LIMITS.subject + 1), tooLong(INQUIRY_LIMITS.subject)],
    ["inquiryType", "spam", "Please choose an inquiry type."],
    ["inquiryType", "GENERAL", "Please choose an inquiry type."],
    ["message", "", "Message must be at least 10 characters."],
    ["message", "Too short", "Message must be at least 10 characters."],
    ["message", "  123456789  ", "Message must be at least 10 characters."],
    ["message", undefined, "Message must be at least 10 characters."],
    ["message", "x".repeat(INQUIRY_LIMITS.message + 1), tooLong(INQUIRY_LIMITS.message)],
  ])("%s = %j: %s", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["phone", "+254 700 123 456"],
    ["phone", "(020) 123-4567"],
    ["name", "Al"],
    ["subject", "Hi"],
    ["message", "1234567890"],
    ["message", "x".repeat(INQUIRY_LIMITS.message)],
  ])("accepts %s = %j", (field, value) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({});
  });

  it.each(INQUIRY_TYPES.map((type) => [type]))("accepts the inquiry type %s, with a human label", (type) => {
    expect(errorsFor({ ...valid, inquiryType: type })).toEqual({});
    expect(inquiryTypeLabel(type)).not.toBe(type);
  });

  it("offers exactly the inquiry types the database accepts", () => {
    expect([...INQUIRY_TYPES]).toEqual([...STORED_INQUIRY_TYPES]);
  });

  it("gives the form's inputs the schema's maximum lengths and types", () => {
    const { name, email, phone, subject, message } = INQUIRY_LIMITS;
    expect(CONTACT_FORM_LIMITS).toEqual({ name, email, phone, subject, message });
    expect([...INQUIRY_TYPE_VALUES]).toEqual([...INQUIRY_TYPES]);
  });
});
