// French texts of what every form says when the server (or the network) refuses a post (English: ../en/forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsMessages } from "../en/forms";

export default defineTranslation<typeof formsMessages>({
  "forms.refusal.network":
    "Impossible de joindre notre serveur : rien n’a été envoyé. Vérifiez votre connexion et réessayez ; ce que vous avez saisi est toujours là.",
  "forms.refusal.badRequest": "Nous n’avons pas pu lire ce formulaire. Merci de le vérifier et de l’envoyer à nouveau.",
  "forms.refusal.forbidden":
    "Ce formulaire a été refusé, car il ne provient pas de notre site. Merci de recharger la page et de l’envoyer à nouveau.",
  "forms.refusal.notFound": "L’élément auquel ce formulaire se rapporte n’existe plus. Merci de recharger la page.",
  "forms.refusal.conflict":
    "Quelqu’un a modifié cet élément entre-temps. Merci de recharger la page pour afficher la dernière version, puis de réessayer.",
  "forms.refusal.tooLarge":
    "Ce formulaire est trop volumineux pour être envoyé. Merci de le raccourcir ou de joindre des fichiers plus légers.",
  "forms.refusal.tooMany":
    "Trop de tentatives en peu de temps. Merci de patienter quelques minutes avant de réessayer.",
  "forms.refusal.failed": "Un problème est survenu de notre côté et rien n’a été enregistré. Merci de réessayer.",
  "forms.refusal.unavailable":
    "Nous ne pouvons pas enregistrer pour le moment en raison d’une brève interruption de service. Merci de réessayer dans une minute ; ce que vous avez saisi est toujours là.",
});
