// The traveller's e-mail when staff push a changed itinerary to their booking, in the current language (the
// booking's: the caller runs it in runInLocale).
import { itineraryEmailMessages } from "~/i18n/messages/en/itinerary-emails";
import { translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import type { BookedTexts } from "./booked-itinerary";

const t = (id: keyof typeof itineraryEmailMessages & string, values?: Record<string, string | number>) =>
  translate(itineraryEmailMessages, id, values);

export function renderItineraryChangedEmail({
  name,
  reference,
  texts,
}: {
  name: string;
  reference: string;
  texts: BookedTexts;
}): RenderedEmail {
  const values = { reference, packageTitle: texts.title };
  return renderEmail(t("itinerary.email.subject", values), [
    { type: "paragraph", text: t("itinerary.email.greeting", { name }) },
    { type: "paragraph", text: t("itinerary.email.intro", values) },
    { type: "heading", text: t("itinerary.email.heading") },
    texts.days.length > 0
      ? {
          type: "details",
          rows: texts.days.map(
            (day) =>
              [
                t("itinerary.email.day", { day: day.dayNumber }),
                t("itinerary.email.dayValue", { title: day.title, accommodation: day.accommodation }),
              ] as const,
          ),
        }
      : { type: "paragraph", text: t("itinerary.email.noDays") },
    { type: "paragraph", text: t("itinerary.email.tripPage") },
    { type: "paragraph", text: t("itinerary.email.signOff") },
  ]);
}
