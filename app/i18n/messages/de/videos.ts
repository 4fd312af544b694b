// German texts of the video gallery: hero, category chips, cards, the player and the empty and error states (English: ../en/videos.ts).
import { defineTranslation } from "~/i18n/translate";
import type { videosMessages } from "../en/videos";

export default defineTranslation<typeof videosMessages>({
  "videos.meta.title": "Videogalerie",
  "videos.meta.description":
    "Kurzfilme von unseren Safaris in Kenia und Tansania: Wildtiere im ersten Licht, die Kultur der Massai, unsere Lieblingslodges, Porträts der Reiseziele und Aktivitäten von der Ballonfahrt bis zum Segeln mit der Dhau.",
  "videos.hero.eyebrow": "Videogalerie",
  "videos.hero.title": "Die Savanne in Bewegung",
  "videos.hero.subtitle":
    "Flussüberquerungen, Pirschfahrten im Morgengrauen, Abende in der Lodge und die Menschen, die eine Safari ausmachen: Schauen Sie hinein, bevor Sie reisen.",
  "videos.list.title": "Unsere Filme",
  "videos.list.count": "{count, plural, one {# Video} other {# Videos}}",
  "videos.filter.label": "Videos nach Kategorie filtern",
  "videos.category.all": "Alle",
  "videos.category.wildlife": "Wildtiere",
  "videos.category.culture": "Kultur",
  "videos.category.accommodations": "Unterkünfte",
  "videos.category.destinations": "Reiseziele",
  "videos.category.activities": "Aktivitäten",
  "videos.category.general": "Allgemein",
  "videos.card.play": "Video abspielen: {title}",
  "videos.card.published": "Veröffentlicht am {date}",
  "videos.player.close": "Video schließen",
  "videos.player.frameTitle": "YouTube-Videoplayer: {title}",
  "videos.player.loading": "Player wird geladen …",
  "videos.empty.channel": "Auf unserem YouTube-Kanal wurden keine Videos gefunden.",
  "videos.empty.category": "In dieser Kategorie wurden keine Videos gefunden.",
  "videos.empty.showAll": "Alle Videos anzeigen",
  "videos.error.title": "Fehler beim Laden der Videos",
  "videos.error.text": "Die Videos konnten nicht von YouTube geladen werden. Bitte versuchen Sie es später erneut.",
  "videos.error.retry": "Erneut versuchen",
  "videos.cta.title": "Genug gesehen, um ins Träumen zu geraten?",
  "videos.cta.text":
    "Jeder Film hier ist auf einer unserer Reisen entstanden. Sagen Sie uns, welche Momente Sie selbst erleben möchten.",
  "videos.cta.safaris": "Safaris entdecken",
  "videos.cta.contact": "Kontakt aufnehmen",
});
