// Italian texts of the not-found and fatal-error screens (English: ../en/error-pages.ts).
import { defineTranslation } from "~/i18n/translate";
import type { errorPageMessages } from "../en/error-pages";

export default defineTranslation<typeof errorPageMessages>({
  "error.title": "Qualcosa è andato storto",
  "error.message": "Si è verificato un errore nell’applicazione",
  "error.details": "Dettagli dell’errore",
  "error.reload": "Ricarica la pagina",
  "error.unknown": "Errore sconosciuto",
  "notFound.metaTitle": "Pagina non trovata",
  "notFound.code": "404",
  "notFound.title": "Spiacenti! La pagina che cercate non esiste",
  "notFound.description":
    "Potrebbe essere stata spostata, oppure il link contiene un errore di battitura. La savana è vasta, ma la home page è a un solo clic di distanza.",
});
