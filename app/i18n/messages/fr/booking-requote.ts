// French texts of the re-quote e-mail and the staff discount's line (English: ../en/booking-requote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingRequoteMessages } from "../en/booking-requote";

export default defineTranslation<typeof bookingRequoteMessages>({
  "requote.subject": "Le nouveau prix de votre safari : {total} ({reference})",
  "requote.greeting": "Bonjour {name},",
  "requote.intro":
    "Nous avons mis à jour le prix de « {packageTitle} » (réservation {reference}). Votre nouveau total est de {total} ; il était de {oldTotal}.",
  "requote.heading": "Votre nouveau prix",
  "requote.label.reference": "Référence de réservation",
  "requote.label.total": "Nouveau total",
  "requote.label.deposit": "Acompte",
  "requote.label.balance": "Solde",
  "requote.label.dueDate": "Solde à régler d’ici le",
  "requote.label.paid": "Déjà réglé",
  "requote.label.outstanding": "Reste à régler",
  "requote.tripPage": "Votre page de voyage détaille le nouveau prix ligne par ligne, avec vos paiements : {url}",
  "requote.tripPageNote":
    "Ce lien est nouveau : les liens de nos e-mails précédents restent valables, sauf indication contraire de notre part.",
  "requote.questions": "Si quelque chose vous semble inexact, répondez simplement à cet e-mail et nous corrigerons.",
  "requote.signOff": "Bien chaleureusement,\nL’équipe Heartbeest Safari",
  "requote.discount.percent": "Remise de notre équipe ({percent} %)",
  "requote.discount.amount": "Remise de notre équipe ({amount})",
});
