// French texts of the page answering a form refused before its code ran (English: ../en/refusal-page.ts).
import { defineTranslation } from "~/i18n/translate";
import type { refusalPageMessages } from "../en/refusal-page";

export default defineTranslation<typeof refusalPageMessages>({
  "refusalPage.title": "Votre formulaire n’a pas été envoyé",
  "refusalPage.back":
    "Utilisez le bouton Retour de votre navigateur pour revenir au formulaire : ce que vous avez saisi y est toujours.",
  "refusalPage.reload": "Rouvrir le formulaire (vide)",
  "refusalPage.home": "Aller à la page d’accueil",
});
