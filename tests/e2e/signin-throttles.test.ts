// What a member of staff sees in Chromium, with script and without, while strangers go for their account:
// wrong passwords from many networks do not stop the right password on a new browser; a network past its
// hourly allowance for the account is refused in words with the e-mail kept; and asking for a reset link
// shortly after one went says when it went, in words, with the e-mail kept. TRUST_PROXY is on, so each
// browser and each stranger's request names its own address in X-Forwarded-For.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "~/features/staff/sign-in-limits";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import type { AppServer } from "./support/app-server";
import { closePage, openPage, photograph, visit } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest } from "./support/site-under-test";

const GUESSED = { email: "guessed.desk@heartbeest.test", password: "the guessed desk's passphrase", name: "Guessed" };
const FORGETFUL = { email: "forgetful.desk@heartbeest.test", password: "the forgetful passphrase", name: "Forgetful" };

let site: SiteUnderTest;
let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
const pages: Page[] = [];
let addressCount = 0;

const nextAddress = () => {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
};

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  site = await startSiteUnderTest({
    dataDirPrefix: "heartbeest-signin-throttles-e2e-",
    staff: [GUESSED, FORGETFUL],
    env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" },
  });
  ({ server, browser } = site);
});

afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map(closePage));
});

async function newPage(javaScriptEnabled: boolean, address = nextAddress()): Promise<Page> {
  const page = await openPage(browser, server.url, {
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  pages.push(page);
  return page;
}

/** Clicks a form's submit button and waits for the answer to the post to be shown. */
async function submit(page: Page, button: string): Promise<number> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState();
  return answer.status();
}

describe.each([
  ["with script", true],
  ["without script", false],
])("%s", (_label, javaScriptEnabled) => {
  it("a network past its allowance for an account being guessed at is refused in words; another network's right password gets in", async () => {
    // Strangers: one wrong password from each of many networks, past the account-wide count.
    const stranger = await newPage(false);
    for (let network = 0; network <= SIGN_IN_LIMITS.perAccount.max; network++) {
      const guess = await stranger.request.post("/login", {
        headers: { Origin: server.url, "X-Forwarded-For": nextAddress() },
        form: { email: GUESSED.email, password: `a stranger's guess ${network}`, redirectTo: "" },
        maxRedirects: 0,
      });
      expect(guess.status()).toBe(401);
    }

    const refusedNetwork = nextAddress();
    const page = await newPage(javaScriptEnabled, refusedNetwork);
    await visit(page, "/login");
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.max; attempt++) {
      await page.getByLabel("Email").fill(GUESSED.email);
      await page.getByLabel("Password", { exact: true }).fill(`a typo ${attempt}`);
      const status = await submit(page, "Sign In");
      // With script the post goes to the route's data URL, whose status is not the page's.
      if (!javaScriptEnabled) expect(status).toBe(401);
    }
    await page.getByLabel("Email").fill(GUESSED.email);
    await page.getByLabel("Password", { exact: true }).fill(GUESSED.password);
    await submit(page, "Sign In");
    const alert = page.getByRole("alert").filter({ hasText: /each network now has \d+ tries an hour for it/ });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toMatch(/sign in from a browser you have used before, or reset your password/);
    expect(await page.getByLabel("Email").inputValue()).toBe(GUESSED.email);

    // The same person on another network, on a new browser: in.
    const elsewhere = await newPage(javaScriptEnabled);
    await visit(elsewhere, "/login");
    await elsewhere.getByLabel("Email").fill(GUESSED.email);
    await elsewhere.getByLabel("Password", { exact: true }).fill(GUESSED.password);
    await elsewhere.getByRole("button", { name: "Sign In" }).click();
    await elsewhere.waitForURL(/\/admin/);
  });

  it("asking again for a reset link says when the waiting one went, with the e-mail kept", async () => {
    const email = javaScriptEnabled ? FORGETFUL.email : GUESSED.email;
    const before = smtp.messages.filter((message) => message.envelopeTo.includes(email)).length;
    const first = await newPage(javaScriptEnabled);
    await visit(first, "/forgot-password");
    await first.getByLabel("Email").fill(email);
    await submit(first, "Send Reset Link");
    await expect.poll(() => first.getByText("Password reset email sent!").isVisible()).toBe(true);
    await expect
      .poll(() => smtp.messages.filter((message) => message.envelopeTo.includes(email)).length, { timeout: 30_000 })
      .toBe(before + 1);

    const again = await newPage(javaScriptEnabled);
    await visit(again, "/forgot-password");
    await again.getByLabel("Email").fill(email);
    await submit(again, "Send Reset Link");
    const note = again.getByRole("status").filter({ hasText: "A reset link was sent a few minutes ago" });
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toMatch(
      /was sent to it at \d{2}:\d{2} \(East Africa Time\), and it works until \d{2}:\d{2}\. Check your inbox and spam folder\./,
    );
    expect(await again.getByLabel("Email").inputValue()).toBe(email);
    if (!javaScriptEnabled) await photograph(again, "reset-already-sent");
    await expect
      .poll(() => smtp.messages.filter((message) => message.envelopeTo.includes(email)).length)
      .toBe(before + 1);
  });
});
