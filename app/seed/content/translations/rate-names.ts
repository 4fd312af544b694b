// The sample seasons' and parks' names in German, French, Italian and Spanish: travellers read them in the
// season calendar, the itinerary and every quote line. A season's name is its kind of weather and its year
// (app/seed/content/rates.ts), so each language gives the words and keeps the year as it is; parks are keyed
// by slug, named as a traveller reading the language would find them in a guidebook.
import type { TranslatedLocale } from "~/i18n/locales";

/** The English season names without their year ("High season"), as the sample writes them. */
type SeasonWords =
  | "Short dry season"
  | "Long rains"
  | "Early dry season"
  | "High season"
  | "Short rains"
  | "Festive season";

const SEASON_WORDS: Record<TranslatedLocale, Record<SeasonWords, string>> = {
  de: {
    "Short dry season": "Kurze Trockenzeit",
    "Long rains": "Große Regenzeit",
    "Early dry season": "Beginn der Trockenzeit",
    "High season": "Hochsaison",
    "Short rains": "Kleine Regenzeit",
    "Festive season": "Feiertagssaison",
  },
  fr: {
    "Short dry season": "Petite saison sèche",
    "Long rains": "Grandes pluies",
    "Early dry season": "Début de la saison sèche",
    "High season": "Haute saison",
    "Short rains": "Petites pluies",
    "Festive season": "Saison des fêtes",
  },
  it: {
    "Short dry season": "Breve stagione secca",
    "Long rains": "Grandi piogge",
    "Early dry season": "Inizio della stagione secca",
    "High season": "Alta stagione",
    "Short rains": "Piccole piogge",
    "Festive season": "Stagione delle feste",
  },
  es: {
    "Short dry season": "Estación seca corta",
    "Long rains": "Lluvias largas",
    "Early dry season": "Comienzo de la estación seca",
    "High season": "Temporada alta",
    "Short rains": "Lluvias cortas",
    "Festive season": "Temporada de fiestas",
  },
};

/** "High season 2027" in `locale` ("Hochsaison 2027"); undefined for a name the sample does not write. */
export function sampleSeasonName(english: string, locale: TranslatedLocale): string | undefined {
  const match = /^(.+) (\d{4}(?:\/\d{2})?)$/.exec(english);
  if (!match) return undefined;
  const words = SEASON_WORDS[locale][match[1] as SeasonWords] as string | undefined;
  return words && `${words} ${match[2]}`;
}

/** The sample parks' names by slug (app/seed/content/rates.ts). */
export const SAMPLE_PARK_NAMES: Record<TranslatedLocale, Record<string, string>> = {
  de: {
    "maasai-mara": "Nationalreservat Maasai Mara",
    "mara-north-conservancy": "Schutzgebiet Mara North",
    amboseli: "Amboseli-Nationalpark",
    "lake-nakuru": "Nakurusee-Nationalpark",
    samburu: "Nationalreservat Samburu",
    "tsavo-west": "Tsavo-West-Nationalpark",
    "tsavo-east": "Tsavo-Ost-Nationalpark",
    "kisite-mpunguti": "Meeresnationalpark Kisite-Mpunguti",
    serengeti: "Serengeti-Nationalpark",
    ngorongoro: "Ngorongoro-Schutzgebiet",
    tarangire: "Tarangire-Nationalpark",
  },
  fr: {
    "maasai-mara": "Réserve nationale du Maasai Mara",
    "mara-north-conservancy": "Réserve privée de Mara North",
    amboseli: "Parc national d’Amboseli",
    "lake-nakuru": "Parc national du lac Nakuru",
    samburu: "Réserve nationale de Samburu",
    "tsavo-west": "Parc national de Tsavo Ouest",
    "tsavo-east": "Parc national de Tsavo Est",
    "kisite-mpunguti": "Parc marin de Kisite-Mpunguti",
    serengeti: "Parc national du Serengeti",
    ngorongoro: "Zone de conservation du Ngorongoro",
    tarangire: "Parc national de Tarangire",
  },
  it: {
    "maasai-mara": "Riserva nazionale del Maasai Mara",
    "mara-north-conservancy": "Riserva privata di Mara North",
    amboseli: "Parco nazionale di Amboseli",
    "lake-nakuru": "Parco nazionale del lago Nakuru",
    samburu: "Riserva nazionale di Samburu",
    "tsavo-west": "Parco nazionale dello Tsavo Ovest",
    "tsavo-east": "Parco nazionale dello Tsavo Est",
    "kisite-mpunguti": "Parco marino di Kisite-Mpunguti",
    serengeti: "Parco nazionale del Serengeti",
    ngorongoro: "Area di conservazione di Ngorongoro",
    tarangire: "Parco nazionale di Tarangire",
  },
  es: {
    "maasai-mara": "Reserva Nacional de Maasai Mara",
    "mara-north-conservancy": "Reserva privada de Mara North",
    amboseli: "Parque Nacional de Amboseli",
    "lake-nakuru": "Parque Nacional del Lago Nakuru",
    samburu: "Reserva Nacional de Samburu",
    "tsavo-west": "Parque Nacional de Tsavo Oeste",
    "tsavo-east": "Parque Nacional de Tsavo Este",
    "kisite-mpunguti": "Parque Marino de Kisite-Mpunguti",
    serengeti: "Parque Nacional del Serengeti",
    ngorongoro: "Área de Conservación de Ngorongoro",
    tarangire: "Parque Nacional de Tarangire",
  },
};
