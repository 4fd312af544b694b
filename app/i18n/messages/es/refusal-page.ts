// Spanish texts of the page the server answers a form it refused before the form's own code ran (English: ../en/refusal-page.ts).
import { defineTranslation } from "~/i18n/translate";
import type { refusalPageMessages } from "../en/refusal-page";

export default defineTranslation<typeof refusalPageMessages>({
  "refusalPage.title": "Su formulario no se ha enviado",
  "refusalPage.back":
    "Utilice el botón «Atrás» de su navegador para volver al formulario: lo que ha escrito sigue ahí.",
  "refusalPage.reload": "Abrir de nuevo el formulario (vacío)",
  "refusalPage.home": "Ir a la página de inicio",
  "refusalPage.busyForm":
    "En este momento demasiados viajeros están enviando solicitudes, así que la suya no se ha recibido. Vuelva a enviarla en unos segundos.",
  "refusalPage.busyTitle": "Ahora mismo tenemos mucha demanda",
  "refusalPage.busyPage": "En este momento hay demasiadas visitas. Vuelva a intentarlo en unos segundos.",
  "refusalPage.tryAgain": "Volver a intentarlo",
});
