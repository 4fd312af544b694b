// The translation screens in Chromium against the production build. A member of staff opens Translations from
// the navigation, opens a package, rewrites a French itinerary day and saves it: /fr/safaris/{id} shows it to a
// traveller (the public pages' cache moved on with the save). On a phone the editor shows one language beside the English,
// chosen by links, and fits the width. Without script a save made stale by someone else's is refused with a 409
// in words, the typed text kept. A season's name translated into German shows in the German season calendar.
// Every page is scanned; both screens are photographed at 375, 768 and 1280 px.
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit, waitForHydration } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const EDITOR = { email: "amani@heartbeest.test", password: "a translator's long passphrase", name: "Amani Editor" };
const SHOTS = process.env.EDITOR_SHOTS_DIR ?? "/tmp/shots-editor";
const PACKAGE = "Maasai Mara Explorer";
const NEW_DAY_TITLE = "Au petit matin, les lions du Mara";

let site: SiteUnderTest;
const pages: Page[] = [];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-translations-e2e-", staff: [EDITOR] });
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
  await submitSignIn(page, EDITOR);
  await page.waitForURL((url) => url.pathname === "/admin");
  await waitForHydration(page);
  await expectAccessible(page, "dashboard");
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflow(page), `${name} at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The French title field of the package's second day. */
const secondDayFrench = (page: Page) =>
  page.locator('[form="translate-fr-itinerary"][name^="itinerary_day."][name$=".title"]').nth(1);

let editorPath = "";
let packageId = "";
/** The second day's own editor page (a short page: the stale-save test uses it). */
let dayPath = "";

describe("the translation editor", () => {
  it("opens from the navigation; a French itinerary day saved there shows on /fr", async () => {
    const page = await signedIn();
    await page
      .locator("aside")
      .getByRole("link", { name: /^Translations/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/admin/translations");
    await waitForHydration(page);
    await expectAccessible(page, "translations overview");
    await shoot(page, "translations-overview");

    // The filter is a GET form: safari packages in French.
    await page.getByLabel("Kind", { exact: true }).selectOption("package");
    await page.getByLabel("Language", { exact: true }).selectOption("fr");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("kind") === "package");
    await waitForHydration(page);
    await expectAccessible(page, "overview filtered");
    expect(await page.locator("th[scope=col]").allTextContents()).toEqual(["Record", "French"]);

    await page.locator("table").getByRole("link", { name: PACKAGE }).click();
    await page.waitForURL(/\/admin\/translations\/package\/\d+$/);
    await waitForHydration(page);
    await expectAccessible(page, "translation editor");
    editorPath = new URL(page.url()).pathname;
    packageId = editorPath.split("/").pop() ?? "";
    await shoot(page, "translations-editor");

    const field = secondDayFrench(page);
    const before = await field.inputValue();
    expect(before).not.toBe("");
    dayPath = `/admin/translations/itinerary_day/${(await field.getAttribute("name"))?.split(".")[1]}`;
    // A traveller reads the French page first (not signed in: the page the cache keeps for them).
    const traveller = await openPage(site.browser, site.server.url);
    pages.push(traveller);
    const frenchDays = () => traveller.locator("#itinerary-title ~ ol h3").allTextContents();
    await visit(traveller, `/fr/safaris/${packageId}`);
    await expectAccessible(traveller, "French safari page");
    expect((await frenchDays())[1]).toContain(before);

    await field.fill(NEW_DAY_TITLE);
    // Each part of the page saves on its own: the package's own fields, its itinerary, its pictures.
    for (const name of ["Save French", "Save French: Itinerary", "Save French: Pictures"]) {
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(1);
    }
    await page.getByRole("button", { name: "Save French: Itinerary" }).click();
    await expect.poll(() => page.getByText("French saved.").filter({ visible: true }).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("fr");
    expect(new URL(page.url()).hash).toBe("#itinerary");
    await expectAccessible(page, "editor, French saved");
    expect(await secondDayFrench(page).inputValue()).toBe(NEW_DAY_TITLE);
    const status = page.locator(`#${(await secondDayFrench(page).getAttribute("id")) ?? ""}-status`);
    expect(await status.getAttribute("data-status")).toBe("translated");

    // The French page as the traveller reloads it: the save moved the cache on.
    expect(await page.getByRole("link", { name: /^See it in French/ }).getAttribute("href")).toBe(
      `/fr/safaris/${packageId}`,
    );
    await visit(traveller, `/fr/safaris/${packageId}`);
    await expectAccessible(traveller, "French safari page after the save");
    expect((await frenchDays())[1]).toContain(NEW_DAY_TITLE);
  }, 300_000);

  it("on a phone shows one language beside the English, chosen by links, and fits the width", async () => {
    const page = await signedIn();
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, `${editorPath}?lang=it`);
    await expectAccessible(page, "editor on a phone, Italian");
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const visible = (locale: string) =>
      page.locator(`[form="translate-${locale}-record"][name^="package."]`).first().isVisible();
    expect(await visible("it")).toBe(true);
    expect(await visible("fr")).toBe(false);
    expect(await page.getByRole("button", { name: "Save Italian", exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Save French", exact: true }).isVisible()).toBe(false);

    await page.getByRole("link", { name: "French", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("lang") === "fr");
    await expectAccessible(page, "editor on a phone, French");
    expect(await visible("fr")).toBe(true);
    expect(await visible("it")).toBe(false);
    expect(await secondDayFrench(page).inputValue()).toBe(NEW_DAY_TITLE);
    // Tappable: the French field and its save button are on screen once scrolled to.
    await secondDayFrench(page).scrollIntoViewIfNeeded();
    const box = await secondDayFrench(page).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
  }, 180_000);

  it("translates a season's name, which the German season calendar then shows", async () => {
    const page = await signedIn();
    await visit(page, "/admin/translations?kind=season&lang=de");
    await expectAccessible(page, "season names overview");
    const seasons = page.getByRole("region", { name: /^Season names/ });
    // The sample seasons come with their German names.
    expect(await seasons.locator("tr", { hasText: "High season 2027" }).textContent()).toContain("Complete");
    await seasons.locator("table").getByRole("link", { name: "High season 2027" }).click();
    await page.waitForURL(/\/admin\/translations\/season\/\d+/);
    await waitForHydration(page);
    await expectAccessible(page, "season name editor");
    const german = page.locator('[form="translate-de-record"][name^="season."][name$=".name"]');
    expect(await german.inputValue()).toBe("Hochsaison 2027");
    await german.fill("Hauptreisezeit 2027");
    await page.getByRole("button", { name: "Save German" }).click();
    await expect.poll(() => page.getByText("German saved.").filter({ visible: true }).count()).toBeGreaterThan(0);
    await expectAccessible(page, "season name editor, German saved");

    const traveller = await openPage(site.browser, site.server.url);
    pages.push(traveller);
    // Seasons are shared: every package's calendar names them (the first test's package, or the first sample's).
    await visit(traveller, `/de/safaris/${packageId || "1"}`);
    await expectAccessible(traveller, "German safari page after a season's name was saved");
    const calendar = traveller.locator("table", { hasText: "Hauptreisezeit 2027" });
    expect(await calendar.count()).toBe(1);
    expect(await traveller.getByText("Hochsaison 2027").count()).toBe(0);
  }, 180_000);

  it("works without script and refuses a stale save with a 409 in words, keeping what was typed", async () => {
    const dayTitle = (page: Page) =>
      page.locator('[form="translate-fr-record"][name^="itinerary_day."][name$=".title"]');
    const page = await signedIn(false);
    await visit(page, `${dayPath}?lang=fr`);
    await expectAccessible(page, "day editor without script");
    expect(await page.getByRole("link", { name: PACKAGE }).getAttribute("href")).toMatch(
      new RegExp(`^${editorPath}#itinerary_day-\\d+$`),
    );

    // Meanwhile someone else saves the French.
    const other = await signedIn();
    await visit(other, `${dayPath}?lang=fr`);
    await expectAccessible(other, "day editor, second person");
    await dayTitle(other).fill("Une autre version du deuxième jour");
    await other.getByRole("button", { name: "Save French" }).click();
    await expect.poll(() => other.getByText("French saved.").filter({ visible: true }).count()).toBeGreaterThan(0);
    await expectAccessible(other, "day editor, second person saved");

    await dayTitle(page).fill("Ma version du deuxième jour");
    await page.getByRole("button", { name: "Save French" }).click();
    await page.waitForLoadState("load");
    await expect
      .poll(() => page.locator("#translation-refusal [role=alert]").textContent())
      .toMatch(/Someone saved the French by Amani Editor at .+, after you opened this page/);
    await expectAccessible(page, "day editor, stale save refused");
    expect(await dayTitle(page).inputValue()).toBe("Ma version du deuxième jour");

    // Saving again replaces theirs.
    await page.getByRole("button", { name: "Save French" }).click();
    await page.waitForURL((url) => url.searchParams.get("lang") === "fr");
    await expectAccessible(page, "day editor without script, saved");
    expect(await dayTitle(page).inputValue()).toBe("Ma version du deuxième jour");
  }, 300_000);
});
