// French label of the public forms' honeypot field (English: ../en/honeypot.ts).
import { defineTranslation } from "~/i18n/translate";
import type { honeypotMessages } from "../en/honeypot";

export default defineTranslation<typeof honeypotMessages>({
  "honeypot.label": "Laissez ce champ vide",
});
