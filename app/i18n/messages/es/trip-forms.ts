// Spanish texts of the checks on the trip page's forms (English: ../en/trip-forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripFormsMessages } from "../en/trip-forms";

export default defineTranslation<typeof tripFormsMessages>({
  "tripForms.traveller.nameRequired": "Introduzca el nombre completo tal como figura en el pasaporte.",
  "tripForms.traveller.nameTooLong": "El nombre debe tener menos de {max} caracteres.",
  "tripForms.traveller.nationalityRequired": "Introduzca la nacionalidad que figura en el pasaporte.",
  "tripForms.traveller.nationalityTooLong": "La nacionalidad debe tener menos de {max} caracteres.",
  "tripForms.traveller.passportRequired": "Introduzca el número de pasaporte.",
  "tripForms.traveller.passportInvalid": "Un número de pasaporte tiene de 5 a 20 letras y cifras.",
  "tripForms.traveller.expiryRequired": "Introduzca la fecha de caducidad del pasaporte.",
  "tripForms.traveller.expiryInvalid": "Introduzca la fecha de caducidad como fecha, p. ej. 2030-05-31.",
  "tripForms.traveller.expiryBeforeTripEnd": "El pasaporte debe seguir siendo válido después del viaje.",
  "tripForms.warning.title": "Compruébelo antes de viajar",
  "tripForms.warning.passport":
    "El pasaporte de {name} caduca el {expiry}. Kenia y Tanzania exigen un pasaporte válido durante seis meses después de su salida, al menos hasta el {validUntil}: renuévelo antes del viaje.",
  "tripForms.warning.childAge":
    "{name} tendrá {age} años el primer día del viaje, pero el precio se calculó para {ages, plural, =0 {solo adultos} one {un niño de {agesList} años} other {niños de {agesList} años}}. Revisaremos el precio y le escribiremos si cambia.",
  "tripForms.traveller.birthRequired": "Introduzca la fecha de nacimiento.",
  "tripForms.traveller.birthInvalid": "Introduzca la fecha de nacimiento como fecha, p. ej. 1985-04-20.",
  "tripForms.traveller.birthFuture": "La fecha de nacimiento no puede ser futura.",
  "tripForms.traveller.notesTooLong": "Este texto debe tener menos de {max} caracteres.",
  "tripForms.traveller.contactTooLong": "El contacto debe tener menos de {max} caracteres.",
  "tripForms.proof.missing":
    "Elija un archivo: un PDF, JPEG o PNG de su permiso de residencia o de su documento de identidad.",
  "tripForms.proof.tooLarge": "El archivo supera los {max} MB.",
  "tripForms.proof.wrongType": "El archivo no es un PDF, JPEG ni PNG.",
});
