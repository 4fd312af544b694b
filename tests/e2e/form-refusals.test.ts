// Every refusal a form can meet, as a person sees it, in Chromium against the production build. With
// script, each public and staff form's post is answered by the test (page.route) with each status the server
// or the HTTP server in front of it can give (400, 403, 409, 413, 429, 503) or dropped (a network error): the
// message must show in words beside the form and everything typed must still be in the fields. Then real
// refusals: the review rate limit's 429 in the Share Your Experience dialog and a 400 with script; without
// script, a 400 re-rendering each public form with the message and the entries, the contact rate limit's
// 429, and a 503 while the database (a private PostgreSQL cluster) is down.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import type { Browser, Locator, Page, Route } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bookings, reviews } from "~/db/schema";
import { addDays, businessToday } from "~/utils/business-calendar";
import { startPostgresCluster } from "../ops/support/postgres-cluster";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { closePage, launchBrowser, openPage, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase, SAMPLE_BOOKING } from "./support/database";
import { hydrateInView } from "./support/deferred";

const STAFF = { email: "desk@heartbeest.test", password: "a long front desk passphrase", name: "Front Desk" };

let server: AppServer;
let browser: Browser;
let dataDir: string;
let bookingId: number;
let reviewId: number;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-refusals-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], async (db) => {
    const [booking] = await db.insert(bookings).values(SAMPLE_BOOKING).returning({ id: bookings.id });
    bookingId = booking!.id;
    const [review] = await db
      .insert(reviews)
      .values({ userName: "Margaret Hill", email: "margaret@example.com", rating: 5, comment: "A leopard!" })
      .returning({ id: reviews.id });
    reviewId = review!.id;
  });
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

/** Signs in as the front desk through the sign-in form and opens `target`. */
async function visitAsStaff(page: Page, target: string) {
  await visit(page, "/login");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await visit(page, target);
}

interface FormUnderTest {
  name: string;
  /** Opens the form (hydrated) and fills it; returns the form and its filled fields with their values. */
  open(page: Page): Promise<{
    form: Locator;
    fields: [Locator, string][];
    /** Choices (radios, boxes) that must still be checked. */
    kept?: Locator[];
    /** Hidden fields carrying earlier steps' entries, by name, with the values they must keep. */
    hidden?: Record<string, string>;
  }>;
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
    name: "safari booking form",
    submit: "Send Booking Request",
    async open(page) {
      await visit(page, "/safaris/1");
      const form = page.getByRole("form", { name: "Book this safari" });
      await hydrateInView(form);
      const arrival = addDays(businessToday(), 60);
      await form.getByLabel("Country").selectOption("Kenya");
      return {
        form,
        fields: [
          [form.getByLabel("Full name"), "Ana Silva"],
          [form.getByLabel("Phone"), "+351 912 345 678"],
          [form.getByLabel("Email"), "ana@example.com"],
          [form.getByLabel("Arrival date"), arrival],
          [form.getByLabel("Departure date"), addDays(arrival, 5)],
          [form.getByLabel("Message"), "Our first safari!"],
          [form.getByLabel("Other information"), "One of us is vegetarian."],
        ],
      };
    },
  },
  {
    name: "booking flow, details step",
    submit: "Continue to Payment",
    async open(page) {
      await visit(page, "/booking/1");
      const form = page.getByRole("form", { name: "Booking Details" });
      await form.getByLabel("Country").selectOption("Portugal");
      return {
        form,
        fields: [
          [form.getByLabel("Full name"), "Ana Silva"],
          [form.getByLabel("Email"), "ana@example.com"],
          [form.getByLabel("Phone number"), "+351 912 345 678"],
          [form.getByLabel("Adults"), "3"],
          [form.getByLabel("Start date"), addDays(businessToday(), 40)],
          [form.getByLabel("Special requests"), "Honeymoon"],
        ],
      };
    },
  },
  {
    name: "booking flow, confirm step",
    submit: "Confirm Booking",
    async open(page) {
      await visit(page, "/booking/1");
      const details = page.getByRole("form", { name: "Booking Details" });
      await details.getByLabel("Full name").fill("Ana Silva");
      await details.getByLabel("Email").fill("ana@example.com");
      await details.getByLabel("Phone number").fill("+351 912 345 678");
      await details.getByLabel("Country").selectOption("Portugal");
      await details.getByLabel("Start date").fill(addDays(businessToday(), 40));
      await details.getByRole("button", { name: "Continue to Payment" }).click();
      const form = page.getByRole("form", { name: "Payment" });
      await form.waitFor();
      await form.getByLabel(/^M-Pesa/).check();
      // The traveller's details travel with the last step as hidden fields: they must survive a refusal too.
      return {
        form,
        fields: [],
        kept: [form.getByLabel(/^M-Pesa/)],
        hidden: { name: "Ana Silva", email: "ana@example.com" },
      };
    },
  },
  {
    name: "chat message",
    submit: "Send",
    async open(page) {
      await visit(page, "/chat");
      await page.getByLabel("Your name").fill("Lars Berg");
      await page.getByLabel("E-mail", { exact: true }).fill("lars@example.com");
      await page.getByLabel("Your message").fill("Is late August good for the crossing?");
      await page.getByRole("button", { name: "Start Chat" }).click();
      await page.getByRole("log", { name: "Messages" }).waitFor();
      const message = page.getByLabel("Message", { exact: true });
      const form = page.locator("form", { has: message });
      return { form, fields: [[message, "And could we add a night on Zanzibar?"]] };
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
  {
    name: "update password",
    submit: "Update Password",
    async open(page) {
      // Signed in, the page changes the password; from a reset link it shows the same form without the
      // current password.
      await visitAsStaff(page, "/update-password");
      const form = page.locator("form", { has: page.getByRole("button", { name: "Update Password" }) });
      return {
        form,
        fields: [
          [form.getByLabel("Current password"), STAFF.password],
          [form.getByLabel("New password", { exact: true }), "a longer front desk passphrase"],
          [form.getByLabel("Confirm new password"), "a longer front desk passphrase"],
        ],
      };
    },
  },
  {
    name: "admin table's Add dialog",
    submit: "Add hotel",
    async open(page) {
      await visitAsStaff(page, "/admin/hotels_lodges");
      await page.getByRole("link", { name: "Add hotel" }).click();
      const form = page.getByRole("dialog", { name: "Add hotel" });
      await form.waitFor();
      return {
        form,
        fields: [
          [form.getByLabel("Name"), "Lion's Rest Camp"],
          [form.getByLabel("Location"), "Maasai Mara, Kenya"],
          [form.getByLabel("Description"), "Eight canvas tents on the Talek river."],
        ],
      };
    },
  },
  {
    name: "booking status change",
    submit: "Mark contacted",
    async open(page) {
      await visitAsStaff(page, `/admin/bookings/${bookingId}`);
      return { form: page.getByRole("region", { name: /^Stage/ }), fields: [] };
    },
  },
  {
    name: "review note",
    submit: "Add note",
    async open(page) {
      await visitAsStaff(page, `/admin/reviews/${reviewId}`);
      const notes = page.getByRole("textbox", { name: "Add a note" });
      const form = page.locator("form", { has: notes });
      return { form, fields: [[notes, "Guest agreed we may quote her in the brochure."]] };
    },
  },
];

describe("with script, every refusal is shown beside the form and nothing typed is lost", () => {
  it.each(FORMS)("$name", async ({ open, submit }) => {
    const page = await newPage();
    const { form, fields, kept = [], hidden = {} } = await open(page);
    for (const [field, value] of fields) await field.fill(value);
    for (const [status, words] of REFUSALS) {
      await refuseNextPost(page, status);
      await form.getByRole("button", { name: submit }).click();
      const alert = form.getByRole("alert").filter({ hasText: words });
      await expect.poll(() => alert.isVisible(), { message: `${status}: the message beside the form` }).toBe(true);
      for (const [field, value] of fields) expect(await field.inputValue(), `${status}: entries kept`).toBe(value);
      for (const choice of kept) expect(await choice.isChecked(), `${status}: choice kept`).toBe(true);
      for (const [name, value] of Object.entries(hidden)) {
        expect(await form.locator(`input[type=hidden][name="${name}"]`).inputValue(), `${status}: ${name} kept`).toBe(
          value,
        );
      }
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

  /** Each public form, posted with a malformed e-mail: the server's 400 names it, and nothing typed is lost. */
  const INVALID_EMAIL: {
    name: string;
    path: string;
    submit: string;
    form(page: Page): Locator;
    fields(form: Locator): [Locator, string][];
    email(form: Locator): Locator;
  }[] = [
    {
      name: "inline review form",
      path: "/reviews?write=1",
      submit: "Submit Review",
      form: (page) => page.locator("#write-review form"),
      fields: (form) => [
        [form.getByLabel("Your name"), "Baraka Mwangi"],
        [form.getByLabel("Your review"), "Sunrise over the Mara from the balloon."],
      ],
      email: (form) => form.getByLabel("Email"),
    },
    {
      name: "chat start",
      path: "/chat",
      submit: "Start Chat",
      form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Start Chat" }) }),
      fields: (form) => [
        [form.getByLabel("Your name"), "Lars Berg"],
        [form.getByLabel("Your message"), "Is late August good for the crossing?"],
      ],
      email: (form) => form.getByLabel("E-mail"),
    },
    {
      // The password is not sent back into the page, so only the e-mail is kept.
      name: "staff sign-in",
      path: "/login",
      submit: "Sign In",
      form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Sign In" }) }),
      fields: () => [],
      email: (form) => form.getByLabel("Email"),
    },
    {
      name: "forgot password",
      path: "/forgot-password",
      submit: "Send Reset Link",
      form: (page) => page.locator("form", { has: page.getByRole("button", { name: "Send Reset Link" }) }),
      fields: () => [],
      email: (form) => form.getByLabel("Email"),
    },
    {
      name: "safari booking form",
      path: "/safaris/1",
      submit: "Send Booking Request",
      form: (page) => page.getByRole("form", { name: "Book this safari" }),
      fields: (form) => [
        [form.getByLabel("Full name"), "Ana Silva"],
        [form.getByLabel("Phone"), "+351 912 345 678"],
        [form.getByLabel("Message"), "Our first safari!"],
      ],
      email: (form) => form.getByLabel("Email"),
    },
    {
      name: "booking flow, details step",
      path: "/booking/1",
      submit: "Continue to Payment",
      form: (page) => page.getByRole("form", { name: "Booking Details" }),
      fields: (form) => [
        [form.getByLabel("Full name"), "Ana Silva"],
        [form.getByLabel("Special requests"), "Honeymoon"],
      ],
      email: (form) => form.getByLabel("Email"),
    },
  ];

  it.each(INVALID_EMAIL)("re-renders the $name with a 400's message, keeping the entries", async (entry) => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, entry.path);
    const form = entry.form(page);
    const fields: [Locator, string][] = [...entry.fields(form), [entry.email(form), "ana@"]];
    for (const [input, value] of fields) await input.fill(value);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: entry.submit }).click(),
    ]);
    await page.waitForLoadState();
    expect(refused.status()).toBe(400);
    const again = entry.form(page);
    expect(
      await again
        .getByText(/valid e-?mail/i)
        .first()
        .isVisible(),
      "the message beside the form",
    ).toBe(true);
    for (const [input, value] of [...entry.fields(again), [entry.email(again), "ana@"] as [Locator, string]]) {
      expect(await input.inputValue(), "entries kept").toBe(value);
    }
  });

  it("shows the contact rate limit's real 429 with the message, keeping every entry", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, "/contact");
    // Five inquiries from this address use up the allowance. Each carries its own submission token: a post
    // repeating an earlier token and words is a replay, answered as the first one was (302) without counting.
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await page.request.post("/contact", {
        headers: { Origin: server.url },
        multipart: {
          intent: "send-inquiry",
          submissionToken: freshToken(),
          name: `Guest ${sent}`,
          email: `guest${sent}@example.com`,
          subject: "Migration dates",
          inquiryType: "general",
          message: "When is the river crossing most likely in the northern Serengeti?",
        },
        maxRedirects: 0,
      });
      expect(answer.status(), `inquiry ${sent + 1}`).toBe(302);
    }
    await fillContact(page);
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await page.waitForLoadState();
    expect(refused.status()).toBe(429);
    const alert = page.getByRole("alert").filter({ hasText: /Too many messages have been sent from your connection/ });
    expect(await alert.isVisible()).toBe(true);
    expect(await field(page, "Full name").inputValue()).toBe("Amina Otieno");
    expect(await field(page, "Subject").inputValue()).toBe("Honeymoon in August");
    expect(await field(page, "Message").inputValue()).toBe("Ten days in the Mara and on Zanzibar, please.");
  });

  it("answers the contact form with a 503 while the database is down, keeping every entry", async () => {
    // A private PostgreSQL cluster and a server of its own, so the outage touches no other test.
    const cluster = await startPostgresCluster();
    let app: AppServer | undefined;
    try {
      app = await startAppServer({ env: { DATABASE_URL: cluster.url(), PAGE_CACHE_TTL_SECONDS: "0" } });
      const page = await openPage(browser, app.url, { javaScriptEnabled: false });
      pages.push(page);
      await visit(page, "/contact");
      await fillContact(page);
      await cluster.stop();
      const [refused] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST"),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      await page.waitForLoadState();
      expect(refused.status()).toBe(503);
      expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);
      expect(
        await page
          .getByRole("alert")
          .filter({ hasText: /short outage/ })
          .isVisible(),
      ).toBe(true);
      expect(await field(page, "Full name").inputValue()).toBe("Amina Otieno");
      expect(await field(page, "Message").inputValue()).toBe("Ten days in the Mara and on Zanzibar, please.");
    } finally {
      await app?.stop();
      await cluster.destroy();
    }
  });
});
