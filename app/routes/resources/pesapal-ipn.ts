// /api/payments/pesapal/ipn: Pesapal's instant payment notification, by GET (query, as we register it) or
// POST (JSON or form body). The notification only names an order: its status is asked of Pesapal itself and
// the payment settled from that answer, once, however many times Pesapal notifies, and asked at most once per
// order per PESAPAL_IPN_STATUS_CALLS_PER_ORDER window. The answer is the JSON Pesapal expects; status 500 only
// when Pesapal could not be asked, so that it notifies again; a notification we refuse is acknowledged (200).
import { data } from "react-router";
import { handlePesapalIpn, ipnAnswer, readIpnNotification } from "~/features/payments/card-payments.server";
import { cardSettings } from "~/features/payments/payment-providers.server";
import type { Route } from "./+types/pesapal-ipn";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return answer(Object.fromEntries(new URL(request.url).searchParams), context);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "method not allowed" }, { status: 405, headers: NO_STORE });
  let fields: Record<string, unknown> = Object.fromEntries(new URL(request.url).searchParams);
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("json")) {
      const body = (await request.json()) as unknown;
      if (body && typeof body === "object" && !Array.isArray(body)) fields = { ...fields, ...body };
    } else if (type.includes("form")) {
      fields = { ...fields, ...Object.fromEntries(new URLSearchParams(await request.text())) };
    }
  } catch {
    // An unreadable body names no order: refused below like any other.
  }
  return answer(fields, context);
}

async function answer(fields: Record<string, unknown>, context: Route.LoaderArgs["context"]) {
  const settings = cardSettings(context.config);
  if (!settings) return data({ error: "card payments are not configured" }, { status: 404, headers: NO_STORE });
  const notification = readIpnNotification(fields);
  if (!notification) {
    // Nothing to ask Pesapal about and nothing Pesapal should send again: acknowledged in its shape, logged.
    context.log.warn({ fields: Object.keys(fields).slice(0, 10) }, "a Pesapal IPN without a usable OrderTrackingId");
    return data(ipnAnswer({ orderTrackingId: "", notificationType: "", merchantReference: "" }, 200), {
      status: 200,
      headers: NO_STORE,
    });
  }
  const result = await handlePesapalIpn(context.db, settings, notification, undefined, context.log);
  context.log.info(
    { orderTrackingId: notification.orderTrackingId, outcome: result.outcome, status: result.status },
    "Pesapal IPN",
  );
  return data(ipnAnswer(notification, result.status), { status: result.status, headers: NO_STORE });
}
