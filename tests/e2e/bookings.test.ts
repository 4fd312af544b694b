// Booking a safari, in Chromium against the production build with a real SMTP server: the 'Book This
// Safari' form on /safaris/{id} (with script and without), and the three-step flow on /booking/{id}
// (details, payment, confirmation); both end on the same confirmation page, which links to the trip page. Every
// page visited gets an accessibility scan.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";
import { inViewWhileScrollingBeside, shownThenKept } from "./support/sticky-panel";

const SAFARI_TITLE = "Maasai Mara Explorer"; // seeded: 4 days, USD 1,200 per person, priced by its rates
const SAFARI_DAYS = 4;

let server: AppServer;
let smtp: FakeSmtpServer;
let browser: Browser;
let safariPath: string;
let bookingPath: string;
const pages: Page[] = [];
let nextAddress = 10;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  // Behind a trusted proxy each test can post from its own address, so the per-address limit is testable.
  [server, browser] = await Promise.all([
    startAppServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } }),
    launchBrowser(),
  ]);
  // The seeded safari's id, whichever the seed gave it: found by its title on its own page.
  const list = await fetch(`${server.url}/safaris`).then((response) => response.text());
  const ids = [...new Set([...list.matchAll(/href="\/safaris\/(\d+)"/g)].map((m) => m[1]))];
  let found: string | undefined;
  for (const id of ids) {
    const html = await fetch(`${server.url}/safaris/${id}`).then((response) => response.text());
    if (html.includes(`<title>${SAFARI_TITLE} |`)) {
      found = id;
      break;
    }
  }
  if (!found) throw new Error(`The seeded safari "${SAFARI_TITLE}" was not found on /safaris`);
  safariPath = `/safaris/${found}`;
  bookingPath = `/booking/${found}`;
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

function newAddress(): string {
  nextAddress += 1;
  return `198.51.100.${nextAddress}`;
}

async function newPage(options: Parameters<typeof openPage>[2] = {}, address = newAddress()): Promise<Page> {
  const page = await openPage(browser, server.url, { extraHTTPHeaders: { "X-Forwarded-For": address }, ...options });
  pages.push(page);
  return page;
}

const today = () => businessToday();
const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this safari" });

/** Fills the form; without a departure, the one the form proposes (the safari's last day) is kept. */
async function fillSafariForm(
  page: Page,
  values: { name: string; email: string; arrival: string; departure?: string },
) {
  const form = bookingForm(page);
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("Phone").fill("+254 712 345 678");
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Country").selectOption("Kenya");
  await form.getByLabel("Adults").fill("2");
  await form.getByLabel("Children", { exact: true }).fill("1");
  await form.getByLabel(/Ages of children/).fill("7");
  await form.getByLabel("Arrival date").fill(values.arrival);
  if (values.departure) await form.getByLabel("Departure date").fill(values.departure);
  await form.getByLabel("Message").fill("Our first safari!");
  await form.getByLabel("Other information").fill("One of us is vegetarian.");
}

async function messageTo(address: string) {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const found = smtp.messages.find((message) => message.envelopeTo.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail reached ${address}`);
}

const longDate = (date: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

describe("the 'Book This Safari' form", () => {
  it("checks the fields inline, proposes the departure, and ends on the confirmation page with the trip page's link", async () => {
    const page = await newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, safariPath);
    await expectAccessible(page);
    const form = bookingForm(page);
    await hydrateInView(form);

    // On a laptop the panel is part of the page, not a box scrolling on its own that hides its total and button.
    const panel = page.locator("aside").filter({ has: form });
    expect(await panel.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    // The three-step flow is a link away, for those who prefer it.
    expect(await page.getByRole("link", { name: "Book in three steps" }).getAttribute("href")).toBe(bookingPath);

    // Defaults and the date pickers' limits.
    expect(await form.getByLabel("Adults").inputValue()).toBe("2");
    expect(await form.getByLabel("Children", { exact: true }).inputValue()).toBe("0");
    expect(await form.getByLabel("Country").locator("option").count()).toBe(196); // 195 countries + the prompt
    expect(await form.getByLabel("Arrival date").getAttribute("min")).toBe(today());
    expect(await form.getByLabel("Departure date").getAttribute("min")).toBe(addDays(today(), 1));

    // An empty form is refused in the browser with the specification's messages; nothing is sent.
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid phone number",
      "Please enter a valid email address",
      "Please select a country",
      "Arrival date is required",
      "Departure date is required",
    ]) {
      await expect.poll(() => form.getByText(message, { exact: true }).count()).toBe(1);
    }
    expect(await form.getByLabel("Full name").evaluate((element) => element === document.activeElement)).toBe(true);
    // In view, though the Send button was clicked with the panel stuck by its bottom, its top above the window.
    await expect.poll(() => inView(form.getByLabel("Full name"))).toBe(true);
    expect(await form.getByLabel("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    await expectAccessible(page, "form with errors");

    // The departure follows the arrival: the safari's last day (a 4-day safari from day 30 ends on day 33).
    const arrival = addDays(today(), 30);
    await form.getByLabel("Arrival date").fill(arrival);
    expect(await form.getByLabel("Departure date").inputValue()).toBe(addDays(arrival, SAFARI_DAYS - 1));
    expect(await form.getByLabel("Departure date").getAttribute("min")).toBe(addDays(arrival, 1));
    // A departure of the traveller's own is theirs: a new arrival no longer moves it.
    await form.getByLabel("Departure date").fill(arrival);
    await form.getByLabel("Arrival date").fill(addDays(arrival, 1));
    expect(await form.getByLabel("Departure date").inputValue()).toBe(arrival);
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    await expect
      .poll(() => form.getByText("Departure date must be after arrival date", { exact: true }).count())
      .toBe(1);
    // Cleared, it follows the arrival again.
    await form.getByLabel("Departure date").fill("");
    await fillSafariForm(page, { name: "Wanjiru Kamau", email: "wanjiru@example.com", arrival });
    expect(await form.getByLabel("Departure date").inputValue()).toBe(addDays(arrival, SAFARI_DAYS - 1));
    // The live quote follows the entries: lines, total, deposit and balance, asked of /api/quote.
    await expect
      .poll(() => page.getByRole("region", { name: "Your price" }).textContent(), { timeout: 10_000 })
      .toMatch(/Child aged 7.*Total\s*USD [\d,]+\.\d\d/s);
    // Taller than a laptop's window, the panel rides with the page until its total and Send button are in view,
    // then follows the reader with them in view (position: sticky, its top above the window).
    const total = page.getByRole("region", { name: "Your price" }).locator("dt", { hasText: /^Total$/ });
    const send = form.getByRole("button", { name: "Send Booking Request" });
    const seen = await inViewWhileScrollingBeside(panel, [total, send]);
    expect(shownThenKept(seen), seen.join()).toBe(true);
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    expect(await panel.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);

    // Hold the post a moment to see the submitting state.
    await page.route(`**${safariPath}*`, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    const submitting = form.getByRole("button", { name: "Submitting..." });
    await expect.poll(() => submitting.isDisabled()).toBe(true);

    // It ends where the three-step flow ends: the confirmation page, with the success toast.
    await page.waitForURL(`**${bookingPath}?step=confirmation`, { timeout: 20_000 });
    await expect
      .poll(() => page.locator(".toast").getByText("Booking Request Submitted Successfully!").count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);
    const main = (await page.locator("main").textContent()) ?? "";
    for (const text of [
      "Thank you, Wanjiru Kamau! Your booking request is in.",
      "What happens next",
      "We check availability with the lodges and confirm your safari within 24 hours.",
      "How to pay your deposit",
      longDate(arrival),
      longDate(addDays(arrival, SAFARI_DAYS - 1)),
      `${SAFARI_DAYS} days`,
      `Please use ${reference} as the payment reference.`,
    ]) {
      expect(main, text).toContain(text);
    }
    expect(main).toMatch(/Pay the 30% deposit of USD [\d,]+\.\d\d from your trip page/);
    expect(await page.getByRole("region", { name: "Your price" }).textContent()).toContain("Deposit due on booking");
    await expectAccessible(page, "confirmation of the safari page's form");

    // Nobody else sees it: the address names no booking, and without this browser's cookie it starts afresh.
    const stranger = await fetch(`${server.url}${bookingPath}?step=confirmation`, { redirect: "manual" });
    expect([stranger.status, stranger.headers.get("Location")]).toEqual([302, bookingPath]);

    // The trip page opens from it, with the same dates.
    await page.getByRole("link", { name: "Open your trip page" }).click();
    await page.waitForURL("**/trip/**");
    const trip = (await page.locator("main").textContent()) ?? "";
    expect(trip).toContain(reference);
    expect(trip).toContain(longDate(addDays(arrival, SAFARI_DAYS - 1)));
    await expectAccessible(page, "trip page from the confirmation");
    expect(posts).toHaveLength(1);

    const mail = await messageTo("wanjiru@example.com");
    expect(mail.subject).toBe(`Your booking request ${reference}: ${SAFARI_TITLE}`);
    expect(mail.text).toContain(`Departure: ${longDate(addDays(arrival, SAFARI_DAYS - 1))}`);
  });

  it("works with JavaScript off: the server's messages, the values kept, then the confirmation page", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, safariPath);
    await expectAccessible(page);
    const form = bookingForm(page);
    const arrival = addDays(today(), 45);

    await form.getByLabel("Full name").fill("K");
    await form.getByLabel("Email").fill("kofi@example.com");
    await form.getByLabel("Arrival date").fill(arrival);
    await form.getByLabel("Departure date").fill(arrival);
    await Promise.all([
      page.waitForLoadState("load"),
      form.getByRole("button", { name: "Send Booking Request" }).click(),
    ]);
    await expect.poll(() => page.getByText("Please correct the highlighted fields.").count()).toBe(1);
    expect(new URL(page.url()).hash).toBe("#safari-booking");
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid phone number",
      "Please select a country",
      "Departure date must be after arrival date",
    ]) {
      expect(await form.getByText(message, { exact: true }).count(), message).toBe(1);
    }
    // What was typed is still there.
    expect(await form.getByLabel("Full name").inputValue()).toBe("K");
    expect(await form.getByLabel("Email").inputValue()).toBe("kofi@example.com");
    expect(await form.getByLabel("Arrival date").inputValue()).toBe(arrival);
    await expectAccessible(page, "errors without script");

    await fillSafariForm(page, {
      name: "Kofi Mensah",
      email: "kofi@example.com",
      arrival,
      departure: addDays(arrival, SAFARI_DAYS - 1),
    });
    // (Without script the browser keeps the form's #safari-booking on the redirect; nothing on the page has that id.)
    await Promise.all([
      page.waitForURL((url) => url.pathname === bookingPath && url.search === "?step=confirmation"),
      form.getByRole("button", { name: "Send Booking Request" }).click(),
    ]);
    expect(await page.locator(".static-toast").textContent()).toMatch(
      /Booking Request Submitted Successfully!Thank you for your booking request \(reference KSF-\d{4,}\)\. A confirmation email has been sent/,
    );
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);
    expect(await page.getByRole("link", { name: "Open your trip page" }).getAttribute("href")).toMatch(
      /^\/trip\/[\w-]{43}$/,
    );
    await expectAccessible(page, "booked without script");
    await messageTo("kofi@example.com");
  });

  it("says when the confirmation e-mail could not go out, and refuses a sixth booking from one address", async () => {
    const address = newAddress();
    // Four bookings from this address already (straight posts, as a script would send them).
    for (let i = 0; i < 4; i++) {
      const body = new URLSearchParams({
        intent: "book-safari",
        name: `Earlier Guest ${i}`,
        phone: "+254 712 345 678",
        email: `earlier${i}@example.com`,
        country: "Kenya",
        adults: "2",
        children: "0",
        arrival: addDays(today(), 20),
        departure: addDays(today(), 24),
      });
      const response = await fetch(`${server.url}${safariPath}`, {
        method: "POST",
        body,
        redirect: "manual",
        // A browser posting from our page sends its Origin; posts without one are refused as cross-site.
        headers: { "X-Forwarded-For": address, Origin: server.url },
      });
      expect(response.status).toBe(302);
    }

    const page = await newPage({ viewport: phone }, address);
    await visit(page, safariPath);
    await expectAccessible(page);
    await hydrateInView(bookingForm(page));
    const arrival = addDays(today(), 60);
    await smtp.stop();
    try {
      await fillSafariForm(page, { name: "Offline Otieno", email: "offline@example.com", arrival });
      await bookingForm(page).getByRole("button", { name: "Send Booking Request" }).click();
      await page.waitForURL(`**${bookingPath}?step=confirmation`, { timeout: 30_000 });
      await expect
        .poll(() => page.getByText(/We will contact you soon\. Email confirmation temporarily unavailable\./).count(), {
          timeout: 30_000,
        })
        .toBe(1);
      // The confirmation step's code arrives after the toast (it is fetched when the server first answers with it).
      await expect
        .poll(() => page.locator("main").textContent(), { timeout: 30_000 })
        .toContain(
          "Email confirmation temporarily unavailable: we will send it to offline@example.com as soon as we can.",
        );
      await expectAccessible(page, "e-mail unavailable");
    } finally {
      await smtp.start();
    }

    // The sixth within ten minutes is refused with a clear message, in view, and the values stay.
    await visit(page, safariPath);
    await hydrateInView(bookingForm(page));
    await fillSafariForm(page, { name: "Sixth Guest", email: "sixth@example.com", arrival });
    await bookingForm(page).getByRole("button", { name: "Send Booking Request" }).click();
    const alert = bookingForm(page).getByRole("alert");
    await expect
      .poll(() => alert.textContent(), { timeout: 20_000 })
      .toMatch(
        /^Too many booking requestsPlease wait 10 minutes before sending another booking request, or contact us directly\.$/,
      );
    await expect.poll(() => inView(alert)).toBe(true);
    expect(await bookingForm(page).getByLabel("Full name").inputValue()).toBe("Sixth Guest");
    await expectAccessible(page, "rate limited");
  });
});

/** The total, deposit and balance the quote panel ("Your price") shows. */
async function quotedFigures(page: Page): Promise<{ total: string; deposit: string; balance: string }> {
  const text = (await page.getByRole("region", { name: "Your price" }).textContent()) ?? "";
  const amount = (label: RegExp) => text.match(new RegExp(`${label.source}\\s*(USD [\\d,]+\\.\\d\\d)`))?.[1] ?? "";
  return {
    total: amount(/Total/),
    deposit: amount(/Deposit due on booking \(30%\)/),
    balance: amount(/Balance due by [^U]*/),
  };
}

/** Whether the element is wholly within the window (not below a phone's screen, not under the sticky header). */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header && box.bottom <= window.innerHeight;
  });
}

describe("the booking flow", () => {
  it("goes from details to payment (and back) to a confirmation that survives a refresh", async () => {
    const page = await newPage();
    await visit(page, bookingPath);
    await expectAccessible(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(SAFARI_TITLE);
    const steps = page.getByRole("navigation", { name: "Booking steps" });
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Booking Details");
    const summary = page.getByRole("region", { name: "Booking summary" });
    // No price x guests: the price is the quote the details form shows once it knows the trip.
    expect(await summary.getByTestId("booking-total").count()).toBe(0);
    const help = page.getByRole("region", { name: "Need assistance?" });
    expect(await help.getByRole("link", { name: /Contact us/ }).getAttribute("href")).toBe("/contact");

    const details = page.getByRole("form", { name: "Booking Details" });
    // The party as the 'Book This Safari' form asks it: adults (2 by default) and children.
    expect(await details.getByLabel("Adults").inputValue()).toBe("2");
    expect(await details.getByLabel("Children", { exact: true }).inputValue()).toBe("0");
    expect(await details.getByLabel("Start date").inputValue()).toBe(today());
    expect(await details.getByLabel("Start date").getAttribute("min")).toBe(today());
    await details.getByLabel("Adults").fill("21");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "Name must be at least 2 characters",
      "Email is required",
      "Phone number is required",
      "Maximum 20 adults allowed",
    ]) {
      await expect.poll(() => details.getByText(message, { exact: true }).count()).toBe(1);
    }
    await expectAccessible(page, "details with errors");

    const start = addDays(today(), 40);
    await details.getByLabel("Full name").fill("Ana Silva");
    await details.getByLabel("Email").fill("ana@");
    await details.getByLabel("Phone number").fill("+351 912 345 678");
    await details.getByLabel("Country").selectOption("Portugal");
    await details.getByLabel("Adults").fill("3");
    await details.getByLabel("Start date").fill(start);
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await expect.poll(() => details.getByText("Invalid email address", { exact: true }).count()).toBe(1);
    await details.getByLabel("Email").fill("ana@example.com");
    await details.getByLabel("Special requests").fill("Honeymoon");
    // The live quote follows the form.
    await expect
      .poll(() => page.getByRole("region", { name: "Your price" }).textContent(), { timeout: 10_000 })
      .toMatch(/Total\s*USD [\d,]+\.\d\d/);
    await details.getByRole("button", { name: "Continue to Payment" }).click();

    const payment = page.getByRole("form", { name: "Payment" });
    // The server's answer, then the payment step's code (fetched when first needed): slow on a loaded machine.
    await expect.poll(() => payment.count(), { timeout: 30_000 }).toBe(1);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Payment");
    expect(await steps.locator('[data-state="complete"]').textContent()).toContain("Booking Details");
    // The deposit of the server's quote (shown in full beside the form), to the cent as the quote has it.
    const quoted = await quotedFigures(page);
    expect(await payment.getByText(`deposit of ${quoted.deposit}`).count()).toBe(2);
    expect(await payment.getByText(`balance of ${quoted.balance}`).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Your price" }).textContent()).toContain("Deposit due on booking");
    await expectAccessible(page, "payment");

    // Back keeps every value.
    await payment.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => page.getByRole("form", { name: "Booking Details" }).count()).toBe(1);
    expect(await details.getByLabel("Full name").inputValue()).toBe("Ana Silva");
    expect(await details.getByLabel("Start date").inputValue()).toBe(start);
    expect(await details.getByLabel("Special requests").inputValue()).toBe("Honeymoon");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await expect.poll(() => payment.count()).toBe(1);

    // No way to pay chosen: the message is in view and the first choice has the focus.
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    const choiceError = payment.getByText("Please choose how you would like to pay", { exact: true });
    await expect.poll(() => choiceError.count()).toBe(1);
    await expect.poll(() => inView(choiceError)).toBe(true);
    expect(await payment.getByLabel(/^Bank transfer/).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await payment.getByLabel(/^M-Pesa/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();

    await page.waitForURL(`**${bookingPath}?step=confirmation`);
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);
    expect(new URL(page.url()).search).toBe("?step=confirmation");
    const main = (await page.locator("main").textContent()) ?? "";
    for (const text of [
      "Ana Silva",
      "ana@example.com",
      "+351 912 345 678",
      "3 guests",
      SAFARI_TITLE,
      longDate(start),
      // A 4-day safari ends on its fourth day.
      longDate(addDays(start, 3)),
      "4 days",
      // No paybill is set on this site yet: the traveller is asked to write for it, never shown a sample.
      `Your booking reference ${reference} is the account number`,
      "Deposit due on booking (30%)",
    ]) {
      expect(main, text).toContain(text);
    }
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Confirmation");
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
    // One price: the summary beside the confirmation reads the quote's total and deposit, to the cent, and
    // never the package's flat catalogue price.
    const confirmed = await quotedFigures(page);
    expect(confirmed).toEqual(quoted);
    expect(await summary.getByTestId("booking-total").textContent()).toBe(quoted.total);
    expect(await summary.textContent()).toContain(quoted.deposit);
    expect(await summary.textContent()).not.toMatch(/per person|per group|Price/);
    // The toast itself, not the copy Radix briefly puts in a screen-reader live region.
    await expect
      .poll(() => page.locator(".toast").getByText("Booking Request Submitted Successfully!").count())
      .toBe(1);
    await expectAccessible(page, "confirmation");

    await page.reload({ waitUntil: "load" });
    expect(await page.getByTestId("booking-reference").textContent()).toBe(reference);
    expect(await page.getByRole("link", { name: "Open your trip page" }).getAttribute("href")).toMatch(/^\/trip\//);
    const mail = await messageTo("ana@example.com");
    expect(mail.text).toContain(`Your booking reference ${reference} is the account number`);
  });

  it("works with JavaScript off, on a phone", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: phone });
    await visit(page, bookingPath);
    await expectAccessible(page);
    const details = page.getByRole("form", { name: "Booking Details" });
    await details.getByLabel("Full name").fill("Lars Berg");
    await details.getByLabel("Email").fill("lars@example.com");
    await details.getByLabel("Phone number").fill("+46 70 123 45 67");
    await details.getByLabel("Country").selectOption("Sweden");
    await details.getByLabel("Start date").fill(addDays(today(), -1));
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForLoadState("load");
    expect(await details.getByText("Start date cannot be in the past", { exact: true }).count()).toBe(1);
    expect(await details.getByLabel("Email").inputValue()).toBe("lars@example.com");
    await expectAccessible(page, "details with an error, without script");

    await details.getByLabel("Start date").fill(addDays(today(), 90));
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForLoadState("load");
    const payment = page.getByRole("form", { name: "Payment" });
    expect(await payment.count()).toBe(1);
    await payment.getByRole("button", { name: "Back" }).click();
    await page.waitForLoadState("load");
    expect(await details.getByLabel("Full name").inputValue()).toBe("Lars Berg");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForLoadState("load");
    // No way to pay chosen: the page comes back with the first choice focused and the message in view.
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForLoadState("load");
    const choiceError = payment.getByText("Please choose how you would like to pay", { exact: true });
    expect(await choiceError.count()).toBe(1);
    await expect.poll(() => inView(choiceError)).toBe(true);
    expect(await payment.getByLabel(/^Bank transfer/).evaluate((radio) => radio === document.activeElement)).toBe(true);
    await payment.getByLabel(/^Bank transfer/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL(`**${bookingPath}?step=confirmation`);
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);
    expect(await page.locator("main").textContent()).toContain(`Please use ${reference} as the payment reference`);
    await expectAccessible(page, "confirmation without script");
  });

  it("answers an unknown package with 404, 'Package not found' and a way back to the safaris", async () => {
    const page = await newPage();
    const response = await visit(page, "/booking/987654");
    expect(response.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe("/booking/987654");
    await expect.poll(() => page.getByText("Package not found", { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText("The requested safari package could not be found.").first().isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /safaris/i })
        .first()
        .getAttribute("href"),
    ).toBe("/safaris");
    await expectAccessible(page);
  });
});
