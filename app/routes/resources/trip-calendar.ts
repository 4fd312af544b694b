// /trip/{token}/trip.ics: the trip page's calendar file, made on request.
import { tripDownload } from "~/features/trip/trip-downloads.server";
import type { Route } from "./+types/trip-calendar";

export function loader({ params, context }: Route.LoaderArgs) {
  return tripDownload("calendar", params.token, context);
}
