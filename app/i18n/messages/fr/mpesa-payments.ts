// French texts of paying by M-Pesa from the trip page (English: ../en/mpesa-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { mpesaPaymentMessages } from "../en/mpesa-payments";

export default defineTranslation<typeof mpesaPaymentMessages>({
  "mpesa.meta.title": "Payer par M-Pesa",
  "mpesa.meta.statusTitle": "Votre paiement M-Pesa",
  "mpesa.form.title": "Payer par M-Pesa",
  "mpesa.form.intro":
    "Nous envoyons une demande de paiement sur votre téléphone. Saisissez-y votre code PIN M-Pesa pour régler {reference}. Les montants sont débités en shillings kényans.",
  "mpesa.form.purpose": "Montant à régler",
  "mpesa.form.purpose.deposit": "Acompte : {amount}",
  "mpesa.form.purpose.balance": "Solde : {amount}",
  "mpesa.form.charged": "environ {kes} via M-Pesa",
  "mpesa.form.phone": "Numéro de téléphone M-Pesa",
  "mpesa.form.phoneHint": "Un numéro Safaricom kényan, par exemple 0712 345 678 ou +254 712 345 678.",
  "mpesa.form.submit": "Envoyer la demande sur mon téléphone",
  "mpesa.form.back": "Retour à votre voyage",
  "mpesa.form.nothingOwed": "Aucun montant n’est dû sur cette réservation pour le moment. Merci !",
  "mpesa.error.phoneRequired": "Saisissez le numéro de téléphone M-Pesa auquel envoyer la demande.",
  "mpesa.error.phoneInvalid":
    "Saisissez un numéro de mobile kényan : 07XX XXX XXX, 01XX XXX XXX, ou le même précédé de +254.",
  "mpesa.error.purpose": "Indiquez si vous souhaitez régler l’acompte ou le solde.",
  "mpesa.refusal.nothingOwed":
    "Aucun montant n’est dû pour {purpose} de cette réservation : aucune demande n’a donc été envoyée.",
  "mpesa.refusal.notPriced":
    "Le prix de cette réservation n’est pas encore confirmé : elle ne peut donc pas être réglée en ligne. Nous reviendrons vers vous avec votre devis.",
  "mpesa.refusal.noRate":
    "Nous ne pouvons pas calculer le montant en shillings pour le moment (aucun taux de change n’est défini). Veuillez réessayer plus tard ou nous contacter.",
  "mpesa.refusal.unreachable":
    "Nous n’avons pas pu joindre M-Pesa pour le moment : aucune demande n’a été envoyée. Veuillez réessayer dans une minute.",
  "mpesa.refusal.rateLimited":
    "Plusieurs demandes de paiement ont été envoyées pour cette réservation en peu de temps. Veuillez patienter {minutes, plural, one {une minute} other {# minutes}} avant de réessayer.",
  "mpesa.refusal.pending":
    "Nous avons déjà envoyé une demande de paiement au {phone} pour cette réservation ; aucune nouvelle demande n’a donc été envoyée. Consultez ce téléphone et saisissez-y votre code PIN M-Pesa. Si vous avez annulé la demande ou si elle a expiré, attendez une minute que M-Pesa nous en informe, puis réessayez.",
  "mpesa.refusal.phoneRateLimited":
    "Plusieurs demandes de paiement ont été envoyées à ce numéro en peu de temps ; aucune demande n’a donc été envoyée. Veuillez patienter {minutes, plural, one {une minute} other {# minutes}} avant de réessayer, ou réglez par carte ou par virement depuis la page de votre voyage.",
  "mpesa.refusal.addressRateLimited":
    "De nombreuses demandes de paiement sont venues de votre connexion en peu de temps ; aucune demande n’a donc été envoyée. Veuillez patienter {minutes, plural, one {une minute} other {# minutes}} avant de réessayer, ou réglez par carte ou par virement depuis la page de votre voyage.",
  "mpesa.purpose.deposit": "l’acompte",
  "mpesa.purpose.balance": "le solde",
  "mpesa.status.heading": "Votre paiement M-Pesa",
  "mpesa.status.summary": "{amount} depuis le {phone} pour la réservation {reference}",
  "mpesa.status.pending.title": "Consultez votre téléphone et saisissez votre code PIN M-Pesa",
  "mpesa.status.pending.text":
    "Nous avons envoyé une demande de paiement au {phone}. Cette page se met à jour d’elle-même dès que M-Pesa nous communique le résultat.",
  "mpesa.status.pending.slow":
    "Nous attendons toujours la réponse de M-Pesa. Si vous avez payé, vous n’avez plus rien à faire : nous le confirmons auprès de M-Pesa.",
  "mpesa.status.succeeded.title": "Paiement effectué : merci !",
  "mpesa.status.succeeded.text": "M-Pesa a confirmé votre paiement de {amount}. Un reçu vous est envoyé par e-mail.",
  "mpesa.status.receipt": "Numéro de reçu M-Pesa : {receipt}",
  "mpesa.status.failed.title": "Le paiement n’a pas abouti",
  "mpesa.status.result.1032": "Vous avez annulé la demande sur votre téléphone. Aucun montant n’a été débité.",
  "mpesa.status.result.1037":
    "La demande a expiré : M-Pesa n’a pas pu joindre votre téléphone, ou le code PIN n’a pas été saisi à temps. Aucun montant n’a été débité.",
  "mpesa.status.result.1":
    "Le solde de votre compte M-Pesa était insuffisant pour ce paiement. Aucun montant n’a été débité.",
  "mpesa.status.result.2001": "Le code PIN M-Pesa saisi était incorrect. Aucun montant n’a été débité.",
  "mpesa.status.result.1019": "La demande a expiré avant d’être finalisée. Aucun montant n’a été débité.",
  "mpesa.status.result.1001":
    "Une autre transaction M-Pesa était en cours sur votre téléphone. Patientez une minute, puis réessayez.",
  "mpesa.status.result.amount_mismatch":
    "M-Pesa a indiqué un montant différent de celui que nous avions demandé : nous vérifions donc ce paiement manuellement. Nous vous contacterons.",
  "mpesa.status.result.other":
    "M-Pesa n’a pas finalisé le paiement. Vous pouvez réessayer ou payer autrement depuis la page de votre voyage.",
  "mpesa.status.tryAgain": "Réessayer",
  "mpesa.status.backToTrip": "Retour à votre voyage",
  "mpesa.status.refresh": "Vérifier à nouveau",
  "mpesa.status.autoRefresh":
    "Cette page se recharge d’elle-même toutes les {seconds} secondes pendant les prochaines minutes.",
  "mpesa.status.stopRefresh": "Arrêter l’actualisation",
  "mpesa.form.limit": "M-Pesa accepte au plus {limit} par paiement.",
  "mpesa.form.overLimit":
    "Pour {purpose}, le montant s’élève à {amount} avec M-Pesa, plus qu’un seul paiement M-Pesa ne le permet. Réglez-le en plusieurs fois : jusqu’à {limit} maintenant, le reste par d’autres paiements depuis cette page. Ou réglez la totalité par carte ou par virement depuis la page de votre voyage.",
  "mpesa.form.part": "Montant à payer maintenant, en shillings kényans",
  "mpesa.form.partHint":
    "En shillings entiers, jusqu’à {max}. Laissez vide pour régler la totalité lorsqu’elle ne dépasse pas la limite.",
  "mpesa.form.otherWays": "Autres moyens de paiement : carte ou virement",
  "mpesa.error.partAmount": "Indiquez un montant en shillings entiers, de 1 à {max}.",
  "mpesa.refusal.overLimit":
    "M-Pesa accepte au plus {limit} par paiement, et ce montant s’élève à {amount} : aucune demande n’a donc été envoyée. Payez jusqu’à {limit} maintenant et le reste en plusieurs fois, ou réglez par carte ou par virement depuis la page de votre voyage.",
  "mpesa.refusal.wrongNumber":
    "M-Pesa n’a pas pu envoyer de demande à ce numéro. Vérifiez qu’il s’agit bien du numéro Safaricom enregistré pour M-Pesa, puis réessayez.",
  "mpesa.refusal.busy":
    "Une autre demande M-Pesa est déjà ouverte sur ce téléphone. Terminez-la ou annulez-la sur le téléphone, patientez une minute, puis réessayez.",
  "mpesa.refusal.insufficientFunds":
    "Selon M-Pesa, le solde de ce numéro ne suffit pas pour ce paiement. Rechargez votre compte, payez une partie plus petite ou choisissez un autre moyen de paiement.",
  "mpesa.refusal.unavailable":
    "Le paiement par M-Pesa est indisponible pour le moment ; notre équipe en a été informée. Vous pouvez payer par carte ou par virement depuis la page de votre voyage, ou réessayer M-Pesa plus tard.",
  "mpesa.status.unknown.title": "M-Pesa ne nous a pas répondu",
  "mpesa.status.unknown.text":
    "La demande de paiement a peut-être tout de même atteint votre téléphone ({phone}). S’il vous demande votre code PIN M-Pesa, vous pouvez payer directement : cette page affichera le paiement dès que M-Pesa nous l’aura confirmé. Vérifiez votre téléphone et vos messages M-Pesa avant de réessayer, afin de ne pas payer deux fois.",
  "mpesa.status.result.no_answer":
    "M-Pesa ne nous a pas indiqué ce qu’il est advenu de cette demande. Si de l’argent a quitté votre compte M-Pesa, vous n’avez rien d’autre à faire : nous le rattachons à votre réservation et vous le confirmons. Sinon, vous pouvez réessayer.",
});
