// The operator's facts that travellers rely on: how to reach the office, where it is, where its social
// profiles are, and where to send money. Staff set them at /admin/settings/business (kept in app_settings);
// every page, e-mail and PDF reads them from there. The sample values the demo is seeded with are known here,
// so that the portal can warn while they are still in place and public pages never pass off a sample bank
// account or paybill as real.

import {
  type BankDetails,
  type PublicOperatorFacts,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type WeekHours,
} from "~/utils/public-operator-facts";

// The public shape lives apart, for the browser; server code may keep importing it from here.
export {
  BANK_FIELDS,
  type BankDetails,
  NO_PUBLIC_FACTS,
  type PublicOperatorFacts,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "~/utils/public-operator-facts";

export interface OperatorFacts {
  phone: string;
  email: string;
  /**
   * When the phone is answered, per weekday in East Africa Time; null when not given. Kept as times, not words,
   * so that every page words it in its own language.
   */
  phoneHours: WeekHours | null;
  /** The postal address, one line per entry (at most four). */
  address: string[];
  social: Record<SocialNetwork, string>;
  bank: BankDetails;
  /** Lipa na M-Pesa business (paybill) number; the booking reference is the account number. */
  mpesaPaybill: string;
}

export const ADDRESS_LINES = 4;

const hours = (open: number, close: number) => ({ open: open * 60, close: close * 60 });

/**
 * The demo's phone hours: SPEC's 8am-8pm on weekdays, and the office's Saturday morning (the contact page
 * shows the office open then, so the phone is answered too).
 */
export const SAMPLE_PHONE_HOURS: WeekHours = [
  null,
  hours(8, 20),
  hours(8, 20),
  hours(8, 20),
  hours(8, 20),
  hours(8, 20),
  hours(9, 15),
];

/** What the phone hours were before they were kept as times: the demo's own are read as SAMPLE_PHONE_HOURS. */
export const SAMPLE_PHONE_HOURS_TEXT = "8am-8pm EAT, Monday to Friday";

/** The demo's values: the placeholders the site showed before the operator could set its own. */
export const SAMPLE_OPERATOR_FACTS: OperatorFacts = {
  phone: "+254 700 123 456",
  email: "info@heartbeest-safari.example",
  phoneHours: SAMPLE_PHONE_HOURS,
  address: ["P.O. Box 00000-00100", "Safari House, Kenyatta Avenue", "Nairobi, Kenya"],
  social: {
    facebook: "https://www.facebook.com/heartbeestsafari",
    instagram: "https://www.instagram.com/heartbeestsafari",
    youtube: "https://www.youtube.com/@heartbeestsafari",
    tripadvisor: "",
  },
  bank: {
    bankName: "Example Bank Kenya",
    accountName: "Heartbeest Safari Ltd",
    accountNumber: "0000000000",
    branch: "Kenyatta Avenue, Nairobi",
    swiftCode: "EXAMKENAXXX",
  },
  mpesaPaybill: "000000",
};

export const EMPTY_OPERATOR_FACTS: OperatorFacts = {
  phone: "",
  email: "",
  phoneHours: null,
  address: [],
  social: { facebook: "", instagram: "", youtube: "", tripadvisor: "" },
  bank: { bankName: "", accountName: "", accountNumber: "", branch: "", swiftCode: "" },
  mpesaPaybill: "",
};

/** The parts of the facts the warning names, in the order the settings page asks for them. */
export const FACT_PARTS = ["phone", "email", "address", "bank", "mpesa", "social"] as const;
export type FactPart = (typeof FACT_PARTS)[number];

export const FACT_PART_NAMES: Record<FactPart, string> = {
  phone: "phone number",
  email: "e-mail address",
  address: "postal address",
  bank: "bank account",
  mpesa: "M-Pesa paybill",
  social: "social links",
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function bankIsSample(bank: BankDetails): boolean {
  return sameText(bank.accountNumber, SAMPLE_OPERATOR_FACTS.bank.accountNumber) || /^0+$/.test(bank.accountNumber);
}

function bankIsSet(bank: BankDetails): boolean {
  return Boolean(bank.bankName && bank.accountName && bank.accountNumber);
}

/** Whether each part is missing ('missing'), still the demo's ('sample'), or the operator's own ('set'). */
export function factPartStates(facts: OperatorFacts | null): Record<FactPart, "missing" | "sample" | "set"> {
  const f = facts ?? EMPTY_OPERATOR_FACTS;
  const state = (given: boolean, sample: boolean) => (!given ? "missing" : sample ? "sample" : "set");
  const sampleSocial = SOCIAL_NETWORKS.some(
    (network) => f.social[network] !== "" && sameText(f.social[network], SAMPLE_OPERATOR_FACTS.social[network]),
  );
  return {
    phone: state(f.phone !== "", sameText(f.phone, SAMPLE_OPERATOR_FACTS.phone)),
    email: state(f.email !== "", sameText(f.email, SAMPLE_OPERATOR_FACTS.email) || f.email.endsWith(".example")),
    address: state(
      f.address.length > 0,
      f.address.some((line, index) => sameText(line, SAMPLE_OPERATOR_FACTS.address[index] ?? "")),
    ),
    bank: state(bankIsSet(f.bank), bankIsSample(f.bank)),
    mpesa: state(f.mpesaPaybill !== "", /^0+$/.test(f.mpesaPaybill)),
    // Social profiles are optional: none at all is a choice, only the demo's are a warning.
    social: sampleSocial ? "sample" : "set",
  };
}

/** The parts an owner still has to set or replace; empty once the facts are the operator's own. */
export function factPartsToConfirm(facts: OperatorFacts | null): FactPart[] {
  const states = factPartStates(facts);
  return FACT_PARTS.filter((part) => states[part] !== "set");
}

/** The public part of the stored facts (see PublicOperatorFacts). */
export function publicOperatorFacts(facts: OperatorFacts | null): PublicOperatorFacts {
  const f = facts ?? EMPTY_OPERATOR_FACTS;
  const states = factPartStates(f);
  return {
    phone: f.phone || null,
    phoneHref: f.phone ? `tel:${f.phone.replace(/[^\d+]/g, "")}` : null,
    email: f.email || null,
    phoneHours: f.phoneHours?.some(Boolean) ? f.phoneHours : null,
    // The demo's post-office box (00000) is not one: the rest of the address is shown, that line only once set.
    address: f.address.filter((line) => !sameText(line, SAMPLE_OPERATOR_FACTS.address[0] ?? "")),
    social:
      states.social === "set"
        ? SOCIAL_NETWORKS.filter((network) => f.social[network]).map((network) => ({
            network,
            url: f.social[network],
          }))
        : [],
    bank: states.bank === "set" ? f.bank : null,
    mpesaPaybill: states.mpesa === "set" ? f.mpesaPaybill : null,
  };
}
