// Refusals as a person without script meets them, in Chromium with JavaScript off against the production build:
// every form is a plain HTML post, and every refusal must come back as a page that says what went wrong in words,
// next to the form, with what was typed still in it (a password field keeps nothing, by design). Real refusals
// throughout: a 400 on /update-password, the sign-in limit's 429, the review limit's 429, the safari booking
// form's 503 while its database (a private PostgreSQL cluster) is down; and the HTTP server's own 403 and 413
// pages, from which the browser's Back returns to the form with the entries in place.
import { randomBytes } from "node:crypto";
import type { Browser, Page, Response, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "~/features/staff/sign-in-limits";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { startPostgresCluster } from "../ops/support/postgres-cluster";
import { type AppServer, startAppServer } from "./support/app-server";
import { closePage, openPage, visit } from "./support/browser";
import { type SiteUnderTest, startSiteUnderTest } from "./support/site-under-test";

/** Asks for a new password by e-mail. */
const RESETTING = {
  email: "reset.desk@heartbeest.test",
  password: "the front desk's old passphrase",
  name: "Reset Desk",
};
/** Mistypes a password until the sign-in limit stops this browser. */
const MISTYPING = { email: "typo.desk@heartbeest.test", password: "the typo desk's passphrase", name: "Typo Desk" };

let site: SiteUnderTest;
let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
const pages: Page[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  site = await startSiteUnderTest({
    dataDirPrefix: "heartbeest-no-script-e2e-",
    staff: [RESETTING, MISTYPING],
    env: { SMTP_URL: smtp.url },
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

async function newPage(baseUrl = server.url): Promise<Page> {
  const page = await openPage(browser, baseUrl, { javaScriptEnabled: false });
  pages.push(page);
  return page;
}

/** Clicks a form's submit button and returns the answer to the post, once its page has loaded. */
async function submit(page: Page, button: string): Promise<Response> {
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.waitForLoadState();
  return answer;
}

/** The visible alert beside the form that says `words`. */
const alertSaying = (page: Page, words: RegExp) => page.getByRole("alert").filter({ hasText: words });

/** A Retry-After a person (or a client) can act on: whole seconds, more than none. */
function expectRetryAfter(answer: Response) {
  expect(answer.headers()["retry-after"], "Retry-After").toMatch(/^[1-9]\d*$/);
}

/** A submission token the server could have issued, so each post counts as a new one. */
const freshToken = () => randomBytes(24).toString("base64url");

describe("without script, a refused form comes back with the reason in words and the entries kept", () => {
  it("/update-password: a 400 names each problem, keeps the reset link's token, and the token still works", async () => {
    const page = await newPage();
    const before = smtp.messages.length;
    const asked = await page.request.post("/forgot-password", {
      headers: { Origin: server.url },
      form: { email: RESETTING.email },
    });
    expect(asked.status()).toBe(200);
    const messages = await smtp.waitForMessages(before + 1, 30_000);
    const mail = messages.slice(before).find((message) => message.envelopeTo.includes(RESETTING.email));
    const link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/\/update-password\?token=/);
    const token = new URL(link!).searchParams.get("token")!;

    await visit(page, `/update-password?token=${encodeURIComponent(token)}`);
    const newPassword = page.getByLabel("New password", { exact: true });
    const confirm = page.getByLabel("Confirm new password");
    await newPassword.fill("too short");
    await confirm.fill("not the same at all");
    const refused = await submit(page, "Update Password");

    expect(refused.status()).toBe(400);
    expect(await page.getByText("Use at least 12 characters").isVisible(), "the length rule in words").toBe(true);
    expect(await page.getByText("The two passwords are not the same").isVisible(), "the mismatch in words").toBe(true);
    // Password fields keep nothing; the rest of the form (the link's token) is kept, so the traveller can go on.
    expect(await newPassword.inputValue()).toBe("");
    expect(await confirm.inputValue()).toBe("");
    expect(await page.locator('input[type=hidden][name="token"]').inputValue()).toBe(token);

    await newPassword.fill("the front desk's new passphrase");
    await confirm.fill("the front desk's new passphrase");
    const accepted = await submit(page, "Update Password");
    expect(accepted.status()).toBe(200);
    expect(await page.getByText("Password updated successfully!").isVisible()).toBe(true);
  });

  it("staff sign-in: the real sign-in limit's 429 says so in words and when to retry, keeping the e-mail", async () => {
    const page = await newPage();
    await visit(page, "/login");
    // Wrong passwords for one account from this browser's address use up that pair's allowance.
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.max; attempt++) {
      const wrong = await page.request.post("/login", {
        headers: { Origin: server.url },
        form: { email: MISTYPING.email, password: `not the passphrase ${attempt}`, redirectTo: "" },
        maxRedirects: 0,
      });
      expect(wrong.status(), `wrong password ${attempt + 1}`).toBe(401);
    }
    await page.getByLabel("Email").fill(MISTYPING.email);
    await page.getByLabel("Password", { exact: true }).fill(MISTYPING.password);
    const refused = await submit(page, "Sign In");

    expect(refused.status()).toBe(429);
    expectRetryAfter(refused);
    expect(await alertSaying(page, /Too many attempts\. Please wait \d+ minutes? and try again\./).isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel("Email").inputValue()).toBe(MISTYPING.email);
    expect(await page.getByLabel("Password", { exact: true }).inputValue(), "a password is never sent back").toBe("");
  });

  it("the review form: the real review limit's 429 says so in words and when to retry, keeping the review", async () => {
    const page = await newPage();
    // Five reviews from this address use up the hour's allowance.
    for (let sent = 0; sent < 5; sent++) {
      const answer = await page.request.post("/reviews", {
        headers: { Origin: server.url },
        multipart: {
          intent: "submit-review",
          submissionToken: freshToken(),
          name: `Guest ${sent}`,
          email: `guest${sent}@example.com`,
          rating: "5",
          comment: "A wonderful week in the Serengeti with a patient guide.",
        },
        maxRedirects: 0,
      });
      expect(answer.status(), `review ${sent + 1}`).toBe(302);
    }
    await visit(page, "/reviews?write=1");
    const form = page.locator("#write-review form");
    await form.getByRole("radio", { name: "4 stars" }).focus();
    await page.keyboard.press("Space");
    await form.getByLabel("Your name").fill("Wanjiru Kamau");
    await form.getByLabel("Email").fill("wanjiru@example.com");
    await form.getByLabel("Your review").fill("Our guide found a leopard on the first evening.");
    const refused = await submit(page, "Submit Review");

    expect(refused.status()).toBe(429);
    expectRetryAfter(refused);
    const again = page.locator("#write-review form");
    expect(await alertSaying(page, /Too many reviews have been sent from your connection/).isVisible()).toBe(true);
    expect(await again.getByLabel("Your name").inputValue()).toBe("Wanjiru Kamau");
    expect(await again.getByLabel("Email").inputValue()).toBe("wanjiru@example.com");
    expect(await again.getByLabel("Your review").inputValue()).toBe("Our guide found a leopard on the first evening.");
    expect(await again.getByRole("radio", { name: "4 stars" }).isChecked(), "the rating kept").toBe(true);
  });

  it("the safari booking form: a 503 while the database is down says so in words and when to retry, keeping every entry", async () => {
    // A private PostgreSQL cluster and a server of its own, so the outage touches no other test.
    const cluster = await startPostgresCluster();
    let app: AppServer | undefined;
    try {
      app = await startAppServer({ env: { DATABASE_URL: cluster.url(), PAGE_CACHE_TTL_SECONDS: "0" } });
      const page = await newPage(app.url);
      await visit(page, "/safaris/1");
      const form = page.getByRole("form", { name: "Book this safari" });
      const arrival = addDays(businessToday(), 60);
      const entries: [label: string, value: string][] = [
        ["Full name", "Ana Silva"],
        ["Phone", "+351 912 345 678"],
        ["Email", "ana@example.com"],
        ["Arrival date", arrival],
        ["Departure date", addDays(arrival, 5)],
        ["Message", "Our first safari!"],
        ["Other information", "One of us is vegetarian."],
      ];
      for (const [label, value] of entries) await form.getByLabel(label).fill(value);
      await form.getByLabel("Country").selectOption("Kenya");
      await cluster.stop();
      const refused = await submit(page, "Send Booking Request");

      expect(refused.status()).toBe(503);
      expectRetryAfter(refused);
      // The booking form's own words for a booking that could not be stored (SPEC's 'Submission Error').
      expect(
        await alertSaying(page, /Submission Error/).isVisible(),
        (await page.getByRole("alert").allTextContents()).join(" | "),
      ).toBe(true);
      const again = page.getByRole("form", { name: "Book this safari" });
      for (const [label, value] of entries) expect(await again.getByLabel(label).inputValue(), label).toBe(value);
      expect(await again.getByLabel("Country").inputValue()).toBe("Kenya");
    } finally {
      await app?.stop();
      await cluster.destroy();
    }
  });
});

describe("without script, Back from the HTTP server's refusal page returns to the form with the entries", () => {
  const CONTACT: [label: string, value: string][] = [
    ["Full name", "Amina Otieno"],
    ["Email", "amina@example.com"],
    ["Subject", "Honeymoon in August"],
    ["Message", "Ten days in the Mara and on Zanzibar, please."],
  ];

  /**
   * How the post is made to meet each refusal on its way to the server: 403, the server's answer to the same
   * post from a page whose origin is hidden (Origin: null, as from a sandboxed frame or a privacy setting),
   * handed to the browser; 413, a post past the public 1 MB limit.
   */
  const REFUSALS: { status: 403 | 413; words: RegExp; alter(route: Route): Promise<void> }[] = [
    {
      status: 403,
      words: /sent from another site and has been refused/,
      alter: async (route) =>
        route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), origin: "null" } }) }),
    },
    {
      status: 413,
      words: /The form is too large/,
      alter: (route) =>
        route.continue({ postData: `${route.request().postData() ?? ""}&padding=${"x".repeat(1_100_000)}` }),
    },
  ];

  it.each(REFUSALS)("after the $status page", async ({ status, words, alter }) => {
    const page = await newPage();
    await visit(page, "/contact");
    const field = (label: string) => page.getByLabel(`${label} *`, { exact: true });
    for (const [label, value] of CONTACT) await field(label).fill(value);
    await page.route(
      (url) => url.pathname === "/contact",
      (route) => (route.request().method() === "POST" ? alter(route) : route.continue()),
    );
    const refused = await submit(page, "Send Message");

    expect(refused.status()).toBe(status);
    expect(await page.getByRole("alert").filter({ hasText: words }).isVisible(), "the reason in words").toBe(true);
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await page.goBack({ waitUntil: "load" });
    expect(new URL(page.url()).pathname).toBe("/contact");
    for (const [label, value] of CONTACT) expect(await field(label).inputValue(), label).toBe(value);
  });
});
