// A stand-in for the WhatsApp Business Cloud API on 127.0.0.1, speaking its documented shapes:
//   POST /{version}/{phone-number-id}/messages  (Bearer access token; a text or template message)
//     -> { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid..." }] }
//     or the Graph API's error shape { error: { message, type, code, error_data: { details } } }
// and Meta's side of the webhook: `deliver` posts a traveller's message to the app's /api/whatsapp/webhook,
// signed with the app's secret (X-Hub-Signature-256), as Meta does. Like WhatsApp it refuses a free-form text
// to a number that has not written in the last 24 hours (error 131047). Every request is recorded.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface SentMessage {
  authorization: string | undefined;
  phoneNumberId: string;
  body: Record<string, unknown> & {
    to?: string;
    type?: string;
    text?: { body?: string };
    template?: { name?: string; language?: { code?: string }; components?: unknown[] };
  };
  id: string;
}

export interface FakeWhatsApp {
  /** The value for WHATSAPP_API_BASE_URL. */
  baseUrl: string;
  sent: SentMessage[];
  /** Requests it refused, in words, so a test can assert the app never sent one. */
  problems: string[];
  /** Answer the next send with this Graph API error instead (once). */
  refuseNext(status: number, code: number, message: string): void;
  /** Meta posting a traveller's message to the app's webhook; resolves with the app's answer. */
  deliver(appUrl: string, message: { from: string; name: string; text: string; id?: string }): Promise<Response>;
  /** The traveller wrote to the business (opening the 24-hour window) by a path other than `deliver`. */
  travellerWrote(number: string): void;
  /** Posts a raw body with a chosen signature (to check the app refuses a wrong one). */
  post(appUrl: string, body: string, signature: string): Promise<Response>;
  stop(): Promise<void>;
}

/** Meta's webhook body for one text message from a traveller (its documented `messages` change). */
export function whatsappWebhookBody(
  message: { from: string; name: string; text: string; id: string },
  phoneNumberId: string,
  sentAt: Date = new Date(),
) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "254700000000", phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: message.name }, wa_id: message.from }],
              messages: [
                {
                  from: message.from,
                  id: message.id,
                  timestamp: String(Math.floor(sentAt.getTime() / 1000)),
                  type: "text",
                  text: { body: message.text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

export async function startFakeWhatsApp({
  accessToken,
  appSecret,
  phoneNumberId,
}: {
  accessToken: string;
  appSecret: string;
  phoneNumberId: string;
}): Promise<FakeWhatsApp> {
  const sent: SentMessage[] = [];
  const problems: string[] = [];
  const lastWrote = new Map<string, number>();
  let refusal: { status: number; code: number; message: string } | null = null;

  const graphError = (res: http.ServerResponse, status: number, code: number, message: string, details = message) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({ error: { message, type: "OAuthException", code, error_data: { details }, fbtrace_id: "A1" } }),
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? "");
      if (req.method !== "POST" || !match) return graphError(res, 404, 100, "Unsupported request");
      if (req.headers.authorization !== `Bearer ${accessToken}`) {
        problems.push("a send without the right access token");
        return graphError(res, 401, 190, "Invalid OAuth access token.");
      }
      if (match[1] !== phoneNumberId) {
        problems.push(`a send from phone number id ${match[1]}`);
        return graphError(res, 400, 100, "Invalid parameter");
      }
      let body: SentMessage["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        problems.push("a send that was not JSON");
        return graphError(res, 400, 100, "Invalid parameter");
      }
      const to = body.to ?? "";
      const shapeProblem =
        body.messaging_product !== "whatsapp"
          ? "messaging_product is not whatsapp"
          : !/^\d{8,15}$/.test(to)
            ? `"to" is not a number: ${to}`
            : body.type === "text"
              ? typeof body.text?.body === "string" && body.text.body.length >= 1 && body.text.body.length <= 4096
                ? null
                : "a text without a body of 1-4096 characters"
              : body.type === "template"
                ? body.template?.name && body.template.language?.code
                  ? null
                  : "a template without a name and language"
                : `an unknown type ${String(body.type)}`;
      if (shapeProblem) {
        problems.push(shapeProblem);
        return graphError(res, 400, 100, "Invalid parameter", shapeProblem);
      }
      if (body.type === "text" && Date.now() - (lastWrote.get(to) ?? 0) > 24 * 60 * 60_000) {
        problems.push(`a free-form text to ${to} outside the 24-hour window`);
        return graphError(
          res,
          400,
          131047,
          "Re-engagement message",
          "More than 24 hours have passed since the recipient last replied.",
        );
      }
      if (refusal) {
        const { status, code, message } = refusal;
        refusal = null;
        return graphError(res, status, code, message);
      }
      const id = `wamid.${randomBytes(24).toString("base64url")}`;
      sent.push({ authorization: req.headers.authorization, phoneNumberId: match[1], body, id });
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const post = (appUrl: string, body: string, signature: string) =>
    fetch(`${appUrl}/api/whatsapp/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Hub-Signature-256": signature },
      body,
    });

  return {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    sent,
    problems,
    refuseNext(status, code, message) {
      refusal = { status, code, message };
    },
    deliver(appUrl, message) {
      lastWrote.set(message.from, Date.now());
      const body = JSON.stringify(
        whatsappWebhookBody(
          { ...message, id: message.id ?? `wamid.${randomBytes(24).toString("base64url")}` },
          phoneNumberId,
        ),
      );
      const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
      return post(appUrl, body, signature);
    },
    travellerWrote(number) {
      lastWrote.set(number, Date.now());
    },
    post,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
