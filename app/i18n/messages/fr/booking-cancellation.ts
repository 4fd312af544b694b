// French texts of the booking cancellation e-mail (English: ../en/booking-cancellation.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingCancellationMessages } from "../en/booking-cancellation";

export default defineTranslation<typeof bookingCancellationMessages>({
  "bookings.email.cancelled.subject": "Votre réservation {reference} est annulée : {packageTitle}",
  "bookings.email.cancelled.greeting": "Bonjour {name},",
  "bookings.email.cancelled.intro":
    "Nous avons annulé votre réservation {reference} pour « {packageTitle} » (du {start} au {end}).",
  "bookings.email.cancelled.heading": "Vos paiements",
  "bookings.email.cancelled.label.paid": "Payé",
  "bookings.email.cancelled.label.refunded": "Déjà remboursé",
  "bookings.email.cancelled.label.toRefund": "Reste à rembourser",
  "bookings.email.cancelled.free":
    "La réservation a été annulée {days} jours ou plus avant le départ : selon nos conditions, tout ce que vous avez payé vous est rendu, par le moyen de paiement utilisé.",
  "bookings.email.cancelled.late":
    "La réservation a été annulée moins de {days} jours avant le départ. Notre équipe vous contactera au sujet des sommes déjà versées.",
  "bookings.email.cancelled.nothingPaid":
    "Rien n’a été payé pour cette réservation : rien n’est dû et rien n’est à rembourser.",
  "bookings.email.cancelled.allRefunded": "Tout ce que vous avez payé vous a été remboursé.",
  "bookings.email.cancelled.tripPage":
    "Votre page de voyage, accessible par le lien de nos précédents e-mails, indique l’annulation ainsi que chaque paiement et remboursement. Aucun autre paiement n’est dû.",
  "bookings.email.cancelled.questions": "Des questions ? Répondez simplement à cet e-mail en indiquant {reference}.",
  "bookings.email.cancelled.signOff": "Bien cordialement,\nL’équipe Heartbeest Safari",
});
