// Italian texts of the checks on the trip page's forms (English: ../en/trip-forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripFormsMessages } from "../en/trip-forms";

export default defineTranslation<typeof tripFormsMessages>({
  "tripForms.traveller.nameRequired": "Inserite il nome completo come riportato sul passaporto.",
  "tripForms.traveller.nameTooLong": "Il nome deve avere meno di {max} caratteri.",
  "tripForms.traveller.nationalityRequired": "Inserite la cittadinanza indicata sul passaporto.",
  "tripForms.traveller.nationalityTooLong": "La cittadinanza deve avere meno di {max} caratteri.",
  "tripForms.traveller.passportRequired": "Inserite il numero del passaporto.",
  "tripForms.traveller.passportInvalid": "Un numero di passaporto ha da 5 a 20 lettere e cifre.",
  "tripForms.traveller.expiryRequired": "Inserite la data di scadenza del passaporto.",
  "tripForms.traveller.expiryInvalid": "Inserite la data di scadenza come data, ad es. 2030-05-31.",
  "tripForms.traveller.expiryBeforeTripEnd": "Il passaporto deve essere ancora valido dopo il viaggio.",
  "tripForms.warning.title": "Da controllare prima della partenza",
  "tripForms.warning.passport":
    "Il passaporto di {name} scade il {expiry}. Kenya e Tanzania chiedono un passaporto valido per sei mesi dopo la partenza, almeno fino al {validUntil}: rinnovatelo prima del viaggio.",
  "tripForms.warning.childAge":
    "{name} avrà {age} anni il primo giorno del viaggio, ma il prezzo è stato calcolato per {ages, plural, =0 {soli adulti} one {un bambino di {agesList} anni} other {bambini di {agesList} anni}}. Verificheremo il prezzo e vi scriveremo se cambia.",
  "tripForms.traveller.birthRequired": "Inserite la data di nascita.",
  "tripForms.traveller.birthInvalid": "Inserite la data di nascita come data, ad es. 1985-04-20.",
  "tripForms.traveller.birthFuture": "La data di nascita non può essere nel futuro.",
  "tripForms.traveller.notesTooLong": "Questo testo deve avere meno di {max} caratteri.",
  "tripForms.traveller.contactTooLong": "Il contatto deve avere meno di {max} caratteri.",
  "tripForms.proof.missing":
    "Scegliete un file: un PDF, JPEG o PNG del vostro permesso di soggiorno o del vostro documento d’identità.",
  "tripForms.proof.tooLarge": "Il file supera i {max} MB.",
  "tripForms.proof.wrongType": "Il file non è un PDF, JPEG o PNG.",
});
