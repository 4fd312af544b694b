// An enquiry's staff page in Chromium against the production build. A traveller writes through the contact
// form (so the enquiry's clock runs); a member of staff opens it from the inbox, assigns it to themselves,
// replies from the 'Thank you, we are on it' template and sees the clock stop, moves the stage to quoted,
// is told in words when a colleague moved it meanwhile, marks it lost with a reason and adds a note. A traveller
// who wrote in German is answered from the template's German wording; one snoozed until tomorrow leaves the
// open list for Snoozed and is back when cleared. The same
// journey again on a 375 px phone without script, with a refusal shown beside its form and the entries kept.
// The reply templates page refuses an unknown variable in words. Each page is scanned by axe and photographed
// at 375, 768 and 1280 px; at the end the outbox rows are read from the database: to the traveller, the
// reference in the subject, the traveller's name filled in, the staff address to answer to.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, phone, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "akinyi@heartbeest.test", password: "a long inbox passphrase", name: "Akinyi Wafula" };
const COLLEAGUE = { email: "baraka@heartbeest.test", password: "another long passphrase", name: "Baraka Otieno" };
const STAFF_EMAIL = "reservations@heartbeest.test";
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-enquiry";

let server: AppServer;
let browser: Browser;
let dataDir: string;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const pages: Page[] = [];
/** The enquiries the journeys made: the traveller, the enquiry's id, and the reply's subject and greeting. */
const made: { email: string; id: number; subject: string; greeting: string }[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-enquiry-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF, COLLEAGUE]);
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: { STAFF_EMAIL, TRUST_PROXY: "true" } }),
    launchBrowser(),
  ]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

let address = 20;
async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  address += 1;
  const page = await openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${address}` },
    ...options,
  });
  pages.push(page);
  return page;
}

/** The contact form's words in the languages the journeys write in. */
const CONTACT_FORM = {
  en: {
    path: "/contact",
    send: "Send Message",
    name: "Full name *",
    email: "Email *",
    type: "Inquiry type",
    subject: "Subject *",
    message: "Message *",
  },
  de: {
    path: "/de/kontakt",
    send: "Nachricht senden",
    name: "Vollständiger Name *",
    email: "E-Mail *",
    type: "Art der Anfrage",
    subject: "Betreff *",
    message: "Nachricht *",
  },
} as const;

/** A traveller writes through the contact page (with script), as any enquiry starts. */
async function travellerWrites(name: string, email: string, subject: string, language: "en" | "de" = "en") {
  const words = CONTACT_FORM[language];
  const page = await newPage();
  await visit(page, words.path);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: words.send }) });
  await form.getByLabel(words.name).fill(name);
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.type).selectOption("custom");
  await form.getByLabel(words.subject).fill(subject);
  await form.getByLabel(words.message).fill("Two of us, ten days in September, a tented camp if we can.");
  await form.getByRole("button", { name: words.send }).click();
  await expect.poll(() => form.getByLabel(words.name).inputValue(), { timeout: 15_000 }).toBe("");
  await expectAccessible(page, `contact sent (${language})`);
}

/** Signs in (once per file) and opens the inbox; the enquiry is opened from there by the traveller's name. */
async function openFromInbox(name: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await newPage(signedIn ? { storageState: signedIn, ...options } : options);
  if (signedIn) {
    await visit(page, "/admin/inbox");
  } else {
    await visit(page, `/login?redirectTo=${encodeURIComponent("/admin/inbox")}`);
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === "/admin/inbox");
    await waitForHydration(page);
    signedIn = await page.context().storageState();
  }
  await expectAccessible(page, "inbox");
  await page.getByRole("link", { name, exact: true }).first().click();
  await page.waitForURL((url) => /^\/admin\/inbox\/\d+$/.test(url.pathname));
  await waitForHydration(page);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  await expectAccessible(page, "enquiry");
  return page;
}

/** Without script: presses a button and waits for the page the post leads to. */
async function press(page: Page, button: ReturnType<Page["getByRole"]>) {
  await button.click();
  await page.waitForLoadState("load");
}

const panel = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? "";

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing runs wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

describe("an enquiry, for staff", () => {
  it("assigns, replies from a template (the clock stops), moves the stage, is told of a colleague's move, and notes", async () => {
    await travellerWrites("Nia Wanjiku", "Nia.Wanjiku@example.com", "Honeymoon in the Mara");
    const page = await openFromInbox("Nia Wanjiku");
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    made.push({
      email: "Nia.Wanjiku@example.com",
      id,
      subject: `Your safari enquiry ENQ-${id}`,
      greeting: "Dear Nia,",
    });
    expect(await page.getByTestId("enquiry-clock").locator("[data-clock]").getAttribute("data-clock")).toMatch(
      /^(waiting|nearing|overdue)$/,
    );
    expect(await panel(page, "What they wrote").textContent()).toContain("Two of us, ten days in September");
    expect(await panel(page, "Traveller").textContent()).toContain(`ENQ-${id}`);

    // Assign to me.
    await panel(page, "Owner").getByRole("button", { name: "Assign to me" }).click();
    await expect.poll(() => text(page, "enquiry-owner")).toBe("Akinyi Wafula (you)");

    // Reply from a template: filled on the server, sent, and the clock stops.
    const reply = panel(page, "Reply to the traveller");
    await reply.getByLabel("Start from a template").selectOption({ label: "Thank you, we are on it" });
    await reply.getByRole("button", { name: "Use template" }).click();
    await expect.poll(() => reply.getByLabel("Subject").inputValue()).toBe(`Your safari enquiry ENQ-${id}`);
    expect(await reply.getByLabel("Message").inputValue()).toContain("Dear Nia,");
    expect(await reply.getByLabel("Message").inputValue()).toContain("about Honeymoon in the Mara.");
    await expectAccessible(page, "template filled in");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => page.getByTestId("reply-delivery").count()).toBe(1);
    await expect
      .poll(() => page.getByTestId("enquiry-clock").locator("[data-clock]").getAttribute("data-clock"))
      .toBe("answered");
    expect(await text(page, "enquiry-thread")).toContain(`Your safari enquiry ENQ-${id}`);
    expect(await panel(page, "Traveller").textContent()).toContain("First answered by e-mail");
    // The composer is empty again, ready for the next reply.
    expect(await reply.getByLabel("Subject").inputValue()).toBe("");
    // The reply moved it on in the one lifecycle.
    const stage = panel(page, "Stage");
    await expect.poll(() => text(page, "enquiry-stage")).toBe("Answered");

    // A proposal went out.
    await stage.getByRole("button", { name: "Mark proposal sent" }).click();
    await expect.poll(() => text(page, "enquiry-stage")).toBe("Proposal sent");

    // A colleague takes it back in another tab; this page still shows 'Proposal sent' and is told in words.
    const other = await newPage({ storageState: signedIn });
    await visit(other, `/admin/inbox/${id}`);
    await expectAccessible(other, "enquiry in a second tab");
    await panel(other, "Stage").getByRole("button", { name: "Undo: no proposal sent yet" }).click();
    await expect.poll(() => text(other, "enquiry-stage")).toBe("Answered");

    await stage.getByLabel("Lost? Why").selectOption("Price too high");
    await stage.getByRole("button", { name: "Mark as lost" }).click();
    const stale = stage.getByRole("alert");
    await expect.poll(() => stale.textContent()).toContain("Someone else moved this enquiry to “No proposal yet”");
    expect(await text(page, "enquiry-stage")).toBe("Answered");
    expect(await stage.getByLabel("Lost? Why").inputValue()).toBe("Price too high");
    await expectAccessible(page, "stage changed meanwhile");

    // Chosen again from where it is now: lost, with the reason.
    await stage.getByRole("button", { name: "Mark as lost" }).click();
    await expect.poll(() => text(page, "enquiry-stage")).toBe("LostReason: Price too high");

    // A note.
    await page.getByLabel("Add a note").fill("Asked for a cheaper camp; may come back next year.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => text(page, "enquiry-thread")).toContain("Asked for a cheaper camp");
    await expect.poll(() => page.getByLabel("Add a note").inputValue()).toBe("");

    const trail = await text(page, "enquiry-audit");
    for (const entry of [
      "Note added",
      "Stage: no proposal yet → lost (Price too high)",
      "Stage: proposal sent → no proposal yet",
      "Stage: no proposal yet → proposal sent",
      `Reply sent: Your safari enquiry ENQ-${id}`,
      "Owner: none → Akinyi Wafula",
    ]) {
      expect(trail, entry).toContain(entry);
    }
    await expectAccessible(page, "after the journey");
    await shoot(page, "enquiry");
  });

  it("works on a 375 px phone without script: a refusal beside its form with the entries kept", async () => {
    await travellerWrites("Omari Said", "omari.said@example.com", "Gorilla trek and beach");
    const page = await openFromInbox("Omari Said", { javaScriptEnabled: false, viewport: phone });
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    made.push({
      email: "omari.said@example.com",
      id,
      subject: `Your safari enquiry ENQ-${id}`,
      greeting: "Dear Omari,",
    });

    await press(page, page.getByRole("button", { name: "Assign to me" }));
    expect(await text(page, "enquiry-owner")).toBe("Akinyi Wafula (you)");

    // The reply box is screens down on a phone: one tap at the top takes staff to it.
    await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Reply" }).click();
    await expect
      .poll(async () => {
        const box = await panel(page, "Reply to the traveller").boundingBox();
        return box !== null && box.y >= 0 && box.y < phone.height / 2;
      })
      .toBe(true);

    await page.getByLabel("Start from a template").selectOption({ label: "Thank you, we are on it" });
    await press(page, page.getByRole("button", { name: "Use template" }));
    expect(await page.getByLabel("Message").inputValue()).toContain("Dear Omari,");
    await expectAccessible(page, "template filled in without script");
    await press(page, page.getByRole("button", { name: "Send reply" }));
    expect(await page.getByTestId("enquiry-clock").locator("[data-clock]").getAttribute("data-clock")).toBe("answered");
    expect(await text(page, "enquiry-thread")).toContain(`Your safari enquiry ENQ-${id}`);

    expect(await text(page, "enquiry-stage")).toBe("Answered");
    await press(page, page.getByRole("button", { name: "Mark proposal sent" }));
    expect(await text(page, "enquiry-stage")).toBe("Proposal sent");

    // 'Other' without saying which: refused beside the stage form, the choice kept.
    await page.getByLabel("Lost? Why").selectOption("other");
    await press(page, page.getByRole("button", { name: "Mark as lost" }));
    const stage = panel(page, "Stage");
    expect(await stage.getByRole("alert").textContent()).toContain("A lost enquiry needs a reason.");
    expect(await stage.textContent()).toContain("Please say what the other reason was.");
    expect(await page.getByLabel("Lost? Why").inputValue()).toBe("other");
    await expectAccessible(page, "lost without a reason");
    await page.getByLabel("Other reason").fill("Chose Rwanda only");
    await press(page, page.getByRole("button", { name: "Mark as lost" }));
    expect(await text(page, "enquiry-stage")).toBe("LostReason: Chose Rwanda only");

    await page.getByLabel("Add a note").fill("Sent the Rwanda contacts anyway.");
    await press(page, page.getByRole("button", { name: "Add note" }));
    expect(await text(page, "enquiry-thread")).toContain("Sent the Rwanda contacts anyway.");
    await expectAccessible(page, "after the journey without script");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shoot(page, "enquiry-no-script");
  });

  it("answers a traveller who wrote in German from the template's German wording", async () => {
    await travellerWrites("Lena Vogel", "lena.vogel@example.de", "Familiensafari im August", "de");
    const page = await openFromInbox("Lena Vogel");
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    expect(await panel(page, "Traveller").textContent()).toContain("German");
    const reply = panel(page, "Reply to the traveller");
    // The traveller's language is chosen before staff choose anything.
    expect(await reply.getByLabel("In", { exact: true }).inputValue()).toBe("de");
    await reply.getByLabel("Start from a template").selectOption({ label: "Thank you, we are on it" });
    await reply.getByRole("button", { name: "Use template" }).click();
    await expect.poll(() => reply.getByLabel("Subject").inputValue()).toBe(`Ihre Safari-Anfrage ENQ-${id}`);
    const body = await reply.getByLabel("Message").inputValue();
    expect(body.startsWith("Guten Tag Lena Vogel,\n\nvielen Dank für Ihre Nachricht")).toBe(true);
    expect(body).toContain("zu Familiensafari im August.");
    expect(body).toContain("Herzliche Grüße\nAkinyi Wafula\nHeartbeest Safari");
    expect(await text(page, "reply-language")).toBe(
      "Written in German, the traveller's language; amounts and dates are written as in German.",
    );
    await expectAccessible(page, "German template filled in");
    await shoot(page, "enquiry-german");
    await page.setViewportSize({ width: 1280, height: 800 });
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => page.getByTestId("reply-delivery").count()).toBe(1);
    expect(await text(page, "enquiry-thread")).toContain(`Ihre Safari-Anfrage ENQ-${id}`);
    made.push({
      email: "lena.vogel@example.de",
      id,
      subject: `Ihre Safari-Anfrage ENQ-${id}`,
      greeting: "Guten Tag Lena Vogel,",
    });
  });

  it("snoozes an enquiry until tomorrow: out of the open list, under Snoozed with its day, back when cleared", async () => {
    await travellerWrites("Sam Snooze", "sam.snooze@example.com", "Zanzibar after the Serengeti");
    const page = await openFromInbox("Sam Snooze");
    const followUp = panel(page, "Follow up");
    expect(await text(page, "enquiry-follow-up")).toBe("No follow-up day: it stays in the open list.");
    await followUp.getByRole("button", { name: "Tomorrow" }).click();
    await expect.poll(() => text(page, "enquiry-follow-up")).toMatch(/^Snoozed until \d{1,2} \w{3} \d{4}$/);
    const until = await text(page, "enquiry-follow-up");
    expect(await text(page, "enquiry-audit")).toContain(until);
    await expectAccessible(page, "snoozed");

    // Out of the open list; under Snoozed with its day.
    await visit(page, "/admin/inbox");
    await expectAccessible(page, "inbox without the snoozed one");
    const sam = page.locator("[data-inbox-row]").filter({ hasText: "Sam Snooze" });
    expect(await sam.count()).toBe(0);
    await page.locator('[data-count="snoozed"]').click();
    await page.waitForURL((url) => url.searchParams.get("status") === "snoozed");
    await expect.poll(() => sam.count()).toBe(1);
    expect(await sam.locator("[data-follow-up]").textContent()).toBe(until);
    await expectAccessible(page, "snoozed list");
    await shoot(page, "inbox-snoozed");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Cleared: back in the open list at once.
    await sam.getByRole("link", { name: "Sam Snooze", exact: true }).click();
    await page.waitForURL((url) => /^\/admin\/inbox\/\d+$/.test(url.pathname));
    await waitForHydration(page);
    await expectAccessible(page, "snoozed enquiry");
    await panel(page, "Follow up").getByRole("button", { name: "Clear the follow-up day" }).click();
    await expect.poll(() => text(page, "enquiry-follow-up")).toBe("No follow-up day: it stays in the open list.");
    await visit(page, "/admin/inbox");
    await expectAccessible(page, "inbox with it back");
    expect(await sam.count()).toBe(1);
  });

  it("answers an unknown enquiry with a 404 in words", async () => {
    const page = await newPage({ storageState: signedIn });
    const response = await page.goto("/admin/inbox/987654");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Enquiry not found" }).waitFor();
    await expectAccessible(page, "enquiry not found");
  });
});

describe("reply templates", () => {
  it("refuses an unknown variable in words with the entries kept, then saves; the preview fills sample values", async () => {
    const page = await newPage({ storageState: signedIn });
    await visit(page, "/admin/templates");
    await expectAccessible(page, "templates");
    const editor = panel(page, "New template");
    await editor.getByLabel("Name").fill("Balance reminder");
    await editor.getByLabel("Subject", { exact: true }).fill("Balance for {reference}");
    await editor
      .getByLabel("Message", { exact: true })
      .fill("Dear {first_nam},\n\nThe balance is due on {balance_due_date}.");
    await expect.poll(() => text(page, "template-preview")).toContain("The balance is due on 14 May 2027.");
    await editor.getByRole("button", { name: "Add template" }).click();
    await expect.poll(() => editor.textContent()).toContain("{first_nam} is not a variable we know");
    expect(await editor.getByLabel("Name").inputValue()).toBe("Balance reminder");
    await expectAccessible(page, "unknown variable refused");
    await shoot(page, "templates-refused");

    await editor
      .getByLabel("Message", { exact: true })
      .fill("Dear {first_name},\n\nThe balance is due on {balance_due_date}.");
    // A German wording beside it, for travellers who write in German.
    await editor.getByTestId("wording-de").locator("summary").click();
    await editor.getByLabel("German subject").fill("Restzahlung für {reference}");
    await editor
      .getByLabel("German message")
      .fill("Guten Tag {name},\n\nder Restbetrag ist am {balance_due_date} fällig.");
    await editor.getByRole("button", { name: "Add template" }).click();
    await expect.poll(() => text(page, "template-list")).toContain("Balance reminder");
    expect(await text(page, "template-list")).toContain("In English and German");
    await expectAccessible(page, "template added");
  });
});

describe("what was sent", () => {
  it("queued each reply in the outbox to the traveller, with the reference, the name and the staff address", async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const rows = await handle.db.select().from(emailOutbox);
      for (const enquiry of made) {
        const sent = rows.filter(
          (row) => row.kind === "enquiry_reply" && row.dedupeKey?.startsWith(`enquiry:${enquiry.id}:`),
        );
        expect(sent, enquiry.email).toHaveLength(1);
        expect(sent[0]).toMatchObject({
          toAddress: enquiry.email,
          replyTo: STAFF_EMAIL,
          subject: enquiry.subject,
          // No mail server in this test: the outbox holds it for staff to read.
          status: "held",
        });
        expect(sent[0]?.textBody).toContain(enquiry.greeting);
        expect(sent[0]?.textBody).toContain("Akinyi Wafula");
      }
    } finally {
      await handle.close();
    }
  });
});
