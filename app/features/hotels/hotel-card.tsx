// A lodge in the hotels grid: picture, name, location and its description cut to 150 characters.
import { ButtonLink } from "~/components/ui/button";
import { CARD_SIZES, Card, CardBody, CardFooter, CardMedia, CardTitle } from "~/components/ui/card";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { type MaybeTranslated, useEnglishFallback } from "~/features/translations/english-fallback";
import { localHref } from "~/i18n/local-href";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { hotelsMessages } from "~/i18n/messages/en/hotels";
import { translate, useMessages } from "~/i18n/translate";
import { hotelDescriptionExcerpt } from "~/utils/format";

/** What a card shows of a lodge: its description already cut, so the page carries no more than it shows. */
export interface HotelCardData extends MaybeTranslated {
  slug: string;
  name: string;
  location: string;
  excerpt: string;
  imageUrl: string | null;
}

/** A row of listHotels as a card: the description cut to 150 characters, or the 'no description' text. */
export function hotelCardData(hotel: Omit<HotelCardData, "excerpt"> & { description: string }): HotelCardData {
  const excerpt = hotel.description.trim()
    ? hotelDescriptionExcerpt(hotel.description)
    : translate(catalogueMessages, "catalogue.description.missing");
  const card: HotelCardData = {
    slug: hotel.slug,
    name: hotel.name,
    location: hotel.location,
    excerpt,
    imageUrl: hotel.imageUrl,
  };
  // On a page in another language: which of its words are still English (the excerpt is the description's).
  if (hotel.untranslated) card.untranslated = hotel.untranslated;
  return card;
}

export interface HotelCardProps {
  hotel: HotelCardData;
  /** The card title's level in the page outline; h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

export function hotelPath(slug: string): string {
  return `/hotels-and-lodges/${slug}`;
}

export function HotelCard({ hotel, headingLevel = 3 }: HotelCardProps) {
  const t = useMessages(hotelsMessages);
  const english = useEnglishFallback();
  const titleId = `hotel-card-${hotel.slug}`;
  return (
    <Card interactive className="h-full w-full" aria-labelledby={titleId}>
      <CardMedia>
        <Image
          src={hotel.imageUrl}
          sizes={CARD_SIZES}
          alt={hotel.location ? t("hotels.card.imageAlt", { name: hotel.name, location: hotel.location }) : hotel.name}
          width={800}
          height={560}
          imgClassName="transition-transform duration-700 motion-safe:group-hover/card:scale-105"
        />
      </CardMedia>
      <CardBody>
        {hotel.location ? (
          <p
            className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-ochre-700 uppercase"
            {...english(hotel, "location")}
          >
            <MapPinIcon className="size-3.5 shrink-0" />
            {hotel.location}
          </p>
        ) : null}
        <CardTitle as={`h${headingLevel}`}>
          <span id={titleId}>{hotel.name}</span>
        </CardTitle>
        <p data-testid="hotel-excerpt" className="text-charcoal-600" {...english(hotel, "description")}>
          {hotel.excerpt}
        </p>
        <CardFooter>
          <ButtonLink
            to={localHref(hotelPath(hotel.slug))}
            variant="dark"
            size="sm"
            aria-label={t("hotels.card.viewNamed", { name: hotel.name })}
            trailingIcon={<ArrowRightIcon className="size-3.5" />}
          >
            {t("hotels.card.view")}
          </ButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
