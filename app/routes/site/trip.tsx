// /trip/{token}: the traveller's private trip page. A token that opens no booking (wrong, changed, revoked)
// answers exactly what the site's own 404 answers. Never cached (private, no-store: the page cache stores
// no response that names its own caching), never indexed, no canonical, not in the sitemap.
import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { pageMeta } from "~/components/page-meta";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { cardSettings, mpesaSettings } from "~/features/payments/payment-providers.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { loadPageTranslations } from "~/features/translations/page-translations.server";
import { loadTripByToken } from "~/features/trip/trip.server";
import { handleTripAction } from "~/features/trip/trip-actions.server";
import { TripPage } from "~/features/trip/trip-page";
import { tripView } from "~/features/trip/trip-view";
import { errorPageMessages } from "~/i18n/messages/en/error-pages";
import { tripMessages } from "~/i18n/messages/en/trip";
import { currentLocale, translate } from "~/i18n/translate";
import type { Route } from "./+types/trip";

const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

// The parents' headers stay (the root clears a shown toast's cookie); the loader's privacy headers are added.
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) merged.set(name, value);
  return merged;
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  // In the page's language: the safari's name and itinerary as frozen with the booking, never the package now.
  const trip = await loadTripByToken(context.db, params.token, undefined, currentLocale());
  if (!trip) {
    // What routes/site/not-found.tsx answers, word for word.
    const meta = [
      ...pageMeta({ title: translate(errorPageMessages, "notFound.metaTitle") }),
      { name: "robots", content: "noindex" },
      ...languageLinks(context.config.SITE_URL, request.url),
    ];
    return data({ meta, trip: null }, { status: 404 });
  }
  // Nothing to translate here (the booking froze its words); asked only whether staff should see English marked.
  const { staffMarks } = await loadPageTranslations(request, context, {});
  const view = tripView(trip, {
    token: params.token,
    mpesa: mpesaSettings(context.config) !== null,
    card: cardSettings(context.config) !== null,
    retentionMonths: context.config.GUEST_DATA_RETENTION_MONTHS,
  });
  const meta = [
    ...pageMeta({ title: translate(tripMessages, "trip.meta.title", { reference: view.reference }) }),
    { name: "robots", content: "noindex" },
    // The trip page in each language (a traveller may share it with someone who reads another).
    ...languageLinks(context.config.SITE_URL, request.url),
  ];
  return data({ meta, trip: view, staffMarks }, { headers: PRIVATE_PAGE });
}

export const meta: Route.MetaFunction = loaderMeta;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  handleTripAction({ request, token: params.token, context });
// With script, the forms' posts go through the form layer: every refusal shows beside its form.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function Trip({ loaderData }: Route.ComponentProps) {
  if (!loaderData.trip) return <NotFoundPage />;
  return <TripPage trip={loaderData.trip} />;
}
