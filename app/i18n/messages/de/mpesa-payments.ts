// German texts of the M-Pesa payment pages: the phone form, the status page and the words for each answer (English: ../en/mpesa-payments.ts).
import { defineTranslation } from "~/i18n/translate";
import type { mpesaPaymentMessages } from "../en/mpesa-payments";

export default defineTranslation<typeof mpesaPaymentMessages>({
  "mpesa.meta.title": "Mit M-Pesa bezahlen",
  "mpesa.meta.statusTitle": "Ihre M-Pesa-Zahlung",
  "mpesa.form.title": "Mit M-Pesa bezahlen",
  "mpesa.form.intro":
    "Wir senden eine Zahlungsanfrage an Ihr Telefon. Geben Sie dort Ihre M-Pesa-PIN ein, um {reference} zu bezahlen. Die Beträge werden in Kenia-Schilling abgebucht.",
  "mpesa.form.purpose": "Was möchten Sie bezahlen?",
  "mpesa.form.purpose.deposit": "Anzahlung: {amount}",
  "mpesa.form.purpose.balance": "Restzahlung: {amount}",
  "mpesa.form.charged": "ca. {kes} über M-Pesa",
  "mpesa.form.phone": "M-Pesa-Telefonnummer",
  "mpesa.form.phoneHint": "Eine kenianische Safaricom-Nummer, z. B. 0712 345 678 oder +254 712 345 678.",
  "mpesa.form.submit": "Anfrage an mein Telefon senden",
  "mpesa.form.back": "Zurück zu Ihrer Reise",
  "mpesa.form.nothingOwed": "Für diese Buchung ist derzeit nichts zu bezahlen. Vielen Dank!",
  "mpesa.error.phoneRequired": "Bitte geben Sie die M-Pesa-Telefonnummer ein, an die die Anfrage gesendet werden soll.",
  "mpesa.error.phoneInvalid":
    "Bitte geben Sie eine kenianische Mobilnummer ein: 07XX XXX XXX, 01XX XXX XXX oder dieselbe Nummer mit vorangestelltem +254.",
  "mpesa.error.purpose": "Bitte wählen Sie, ob Sie die Anzahlung oder die Restzahlung leisten möchten.",
  "mpesa.refusal.nothingOwed":
    "Für die {purpose} dieser Buchung ist nichts zu bezahlen, daher wurde keine Anfrage gesendet.",
  "mpesa.refusal.notPriced":
    "Für diese Buchung gibt es noch keinen bestätigten Preis, daher kann sie nicht online bezahlt werden. Wir melden uns mit Ihrem Angebot bei Ihnen.",
  "mpesa.refusal.noRate":
    "Wir können den Betrag in Schilling gerade nicht berechnen (es ist kein Wechselkurs hinterlegt). Bitte versuchen Sie es später erneut oder kontaktieren Sie uns.",
  "mpesa.refusal.unreachable":
    "Wir konnten M-Pesa gerade nicht erreichen, daher wurde keine Anfrage gesendet. Bitte versuchen Sie es in einer Minute erneut.",
  "mpesa.refusal.rateLimited":
    "Für diese Buchung wurden in kurzer Zeit mehrere Zahlungsanfragen gesendet. Bitte warten Sie {minutes, plural, one {eine Minute} other {# Minuten}}, bevor Sie es erneut versuchen.",
  "mpesa.refusal.pending":
    "Wir haben für diese Buchung bereits eine Zahlungsanfrage an {phone} gesendet, daher wurde keine neue gesendet. Bitte sehen Sie auf dieses Telefon und geben Sie dort Ihre M-Pesa-PIN ein. Wenn Sie die Anfrage abgebrochen haben oder sie abgelaufen ist, warten Sie eine Minute, bis M-Pesa uns Bescheid gibt, und versuchen Sie es dann erneut.",
  "mpesa.refusal.phoneRateLimited":
    "An diese Telefonnummer wurden in kurzer Zeit mehrere Zahlungsanfragen gesendet, daher wurde keine Anfrage gesendet. Bitte warten Sie {minutes, plural, one {eine Minute} other {# Minuten}}, bevor Sie es erneut versuchen, oder zahlen Sie auf Ihrer Reiseseite per Karte oder Banküberweisung.",
  "mpesa.refusal.addressRateLimited":
    "Über Ihre Verbindung kamen in kurzer Zeit viele Zahlungsanfragen, daher wurde keine Anfrage gesendet. Bitte warten Sie {minutes, plural, one {eine Minute} other {# Minuten}}, bevor Sie es erneut versuchen, oder zahlen Sie auf Ihrer Reiseseite per Karte oder Banküberweisung.",
  "mpesa.purpose.deposit": "Anzahlung",
  "mpesa.purpose.balance": "Restzahlung",
  "mpesa.status.heading": "Ihre M-Pesa-Zahlung",
  "mpesa.status.summary": "{amount} über {phone} für die Buchung {reference}",
  "mpesa.status.pending.title": "Bitte sehen Sie auf Ihr Telefon und geben Sie Ihre M-Pesa-PIN ein",
  "mpesa.status.pending.text":
    "Wir haben eine Zahlungsanfrage an {phone} gesendet. Diese Seite aktualisiert sich von selbst, sobald M-Pesa uns das Ergebnis mitteilt.",
  "mpesa.status.pending.slow":
    "Wir warten noch auf die Antwort von M-Pesa. Wenn Sie bereits bezahlt haben, müssen Sie nichts weiter tun: Wir klären die Zahlung direkt mit M-Pesa.",
  "mpesa.status.succeeded.title": "Bezahlt – vielen Dank!",
  "mpesa.status.succeeded.text":
    "M-Pesa hat Ihre Zahlung über {amount} bestätigt. Eine Quittung ist per E-Mail unterwegs.",
  "mpesa.status.receipt": "M-Pesa-Belegnummer: {receipt}",
  "mpesa.status.failed.title": "Die Zahlung ist nicht durchgegangen",
  "mpesa.status.result.1032": "Sie haben die Anfrage auf Ihrem Telefon abgebrochen. Es wurde nichts abgebucht.",
  "mpesa.status.result.1037":
    "Die Anfrage ist abgelaufen: M-Pesa konnte Ihr Telefon nicht erreichen, oder die PIN wurde nicht rechtzeitig eingegeben. Es wurde nichts abgebucht.",
  "mpesa.status.result.1": "Ihr M-Pesa-Guthaben reichte für diese Zahlung nicht aus. Es wurde nichts abgebucht.",
  "mpesa.status.result.2001": "Die eingegebene M-Pesa-PIN war nicht korrekt. Es wurde nichts abgebucht.",
  "mpesa.status.result.1019": "Die Anfrage ist abgelaufen, bevor sie abgeschlossen wurde. Es wurde nichts abgebucht.",
  "mpesa.status.result.1001":
    "Auf Ihrem Telefon lief gerade eine andere M-Pesa-Transaktion. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
  "mpesa.status.result.amount_mismatch":
    "M-Pesa hat einen anderen Betrag gemeldet als den angefragten, daher prüfen wir diese Zahlung von Hand. Wir melden uns bei Ihnen.",
  "mpesa.status.result.other":
    "M-Pesa hat die Zahlung nicht abgeschlossen. Sie können es erneut versuchen oder über Ihre Reiseseite anders bezahlen.",
  "mpesa.status.tryAgain": "Erneut versuchen",
  "mpesa.status.backToTrip": "Zurück zu Ihrer Reise",
  "mpesa.status.refresh": "Erneut prüfen",
  "mpesa.status.autoRefresh": "Diese Seite lädt sich in den nächsten Minuten alle {seconds} Sekunden von selbst neu.",
  "mpesa.status.stopRefresh": "Automatisches Neuladen beenden",
  "mpesa.form.limit": "Mit M-Pesa sind höchstens {limit} pro Zahlung möglich.",
  "mpesa.form.overLimit":
    "Die {purpose} beträgt mit M-Pesa {amount} – mehr, als eine einzelne M-Pesa-Zahlung erlaubt. Zahlen Sie in Teilbeträgen: jetzt bis zu {limit}, den Rest mit weiteren Zahlungen auf dieser Seite. Oder zahlen Sie alles auf einmal per Karte oder Banküberweisung über Ihre Reiseseite.",
  "mpesa.form.part": "Jetzt zu zahlender Betrag in Kenia-Schilling",
  "mpesa.form.partHint":
    "Ganze Schilling, höchstens {max}. Leer lassen, um den ganzen Betrag zu zahlen, sofern er im Limit liegt.",
  "mpesa.form.otherWays": "Andere Zahlungswege: Karte oder Banküberweisung",
  "mpesa.error.partAmount": "Geben Sie einen Betrag in ganzen Schilling zwischen 1 und {max} ein.",
  "mpesa.refusal.overLimit":
    "Mit M-Pesa sind höchstens {limit} pro Zahlung möglich, hier wären es {amount}. Es wurde daher keine Anfrage gesendet. Zahlen Sie jetzt bis zu {limit} und den Rest mit weiteren Zahlungen, oder zahlen Sie per Karte oder Banküberweisung über Ihre Reiseseite.",
  "mpesa.refusal.wrongNumber":
    "M-Pesa konnte an diese Nummer keine Anfrage senden. Prüfen Sie, ob es die für M-Pesa registrierte Safaricom-Nummer ist, und versuchen Sie es erneut.",
  "mpesa.refusal.busy":
    "Auf diesem Telefon ist bereits eine andere M-Pesa-Anfrage offen. Schließen Sie sie ab oder brechen Sie sie am Telefon ab, warten Sie eine Minute und versuchen Sie es dann erneut.",
  "mpesa.refusal.insufficientFunds":
    "Laut M-Pesa reicht das Guthaben dieser Nummer für diese Zahlung nicht aus. Laden Sie Guthaben auf, zahlen Sie einen kleineren Teilbetrag oder wählen Sie einen anderen Zahlungsweg.",
  "mpesa.refusal.unavailable":
    "Zahlungen mit M-Pesa sind im Moment nicht möglich; unser Team ist informiert. Sie können per Karte oder Banküberweisung über Ihre Reiseseite zahlen oder M-Pesa später erneut versuchen.",
  "mpesa.status.unknown.title": "M-Pesa hat uns nicht geantwortet",
  "mpesa.status.unknown.text":
    "Die Zahlungsanfrage hat Ihr Telefon ({phone}) möglicherweise trotzdem erreicht. Fragt Ihr Telefon nach Ihrer M-Pesa-PIN, können Sie dort bezahlen: Diese Seite zeigt die Zahlung, sobald M-Pesa sie uns meldet. Prüfen Sie bitte Ihr Telefon und Ihre M-Pesa-Nachrichten, bevor Sie es erneut versuchen, damit Sie nicht doppelt zahlen.",
  "mpesa.status.result.no_answer":
    "M-Pesa hat uns nicht mitgeteilt, was aus dieser Anfrage wurde. Wurde Geld von Ihrem M-Pesa-Konto abgebucht, müssen Sie nichts weiter tun: Wir ordnen es Ihrer Buchung zu und bestätigen es. Andernfalls können Sie es erneut versuchen.",
});
