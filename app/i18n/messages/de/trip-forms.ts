// German texts of the checks on the trip page's forms (English: ../en/trip-forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripFormsMessages } from "../en/trip-forms";

export default defineTranslation<typeof tripFormsMessages>({
  "tripForms.traveller.nameRequired": "Geben Sie den vollständigen Namen so ein, wie er im Reisepass steht.",
  "tripForms.traveller.nameTooLong": "Der Name muss kürzer als {max} Zeichen sein.",
  "tripForms.traveller.nationalityRequired": "Geben Sie die Staatsangehörigkeit laut Reisepass ein.",
  "tripForms.traveller.nationalityTooLong": "Die Staatsangehörigkeit muss kürzer als {max} Zeichen sein.",
  "tripForms.traveller.passportRequired": "Geben Sie die Reisepassnummer ein.",
  "tripForms.traveller.passportInvalid": "Eine Reisepassnummer besteht aus 5 bis 20 Buchstaben und Ziffern.",
  "tripForms.traveller.expiryRequired": "Geben Sie das Ablaufdatum des Reisepasses ein.",
  "tripForms.traveller.expiryInvalid": "Geben Sie das Ablaufdatum als Datum ein, z. B. 2030-05-31.",
  "tripForms.traveller.expiryBeforeTripEnd": "Der Reisepass muss über das Reiseende hinaus gültig sein.",
  "tripForms.warning.title": "Bitte vor der Reise prüfen",
  "tripForms.warning.passport":
    "Der Reisepass von {name} läuft am {expiry} ab. Kenia und Tansania verlangen einen Pass, der nach der Ausreise noch sechs Monate gültig ist, mindestens bis zum {validUntil}: Bitte erneuern Sie ihn vor der Reise.",
  "tripForms.warning.childAge":
    "{name} ist am ersten Reisetag {age} Jahre alt, der Preis wurde aber für {ages, plural, =0 {nur Erwachsene} one {ein Kind von {agesList} Jahren} other {Kinder von {agesList} Jahren}} berechnet. Wir prüfen den Preis und schreiben Ihnen, falls er sich ändert.",
  "tripForms.traveller.birthRequired": "Geben Sie das Geburtsdatum ein.",
  "tripForms.traveller.birthInvalid": "Geben Sie das Geburtsdatum als Datum ein, z. B. 1985-04-20.",
  "tripForms.traveller.birthFuture": "Das Geburtsdatum darf nicht in der Zukunft liegen.",
  "tripForms.traveller.notesTooLong": "Dieser Text muss kürzer als {max} Zeichen sein.",
  "tripForms.traveller.contactTooLong": "Der Notfallkontakt muss kürzer als {max} Zeichen sein.",
  "tripForms.proof.missing":
    "Wählen Sie eine Datei: ein PDF, JPEG oder PNG Ihrer Aufenthaltserlaubnis oder Ihres Ausweises.",
  "tripForms.proof.tooLarge": "Die Datei ist größer als {max} MB.",
  "tripForms.proof.wrongType": "Die Datei ist kein PDF, JPEG oder PNG.",
});
