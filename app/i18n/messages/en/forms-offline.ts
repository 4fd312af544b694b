// What a form says when its post got no answer at all (offline, a dropped connection): kept apart from the
// other refusals' words (forms.ts), which the browser loads only when it needs them, as it could not then.
import { defineMessages } from "~/i18n/translate";

export const formsOfflineMessages = defineMessages("forms-offline", {
  "forms.refusal.network":
    "We couldn't reach our server, so nothing was sent. Check your connection and try again; what you typed is still here.",
});
