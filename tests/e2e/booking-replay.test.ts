// A copy of a stored booking post, sent from another browser, in Chromium against the production build: the
// form's token of a cached page and the traveller's entries, posted again with script and without. The answer
// is the same words either way (the request arrived, its confirmation went by e-mail), naming no reference
// and no traveller, with an empty form; nothing opens a trip page.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, photograph, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";

let server: AppServer;
let smtp: FakeSmtpServer;
let browser: Browser;
let safariPath: string;
const pages: Page[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  [server, browser] = await Promise.all([
    startAppServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } }),
    launchBrowser(),
  ]);
  const list = await fetch(`${server.url}/safaris`).then((response) => response.text());
  const id = /href="\/safaris\/(\d+)"/.exec(list)?.[1];
  if (!id) throw new Error("no safari on /safaris");
  safariPath = `/safaris/${id}`;
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

let nextAddress = 40;
async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  nextAddress += 1;
  const page = await openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${nextAddress}` },
    ...options,
  });
  pages.push(page);
  return page;
}

const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this safari" });

/** A booking sent straight to the server, as the first traveller's browser sent it; its fields and reference. */
async function bookDirectly(name: string, email: string) {
  const page = await fetch(`${server.url}${safariPath}`).then((response) => response.text());
  const token = /name="submissionToken"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? "";
  const arrival = addDays(businessToday(), 50);
  const fields = {
    intent: "book-safari",
    submissionToken: token,
    name,
    phone: "+254 712 000 333",
    email,
    country: "Kenya",
    adults: "2",
    children: "0",
    arrival,
    departure: addDays(arrival, 3),
  };
  const response = await fetch(`${server.url}${safariPath}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
    headers: { "X-Forwarded-For": "203.0.113.90", Origin: server.url },
  });
  expect(response.status).toBe(302);
  const toast = response.headers.getSetCookie().find((line) => line.startsWith("hb_toast=")) ?? "";
  const decoded = Buffer.from(decodeURIComponent(toast.split(";")[0]?.slice(9) ?? ""), "base64").toString("utf8");
  const reference = /KSF-\d{4,}/.exec(decoded)?.[0] ?? "";
  expect(reference).not.toBe("");
  return { fields, reference };
}

/** Fills the form with another traveller's entries and their form's token, as a copied request would carry them. */
async function fillAsCopy(page: Page, fields: Record<string, string>) {
  const form = bookingForm(page);
  await form.locator('input[name="submissionToken"]').evaluate((input, token) => {
    (input as HTMLInputElement).value = token;
  }, fields.submissionToken ?? "");
  await form.getByLabel("Full name").fill(fields.name ?? "");
  await form.getByLabel("Phone").fill(fields.phone ?? "");
  await form.getByLabel("Email").fill(fields.email ?? "");
  await form.getByLabel("Country").selectOption(fields.country ?? "");
  await form.getByLabel("Adults").fill(fields.adults ?? "");
  await form.getByLabel("Children", { exact: true }).fill(fields.children ?? "");
  await form.getByLabel("Arrival date").fill(fields.arrival ?? "");
  await form.getByLabel("Departure date").fill(fields.departure ?? "");
}

const ALREADY =
  "We have already received this booking request. Its confirmation was sent by email to the address given in it";

describe("a booking post sent again from another browser", () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`is told in words that the request arrived, and nothing more (script ${javaScriptEnabled ? "on" : "off"})`, async () => {
      const name = `Copied Traveller ${javaScriptEnabled ? "One" : "Two"}`;
      const { fields, reference } = await bookDirectly(name, `copied.${javaScriptEnabled}@example.com`);
      const page = await newPage({ javaScriptEnabled });
      await visit(page, safariPath);
      if (javaScriptEnabled) await hydrateInView(bookingForm(page));
      await fillAsCopy(page, fields);
      const [answer] = await Promise.all([
        // The form's own post (the page itself, or its .data with script), not any other request the page makes.
        page.waitForResponse(
          (response) =>
            response.request().method() === "POST" && new URL(response.url()).pathname.startsWith(safariPath),
        ),
        bookingForm(page).getByRole("button", { name: "Send Booking Request" }).click(),
      ]);
      await page.waitForLoadState();
      expect(answer.status()).toBe(409);
      await expect.poll(() => page.getByText(ALREADY).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.getByText("Booking request already received").count()).toBeGreaterThan(0);
      const shown = (await page.locator("body").textContent()) ?? "";
      expect(shown).not.toContain(reference);
      // Without script the page is the server's: it gives nothing of the post back (with script, the fields keep
      // what this browser typed itself).
      if (!javaScriptEnabled) expect(await bookingForm(page).getByLabel("Full name").inputValue()).toBe("");
      expect(await page.locator('a[href*="/trip/"]').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(safariPath);
      await expectAccessible(page, "already received");
      if (!javaScriptEnabled) await photograph(page, "booking-already-received", bookingForm(page));
    });
  }
});
