// The traveller's answer comes back into the enquiry's thread, in Chromium against the production build with
// a real SMTP server on 127.0.0.1. A traveller writes through the German contact page; their acknowledgement
// and staff's reply from the portal arrive by SMTP with the enquiry's own Reply-To address; the mail provider
// (played by this test, posting Postmark's documented inbound JSON with basic authentication) delivers the
// traveller's answer to it, twice, and staff see it once in the thread, with the files it came with named.
// A post without the webhook's password is refused. On WhatsApp (a stand-in for the Cloud API on 127.0.0.1,
// tests/fakes/whatsapp-server.ts): a traveller who gave a local Kenyan number on the German form is sent the
// approved template in German (no free text outside the 24-hour window); their WhatsApp answer, signed as
// Meta signs it, appears in the thread; staff then write freely. A message from a number no enquiry knows
// opens one, with no e-mail address, in the language of the number's country. Photographed at 375, 768 and
// 1280 px.
import { mkdir, rm } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type FakeWhatsApp, startFakeWhatsApp } from "../fakes/whatsapp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, phone, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { noteSecret } from "./support/run-logs";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "amani@heartbeest.test", password: "a long channels passphrase", name: "Amani Mollel" };
const INBOUND = "answers@in.heartbeest.test";
const WEBHOOK_SECRET = "the inbound webhook secret for this test";
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-channels";

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let meta: FakeWhatsApp;
const WHATSAPP = {
  accessToken: "EAAG-e2e-access-token-0123456789",
  appSecret: "the e2e meta app secret",
  phoneNumberId: "106540352242922",
};
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-channels-e2e-");
  [smtp, meta] = await Promise.all([startFakeSmtpServer(), startFakeWhatsApp(WHATSAPP)]);
  await prepareSiteDatabase(dataDir, [STAFF]);
  [server, browser] = await Promise.all([
    startAppServer({
      dataDir,
      env: {
        SMTP_URL: smtp.url,
        STAFF_EMAIL: "reservations@heartbeest.test",
        INBOUND_EMAIL_ADDRESS: INBOUND,
        INBOUND_EMAIL_WEBHOOK_SECRET: WEBHOOK_SECRET,
        WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
        WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
        WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: "the e2e verify token",
        WHATSAPP_API_BASE_URL: meta.baseUrl,
        TRUST_PROXY: "true",
      },
    }),
    launchBrowser(),
  ]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  await meta?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

let address = 40;
async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  address += 1;
  const page = await openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${address}` },
    ...options,
  });
  pages.push(page);
  return page;
}

/** The mail provider's post of what arrived at `to` (Postmark's inbound webhook JSON). */
function postmarkPost(to: string, messageId: string, password = WEBHOOK_SECRET) {
  const mailboxHash = /\+([^@]+)@/.exec(to)?.[1] ?? "";
  return fetch(`${server.url}/api/email/inbound`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${Buffer.from(`inbound:${password}`).toString("base64")}`,
    },
    body: JSON.stringify({
      FromName: "Lena Vogel",
      MessageStream: "inbound",
      From: "lena.vogel@example.de",
      FromFull: { Email: "lena.vogel@example.de", Name: "Lena Vogel", MailboxHash: "" },
      To: `"Heartbeest Safari" <${to}>`,
      ToFull: [{ Email: to, Name: "Heartbeest Safari", MailboxHash: mailboxHash }],
      CcFull: [],
      OriginalRecipient: to,
      Subject: "AW: Ihre Safari-Anfrage",
      MessageID: messageId,
      MailboxHash: mailboxHash,
      Date: "Mon, 30 Nov 2026 10:15:00 +0100",
      TextBody: "Danke! Der September passt uns gut.\n\nAm Montag schrieb Amani:\n> Liebe Lena,",
      HtmlBody: "<p>Danke! Der September passt uns gut.</p>",
      StrippedTextReply: "Danke! Der September passt uns gut.",
      Headers: [{ Name: "X-Spam-Status", Value: "No" }],
      Attachments: [
        { Name: "reisepass.pdf", Content: "JVBERi0xLjQ=", ContentType: "application/pdf", ContentLength: 8 },
      ],
    }),
  });
}

/** A traveller writes through the German contact page, as any enquiry starts. */
async function travellerWritesInGerman(name: string, email: string, phone = "") {
  const traveller = await newPage();
  await visit(traveller, "/de/kontakt");
  const form = traveller.locator("form").filter({ has: traveller.getByRole("button", { name: "Nachricht senden" }) });
  await form.getByLabel("Vollständiger Name *").fill(name);
  await form.getByLabel("E-Mail *").fill(email);
  if (phone) await form.getByLabel("Telefon (optional)").fill(phone);
  await form.getByLabel("Betreff *").fill("Safari im September");
  await form.getByLabel("Nachricht *").fill("Zwei Personen, zehn Tage im September.");
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect.poll(() => form.getByLabel("Vollständiger Name *").inputValue(), { timeout: 15_000 }).toBe("");
  await expectAccessible(traveller, "contact sent (de)");
}

let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** Staff sign in (once) and open the traveller's enquiry from the inbox. */
async function staffOpens(name: string): Promise<Page> {
  const page = await newPage(signedIn ? { storageState: signedIn } : {});
  if (signedIn) {
    await visit(page, "/admin/inbox");
  } else {
    await visit(page, `/login?redirectTo=${encodeURIComponent("/admin/inbox")}`);
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === "/admin/inbox");
    signedIn = await page.context().storageState();
  }
  await waitForHydration(page);
  await expectAccessible(page, "inbox");
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.waitForURL((url) => /^\/admin\/inbox\/\d+$/.test(url.pathname));
  await waitForHydration(page);
  await expectAccessible(page, "enquiry");
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe("the traveller's e-mail answer", () => {
  it("comes back into the enquiry's thread through the reply address, once, and only with the webhook's password", async () => {
    await travellerWritesInGerman("Lena Vogel", "lena.vogel@example.de");
    // Their acknowledgement already names the enquiry's own address to answer to.
    const [acknowledgement] = (await smtp.waitForMessages(2)).filter((mail) =>
      mail.envelopeTo.includes("lena.vogel@example.de"),
    );
    const replyTo = acknowledgement?.replyTo ?? "";
    expect(replyTo).toMatch(/^answers\+[a-f0-9]{32}@in\.heartbeest\.test$/);
    const token = replyTo.slice("answers+".length, replyTo.indexOf("@"));
    noteSecret(token);

    // Staff answer from the portal: the same address to answer to.
    const page = await staffOpens("Lena Vogel");
    const reply = page.getByRole("region", { name: "Reply to the traveller", exact: true });
    expect(await reply.textContent()).toContain("Their answer by e-mail comes back into this conversation.");
    await reply.getByLabel("Subject").fill("Ihre Safari im September");
    await reply.getByLabel("Message").fill("Liebe Lena, der September ist eine wunderbare Zeit.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => page.getByTestId("reply-delivery").count()).toBe(1);
    const [staffReply] = (await smtp.waitForMessages(3)).filter((mail) => mail.subject.startsWith("Ihre Safari"));
    expect(staffReply?.replyTo).toBe(replyTo);

    // The traveller answers; the provider posts it without the password first, then with it, twice.
    expect((await postmarkPost(replyTo, "b7bc2f4a-e38e-4336-af7d-e6c392c2f817", "a wrong password")).status).toBe(401);
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await postmarkPost(replyTo, "b7bc2f4a-e38e-4336-af7d-e6c392c2f817");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ outcome: delivery === 0 ? "stored" : "duplicate" });
    }
    // Mail to an address that names no enquiry is taken (so the provider stops) and goes nowhere.
    const unknown = await postmarkPost("answers+ffffffffffffffffffffffffffffffff@in.heartbeest.test", "c1");
    expect(await unknown.json()).toEqual({ outcome: "unmatched" });

    await page.reload();
    await waitForHydration(page);
    const answers = page.getByTestId("traveller-message");
    expect(await answers.count()).toBe(1);
    const answer = (await answers.textContent()) ?? "";
    expect(answer).toContain("Lena Vogel wrote by e-mail from lena.vogel@example.de");
    expect(answer).toContain("Danke! Der September passt uns gut.");
    expect(answer).not.toContain("Am Montag schrieb");
    expect(answer).toContain("reisepass.pdf");
    // After the reply, in time order; the secret address shows nowhere on the page.
    const thread = (await page.getByTestId("enquiry-thread").textContent()) ?? "";
    expect(thread.indexOf("Ihre Safari im September")).toBeLessThan(thread.indexOf("Danke!"));
    // Not even in the page's data for script.
    expect(await page.content()).not.toContain(token);
    await expectAccessible(page, "enquiry with the traveller's answer");
    await shoot(page, "enquiry-email-answer");
  });
});

describe("WhatsApp", () => {
  it("sends the approved template outside the window, shows the traveller's answer, then lets staff write freely", async () => {
    await travellerWritesInGerman("Klaus Weber", "klaus.weber@example.de", "0712 345 678");
    const page = await staffOpens("Klaus Weber");
    const panel = page.getByRole("region", { name: "WhatsApp", exact: true });
    const windowText = () => page.getByTestId("whatsapp-window").textContent();
    expect(await windowText()).toContain("To +254712345678.");
    expect(await windowText()).toContain("only the approved template “enquiry_follow_up” in German");
    expect(await panel.getByLabel("WhatsApp message").count()).toBe(0);

    await panel.getByRole("button", { name: "Send the template" }).click();
    await expect.poll(() => page.getByTestId("whatsapp-reply").count()).toBe(1);
    const id = new URL(page.url()).pathname.split("/").pop();
    expect(meta.sent.at(-1)?.body).toMatchObject({
      to: "254712345678",
      type: "template",
      template: { name: "enquiry_follow_up", language: { code: "de" } },
    });
    expect(JSON.stringify(meta.sent.at(-1)?.body.template?.components)).toContain(`ENQ-${id}`);
    expect(await page.getByTestId("enquiry-stage").textContent()).toBe("Answered");

    // The traveller answers on WhatsApp; Meta signs the post. An unsigned one is refused.
    expect((await meta.post(server.url, "{}", "sha256=00")).status).toBe(401);
    const delivered = await meta.deliver(server.url, {
      from: "254712345678",
      name: "Klaus",
      text: "Ja, gerne! Rufen Sie mich morgen an.",
    });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toEqual({ outcome: { stored: 1, duplicate: 0, opened: 0 } });

    // The inbox marks the enquiry as written back; it opens from there.
    await visit(page, "/admin/inbox");
    await waitForHydration(page);
    const row = page.getByRole("listitem").filter({ hasText: "Klaus Weber" });
    expect(await row.getByTestId("inbox-wrote-back").textContent()).toMatch(/^Wrote back /);
    await expectAccessible(page, "inbox with an answer");
    await row.getByRole("link", { name: "Klaus Weber", exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/inbox\/\d+$/.test(url.pathname));
    await waitForHydration(page);
    const answer = (await page.getByTestId("traveller-message").textContent()) ?? "";
    expect(answer).toContain("Klaus wrote by WhatsApp from +254712345678");
    expect(answer).toContain("Ja, gerne! Rufen Sie mich morgen an.");
    expect(await windowText()).toContain("you may write freely until");

    // WhatsApp refuses once: said beside the form in words, the text kept; sent on the next press.
    const text = "Gerne, Klaus! Wir rufen Sie morgen um 10 Uhr an.";
    meta.refuseNext(400, 131026, "Message undeliverable");
    await panel.getByLabel("WhatsApp message").fill(text);
    await panel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect
      .poll(() => panel.getByRole("alert").textContent())
      .toBe("WhatsApp did not take the message: Message undeliverable (code 131026). Your text is kept.");
    expect(await panel.getByLabel("WhatsApp message").inputValue()).toBe(text);
    expect(await page.getByTestId("whatsapp-reply").count()).toBe(1);
    await expectAccessible(page, "WhatsApp refused");
    await panel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect.poll(() => page.getByTestId("whatsapp-reply").count()).toBe(2);
    expect(meta.sent.at(-1)?.body).toMatchObject({
      to: "254712345678",
      type: "text",
      text: { body: "Gerne, Klaus! Wir rufen Sie morgen um 10 Uhr an." },
    });
    expect(await panel.getByLabel("WhatsApp message").inputValue()).toBe("");
    // Nothing the Cloud API would have refused was ever sent.
    expect(meta.problems).toEqual([]);
    await expectAccessible(page, "enquiry with WhatsApp");
    await shoot(page, "enquiry-whatsapp");

    // Without script, on a phone: WhatsApp out of reach is said in words (503), the text kept.
    const plain = await newPage({ storageState: signedIn, javaScriptEnabled: false, viewport: phone });
    await visit(plain, new URL(page.url()).pathname);
    await expectAccessible(plain, "enquiry without script");
    const plainPanel = plain.getByRole("region", { name: "WhatsApp", exact: true });
    meta.refuseNext(503, 2, "Service temporarily unavailable");
    await plainPanel.getByLabel("WhatsApp message").fill("Bis morgen!");
    await plainPanel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await plain.waitForLoadState("load");
    expect(await plainPanel.getByRole("alert").textContent()).toBe(
      "WhatsApp could not be reached just now. Nothing was sent; your text is kept. Please try again in a minute.",
    );
    expect(await plainPanel.getByLabel("WhatsApp message").inputValue()).toBe("Bis morgen!");
    await expectAccessible(plain, "WhatsApp unavailable without script");
    expect(meta.sent.filter((message) => message.body.type === "text")).toHaveLength(1);
  });
  it("opens an enquiry for a number no enquiry knows, answered on WhatsApp in the language of its country", async () => {
    const delivered = await meta.deliver(server.url, {
      from: "33612345678",
      name: "Camille",
      text: "Bonjour, avez-vous encore des places en juillet pour deux ?",
    });
    expect(await delivered.json()).toEqual({ outcome: { stored: 1, duplicate: 0, opened: 1 } });

    const page = await staffOpens("Camille");
    const traveller = page.getByRole("region", { name: "Traveller", exact: true });
    expect(await traveller.textContent()).toContain("None given: they wrote on WhatsApp");
    expect(await traveller.textContent()).toContain("+33612345678");
    expect(await traveller.getByTitle("Writes in French: please reply in French.").count()).toBe(1);
    expect(await page.getByTestId("traveller-message").textContent()).toContain(
      "Bonjour, avez-vous encore des places en juillet pour deux ?",
    );
    // No address to e-mail: the reply box says so, and WhatsApp is open for free text (they just wrote).
    expect(await page.getByRole("region", { name: "Reply to the traveller" }).textContent()).toContain(
      "gave no e-mail address: answer on WhatsApp",
    );
    const panel = page.getByRole("region", { name: "WhatsApp", exact: true });
    await panel.getByLabel("WhatsApp message").fill("Bonjour Camille, oui : deux places le 12 juillet.");
    await panel.getByRole("button", { name: "Send on WhatsApp" }).click();
    await expect.poll(() => page.getByTestId("whatsapp-reply").count()).toBe(1);
    expect(meta.sent.at(-1)?.body).toMatchObject({ to: "33612345678", type: "text" });
    expect(await page.getByTestId("enquiry-stage").textContent()).toBe("Answered");
    await expectAccessible(page, "enquiry opened by WhatsApp");
    await shoot(page, "enquiry-whatsapp-stranger");
  });
});
