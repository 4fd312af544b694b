// German texts of the toast region (English: ../en/toasts.ts).
import { defineTranslation } from "~/i18n/translate";
import type { toastMessages } from "../en/toasts";

export default defineTranslation<typeof toastMessages>({
  "toast.region": "Benachrichtigungen ({hotkey})",
  "toast.label": "Benachrichtigung",
  "toast.close": "Schließen",
});
