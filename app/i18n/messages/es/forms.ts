// Spanish texts of what every form says when the server (or the network) refuses a post (English: ../en/forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsMessages } from "../en/forms";

export default defineTranslation<typeof formsMessages>({
  "forms.refusal.network":
    "No hemos podido conectar con nuestro servidor, así que no se ha enviado nada. Compruebe su conexión y vuelva a intentarlo; lo que ha escrito sigue aquí.",
  "forms.refusal.badRequest": "No hemos podido leer este formulario. Revíselo y vuelva a enviarlo.",
  "forms.refusal.forbidden":
    "Hemos rechazado este formulario porque no procedía de nuestra propia web. Recargue la página y vuelva a enviarlo.",
  "forms.refusal.notFound": "Lo que menciona este formulario ya no existe. Recargue la página.",
  "forms.refusal.conflict":
    "Alguien ha hecho cambios mientras tanto. Recargue la página para ver la versión más reciente y vuelva a intentarlo.",
  "forms.refusal.tooLarge":
    "Este formulario es demasiado grande para enviarlo. Acórtelo o adjunte archivos más pequeños.",
  "forms.refusal.tooMany": "Demasiados intentos en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
  "forms.refusal.failed": "Algo ha fallado por nuestra parte y no se ha guardado nada. Vuelva a intentarlo.",
  "forms.refusal.unavailable":
    "Ahora mismo no podemos guardarlo por una breve interrupción del servicio. Vuelva a intentarlo dentro de un minuto; lo que ha escrito sigue aquí.",
});
