// Spanish texts of the reply-time figure beside the public forms (English: ../en/reply-time.ts).
import { defineTranslation } from "~/i18n/translate";
import type { replyTimeMessages } from "../en/reply-time";

export default defineTranslation<typeof replyTimeMessages>({
  "replyTime.usually": "Solemos responder en menos de {hours, plural, one {# hora} other {# horas}}.",
});
