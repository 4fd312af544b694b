// French texts of a guest review card and its star rating (English: ../en/review-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { reviewCardMessages } from "../en/review-card";

export default defineTranslation<typeof reviewCardMessages>({
  "reviewCard.rating": "Note : {rating} sur {max} étoiles",
  "reviewCard.by": "Avis de {name}",
  "reviewCard.written": "Rédigé le {date}",
  "reviewCard.writtenIn": "Rédigé en {language}",
});
