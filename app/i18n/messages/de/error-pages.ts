// German texts of the not-found and fatal-error screens (English: ../en/error-pages.ts).
import { defineTranslation } from "~/i18n/translate";
import type { errorPageMessages } from "../en/error-pages";

export default defineTranslation<typeof errorPageMessages>({
  "error.title": "Etwas ist schiefgelaufen",
  "error.message": "In der Anwendung ist ein Fehler aufgetreten",
  "error.details": "Fehlerdetails",
  "error.reload": "Seite neu laden",
  "error.unknown": "Unbekannter Fehler",
  "notFound.metaTitle": "Seite nicht gefunden",
  "notFound.code": "404",
  "notFound.title": "Hoppla! Die gesuchte Seite wurde nicht gefunden",
  "notFound.description":
    "Vielleicht wurde sie verschoben, oder der Link enthält einen Tippfehler. Die Savanne ist weit – doch der Weg nach Hause ist nur einen Klick entfernt.",
});
