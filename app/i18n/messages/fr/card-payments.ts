// French texts of paying by card through Pesapal (English: ../en/card-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cardPaymentMessages } from "../en/card-payments";

export default defineTranslation<typeof cardPaymentMessages>({
  "card.meta.title": "Payer par carte",
  "card.meta.returnTitle": "Votre paiement par carte",
  "card.heading": "Payer par carte",
  "card.intro":
    "Vous réglerez sur la page sécurisée de Pesapal, qui accepte Visa et Mastercard. Votre numéro de carte est transmis uniquement à Pesapal, jamais à nous.",
  "card.purpose.label": "Que souhaitez-vous régler ?",
  "card.purpose.deposit": "L’acompte",
  "card.purpose.balance": "Le solde",
  "card.purpose.inSentence.deposit": "l’acompte",
  "card.purpose.inSentence.balance": "le solde",
  "card.amountDue": "{purpose} : {amount}",
  "card.submit": "Continuer vers Pesapal",
  "card.backToTrip": "Retour à votre voyage",
  "card.currencyNote":
    "Pesapal accepte les paiements en {currencies} ; les montants dans d’autres devises sont débités en {fallback}.",
  "card.refused.off":
    "Le paiement par carte n’est pas disponible pour le moment. Merci de régler par M-Pesa ou par virement bancaire.",
  "card.refused.nothingOwed": "Vous n’avez rien à régler pour {purpose} à ce stade : il est déjà couvert.",
  "card.refused.invalidPurpose": "Indiquez si vous réglez l’acompte ou le solde.",
  "card.refused.noExchangeRate":
    "Nous ne pouvons pas calculer le montant en {currency} pour le moment. Veuillez réessayer plus tard ou nous contacter.",
  "card.refused.unreachable":
    "Pesapal, notre prestataire de paiement par carte, ne répond pas pour le moment. Aucun montant n’a été débité. Veuillez réessayer dans quelques minutes.",
  "card.refused.provider":
    "Pesapal n’a pas pu ouvrir de paiement par carte pour cette réservation. Aucun montant n’a été débité. Veuillez réessayer plus tard ou nous contacter.",
  "card.refused.title": "Le paiement par carte n’a pas pu démarrer",
  "card.checkout.title": "Continuer vers Pesapal",
  "card.checkout.text":
    "Votre paiement par carte de {amount} pour la réservation {reference} est prêt. Vous saisirez vos coordonnées bancaires sur la page sécurisée de Pesapal, pas sur la nôtre.",
  "card.checkout.go": "Payer {amount} sur Pesapal",
  "card.return.succeeded.title": "Merci : votre paiement est confirmé",
  "card.return.succeeded.text":
    "Pesapal a confirmé votre paiement par carte de {amount}. Son code de confirmation est {receipt}.",
  "card.return.succeeded.email": "Un reçu est en route vers votre boîte e-mail.",
  "card.return.failed.title": "Votre paiement par carte n’a pas abouti",
  "card.return.failed.text": "Aucun montant n’a été prélevé sur votre carte lors de cette tentative. {reason}",
  "card.return.failed.again": "Vous pouvez réessayer depuis votre espace voyage, avec la même carte ou une autre.",
  "card.return.reversed.title": "Ce paiement par carte a été annulé",
  "card.return.reversed.text":
    "Pesapal nous indique que le paiement de {amount} a été annulé. Nous reviendrons vers vous ; vous pouvez aussi nous contacter.",
  "card.return.pending.title": "Nous attendons que Pesapal confirme votre paiement",
  "card.return.pending.text":
    "Cela ne prend généralement que quelques secondes. Cette page se met à jour d’elle-même ; votre espace voyage affichera le paiement dès qu’il sera confirmé.",
  "card.return.pending.check": "Vérifier à nouveau",
  "card.return.unknown.title": "Nous ne trouvons pas ce paiement par carte",
  "card.return.unknown.text":
    "Si votre carte a été débitée, contactez-nous en indiquant votre référence de réservation : nous réglerons la situation.",
  "card.failure.declined": "Votre banque ou Pesapal a refusé le paiement.",
  "card.failure.invalid": "Pesapal signale ce paiement comme non valide.",
  "card.failure.reversed": "Le paiement a été annulé.",
  "card.failure.abandoned": "Le paiement n’a jamais été finalisé sur la page de Pesapal.",
  "card.failure.mismatch": "Les données de Pesapal ne correspondent pas à ce paiement ; notre équipe va le vérifier.",
});
