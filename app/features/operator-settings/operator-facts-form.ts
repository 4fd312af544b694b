// The business details form: one flat field per fact, checked by one zod schema in the browser (inline errors)
// and on the server (the only authority), each problem in words beside its field.
import { z } from "zod";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import {
  parseWeekForm,
  WEEKDAYS,
  type WeekWords,
  weekFields,
  weekFormValues,
} from "~/features/inbox/clock-settings-form";
import { ADDRESS_LINES, BANK_FIELDS, type OperatorFacts, SOCIAL_NETWORKS, type SocialNetwork } from "./operator-facts";

export const factField = {
  phone: "phone",
  email: "email",
  phoneHours: weekFields("phone-"),
  address: (line: number) => `address${line}`,
  social: (network: SocialNetwork) => network,
  bankName: "bankName",
  accountName: "accountName",
  accountNumber: "accountNumber",
  branch: "branch",
  swiftCode: "swiftCode",
  mpesaPaybill: "mpesaPaybill",
} as const;

const PHONE_WORDS: WeekWords = {
  opens: (day) => `Enter the time the phone is first answered on ${day}, such as 08:00.`,
  closes: (day) => `Enter the time the phone is last answered on ${day}, such as 20:00.`,
  closesAfterOpening: (day, opens) => `On ${day} the lines must close after they open: choose a time after ${opens}.`,
};

/** The phone hours' fields in the form's order, for the schema and for putting the cursor on the first to correct. */
export const PHONE_HOURS_FIELDS = WEEKDAYS.flatMap(({ key }) => [
  factField.phoneHours.open(key),
  factField.phoneHours.opens(key),
  factField.phoneHours.closes(key),
]);

export const ADDRESS_FIELDS = Array.from({ length: ADDRESS_LINES }, (_, index) => factField.address(index + 1));

const SOCIAL_HOSTS: Record<SocialNetwork, RegExp> = {
  facebook: /(^|\.)facebook\.com$/,
  instagram: /(^|\.)instagram\.com$/,
  youtube: /(^|\.)(youtube\.com|youtu\.be)$/,
  tripadvisor: /(^|\.)tripadvisor\.[a-z.]+$/,
};

const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  tripadvisor: "Tripadvisor",
};

const optionalText = (max: number, what: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, `Keep ${what} to ${max} characters.`));

function socialUrl(network: SocialNetwork) {
  const name = SOCIAL_NAMES[network];
  return optionalText(300, `the ${name} address`).refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return url.protocol === "https:" && SOCIAL_HOSTS[network].test(url.hostname);
    } catch {
      return false;
    }
  }, `Enter the full address of your ${name} page, starting with https://, or leave it empty.`);
}

const phoneDigits = (value: string) => value.replace(/\D/g, "").length;

export const operatorFactsFormSchema = z
  .object({
    phone: optionalText(30, "the phone number")
      .refine((value) => value !== "", "Enter the phone number travellers call, such as +254 700 123 456.")
      .refine(
        (value) =>
          value === "" || (/^\+?[\d\s().-]+$/.test(value) && phoneDigits(value) >= 7 && phoneDigits(value) <= 15),
        "Enter a phone number of 7 to 15 digits, such as +254 700 123 456 (spaces and a leading + are fine).",
      ),
    email: optionalText(200, "the e-mail address")
      .refine((value) => value !== "", "Enter the e-mail address travellers write to.")
      .refine(
        (value) => value === "" || z.email().safeParse(value).success,
        "Enter an e-mail address such as info@yourcompany.co.ke.",
      ),
    ...Object.fromEntries(PHONE_HOURS_FIELDS.map((name) => [name, z.string().optional()])),
    address1: optionalText(80, "each address line").refine(
      (value) => value !== "",
      "Enter the first line of the postal address, such as P.O. Box 12345-00100.",
    ),
    address2: optionalText(80, "each address line"),
    address3: optionalText(80, "each address line"),
    address4: optionalText(80, "each address line"),
    facebook: socialUrl("facebook"),
    instagram: socialUrl("instagram"),
    youtube: socialUrl("youtube"),
    tripadvisor: socialUrl("tripadvisor"),
    bankName: optionalText(80, "the bank's name"),
    accountName: optionalText(80, "the account name"),
    accountNumber: optionalText(34, "the account number").refine(
      (value) => value === "" || /^[A-Za-z0-9][A-Za-z0-9 -]{3,33}$/.test(value),
      "Enter the account number as the bank writes it: letters, digits, spaces or dashes.",
    ),
    branch: optionalText(80, "the branch"),
    swiftCode: optionalText(11, "the SWIFT code")
      .transform((value) => value.toUpperCase())
      .refine(
        (value) => value === "" || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value),
        "Enter the SWIFT (BIC) code of 8 or 11 letters and digits, such as KCBLKENX.",
      ),
    mpesaPaybill: optionalText(7, "the paybill number").refine(
      (value) => value === "" || /^\d{5,7}$/.test(value),
      "Enter the paybill (business) number of 5 to 7 digits, or leave it empty.",
    ),
  })
  .superRefine((form, context) => {
    for (const [field, message] of Object.entries(phoneHoursOf(form).fieldErrors)) {
      context.addIssue({ code: "custom", path: [field], message });
    }
    // A bank account is the bank, the name and the number together, or nothing at all.
    const anyBank = BANK_FIELDS.some((field) => form[field] !== "");
    if (!anyBank) return;
    const needed = {
      bankName: "Enter the bank's name, or empty every bank field to show no bank account.",
      accountName: "Enter the name on the account, or empty every bank field to show no bank account.",
      accountNumber: "Enter the account number, or empty every bank field to show no bank account.",
    } as const;
    for (const [field, message] of Object.entries(needed)) {
      if (form[field as keyof typeof needed] === "") context.addIssue({ code: "custom", path: [field], message });
    }
  });

export type OperatorFactsForm = z.infer<typeof operatorFactsFormSchema>;

function phoneHoursOf(form: Record<string, unknown>) {
  return parseWeekForm(form as Record<string, string | undefined>, factField.phoneHours, PHONE_WORDS);
}

/** The checked form as the facts to store. */
export function factsFromForm(form: OperatorFactsForm): OperatorFacts {
  return {
    phone: form.phone,
    email: form.email,
    phoneHours: (() => {
      const { days, anyOpen } = phoneHoursOf(form);
      return anyOpen ? days : null;
    })(),
    address: [form.address1, form.address2, form.address3, form.address4].filter((line) => line !== ""),
    social: {
      facebook: form.facebook,
      instagram: form.instagram,
      youtube: form.youtube,
      tripadvisor: form.tripadvisor,
    },
    bank: {
      bankName: form.bankName,
      accountName: form.accountName,
      accountNumber: form.accountNumber,
      branch: form.branch,
      swiftCode: form.swiftCode,
    },
    mpesaPaybill: form.mpesaPaybill,
  };
}

/** The form's fields filled from saved facts (empty before any are saved). */
export function factsFormValues(facts: OperatorFacts | null): Record<string, string> {
  if (!facts) return {};
  const values: Record<string, string> = {
    phone: facts.phone,
    email: facts.email,
    ...weekFormValues(facts.phoneHours ?? [], factField.phoneHours),
    mpesaPaybill: facts.mpesaPaybill,
    ...facts.bank,
  };
  ADDRESS_FIELDS.forEach((field, index) => {
    values[field] = facts.address[index] ?? "";
  });
  for (const network of SOCIAL_NETWORKS) values[network] = facts.social[network];
  return values;
}

export type FactsFormParse = { ok: true; facts: OperatorFacts } | { ok: false; fieldErrors: Record<string, string> };

export function parseOperatorFactsForm(values: Record<string, string | undefined>): FactsFormParse {
  const parsed = operatorFactsFormSchema.safeParse(values);
  return parsed.success
    ? { ok: true, facts: factsFromForm(parsed.data) }
    : { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
}
