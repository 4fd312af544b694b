// One attraction of a destination: picture, name, description and an icon chosen from its name.

import { CARD_SIZES, Card, CardBody, CardMedia, CardTitle } from "~/components/ui/card";
import { Image } from "~/components/ui/image";
import { englishText, type MaybeTranslated, useEnglishFallback } from "~/features/translations/english-fallback";
import { type AttractionKind, attractionKind } from "./attraction-kind";
import { BinocularsIcon, MountainIcon, PawPrintIcon, UsersIcon, WavesIcon } from "./destination-icons";

const ICONS: Record<AttractionKind, typeof PawPrintIcon> = {
  wildlife: PawPrintIcon,
  culture: UsersIcon,
  water: WavesIcon,
  landscape: MountainIcon,
  default: BinocularsIcon,
};

export interface AttractionCardProps {
  attraction: MaybeTranslated & {
    name: string;
    description: string;
    image: string | null;
    /** Its kind as read from its English name (a translated name would not be read right); else from `name`. */
    kind?: AttractionKind;
  };
}

export function AttractionCard({ attraction }: AttractionCardProps) {
  const english = useEnglishFallback();
  const kind = attraction.kind ?? attractionKind(attraction.name);
  const Icon = ICONS[kind];
  return (
    <Card className="h-full w-full" data-attraction-kind={kind}>
      <CardMedia>
        <Image
          src={attraction.image}
          sizes={CARD_SIZES}
          alt={attraction.name}
          lang={english(attraction, "name")?.lang}
          width={800}
          height={500}
        />
      </CardMedia>
      <CardBody>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-acacia-100 text-acacia-700"
          >
            <Icon className="size-5" strokeWidth={1.75} />
          </span>
          <CardTitle className="pt-1.5">{englishText(attraction.name, english(attraction, "name"))}</CardTitle>
        </div>
        {attraction.description ? (
          <p className="text-charcoal-600" {...english(attraction, "description")}>
            {attraction.description}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
