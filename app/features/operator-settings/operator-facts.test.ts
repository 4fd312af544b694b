import { describe, expect, it } from "vitest";
import { NO_PUBLIC_FACTS } from "~/utils/public-operator-facts";
import {
  factPartsToConfirm,
  type OperatorFacts,
  publicOperatorFacts,
  SAMPLE_OPERATOR_FACTS,
  SAMPLE_PHONE_HOURS,
} from "./operator-facts";
import { storedOperatorFactsSchema } from "./operator-facts.server";
import { factsFormValues, parseOperatorFactsForm } from "./operator-facts-form";

const own: OperatorFacts = {
  phone: "+254 722 000 111",
  email: "hello@heartbeest-safari.co.ke",
  phoneHours: null,
  address: ["P.O. Box 43210-00100", "Nairobi, Kenya"],
  social: { facebook: "", instagram: "https://www.instagram.com/heartbeest", youtube: "", tripadvisor: "" },
  bank: {
    bankName: "Savannah Bank",
    accountName: "Heartbeest Safari Ltd",
    accountNumber: "01124587",
    branch: "",
    swiftCode: "",
  },
  mpesaPaybill: "522533",
};

describe("operator facts", () => {
  it("names every part still missing or the demo's sample", () => {
    expect(factPartsToConfirm(null)).toEqual(["phone", "email", "address", "bank", "mpesa"]);
    expect(factPartsToConfirm(SAMPLE_OPERATOR_FACTS)).toEqual(["phone", "email", "address", "bank", "mpesa", "social"]);
    expect(factPartsToConfirm(own)).toEqual([]);
    // An account number of zeros is a placeholder, whoever typed it.
    expect(factPartsToConfirm({ ...own, bank: { ...own.bank, accountNumber: "000000000000" } })).toEqual(["bank"]);
  });

  it("gives travellers the contact details as soon as they are given, money details only once they are real", () => {
    const sample = publicOperatorFacts(SAMPLE_OPERATOR_FACTS);
    expect(sample).toMatchObject({ phone: "+254 700 123 456", bank: null, mpesaPaybill: null, social: [] });
    // The demo's placeholder box number is never shown; the operator's own is. Phone hours are times, which
    // every page words in its language: the demo's (answered on the office's Saturday too) and the operator's.
    expect(sample.address).toEqual(["Safari House, Kenyatta Avenue", "Nairobi, Kenya"]);
    expect(sample.phoneHours).toEqual(SAMPLE_PHONE_HOURS);
    const weekdays = [null, ...Array.from({ length: 5 }, () => ({ open: 480, close: 1080 })), null];
    expect(publicOperatorFacts({ ...own, phoneHours: weekdays })).toMatchObject({
      address: ["P.O. Box 43210-00100", "Nairobi, Kenya"],
      phoneHours: weekdays,
    });
    // No day answered is no phone hours, not "closed all week".
    expect(publicOperatorFacts({ ...own, phoneHours: Array.from({ length: 7 }, () => null) }).phoneHours).toBeNull();
    expect(publicOperatorFacts(own)).toMatchObject({
      phoneHref: "tel:+254722000111",
      bank: own.bank,
      mpesaPaybill: "522533",
      social: [{ network: "instagram", url: "https://www.instagram.com/heartbeest" }],
    });
    expect(publicOperatorFacts(null)).toMatchObject({ phone: null, email: null, address: [], bank: null });
    // The browser's stand-in, written out apart from the staff checks, says exactly what no facts at all say.
    expect(NO_PUBLIC_FACTS).toEqual(publicOperatorFacts(null));
  });

  it("reads its own form back unchanged, and an empty bank block means no bank account", () => {
    const parsed = parseOperatorFactsForm(factsFormValues(own));
    expect(parsed).toEqual({ ok: true, facts: own });
    const noBank = parseOperatorFactsForm({
      ...factsFormValues(own),
      bankName: "",
      accountName: "",
      accountNumber: "",
    });
    expect(noBank.ok && noBank.facts.bank.accountNumber).toBe("");
  });

  it("reads phone hours from the week's fields and refuses a time it cannot use, in words beside the field", () => {
    expect(parseOperatorFactsForm(factsFormValues(SAMPLE_OPERATOR_FACTS))).toMatchObject({
      ok: true,
      facts: { phoneHours: SAMPLE_PHONE_HOURS },
    });
    const refused = parseOperatorFactsForm({
      ...factsFormValues(own),
      "phone-mon-open": "on",
      "phone-mon-opens": "20:00",
      "phone-mon-closes": "08:00",
      "phone-sat-open": "on",
      "phone-sat-opens": "9am",
      "phone-sat-closes": "15:00",
    });
    expect(refused).toEqual({
      ok: false,
      fieldErrors: {
        "phone-mon-closes": "On Monday the lines must close after they open: choose a time after 20:00.",
        "phone-sat-opens": "Enter the time the phone is first answered on Saturday, such as 08:00.",
      },
    });
  });

  it("reads phone hours saved as words before they were times: the demo's as its times, others as not given", () => {
    const stored = (phoneHours: unknown) => storedOperatorFactsSchema.parse({ ...own, phoneHours }).phoneHours;
    expect(stored("8am-8pm EAT, Monday to Friday")).toEqual(SAMPLE_PHONE_HOURS);
    expect(stored("Weekdays, office hours")).toBeNull();
    expect(stored(SAMPLE_PHONE_HOURS)).toEqual(SAMPLE_PHONE_HOURS);
    // A day that closes before it opens is not a stored week.
    expect(() => stored([{ open: 600, close: 500 }, null, null, null, null, null, null])).toThrow();
  });
});
