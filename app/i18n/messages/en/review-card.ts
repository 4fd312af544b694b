// Texts of a guest review as a card and its star rating (the home page, the reviews page).
import { defineMessages } from "~/i18n/translate";

export const reviewCardMessages = defineMessages("review-card", {
  "reviewCard.rating": "Rated {rating} out of {max} stars",
  "reviewCard.by": "Review by {name}",
  "reviewCard.written": "Written {date}",
  "reviewCard.writtenIn": "Written in {language}",
});
