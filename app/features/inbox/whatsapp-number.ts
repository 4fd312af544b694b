// A phone number as WhatsApp writes it (its wa_id): the country code and number, digits only. Travellers type
// their number in many ways; a local Kenyan number (0712 345 678) is read as +254, the business's home.
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
