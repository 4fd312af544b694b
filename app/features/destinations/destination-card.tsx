// A destination in a grid (the destinations page, the home page): picture, region, first sentence, season.
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { CARD_SIZES, Card, CardBody, CardFooter, CardMedia, CardTitle } from "~/components/ui/card";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { englishText, type MaybeTranslated, useEnglishFallback } from "~/features/translations/english-fallback";
import { localHref } from "~/i18n/local-href";
import { destinationCardMessages } from "~/i18n/messages/en/destination-card";
import { useMessages } from "~/i18n/translate";
import { bestMonthsLabel, firstSentence } from "~/utils/format";

/** What a card needs of a destination; rows of listDestinations / listFeaturedDestinations fit. */
export interface DestinationCardData extends MaybeTranslated {
  slug: string;
  name: string;
  region: string;
  heroImage: string | null;
  overview: string;
  bestMonths: readonly number[];
}

export interface DestinationCardProps {
  destination: DestinationCardData;
  /** The card title's level in the page outline; h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

export function DestinationCard({ destination, headingLevel = 3 }: DestinationCardProps) {
  const t = useMessages(destinationCardMessages);
  const english = useEnglishFallback();
  const titleId = `destination-card-${destination.slug}`;
  const overview = firstSentence(destination.overview);
  return (
    <Card interactive className="h-full w-full" aria-labelledby={titleId}>
      <CardMedia>
        <Image
          src={destination.heroImage}
          sizes={CARD_SIZES}
          alt={t("destinations.card.imageAlt", { name: destination.name, region: destination.region })}
          width={800}
          height={600}
          imgClassName="transition-transform duration-700 motion-safe:group-hover/card:scale-105"
        />
        <Badge tone="glass" className="absolute top-4 left-4">
          {englishText(destination.region, english(destination, "region"))}
        </Badge>
      </CardMedia>
      <CardBody>
        <CardTitle as={`h${headingLevel}`}>
          <span id={titleId}>{destination.name}</span>
        </CardTitle>
        {overview ? (
          <p className="text-charcoal-600" {...english(destination, "overview")}>
            {overview}
          </p>
        ) : null}
        <dl className="text-sm">
          <dt className="font-semibold text-charcoal-800">{t("destinations.card.bestTime")}</dt>
          <dd className="mt-0.5 text-ochre-700">{bestMonthsLabel(destination.bestMonths)}</dd>
        </dl>
        <CardFooter>
          <ButtonLink
            to={localHref(`/${destination.slug}`)}
            variant="dark"
            size="sm"
            aria-label={t("destinations.card.viewNamed", { name: destination.name })}
            trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-3.5" />}
          >
            {t("destinations.card.view")}
          </ButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
