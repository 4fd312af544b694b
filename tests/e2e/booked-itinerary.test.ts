// What a traveller bought stays what they bought, in Chromium against the production build. A trip is booked,
// then its package changes: the booking page shows the itinerary as booked and what would change (photographed at
// 375 and 1280 px); Apply replaces it and the trip page shows the new days. The package editor refuses to delete
// the booked package in words (without script too) and archives it: marked Archived in the portal (photographed),
// gone from the public page, while the trip page still shows its itinerary.
import { mkdir } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { itineraryDays } from "~/db/schema";
import { createTestTrip } from "../support/trips";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit, waitForHydration } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const OWNER = { email: "neema@heartbeest.test", password: "an owner's long passphrase", name: "Neema Owner" };
const SHOTS = process.env.ITINERARY_SHOTS_DIR ?? "/tmp/shots-itinerary";

let site: SiteUnderTest;
const pages: Page[] = [];
const booked = { bookingId: 0, packageId: 0, token: "" };

beforeAll(async () => {
  site = await startSiteUnderTest({
    dataDirPrefix: "heartbeest-itinerary-e2e-",
    staff: [OWNER],
    rows: async (db) => {
      // A trip booked (its itinerary frozen), then the package changed: day 2 rewritten, day 4 gone, a day 5.
      const trip = await createTestTrip(db, { start: "2027-09-10" });
      booked.bookingId = trip.booking.id;
      booked.packageId = trip.safari.id;
      booked.token = trip.token;
      await db
        .update(itineraryDays)
        .set({ title: "A walking safari with a Maasai guide", meals: "Breakfast" })
        .where(and(eq(itineraryDays.safariId, trip.safari.id), eq(itineraryDays.dayNumber, 2)));
      await db
        .delete(itineraryDays)
        .where(and(eq(itineraryDays.safariId, trip.safari.id), eq(itineraryDays.dayNumber, 4)));
      await db
        .insert(itineraryDays)
        .values({ safariId: trip.safari.id, dayNumber: 4, title: "Fly home from the Mara" });
    },
  });
  await mkdir(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

afterEach(() => expectScannedAndClose(pages));

async function signedIn(javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(site.browser, site.server.url, { javaScriptEnabled });
  pages.push(page);
  await visit(page, "/login");
  await expectAccessible(page, "sign in");
  await submitSignIn(page, OWNER);
  await page.waitForURL((url) => url.pathname === "/admin");
  if (javaScriptEnabled) await waitForHydration(page);
  await expectAccessible(page, "dashboard");
  return page;
}

async function shoot(page: Page, selector: string, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(selector).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function tripDayTitles(page: Page): Promise<string[]> {
  await visit(page, `/trip/${booked.token}`);
  await expectAccessible(page, "trip page");
  return page.locator("#itinerary li h3").allTextContents();
}

describe("a booking's itinerary", () => {
  it("shows what changed in the package and applies it to the booking when staff say so", async () => {
    const page = await signedIn();
    expect(await tripDayTitles(page)).toContain("A full day on the plains");

    await visit(page, `/admin/bookings/${booked.bookingId}`);
    await waitForHydration(page);
    await expectAccessible(page, "booking page with an itinerary to apply");
    const section = page.getByRole("region", { name: "Itinerary as booked" });
    await section.getByText("A full day on the plains").waitFor();
    const changes = section.getByRole("list", { name: "What would change" });
    expect(await changes.locator("li").allTextContents()).toEqual([
      "ChangedDay 2: A walking safari with a Maasai guidetitle; meals",
      "ChangedDay 4: Fly home from the Maratitle; what happens; accommodation; meals",
    ]);
    await shoot(page, "#itinerary", "push-preview");

    await section.getByRole("button", { name: "Apply to this booking" }).click();
    await page.getByText("The traveller has been told by e-mail").first().waitFor();
    await section.getByText("The package's itinerary is the same as booked.").waitFor();
    await expectAccessible(page, "booking page after applying");

    const titles = await tripDayTitles(page);
    expect(titles).toContain("A walking safari with a Maasai guide");
    expect(titles).not.toContain("A full day on the plains");
  }, 120_000);

  it("refuses to delete the booked package in words without script, archives it, and the trip keeps its days", async () => {
    const page = await signedIn(false);
    await visit(page, `/admin/packages/${booked.packageId}`);
    await expectAccessible(page, "package editor");
    const onSale = page.getByRole("region", { name: /On sale/ });
    await onSale.getByLabel("Delete it, its days, rates and pictures for good").check();
    await onSale.getByRole("button", { name: "Delete package" }).click();
    await page.waitForLoadState("load");
    const alert = page.locator("#on-sale-alert");
    expect(await alert.textContent()).toContain("cannot be deleted: it has 1 booking");
    expect(await alert.textContent()).toContain("Archive it instead");
    await expectAccessible(page, "delete refused");

    await onSale.getByRole("button", { name: /^Archive/ }).click();
    await page.waitForLoadState("load");
    await page.getByRole("button", { name: /Restore to the site/ }).waitFor();
    expect(await page.locator("#on-sale").textContent()).toContain("Archived");
    await expectAccessible(page, "archived package");
    await shoot(page, "#archived-note", "archived-banner");
    await shoot(page, "#on-sale", "archived-on-sale");

    await visit(page, "/admin/packages");
    await expectAccessible(page, "packages list");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/packages-list-1280.png`, fullPage: true });

    const gone = await page.request.get(`/safaris/${booked.packageId}`);
    expect(gone.status()).toBe(404);
    expect((await tripDayTitles(page)).length).toBe(4);
  }, 120_000);
});
