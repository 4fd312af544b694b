// Italian texts of what a form says when its post got no answer at all (English: ../en/forms-offline.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsOfflineMessages } from "../en/forms-offline";

export default defineTranslation<typeof formsOfflineMessages>({
  "forms.refusal.network":
    "Non siamo riusciti a raggiungere il nostro server, quindi non è stato inviato nulla. Controllate la connessione e riprovate: ciò che avete scritto è ancora qui.",
});
