// What every form says when the server (or the network) refuses a post, whatever the form. Browsers load
// these only when a refusal happens (features/forms/refusal-message.ts); the words for a post that got no
// answer at all are always at hand (forms-offline.ts).
import { defineMessages } from "~/i18n/translate";
import { formsOfflineMessages } from "./forms-offline";

export const formsMessages = {
  ...formsOfflineMessages,
  ...defineMessages("forms", {
    "forms.refusal.badRequest": "We couldn't read this form. Please check it and send it again.",
    "forms.refusal.forbidden":
      "This form was refused because it did not come from our own site. Please reload the page and send it again.",
    "forms.refusal.notFound": "What this form refers to no longer exists. Please reload the page.",
    "forms.refusal.conflict":
      "Someone changed this in the meantime. Please reload the page to see the latest version, then try again.",
    "forms.refusal.tooLarge": "This form is too large to send. Please shorten it or attach smaller files.",
    "forms.refusal.tooMany": "Too many attempts in a short time. Please wait a few minutes and try again.",
    "forms.refusal.failed": "Something went wrong on our side and nothing was saved. Please try again.",
    "forms.refusal.unavailable":
      "We can't save this right now because of a short outage. Please try again in a minute; what you typed is still here.",
  }),
};
