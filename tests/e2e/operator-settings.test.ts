// The operator's business details and the site at tablet and phone widths, in Chromium against the production
// build. An owner is warned on the dashboard while travellers see the demo's samples, is refused a phone
// number that is not one (in words beside the field, the cursor put there, nothing lost), saves the business's
// own details, and the public pages (cached for anonymous visitors) show them at once. At 768 px no card of a
// home grid stands alone on its row and the header's links fit; at 375 px the home page never scrolls sideways
// while its hero fades and its carousel turns; 'Chat with us' is in the header and on the contact page.
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit } from "./support/browser";
import { get } from "./support/http";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const OWNER = {
  email: "achieng@heartbeest.test",
  password: "a long business details passphrase",
  name: "Achieng Owino",
};
let site: SiteUnderTest;
const pages: Page[] = [];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-operator-e2e-", staff: [OWNER] });
});

afterAll(async () => {
  await site?.stop();
});

afterEach(() => expectScannedAndClose(pages));

async function newPage(width: number, motion: "reduce" | "no-preference" = "reduce"): Promise<Page> {
  const page = await openPage(site.browser, site.server.url, {
    viewport: { width, height: 900 },
    reducedMotion: motion,
  });
  pages.push(page);
  return page;
}

describe("business details", () => {
  it("an owner replaces the demo's samples and every public page shows the new details at once", async () => {
    // Anonymous visits first, so the page cache holds the sample versions.
    const before = await get(`${site.server.url}/contact`);
    expect(before.text).toContain("+254 700 123 456");
    expect(before.text).not.toContain("0000000000");

    const page = await newPage(768);
    await visit(page, "/login");
    await expectAccessible(page);
    await submitSignIn(page, OWNER);
    await page.waitForURL(/\/admin$/);
    const warning = page.getByRole("complementary", { name: "Your business details are not set yet" });
    expect(await warning.textContent()).toContain("bank account, M-Pesa paybill");
    await expectAccessible(page, "dashboard with the warning");

    await warning.getByRole("link", { name: "Set business details" }).click();
    await page.waitForURL(/\/admin\/settings\/business$/);
    await expectAccessible(page);

    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("call the office");
    await page.getByLabel("Bank", { exact: true }).fill("Savannah Bank Kenya");
    // Phone hours are a week of times: Monday's lines closing before they open is refused beside the field.
    const phoneHours = page.getByRole("group", { name: "Phone hours" });
    const monday = phoneHours.getByRole("group", { name: "Monday" });
    await monday.getByLabel("Closes").fill("07:00");
    await page.getByRole("button", { name: "Save business details" }).click();
    const error = page.locator("#business-phone-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("Enter a phone number of 7 to 15 digits");
    expect(await page.locator("#business-phone-mon-closes-error").textContent()).toContain(
      "On Monday the lines must close after they open: choose a time after 08:00.",
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("business-phone");
    expect(await page.getByLabel("Bank", { exact: true }).inputValue()).toBe("Savannah Bank Kenya");
    await expectAccessible(page, "refused");
    await monday.getByLabel("Closes").fill("18:00");
    // No calls on Saturdays any more.
    await phoneHours.getByRole("group", { name: "Saturday" }).getByLabel("Answered").uncheck();

    await phone.fill("+254 722 000 111");
    await page.getByLabel("E-mail").fill("reservations@heartbeest-safari.co.ke");
    await page.getByLabel("Account number").fill("0112 4587 3301");
    await page.getByLabel("SWIFT (BIC) code").fill("SAVBKENA");
    await page.getByLabel("Paybill number").fill("522533");
    // The demo's social links point at nobody's pages: no links until the real ones are known.
    for (const label of ["Facebook page", "Instagram profile", "YouTube channel"])
      await page.getByLabel(label).fill("");
    await page.getByRole("button", { name: "Save business details" }).click();
    await page.getByText("Business details saved.").first().waitFor();
    // Address lines are still the demo's: the warning names only them now.
    expect(await page.getByRole("complementary").textContent()).toContain("for your postal address.");
    await expectAccessible(page, "saved");

    // Cached pages were dropped: an anonymous visitor sees the new phone and e-mail in the footer.
    const home = await get(`${site.server.url}/`);
    expect(home.text).toContain("+254 722 000 111");
    expect(home.text).toContain("tel:+254722000111");
    const footer = home.text.slice(home.text.indexOf("<footer"), home.text.indexOf("</footer>"));
    expect(footer).toContain("+254 722 000 111");
    expect(footer).not.toContain("+254 700 123 456");
    const contact = await get(`${site.server.url}/contact`);
    expect(contact.text).toContain("reservations<wbr/>@heartbeest-safari<wbr/>.co<wbr/>.ke");
    // The phone hours as set, in each page's language: Monday's shorter day, no Saturday.
    const lines = (html: string) =>
      /(Lines open|Erreichbar:)[^<]*/
        .exec(html)?.[0]
        .replace(/[\u202f\u2009\u00a0]/g, " ")
        .replace(/\u2060/g, "");
    expect(lines(contact.text)).toBe("Lines open Monday 8 AM – 6 PM, Tuesday – Friday 8 AM – 8 PM");
    expect(lines((await get(`${site.server.url}/de/kontakt`)).text)).toBe(
      "Erreichbar: Montag 08–18 Uhr, Dienstag – Freitag 08–20 Uhr",
    );
  });
});

describe("tablet and phone", () => {
  it("at 768 px the header fits and no home card stands alone; the contact page links to the chat", async () => {
    const page = await newPage(768);
    await visit(page, "/");
    await expectAccessible(page);
    const chat = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Chat with us" });
    expect(await chat.getAttribute("href")).toBe("/chat");
    // Every header link is inside the window.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll(".site-header a")].filter(
        (link) => link.getBoundingClientRect().right > innerWidth,
      ),
    );
    expect(overflowing).toHaveLength(0);
    // Each grid's rows: an odd last card takes the whole row rather than sitting beside a gap.
    const lone = await page.evaluate(() =>
      [...document.querySelectorAll(".card-grid")].flatMap((grid) => {
        const items = [...grid.children] as HTMLElement[];
        const last = items.at(-1);
        if (!last || items.length < 2) return [];
        const sameRow = items.filter((item) => item.offsetTop === last.offsetTop);
        return sameRow.length === 1 && last.offsetWidth < grid.clientWidth * 0.9 ? [grid.className] : [];
      }),
    );
    expect(lone).toEqual([]);

    await visit(page, "/contact");
    await expectAccessible(page);
    const info = page.getByRole("region", { name: "Get in touch" });
    expect(await info.getByRole("link", { name: "Chat with us" }).getAttribute("href")).toBe("/chat");
  });

  it("at 375 px the home page never scrolls sideways while the hero fades and the carousel turns", async () => {
    const page = await newPage(375, "no-preference");
    await visit(page, "/");
    await expectAccessible(page);
    let widest = 0;
    for (let step = 0; step < 14; step++) {
      await page.mouse.wheel(0, 260);
      await page.waitForTimeout(180);
      widest = Math.max(widest, await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth));
    }
    expect(widest).toBe(0);
  });
});
