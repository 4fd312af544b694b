// /trip/{token}/itinerary.pdf: the trip page's itinerary as PDF, made on request.
import { tripDownload } from "~/features/trip/trip-downloads.server";
import type { Route } from "./+types/trip-itinerary-pdf";

export function loader({ params, context }: Route.LoaderArgs) {
  return tripDownload("itinerary", params.token, context);
}
