// Italian texts of the hotels and lodges list, a lodge's own page and the hotel card (English: ../en/hotels.ts).
import { defineTranslation } from "~/i18n/translate";
import type { hotelsMessages } from "../en/hotels";

export default defineTranslation<typeof hotelsMessages>({
  "hotels.meta.title": "Hotel e lodge",
  "hotels.meta.description":
    "I lodge, i campi tendati e le case sul mare che conosciamo di persona in Kenya e Tanzania, dal Maasai Mara al bordo del cratere fino alla costa di Zanzibar.",

  "hotels.hero.eyebrow": "Dove dormirete",
  "hotels.hero.title": "Hotel e lodge",
  "hotels.hero.subtitle":
    "Campi tendati sul fiume, lodge in pietra sul bordo del cratere e tranquille case sul mare: luoghi in cui abbiamo soggiornato e dove manderemmo le nostre stesse famiglie.",
  "hotels.hero.explore": "Scoprite i lodge",

  "hotels.intro.eyebrow": "Scelti di persona",
  "hotels.intro.title": "Un buon lodge è metà del safari",
  "hotels.intro.lead":
    "Conosciamo ciascuno di questi luoghi per la vista dalla veranda, il nome della guida principale e l’ora in cui gli elefanti scendono ad abbeverarsi. Abbiniamo il lodge alla stagione, al parco e al ritmo con cui desiderate viaggiare.",
  "hotels.intro.point.location.title": "Vicini agli animali",
  "hotels.intro.point.location.text":
    "All’interno dei parchi o ai loro margini, perché le vostre mattine inizino con la fauna e non con un lungo trasferimento.",
  "hotels.intro.point.people.title": "Gestiti da persone che conosciamo",
  "hotels.intro.point.people.text":
    "Proprietari e gestori con cui lavoriamo da anni, molti dei quali famiglie del posto.",
  "hotels.intro.point.fit.title": "Adatti al vostro viaggio",
  "hotels.intro.point.fit.text":
    "Camere familiari, suite per la luna di miele o una tenda appartata: prenotiamo ciò che si addice al vostro viaggio.",

  "hotels.list.eyebrow": "La nostra selezione",
  "hotels.list.title": "Lodge e campi tendati in tutta l’Africa orientale",
  "hotels.list.count": "{count, plural, one {# struttura} other {# strutture}}",

  "hotels.card.view": "Scoprite di più",
  "hotels.card.viewNamed": "Scoprite di più: {name}",
  "hotels.card.imageAlt": "{name}, {location}",

  "hotels.empty.title": "Nessuna struttura disponibile",
  "hotels.empty.text":
    "La nostra selezione di lodge è in fase di aggiornamento. Chiedeteci e vi suggeriremo la struttura giusta per il vostro viaggio.",
  "hotels.empty.contact": "Contattateci",

  "hotels.error.list": "Impossibile caricare le strutture. Riprovate più tardi.",
  "hotels.error.retry": "Riprova",
  "hotels.error.detail": "Impossibile caricare i dettagli della struttura.",

  "hotels.back": "Torna agli hotel e ai lodge",
  "hotels.notFound.text":
    "Potrebbe aver cambiato nome o non far più parte della nostra selezione. Tutti i lodge e i campi con cui collaboriamo sono nel nostro elenco.",

  "hotels.detail.location": "Posizione",
  "hotels.detail.destination": "Destinazione",
  "hotels.detail.aboutTitle": "{name} in breve",
  "hotels.detail.glance": "In sintesi",
  "hotels.detail.exploreDestination": "Scoprite {name}",
  "hotels.detail.imageAlt": "{name}, {location}",
  "hotels.detail.rooms": "Camere e tende",
  "hotels.detail.amenities": "Servizi",
  "hotels.detail.safaris.eyebrow": "Safari",
  "hotels.detail.safaris.title": "I safari con soggiorno presso {name}",
  "hotels.detail.more.eyebrow": "Continuate a esplorare",
  "hotels.detail.more.title": "Altre strutture",
  "hotels.detail.more.all": "Tutti gli hotel e i lodge",
  "hotels.detail.plan.eyebrow": "Organizzate il vostro soggiorno",
  "hotels.detail.plan.title": "Soggiornate presso {name} durante il vostro safari",
  "hotels.detail.plan.text":
    "I nostri consulenti possono inserire alcune notti qui in uno qualsiasi dei nostri safari, oppure costruire un viaggio intorno a questa struttura. Indicateci le vostre date e vi risponderemo entro {hours} ore.",
  "hotels.detail.plan.safaris": "Scoprite i safari",
  "hotels.detail.plan.contact": "Contattateci",
});
