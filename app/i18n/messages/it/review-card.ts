// Italian texts of a guest review as a card and its star rating (English: ../en/review-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { reviewCardMessages } from "../en/review-card";

export default defineTranslation<typeof reviewCardMessages>({
  "reviewCard.rating": "Valutazione: {rating} stelle su {max}",
  "reviewCard.by": "Recensione di {name}",
  "reviewCard.written": "Scritta il {date}",
  "reviewCard.writtenIn": "Scritta in {language}",
});
