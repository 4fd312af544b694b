// A safari package in a grid (the safari list, the home page): picture, length, title, three lines of
// description, its 'from' prices (non-residents', residents' beside) and the way to its page.
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { CARD_SIZES, Card, CardBody, CardFooter, CardMedia, CardTitle } from "~/components/ui/card";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { type MaybeTranslated, useEnglishFallback } from "~/features/translations/english-fallback";
import { localHref } from "~/i18n/local-href";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate, useMessages } from "~/i18n/translate";
import { durationLabel } from "~/utils/format";
import { type FromPrice, fromPriceText, residentsFromText } from "./safari-facts";

/** What a card needs of a package; rows of listSafariPackages fit. */
export interface SafariCardData extends MaybeTranslated {
  id: number;
  title: string;
  description: string;
  durationDays: number;
  /** The lowest rates for two sharing, whole trip, in minor units; null: 'Contact for pricing'. */
  fromPrices: { nonResident: FromPrice | null; resident: FromPrice | null } | null;
  imageUrl: string | null;
}

export interface SafariCardProps {
  safari: SafariCardData;
  /** The card title's level in the page outline; h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

export function SafariCard({ safari, headingLevel = 3 }: SafariCardProps) {
  const t = useMessages(safarisMessages);
  const english = useEnglishFallback();
  const titleId = `safari-card-${safari.id}`;
  const description = safari.description.trim() || translate(catalogueMessages, "catalogue.description.missing");
  const nonResident = safari.fromPrices?.nonResident;
  const residents = residentsFromText(safari.fromPrices?.resident);
  return (
    <Card interactive className="h-full w-full" aria-labelledby={titleId}>
      <CardMedia>
        <Image
          src={safari.imageUrl || "/art/site/placeholder.svg"}
          sizes={CARD_SIZES}
          alt={t("safaris.card.imageAlt", { title: safari.title })}
          width={800}
          height={600}
          imgClassName="transition-transform duration-700 motion-safe:group-hover/card:scale-105"
        />
        <Badge tone="glass" className="absolute top-4 left-4">
          {durationLabel(safari.durationDays)}
        </Badge>
      </CardMedia>
      <CardBody>
        <CardTitle as={`h${headingLevel}`}>
          <span id={titleId} {...english(safari, "title")}>
            {safari.title}
          </span>
        </CardTitle>
        <p className="line-clamp-3 text-charcoal-600" {...english(safari, "description")}>
          {description}
        </p>
        <CardFooter className="border-t border-sand-200 pt-4">
          <p className="flex min-w-0 flex-col gap-0.5 leading-tight">
            {nonResident ? (
              <>
                <span className="font-display text-lg text-charcoal-900">{fromPriceText(nonResident)}</span>
                {nonResident.euros ? <span className="text-sm text-charcoal-600">{nonResident.euros.text}</span> : null}
                {residents ? <span className="text-xs text-charcoal-600">{residents}</span> : null}
              </>
            ) : residents ? (
              <span className="font-display text-lg text-charcoal-900">{residents}</span>
            ) : (
              <span className="font-semibold text-charcoal-700">
                {translate(catalogueMessages, "catalogue.price.contact")}
              </span>
            )}
          </p>
          <ButtonLink
            to={localHref(`/safaris/${safari.id}`)}
            variant="dark"
            size="sm"
            aria-label={t("safaris.card.viewNamed", { title: safari.title })}
            trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-3.5" />}
          >
            {t("safaris.card.view")}
          </ButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
