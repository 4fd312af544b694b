// A honeypot: a form field people never see or fill, but form-filling robots do. A post with it filled is
// answered like a success and nothing is stored, so the robot learns nothing.

/**
 * The field's name. Plausible to a robot, meaningless to browsers' autofill (which would otherwise fill
 * it in for a real traveller); never rename it to something autofill knows, such as "email" or "url".
 */
export const HONEYPOT_FIELD_NAME = "company_fax";

/** True when the hidden field came back with anything in it. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD_NAME);
  if (value === null) return false;
  return typeof value === "string" ? value.trim() !== "" : value.size > 0;
}
