// A safari package in a grid (the safari list, the home page): picture, length, title, three lines of
// description, its price in its own currency and the way to its page.
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardFooter, CardMedia, CardTitle } from "~/components/ui/card";
import { ArrowRightIcon } from "~/components/ui/icons";
import { Image } from "~/components/ui/image";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate, useMessages } from "~/i18n/translate";
import { durationLabel, formatPrice } from "~/utils/format";

/** What a card needs of a package; rows of listSafariPackages fit. */
export interface SafariCardData {
  id: number;
  title: string;
  description: string;
  durationDays: number;
  price: number | null;
  currency: string;
  pricePerPerson: boolean;
  imageUrl: string | null;
}

export interface SafariCardProps {
  safari: SafariCardData;
  /** The card title's level in the page outline; h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

export function SafariCard({ safari, headingLevel = 3 }: SafariCardProps) {
  const t = useMessages(safarisMessages);
  const titleId = `safari-card-${safari.id}`;
  const description = safari.description.trim() || translate(catalogueMessages, "catalogue.description.missing");
  const price = formatPrice(safari.price, safari.currency);
  return (
    <Card interactive className="h-full w-full" aria-labelledby={titleId}>
      <CardMedia>
        <Image
          src={safari.imageUrl || "/art/site/placeholder.svg"}
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
          <span id={titleId}>{safari.title}</span>
        </CardTitle>
        <p className="line-clamp-3 text-charcoal-600">{description}</p>
        <CardFooter className="border-t border-sand-200 pt-4">
          <p className="flex flex-col leading-tight">
            {price ? (
              <>
                <span className="font-display text-xl text-charcoal-900">{price}</span>
                {safari.pricePerPerson ? (
                  <span className="text-xs text-charcoal-500">{t("safaris.card.perPerson")}</span>
                ) : null}
              </>
            ) : (
              <span className="font-semibold text-charcoal-700">
                {translate(catalogueMessages, "catalogue.price.contact")}
              </span>
            )}
          </p>
          <ButtonLink
            to={`/safaris/${safari.id}`}
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
