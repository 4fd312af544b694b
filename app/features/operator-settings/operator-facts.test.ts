import { describe, expect, it } from "vitest";
import { NO_PUBLIC_FACTS } from "~/utils/public-operator-facts";
import { factPartsToConfirm, type OperatorFacts, publicOperatorFacts, SAMPLE_OPERATOR_FACTS } from "./operator-facts";
import { factsFormValues, parseOperatorFactsForm } from "./operator-facts-form";

const own: OperatorFacts = {
  phone: "+254 722 000 111",
  email: "hello@heartbeest-safari.co.ke",
  phoneHours: "",
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
    // The demo's placeholder box number and its Monday-to-Friday phone hours (the office opens on Saturdays)
    // are never shown; the operator's own are.
    expect(sample.address).toEqual(["Safari House, Kenyatta Avenue", "Nairobi, Kenya"]);
    expect(sample.phoneHours).toBeNull();
    expect(publicOperatorFacts({ ...own, phoneHours: "8am-6pm, Monday to Saturday" })).toMatchObject({
      address: ["P.O. Box 43210-00100", "Nairobi, Kenya"],
      phoneHours: "8am-6pm, Monday to Saturday",
    });
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
});
