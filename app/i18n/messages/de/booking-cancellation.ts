// German texts of the booking cancellation e-mail (English: ../en/booking-cancellation.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingCancellationMessages } from "../en/booking-cancellation";

export default defineTranslation<typeof bookingCancellationMessages>({
  "bookings.email.cancelled.subject": "Ihre Buchung {reference} ist storniert: {packageTitle}",
  "bookings.email.cancelled.greeting": "Guten Tag {name},",
  "bookings.email.cancelled.intro":
    "wir haben Ihre Buchung {reference} für „{packageTitle}“ ({start} bis {end}) storniert.",
  "bookings.email.cancelled.heading": "Ihre Zahlungen",
  "bookings.email.cancelled.label.paid": "Bezahlt",
  "bookings.email.cancelled.label.refunded": "Bisher erstattet",
  "bookings.email.cancelled.label.toRefund": "Noch zu erstatten",
  "bookings.email.cancelled.free":
    "Die Buchung wurde {days} oder mehr Tage vor Reisebeginn storniert. Nach unseren Bedingungen erhalten Sie daher alles, was Sie bezahlt haben, auf dem Weg zurück, auf dem Sie bezahlt haben.",
  "bookings.email.cancelled.late":
    "Die Buchung wurde weniger als {days} Tage vor Reisebeginn storniert. Unser Team meldet sich bei Ihnen wegen des bereits bezahlten Betrags.",
  "bookings.email.cancelled.nothingPaid":
    "Für diese Buchung wurde nichts bezahlt: Es ist nichts fällig und nichts zu erstatten.",
  "bookings.email.cancelled.allRefunded": "Alles, was Sie bezahlt haben, wurde erstattet.",
  "bookings.email.cancelled.tripPage":
    "Ihre Reiseseite (unter dem Link aus unseren früheren E-Mails) zeigt die Stornierung sowie jede Zahlung und Erstattung. Es sind keine weiteren Zahlungen fällig.",
  "bookings.email.cancelled.questions":
    "Fragen? Antworten Sie einfach auf diese E-Mail und nennen Sie dabei {reference}.",
  "bookings.email.cancelled.signOff": "Herzliche Grüße\nIhr Team von Heartbeest Safari",
});
