// The toast region, which only loads when a toast is shown.
import { defineMessages } from "~/i18n/translate";

export const toastMessages = defineMessages("toasts", {
  "toast.region": "Notifications ({hotkey})",
  "toast.label": "Notification",
  "toast.close": "Close",
});
