// French texts of the reply-time figure beside the public forms (English: ../en/reply-time.ts).
import { defineTranslation } from "~/i18n/translate";
import type { replyTimeMessages } from "../en/reply-time";

export default defineTranslation<typeof replyTimeMessages>({
  "replyTime.usually": "Nous répondons généralement sous {hours, plural, one {# heure} other {# heures}}.",
});
