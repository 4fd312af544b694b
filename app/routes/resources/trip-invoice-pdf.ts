// /trip/{token}/invoice.pdf: the trip page's invoice as PDF, made on request.
import { tripDownload } from "~/features/trip/trip-downloads.server";
import type { Route } from "./+types/trip-invoice-pdf";

export function loader({ params, context }: Route.LoaderArgs) {
  return tripDownload("invoice", params.token, context);
}
