// The package editor and staff invitations in Chromium against the production build. An owner opens a sample
// package from the Packages table, is refused an empty title beside the field (focus on it), moves a day up,
// adds one and saves each part on its own (the days only once the duration is saved): the public page shows
// the new order and /safaris/{slug} leads to it. Without script the same buttons work by posting, a part
// saved keeps what is typed in the others, and a part made stale by someone else's save is refused with a
// 409 in words, the typed text kept. The owner invites a colleague; the e-mailed link asks for a password twice, signs them in,
// and says 'already used' the second time. Every page is scanned; the editor, the Staff page and the invite
// page are photographed at 375, 768 and 1280 px.
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { openPage, visit, waitForHydration } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest, submitSignIn } from "./support/site-under-test";

const OWNER = { email: "wanjiru@heartbeest.test", password: "an owner's long passphrase", name: "Wanjiru Owner" };
const SHOTS = process.env.EDITOR_SHOTS_DIR ?? "/tmp/shots-editor";
const PACKAGE = "Maasai Mara Explorer";

let site: SiteUnderTest;
let smtp: FakeSmtpServer;
const pages: Page[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  site = await startSiteUnderTest({
    dataDirPrefix: "heartbeest-package-editor-e2e-",
    staff: [OWNER],
    env: { SMTP_URL: smtp.url },
  });
  await mkdir(SHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

afterEach(() => expectScannedAndClose(pages));

async function signedIn(javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(site.browser, site.server.url, { javaScriptEnabled });
  pages.push(page);
  await visit(page, "/login");
  await expectAccessible(page, "sign in");
  await submitSignIn(page, OWNER);
  await page.waitForURL((url) => url.pathname === "/admin");
  await waitForHydration(page);
  await expectAccessible(page, "dashboard");
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function dayTitles(page: Page): Promise<string[]> {
  return page
    .locator('#itinerary input[name$="-title"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

describe("the package editor", () => {
  it("opens from the Packages table, checks, rearranges days and saves; the public page follows", async () => {
    const page = await signedIn();
    await visit(page, "/admin/packages");
    await expectAccessible(page, "packages table");
    await page.getByRole("link", { name: `Open ${PACKAGE}` }).click();
    await page.waitForURL(/\/admin\/packages\/\d+$/);
    await waitForHydration(page);
    await expectAccessible(page, "package editor");
    const editorPath = new URL(page.url()).pathname;
    const id = editorPath.split("/").pop();
    const slug = await page.getByLabel("Address (slug)").inputValue();
    await shoot(page, "package-editor");

    // An empty title: refused by the same schema before sending, beside the field, which takes the focus.
    await page.getByLabel("Title", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save basics" }).click();
    await expect.poll(() => page.locator("#field-title-error").textContent()).toBe("Title is required");
    expect(await focusedId(page)).toBe("field-title");
    await expectAccessible(page, "editor, title refused");
    await page.getByLabel("Title", { exact: true }).fill(`${PACKAGE} Classic`);

    const before = await dayTitles(page);
    expect(before.length).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Move day 2 up" }).click();
    await expect.poll(() => dayTitles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    await page.getByRole("button", { name: "Add a day" }).click();
    const newTitle = page.getByLabel(`Day ${before.length + 1} title`);
    await newTitle.waitFor();
    expect(await focusedId(page)).toMatch(/^field-day-n1-title$/);
    await newTitle.fill("Farewell breakfast in Nairobi");
    // The typed title survived both posts.
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(`${PACKAGE} Classic`);
    // Each part saves on its own, checked beside the others as saved: five days do not fit the four saved.
    await page.getByRole("button", { name: "Save itinerary" }).click();
    await expect
      .poll(() => page.locator("#field-days").textContent())
      .toBe(
        `The itinerary has ${before.length + 1} days but the saved duration is ${before.length}: save a longer duration under Basics first, or remove a day`,
      );
    await expect.poll(() => focusedId(page)).toBe("field-days");
    await expectAccessible(page, "editor, itinerary refused");
    await page.getByLabel("Duration (days)").fill(String(before.length + 1));
    await page.getByRole("button", { name: "Preview changes" }).first().click();
    await expect.poll(() => page.locator("#preview-heading + p").textContent()).toContain("Not saved yet");
    await expectAccessible(page, "editor, preview of changes");
    await page.getByRole("button", { name: "Save basics" }).click();
    await expect
      .poll(() => page.locator("#basics").getByText("Basics saved: the public page shows the change now.").count())
      .toBe(1);
    // The days typed and not saved are still there, and say so.
    expect(await dayTitles(page)).toEqual([before[1], before[0], ...before.slice(2), "Farewell breakfast in Nairobi"]);
    expect(await page.locator("#itinerary").getByText("Itinerary: changes not saved yet.").count()).toBe(1);
    await expectAccessible(page, "editor, basics saved");
    await shoot(page, "package-editor-part-saved");
    await page.getByRole("button", { name: "Save itinerary" }).click();
    await expect
      .poll(() =>
        page.locator("#itinerary").getByText("Itinerary saved: the public page shows the change now.").count(),
      )
      .toBe(1);
    expect(await focusedId(page)).toBe("save-itinerary");
    await expectAccessible(page, "editor, saved");

    // The public page (its cache moved on with the save) and the slug's address.
    await visit(page, `/safaris/${slug}`);
    expect(new URL(page.url()).pathname).toBe(`/safaris/${id}`);
    await expectAccessible(page, "public safari page");
    const days = await page.locator("#itinerary-title ~ ol h3").allTextContents();
    expect(days[0]).toContain(before[1]);
    expect(days.at(-1)).toContain("Farewell breakfast in Nairobi");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(`${PACKAGE} Classic`);
  }, 180_000);

  it("works without script, and refuses a save made stale by someone else's with a 409 in words", async () => {
    const plain = await signedIn(false);
    await visit(plain, "/admin/packages");
    await expectAccessible(plain, "packages table without script");
    await plain.getByRole("link", { name: `Open ${PACKAGE}` }).click();
    await plain.waitForURL(/\/admin\/packages\/\d+$/);
    const editorPath = new URL(plain.url()).pathname;
    await expectAccessible(plain, "editor without script");
    const before = await dayTitles(plain);
    await plain.getByRole("button", { name: "Move day 1 down" }).click();
    await plain.waitForLoadState("load");
    expect(await dayTitles(plain)).toEqual([before[1], before[0], ...before.slice(2)]);
    // The page puts focus back on the moved day's button with autofocus, which Chromium applies a frame after
    // the load: on a loaded machine after the load event has fired.
    await expect.poll(() => focusedId(plain)).toMatch(/^day-(up|down)-\d+$/);
    await expectAccessible(plain, "editor without script, day moved");

    // Meanwhile someone saves the package's basics in another browser.
    const other = await signedIn();
    await visit(other, editorPath);
    await expectAccessible(other, "editor in another browser");
    await other.getByLabel("Location").fill("Kenya · Maasai Mara (updated)");
    await other.getByRole("button", { name: "Save basics" }).click();
    await expect.poll(() => other.locator("#basics").getByText("Basics saved:").count()).toBe(1);
    await expectAccessible(other, "other browser saved");

    // The texts are another part: they save, answered in place, and the days moved and not saved stay moved.
    await plain.getByLabel("Description").fill("Written while someone else was saving.");
    expect(await postWith(plain, "Save texts")).toBe(200);
    expect(await plain.locator("#texts").textContent()).toContain("Texts saved: the public page shows the change now.");
    expect(await dayTitles(plain)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await plain.locator("#itinerary").textContent()).toContain("Itinerary: changes not saved yet.");
    await expectAccessible(plain, "editor without script, texts saved");

    // The basics changed after this page opened: their save is refused with a 409 in words, the typing kept.
    await plain.getByLabel("Location").fill("Kenya · Maasai Mara (mine)");
    expect(await postWith(plain, "Save basics")).toBe(409);
    expect(await plain.getByRole("alert").first().textContent()).toContain(
      "Someone saved the basics of this package by",
    );
    expect(await plain.getByLabel("Location").inputValue()).toBe("Kenya · Maasai Mara (mine)");
    expect(await dayTitles(plain)).toEqual([before[1], before[0], ...before.slice(2)]);
    await expectAccessible(plain, "editor without script, 409");
    // Saving again replaces theirs with these; the days save on their own.
    expect(await postWith(plain, "Save basics")).toBe(200);
    expect(await plain.getByLabel("Location").inputValue()).toBe("Kenya · Maasai Mara (mine)");
    expect(await postWith(plain, "Save itinerary")).toBe(200);
    expect(await plain.locator("#itinerary").textContent()).toContain("Itinerary saved");
    await expectAccessible(plain, "editor without script, saved");
    await visit(plain, editorPath);
    expect(await dayTitles(plain)).toEqual([before[1], before[0], ...before.slice(2)]);
    expect(await plain.getByLabel("Description").inputValue()).toBe("Written while someone else was saving.");
    await expectAccessible(plain, "editor without script, reopened");
  }, 180_000);
});

/** Presses a button of a page without script and waits for the page its post answers with. */
async function postWith(page: Page, button: string): Promise<number> {
  const response = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: button }).click();
  const status = (await response).status();
  await page.waitForLoadState("load");
  return status;
}

describe("inviting staff", () => {
  it("the owner invites; the link asks for a password twice, signs in, and works only once", async () => {
    const owner = await signedIn();
    await visit(owner, "/admin/staff");
    await expectAccessible(owner, "staff page");
    const invite = owner.locator("#invite");
    await invite.getByLabel("Full name").fill("Amina Wanjiru");
    await invite.getByLabel("Email").fill("amina@heartbeest.test");
    await invite.getByLabel("Role").selectOption("manager");
    const sent = smtp.messages.length;
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => owner.locator("[data-invitation='amina@heartbeest.test']").count()).toBe(1);
    // Sent: the form is empty again for the next one.
    expect(await invite.getByLabel("Email").inputValue()).toBe("");
    await expectAccessible(owner, "staff page, invitation waiting");
    await shoot(owner, "staff-invitations");

    const messages = await smtp.waitForMessages(sent + 1, 30_000);
    const message = messages.slice(sent).find((candidate) => candidate.envelopeTo.includes("amina@heartbeest.test"));
    const link = message?.text?.match(/https?:\/\/\S+\/invite\/[\w-]{43}/)?.[0];
    expect(link).toBeDefined();
    const path = new URL(link ?? "").pathname;

    const newcomer = await openPage(site.browser, site.server.url);
    pages.push(newcomer);
    await visit(newcomer, path);
    await expectAccessible(newcomer, "invite page");
    expect(await newcomer.getByRole("main").textContent()).toContain("Wanjiru Owner invited you");
    await shoot(newcomer, "invite");
    await newcomer.getByLabel("Your password").fill("amina's own long passphrase");
    await newcomer.getByLabel("The same password again").fill("amina's own long passphrase!");
    await newcomer.getByRole("button", { name: "Create my account" }).click();
    await expect
      .poll(() => newcomer.locator("#field-confirmPassword-error").textContent())
      .toBe("The two passwords are not the same");
    await expectAccessible(newcomer, "invite page, passwords differ");
    await newcomer.getByLabel("The same password again").fill("amina's own long passphrase");
    await newcomer.getByRole("button", { name: "Create my account" }).click();
    await newcomer.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(newcomer);
    await expectAccessible(newcomer, "dashboard of the new manager");

    await visit(newcomer, path);
    await expectAccessible(newcomer, "invite page, used");
    expect(await newcomer.getByRole("heading", { level: 1 }).textContent()).toBe(
      "This invitation has already been used",
    );
    await visit(owner, "/admin/staff");
    await expectAccessible(owner, "staff page, joined");
    expect(await owner.locator("[data-account='amina@heartbeest.test']").textContent()).toContain("Manager");
  }, 180_000);
});
