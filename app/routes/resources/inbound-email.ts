// POST /api/email/inbound: the mail provider's inbound webhook (Postmark's JSON), posting what travellers
// send to the reply address (features/inbox/reply-address.ts). Answers 404 while inbound mail is off, 401
// without the webhook's password (basic authentication, checked before the body is read), 400 for a body
// that is not the provider's shape, and 200 for everything else, routed or not, so nothing is retried for ever.
import { inboundCredentialsMatch, receiveInboundEmail } from "~/features/inbox/inbound-email.server";
import { inboundEmailEnabled } from "~/features/inbox/reply-address";
import type { Route } from "./+types/inbound-email";

const NO_STORE = { "Cache-Control": "private, no-store" };

export function loader(): never {
  throw new Response("Not Found", { status: 404, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = context;
  if (request.method !== "POST" || !inboundEmailEnabled(config)) return loader();
  if (!inboundCredentialsMatch(request.headers.get("authorization"), config.INBOUND_EMAIL_WEBHOOK_SECRET)) {
    return new Response("Unauthorized", {
      status: 401,
      headers: { ...NO_STORE, "Content-Type": "text/plain", "WWW-Authenticate": 'Basic realm="inbound e-mail"' },
    });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await request.text());
  } catch {
    payload = undefined;
  }
  const outcome = await receiveInboundEmail(context.db, payload, { inboundAddress: config.INBOUND_EMAIL_ADDRESS });
  context.log.info({ outcome }, "an inbound e-mail was received");
  if (outcome === "invalid") return Response.json({ outcome }, { status: 400, headers: NO_STORE });
  return Response.json({ outcome }, { headers: NO_STORE });
}
