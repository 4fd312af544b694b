// Italian texts of the video gallery: hero, category chips, cards, the player and the empty and error states (English: ../en/videos.ts).
import { defineTranslation } from "~/i18n/translate";
import type { videosMessages } from "../en/videos";

export default defineTranslation<typeof videosMessages>({
  "videos.meta.title": "Galleria video",
  "videos.meta.description":
    "Brevi filmati dai nostri safari in Kenya e Tanzania: la fauna alle prime luci dell’alba, la cultura maasai, i lodge che amiamo, guide alle destinazioni e attività che vanno dai voli in mongolfiera alle uscite in dhow.",

  "videos.hero.eyebrow": "Galleria video",
  "videos.hero.title": "La savana in movimento",
  "videos.hero.subtitle":
    "Attraversamenti dei fiumi, uscite all’alba, serate al lodge e le persone che danno vita a un safari: guardate prima di partire.",

  "videos.list.title": "Guardate i nostri filmati",
  "videos.list.count": "{count, plural, one {# video} other {# video}}",
  "videos.filter.label": "Filtra i video per categoria",
  "videos.category.all": "Tutti",
  "videos.category.wildlife": "Fauna",
  "videos.category.culture": "Cultura",
  "videos.category.accommodations": "Strutture",
  "videos.category.destinations": "Destinazioni",
  "videos.category.activities": "Attività",
  "videos.category.general": "Generale",

  "videos.card.play": "Riproduci il video: {title}",
  "videos.card.published": "Pubblicato il {date}",

  "videos.player.close": "Chiudi il video",
  "videos.player.frameTitle": "Lettore video di YouTube: {title}",
  "videos.player.loading": "Caricamento del lettore…",

  "videos.empty.channel": "Nessun video trovato sul nostro canale YouTube.",
  "videos.empty.category": "Nessun video trovato in questa categoria.",
  "videos.empty.showAll": "Mostra tutti i video",
  "videos.error.title": "Errore nel caricamento dei video",
  "videos.error.text": "Non è stato possibile caricare i video da YouTube. Riprovate più tardi.",
  "videos.error.retry": "Riprova",

  "videos.cta.title": "Avete già voglia di partire?",
  "videos.cta.text":
    "Ogni filmato che vedete qui è stato girato durante uno dei nostri viaggi. Diteci quali momenti desiderate vivere di persona.",
  "videos.cta.safaris": "Scoprite i safari",
  "videos.cta.contact": "Contattateci",
});
