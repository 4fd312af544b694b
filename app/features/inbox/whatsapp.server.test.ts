// WhatsApp in the enquiry's thread, against a real database and a stand-in for the Cloud API on 127.0.0.1
// (tests/fakes/whatsapp-server.ts): a traveller's message is routed by the number they typed on the form
// (however they typed it), once however often Meta delivers it; staff write freely inside the 24-hour window
// and only the approved template, in the traveller's language, outside it; WhatsApp's refusals and outages
// leave nothing sent and are said in words; the webhook's signature and Meta's verification are checked.
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, enquiryReplies, enquiryTravellerMessages, inquiries } from "~/db/schema";
import { type FakeWhatsApp, startFakeWhatsApp, whatsappWebhookBody } from "../../../tests/fakes/whatsapp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { getEnquiryDetail } from "./enquiry-detail.server";
import { newReplyToken } from "./enquiry-reply.server";
import {
  enquiryWhatsApp,
  receiveWhatsAppWebhook,
  sendWhatsAppReply,
  verificationChallenge,
  WHATSAPP_WINDOW_MS,
  type WhatsAppSettings,
  webhookSignatureMatches,
} from "./whatsapp.server";
import { localeOfWhatsAppNumber } from "./whatsapp-number";

const SECRETS = {
  accessToken: "EAAG-test-access-token-0123456789",
  appSecret: "the meta app secret",
  phoneNumberId: "106540352242922",
};

let database: TestDatabase;
let meta: FakeWhatsApp;
let settings: WhatsAppSettings;
let amani: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  [database, meta] = await Promise.all([createTestDatabase(), startFakeWhatsApp(SECRETS)]);
  amani = await addStaff(database.db, "Amani Mollel");
  settings = {
    ...SECRETS,
    verifyToken: "the verify token of this test",
    apiBaseUrl: meta.baseUrl,
    timeoutMs: 2000,
    templateName: "enquiry_follow_up",
  };
});

afterAll(async () => {
  await meta?.stop();
  await database?.destroy();
});

let numberSeed = 100;
/** An inquiry whose traveller typed a Kenyan number in the local way, and that number as WhatsApp writes it. */
async function enquiryWithPhone(locale: "en" | "de" = "en") {
  numberSeed += 1;
  const local = `0712 345 ${numberSeed}`;
  const { enquiry } = await addInquiryEnquiry(database.db, { name: "Lena Vogel", phone: local, locale });
  return { enquiry, number: `254712345${numberSeed}` };
}

/** Meta's webhook body for one text message from Lena. */
function webhookBody(from: string, text: string, id: string) {
  return whatsappWebhookBody({ from, name: "Lena", text, id }, SECRETS.phoneNumberId);
}

function send(enquiryId: number, values: Record<string, string>, at?: Date) {
  return sendWhatsAppReply(database.db, {
    enquiryId,
    actor: amani,
    values: { intent: "whatsapp", replyToken: newReplyToken(), ...values },
    settings,
    at,
  });
}

describe("a traveller's WhatsApp message", () => {
  it("joins the thread of the enquiry whose form gave that number, once however often it is delivered", async () => {
    const { enquiry, number } = await enquiryWithPhone();
    const body = webhookBody(number, "Is there still space in September?", `wamid.${number}`);
    expect(await receiveWhatsAppWebhook(database.db, body)).toEqual({ stored: 1, duplicate: 0, opened: 0 });
    expect(await receiveWhatsAppWebhook(database.db, body)).toEqual({ stored: 0, duplicate: 1, opened: 0 });
    const thread = (await getEnquiryDetail(database.db, enquiry.id))?.thread ?? [];
    expect(thread.filter((item) => item.type === "inbound")).toMatchObject([
      { channel: "whatsapp", author: "Lena", from: `+${number}`, body: "Is there still space in September?" },
    ]);
  });

  it("goes to the enquiry the number already wrote on", async () => {
    const { enquiry, number } = await enquiryWithPhone();
    await receiveWhatsAppWebhook(database.db, webhookBody(number, "First", `wamid.a${number}`));
    // A newer enquiry from the same number: the conversation stays where it is.
    await addInquiryEnquiry(database.db, { phone: `+${number}` });
    await receiveWhatsAppWebhook(database.db, webhookBody(number, "Second", `wamid.b${number}`));
    const rows = await database.db
      .select()
      .from(enquiryTravellerMessages)
      .where(eq(enquiryTravellerMessages.fromAddress, `+${number}`));
    expect(rows.map((row) => [row.enquiryId, row.body])).toEqual([
      [enquiry.id, "First"],
      [enquiry.id, "Second"],
    ]);
  });

  it("opens an enquiry for a number no enquiry knows, once however often Meta delivers it", async () => {
    const stranger = "4915199999999";
    const first = webhookBody(stranger, "Hallo, habt ihr im August noch Plätze?", "wamid.stranger1");
    expect(await receiveWhatsAppWebhook(database.db, first)).toEqual({ stored: 1, duplicate: 0, opened: 1 });
    expect(await receiveWhatsAppWebhook(database.db, first)).toEqual({ stored: 0, duplicate: 1, opened: 0 });
    const opened = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.subject, "WhatsApp: Hallo, habt ihr im August noch Plätze?"));
    expect(opened).toHaveLength(1);
    const [enquiry] = opened;
    if (!enquiry) throw new Error("an enquiry was expected");
    expect(enquiry).toMatchObject({ kind: "inquiry", name: "Lena", email: "", stage: "new", firstReplyAt: null });
    const [inquiry] = await database.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, enquiry.inquiryId ?? 0));
    // A German number: the enquiry's language, so its templates start in German.
    expect(inquiry).toMatchObject({ phone: `+${stranger}`, locale: "de", subject: "WhatsApp message" });

    // The next message joins it; staff may answer freely, within the 24-hour window.
    const second = webhookBody(stranger, "Zwei Erwachsene.", "wamid.stranger2");
    expect(await receiveWhatsAppWebhook(database.db, second)).toEqual({ stored: 1, duplicate: 0, opened: 0 });
    const detail = await getEnquiryDetail(database.db, enquiry.id);
    expect(detail?.thread.filter((item) => item.type === "inbound").map((item) => item.body)).toEqual([
      "Hallo, habt ihr im August noch Plätze?",
      "Zwei Erwachsene.",
    ]);
    expect(detail?.locale).toBe("de");
    const whatsapp = await enquiryWhatsApp(database.db, enquiry.id, settings);
    expect(whatsapp).toMatchObject({ number: stranger, language: "de" });
    expect(whatsapp?.windowOpenUntil).not.toBeNull();
  });

  it("reads the language of the number's country where the site speaks it, else English", () => {
    expect(
      [
        "4915112345678",
        "41791234567",
        "33612345678",
        "393471234567",
        "5215512345678",
        "14155550100",
        "254712345678",
      ].map(localeOfWhatsAppNumber),
    ).toEqual(["de", "de", "fr", "it", "es", "en", "en"]);
  });

  it("refuses what is not Meta's shape", async () => {
    expect(await receiveWhatsAppWebhook(database.db, { object: "page", entry: [] })).toBe("invalid");
    expect(await receiveWhatsAppWebhook(database.db, "hello")).toBe("invalid");
  });
});

describe("writing on WhatsApp", () => {
  it("sends a free message inside the 24-hour window, keeps it on the thread and stops the clock", async () => {
    const { enquiry, number } = await enquiryWithPhone();
    await receiveWhatsAppWebhook(database.db, webhookBody(number, "Hello?", `wamid.c${number}`));
    meta.travellerWrote(number);
    const result = await send(enquiry.id, { mode: "text", body: "Jambo Lena, yes: two places left." });
    expect(result.status).toBe("sent");
    const message = meta.sent.at(-1);
    expect(message?.authorization).toBe(`Bearer ${SECRETS.accessToken}`);
    expect(message?.body).toMatchObject({
      to: number,
      type: "text",
      text: { body: "Jambo Lena, yes: two places left." },
    });
    const [reply] = await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiry.id));
    expect(reply).toMatchObject({ channel: "whatsapp", toAddress: `+${number}`, providerMessageId: message?.id });
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row?.firstReplyChannel).toBe("whatsapp");
  });

  it("outside the window refuses free text in words and sends the approved template in the traveller's language", async () => {
    const { enquiry, number } = await enquiryWithPhone("de");
    const state = await enquiryWhatsApp(database.db, enquiry.id, settings);
    expect(state).toMatchObject({ number, windowOpenUntil: null, language: "de" });
    const refused = await send(enquiry.id, { mode: "text", body: "Hallo Lena" });
    expect(refused).toMatchObject({ status: "refused" });
    expect(refused.status === "refused" && refused.formError).toContain("only lets us send the approved template");

    const sentBefore = meta.sent.length;
    expect((await send(enquiry.id, { mode: "template" })).status).toBe("sent");
    expect(meta.sent).toHaveLength(sentBefore + 1);
    expect(meta.sent.at(-1)?.body).toMatchObject({
      to: number,
      type: "template",
      template: {
        name: "enquiry_follow_up",
        language: { code: "de" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Lena" },
              { type: "text", text: `ENQ-${enquiry.id}` },
            ],
          },
        ],
      },
    });
  });

  it("closes the window 24 hours after the traveller's last message", async () => {
    const { enquiry, number } = await enquiryWithPhone();
    const wrote = new Date("2026-11-30T08:00:00Z");
    await receiveWhatsAppWebhook(database.db, webhookBody(number, "Hi", `wamid.d${number}`), wrote);
    const inside = await enquiryWhatsApp(
      database.db,
      enquiry.id,
      settings,
      new Date(wrote.getTime() + WHATSAPP_WINDOW_MS - 60_000),
    );
    const after = await enquiryWhatsApp(
      database.db,
      enquiry.id,
      settings,
      new Date(wrote.getTime() + WHATSAPP_WINDOW_MS + 60_000),
    );
    expect(inside?.windowOpenUntil?.getTime()).toBe(wrote.getTime() + WHATSAPP_WINDOW_MS);
    expect(after?.windowOpenUntil).toBeNull();
  });

  it("sends once when the same form is posted twice", async () => {
    const { enquiry } = await enquiryWithPhone();
    const replyToken = newReplyToken();
    const sentBefore = meta.sent.length;
    const values = { mode: "template", replyToken };
    const [first, second] = [await send(enquiry.id, values), await send(enquiry.id, values)];
    expect([first.status, second.status]).toEqual(["sent", "already_sent"]);
    expect(meta.sent).toHaveLength(sentBefore + 1);
  });

  it("says WhatsApp's refusal in words and keeps nothing, so the same form can be sent again", async () => {
    const { enquiry } = await enquiryWithPhone();
    const replyToken = newReplyToken();
    meta.refuseNext(400, 132001, "Template name does not exist in the translation");
    const refused = await send(enquiry.id, { mode: "template", replyToken });
    expect(refused).toEqual({
      status: "refused",
      formError:
        "WhatsApp did not take the message: Template name does not exist in the translation (code 132001). Your text is kept.",
    });
    expect(await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiry.id))).toEqual([]);
    expect((await send(enquiry.id, { mode: "template", replyToken })).status).toBe("sent");
  });

  it("says so when WhatsApp cannot be reached, and sends nothing", async () => {
    const { enquiry } = await enquiryWithPhone();
    const result = await sendWhatsAppReply(database.db, {
      enquiryId: enquiry.id,
      actor: amani,
      values: { intent: "whatsapp", mode: "template", replyToken: newReplyToken() },
      settings: { ...settings, apiBaseUrl: "http://127.0.0.1:9/v21.0" },
    });
    expect(result.status).toBe("unavailable");
    expect(await database.db.select().from(enquiryReplies).where(eq(enquiryReplies.enquiryId, enquiry.id))).toEqual([]);
  });

  it("refuses when the traveller gave no number WhatsApp can reach", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db, { phone: null });
    expect(await send(enquiry.id, { mode: "template" })).toEqual({
      status: "refused",
      formError: "This traveller gave no phone number WhatsApp can reach.",
    });
    expect(meta.problems).toEqual([]);
  });
});

describe("the webhook's checks", () => {
  it("accepts Meta's signature of the raw body and nothing else", () => {
    const raw = JSON.stringify(webhookBody("254712345678", "Hi", "wamid.x"));
    const good = `sha256=${createHmac("sha256", SECRETS.appSecret).update(raw).digest("hex")}`;
    expect(webhookSignatureMatches(raw, good, SECRETS.appSecret)).toBe(true);
    expect(webhookSignatureMatches(`${raw} `, good, SECRETS.appSecret)).toBe(false);
    expect(webhookSignatureMatches(raw, good, "another secret")).toBe(false);
    expect(webhookSignatureMatches(raw, null, SECRETS.appSecret)).toBe(false);
  });

  it("answers Meta's verification with the challenge only for the right token", () => {
    const query = (token: string) =>
      new URLSearchParams({ "hub.mode": "subscribe", "hub.verify_token": token, "hub.challenge": "1158201444" });
    expect(verificationChallenge(query(settings.verifyToken), settings.verifyToken)).toBe("1158201444");
    expect(verificationChallenge(query("wrong"), settings.verifyToken)).toBeNull();
  });
});
