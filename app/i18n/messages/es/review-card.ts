// Spanish texts of a guest review card and its star rating (English: ../en/review-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { reviewCardMessages } from "../en/review-card";

export default defineTranslation<typeof reviewCardMessages>({
  "reviewCard.rating": "Valoración: {rating} de {max} estrellas",
  "reviewCard.by": "Opinión de {name}",
  "reviewCard.written": "Escrita el {date}",
  "reviewCard.writtenIn": "Escrita en {language}",
});
