// French texts of the not-found and fatal-error screens (English: ../en/error-pages.ts).
import { defineTranslation } from "~/i18n/translate";
import type { errorPageMessages } from "../en/error-pages";

export default defineTranslation<typeof errorPageMessages>({
  "error.title": "Un problème est survenu",
  "error.message": "L’application a rencontré une erreur",
  "error.details": "Détails de l’erreur",
  "error.reload": "Recharger la page",
  "error.unknown": "Erreur inconnue",
  "notFound.metaTitle": "Page introuvable",
  "notFound.code": "404",
  "notFound.title": "Oups ! La page que vous cherchez est introuvable",
  "notFound.description":
    "Elle a peut-être été déplacée, ou le lien comporte une faute de frappe. La savane est vaste, mais l’accueil n’est qu’à un clic.",
});
