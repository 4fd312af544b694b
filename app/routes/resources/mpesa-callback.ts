// POST /api/payments/mobile-money/callback/{secret}: Safaricom's STK push callback (also answered at the old
// /api/payments/mpesa/callback/{secret}, for pushes sent before the move, with the secrets it had then). A wrong secret is the site's
// plain 404; a right one is answered at once with Daraja's "Accepted" once the result is recorded (a few
// database writes, no outside calls), so Safaricom does not send it again; a body we refuse (not JSON, too
// deep, the wrong shape, a receipt already used) too, once kept for staff, bounded.
import {
  callbackSecretMatches,
  handleMpesaCallback,
  keepRefusedCallback,
  legacyCallbackSecrets,
  resolveMpesaCallbackToken,
} from "~/features/payments/mpesa-payments.server";
import { mpesaSettings } from "~/features/payments/payment-providers.server";
import { LEGACY_MPESA_CALLBACK_PREFIX } from "~/features/payments/provider-callback-urls";
import type { Route } from "./+types/mpesa-callback";

const NO_STORE = { "Cache-Control": "private, no-store" };

function notFound(): never {
  throw new Response("Not Found", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
}

// Nothing to see by GET: the same 404 as a wrong secret.
export function loader(): never {
  notFound();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST" || !mpesaSettings(context.config)) notFound();
  const legacy = new URL(request.url).pathname.startsWith(LEGACY_MPESA_CALLBACK_PREFIX);
  const expected = legacy
    ? await legacyCallbackSecrets(context.db, context.config)
    : [await resolveMpesaCallbackToken(context.db, context.config)];
  // Every candidate is compared (in constant time), so which one matched does not show in the time taken.
  const matches = expected.map((secret) => callbackSecretMatches(params.secret ?? "", secret));
  if (!matches.includes(true)) notFound();

  // Read as text first: what we refuse is kept (bounded) as it came, and no body, however deep, malformed or
  // repeated, is answered with an error Safaricom would retry for ever. Every answer to the right secret is
  // Daraja's acknowledgement; what a body meant is ours to record.
  const text = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const kept = await keepRefusedCallback(context.db, text, "not JSON", context.clientAddress);
    context.log.warn({ length: text.length, kept }, "an M-Pesa callback that is not JSON was refused");
    return accepted();
  }
  const outcome = await handleMpesaCallback(context.db, context.config, body, context.log, new Date(), {
    rawText: text,
    clientAddress: context.clientAddress,
  });
  if (outcome === "invalid" || outcome === "duplicate_receipt") {
    context.log.info({ outcome }, "an M-Pesa callback was refused and kept for staff");
  }
  return accepted();
}

function accepted() {
  return Response.json({ ResultCode: 0, ResultDesc: "Accepted" }, { headers: NO_STORE });
}
