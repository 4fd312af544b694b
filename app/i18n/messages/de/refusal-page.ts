// German texts of the page the server answers when it refuses a form posted without script (English: ../en/refusal-page.ts).
import { defineTranslation } from "~/i18n/translate";
import type { refusalPageMessages } from "../en/refusal-page";

export default defineTranslation<typeof refusalPageMessages>({
  "refusalPage.title": "Ihr Formular wurde nicht gesendet",
  "refusalPage.back":
    "Mit der Zurück-Schaltfläche Ihres Browsers gelangen Sie wieder zum Formular – Ihre Eingaben sind noch da.",
  "refusalPage.reload": "Formular erneut öffnen (leer)",
  "refusalPage.home": "Zur Startseite",
  "refusalPage.busyForm":
    "Gerade senden sehr viele Reisende gleichzeitig Anfragen, daher wurde Ihre nicht angenommen. Bitte senden Sie sie in ein paar Sekunden erneut.",
  "refusalPage.busyTitle": "Wir sind gerade sehr gefragt",
  "refusalPage.busyPage":
    "Gerade besuchen uns sehr viele Menschen gleichzeitig. Bitte versuchen Sie es in ein paar Sekunden erneut.",
  "refusalPage.tryAgain": "Erneut versuchen",
});
