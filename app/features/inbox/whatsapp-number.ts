// A phone number as WhatsApp writes it (its wa_id): the country code and number, digits only. Travellers type
// their number in many ways; a local Kenyan number (0712 345 678) is read as +254, the business's home.
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

const HOME_COUNTRY_CODE = "254";

/** The WhatsApp number of what a traveller typed, or null when it cannot be one. */
export function whatsappNumberOf(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (!trimmed.startsWith("+")) {
    if (digits.startsWith("00")) digits = digits.slice(2);
    else if (digits.startsWith("0") && digits.length === 10) digits = HOME_COUNTRY_CODE + digits.slice(1);
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The number as staff read it: +254712345678. */
export function displayWhatsAppNumber(number: string): string {
  return `+${number}`;
}

/**
 * The site's language in the country a number belongs to (its calling code), for a traveller who first writes on
 * WhatsApp and so never chose one; English where the site speaks none of the country's languages, or several.
 */
const LOCALE_OF_CALLING_CODE: readonly (readonly [string, Locale])[] = [
  // Germany, Austria, Switzerland (mostly German-speaking), Liechtenstein.
  ["49", "de"],
  ["43", "de"],
  ["41", "de"],
  ["423", "de"],
  // France, Monaco.
  ["33", "fr"],
  ["377", "fr"],
  // Italy, San Marino.
  ["39", "it"],
  ["378", "it"],
  // Spain and the Spanish-speaking Americas.
  ["34", "es"],
  ["52", "es"],
  ["54", "es"],
  ["56", "es"],
  ["57", "es"],
  ["51", "es"],
  ["58", "es"],
  ["593", "es"],
  ["598", "es"],
  ["506", "es"],
];

export function localeOfWhatsAppNumber(number: string): Locale {
  const match = [...LOCALE_OF_CALLING_CODE]
    .sort(([a], [b]) => b.length - a.length)
    .find(([code]) => number.startsWith(code));
  return match?.[1] ?? DEFAULT_LOCALE;
}
