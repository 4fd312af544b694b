// The page the HTTP server answers a form posted without script that it refused before the form's own code
// ran (403 cross-site, 413 too large, 503 too busy), and a page it could not take on for the crowd (503).
// Server only: kept apart from the form layer's texts, which browsers load.
import { defineMessages } from "~/i18n/translate";

export const refusalPageMessages = defineMessages("refusal-page", {
  "refusalPage.title": "Your form was not sent",
  "refusalPage.back": "Use your browser's Back button to return to the form: what you typed is still there.",
  "refusalPage.reload": "Open the form again (empty)",
  "refusalPage.home": "Go to the home page",
  "refusalPage.busyForm":
    "Too many travellers are sending requests at this moment, so yours was not taken. Please send it again in a few seconds.",
  "refusalPage.busyTitle": "We are very busy right now",
  "refusalPage.busyPage": "Too many people are visiting at this moment. Please try again in a few seconds.",
  "refusalPage.tryAgain": "Try again",
});
