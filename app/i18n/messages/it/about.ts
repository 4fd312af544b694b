// Italian texts of the About page (English: ../en/about.ts).
import { defineTranslation } from "~/i18n/translate";
import type { aboutMessages } from "../en/about";

export default defineTranslation<typeof aboutMessages>({
  "about.meta.title": "Chi siamo",
  "about.meta.description":
    "Heartbeest Safari è nata nel {year} dall’idea di una guida keniota con oltre vent’anni di esperienza nella savana. Conoscete il nostro team, le nostre guide e i partner per la conservazione che sostengono ogni viaggio.",

  "about.hero.eyebrow": "La nostra storia",
  "about.hero.title": "Chi è Heartbeest Safari",
  "about.hero.subtitle": "Il vostro partner di fiducia per i safari in Kenya e Tanzania dal {year}.",
  "about.hero.contact": "Contattateci",

  "about.story.eyebrow": "Dal {year}",
  "about.story.title": "La nostra storia",
  "about.story.p1":
    "Heartbeest Safari è nata nel {year} con una Land Cruiser, una guida e un’idea semplice: un safari deve essere guidato da chi sente quella terra come casa propria. Il nostro fondatore è cresciuto ai margini del Maasai Mara e, prima di fondare l’azienda, aveva già trascorso oltre vent’anni come guida tra Kenya e Tanzania.",
  "about.story.p2":
    "Le ha dato il nome dell’alcelafo (in inglese hartebeest), la paziente antilope che monta la guardia in cima a un termitaio mentre la mandria pascola: vigile, mai frettolosa, sempre attenta. È ancora così che viaggiamo. Il nostro team è cresciuto, ma ogni itinerario nasce a Nairobi, pensato da persone che quelle piste le hanno percorse, in quei campi hanno dormito e al fiume hanno atteso l’attraversamento.",
  "about.story.imageAlt": "La Land Cruiser di una guida parcheggiata sotto un’acacia al tramonto",
  "about.story.years": "Oltre {count} anni",
  "about.story.yearsLabel": "di esperienza sul campo dietro ogni viaggio",

  "about.mission.eyebrow": "Ciò che ci muove",
  "about.mission.title": "La nostra missione",
  "about.mission.text":
    "Far conoscere gli spazi selvaggi dell’Africa orientale con onestà e cura: piccoli gruppi, guide locali esperte e campi che restituiscono al territorio, perché i leoni, le praterie e le comunità che vi abitano accanto siano ancora rigogliosi quando verranno a vederli i vostri nipoti.",

  "about.values.eyebrow": "I nostri valori",
  "about.values.title": "In cosa crediamo",
  "about.value.guides.title": "Guide esperte",
  "about.value.guides.text":
    "Ogni nostra guida ha almeno 7 anni di esperienza sul campo e una certificazione in gestione della fauna selvatica. Sa leggere le tracce, riconosce gli uccelli dal canto e mantiene una distanza rispettosa, perché gli animali possano comportarsi in modo naturale.",
  "about.value.sustainable.title": "Turismo sostenibile",
  "about.value.sustainable.text":
    "Scegliamo campi alimentati a energia solare, che limitano il numero di veicoli e prendono in affitto la terra dai proprietari locali. Piccoli gruppi e percorsi ben pianificati significano meno polvere, meno rumore e più tempo con gli animali.",
  "about.value.community.title": "Impegno per le comunità",
  "about.value.community.text":
    "Il 10% dei nostri utili va a progetti comunitari: borse di studio, punti di accesso all’acqua potabile e cooperative femminili di lavorazione delle perline nei villaggi intorno ai parchi che visitiamo.",

  "about.approach.eyebrow": "Come viaggiamo",
  "about.approach.title": "Il nostro approccio",
  "about.approach.intro":
    "Non esistono due safari uguali tra quelli che organizziamo, perché non esistono due viaggiatori uguali. Partiamo da una conversazione, non da un catalogo.",
  "about.approach.step1.title": "Prima di tutto, ascoltare",
  "about.approach.step1.text":
    "Raccontateci quando potete partire, chi viaggerà con voi e che cosa sognate di vedere. Vi chiediamo del ritmo, del comfort e del budget prima di proporvi anche un solo parco.",
  "about.approach.step2.title": "Seguire le stagioni",
  "about.approach.step2.text":
    "Vi portiamo dove saranno gli animali nel mese del vostro viaggio: che si tratti degli attraversamenti del fiume Mara ad agosto o delle nascite nel Serengeti a febbraio.",
  "about.approach.step3.title": "Al vostro fianco",
  "about.approach.step3.text":
    "La vostra guida vi accompagna dall’aeroporto fino all’ultimo aperitivo al tramonto, e il nostro ufficio di Nairobi è reperibile ogni giorno che trascorrete nella savana.",
  "about.approach.imageAlt": "Viaggiatori osservano gli elefanti da un fuoristrada da safari aperto",

  "about.partners.eyebrow": "Conservazione",
  "about.partners.title": "I nostri partner per la conservazione",
  "about.partners.intro":
    "Collaboriamo con le organizzazioni che proteggono gli animali e gli habitat che i nostri ospiti vengono a scoprire, con finanziamenti, giornate sul campo e i dati sugli avvistamenti delle nostre guide.",
  "about.partner.wildlifeFund": "Wildlife Fund",
  "about.partner.lionTrust": "Lion Trust",
  "about.partner.elephantProject": "Elephant Project",
  "about.partner.rhinoCoalition": "Rhino Coalition",

  "about.cta.title": "Organizziamo insieme il vostro safari",
  "about.cta.text":
    "Che sia la vostra prima volta in Africa o la decima, saremo felici di aiutarvi a trovare la stagione giusta, il campo giusto e la guida giusta.",
  "about.cta.safaris": "Scoprite i safari",
  "about.cta.contact": "Contattateci",
});
