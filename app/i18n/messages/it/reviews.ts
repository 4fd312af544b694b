// Italian texts of the Reviews page and the 'Share Your Experience' form (English: ../en/reviews.ts).
import { defineTranslation } from "~/i18n/translate";
import type { reviewsMessages } from "../en/reviews";

export default defineTranslation<typeof reviewsMessages>({
  "reviews.meta.title": "Recensioni degli ospiti",
  "reviews.meta.description":
    "Che cosa raccontano i viaggiatori dei loro safari con Heartbeest Safari in Kenya e Tanzania: recensioni sincere dei nostri ospiti, pubblicate dopo ogni viaggio.",

  "reviews.hero.eyebrow": "Recensioni degli ospiti",
  "reviews.hero.title": "Racconti dalla savana",
  "reviews.hero.subtitle":
    "Nessuno lo racconta meglio dei viaggiatori: le sveglie all’alba, gli attraversamenti dei fiumi, le guide diventate amiche.",
  "reviews.hero.share": "Raccontate la vostra esperienza",

  "reviews.summary.label": "Valutazione media degli ospiti",
  "reviews.summary.value": "{average} su 5",
  "reviews.summary.count": "{count, plural, one {in base a # recensione} other {in base a # recensioni}}",

  "reviews.list.title": "Che cosa dicono i nostri ospiti",
  "reviews.tabs.label": "Filtra le recensioni",
  "reviews.tabs.all": "Tutte le recensioni",
  "reviews.tabs.fiveStar": "Recensioni a 5 stelle",

  "reviews.empty.title": "Nessuna recensione trovata",
  "reviews.empty.text": "Siate i primi a raccontare la vostra esperienza",
  "reviews.error.title": "Errore nel caricamento delle recensioni",
  "reviews.error.text": "Riprovate più tardi",

  "reviews.pagination.label": "Pagine delle recensioni",
  "reviews.pagination.previous": "Precedente",
  "reviews.pagination.next": "Successiva",
  "reviews.pagination.page": "Pagina {page}",
  "reviews.pagination.status": "Pagina {page} di {pages}",

  "reviews.stars.label": "{rating} stelle su 5",

  "reviews.form.title": "Raccontate la vostra esperienza",
  "reviews.form.intro":
    "Raccontate il vostro safari ai futuri viaggiatori. Il vostro indirizzo e-mail non viene mai mostrato: lo usiamo solo se abbiamo una domanda sulla vostra recensione.",
  "reviews.form.name": "Il vostro nome",
  "reviews.form.email": "E-mail",
  "reviews.form.rating": "La vostra valutazione",
  "reviews.form.ratingOption": "{rating, plural, one {# stella} other {# stelle}}",
  "reviews.form.comment": "La vostra recensione",
  "reviews.form.commentHint": "Che cosa ha reso speciale il vostro safari? Massimo {max} caratteri.",
  "reviews.form.submit": "Invia la recensione",
  "reviews.form.submitting": "Invio in corso...",
  "reviews.form.cancel": "Annulla",
  "reviews.form.close": "Chiudi",
  "reviews.form.moderationNote": "Le recensioni compaiono su questa pagina dopo l’approvazione del nostro team.",

  "reviews.validation.nameRequired": "Il nome è obbligatorio",
  "reviews.validation.emailInvalid": "Indirizzo e-mail non valido",
  "reviews.validation.commentRequired": "Il testo della recensione è obbligatorio",
  "reviews.validation.ratingRequiredTitle": "Valutazione obbligatoria",
  "reviews.validation.ratingRequired": "Selezionate una valutazione prima di inviare la vostra recensione.",
  "reviews.validation.tooLong": "Usate al massimo {max} caratteri",

  "reviews.toast.successTitle": "Recensione inviata",
  "reviews.toast.successText":
    "Grazie per aver condiviso con noi la vostra esperienza! La vostra recensione comparirà sul nostro sito dopo l’approvazione del nostro team.",
  "reviews.toast.errorTitle": "Errore",
  "reviews.toast.errorText": "Non è stato possibile inviare la vostra recensione. Riprovate.",
  "reviews.toast.unexpected": "Si è verificato un errore imprevisto. Riprovate.",
  "reviews.toast.rateLimitedTitle": "Troppe richieste",
  "reviews.toast.rateLimited":
    "Dalla vostra connessione sono state inviate troppe recensioni. Riprovate tra {minutes, plural, one {# minuto} other {# minuti}}.",

  "reviews.featured.title": "Hanno parlato di noi",
  "reviews.featured.label": "Logo di {name}",

  "reviews.cta.title": "Pronti a scrivere la vostra storia?",
  "reviews.cta.text":
    "Scoprite i nostri safari, oppure raccontateci che cosa avete in mente e lo organizzeremo insieme a voi.",
  "reviews.cta.safaris": "Scoprite i safari",
  "reviews.cta.contact": "Contattateci",

  "reviews.email.subject": "Nuova recensione di {name} ({rating}/5) in attesa di approvazione",
  "reviews.email.heading": "Una recensione di un ospite è in attesa di approvazione",
  "reviews.email.intro":
    "È arrivata una recensione dal sito. Resterà nascosta finché un membro dello staff non la approverà nel portale.",
  "reviews.email.name": "Nome",
  "reviews.email.email": "E-mail",
  "reviews.email.rating": "Valutazione",
  "reviews.email.comment": "Recensione",
  "reviews.email.moderate": "Approvatela o nascondetela qui: {url}",
});
