// Spanish texts of the toast region (English: ../en/toasts.ts).
import { defineTranslation } from "~/i18n/translate";
import type { toastMessages } from "../en/toasts";

export default defineTranslation<typeof toastMessages>({
  "toast.region": "Notificaciones ({hotkey})",
  "toast.label": "Notificación",
  "toast.close": "Cerrar",
});
