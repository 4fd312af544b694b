// /booking/{packageId}: the three-step booking flow (details, payment, confirmation). An unknown package is
// a 404 with 'Package not found' and a way back to the safaris.

import { BookingFlow } from "~/features/bookings/booking-flow";
import { bookingFlowAction, bookingFlowLoader } from "~/features/bookings/booking-flow-actions.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { replyFigureText } from "~/features/inbox/response-clock.server";
import { loadEuroRate } from "~/features/quotes/euro-prices.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { bookingFlowMetaMessages } from "~/i18n/messages/en/booking-flow-meta";
import { translate } from "~/i18n/translate";
import type { Route } from "./+types/booking";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [flow, replyFigure, euroRate] = await Promise.all([
    bookingFlowLoader({ request, params, context }),
    // 'We usually reply within 1 hour' beside the form, from this server's copy (null on a new site).
    replyFigureText(context.db, context.log),
    // On a page in German, French, Italian or Spanish, the quote's total is shown in euros too, at this rate
    // (read by useQuoteEuros from this route's data).
    loadEuroRate(context.db).catch((error: unknown) => {
      context.log.warn({ err: error }, "booking flow: the euro rate could not be read");
      return null;
    }),
  ]);
  // The package's words in the page's language (one query; none in English); the page's title is these too.
  const { translations, staffMarks } = await loadPageTranslations(request, context, { package: [flow.package.id] });
  const pkg = translations.overlay(flow.package, "package");
  const title = pkg.title;
  const meta = pageMeta({
    ...flow.seo,
    title: translate(bookingFlowMetaMessages, "bookings.flow.metaTitle", { title }),
    description: translate(bookingFlowMetaMessages, "bookings.flow.metaDescription", { title }),
    image: flow.package.imageUrl,
    noindex: true,
  });
  return { ...flow, package: pkg, meta, replyFigure, euroRate, staffMarks };
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  bookingFlowAction({ request, params, context });

// With script, each step's post goes through the form layer: a refusal from before the action could answer
// (403, 413, a lost connection) shows on the step the traveller is on, entries kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export const meta: Route.MetaFunction = loaderMeta;

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingFlow loaderData={loaderData} actionData={actionData} replyFigure={loaderData.replyFigure} />;
}
