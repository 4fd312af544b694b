// French texts of the checks on the trip page's forms (English: ../en/trip-forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripFormsMessages } from "../en/trip-forms";

export default defineTranslation<typeof tripFormsMessages>({
  "tripForms.traveller.nameRequired": "Saisissez le nom complet tel qu’il figure sur le passeport.",
  "tripForms.traveller.nameTooLong": "Le nom doit compter moins de {max} caractères.",
  "tripForms.traveller.nationalityRequired": "Saisissez la nationalité indiquée sur le passeport.",
  "tripForms.traveller.nationalityTooLong": "La nationalité doit compter moins de {max} caractères.",
  "tripForms.traveller.passportRequired": "Saisissez le numéro de passeport.",
  "tripForms.traveller.passportInvalid": "Un numéro de passeport compte de 5 à 20 lettres et chiffres.",
  "tripForms.traveller.expiryRequired": "Saisissez la date d’expiration du passeport.",
  "tripForms.traveller.expiryInvalid": "Saisissez la date d’expiration sous forme de date, par ex. 2030-05-31.",
  "tripForms.traveller.expiryBeforeTripEnd": "Le passeport doit être encore valable après le voyage.",
  "tripForms.warning.title": "À vérifier avant le départ",
  "tripForms.warning.passport":
    "Le passeport de {name} expire le {expiry}. Le Kenya et la Tanzanie demandent un passeport valable six mois après votre départ, au moins jusqu’au {validUntil} : merci de le renouveler avant le voyage.",
  "tripForms.warning.childAge":
    "{name} aura {age} ans le premier jour du voyage, mais le prix a été calculé pour {ages, plural, =0 {des adultes seulement} one {un enfant de {agesList} ans} other {des enfants de {agesList} ans}}. Nous vérifions le prix et vous écrirons s’il change.",
  "tripForms.traveller.birthRequired": "Saisissez la date de naissance.",
  "tripForms.traveller.birthInvalid": "Saisissez la date de naissance sous forme de date, par ex. 1985-04-20.",
  "tripForms.traveller.birthFuture": "La date de naissance ne peut pas être dans le futur.",
  "tripForms.traveller.notesTooLong": "Ce texte doit compter moins de {max} caractères.",
  "tripForms.traveller.contactTooLong": "Le contact doit compter moins de {max} caractères.",
  "tripForms.proof.missing":
    "Choisissez un fichier : un PDF, JPEG ou PNG de votre titre de séjour ou de votre pièce d’identité.",
  "tripForms.proof.tooLarge": "Le fichier dépasse {max} Mo.",
  "tripForms.proof.wrongType": "Le fichier n’est pas un PDF, JPEG ou PNG.",
});
