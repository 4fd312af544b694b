// Italian texts of the safari list, a safari's own page, the safari card and the 'Book This Safari' panel (English: ../en/safaris.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safarisMessages } from "../en/safaris";

export default defineTranslation<typeof safarisMessages>({
  "safaris.meta.title": "Pacchetti safari",
  "safaris.meta.description":
    "Pacchetti safari in Kenya e Tanzania: la Grande Migrazione, Amboseli ai piedi del Kilimanjaro, Samburu, il Serengeti e viaggi tra savana e mare, con itinerari giorno per giorno e prezzi.",

  "safaris.hero.eyebrow": "Kenya e Tanzania",
  "safaris.hero.title": "Pacchetti safari",
  "safaris.hero.subtitle":
    "Viaggi che abbiamo vissuto di persona, su strada e in volo, dormendo negli stessi campi: ciascuno modellato sulla stagione e sul ritmo con cui desiderate viaggiare.",
  "safaris.list.eyebrow": "I nostri viaggi",
  "safaris.list.title": "Pacchetti safari in evidenza",
  "safaris.list.intro":
    "Ogni pacchetto è un punto di partenza: adattiamo i giorni, i campi e il budget alle vostre esigenze, poi vi inviamo un programma scritto entro 24 ore.",
  "safaris.list.empty": "Nessun safari trovato",
  "safaris.list.emptyText":
    "I viaggi della nuova stagione sono in preparazione. Raccontateci che cosa avete in mente e lo organizzeremo per voi.",
  "safaris.list.emptyAction": "Contattateci",
  "safaris.list.error": "Impossibile caricare i pacchetti safari",
  "safaris.list.errorText": "Riprovate più tardi.",
  "safaris.list.retry": "Riprova",
  "safaris.cta.title": "Non è proprio il viaggio che avevate in mente?",
  "safaris.cta.text":
    "Indicateci il mese, i parchi e il tipo di campo che preferite. Vi prepareremo un itinerario privato con un prezzo chiaro.",
  "safaris.cta.contact": "Progettate un safari su misura",

  "safaris.price.from": "Da {price} a persona",
  "safaris.price.residentsFrom": "Residenti da {price}",

  "safaris.card.view": "Scoprite di più",
  "safaris.card.viewNamed": "Scoprite di più: {title}",
  "safaris.card.imageAlt": "{title}",

  "safaris.detail.back": "Torna a tutti i safari",
  "safaris.detail.book": "Prenotate questo safari",
  "safaris.detail.countries": "{first} e {second}",
  "safaris.detail.bestMonths": "Periodo migliore: {months}",
  "safaris.detail.overview": "Panoramica",
  "safaris.detail.price": "Prezzo",
  "safaris.detail.highlights": "Punti salienti",
  "safaris.detail.included": "La quota comprende",
  "safaris.detail.excluded": "La quota non comprende",
  "safaris.detail.itinerary": "Itinerario dettagliato",
  "safaris.detail.itineraryIntro":
    "Giorno per giorno, così come lo proponiamo di solito. Ogni giornata può essere modificata in base alle vostre esigenze.",
  "safaris.detail.itineraryMissing":
    "Il programma giorno per giorno di questo safari è in fase di definizione. Chiedetecelo e ve lo invieremo insieme a un preventivo.",
  "safaris.detail.day": "Giorno {day}: {title}",
  "safaris.detail.park": "Parco",
  "safaris.detail.accommodation": "Sistemazione",
  "safaris.detail.meals": "Pasti",
  "safaris.detail.notSpecified": "Non specificato",
  "safaris.detail.notFoundText":
    "Questo safari potrebbe non essere più in programma, oppure il link contiene un errore di battitura.",
  "safaris.detail.errorTitle": "Non siamo riusciti a caricare questo safari",

  "safaris.panel.title": "Prenotate questo safari",
  "safaris.panel.intro":
    "Inviateci le vostre date e il numero di partecipanti. Vi risponderemo entro 24 ore con la disponibilità e un preventivo.",
  "safaris.panel.request": "Richiedete questo safari",
  "safaris.panel.stepByStep": "Preferite procedere una pagina alla volta, scegliendo come pagare?",
  "safaris.panel.stepByStepLink": "Prenotate in tre passaggi",
  "safaris.panel.call": "Preferite parlarne a voce? Chiamateci al numero",
  "safaris.panel.cancellation": "Cancellazione gratuita fino a {days} giorni prima della partenza.",
});
