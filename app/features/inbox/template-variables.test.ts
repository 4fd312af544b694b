import { describe, expect, it } from "vitest";
import {
  fillTemplate,
  formatLongDay,
  formatQuoteAmount,
  SAMPLE_VALUES,
  TEMPLATE_VARIABLES,
  templateValues,
  unknownVariables,
  variablesIn,
} from "./template-variables";

const booking = templateValues({
  name: "  Wanjiru Njeri Kamau ",
  reference: "KSF-1001",
  about: "Maasai Mara Explorer",
  quote: { total: 276_000, deposit: 82_800, currency: "USD", balanceDueDate: "2027-05-14" },
  staffName: "Akinyi Wafula",
  tripLink: "https://heartbeest.example/trip/abc",
});

describe("filling a template", () => {
  it.each([
    ["{name}", "Wanjiru Njeri Kamau"],
    ["{first_name}", "Wanjiru"],
    ["{reference}", "KSF-1001"],
    ["{package}", "Maasai Mara Explorer"],
    ["{quote}", "USD 2,760.00"],
    ["{deposit}", "USD 828.00"],
    ["{balance_due_date}", "14 May 2027"],
    ["{staff_name}", "Akinyi Wafula"],
    ["{trip_link}", "https://heartbeest.example/trip/abc"],
  ])("%s becomes %s", (variable, expected) => {
    expect(fillTemplate(`Hello ${variable}.`, booking)).toEqual({ text: `Hello ${expected}.`, missing: [] });
  });

  it("names every variable it knows in the list staff read", () => {
    expect(TEMPLATE_VARIABLES.map((variable) => variable.name)).toEqual([
      "name",
      "first_name",
      "reference",
      "package",
      "quote",
      "deposit",
      "balance_due_date",
      "staff_name",
      "trip_link",
    ]);
    for (const variable of TEMPLATE_VARIABLES) expect(SAMPLE_VALUES[variable.name]).toBeTruthy();
  });

  it("fills a variable used twice, and leaves text in braces that is no variable alone", () => {
    const { text } = fillTemplate("{first_name}, {first_name}! { } {Not one} {price}", booking);
    expect(text).toBe("Wanjiru, Wanjiru! { } {Not one} {price}");
  });

  it("leaves a variable without a value in place and says which are missing", () => {
    const inquiry = templateValues({
      name: "Tom",
      reference: "ENQ-7",
      about: null,
      quote: null,
      staffName: "Akinyi Wafula",
    });
    const filled = fillTemplate(
      "Dear {name}, about {package}: {quote} ({deposit}) by {balance_due_date} {trip_link}",
      inquiry,
    );
    expect(filled.text).toBe("Dear Tom, about {package}: {quote} ({deposit}) by {balance_due_date} {trip_link}");
    expect(filled.missing).toEqual(["package", "quote", "deposit", "balance_due_date", "trip_link"]);
  });

  it("a quote on request has no total or deposit", () => {
    const values = templateValues({
      name: "Tom",
      reference: "KSF-1002",
      about: "Gorilla trek",
      quote: { total: null, deposit: null, currency: "USD", balanceDueDate: "2027-01-01" },
      staffName: "A",
    });
    expect(values.quote).toBeNull();
    expect(values.deposit).toBeNull();
    expect(values.balance_due_date).toBe("1 January 2027");
  });

  it("can keep a variable for later (the trip link is made only when sending)", () => {
    expect(fillTemplate("{name}: {trip_link}", booking, { keep: ["trip_link"] })).toEqual({
      text: "Wanjiru Njeri Kamau: {trip_link}",
      missing: [],
    });
  });
});

describe("finding variables", () => {
  it("lists the variables a text uses, once each", () => {
    expect(variablesIn("{name} {quote} {name} {Odd_One}")).toEqual(["name", "quote", "Odd_One"]);
  });

  it("finds unknown variables across subject and body", () => {
    expect(unknownVariables("Your quote {reference}", "Dear {nmae}, {price} {price} {first_name}")).toEqual([
      "nmae",
      "price",
    ]);
    expect(unknownVariables("No variables here", "{ spaced } {1abc}")).toEqual([]);
  });
});

describe("formats", () => {
  it("writes amounts in their own currency with its code", () => {
    expect(formatQuoteAmount(18_500_000, "KES")).toBe("KES 185,000.00");
    expect(formatQuoteAmount(99, "USD")).toBe("USD 0.99");
  });

  it("writes a day in full", () => {
    expect(formatLongDay("2027-12-03")).toBe("3 December 2027");
  });

  it("writes amounts and days as a reader of the reply's language does", () => {
    expect(formatQuoteAmount(276_000, "USD", "de")).toBe("2.760,00 USD");
    expect(formatQuoteAmount(276_000, "USD", "fr")).toBe("2 760,00 USD");
    expect(formatQuoteAmount(276_000, "USD", "es")).toBe("2760,00 USD");
    expect(formatLongDay("2027-12-03", "de")).toBe("3. Dezember 2027");
    expect(formatLongDay("2027-12-03", "it")).toBe("3 dicembre 2027");
    expect(formatLongDay("2027-12-03", "es")).toBe("3 de diciembre de 2027");
  });
});
