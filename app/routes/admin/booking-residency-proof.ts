// /admin/bookings/{id}/residency-proof/{proofId}: a traveller's proof of residency, for signed-in staff only.
// Private and never stored by a cache; always sent as a download under a name we build (never the sender's),
// with one of the three types it was checked to be (the HTTP server adds nosniff to every answer), so a
// document can never run as a page of ours.
import { data } from "react-router";
import { readResidencyProof } from "~/features/payments/staff/staff-ledger.server";
import { requireStaff } from "~/features/staff/staff-session.server";
import { servedProofContentType } from "~/features/trip/residency-proof";
import type { Route } from "./+types/booking-residency-proof";

const notFound = () => data("Not found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  // The proof only through its booking: another booking's proof id is the same 404 as an unknown one.
  const proof = await readResidencyProof(context.db, params.id, params.proofId);
  if (!proof) throw notFound();
  return new Response(new Uint8Array(proof.content), {
    headers: {
      "Content-Type": servedProofContentType(proof.contentType),
      "Content-Length": String(proof.content.length),
      "Content-Disposition": `attachment; filename="${proof.fileName}"`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
