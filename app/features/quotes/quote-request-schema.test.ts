import { describe, expect, it } from "vitest";
import { parseQuoteQuery, tripChoiceRefusals } from "./quote-request-schema";
import type { TripChoice } from "./trip-choice";

const TODAY = "2027-01-10";

function parse(query: string) {
  return parseQuoteQuery(new URLSearchParams(query), { today: TODAY });
}

const VALID = "package=7&start=2027-08-02&adults=2";

describe("parseQuoteQuery", () => {
  it("reads every field of a full query string", () => {
    expect(
      parse(
        "package=7&start=2027-08-02&adults=2&childAges=4,9&residency=resident_kenya&singles=1&currency=USD&code=KARIBU-10",
      ),
    ).toEqual({
      ok: true,
      value: {
        packageId: 7,
        start: "2027-08-02",
        adults: 2,
        childAges: [4, 9],
        residency: "resident",
        residentOf: "Kenya",
        singles: 1,
        currency: "USD",
        code: "KARIBU-10",
      },
    });
  });

  it("defaults to no children, no single rooms, non-resident, the card's currency and no code", () => {
    expect(parse(`${VALID}&childAges=&singles=&residency=&currency=&code=`)).toEqual({
      ok: true,
      value: {
        packageId: 7,
        start: "2027-08-02",
        adults: 2,
        childAges: [],
        residency: "non_resident",
        residentOf: null,
        singles: 0,
        currency: null,
        code: null,
      },
    });
    expect(parse(VALID)).toMatchObject({ ok: true, value: { childAges: [], residency: "non_resident", singles: 0 } });
  });

  it.each([
    ["start=2027-01-10", { start: "2027-01-10" }], // today itself
    ["start=2030-01-10", { start: "2030-01-10" }], // the last day within 3 years (3 x 365.25 days)
    ["adults=1", { adults: 1 }],
    ["adults=20", { adults: 20 }],
    ["childAges=0,17", { childAges: [0, 17] }],
    ["childAges= 4 , 9 ", { childAges: [4, 9] }],
    ["adults=1&childAges=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,1,2", { childAges: expect.any(Array) }], // 20 in all
    ["residency=citizen", { residency: "citizen" }],
    ["residency=Resident", { residency: "resident", residentOf: null }],
    ["residency=resident_tanzania", { residency: "resident", residentOf: "Tanzania" }],
    ["residency=RESIDENT_KENYA", { residency: "resident", residentOf: "Kenya" }],
    ["currency=kes", { currency: "KES" }],
    ["singles=2", { singles: 2 }],
    ["code=abc", { code: "abc" }],
    ["code=A_B-C", { code: "A_B-C" }],
  ])("accepts %s", (query, value) => {
    const params = new URLSearchParams(VALID);
    for (const [key, entry] of new URLSearchParams(query)) params.set(key, entry);
    expect(parseQuoteQuery(params, { today: TODAY })).toMatchObject({ ok: true, value });
  });

  it.each([
    ["package=", "package", "Please choose a safari."],
    ["package=abc", "package", "The package must be a safari's number."],
    ["package=0", "package", "The package must be a safari's number."],
    ["package=99999999999", "package", "The package must be a safari's number."],
    ["start=", "start", "Please choose a start date."],
    ["start=2027-02-30", "start", "Please enter a valid start date (YYYY-MM-DD)."],
    ["start=02/08/2027", "start", "Please enter a valid start date (YYYY-MM-DD)."],
    ["start=2027-01-09", "start", "The start date cannot be in the past."],
    ["start=2030-01-11", "start", "Please choose a start date within the next 3 years."],
    ["adults=", "adults", "Please say how many adults are travelling."],
    ["adults=two", "adults", "The number of adults must be a whole number."],
    ["adults=1.5", "adults", "The number of adults must be a whole number."],
    ["adults=0", "adults", "At least 1 adult is required."],
    ["adults=21", "adults", "Maximum 20 adults allowed."],
    ["childAges=4;9", "childAges", "Children's ages must be whole numbers separated by commas, for example 4,9."],
    ["childAges=4,,9", "childAges", "Children's ages must be whole numbers separated by commas, for example 4,9."],
    ["childAges=4.5", "childAges", "Children's ages must be whole numbers separated by commas, for example 4,9."],
    ["childAges=18", "childAges", "Each child's age must be from 0 to 17 (travellers of 18 and over are adults)."],
    ["childAges=-1", "childAges", "Each child's age must be from 0 to 17 (travellers of 18 and over are adults)."],
    [`childAges=${Array(21).fill(5).join(",")}`, "childAges", "Maximum 20 children allowed."],
    [
      "adults=2&childAges=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,1,2",
      "childAges",
      "A party can have at most 20 travellers, adults and children together.",
    ],
    [
      "residency=tourist",
      "residency",
      "Residency must be one of non_resident, resident_kenya, resident_tanzania, citizen.",
    ],
    ["singles=one", "singles", "The number of single rooms must be a whole number."],
    ["singles=-1", "singles", "The number of single rooms cannot be negative."],
    ["singles=3", "singles", "Single rooms are for adults: choose at most 2."],
    ["currency=BTC", "currency", "Currency must be one of USD, KES, TZS, EUR, GBP."],
    ["code=ab", "code", "A discount code has 3 to 32 letters, digits, '-' or '_'."],
    [`code=${"A".repeat(33)}`, "code", "A discount code has 3 to 32 letters, digits, '-' or '_'."],
    ["code=10%25OFF", "code", "A discount code has 3 to 32 letters, digits, '-' or '_'."],
    ["code=DROP TABLE", "code", "A discount code has 3 to 32 letters, digits, '-' or '_'."],
  ])("refuses %s: %s", (query, field, message) => {
    const params = new URLSearchParams(VALID);
    for (const [key, entry] of new URLSearchParams(query)) params.set(key, entry);
    expect(parseQuoteQuery(params, { today: TODAY })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("names every wrong field at once, one message each, keyed as in the URL", () => {
    expect(parse("start=yesterday&adults=0&childAges=x&residency=alien&singles=x&currency=XXX&code=!")).toEqual({
      ok: false,
      errors: {
        package: "Please choose a safari.",
        start: "Please enter a valid start date (YYYY-MM-DD).",
        adults: "At least 1 adult is required.",
        childAges: "Children's ages must be whole numbers separated by commas, for example 4,9.",
        residency: "Residency must be one of non_resident, resident_kenya, resident_tanzania, citizen.",
        singles: "The number of single rooms must be a whole number.",
        currency: "Currency must be one of USD, KES, TZS, EUR, GBP.",
        code: "A discount code has 3 to 32 letters, digits, '-' or '_'.",
      },
    });
  });

  it("checks single rooms against adults while another field is wrong", () => {
    expect(parse("package=7&start=&adults=1&singles=2")).toEqual({
      ok: false,
      errors: { start: "Please choose a start date.", singles: "Single rooms are for adults: choose at most 1." },
    });
  });

  it("reads a plain object as well as URLSearchParams, and the first value of a repeated field", () => {
    expect(parseQuoteQuery({ package: "7", start: "2027-08-02", adults: "3" }, { today: TODAY })).toMatchObject({
      ok: true,
      value: { packageId: 7, adults: 3 },
    });
    expect(parse(`${VALID}&adults=4`)).toMatchObject({ ok: true, value: { adults: 2 } });
  });
});

describe("tripChoiceRefusals", () => {
  // The choice the plain query string makes: two adults starting 2 August, nothing else asked.
  const read = parse(VALID);
  if (!read.ok) throw new Error("the plain query string is refused");
  const { currency: _currency, ...choice }: TripChoice & { currency: unknown } = read.value;

  it("takes a choice the query string would take", () => {
    expect(tripChoiceRefusals(choice, { today: TODAY })).toBeNull();
  });

  // A typed choice (a booking form's) is judged by the query string's rules, in its words.
  it.each<[query: string, changes: Partial<TripChoice>]>([
    ["package=0&start=2027-08-02&adults=2", { packageId: 0 }],
    ["package=7&start=2027-01-09&adults=2", { start: "2027-01-09" }],
    ["package=7&start=2031-01-01&adults=2", { start: "2031-01-01" }],
    ["package=7&start=2027-08-02&adults=0", { adults: 0 }],
    ["package=7&start=2027-08-02&adults=21", { adults: 21 }],
    ["package=7&start=2027-08-02&adults=2&childAges=18", { childAges: [18] }],
    ["package=7&start=2027-08-02&adults=20&childAges=4", { adults: 20, childAges: [4] }],
    ["package=7&start=2027-08-02&adults=2&singles=3", { singles: 3 }],
    ["package=7&start=2027-08-02&adults=2&code=!", { code: "!" }],
  ])("refuses %s as its query string is refused", (query, changes) => {
    const asked = parse(query);
    expect(asked.ok).toBe(false);
    expect(tripChoiceRefusals({ ...choice, ...changes }, { today: TODAY })).toEqual(asked.ok ? null : asked.errors);
  });
});
