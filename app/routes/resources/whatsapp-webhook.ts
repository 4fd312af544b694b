// /api/whatsapp/webhook: the WhatsApp Business Cloud API's webhook. GET is Meta's check when the webhook is
// registered (the challenge back for the right verify token, else 403); POST carries the traveller's messages,
// signed with the app's secret (401 without a right signature), routed into their enquiries' threads. Any
// signed post is answered 200, so Meta does not send it again; 404 while WhatsApp is off.
import {
  receiveWhatsAppWebhook,
  verificationChallenge,
  webhookSignatureMatches,
  whatsappSettings,
} from "~/features/inbox/whatsapp.server";
import type { Route } from "./+types/whatsapp-webhook";

const NO_STORE = { "Cache-Control": "private, no-store" };

function plain(text: string, status: number) {
  return new Response(text, { status, headers: { ...NO_STORE, "Content-Type": "text/plain" } });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const settings = whatsappSettings(context.config);
  if (!settings) throw plain("Not Found", 404);
  const challenge = verificationChallenge(new URL(request.url).searchParams, settings.verifyToken);
  return challenge === null ? plain("Forbidden", 403) : plain(challenge, 200);
}

export async function action({ request, context }: Route.ActionArgs) {
  const settings = whatsappSettings(context.config);
  if (request.method !== "POST" || !settings) return plain("Not Found", 404);
  const raw = await request.text();
  if (!webhookSignatureMatches(raw, request.headers.get("x-hub-signature-256"), settings.appSecret)) {
    return plain("Unauthorized", 401);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(raw);
  } catch {
    payload = undefined;
  }
  const outcome = await receiveWhatsAppWebhook(context.db, payload);
  // Counts only: never the number or the words.
  context.log.info({ outcome }, "a WhatsApp webhook was received");
  return Response.json({ outcome }, { headers: NO_STORE });
}
