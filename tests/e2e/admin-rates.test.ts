// The staff rate editor in Chromium against the production build: a signed-in member of staff raises a
// non-resident rate and sees the quote preview beside the grid follow, a season that overlaps another is
// refused in words beside the field, park fees follow the months the park charges them in (a month it cannot read
// refused in words), and every rates page passes the accessibility scan.
// With SCREENSHOT_DIR set, /admin/rates/1 is also photographed at 375, 768 and 1280 px for review.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit, waitForHydration } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const STAFF = { email: "rehema@heartbeest.test", password: "a long rates passphrase", name: "Rehema Mwangi" };
// Two adults in the sample calendar's high season of 2027.
const PREVIEW = "start=2027-07-10&adults=2&childAges=&residency=non_resident&singles=0";

let site: SiteUnderTest;
let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-rates-e2e-", staff: [STAFF] });
  ({ server, browser } = site);
});

afterAll(async () => {
  await site?.stop();
});

afterEach(async () => {
  await expectScannedAndClose(pages);
});

let signedInState: BrowserContextOptions["storageState"];

/** A page at `target` as the member of staff: signed in through the form once, the session reused after. */
async function signedInPage(
  target: string,
  viewport = { width: 1280, height: 900 },
  javaScriptEnabled = true,
): Promise<Page> {
  if (signedInState) {
    const page = await openPage(browser, server.url, { viewport, storageState: signedInState, javaScriptEnabled });
    pages.push(page);
    await visit(page, target);
    if (javaScriptEnabled) await waitForHydration(page);
    return page;
  }
  const page = await openPage(browser, server.url, { viewport });
  pages.push(page);
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await submitSignIn(page, STAFF);
  await page.waitForURL((url) => url.pathname + url.search === target);
  await waitForHydration(page);
  signedInState = await page.context().storageState();
  return page;
}

const previewTotal = async (page: Page) => (await page.getByTestId("preview-total").textContent()) ?? "";
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ""));

describe("the rate editor", () => {
  it("saves a raised rate and the preview beside the grid prices it", async () => {
    const page = await signedInPage("/admin/rates");
    await expectAccessible(page, "rates list");
    expect(await page.getByRole("link", { name: "Rates", exact: true }).count()).toBeGreaterThan(0);
    await visit(page, `/admin/rates/1?${PREVIEW}`);
    await expectAccessible(page, "package rates");
    const before = amountOf(await previewTotal(page));
    expect(before).toBeGreaterThan(0);

    const card = page.getByRole("region", { name: "Non-residents" });
    const rate = card.getByLabel("High season, 2 to 3 travellers, per person per night");
    const old = amountOf(await rate.inputValue());
    await rate.fill(String(old + 100));
    await card.getByRole("button", { name: "Save rates for Non-residents" }).click();
    await page.getByText("Non-residents rates saved.", { exact: true }).waitFor();
    await page.waitForFunction((previous) => {
      const text = document.querySelector('[data-testid="preview-total"]')?.textContent ?? "";
      return Number(text.replace(/[^\d.]/g, "")) !== previous;
    }, before);
    const after = amountOf(await previewTotal(page));
    // Two adults, each night 100 more.
    expect(after).toBeGreaterThan(before);
    expect(Math.round((after - before) * 100) % (2 * 100 * 100)).toBe(0);
    expect(amountOf(await rate.inputValue())).toBe(old + 100);
    await expectAccessible(page, "package rates after saving");
  });

  it("refuses an overlapping season beside its field, and the other rates pages pass the scan", async () => {
    const page = await signedInPage("/admin/rates/seasons");
    await expectAccessible(page, "seasons");
    const add = page.getByRole("form", { name: "New season" });
    await add.getByLabel("Name").fill("Clashing rains");
    await add.getByLabel("First day").fill("2027-05-20");
    await add.getByLabel("Last day").fill("2027-06-10");
    await add.getByRole("button", { name: "Add season" }).click();
    await page.getByText("This season overlaps Long rains 2027 (1 Apr – 31 May 2027).").waitFor();
    await expect(add.getByLabel("Name").inputValue()).resolves.toBe("Clashing rains");
    await expectAccessible(page, "seasons refusal");

    for (const target of ["/admin/rates/parks", "/admin/rates/exchange-rates"]) {
      await visit(page, target);
      await expectAccessible(page, target);
    }
  });

  it("keeps park fees by the months the park charges them, refusing a month it cannot read in words", async () => {
    const page = await signedInPage("/admin/rates/parks");
    await expectAccessible(page, "park fees");
    const mara = page.getByRole("region", { name: /^Maasai Mara National Reserve/ });
    const monthsOf = async () =>
      Promise.all((await mara.getByLabel(/^Months, row \d+$/).all()).map((field) => field.inputValue()));
    // Narok County's two adult fees: January-June and July-December; the rest all year.
    expect((await monthsOf()).filter(Boolean)).toEqual(["Jan-Jun", "Jul-Dec"]);

    const julyDecember = mara.getByLabel(/^Months, row \d+$/).nth((await monthsOf()).indexOf("Jul-Dec"));
    await julyDecember.fill("Juli-Dez");
    await mara.getByRole("button", { name: /^Save fees/ }).click();
    await expect
      .poll(() => mara.getByText(/"Juli-Dez" is not a month\. Write months as Jul-Dec or 7-12/).count())
      .toBe(1);
    expect(await julyDecember.inputValue()).toBe("Juli-Dez");
    expect(await julyDecember.getAttribute("aria-invalid")).toBe("true");
    await expectAccessible(page, "park fees refused");

    await julyDecember.fill("July - December");
    await mara.getByRole("button", { name: /^Save fees/ }).click();
    await page.getByText("Park fees saved.").first().waitFor();
    await expectAccessible(page, "park fees saved");
    expect((await monthsOf()).filter(Boolean)).toEqual(["Jan-Jun", "Jul-Dec"]);
  });

  it("without script, refuses overlapping children's bands beside the field and keeps what was typed", async () => {
    await signedInPage("/admin/rates").then((page) => expectAccessible(page, "rates list"));
    const page = await signedInPage(`/admin/rates/1?${PREVIEW}`, undefined, false);
    await expectAccessible(page, "package rates without script");
    const card = page.getByRole("region", { name: "East African citizens" });
    await card.getByLabel("Youngest age, new band").fill("10");
    await card.getByLabel("Oldest age, new band").fill("13");
    await card.getByLabel("How new band is charged").selectOption("fixed");
    await card.getByLabel("Percent or amount per night, new band").fill("20");
    await card.getByRole("button", { name: "Save rates for East African citizens" }).click();
    await page.waitForLoadState("load");
    const refused = page.getByRole("region", { name: "East African citizens" });
    await refused.getByText("Ages 10–13 overlap the band for ages 3–11.").waitFor();
    await expect(refused.getByLabel("Percent or amount per night, new band").inputValue()).resolves.toBe("20");
    await expectAccessible(page, "package rates refused without script");
  });

  it.runIf(process.env.SCREENSHOT_DIR)("photographs /admin/rates/1 at three widths", async () => {
    const directory = process.env.SCREENSHOT_DIR!;
    await mkdir(directory, { recursive: true });
    for (const width of [375, 768, 1280]) {
      const page = await signedInPage(`/admin/rates/1?${PREVIEW}`, { width, height: 900 });
      await expectAccessible(page, `rates at ${width}`);
      await page.screenshot({ path: path.join(directory, `rates-${width}.png`), fullPage: true });
      for (const other of ["seasons", "parks", "exchange-rates"]) {
        await visit(page, `/admin/rates/${other}`);
        await expectAccessible(page, `${other} at ${width}`);
        await page.screenshot({ path: path.join(directory, `${other}-${width}.png`), fullPage: true });
      }
    }
  });
});
