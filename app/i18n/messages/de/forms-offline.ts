// German texts of the message a form shows when its post got no answer at all (offline, a dropped connection) (English: ../en/forms-offline.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsOfflineMessages } from "../en/forms-offline";

export default defineTranslation<typeof formsOfflineMessages>({
  "forms.refusal.network":
    "Wir konnten unseren Server nicht erreichen, daher wurde nichts gesendet. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut – Ihre Eingaben sind noch da.",
});
