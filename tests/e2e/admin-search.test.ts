// Staff lists filter as staff type: on a table screen and in the bookings inbox, a pause in typing filters
// the rows without Enter, without a page load and without taking the box from under the typist (focus and
// caret stay, the URL is replaced rather than stacked). With JavaScript off the same box is a plain GET form.
import { rm } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";

const ADMIN = { email: "neema@heartbeest.test", password: "a long staff passphrase", name: "Neema Njeri" };
const TRAVELLERS = [
  { name: "Amina Odhiambo", email: "amina@example.com", packageTitle: "Maasai Mara Explorer" },
  { name: "Joseph Mwangi", email: "joseph@example.com", packageTitle: "Serengeti Migration Safari" },
  { name: "Grace Wanjiku", email: "grace@example.com", packageTitle: "Amboseli Elephant Trails" },
];

let server: AppServer;
let browser: Browser;
let dataDir: string;
let signedInState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const pages: Page[] = [];

const addTravellersBookings = async (db: Database) => {
  await db.insert(bookings).values(
    TRAVELLERS.map((traveller) => ({
      source: "safari_form" as const,
      ...traveller,
      phone: "+254 711 000 000",
      country: "Kenya",
      adults: 2,
      arrivalDate: "2031-08-01",
      departureDate: "2031-08-05",
    })),
  );
};

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-admin-search-e2e-");
  await prepareSiteDatabase(dataDir, [ADMIN], addTravellersBookings);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

/** A page at `target` as a signed-in member of staff; the session is made once, through the sign-in form. */
async function staffPage(target: string, javaScriptEnabled = true): Promise<Page> {
  if (!signedInState) {
    const page = await openPage(browser, server.url);
    await visit(page, "/login");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    signedInState = await page.context().storageState();
    await closePage(page);
  }
  const page = await openPage(browser, server.url, { storageState: signedInState, javaScriptEnabled });
  pages.push(page);
  const response = await visit(page, target);
  expect(response.status(), target).toBe(200);
  return page;
}

/** The travellers' names the list shows now. */
async function shownTravellers(rows: Locator): Promise<string[]> {
  const texts = await rows.allTextContents();
  return TRAVELLERS.map((traveller) => traveller.name).filter((name) => texts.some((text) => text.includes(name)));
}

/** The search box's focus, value and caret, as the typist has them. */
function boxState(page: Page, id: string) {
  return page.evaluate((boxId) => {
    const box = document.getElementById(boxId) as HTMLInputElement | null;
    return {
      focused: document.activeElement === box,
      value: box?.value,
      caret: box?.selectionStart,
      caretEnd: box?.selectionEnd,
    };
  }, id);
}

const screens = [
  { name: "a table screen", path: "/admin/safari_bookings", box: "table-search", submit: "Search" },
  { name: "the bookings inbox", path: "/admin/bookings", box: "inbox-q", submit: "Apply" },
] as const;

describe.each(screens)("searching $name", ({ path: target, box, submit }) => {
  it("filters the rows while staff type, keeping the box, its caret and the page", async () => {
    const page = await staffPage(target);
    const rows = page.locator("tbody tr");
    await expect.poll(() => shownTravellers(rows)).toEqual(TRAVELLERS.map((traveller) => traveller.name));
    // Marks this document: a page load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const historyLength = await page.evaluate(() => history.length);

    const searchBox = page.locator(`#${box}`);
    await searchBox.click();
    await searchBox.pressSequentially("odhi", { delay: 40 });
    // "od" alone already narrows the rows to one traveller, so wait for the last keystroke's search too.
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("odhi");
    await expect.poll(() => shownTravellers(rows)).toEqual(["Amina Odhiambo"]);
    expect(await boxState(page, box)).toEqual({ focused: true, value: "odhi", caret: 4, caretEnd: 4 });

    // Typing on goes into the same box, after what was there.
    await page.keyboard.type("ambo", { delay: 40 });
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("odhiambo");
    expect(await shownTravellers(rows)).toEqual(["Amina Odhiambo"]);
    expect(await boxState(page, box)).toEqual({ focused: true, value: "odhiambo", caret: 8, caretEnd: 8 });

    // A search for a package: the whole word replaced, the rows follow.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("serengeti", { delay: 40 });
    await expect.poll(() => shownTravellers(rows)).toEqual(["Joseph Mwangi"]);
    expect(await boxState(page, box)).toEqual({ focused: true, value: "serengeti", caret: 9, caretEnd: 9 });
    await expectAccessible(page, `${target} filtered while typing`);

    // Emptied, the box shows every row again.
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await expect.poll(() => shownTravellers(rows)).toEqual(TRAVELLERS.map((traveller) => traveller.name));
    expect((await boxState(page, box)).focused).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Each search replaced the address instead of adding a step to Back.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // No request has been answered with an error along the way (e.g. a search the server refused).
    expect(await page.getByRole("alert").count()).toBe(0);
  });

  it(`filters with JavaScript off when the form is submitted (${submit})`, async () => {
    const page = await staffPage(target, false);
    const rows = page.locator("tbody tr");
    expect(await shownTravellers(rows)).toEqual(TRAVELLERS.map((traveller) => traveller.name));
    await page.locator(`#${box}`).fill("wanjiku");
    await Promise.all([
      page.waitForURL((url) => url.searchParams.get("q") === "wanjiku", { waitUntil: "load" }),
      page.getByRole("button", { name: submit, exact: true }).click(),
    ]);
    await waitForHydration(page);
    expect(await shownTravellers(rows)).toEqual(["Grace Wanjiku"]);
    expect(await page.locator(`#${box}`).inputValue()).toBe("wanjiku");
    await expectAccessible(page, `${target} searched without JavaScript`);
  });
});
