// German texts of a guest review as a card and its star rating (English: ../en/review-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { reviewCardMessages } from "../en/review-card";

export default defineTranslation<typeof reviewCardMessages>({
  "reviewCard.rating": "Mit {rating} von {max} Sternen bewertet",
  "reviewCard.by": "Bewertung von {name}",
  "reviewCard.written": "Verfasst am {date}",
  "reviewCard.writtenIn": "Auf {language} verfasst",
});
