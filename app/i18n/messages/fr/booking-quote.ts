// French texts of the quote beside both booking forms (English: ../en/booking-quote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingQuoteMessages } from "../en/booking-quote";

export default defineTranslation<typeof bookingQuoteMessages>({
  "bookingQuote.field.childAges": "Âge des enfants, par ex. 4, 9",
  "bookingQuote.field.childAgesHint": "Un âge par enfant, en années, au début du voyage.",
  "bookingQuote.field.residency": "Résidence",
  "bookingQuote.residency.non_resident": "Non-résident",
  "bookingQuote.residency.resident_kenya": "Résident du Kenya",
  "bookingQuote.residency.resident_tanzania": "Résident de la Tanzanie",
  "bookingQuote.residency.citizen": "Citoyen d’Afrique de l’Est",
  "bookingQuote.field.singles": "Chambres individuelles",
  "bookingQuote.field.discountCode": "Code de réduction (facultatif)",
  "bookingQuote.showPrice": "Afficher le prix",
  "bookingQuote.panel.label": "Votre prix",
  "bookingQuote.panel.loading": "Calcul de votre prix…",
  "bookingQuote.panel.empty": "Choisissez une date et la composition de votre groupe pour voir votre prix ici.",
  "bookingQuote.panel.heading": "Votre prix : {title}, du {start} au {end}",
  "bookingQuote.panel.included": "Inclus",
  "bookingQuote.panel.onRequest": "Prix sur demande",
  "bookingQuote.panel.total": "Total",
  "bookingQuote.panel.deposit": "Acompte à la réservation ({percent} %)",
  "bookingQuote.panel.balanceNow": "Solde à régler dès maintenant",
  "bookingQuote.panel.balanceBy": "Solde à régler au plus tard le {date}",
  "bookingQuote.panel.notPriced":
    "Certaines dates n’ont pas encore de tarif : nous vous enverrons le prix complet avec votre réservation.",
  "bookingQuote.panel.about": "Environ {amount}",
  "bookingQuote.live.refused": "Nous n’avons pas pu calculer de prix pour ces choix. Veuillez les vérifier.",
  "bookingQuote.live.offline":
    "Le prix n’a pas pu être obtenu : vous semblez hors ligne. Réessayez « Afficher le prix » dans un instant.",
  "bookingQuote.changed.title": "Le prix a changé",
  "bookingQuote.changed.flow":
    "Nos tarifs ont changé depuis l’affichage de votre prix. Le nouveau prix figure ci-dessous : confirmez à nouveau la réservation pour l’accepter.",
  "bookingQuote.changed.safari":
    "Nos tarifs ont changé depuis l’affichage de votre prix. Le nouveau prix figure ci-dessous : envoyez à nouveau la réservation pour le confirmer.",
  "bookingQuote.error.residency": "Veuillez indiquer votre résidence.",
  "bookingQuote.error.childAges":
    "Veuillez indiquer l’âge de chaque enfant en années, séparé par des virgules, par exemple 4, 9.",
  "bookingQuote.error.childAgeRange":
    "L’âge de chaque enfant doit être compris entre 0 et {max} ans ; à partir de {adultAge} ans, les voyageurs sont des adultes.",
  "bookingQuote.error.agesForChildren":
    "{children, plural, one {Veuillez indiquer l’âge de l’enfant.} other {Veuillez indiquer l’âge des # enfants.}}",
  "bookingQuote.error.noChildren": "L’âge des enfants n’est nécessaire que si des enfants voyagent.",
  "bookingQuote.error.singles": "Le nombre de chambres individuelles doit être un nombre entier, 0 ou plus.",
  "bookingQuote.error.singlesOverAdults":
    "Les chambres individuelles sont réservées aux adultes : choisissez-en {adults} au maximum.",
  "bookingQuote.error.discountCode": "Un code de réduction compte de {min} à {max} lettres, chiffres, « - » ou « _ ».",
});
