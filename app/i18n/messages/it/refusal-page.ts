// Italian texts of the page the HTTP server answers a form it refused before the form's own code ran (English: ../en/refusal-page.ts).
import { defineTranslation } from "~/i18n/translate";
import type { refusalPageMessages } from "../en/refusal-page";

export default defineTranslation<typeof refusalPageMessages>({
  "refusalPage.title": "Il vostro modulo non è stato inviato",
  "refusalPage.back":
    "Usate il pulsante Indietro del browser per tornare al modulo: ciò che avete scritto è ancora lì.",
  "refusalPage.reload": "Apri di nuovo il modulo (vuoto)",
  "refusalPage.home": "Vai alla home page",
  "refusalPage.busyForm":
    "In questo momento troppi viaggiatori stanno inviando richieste, quindi la sua non è stata accettata. La invii di nuovo tra qualche secondo.",
  "refusalPage.busyTitle": "In questo momento siamo molto richiesti",
  "refusalPage.busyPage": "In questo momento ci sono troppi visitatori. Riprovi tra qualche secondo.",
  "refusalPage.tryAgain": "Riprova",
});
