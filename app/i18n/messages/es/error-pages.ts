// Spanish texts of the not-found and fatal-error screens (English: ../en/error-pages.ts).
import { defineTranslation } from "~/i18n/translate";
import type { errorPageMessages } from "../en/error-pages";

export default defineTranslation<typeof errorPageMessages>({
  "error.title": "Algo ha salido mal",
  "error.message": "La aplicación ha encontrado un error",
  "error.details": "Detalles del error",
  "error.reload": "Recargar la página",
  "error.unknown": "Error desconocido",
  "notFound.metaTitle": "Página no encontrada",
  "notFound.code": "404",
  "notFound.title": "¡Vaya! No encontramos la página que busca",
  "notFound.description":
    "Puede que se haya movido o que el enlace esté mal escrito. La sabana es inmensa, pero el inicio está a un solo clic.",
});
