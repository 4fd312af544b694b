// German texts of the messages every form shows when the server (or the network) refuses a post (English: ../en/forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsMessages } from "../en/forms";

export default defineTranslation<typeof formsMessages>({
  "forms.refusal.network":
    "Wir konnten unseren Server nicht erreichen, daher wurde nichts gesendet. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut – Ihre Eingaben sind noch da.",
  "forms.refusal.badRequest":
    "Wir konnten dieses Formular nicht verarbeiten. Bitte prüfen Sie Ihre Angaben und senden Sie es erneut.",
  "forms.refusal.forbidden":
    "Dieses Formular wurde abgelehnt, weil es nicht von unserer eigenen Website stammt. Bitte laden Sie die Seite neu und senden Sie es erneut.",
  "forms.refusal.notFound": "Worauf sich dieses Formular bezieht, existiert nicht mehr. Bitte laden Sie die Seite neu.",
  "forms.refusal.conflict":
    "Jemand hat diesen Inhalt inzwischen geändert. Bitte laden Sie die Seite neu, um die aktuelle Fassung zu sehen, und versuchen Sie es dann erneut.",
  "forms.refusal.tooLarge":
    "Dieses Formular ist zu groß zum Senden. Bitte kürzen Sie es oder hängen Sie kleinere Dateien an.",
  "forms.refusal.tooMany":
    "Zu viele Versuche in kurzer Zeit. Bitte warten Sie ein paar Minuten und versuchen Sie es dann erneut.",
  "forms.refusal.failed":
    "Bei uns ist etwas schiefgelaufen, und es wurde nichts gespeichert. Bitte versuchen Sie es erneut.",
  "forms.refusal.unavailable":
    "Wegen einer kurzen Störung können wir das gerade nicht speichern. Bitte versuchen Sie es in einer Minute erneut – Ihre Eingaben sind noch da.",
});
