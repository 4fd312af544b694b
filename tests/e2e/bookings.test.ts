// Booking a safari, in Chromium against the production build with a real SMTP server: the 'Book This
// Safari' form on /safaris/{id} (with script and without), and the three-step flow on /booking/{id}
// (details, payment, confirmation). Every page visited gets an accessibility scan.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { addDays, BUSINESS_TIME_ZONE, todayIn } from "~/features/bookings/calendar-date";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";

const SAFARI_TITLE = "Maasai Mara Explorer"; // seeded: 4 days, USD 1,200 per person, priced by its rates

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

const today = () => todayIn(BUSINESS_TIME_ZONE);
const bookingForm = (page: Page) => page.getByRole("form", { name: "Book this safari" });

async function fillSafariForm(page: Page, values: { name: string; email: string; arrival: string; departure: string }) {
  const form = bookingForm(page);
  await form.getByLabel("Full name").fill(values.name);
  await form.getByLabel("Phone").fill("+254 712 345 678");
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Country").selectOption("Kenya");
  await form.getByLabel("Adults").fill("2");
  await form.getByLabel("Children", { exact: true }).fill("1");
  await form.getByLabel(/Ages of children/).fill("7");
  await form.getByLabel("Arrival date").fill(values.arrival);
  await form.getByLabel("Departure date").fill(values.departure);
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

describe("the 'Book This Safari' form", () => {
  it("checks the fields inline, shows 'Submitting...', then the success toast and an empty form", async () => {
    const page = await newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, safariPath);
    await expectAccessible(page);
    const form = bookingForm(page);
    await hydrateInView(form);

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
    expect(await form.getByLabel("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(posts).toEqual([]);
    await expectAccessible(page, "form with errors");

    // Departure on or before arrival; the departure picker's limit follows the arrival.
    const arrival = addDays(today(), 30);
    await form.getByLabel("Arrival date").fill(arrival);
    expect(await form.getByLabel("Departure date").getAttribute("min")).toBe(addDays(arrival, 1));
    await form.getByLabel("Departure date").fill(arrival);
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    await expect
      .poll(() => form.getByText("Departure date must be after arrival date", { exact: true }).count())
      .toBe(1);

    await fillSafariForm(page, {
      name: "Wanjiru Kamau",
      email: "wanjiru@example.com",
      arrival,
      departure: addDays(arrival, 4),
    });
    // The live quote follows the entries: lines, total, deposit and balance, asked of /api/quote.
    await expect
      .poll(() => page.getByRole("region", { name: "Your price" }).textContent(), { timeout: 10_000 })
      .toMatch(/Child aged 7.*Total\s*USD [\d,]+\.\d\d/s);

    // Hold the post a moment to see the submitting state.
    await page.route(`**${safariPath}*`, async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    const submitting = form.getByRole("button", { name: "Submitting..." });
    await expect.poll(() => submitting.isDisabled()).toBe(true);

    await expect
      .poll(() => page.getByText("Booking Request Submitted Successfully!").count(), { timeout: 20_000 })
      .toBe(1);
    // In the notifications region: Radix also reads the toast out through a live region of its own for a moment.
    const toast =
      (await page
        .getByRole("region", { name: /Notifications/ })
        .getByText(/Thank you for your booking request \(reference KSF-\d{4,}\)/)
        .textContent()) ?? "";
    expect(toast).toMatch(/A confirmation email has been sent and we will contact you soon\.$/);
    const reference = /KSF-\d{4,}/.exec(toast)?.[0] ?? "";
    await expectAccessible(page, "after booking");

    // A fresh, empty form.
    await expect.poll(() => form.getByLabel("Full name").inputValue()).toBe("");
    expect(await form.getByLabel("Adults").inputValue()).toBe("2");
    expect(await form.getByLabel("Country").inputValue()).toBe("");
    expect(posts).toHaveLength(1);

    const mail = await messageTo("wanjiru@example.com");
    expect(mail.subject).toBe(`Your booking request ${reference}: ${SAFARI_TITLE}`);
  });

  it("works with JavaScript off: the server's messages, the values kept, then the success message", async () => {
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
      departure: addDays(arrival, 3),
    });
    await Promise.all([
      page.waitForLoadState("load"),
      form.getByRole("button", { name: "Send Booking Request" }).click(),
    ]);
    await expect.poll(() => page.locator(".static-toast").count()).toBe(1);
    expect(await page.locator(".static-toast").textContent()).toMatch(
      /Booking Request Submitted Successfully!Thank you for your booking request \(reference KSF-\d{4,}\)\. A confirmation email has been sent/,
    );
    expect(await form.getByLabel("Full name").inputValue()).toBe("");
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
      await fillSafariForm(page, {
        name: "Offline Otieno",
        email: "offline@example.com",
        arrival,
        departure: addDays(arrival, 2),
      });
      await bookingForm(page).getByRole("button", { name: "Send Booking Request" }).click();
      await expect
        .poll(() => page.getByText(/We will contact you soon\. Email confirmation temporarily unavailable\./).count(), {
          timeout: 30_000,
        })
        .toBe(1);
      await expectAccessible(page, "e-mail unavailable");
    } finally {
      await smtp.start();
    }

    // The sixth within ten minutes is refused with a clear message, and the values stay.
    await fillSafariForm(page, {
      name: "Sixth Guest",
      email: "sixth@example.com",
      arrival,
      departure: addDays(arrival, 2),
    });
    await bookingForm(page).getByRole("button", { name: "Send Booking Request" }).click();
    await expect
      .poll(() => bookingForm(page).getByRole("alert").textContent(), { timeout: 20_000 })
      .toMatch(
        /^Too many booking requestsPlease wait 10 minutes before sending another booking request, or contact us directly\.$/,
      );
    expect(await bookingForm(page).getByLabel("Full name").inputValue()).toBe("Sixth Guest");
    await expectAccessible(page, "rate limited");
  });
});

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
    expect(await details.getByLabel("Number of guests").inputValue()).toBe("2");
    expect(await details.getByLabel("Start date").inputValue()).toBe(today());
    expect(await details.getByLabel("Start date").getAttribute("min")).toBe(today());
    await details.getByLabel("Number of guests").fill("11");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "First name is required",
      "Last name is required",
      "Email is required",
      "Phone number is required",
      "Maximum 10 guests allowed",
    ]) {
      await expect.poll(() => details.getByText(message, { exact: true }).count()).toBe(1);
    }
    await expectAccessible(page, "details with errors");

    const start = addDays(today(), 40);
    await details.getByLabel("First name").fill("Ana");
    await details.getByLabel("Last name").fill("Silva");
    await details.getByLabel("Email").fill("ana@");
    await details.getByLabel("Phone number").fill("+351 912 345 678");
    await details.getByLabel("Number of guests").fill("3");
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
    await expect.poll(() => payment.count()).toBe(1);
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Payment");
    expect(await steps.locator('[data-state="complete"]').textContent()).toContain("Booking Details");
    // The deposit of the server's quote (shown in full beside the form).
    expect(await payment.getByText(/deposit of USD [\d,]+/).count()).toBe(2);
    expect(await page.getByRole("region", { name: "Your price" }).textContent()).toContain("Deposit due on booking");
    await expectAccessible(page, "payment");

    // Back keeps every value.
    await payment.getByRole("button", { name: "Back" }).click();
    await expect.poll(() => page.getByRole("form", { name: "Booking Details" }).count()).toBe(1);
    expect(await details.getByLabel("First name").inputValue()).toBe("Ana");
    expect(await details.getByLabel("Start date").inputValue()).toBe(start);
    expect(await details.getByLabel("Special requests").inputValue()).toBe("Honeymoon");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await expect.poll(() => payment.count()).toBe(1);

    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await expect
      .poll(() => payment.getByText("Please choose how you would like to pay", { exact: true }).count())
      .toBe(1);
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
      new Intl.DateTimeFormat("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${start}T00:00:00Z`)),
      new Intl.DateTimeFormat("en-GB", {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(`${addDays(start, 3)}T00:00:00Z`)),
      "4 days",
      `account number ${reference}`,
      "Deposit due on booking (30%)",
    ]) {
      expect(main, text).toContain(text);
    }
    expect(await steps.locator('[aria-current="step"]').textContent()).toContain("Confirmation");
    expect(await page.getByRole("button", { name: "Back" }).count()).toBe(0);
    // The toast itself, not the copy Radix briefly puts in a screen-reader live region.
    await expect
      .poll(() => page.locator(".toast").getByText("Booking Request Submitted Successfully!").count())
      .toBe(1);
    await expectAccessible(page, "confirmation");

    await page.reload({ waitUntil: "load" });
    expect(await page.getByTestId("booking-reference").textContent()).toBe(reference);
    const mail = await messageTo("ana@example.com");
    expect(mail.text).toContain(`account number ${reference}`);
  });

  it("works with JavaScript off, on a phone", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: phone });
    await visit(page, bookingPath);
    await expectAccessible(page);
    const details = page.getByRole("form", { name: "Booking Details" });
    await details.getByLabel("First name").fill("Lars");
    await details.getByLabel("Last name").fill("Berg");
    await details.getByLabel("Email").fill("lars@example.com");
    await details.getByLabel("Phone number").fill("+46 70 123 45 67");
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
    expect(await details.getByLabel("First name").inputValue()).toBe("Lars");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForLoadState("load");
    await payment.getByLabel(/^Bank transfer/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL(`**${bookingPath}?step=confirmation`);
    const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);
    expect(await page.locator("main").textContent()).toContain(`using ${reference} as the payment reference`);
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
