// German texts of the quote beside both booking forms (English: ../en/booking-quote.ts).
import { defineTranslation } from "~/i18n/translate";
import type { bookingQuoteMessages } from "../en/booking-quote";

export default defineTranslation<typeof bookingQuoteMessages>({
  "bookingQuote.field.childAges": "Alter der Kinder, z. B. 4, 9",
  "bookingQuote.field.childAgesHint": "Ein Alter pro Kind, in Jahren, bei Reisebeginn.",
  "bookingQuote.field.residency": "Wohnsitz",
  "bookingQuote.residency.non_resident": "Internationaler Gast",
  "bookingQuote.residency.resident_kenya": "Mit Wohnsitz in Kenia",
  "bookingQuote.residency.resident_tanzania": "Mit Wohnsitz in Tansania",
  "bookingQuote.residency.citizen": "Ostafrikanischer Staatsbürger",
  "bookingQuote.field.singles": "Einzelzimmer",
  "bookingQuote.field.discountCode": "Rabattcode (optional)",
  "bookingQuote.showPrice": "Preis anzeigen",
  "bookingQuote.panel.label": "Ihr Preis",
  "bookingQuote.panel.loading": "Ihr Preis wird berechnet …",
  "bookingQuote.panel.empty": "Wählen Sie ein Datum und Ihre Reisegruppe – hier sehen Sie dann Ihren Preis.",
  "bookingQuote.panel.heading": "Ihr Preis: {title}, {start} bis {end}",
  "bookingQuote.panel.included": "Inbegriffen",
  "bookingQuote.panel.onRequest": "Preis auf Anfrage",
  "bookingQuote.panel.total": "Gesamtpreis",
  "bookingQuote.panel.deposit": "Anzahlung bei Buchung ({percent} %)",
  "bookingQuote.panel.balanceNow": "Restzahlung sofort fällig",
  "bookingQuote.panel.balanceBy": "Restzahlung fällig bis {date}",
  "bookingQuote.panel.notPriced":
    "Für einige Tage stehen die Preise noch nicht fest: Den vollständigen Preis senden wir Ihnen mit Ihrer Buchung.",
  "bookingQuote.panel.about": "Etwa {amount}",
  "bookingQuote.live.refused": "Für diese Angaben konnten wir keinen Preis berechnen. Bitte prüfen Sie sie.",
  "bookingQuote.live.offline":
    "Der Preis konnte nicht abgerufen werden – offenbar sind Sie offline. Versuchen Sie es gleich noch einmal mit „Preis anzeigen“.",
  "bookingQuote.changed.title": "Der Preis hat sich geändert",
  "bookingQuote.changed.flow":
    "Unsere Tarife haben sich geändert, seit Ihnen Ihr Preis angezeigt wurde. Den neuen Preis sehen Sie unten: Bestätigen Sie die Buchung erneut, um ihn anzunehmen.",
  "bookingQuote.changed.safari":
    "Unsere Tarife haben sich geändert, seit Ihnen Ihr Preis angezeigt wurde. Den neuen Preis sehen Sie unten: Senden Sie die Buchung erneut, um ihn zu bestätigen.",
  "bookingQuote.error.residency": "Bitte wählen Sie Ihren Wohnsitz.",
  "bookingQuote.error.childAges":
    "Bitte geben Sie das Alter jedes Kindes in Jahren an, durch Kommas getrennt, zum Beispiel 4, 9.",
  "bookingQuote.error.childAgeRange":
    "Kinder können 0 bis {max} Jahre alt sein; Reisende ab {adultAge} Jahren gelten als Erwachsene.",
  "bookingQuote.error.agesForChildren":
    "{children, plural, one {Bitte geben Sie das Alter des Kindes an.} other {Bitte geben Sie das Alter aller # Kinder an.}}",
  "bookingQuote.error.noChildren": "Das Alter von Kindern brauchen wir nur, wenn Kinder mitreisen.",
  "bookingQuote.error.singles": "Die Zahl der Einzelzimmer muss eine ganze Zahl sein, 0 oder mehr.",
  "bookingQuote.error.singlesOverAdults": "Einzelzimmer sind Erwachsenen vorbehalten: Wählen Sie höchstens {adults}.",
  "bookingQuote.error.discountCode": "Ein Rabattcode besteht aus {min} bis {max} Buchstaben, Ziffern, „-“ oder „_“.",
});
