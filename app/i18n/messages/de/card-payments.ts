// German texts of the card payment pages (Pesapal's hosted checkout) and the words for every way a card payment can go wrong (English: ../en/card-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { cardPaymentMessages } from "../en/card-payments";

export default defineTranslation<typeof cardPaymentMessages>({
  "card.meta.title": "Mit Karte bezahlen",
  "card.meta.returnTitle": "Ihre Kartenzahlung",
  "card.heading": "Mit Karte bezahlen",
  "card.intro":
    "Sie bezahlen auf der sicheren Seite von Pesapal, die Visa und Mastercard akzeptiert. Ihre Kartennummer erhält ausschließlich Pesapal, niemals wir.",
  "card.purpose.label": "Was möchten Sie bezahlen?",
  "card.purpose.deposit": "Die Anzahlung",
  "card.purpose.balance": "Die Restzahlung",
  "card.purpose.inSentence.deposit": "die Anzahlung",
  "card.purpose.inSentence.balance": "die Restzahlung",
  "card.amountDue": "{purpose}: {amount}",
  "card.submit": "Weiter zu Pesapal",
  "card.backToTrip": "Zurück zu Ihrer Reise",
  "card.currencyNote":
    "Pesapal nimmt Zahlungen in {currencies} an; Beträge in anderen Währungen werden in {fallback} abgerechnet.",
  "card.refused.off": "Kartenzahlungen sind derzeit nicht möglich. Bitte zahlen Sie per M-Pesa oder Banküberweisung.",
  "card.refused.nothingOwed": "Für {purpose} ist derzeit nichts zu bezahlen: Der Betrag ist bereits beglichen.",
  "card.refused.invalidPurpose": "Bitte wählen Sie, ob Sie die Anzahlung oder die Restzahlung leisten möchten.",
  "card.refused.noExchangeRate":
    "Wir können den Betrag in {currency} gerade nicht berechnen. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.",
  "card.refused.unreachable":
    "Pesapal, unser Anbieter für Kartenzahlungen, antwortet gerade nicht. Es wurde nichts abgebucht. Bitte versuchen Sie es in ein paar Minuten erneut.",
  "card.refused.provider":
    "Pesapal konnte für diese Buchung keine Kartenzahlung einleiten. Es wurde nichts abgebucht. Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.",
  "card.refused.title": "Die Kartenzahlung konnte nicht gestartet werden",
  "card.checkout.title": "Weiter zu Pesapal",
  "card.checkout.text":
    "Ihre Kartenzahlung über {amount} für die Buchung {reference} ist vorbereitet. Ihre Kartendaten geben Sie auf der sicheren Seite von Pesapal ein, nicht bei uns.",
  "card.checkout.go": "{amount} bei Pesapal bezahlen",
  "card.return.succeeded.title": "Vielen Dank: Ihre Zahlung ist bestätigt",
  "card.return.succeeded.text":
    "Pesapal hat Ihre Kartenzahlung über {amount} bestätigt. Der Bestätigungscode lautet {receipt}.",
  "card.return.succeeded.email": "Eine Quittung ist per E-Mail unterwegs zu Ihnen.",
  "card.return.failed.title": "Ihre Kartenzahlung ist nicht durchgegangen",
  "card.return.failed.text": "Für diesen Versuch wurde nichts von Ihrer Karte abgebucht. {reason}",
  "card.return.failed.again":
    "Sie können es über Ihre Reiseseite erneut versuchen, mit derselben oder einer anderen Karte.",
  "card.return.reversed.title": "Diese Kartenzahlung wurde rückgängig gemacht",
  "card.return.reversed.text":
    "Pesapal meldet, dass die Zahlung über {amount} rückgängig gemacht wurde. Wir melden uns bei Ihnen; Sie können uns aber auch gern direkt kontaktieren.",
  "card.return.pending.title": "Wir warten auf die Bestätigung Ihrer Zahlung durch Pesapal",
  "card.return.pending.text":
    "Das dauert in der Regel nur wenige Sekunden. Diese Seite prüft den Stand selbstständig erneut; auf Ihrer Reiseseite erscheint die Zahlung, sobald sie bestätigt ist.",
  "card.return.pending.check": "Erneut prüfen",
  "card.return.unknown.title": "Wir konnten diese Kartenzahlung nicht finden",
  "card.return.unknown.text":
    "Falls Ihnen ein Betrag abgebucht wurde, kontaktieren Sie uns bitte mit Ihrer Buchungsnummer – wir klären das für Sie.",
  "card.failure.declined": "Ihre Bank oder Pesapal hat die Zahlung abgelehnt.",
  "card.failure.invalid": "Pesapal meldet die Zahlung als ungültig.",
  "card.failure.reversed": "Die Zahlung wurde rückgängig gemacht.",
  "card.failure.abandoned": "Die Zahlung wurde auf der Seite von Pesapal nicht abgeschlossen.",
  "card.failure.mismatch": "Die Angaben von Pesapal stimmen nicht mit dieser Zahlung überein; unser Team prüft das.",
});
