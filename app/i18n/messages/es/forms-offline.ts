// Spanish texts of what a form says when its post got no answer at all (English: ../en/forms-offline.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsOfflineMessages } from "../en/forms-offline";

export default defineTranslation<typeof formsOfflineMessages>({
  "forms.refusal.network":
    "No hemos podido conectar con nuestro servidor, así que no se ha enviado nada. Compruebe su conexión y vuelva a intentarlo; lo que ha escrito sigue aquí.",
});
