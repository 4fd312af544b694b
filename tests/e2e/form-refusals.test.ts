// Every refusal a form can meet, as a person sees it, in Chromium against the production build. With
// script, the form's post is answered by the test (page.route) with each status the server or the HTTP
// server in front of it can give (400, 403, 409, 413, 429, 503) or dropped (a network error): the message
// must show in words beside the form and everything typed must still be in the fields. Then real refusals:
// the review rate limit's 429 in the Share Your Experience dialog, a 400 with script, and without script a
// 400 re-rendering the form with the message and the entries.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { loadConfig } from "~/utils/env.server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { closePage, launchBrowser, openPage, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";

const STAFF = { email: "desk@heartbeest.test", password: "a long front desk passphrase" };

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-refusals-e2e-");
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const result = await createStaffAccount(
      { db: handle.db, config: loadConfig({ DATA_DIR: dataDir }) },
      { email: STAFF.email, password: STAFF.password, fullName: "Front Desk", phone: null },
      { id: null, email: "test setup" },
    );
    if (!result.ok) throw new Error(result.message);
  } finally {
    await handle.close();
  }
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

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

/** What the form must say for each way its post can be refused (0: no answer at all). */
const REFUSALS: [status: number, words: RegExp][] = [
  [400, /couldn't read this form/],
  [403, /did not come from our own site/],
  [409, /changed this in the meantime/],
  [413, /too large to send/],
  [429, /Too many attempts/],
  [503, /short outage/],
  [0, /couldn't reach our server/],
];

/** Chooses a star rating as a person does with the keyboard (the radios themselves are drawn as stars). */
async function chooseStars(page: Page, form: Locator, stars: number) {
  await form.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("Space");
  for (let step = 1; step < stars; step += 1) await page.keyboard.press("ArrowRight");
}

/** Answers the page's next form post (a React Router `.data` POST) with `status`, or drops it (0). */
async function refuseNextPost(page: Page, status: number): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    async (route: Route) => {
      if (route.request().method() !== "POST") return route.continue();
      if (status === 0) return route.abort("failed");
      // As the HTTP server answers before the app: plain words, no React Router payload.
      return route.fulfill({ status, contentType: "text/plain", body: "Refused." });
    },
  );
}

interface FormUnderTest {
  name: string;
  /** Opens the form (hydrated) and fills it; returns the form and its filled fields with their values. */
  open(page: Page): Promise<{ form: Locator; fields: [Locator, string][] }>;
  submit: string;
}

const FORMS: FormUnderTest[] = [
  {
    name: "contact",
    submit: "Send Message",
    async open(page) {
      await visit(page, "/contact");
      const form = page.locator("form", { has: page.getByRole("button", { name: "Send Message" }) });
      return {
        form,
        fields: [
          [form.getByLabel("Full name"), "Amina Otieno"],
          [form.getByLabel("Email"), "amina@example.com"],
          [form.getByLabel("Subject"), "Honeymoon in August"],
          [form.getByLabel("Message"), "Ten days in the Mara and on Zanzibar, please."],
        ],
      };
    },
  },
  {
    name: "review dialog",
    submit: "Submit Review",
    async open(page) {
      await visit(page, "/reviews");
      await page.getByRole("link", { name: "Share Your Experience" }).first().click();
      const form = page.getByRole("dialog", { name: "Share Your Experience" });
      await form.waitFor();
      await chooseStars(page, form, 4);
      return {
        form,
        fields: [
          [form.getByLabel("Your name"), "Wanjiru Kamau"],
          [form.getByLabel("Email"), "wanjiru@example.com"],
          [form.getByLabel("Your review"), "Our guide found a leopard on the first evening."],
        ],
      };
    },
  },
  {
    name: "inline review form",
    submit: "Submit Review",
    async open(page) {
      await visit(page, "/reviews?write=1");
      const form = page.locator("#write-review form");
      await hydrateInView(form);
      await chooseStars(page, form, 5);
      return {
        form,
        fields: [
          [form.getByLabel("Your name"), "Baraka Mwangi"],
          [form.getByLabel("Email"), "baraka@example.com"],
          [form.getByLabel("Your review"), "Sunrise over the Mara from the balloon."],
        ],
      };
    },
  },
  {
    name: "chat start",
    submit: "Start Chat",
    async open(page) {
      await visit(page, "/chat");
      const form = page.locator("form", { has: page.getByRole("button", { name: "Start Chat" }) });
      return {
        form,
        fields: [
          [form.getByLabel("Your name"), "Lars Berg"],
          [form.getByLabel("E-mail"), "lars@example.com"],
          [form.getByLabel("Your message"), "Is late August good for the crossing?"],
        ],
      };
    },
  },
  {
    name: "staff sign-in",
    submit: "Sign In",
    async open(page) {
      await visit(page, "/login");
      const form = page.locator("form", { has: page.getByRole("button", { name: "Sign In" }) });
      return {
        form,
        fields: [
          [form.getByLabel("Email"), STAFF.email],
          [form.getByLabel("Password", { exact: true }), STAFF.password],
        ],
      };
    },
  },
  {
    name: "forgot password",
    submit: "Send Reset Link",
    async open(page) {
      await visit(page, "/forgot-password");
      const form = page.locator("form").filter({ has: page.getByLabel("Email") });
      return { form, fields: [[form.getByLabel("Email"), STAFF.email]] };
    },
  },
];

describe("with script, every refusal is shown beside the form and nothing typed is lost", () => {
  it.each(FORMS)("$name", async ({ open, submit }) => {
    const page = await newPage();
    const { form, fields } = await open(page);
    for (const [field, value] of fields) await field.fill(value);
    for (const [status, words] of REFUSALS) {
      await refuseNextPost(page, status);
      await form.getByRole("button", { name: submit }).click();
      const alert = form.getByRole("alert").filter({ hasText: words });
      await expect.poll(() => alert.isVisible(), { message: `${status}: the message beside the form` }).toBe(true);
      for (const [field, value] of fields) expect(await field.inputValue(), `${status}: entries kept`).toBe(value);
    }
  });
});

/** A submission token the server could have issued, so each post counts as a new one. */
const freshToken = () => randomBytes(24).toString("base64url");

describe("real refusals", () => {
  it("shows the review rate limit's 429 in the Share Your Experience dialog, keeping the review", async () => {
    const page = await newPage();
    await visit(page, "/reviews");
    // Five reviews from this address use up the hour's allowance.
    for (let sent = 0; sent < 5; sent += 1) {
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
    await page.getByRole("link", { name: "Share Your Experience" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Share Your Experience" });
    await dialog.waitFor();
    await chooseStars(page, dialog, 3);
    await dialog.getByLabel("Your name").fill("Sixth Guest");
    await dialog.getByLabel("Email").fill("sixth@example.com");
    await dialog.getByLabel("Your review").fill("Lovely camp, a little cold at night.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    const alert = dialog.getByRole("alert").filter({ hasText: /Too many reviews have been sent from your connection/ });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Your review").inputValue()).toBe("Lovely camp, a little cold at night.");
    expect(await dialog.getByRole("radio", { name: "3 stars" }).isChecked()).toBe(true);
  });

  it("shows a real 400 beside the chat form, keeping the entries", async () => {
    const page = await newPage();
    await visit(page, "/chat");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Start Chat" }) });
    await form.getByLabel("Your name").fill("Lars Berg");
    await form.getByLabel("E-mail").fill("lars@");
    await form.getByLabel("Your message").fill("Is late August good for the crossing?");
    await form.getByRole("button", { name: "Start Chat" }).click();
    await expect
      .poll(() =>
        form
          .getByText(/valid e-?mail/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await form.getByLabel("Your message").inputValue()).toBe("Is late August good for the crossing?");
  });
});

describe("without script", () => {
  const field = (page: Page, label: string) => page.getByLabel(`${label} *`, { exact: true });
  async function fillContact(page: Page) {
    await field(page, "Full name").fill("Amina Otieno");
    await field(page, "Email").fill("amina@example.com");
    await field(page, "Subject").fill("Honeymoon in August");
    await field(page, "Message").fill("Ten days in the Mara and on Zanzibar, please.");
  }

  it("re-renders the contact form with a 400's messages, keeping every entry", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, "/contact");
    await fillContact(page);
    await field(page, "Email").fill("amina@");
    const [invalid] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await page.waitForLoadState();
    expect(invalid.status()).toBe(400);
    expect(await page.getByText("Please enter a valid email address.").isVisible()).toBe(true);
    expect(await field(page, "Message").inputValue()).toBe("Ten days in the Mara and on Zanzibar, please.");
  });
});
