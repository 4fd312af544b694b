// Reading add and edit forms by column type: each kind of invalid input is refused with a message, and
// fields the registry does not know are refused outright.
import { describe, expect, it } from "vitest";
import { fromDateTimeInput, toDateTimeInput } from "~/utils/business-calendar";
import { parseRecordForm } from "./record-form.server";
import { findTable } from "./table-registry.server";

function formOf(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const packages = findTable("packages")!;
const validPackage = { title: "Mara Escape", durationDays: "4", currency: "KES" };

describe("parseRecordForm", () => {
  it("reads each type into the value the database stores", () => {
    const { values, fieldErrors: errors } = parseRecordForm(
      packages,
      formOf({
        ...validPackage,
        price: "185000",
        pricePerPerson: "on",
        highlights: "Big Five\n\n  Balloon safari  \n",
        featuredVideoUrl: "https://www.youtube.com/watch?v=abc",
        description: "  Four days.  ",
      }),
      "create",
    );
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      title: "Mara Escape",
      slug: "mara-escape",
      durationDays: 4,
      price: 185000,
      currency: "KES",
      pricePerPerson: true,
      isFeatured: false,
      highlights: ["Big Five", "Balloon safari"],
      description: "Four days.",
    });
    expect(values.price).toBeTypeOf("number");
  });

  it.each([
    ["a required text left empty", { title: "" }, "title", "Title is required"],
    ["text past its length", { title: "x".repeat(201) }, "title", "Please use at most 200 characters"],
    ["a number with decimals", { durationDays: "2.5" }, "durationDays", "Please enter a whole number"],
    ["a number that is not one", { durationDays: "four" }, "durationDays", "Please enter a whole number"],
    ["a number below its minimum", { durationDays: "0" }, "durationDays", "Must be at least 1"],
    ["a number above its maximum", { durationDays: "61" }, "durationDays", "Must be at most 60"],
    ["a negative price", { price: "-1" }, "price", "Must be at least 0"],
    ["an unknown choice", { currency: "EUR" }, "currency", "Please choose one of the options"],
    [
      "a script address",
      { featuredVideoUrl: "javascript:alert(1)" },
      "featuredVideoUrl",
      "Please enter a full web address (https://...)",
    ],
    [
      "a slug with spaces",
      { slug: "mara escape" },
      "slug",
      "Use lowercase letters, digits and single hyphens (e.g. maasai-mara)",
    ],
  ])("refuses %s", (_label, change, field, message) => {
    const { fieldErrors: errors } = parseRecordForm(packages, formOf({ ...validPackage, ...change }), "create");
    expect(errors[field]).toBe(message);
  });

  it.each([
    ["bookings", { reference: "KSF-9999" }, "a read-only column"],
    ["bookings", { submissionToken: "x" }, "a column the registry hides"],
    ["chat_conversations", { visitorToken: "x" }, "a secret column"],
    ["hotel_reviews", { subjectType: "company" }, "the column a screen is scoped by"],
    ["packages", { "title; drop table bookings": "x" }, "SQL in a field name"],
  ] as [string, Record<string, string>, string][])("refuses %s fields (%s)", (table, extra) => {
    expect(() => parseRecordForm(findTable(table)!, formOf({ ...extra }), "create")).toThrow();
  });

  it("checks dates, e-mail addresses and foreign keys", () => {
    const bookings = findTable("safari_bookings")!;
    const { fieldErrors: errors } = parseRecordForm(
      bookings,
      formOf({ arrivalDate: "2031-02-30", email: "not-an-address", safariId: "0", adults: "2" }),
      "create",
    );
    expect(errors.arrivalDate).toBe("Please enter a date as YYYY-MM-DD");
    expect(errors.email).toBe("Please enter a valid email address");
    expect(errors.safariId).toBe("Must be at least 1");
    expect(errors.name).toBe("Name is required");
  });

  it("keeps a destination off the site's own addresses", () => {
    const destinations = findTable("destinations")!;
    const { fieldErrors: errors } = parseRecordForm(
      destinations,
      formOf({ name: "Admin", region: "Nairobi", country: "Kenya", slug: "admin" }),
      "create",
    );
    expect(errors.slug).toMatch(/belongs to a page of the site/);
  });

  it("stamps a review's subject on the screens scoped to one", () => {
    const { values } = parseRecordForm(
      findTable("hotel_reviews")!,
      formOf({ userName: "Ann", email: "ann@example.com", rating: "5", comment: "Lovely", status: "pending" }),
      "create",
    );
    expect(values.subjectType).toBe("hotel");
  });

  it("reads and writes times in East Africa Time", () => {
    expect(fromDateTimeInput("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T06:30:00.000Z");
    expect(toDateTimeInput("2026-07-01T06:30:00.000Z")).toBe("2026-07-01T09:30");
    expect(fromDateTimeInput("yesterday")).toBeNull();
  });
});

describe("the add form's starting values", () => {
  it("come from the schema's defaults", () => {
    const discounts = findTable("discount_codes")!;
    expect(discounts.columns.find((column) => column.key === "active")?.defaultValue).toBe(true);
    expect(packages.columns.find((column) => column.key === "currency")?.defaultValue).toBe("KES");
    expect(packages.columns.find((column) => column.key === "highlights")?.defaultValue).toBeUndefined();
  });
});
