// The 'Book This Safari' panel beside a safari's itinerary: its price, the way to book it and the office's
// phone number. The booking form is passed in as `children`, with a link to the three-step booking flow (the
// same details, a page at a time, choosing how to pay); without a form the panel links to the flow alone.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, PhoneIcon } from "~/components/ui/icons";
import { useOperatorFacts } from "~/components/use-operator-facts";
import { localHref } from "~/i18n/local-href";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";

export interface BookThisSafariPanelProps {
  safariId: number;
  /** "From USD 1,380 per person" or "Contact for pricing". */
  priceText: string;
  /** The price in euros to the nearest ten ("≈ 2.150 €"), on a page that shows euros; null or absent: none. */
  euros?: { text: string } | null;
  /** 'We usually reply within 1 hour', or null while too few replies were measured. */
  replyFigure?: string | null;
  /** The booking form; without it the panel links to the booking flow. */
  children?: ReactNode;
  id?: string;
}

export function BookThisSafariPanel({
  safariId,
  priceText,
  euros,
  replyFigure,
  children,
  id,
}: BookThisSafariPanelProps) {
  const t = useMessages(safarisMessages);
  const { phone, phoneHref } = useOperatorFacts();
  const titleId = `${id ?? "book"}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="card">
      <div className="bg-charcoal-900 px-6 py-5 text-sand-50">
        <h2 id={titleId} className="font-display text-display-sm">
          {t("safaris.panel.title")}
        </h2>
        <p className="mt-1 font-display text-xl text-ochre-200">{priceText}</p>
        {euros ? <p className="text-sm text-sand-200">{euros.text}</p> : null}
        {replyFigure ? <p className="mt-2 text-sm text-sand-200">{replyFigure}</p> : null}
      </div>
      <div className="flex flex-col gap-5 p-6">
        {children ? (
          <>
            {children}
            <p className="text-sm text-charcoal-600">
              {t("safaris.panel.stepByStep")}{" "}
              <Link
                to={localHref(`/booking/${safariId}`)}
                className="font-semibold text-charcoal-900 underline underline-offset-4 hover:text-ochre-700"
              >
                {t("safaris.panel.stepByStepLink")}
              </Link>
            </p>
          </>
        ) : (
          // BOOKING FORM SLOT: the route passes the safari booking form as `children`; without it the
          // panel offers the booking flow instead.
          <>
            <p className="text-charcoal-600">{t("safaris.panel.intro")}</p>
            <ButtonLink
              to={localHref(`/booking/${safariId}`)}
              fullWidth
              size="lg"
              trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
            >
              {t("safaris.panel.request")}
            </ButtonLink>
          </>
        )}
        {phone && phoneHref ? (
          <p className="flex flex-col gap-1 border-t border-sand-200 pt-4 text-sm text-charcoal-600">
            <span>{t("safaris.panel.call")}</span>
            <a
              href={phoneHref}
              className="inline-flex items-center gap-2 font-semibold text-charcoal-900 underline-offset-4 hover:underline"
            >
              <PhoneIcon aria-hidden="true" className="size-4 text-ochre-700" />
              {phone}
            </a>
          </p>
        ) : null}
        <p className="text-xs text-charcoal-500">
          {t("safaris.panel.cancellation", { days: BUSINESS_TERMS.freeCancellationDays })}
        </p>
      </div>
    </section>
  );
}
