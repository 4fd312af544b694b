// Italian texts of what every form says when the server (or the network) refuses a post (English: ../en/forms.ts).
import { defineTranslation } from "~/i18n/translate";
import type { formsMessages } from "../en/forms";

export default defineTranslation<typeof formsMessages>({
  "forms.refusal.network":
    "Non siamo riusciti a raggiungere il nostro server, quindi non è stato inviato nulla. Controllate la connessione e riprovate: ciò che avete scritto è ancora qui.",
  "forms.refusal.badRequest": "Non siamo riusciti a leggere questo modulo. Controllatelo e inviatelo di nuovo.",
  "forms.refusal.forbidden":
    "Questo modulo è stato rifiutato perché non proveniva dal nostro sito. Ricaricate la pagina e inviatelo di nuovo.",
  "forms.refusal.notFound": "Ciò a cui si riferisce questo modulo non esiste più. Ricaricate la pagina.",
  "forms.refusal.conflict":
    "Nel frattempo qualcuno ha apportato una modifica. Ricaricate la pagina per vedere la versione più recente, poi riprovate.",
  "forms.refusal.tooLarge":
    "Questo modulo è troppo grande per essere inviato. Accorciatelo o allegate file più piccoli.",
  "forms.refusal.tooMany": "Troppi tentativi in poco tempo. Attendete qualche minuto e riprovate.",
  "forms.refusal.failed": "Si è verificato un problema da parte nostra e non è stato salvato nulla. Riprovate.",
  "forms.refusal.unavailable":
    "Al momento non possiamo salvare a causa di una breve interruzione del servizio. Riprovate tra un minuto: ciò che avete scritto è ancora qui.",
});
