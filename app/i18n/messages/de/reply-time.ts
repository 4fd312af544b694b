// German texts of the reply-time figure beside the public forms (English: ../en/reply-time.ts).
import { defineTranslation } from "~/i18n/translate";
import type { replyTimeMessages } from "../en/reply-time";

export default defineTranslation<typeof replyTimeMessages>({
  "replyTime.usually": "Wir antworten in der Regel innerhalb von {hours, plural, one {# Stunde} other {# Stunden}}.",
});
