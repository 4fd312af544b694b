// German sample lodges and camps: descriptions, rooms and amenities (English: ../../hotels.ts).
import type { HotelTranslations } from "../types";

const hotels: HotelTranslations = {
  "mara-riverbend-camp": {
    location: "Maasai Mara, Kenia",
    description:
      "Zwölf Zelte aus Segeltuch an einer bewaldeten Biegung des Mara-Flusses, jedes auf einer erhöhten Plattform mit Blick aufs Wasser, wo die Flusspferde die ganze Nacht hindurch grunzen. Während der Tierwanderung sind die Übergangsstellen nur eine kurze Fahrt entfernt – Sie stehen schon am Ufer, wenn andere noch unterwegs sind. Die Mahlzeiten werden im offenen Speisezelt oder am Lagerfeuer serviert, und das Camp läuft mit Solarstrom und sonnengewärmtem Wasser.",
    rooms: [
      "10 Zelte am Fluss mit eigenem Bad und Außendusche",
      "2 Familienzelte für vier Personen, mit zwei Schlafzimmern",
    ],
    amenities: [
      "Solarstrom und Warmwasser",
      "Offenes Speisezelt und Lagerfeuer",
      "Picknick zu Mittag am Flussufer",
      "Lademöglichkeit im Speisezelt",
      "Wäscheservice inklusive",
    ],
  },
  "mara-ridge-lodge": {
    location: "Maasai Mara, Kenia",
    description:
      "Eine reetgedeckte Lodge auf einem Höhenrücken in einem Schutzgebiet im Besitz der Maasai, mit weitem Blick über die Ebenen bis zur Oloololo-Steilstufe. Sechzehn Cottages aus Stein und Reet, ein in den Hang gebauter Pool und geführte Wanderungen mit Maasai-Rangern. Im Schutzgebiet ist nur ein Fahrzeug je 700 Acres (rund 280 Hektar) zugelassen, sodass Sie Ihre Tierbegegnungen nur selten teilen müssen.",
    rooms: ["14 Cottages aus Stein und Reet mit Veranda", "2 Familien-Cottages mit zwei Schlafzimmern"],
    amenities: [
      "Swimmingpool",
      "Geführte Wanderungen mit Maasai-Rangern",
      "Nachtpirsch im Schutzgebiet",
      "WLAN im Haupthaus",
      "Spa-Anwendungen",
    ],
  },
  "kilima-view-lodge": {
    location: "Amboseli, Kenia",
    description:
      "Eine familiengeführte Lodge auf der Kimana-Seite von Amboseli, so gebaut, dass jedes Zimmer, die Speiseterrasse und der Pool direkt auf den Kilimanjaro blicken. An den meisten Nachmittagen ziehen Elefanten am Wasserloch unterhalb der Lodge vorbei. Der Morgen beginnt mit einem Kaffee auf Ihrer Veranda, während sich der Berg zeigt, bevor sich gegen neun Uhr die Wolken um ihn schließen.",
    rooms: ["18 Zimmer mit Blick auf den Kilimanjaro, jedes mit Veranda", "4 Familienzimmer"],
    amenities: [
      "Swimmingpool",
      "Wasserloch unterhalb der Terrasse",
      "WLAN in den Zimmern",
      "Kinder jeden Alters willkommen",
    ],
  },
  "ewaso-river-camp": {
    location: "Samburu, Kenia",
    description:
      "Zehn Zelte unter Dumpalmen und Akazien am Nordufer des Ewaso Ng’iro, im Samburu-Nationalreservat. Elefanten durchqueren den Fluss direkt vor dem Camp, und Leoparden zeigen sich bei den meisten Aufenthalten. Das Camp beschäftigt junge Samburu-Krieger als Guides und Fährtenleser, und die Gäste sind herzlich eingeladen, sie auf morgendlichen Buschwanderungen zu begleiten.",
    rooms: ["10 Zelte am Flussufer mit eigenem Bad"],
    amenities: [
      "Buschwanderungen mit Samburu-Guides",
      "Sundowner am Flussufer",
      "Solarstrom",
      "Wäscheservice inklusive",
    ],
  },
  "ngorongoro-rim-lodge": {
    location: "Ngorongoro-Schutzgebiet, Tansania",
    description:
      "Steincottages im alten Wald am Kraterrand, zweitausenddreihundert Meter über dem Meer, mit Kaminen, die jeden Abend gegen die Kühle des Hochlands entfacht werden. Große Fenster blicken sechshundert Meter hinab auf den Kraterboden. Die Lodge liegt zehn Minuten von der Abfahrtsstraße entfernt, sodass Sie morgens zu den ersten Fahrzeugen unten im Krater gehören.",
    rooms: ["22 Steincottages mit Kamin", "2 Suiten mit Kraterblick"],
    amenities: [
      "Jeden Abend ein Feuer im Kamin",
      "Speisesaal und Bar mit Kraterblick",
      "WLAN im Haupthaus",
      "Frühes Frühstück für die erste Abfahrt in den Krater",
    ],
  },
  "seronera-plains-camp": {
    location: "Zentrale Serengeti, Tansania",
    description:
      "Ein kleines mobiles Camp, das mit den Jahreszeiten durch die zentrale und nördliche Serengeti zieht und Sie so stets in der Nähe der Herden hält. Acht geräumige Zelte mit richtigen Betten, Spültoiletten und warmen Eimerduschen; das Abendessen wird bei Laternenlicht unter dem Sternenhimmel serviert. Nachts hören Sie Löwen und Hyänen über die Ebenen rufen.",
    rooms: ["8 Zelte mit richtigen Betten, Spültoiletten und Eimerduschen"],
    amenities: ["Abendessen bei Laternenlicht", "Das Camp zieht mit den Herden", "Lademöglichkeit im Speisezelt"],
  },
  "baobab-hill-lodge": {
    location: "Tarangire, Tansania",
    description:
      "Eine Lodge aus Reet und einheimischem Stein auf einem Hügel über dem Tarangire-Fluss, umgeben von Baobabs. Von der Terrasse aus sehen Sie am späten Nachmittag Elefanten im Gänsemarsch hinab ins Flussbett ziehen. Die Zimmer sind kühl und luftig, mit Außenduschen, und die Küche baut ihr Gemüse selbst an.",
    rooms: ["16 Zimmer mit Außendusche", "4 Zeltzimmer auf der Flussseite"],
    amenities: ["Swimmingpool", "Aussichtsterrasse über dem Fluss", "Küchengarten", "WLAN im Haupthaus"],
  },
  "red-earth-lodge": {
    location: "Tsavo East, Kenia",
    description:
      "Eine ruhige Lodge am Galana-Fluss in Tsavo East, wo Elefanten, Büffel und Kleine Kudus vor der Terrasse zum Trinken kommen. Zwanzig Zimmer mit Flussblick, ein Pool unter Palmen und Fußsafaris am Flussufer. Der ideale Zwischenstopp zwischen Nairobi und den Stränden der Südküste.",
    rooms: ["20 Zimmer mit Flussblick"],
    amenities: [
      "Swimmingpool unter Palmen",
      "Fußsafaris entlang des Galana",
      "WLAN in den Zimmern",
      "Kinder jeden Alters willkommen",
    ],
  },
  "fever-tree-lodge": {
    location: "Nakurusee, Kenia",
    description:
      "Eine Lodge im Wald aus gelbrindigen Fieberakazien am ruhigen Südende des Nationalparks Lake Nakuru. In der Dämmerung grasen oft Nashörner auf dem Rasen, und die Flamingos des Sees sind nur eine kurze Fahrt entfernt. Die Cottages haben eigene Veranden, und vom Restaurant schweift der Blick über den Wald bis zur Steilstufe.",
    rooms: ["12 Cottages mit eigener Veranda", "2 Familien-Cottages"],
    amenities: [
      "Restaurant mit Blick auf die Steilstufe",
      "Nashörner auf dem Rasen in der Dämmerung",
      "WLAN in den Zimmern",
    ],
  },
  "coral-rag-beach-house": {
    location: "Matemwe, Sansibar",
    description:
      "Acht Zimmer aus Korallenstein unter Makuti-Dächern an einem palmengesäumten Strand an der Nordostküste Sansibars, mit Blick auf das Mnemba-Riff. Die Tage gehören dem Schnorcheln, Kitesurf-Stunden und langen Mittagessen, die Abende dem Sundowner im Sand und den Meeresfrüchten vom Grill des Swahili-Kochs. Hier lassen unsere Hochzeitsreisenden ihre Safari ausklingen.",
    rooms: ["6 Zimmer aus Korallenstein mit Blick aufs Meer", "2 Gartenzimmer"],
    amenities: [
      "Direkt am Strand",
      "Schnorcheln am Mnemba-Riff",
      "Kitesurf-Unterricht",
      "Swahili-Koch und Meeresfrüchte vom Grill",
      "WLAN in den Zimmern",
    ],
  },
};

export default hotels;
