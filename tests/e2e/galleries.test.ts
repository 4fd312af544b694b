// Galleries in Chromium against the production build. A member of staff opens Amboseli's pictures, chooses a
// file and sees it before sending, is told beside the field that a description is required (the chosen
// picture kept), sets the focal point by clicking the preview, uploads, moves the picture up (focus stays on
// the button), removes another with confirmation; without script an upload and a move still work. The
// public page then shows the gallery in that order, cropped at the focal point, and opens a picture larger.
// Every page and state is scanned with axe. With SCREENSHOT_DIR set, the pages are photographed at 375,
// 768 and 1280 px.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { STORE_UNAVAILABLE } from "~/services/images/image-pipeline.server";
import type { AppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, photograph, visit } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const STAFF = { email: "neema@heartbeest.test", password: "a long gallery passphrase", name: "Neema Kariuki" };
// Amboseli is the second sample destination.
const MANAGER = "/admin/galleries/destination/2";
const NEW_ALT = "Our guide Joseph photographing elephants at the Amboseli swamp";
const NO_SCRIPT_ALT = "A lodge veranda facing Kilimanjaro at first light";
const STORE_DOWN_ALT = "Elephants crossing below a kopje at noon";

let site: SiteUnderTest;
let server: AppServer;
let browser: Browser;
let photo: Buffer;
const pages: Page[] = [];
let signedInState: BrowserContextOptions["storageState"];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-galleries-e2e-", staff: [STAFF] });
  ({ server, browser } = site);
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#6b7f3a" } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 150, channels: 3, background: "#f2cf8d" } })
          .png()
          .toBuffer(),
        left: 100,
        top: 400,
      },
    ])
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await site?.stop();
});

afterEach(async () => {
  await expectScannedAndClose(pages);
});

async function staffPage(target: string, options: BrowserContextOptions = {}): Promise<Page> {
  if (!signedInState) {
    const page = await openPage(browser, server.url);
    await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === target);
    signedInState = await page.context().storageState();
    await page.context().close();
  }
  const page = await openPage(browser, server.url, { storageState: signedInState, ...options });
  pages.push(page);
  await visit(page, target);
  return page;
}

const listedAlts = async (page: Page) =>
  page
    .getByTestId("gallery-picture")
    .evaluateAll((cards) => cards.map((card) => (card.querySelector("textarea") as HTMLTextAreaElement).value));

describe("a gallery", () => {
  it("is filled by staff: preview, required description, focal point, reorder, remove", async () => {
    // From the staff table of destinations, the row's Pictures link.
    const page = await staffPage("/admin/destinations");
    await expectAccessible(page, "destinations table");
    await page.getByRole("link", { name: "Pictures: Amboseli" }).click();
    await page.waitForURL((url) => url.pathname === MANAGER);
    await page.getByRole("heading", { name: "Pictures: Amboseli" }).waitFor();
    const seeded = await listedAlts(page);
    expect(seeded).toHaveLength(3);
    await expectAccessible(page, "gallery page");

    const add = page.getByRole("region", { name: "Add a picture" });
    await add.getByLabel("Picture").setInputFiles({ name: "swamp.jpg", mimeType: "image/jpeg", buffer: photo });
    const picker = add.getByTestId("focal-picker");
    await expect.poll(() => picker.locator("img").getAttribute("src")).toMatch(/^blob:/);

    // Sent without a description: refused beside the field, focus on it, the chosen picture kept.
    await add.getByRole("button", { name: "Upload picture" }).click();
    const alt = add.getByLabel("Description (alt text)");
    await add.getByText("Describe the picture for people who cannot see it.").waitFor();
    expect(await alt.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await alt.getAttribute("aria-invalid")).toBe("true");
    expect(await add.getByLabel("Picture").evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(1);
    await expectAccessible(page, "description required");

    // The focal point by a click on the preview: a quarter across, three quarters down.
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
    expect(await add.getByLabel("Across, % from the left").inputValue()).toBe("25");
    expect(await add.getByLabel("Down, % from the top").inputValue()).toBe("75");
    await expectAccessible(page, "preview with focal point");

    await alt.fill(NEW_ALT);
    await add.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("Picture added.", { exact: true }).waitFor();
    await expect.poll(() => listedAlts(page)).toEqual([...seeded, NEW_ALT]);
    const added = page.getByTestId("gallery-picture").last();
    expect(await added.getByLabel("Across, % from the left").inputValue()).toBe("25");
    expect(await added.locator("img").first().getAttribute("src")).toMatch(
      /^\/uploads\/img-[0-9a-f]{32}-800-800\.webp$/,
    );

    // Moved up by keyboard: the gallery follows and focus stays on the button.
    const moveUp = added.getByRole("button", { name: /^Move up/ });
    await moveUp.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => listedAlts(page)).toEqual([seeded[0], seeded[1], NEW_ALT, seeded[2]]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Move up/);
    expect(await page.evaluate(() => document.activeElement?.closest("li")?.querySelector("textarea")?.value)).toBe(
      NEW_ALT,
    );

    // Removed after confirming.
    const second = page.getByTestId("gallery-picture").nth(1);
    await second.locator("summary", { hasText: "Remove" }).click();
    await expectAccessible(page, "remove confirmation");
    await second.getByRole("button", { name: "Yes, remove it" }).click();
    await page.getByText("Picture removed.", { exact: true }).waitFor();
    await expect.poll(() => listedAlts(page)).toEqual([seeded[0], NEW_ALT, seeded[2]]);
    await expectAccessible(page, "after the changes");
  });

  it("takes an upload and a move without script", async () => {
    const page = await staffPage(MANAGER, { javaScriptEnabled: false });
    const add = page.getByRole("region", { name: "Add a picture" });
    await add.getByLabel("Picture").setInputFiles({ name: "veranda.jpg", mimeType: "image/jpeg", buffer: photo });
    await add.getByLabel("Description (alt text)").fill(NO_SCRIPT_ALT);
    await add.getByLabel("Down, % from the top").fill("30");
    await add.getByRole("button", { name: "Upload picture" }).click();
    await page.waitForURL((url) => url.hash.startsWith("#picture-"));
    const alts = await listedAlts(page);
    expect(alts.at(-1)).toBe(NO_SCRIPT_ALT);
    await expectAccessible(page, "after an upload without script");
    // By keyboard: the page's notice (shown for a few seconds without script) may sit over the button.
    const reloaded = page.waitForEvent("load");
    await page
      .getByTestId("gallery-picture")
      .last()
      .getByRole("button", { name: /^Make cover/ })
      .focus();
    await page.keyboard.press("Enter");
    await reloaded;
    expect((await listedAlts(page))[0]).toBe(NO_SCRIPT_ALT);
    await expectAccessible(page, "after a move without script");
  });

  it("refuses an upload in words when the picture store cannot take it, keeping the description, with and without script", async () => {
    // The store's folder blocked by a file of the same name: every write to it fails, as a full or broken
    // disk (or an object store that does not answer) would.
    const uploads = path.join(site.dataDir, "uploads");
    await rename(uploads, `${uploads}.away`);
    await writeFile(uploads, "not a folder");
    try {
      for (const javaScriptEnabled of [true, false]) {
        const page = await staffPage(MANAGER, { javaScriptEnabled });
        const add = page.getByRole("region", { name: "Add a picture" });
        await add.getByLabel("Picture").setInputFiles({ name: "kopje.jpg", mimeType: "image/jpeg", buffer: photo });
        await add.getByLabel("Description (alt text)").fill(STORE_DOWN_ALT);
        const answered = page.waitForResponse((response) => response.request().method() === "POST");
        await add.getByRole("button", { name: "Upload picture" }).click();
        expect((await answered).status()).toBe(503);
        const again = page.getByRole("region", { name: "Add a picture" });
        await again.getByText(STORE_UNAVAILABLE).first().waitFor();
        expect(await again.getByLabel("Description (alt text)").inputValue()).toBe(STORE_DOWN_ALT);
        expect(await listedAlts(page)).not.toContain(STORE_DOWN_ALT);
        await expectAccessible(page, `store down, ${javaScriptEnabled ? "with" : "without"} script`);
        if (javaScriptEnabled) await photograph(page, "gallery-store-down", again);
      }
    } finally {
      await rm(uploads, { force: true });
      await rename(`${uploads}.away`, uploads);
    }
  });

  it("shows on the public page in that order, cropped at the focal point, and opens a picture larger", async () => {
    const page = await openPage(browser, server.url);
    pages.push(page);
    await visit(page, "/amboseli");
    const gallery = page.getByTestId("gallery");
    await gallery.scrollIntoViewIfNeeded();
    const figures = gallery.getByRole("listitem");
    const alts = await figures.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toHaveLength(4);
    expect([alts[0], alts[2]]).toEqual([NO_SCRIPT_ALT, NEW_ALT]);
    expect(
      await figures
        .nth(2)
        .locator("img")
        .evaluate((image) => getComputedStyle(image).objectPosition),
    ).toBe("25% 75%");
    await expectAccessible(page, "public gallery");

    await figures.nth(2).getByRole("button").click();
    const larger = page.getByRole("dialog", { name: "Picture 3 of 4" });
    await larger.waitFor();
    expect(await larger.getByText(NEW_ALT).isVisible()).toBe(true);
    await expectAccessible(page, "picture opened larger");
    await page.keyboard.press("Escape");
    await larger.waitFor({ state: "hidden" });
  });

  it.runIf(process.env.SCREENSHOT_DIR)("photographs the gallery pages at three widths", async () => {
    const directory = process.env.SCREENSHOT_DIR!;
    await mkdir(directory, { recursive: true });
    for (const width of [375, 768, 1280]) {
      const viewport = { width, height: 900 };
      const staff = await staffPage(MANAGER, { viewport });
      await expectAccessible(staff, `gallery page at ${width}`);
      await staff.screenshot({ path: path.join(directory, `gallery-admin-${width}.png`), fullPage: true });
      const visitor = await openPage(browser, server.url, { viewport });
      pages.push(visitor);
      for (const target of ["/amboseli", "/safaris/1", "/hotels-and-lodges/kilima-view-lodge"]) {
        await visit(visitor, target);
        const gallery = visitor.getByTestId("gallery");
        await gallery.scrollIntoViewIfNeeded();
        await visitor.waitForFunction(() =>
          Array.from(document.querySelectorAll("[data-testid=gallery] img")).every(
            (image) => (image as HTMLImageElement).complete,
          ),
        );
        await expectAccessible(visitor, `${target} at ${width}`);
        const name = target.split("/").filter(Boolean).join("-");
        await gallery.screenshot({ path: path.join(directory, `gallery-${name}-${width}.png`) });
      }
    }
  });
});
