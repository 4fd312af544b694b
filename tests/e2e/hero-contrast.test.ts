// The heroes' words keep a contrast of at least 4.5:1 over any picture, on a phone and a laptop: for the home,
// safari, destination and lodge pages the words are made transparent, the hero photographed, and every pixel
// behind each line of text compared with the text's own colour (blended as the browser blends it). Measured
// over the page's own picture (the home hero's sun disk included) and over a plain white picture, the worst
// any picture can be.
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest } from "./support/site-under-test";

const PAGES = ["/", "/safaris/1", "/amboseli", "/hotels-and-lodges/kilima-view-lodge"];
const WHITE_PICTURE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='9'%3E%3Crect width='16' height='9' fill='%23fff'/%3E%3C/svg%3E";
const MINIMUM = 4.5;

let site: SiteUnderTest;
let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-hero-contrast-e2e-" });
  ({ server, browser } = site);
});

afterAll(async () => {
  await site?.stop();
});

afterEach(async () => {
  await expectScannedAndClose(pages);
});

interface TextBox {
  text: string;
  /** The text's colour as the browser computes it: r, g, b (0-255) and alpha (0-1). */
  colour: [number, number, number, number];
  rects: { x: number; y: number; width: number; height: number }[];
}

/** Every piece of text in the hero with the boxes its lines take, then the text made invisible. */
async function hideHeroText(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const hero = document.querySelector(".hero");
    if (!hero) throw new Error("no hero on this page");
    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(".sr-only,[hidden],[aria-hidden=true]")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects())
        .filter((rect) => rect.width > 1 && rect.height > 1)
        .map(({ x, y, width, height }) => ({ x, y, width, height }));
      const parts = getComputedStyle(parent)
        .color.match(/[\d.]+/g)
        ?.map(Number) ?? [255, 255, 255];
      boxes.push({ text, rects, colour: [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1] });
    }
    const style = document.createElement("style");
    style.textContent =
      ".hero *{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;caret-color:transparent!important}.hero svg{visibility:hidden!important}";
    document.head.append(style);
    return boxes;
  });
}

function luminance([r, g, b]: number[]): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The lowest contrast of each text over the pixels behind it, from a screenshot of the page at rest. */
async function worstContrasts(page: Page, boxes: TextBox[]) {
  const shot = await page.screenshot({ animations: "disabled" });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const results: { text: string; ratio: number }[] = [];
  for (const box of boxes) {
    let worst = Number.POSITIVE_INFINITY;
    const [fr, fg, fb, alpha] = box.colour;
    for (const rect of box.rects) {
      const x0 = Math.max(0, Math.floor(rect.x));
      const y0 = Math.max(0, Math.floor(rect.y));
      const x1 = Math.min(info.width, Math.ceil(rect.x + rect.width));
      const y1 = Math.min(info.height, Math.ceil(rect.y + rect.height));
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const at = (y * info.width + x) * 3;
          const behind = [data[at]!, data[at + 1]!, data[at + 2]!];
          const text = [fr, fg, fb].map((channel, index) => channel * alpha + behind[index]! * (1 - alpha));
          const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a) as [number, number];
          worst = Math.min(worst, (light + 0.05) / (dark + 0.05));
        }
      }
    }
    if (Number.isFinite(worst)) results.push({ text: box.text, ratio: Math.round(worst * 100) / 100 });
  }
  return results;
}

async function measure(page: Page, target: string, whitePicture: boolean) {
  await visit(page, target);
  // Each page is scanned once, as it is; the second visit only swaps the picture.
  if (!whitePicture) await expectAccessible(page, target);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (whitePicture) {
    await page.evaluate(async (white) => {
      for (const video of Array.from(document.querySelectorAll(".hero video"))) video.remove();
      const image = document.querySelector<HTMLImageElement>(".hero .hero-media");
      if (!image) throw new Error("the hero has no picture");
      image.removeAttribute("srcset");
      image.src = white;
      await image.decode();
    }, WHITE_PICTURE);
  } else {
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>(".hero .hero-media");
      return !image || (image.complete && image.naturalWidth > 0);
    });
  }
  const boxes = await hideHeroText(page);
  expect(boxes.length, `${target}: text found in the hero`).toBeGreaterThan(0);
  return worstContrasts(page, boxes);
}

describe("hero text over pictures", () => {
  for (const width of [375, 1280]) {
    it(`keeps 4.5:1 at ${width} px over each page's picture and over a white one`, async () => {
      const page = await openPage(browser, server.url, { viewport: { width, height: width < 768 ? 740 : 800 } });
      pages.push(page);
      const failures: string[] = [];
      for (const target of PAGES) {
        for (const whitePicture of [false, true]) {
          for (const { text, ratio } of await measure(page, target, whitePicture)) {
            if (ratio < MINIMUM) failures.push(`${target}${whitePicture ? " (white)" : ""}: "${text}" ${ratio}:1`);
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
