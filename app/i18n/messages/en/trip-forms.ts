// Texts of the checks on the trip page's forms: the travellers' passport details and a proof of residency.
import { defineMessages } from "~/i18n/translate";

export const tripFormsMessages = defineMessages("trip-forms", {
  "tripForms.traveller.nameRequired": "Enter the full name as it is written in the passport.",
  "tripForms.traveller.nameTooLong": "Keep the name under {max} characters.",
  "tripForms.traveller.nationalityRequired": "Enter the nationality shown in the passport.",
  "tripForms.traveller.nationalityTooLong": "Keep the nationality under {max} characters.",
  "tripForms.traveller.passportRequired": "Enter the passport number.",
  "tripForms.traveller.passportInvalid": "A passport number has 5 to 20 letters and digits.",
  "tripForms.traveller.expiryRequired": "Enter the passport's expiry date.",
  "tripForms.traveller.expiryInvalid": "Enter the expiry date as a date, e.g. 2030-05-31.",
  "tripForms.traveller.expiryBeforeTripEnd": "The passport must still be valid after the trip.",
  "tripForms.warning.title": "Please check before you travel",
  "tripForms.warning.passport":
    "{name}'s passport expires on {expiry}. Kenya and Tanzania ask for a passport valid for six months after you leave, until {validUntil} at least: please renew it before the trip.",
  "tripForms.warning.childAge":
    "{name} will be {age} on the first day of the trip, but the price was worked out for {ages, plural, =0 {adults only} one {a child of {agesList}} other {children of {agesList}}}. We will check the price and write to you if it changes.",
  "tripForms.traveller.birthRequired": "Enter the date of birth.",
  "tripForms.traveller.birthInvalid": "Enter the date of birth as a date, e.g. 1985-04-20.",
  "tripForms.traveller.birthFuture": "The date of birth cannot be in the future.",
  "tripForms.traveller.notesTooLong": "Keep this under {max} characters.",
  "tripForms.traveller.contactTooLong": "Keep the contact under {max} characters.",
  "tripForms.proof.missing": "Choose a file: a PDF, JPEG or PNG of your residence permit or ID.",
  "tripForms.proof.tooLarge": "The file is larger than {max} MB.",
  "tripForms.proof.wrongType": "The file is not a PDF, JPEG or PNG.",
});
