// The traveller's private trip page in Chromium against the production build: a safari booked through the
// real 'Book This Safari' form, its trip link taken from the confirmation e-mail in the outbox, a bank
// transfer recorded by staff (recordManualPayment); the page then shows the dated itinerary, the quote, the
// payment and the balance. It is never cached or indexed, a changed token is the site's own 404, the PDF
// downloads and carries the reference and every day, and the travellers' form works with and without script.
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { bookings, emailOutbox, itineraryDays, tripTravellers } from "~/db/schema";
import { readLedger, recordManualPayment } from "~/features/payments/ledger.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { addDays, businessToday } from "~/utils/business-calendar";
import { formatLongDate } from "~/utils/format";
import { createTestTrip } from "../support/trips";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, photograph, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { hydrateInView } from "./support/deferred";
import { get, visibleText } from "./support/http";

const SAFARI_TITLE = "Maasai Mara Explorer"; // seeded: 4 days, priced by its rates
const SHOTS = "/tmp/trip-shots";
const SERVER_ENV = { TRUST_PROXY: "true", SEED_ON_START: "false" };

let dataDir: string;
let server: AppServer;
let browser: Browser;
const pages: Page[] = [];
let nextAddress = 40;

/** What the booking left behind, read from the database as staff would. */
const trip = {
  reference: "",
  token: "",
  arrival: "",
  days: [] as { dayNumber: number; title: string; date: string }[],
  total: "",
  deposit: "",
  balance: "",
  balanceDue: "",
};

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-trip-e2e-");
  await prepareSiteDatabase(dataDir, []);
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: SERVER_ENV }),
    launchBrowser({ ownProcess: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
  nextAddress += 1;
  const page = await openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${nextAddress}` },
    ...options,
  });
  pages.push(page);
  return page;
}

/** Staff work on the database while the server is stopped (the embedded database has one owner). */
async function withDatabase(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<void>) {
  await server.stop();
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
  server = await startAppServer({ dataDir, env: SERVER_ENV });
}

async function findSafariPath(): Promise<string> {
  const list = await fetch(`${server.url}/safaris`).then((response) => response.text());
  const ids = [...new Set([...list.matchAll(/href="\/safaris\/(\d+)"/g)].map((m) => m[1]))];
  for (const id of ids) {
    const html = await fetch(`${server.url}/safaris/${id}`).then((response) => response.text());
    if (html.includes(`<title>${SAFARI_TITLE} |`)) return `/safaris/${id}`;
  }
  throw new Error(`The seeded safari "${SAFARI_TITLE}" was not found on /safaris`);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

const tripPath = () => `/trip/${trip.token}`;
const travellersForm = (page: Page) => page.getByRole("form", { name: "Travellers' details" });
const block = (page: Page, name: string) => travellersForm(page).getByRole("group", { name });

describe("the trip page", () => {
  it("comes from a booking made on the safari page, its link in the confirmation e-mail", async () => {
    const page = await newPage();
    await visit(page, await findSafariPath());
    await expectAccessible(page);
    const form = page.getByRole("form", { name: "Book this safari" });
    await hydrateInView(form);
    trip.arrival = addDays(businessToday(), 90);
    await form.getByLabel("Full name").fill("Wanjiru Kamau");
    await form.getByLabel("Phone").fill("+254 712 345 678");
    await form.getByLabel("Email").fill("wanjiru.trip@example.com");
    await form.getByLabel("Country").selectOption("Kenya");
    await form.getByLabel("Adults").fill("2");
    await form.getByLabel("Children", { exact: true }).fill("1");
    await form.getByLabel(/Ages of children/).fill("7");
    await form.getByLabel("Arrival date").fill(trip.arrival);
    await form.getByLabel("Departure date").fill(addDays(trip.arrival, 3));
    await expect
      .poll(() => page.getByRole("region", { name: "Your price" }).textContent(), { timeout: 10_000 })
      .toMatch(/Total\s*USD [\d,]+\.\d\d/);
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByText(/reference KSF-\d{4,}/);
    await expect.poll(() => toast.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    trip.reference = /KSF-\d{4,}/.exec((await toast.first().textContent()) ?? "")?.[0] ?? "";
    expect(trip.reference).not.toBe("");
    await expectAccessible(page, "after booking");

    await withDatabase(async (db) => {
      const [booking] = await db.select().from(bookings).where(eq(bookings.reference, trip.reference));
      if (!booking?.safariId) throw new Error("the booking was not stored with its safari");
      const [mail] = await db
        .select()
        .from(emailOutbox)
        .where(
          and(eq(emailOutbox.kind, "booking_confirmation"), eq(emailOutbox.toAddress, "wanjiru.trip@example.com")),
        );
      const link = /\/trip\/([A-Za-z0-9_-]{43})\b/.exec(mail?.textBody ?? "");
      if (!link?.[1]) throw new Error(`no trip link in the confirmation e-mail: ${mail?.textBody}`);
      trip.token = link[1];
      const days = await db
        .select()
        .from(itineraryDays)
        .where(eq(itineraryDays.safariId, booking.safariId))
        .orderBy(asc(itineraryDays.dayNumber));
      trip.days = days.map((day) => ({
        dayNumber: day.dayNumber,
        title: day.title,
        date: formatLongDate(addDays(trip.arrival, day.dayNumber - 1)),
      }));
      expect(trip.days.length).toBeGreaterThanOrEqual(4);
      const before = await readLedger(db, booking.id);
      const deposit = before?.schedule.find((entry) => entry.kind === "deposit");
      const balance = before?.schedule.find((entry) => entry.kind === "balance");
      if (!before || !deposit || !balance) throw new Error("the booking has no payment schedule");
      // Staff record the deposit, received by bank transfer.
      const recorded = await recordManualPayment(
        db,
        { id: null, email: "staff@heartbeest.test" },
        {
          bookingId: booking.id,
          purpose: "deposit",
          method: "bank_transfer",
          amount: deposit.amount,
          currency: before.currency,
          receivedOn: businessToday(),
          reference: "EQ-TT-4471",
          note: "",
        },
      );
      expect(recorded.status).toBe("recorded");
      trip.total = formatMinorUnits(before.summary.total, before.currency);
      trip.deposit = formatMinorUnits(deposit.amount, before.currency);
      trip.balance = formatMinorUnits(balance.amount, before.currency);
      trip.balanceDue = formatLongDate(balance.dueDate);
    });
  });

  it("shows the dates, the quote, the payment and the balance, and is neither cached nor indexed", async () => {
    const page = await newPage();
    const response = await visit(page, tripPath());
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const main = page.locator("main");
    await expect.poll(() => main.getByRole("heading", { level: 1 }).textContent()).toBe(SAFARI_TITLE);
    const text = (await main.textContent()) ?? "";
    expect(text).toContain(trip.reference);
    for (const day of trip.days) {
      expect(text).toContain(`Day ${day.dayNumber} · ${day.date}`);
      expect(text).toContain(day.title);
    }
    const price = page.getByRole("region", { name: "Your price" });
    expect(await price.textContent()).toContain(`Total${trip.total}`);
    const payments = page.getByRole("region", { name: "Payments" });
    const row = payments.getByRole("row").filter({ hasText: "Bank transfer" });
    expect(await row.textContent()).toContain(trip.deposit);
    expect(await row.textContent()).toContain("EQ-TT-4471");
    expect(await row.textContent()).toContain("Received");
    expect(await payments.textContent()).toContain(`Still to pay${trip.balance}`);
    expect(await payments.textContent()).toContain(`Balance of ${trip.balance} due by ${trip.balanceDue}`);
    // No payment provider is configured here, and the paybill and bank account are still the demo's samples:
    // the traveller is asked to contact us for them, with the reference, rather than shown a sample number.
    expect(await payments.getByRole("heading", { name: "Pay balance" }).count()).toBe(1);
    expect(await payments.textContent()).toContain(`your booking reference ${trip.reference} is the account number`);
    expect(await payments.textContent()).toContain("Ask us for our bank details");
    expect(await payments.textContent()).not.toContain("0000000000");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await expectAccessible(page);

    // The page cache never keeps it: asked twice without a cookie, both answers are rendered afresh.
    for (let i = 0; i < 2; i++) {
      const answer = await get(`${server.url}${tripPath()}`);
      expect(answer.status).toBe(200);
      expect(answer.header("cache-control")).toBe("private, no-store");
      expect(answer.header("x-page-cache")).toBeUndefined();
    }
    const sitemap = await get(`${server.url}/sitemap.xml`);
    expect(sitemap.text).not.toContain("/trip/");
    expect((await get(`${server.url}/robots.txt`)).text).toContain("Disallow: /trip/");

    for (const [width, name] of [
      [375, "375"],
      [768, "768"],
      [1280, "1280"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/trip-${name}.png`, fullPage: true });
    }
  });

  it("answers a changed token with the same 404 as an unknown page", async () => {
    const last = trip.token.at(-1) === "A" ? "B" : "A";
    const changed = await get(`${server.url}/trip/${trip.token.slice(0, -1)}${last}`);
    const unknown = await get(`${server.url}/no-such-page/anywhere`);
    expect(changed.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(visibleText(changed.text)).toBe(visibleText(unknown.text));
    expect(visibleText(changed.text)).not.toContain(trip.reference);
    const head = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1]?.match(/<(title|meta)\b[^>]*>/g);
    expect(head(changed.text)).toEqual(head(unknown.text));
    expect(changed.header("cache-control")).toBe(unknown.header("cache-control"));
    expect(changed.header("x-robots-tag")).toBe(unknown.header("x-robots-tag"));
    const page = await newPage();
    const response = await visit(page, `/trip/${trip.token.slice(0, -1)}${last}`);
    expect(response.status()).toBe(404);
    await expectAccessible(page);
  });

  it("downloads an itinerary PDF with the reference and every day, and a calendar file", async () => {
    const page = await newPage();
    await visit(page, tripPath());
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Itinerary (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${trip.reference}-itinerary.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Itinerary ${trip.reference}`);
    for (const day of trip.days) {
      expect(text).toContain(`Day ${day.dayNumber} · ${day.date}`);
      expect(text).toContain(day.title);
    }
    const invoice = await get(`${server.url}${tripPath()}/invoice.pdf`);
    expect(invoice.header("content-type")).toBe("application/pdf");
    const invoiceText = await pdfText(invoice.raw);
    expect(invoiceText).toContain(`Invoice ${trip.reference}`);
    expect(invoiceText).toContain(`Total ${trip.total}`);
    expect(invoiceText).toContain(`Still to pay ${trip.balance}`);

    const ics = await get(`${server.url}${tripPath()}/trip.ics`);
    expect(ics.header("content-type")).toBe("text/calendar; charset=utf-8");
    expect(ics.header("cache-control")).toBe("private, no-store");
    const unfolded = ics.text.replace(/\r\n /g, "");
    const lastDay = addDays(trip.arrival, trip.days.length - 1);
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${trip.arrival.replaceAll("-", "")}`);
    expect(unfolded).toContain(`DTEND;VALUE=DATE:${addDays(lastDay, 1).replaceAll("-", "")}`);
  });

  it("takes the travellers' details with script: checked in the browser, then saved", async () => {
    const page = await newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await visit(page, tripPath());
    const form = travellersForm(page);
    expect(await form.getByRole("group").count()).toBe(3);
    expect(await block(page, "Traveller 1 (lead)").getByLabel("Full name as in passport").inputValue()).toBe(
      "Wanjiru Kamau",
    );
    await form.getByRole("button", { name: "Save travellers' details" }).click();
    await expect.poll(() => form.getByText("Enter the passport number.").count()).toBe(3);
    expect(await form.getByText("Enter the full name as it is written in the passport.").count()).toBe(2);
    expect(posts).toEqual([]);
    await expectAccessible(page, "travellers' form with errors");

    const people = [
      ["Traveller 1 (lead)", "Wanjiru Kamau", "1986-02-11", "AK1234567"],
      ["Traveller 2", "Otieno Kamau", "1984-09-30", "AK7654321"],
      ["Traveller 3", "Zawadi Kamau", addDays(businessToday(), -7 * 365 - 30), "AK5550001"],
    ] as const;
    for (const [group, name, born, passport] of people) {
      const fields = block(page, group);
      await fields.getByLabel("Full name as in passport").fill(name);
      await fields.getByLabel("Nationality").fill("Kenyan");
      await fields.getByLabel("Passport number").fill(passport);
      await fields.getByLabel("Passport expiry date").fill("2033-05-31");
      await fields.getByLabel("Date of birth").fill(born);
      await fields.getByLabel("Emergency contact").fill("Grace Kamau +254 722 000 000");
    }
    await block(page, "Traveller 3").getByLabel("Medical notes").fill("Mild asthma: carries an inhaler");
    await form.getByRole("button", { name: "Save travellers' details" }).click();
    await expect
      .poll(() => page.getByText("Travellers' details saved. Thank you!").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(posts).toHaveLength(1);

    await visit(page, tripPath());
    // The toast was shown once: its cookie is cleared, so the next visit has none.
    expect(await page.getByText("Travellers' details saved. Thank you!").count()).toBe(0);
    expect(await block(page, "Traveller 2").getByLabel("Full name as in passport").inputValue()).toBe("Otieno Kamau");
    expect(await block(page, "Traveller 3").getByLabel("Medical notes").inputValue()).toBe(
      "Mild asthma: carries an inhaler",
    );
    await expectAccessible(page, "after saving");
  });

  it("takes the travellers' details without script, with the server's messages and the entries kept", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, tripPath());
    await expectAccessible(page);
    const fields = block(page, "Traveller 2");
    await fields.getByLabel("Passport expiry date").fill(addDays(trip.arrival, 1));
    await fields.getByLabel("Dietary needs").fill("No pork, please");
    await Promise.all([
      page.waitForLoadState("load"),
      travellersForm(page).getByRole("button", { name: "Save travellers' details" }).click(),
    ]);
    await expect.poll(() => page.getByText("The passport must still be valid after the trip.").count()).toBe(1);
    expect(await page.getByText("Some details need another look").count()).toBe(1);
    expect(await block(page, "Traveller 2").getByLabel("Dietary needs").inputValue()).toBe("No pork, please");
    expect(await block(page, "Traveller 2").getByLabel("Full name as in passport").inputValue()).toBe("Otieno Kamau");
    await expectAccessible(page, "no-script refusal");

    await block(page, "Traveller 2").getByLabel("Passport expiry date").fill("2034-01-01");
    await Promise.all([
      page.waitForLoadState("load"),
      travellersForm(page).getByRole("button", { name: "Save travellers' details" }).click(),
    ]);
    await expect.poll(() => page.getByText("The passport must still be valid after the trip.").count()).toBe(0);
    expect(await block(page, "Traveller 2").getByLabel("Dietary needs").inputValue()).toBe("No pork, please");
    await expectAccessible(page, "no-script saved");

    // Valid after the trip but not for six months: kept, and the page says why a border would turn it away.
    await block(page, "Traveller 2").getByLabel("Passport expiry date").fill(addDays(trip.arrival, 60));
    await Promise.all([
      page.waitForLoadState("load"),
      travellersForm(page).getByRole("button", { name: "Save travellers' details" }).click(),
    ]);
    const warnings = page.getByRole("region", { name: "Please check before you travel" });
    await expect.poll(() => warnings.textContent()).toContain("Otieno Kamau's passport expires on");
    expect(await warnings.textContent()).toContain("Kenya and Tanzania ask for a passport valid for six months");
    await expectAccessible(page, "passport warning");
    await photograph(page, "trip-border-warning", warnings);
    await block(page, "Traveller 2").getByLabel("Passport expiry date").fill("2034-01-01");
    await Promise.all([
      page.waitForLoadState("load"),
      travellersForm(page).getByRole("button", { name: "Save travellers' details" }).click(),
    ]);
    await expect.poll(() => warnings.count()).toBe(0);
  });

  it("kept what the traveller typed, one row per traveller", async () => {
    await withDatabase(async (db) => {
      const [booking] = await db.select().from(bookings).where(eq(bookings.reference, trip.reference));
      const rows = await db
        .select()
        .from(tripTravellers)
        .where(eq(tripTravellers.bookingId, booking!.id))
        .orderBy(asc(tripTravellers.position));
      expect(rows.map((row) => [row.position, row.fullName, row.passportNumber, row.passportExpiry])).toEqual([
        [1, "Wanjiru Kamau", "AK1234567", "2033-05-31"],
        [2, "Otieno Kamau", "AK7654321", "2034-01-01"],
        [3, "Zawadi Kamau", "AK5550001", "2033-05-31"],
      ]);
      expect(rows[1]?.dietaryNeeds).toBe("No pork, please");
    });
  });
  it("offers the balance by M-Pesa and by card once they are configured, as plain forms", async () => {
    await server.stop();
    // Nothing is paid here: the providers' addresses are never called by showing the page.
    server = await startAppServer({
      dataDir,
      env: {
        ...SERVER_ENV,
        MPESA_CONSUMER_KEY: "consumer-key",
        MPESA_CONSUMER_SECRET: "consumer-secret",
        MPESA_SHORTCODE: "174379",
        MPESA_PASSKEY: "passkey",
        MPESA_API_BASE_URL: "http://127.0.0.1:9",
        PESAPAL_CONSUMER_KEY: "consumer-key",
        PESAPAL_CONSUMER_SECRET: "consumer-secret",
        PESAPAL_API_BASE_URL: "http://127.0.0.1:9",
      },
    });
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, tripPath());
    const mpesa = page.locator(`form[method="post"][action="${tripPath()}/pay/mpesa"]`);
    expect(await mpesa.locator('input[type="hidden"][name="purpose"]').inputValue()).toBe("balance");
    expect(await mpesa.getByLabel("M-Pesa phone number").getAttribute("name")).toBe("phone");
    expect((await mpesa.getByLabel("M-Pesa phone number").inputValue()).replace(/\D/g, "")).toBe("254712345678");
    expect(await mpesa.getByRole("button", { name: "Pay balance with M-Pesa" }).count()).toBe(1);
    const card = page.locator(`form[method="post"][action="${tripPath()}/pay/card"]`);
    expect(await card.locator('input[type="hidden"][name="purpose"]').inputValue()).toBe("balance");
    expect(await card.getByRole("button", { name: "Pay balance by card" }).count()).toBe(1);
    // The paybill instructions give way to the M-Pesa form; the bank details stay.
    const payments = page.getByRole("region", { name: "Payments" });
    expect(await payments.getByText("M-Pesa paybill").count()).toBe(0);
    expect(await payments.getByText("Bank transfer", { exact: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 900 });
    await payments.screenshot({ path: `${SHOTS}/trip-pay-375.png` });
  });
  it("takes a resident's proof of residency of a few megabytes, and refuses a file that is not one", async () => {
    let residentToken = "";
    await withDatabase(async (db) => {
      residentToken = (await createTestTrip(db, { residency: "resident", start: addDays(trip.arrival, 7) })).token;
    });
    for (const javaScriptEnabled of [true, false]) {
      const page = await newPage({ javaScriptEnabled });
      await visit(page, `/trip/${residentToken}`);
      const proof = page.getByRole("region", { name: "Proof of residency" });
      expect(await proof.textContent()).toContain("You were quoted East African resident rates.");
      await expectAccessible(page);

      // Named .png, but its bytes say otherwise: refused in words beside the field.
      await proof.getByLabel("Document").setInputFiles({
        name: "permit.png",
        mimeType: "image/png",
        buffer: Buffer.from("GIF89a not really a picture"),
      });
      await Promise.all([
        javaScriptEnabled ? Promise.resolve() : page.waitForLoadState("load"),
        proof.getByRole("button", { name: "Upload document" }).click(),
      ]);
      await expect
        .poll(() =>
          page
            .getByRole("region", { name: "Proof of residency" })
            .getByText("The file is not a PDF, JPEG or PNG.")
            .count(),
        )
        .toBe(1);
      await expectAccessible(page, "proof refused");

      // A 3 MB scan passes the server's body limit and is kept, under our name, not the sender's.
      const scan = Buffer.concat([
        Buffer.from("%PDF-1.7\n"),
        Buffer.alloc(3 * 1024 * 1024, 0x20),
        Buffer.from("%%EOF\n"),
      ]);
      const name = `residence-permit-${javaScriptEnabled ? "script" : "plain"}.pdf`;
      await page
        .getByRole("region", { name: "Proof of residency" })
        .getByLabel("Document")
        .setInputFiles({ name, mimeType: "application/pdf", buffer: scan });
      await Promise.all([
        javaScriptEnabled ? Promise.resolve() : page.waitForLoadState("load"),
        page
          .getByRole("region", { name: "Proof of residency" })
          .getByRole("button", { name: "Upload document" })
          .click(),
      ]);
      const sent = page
        .getByRole("region", { name: "Proof of residency" })
        .getByRole("listitem")
        .filter({ hasText: `Document ${javaScriptEnabled ? 1 : 2}` });
      await expect.poll(() => sent.count(), { timeout: 15_000 }).toBe(1);
      expect(await sent.textContent()).toContain("Received, being checked");
      expect(await page.getByRole("region", { name: "Proof of residency" }).textContent()).not.toContain(name);
    }

    // A new file can take the place of one sent: the booking still lists two documents.
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, `/trip/${residentToken}`);
    const proof = page.getByRole("region", { name: "Proof of residency" });
    expect(await proof.textContent()).toContain("This booking keeps up to 3 documents, one per traveller.");
    await proof.getByLabel("Document", { exact: true }).setInputFiles({
      name: "clearer-scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"),
    });
    await proof.getByLabel("This file is").selectOption({ index: 1 });
    await Promise.all([page.waitForLoadState("load"), proof.getByRole("button", { name: "Upload document" }).click()]);
    await expect
      .poll(() => page.getByRole("region", { name: "Proof of residency" }).getByRole("listitem").count())
      .toBe(2);
    await expectAccessible(page, "proof replaced");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole("region", { name: "Proof of residency" })
        .screenshot({ path: `${SHOTS}/trip-proof-${width}.png` });
    }
  });
});
