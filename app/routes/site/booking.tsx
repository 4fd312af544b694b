// /booking/{packageId}: the three-step booking flow (details, payment, confirmation). Unknown packages
// redirect to /packages with 'Package not found'.
import { BookingFlow } from "~/features/bookings/booking-flow";
import { bookingFlowAction, bookingFlowLoader } from "~/features/bookings/booking-flow-actions.server";
import { pageMeta } from "~/features/seo/page-meta";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { translate } from "~/i18n/translate";
import type { Route } from "./+types/booking";

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  bookingFlowLoader({ request, params, context });

export const action = ({ request, params, context }: Route.ActionArgs) =>
  bookingFlowAction({ request, params, context });

// The steps carry a traveller's personal details: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const title = loaderData?.package.title ?? "";
  return pageMeta({
    siteUrl: loaderData?.seo.siteUrl ?? "",
    path: loaderData?.seo.path ?? "/booking",
    title: translate(bookingsMessages, "bookings.flow.metaTitle", { title }),
    description: translate(bookingsMessages, "bookings.flow.metaDescription", { title }),
    image: loaderData?.package.imageUrl,
    noindex: true,
  });
};

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingFlow loaderData={loaderData} actionData={actionData} />;
}
