// The Contact page in Chromium against the production build: the information panel, the map (which must
// look right with no internet), the FAQ from the business terms, and sending an inquiry with script (inline
// checks, toast, empty form) and without (400 with the messages and the words kept). Staff are e-mailed
// about each inquiry through SMTP. Every page visited is scanned for accessibility problems.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";

const STAFF_EMAIL = "enquiries@heartbeest.test";

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
const pages: Page[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  [server, browser] = await Promise.all([
    startAppServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
});

afterEach(async () => {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

const form = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });

describe("the contact page", () => {
  it("shows how to reach the company, a map that needs no key, and the FAQ from the business terms", async () => {
    const page = await newPage({ viewport: phone });
    const response = await visit(page, "/contact");
    expect(response.status()).toBe(200);
    await expectAccessible(page, "contact");
    expect(await page.title()).toBe("Contact Us | Heartbeest Safari");

    const info = page.getByRole("region", { name: "Get in touch" });
    // Intl writes a narrow no-break space before AM and PM, and thin spaces around the dash.
    const text = (await info.textContent())?.replace(/[\u202f\u2009\u00a0]/g, " ").replace(/\u2060/g, "");
    for (const expected of [
      "+254 700 123 456",
      "info@heartbeest-safari.example",
      "Kenyatta Avenue",
      // The office hours are the response clock's (the spec's until staff change them).
      "Monday – Friday",
      "8 AM – 6 PM",
      "9 AM – 3 PM",
      "Closed",
      // The phone hours are times, worded in the page's language: the demo's answer on the office's Saturday too.
      "Lines open Monday – Friday 8 AM – 8 PM, Saturday 9 AM – 3 PM",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The demo's placeholder box number is shown nowhere until staff set their own.
    expect(text).not.toContain("P.O. Box 00000");

    // The map is drawn by the page; OpenStreetMap is a link (and an opt-in embed), so nothing breaks offline.
    const mapLink = page.getByRole("link", { name: "View on OpenStreetMap" });
    expect(await mapLink.getAttribute("href")).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(await page.getByRole("img", { name: /Illustrated map/ }).isVisible()).toBe(true);
    expect(await page.locator("iframe").count()).toBe(0);
    await hydrateInView(page.getByRole("img", { name: /Illustrated map/ }));
    await page.getByRole("button", { name: "Show interactive map" }).click();
    const frame = page.locator('iframe[title="Map of our office in Nairobi"]');
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(await frame.getAttribute("loading")).toBe("lazy");

    // FAQ: native disclosure widgets with the business terms.
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const questions = faq.locator("details");
    expect(await questions.count()).toBe(5);
    await faq.getByText("Can I cancel my safari?").click();
    expect(await faq.getByText(/free up to 30 days before/).isVisible()).toBe(true);
    const answers = await questions.allTextContents();
    expect(answers.join(" ")).toMatch(/30% deposit/);
    expect(answers.join(" ")).toMatch(/due 60 days before/);
    expect(answers.join(" ")).toMatch(/within 24 hours/);
  });

  it("sends an inquiry: inline checks, then stored, staff e-mailed, toast shown and the form emptied", async () => {
    const page = await newPage();
    await visit(page, "/contact");
    await expectAccessible(page, "contact");
    const contact = form(page);

    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => contact.getByText("Name must be at least 2 characters.").isVisible()).toBe(true);
    for (const message of [
      "Please enter a valid email address.",
      "Subject is required.",
      "Message must be at least 10 characters.",
    ]) {
      expect(await contact.getByText(message).isVisible(), message).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await contact.getByLabel("Full name *").getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "contact form with errors");

    const types = await contact.getByLabel("Inquiry type").locator("option").allTextContents();
    expect(types).toEqual(["General inquiry", "Booking question", "Custom safari", "Group travel", "Feedback"]);
    expect(await contact.getByLabel("Inquiry type").inputValue()).toBe("general");

    await contact.getByLabel("Full name *").fill("Baraka Otieno");
    await contact.getByLabel("Email *").fill("baraka@example.com");
    await contact.getByLabel("Phone (optional)").fill("+254 711 222 333");
    await contact.getByLabel("Inquiry type").selectOption("group");
    await contact.getByLabel("Subject *").fill("Family of eight in December");
    await contact.getByLabel("Message *").fill("Eight of us, three generations, ten days over Christmas.");
    await contact.getByRole("button", { name: "Send Message" }).click();

    await page.getByText("Message sent", { exact: true }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, "after sending");
    await expect.poll(() => form(page).getByLabel("Full name *").inputValue()).toBe("");
    expect(await form(page).getByLabel("Message *").inputValue()).toBe("");
    expect(await form(page).getByLabel("Inquiry type").inputValue()).toBe("general");

    const [email] = await smtp.waitForMessages(1, 30_000);
    expect(email?.to).toContain(STAFF_EMAIL);
    expect(email?.subject).toBe("Website inquiry: Family of eight in December");
    expect(email?.text).toContain("Baraka Otieno");
    expect(email?.text).toContain("Group travel");
    expect(email?.text).toContain("three generations");
  }, 120_000);

  it("works without JavaScript: a refused post answers 400 with the messages and keeps what was typed", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, "/contact");
    await expectAccessible(page, "contact without script");
    const contact = form(page);
    await contact.getByLabel("Full name *").fill("B");
    await contact.getByLabel("Email *").fill("baraka@example.com");
    await contact.getByLabel("Subject *").fill("Hi");
    await contact.getByLabel("Message *").fill("Too short");

    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      contact.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState("load");
    await expectAccessible(page, "contact errors without script");
    expect(await form(page).getByText("Name must be at least 2 characters.").isVisible()).toBe(true);
    expect(await form(page).getByText("Message must be at least 10 characters.").isVisible()).toBe(true);
    expect(await form(page).getByLabel("Email *").inputValue()).toBe("baraka@example.com");
    expect(await form(page).getByLabel("Message *").inputValue()).toBe("Too short");

    await form(page).getByLabel("Full name *").fill("Baraka");
    await form(page).getByLabel("Message *").fill("Long enough to be a real question now.");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await page.waitForURL(/\/contact$/);
    expect(await page.locator(".static-toast").textContent()).toContain("Message sent");
    await expectAccessible(page, "contact sent without script");
  });
});
