// French texts of the page answering a form refused before its code ran (English: ../en/refusal-page.ts).
import { defineTranslation } from "~/i18n/translate";
import type { refusalPageMessages } from "../en/refusal-page";

export default defineTranslation<typeof refusalPageMessages>({
  "refusalPage.title": "Votre formulaire n’a pas été envoyé",
  "refusalPage.back":
    "Utilisez le bouton Retour de votre navigateur pour revenir au formulaire : ce que vous avez saisi y est toujours.",
  "refusalPage.reload": "Rouvrir le formulaire (vide)",
  "refusalPage.home": "Aller à la page d’accueil",
  "refusalPage.busyForm":
    "Trop de voyageurs envoient des demandes en ce moment : la vôtre n’a pas été prise en compte. Merci de la renvoyer dans quelques secondes.",
  "refusalPage.busyTitle": "Nous sommes très sollicités en ce moment",
  "refusalPage.busyPage":
    "Trop de personnes consultent le site en ce moment. Merci de réessayer dans quelques secondes.",
  "refusalPage.tryAgain": "Réessayer",
});
