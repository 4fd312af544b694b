// Italian texts of the home page: hero, About carousel, the three previews and the closing call to action (English: ../en/home.ts).
import { defineTranslation } from "~/i18n/translate";
import type { homeMessages } from "../en/home";

export default defineTranslation<typeof homeMessages>({
  "home.meta.description":
    "Safari privati in Kenya e Tanzania dal 2010: la Grande Migrazione nel Maasai Mara e nel Serengeti, gli elefanti di Amboseli, Samburu e il cratere di Ngorongoro, con guide cresciute accanto ai parchi.",

  "home.hero.eyebrow": "Kenya e Tanzania",
  "home.hero.title": "Dove la natura segue ancora il suo tempo",
  "home.hero.subtitle":
    "Safari privati nel Maasai Mara, ad Amboseli, a Samburu e nel Serengeti, con guide cresciute accanto ai parchi.",
  "home.hero.browse": "Scoprite i safari",
  "home.hero.contact": "Contattateci",
  "home.hero.scroll": "Scoprite di più",

  "home.about.eyebrow": "Chi è Heartbeest Safari",
  "home.about.title": "Safari progettati da chi li guida",
  "home.about.label": "Chi siamo",
  "home.about.slide": "{index} di {total}",
  "home.about.carouselRole": "carosello",
  "home.about.slideRole": "diapositiva",
  "home.about.goTo": "Mostra la slide {index}: {title}",
  "home.about.previous": "Slide precedente",
  "home.about.next": "Slide successiva",
  "home.about.pause": "Metti in pausa la presentazione",
  "home.about.play": "Avvia la presentazione",
  "home.about.expert.title": "Safari con guide esperte",
  "home.about.expert.text":
    "Dal 2010 le nostre guide accompagnano i viaggiatori attraverso il Kenya e la Tanzania. Ognuna di loro ha almeno sette anni di esperienza sul campo e un certificato in gestione della fauna selvatica, e conosce i parchi stagione dopo stagione.",
  "home.about.expert.point1": "Guide con oltre 7 anni di esperienza",
  "home.about.expert.point2": "Itinerari calibrati sulla migrazione e sulle piogge",
  "home.about.family.title": "La vostra famiglia in safari",
  "home.about.family.text":
    "Dalla prima domanda fino al rientro in aeroporto, è un piccolo team a prendersi cura di voi. Rispondiamo entro 24 ore, conosciamo ogni campo che prenotiamo e il 10% dei nostri utili va alle comunità che vivono intorno ai parchi.",
  "home.about.family.point1": "Un solo team, dalla progettazione all’arrivederci",
  "home.about.family.point2": "Il 10% degli utili a progetti per le comunità",
  "home.about.learnMore": "Scoprite chi siamo",

  "home.safaris.eyebrow": "Safari più amati",
  "home.safaris.title": "I viaggi che i nostri ospiti amano di più",
  "home.safaris.all": "Tutti i safari",
  "home.safaris.empty": "Nessun safari trovato",
  "home.safaris.emptyText":
    "I viaggi della nuova stagione sono in arrivo. Scriveteci e ne organizzeremo uno su misura per voi.",

  "home.destinations.eyebrow": "Destinazioni in evidenza",
  "home.destinations.title": "Paesaggi che valgono il lungo volo",
  "home.destinations.all": "Tutte le destinazioni",
  "home.destinations.empty": "Nessuna destinazione trovata",
  "home.destinations.emptyText":
    "Le nostre guide alle destinazioni sono in preparazione. Chiedeteci pure di qualsiasi parco del Kenya o della Tanzania.",

  "home.reviews.eyebrow": "Recensioni degli ospiti",
  "home.reviews.title": "Con le parole dei nostri viaggiatori",
  "home.reviews.summary": "{average} su 5 in base a {count, plural, one {# recensione} other {# recensioni}}",
  "home.reviews.all": "Tutte le recensioni",
  "home.reviews.empty": "Nessuna recensione trovata",
  "home.reviews.emptyText": "Siate i primi a raccontare la vostra esperienza",
  "home.reviews.share": "Raccontate la vostra esperienza",

  "home.cta.eyebrow": "Iniziate a progettare",
  "home.cta.title": "Pronti ad ascoltare il risveglio della savana?",
  "home.cta.text":
    "Diteci quando vorreste partire e che cosa sperate di vedere. Vi risponderemo entro 24 ore con idee, date e un prezzo chiaro.",
  "home.cta.contact": "Contattateci",
  "home.cta.browse": "Scoprite i safari",
});
