// French texts of what a form says when its post got no answer at all (English: ../en/forms-offline.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsOfflineMessages } from "../en/forms-offline";

export default defineTranslation<typeof formsOfflineMessages>({
  "forms.refusal.network":
    "Impossible de joindre notre serveur : rien n’a été envoyé. Vérifiez votre connexion et réessayez ; ce que vous avez saisi est toujours là.",
});
