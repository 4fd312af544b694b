// The staff portal in Chromium against the production build: the guard, signing in (and failing to),
// the dashboard, a table's whole life (add with a picture, search, edit, delete), the bookings inbox,
// review moderation, adding an admin, a password reset by e-mailed link, and Log Out. Every page is
// scanned for accessibility problems.
import { rm } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, reviews } from "~/db/schema";
import { SPEC_TABLES } from "~/features/admin-tables/table-registry.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase, SAMPLE_BOOKING } from "./support/database";
import { get } from "./support/http";

const ADMIN = { email: "wanjiru@heartbeest.test", password: "a long staff passphrase", name: "Wanjiru Kamau" };
const COLLEAGUE = { email: "baraka@heartbeest.test", password: "baraka's first passphrase", name: "Baraka Otieno" };
const REVIEW_COMMENT = "Our guide Daniel found us a leopard on the very first evening.";

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
let bookingReference: string;
const pages: Page[] = [];

/** Beside the sample content and the two staff accounts: a booking and a review to moderate. */
async function addBookingAndReview(db: Database) {
  const [booking] = await db.insert(bookings).values(SAMPLE_BOOKING).returning({ reference: bookings.reference });
  bookingReference = booking!.reference;
  await db.insert(reviews).values({
    userName: "Margaret Hill",
    email: "margaret@example.com",
    rating: 5,
    comment: REVIEW_COMMENT,
    status: "pending",
  });
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-admin-e2e-");
  smtp = await startFakeSmtpServer();
  await prepareSiteDatabase(dataDir, [ADMIN, COLLEAGUE], addBookingAndReview);
  [server, browser] = await Promise.all([startAppServer({ dataDir, env: { SMTP_URL: smtp.url } }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

async function signIn(page: Page, who = ADMIN) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

let signedInState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/**
 * A page at `target` as the admin. The first call signs in through the form; later ones reuse that
 * session, as staff do all day (and the per-address sign-in limit is not spent on every test).
 */
async function signedInPage(target = "/admin"): Promise<Page> {
  if (signedInState) {
    const page = await newPage({ storageState: signedInState });
    await visit(page, target);
    await expectAccessible(page, target);
    return page;
  }
  const page = await newPage();
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await signIn(page);
  await page.waitForURL((url) => url.pathname + url.search === target);
  await waitForHydration(page);
  await expectAccessible(page, target);
  signedInState = await page.context().storageState();
  return page;
}

/** Waits for the client to settle on a URL, then scans it. */
async function settledAndScanned(page: Page, url: RegExp | string, label?: string) {
  await page.waitForURL(url);
  await page.waitForLoadState("load");
  await expectAccessible(page, label);
}

describe("the guard", () => {
  const spellings = [
    "Bookings",
    "Destinations",
    "Hotel_reviews",
    "Hotels_lodges",
    "Packages",
    "Profiles",
    "Reviews",
    "Safaris",
  ];
  const guarded = [
    "/admin",
    ...SPEC_TABLES.map((name) => `/admin/${name}`),
    ...spellings.map((name) => `/admin/${name}`),
    "/admin/safari_reviews",
    "/admin/audit_log",
    "/admin/email_outbox",
    "/admin/bookings/1",
    "/admin/bookings/export.csv",
    "/admin/chat",
    "/admin/no_such_table",
  ];

  it("sends every /admin page to /login without a session, and keeps staff pages out of caches and search engines", async () => {
    for (const target of guarded) {
      const response = await get(`${server.url}${target}`);
      expect(response.status, target).toBe(302);
      expect(response.header("location"), target).toMatch(/^\/login(\?redirectTo=|$)/);
    }
    const login = await get(`${server.url}/login`);
    expect(login.header("cache-control")).toBe("private, no-store");
    expect(login.header("x-robots-tag")).toBe("noindex, nofollow");
    expect(login.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("refuses a forged session cookie", async () => {
    const response = await get(`${server.url}/admin/profiles`, {
      cookie: `heartbeest.session_token=${"a".repeat(32)}.${encodeURIComponent("b".repeat(43))}%3D`,
    });
    expect(response.status).toBe(302);
  });
});

describe("signing in", () => {
  it("says in words when one browser has tried too many wrong passwords, keeping the e-mail typed", async () => {
    const page = await newPage();
    await visit(page, "/login");
    // An address no account has, so the limit reached here belongs to this (address, e-mail) pair only.
    const email = "nobody-at-all@heartbeest.test";
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(`wrong guess number ${attempt}`);
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Sign In" }).click();
      await answered;
      // Settled: the button is back to "Sign In" and usable, so the alert shows this attempt's answer.
      await expect.poll(() => page.getByRole("button", { name: "Sign In" }).isEnabled()).toBe(true);
      messages.push(((await page.getByRole("alert").textContent()) ?? "").trim());
    }
    expect(messages.slice(0, 5)).toEqual(Array(5).fill("Invalid email or password"));
    expect(messages[5]).toMatch(/^Too many attempts\. Please wait 15 minutes and try again\.$/);
    expect(await page.getByLabel("Email").inputValue()).toBe(email);
    await expectAccessible(page, "too many attempts");
  });

  it("shows the server's message for a wrong password, then returns to the page asked for", async () => {
    const page = await newPage();
    await visit(page, "/admin/Packages");
    await settledAndScanned(page, /\/login\?redirectTo=%2Fadmin%2FPackages$/, "sign in");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill("not my password at all");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Invalid email or password");
    await expectAccessible(page, "wrong password");

    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await settledAndScanned(page, /\/admin\/Packages$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Packages");
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "heartbeest.session_token")).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
    });
  });

  it("reaches the dashboard with a count per table and the newest bookings", async () => {
    const page = await signedInPage("/admin");
    for (const name of SPEC_TABLES) {
      const count = page.locator(`[data-count="${name}"]`);
      expect(await count.textContent(), name).toMatch(/^\d[\d,]*$/);
      expect(await page.locator(`a[href="/admin/${name}"]`).count(), name).toBeGreaterThan(0);
    }
    expect(Number(await page.locator('[data-count="packages"]').textContent())).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "Newest bookings" }).textContent()).toContain(bookingReference);
  });

  it("folds the sidebar into a menu on a phone", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/login?redirectTo=%2Fadmin%2FReviews");
    await expectAccessible(page, "sign in on a phone");
    await signIn(page);
    await settledAndScanned(page, /\/admin\/Reviews$/, "reviews on a phone");
    await page.getByText("Menu", { exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Staff portal" }).first();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Hotels & lodges" }).click();
    await settledAndScanned(page, /\/admin\/Hotels_lodges$/, "hotels on a phone");
  });
});

describe("a table's whole life", () => {
  it("adds a record with a picture, finds it, edits it in a dialog and deletes it after confirming", async () => {
    const page = await signedInPage("/admin/hotels_lodges");

    await page.getByRole("link", { name: "Add hotel" }).click();
    await settledAndScanned(page, /\?new=1$/, "add dialog");
    const addDialog = page.getByRole("dialog", { name: "Add hotel" });
    await addDialog.getByLabel("Name").fill("Lion's Rest Camp");
    await addDialog.getByLabel("Location").fill("Maasai Mara, Kenya");
    await addDialog.getByLabel("Description").fill("Eight canvas tents on the Talek river.");
    const picture = await sharp({ create: { width: 1400, height: 900, channels: 3, background: "#86511a" } })
      .jpeg()
      .toBuffer();
    await addDialog.getByLabel("Image").setInputFiles({ name: "camp.jpg", mimeType: "image/jpeg", buffer: picture });
    await addDialog.getByRole("button", { name: "Add hotel" }).click();
    await settledAndScanned(page, /\/admin\/hotels_lodges$/, "after adding");
    expect(await page.getByRole("dialog").count()).toBe(0);

    await page.getByRole("searchbox").fill("lion's rest");
    await page.getByRole("button", { name: "Search" }).click();
    await settledAndScanned(page, /q=lion/, "search results");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("Maasai Mara, Kenya");

    // The picture was stored as AVIF and WebP and is served for a year.
    const thumbnail = await rows.first().locator("img").getAttribute("src");
    expect(thumbnail).toMatch(/^\/uploads\/img-[0-9a-f]{32}-1400-320\.webp$/);
    const served = await get(`${server.url}${thumbnail}`);
    expect(served.status).toBe(200);
    expect(served.header("content-type")).toBe("image/webp");
    expect(served.header("cache-control")).toBe("public, max-age=31536000, immutable");
    const base = thumbnail!.replace(/-320\.webp$/, "");
    const avif = await get(`${server.url}${base}`, { accept: "image/avif,image/webp,*/*" });
    expect(avif.header("content-type")).toBe("image/avif");

    // The picture shows on the lodge's public page.
    await visit(page, "/hotels-and-lodges/lions-rest-camp");
    await expectAccessible(page, "public hotel page");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Lion's Rest Camp");
    const shown = page.locator(`img[src*="${base.replace("/uploads/", "")}"]`).first();
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await visit(page, "/admin/hotels_lodges?q=lion%27s+rest");
    await expectAccessible(page, "back to the list");
    await rows.first().getByRole("link", { name: "Edit Lion's Rest Camp" }).click();
    await settledAndScanned(page, /edit=\d+/, "edit dialog");
    const editDialog = page.getByRole("dialog", { name: "Edit hotel" });
    await editDialog.getByLabel("Location").fill("Talek, Maasai Mara");
    await editDialog.getByRole("button", { name: "Save changes" }).click();
    await settledAndScanned(page, /\/admin\/hotels_lodges\?q=lion/, "after editing");
    await expect.poll(() => rows.first().textContent()).toContain("Talek, Maasai Mara");

    await rows.first().getByRole("link", { name: "Delete Lion's Rest Camp" }).click();
    await settledAndScanned(page, /delete=\d+/, "confirm delete");
    const confirm = page.getByRole("alertdialog", { name: "Delete this hotel?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await settledAndScanned(page, /\/admin\/hotels_lodges\?q=lion/, "after deleting");
    await expect.poll(() => page.getByText("No records match.").isVisible()).toBe(true);

    // Three changes, three audit entries.
    await visit(page, "/admin/audit_log?q=hotels_lodges");
    await expectAccessible(page, "audit log");
    const entries = await page.locator("tbody tr").allTextContents();
    expect(entries.filter((text) => text.includes(ADMIN.email))).toHaveLength(3);
  }, 180_000);

  it("says 'Table Not Found' for a name that is not a table", async () => {
    const page = await signedInPage("/admin");
    const response = await visit(page, "/admin/staff_accounts");
    expect(response.status()).toBe(404);
    await expectAccessible(page, "table not found");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Table Not Found");
  });
});

describe("daily screens", () => {
  it("moves a booking through its statuses", async () => {
    const page = await signedInPage("/admin/bookings");
    await page.getByRole("link", { name: bookingReference }).click();
    await settledAndScanned(page, /\/admin\/bookings\/\d+$/, "booking");
    const status = page.getByRole("region", { name: /^Status/ });
    for (const [button, label] of [
      ["Mark contacted", "Contacted"],
      ["Mark confirmed", "Confirmed"],
      ["Cancel booking", "Cancelled"],
    ]) {
      await status.getByRole("button", { name: button }).click();
      await expect.poll(() => status.getByRole("heading").textContent()).toContain(label);
      await expectAccessible(page, label);
    }
    await page.getByRole("textbox", { name: "Internal notes" }).fill("Asked to move to September; call back Monday.");
    await page.getByRole("button", { name: "Save notes" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect.poll(() => history.textContent()).toContain("Internal notes edited");
    expect(await history.textContent()).toContain("Status contacted → confirmed");
    await expectAccessible(page, "booking with notes");

    const csv = await get(`${server.url}/admin/bookings/export.csv`, {
      cookie: (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
    });
    expect(csv.header("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.text).toContain(`"${bookingReference}","cancelled"`);
  }, 180_000);

  it("approves a review so that it shows on the site", async () => {
    const page = await signedInPage("/admin/reviews?status=pending");
    await page.getByRole("button", { name: "Approve: Margaret Hill" }).click();
    await settledAndScanned(page, /status=pending/, "after approving");
    await expect.poll(() => page.getByRole("button", { name: "Approve: Margaret Hill" }).count()).toBe(0);
    await visit(page, "/admin/reviews?status=published&q=leopard");
    await expectAccessible(page, "published reviews");
    expect(await page.locator("tbody").textContent()).toContain("Margaret Hill");

    await visit(page, "/reviews");
    await expectAccessible(page, "public reviews");
    await expect.poll(() => page.getByText(REVIEW_COMMENT).first().isVisible()).toBe(true);
  }, 180_000);

  it("adds an admin from Profiles with the specification's messages", async () => {
    const page = await signedInPage("/admin/Profiles");
    await page.getByRole("link", { name: "Add admin" }).click();
    await settledAndScanned(page, /\?new=1$/, "add admin");
    const dialog = page.getByRole("dialog", { name: "Add admin" });
    await dialog.getByRole("button", { name: "Create admin" }).click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Please fill in all required fields");
    await expectAccessible(page, "add admin errors");

    await dialog.getByLabel("Email").fill("neema@heartbeest.test");
    await dialog.getByLabel("Password").fill("neema's long passphrase");
    await dialog.getByLabel("Full name").fill("Neema Mushi");
    await dialog.getByLabel("Phone").fill("+255 754 000 000");
    await dialog.getByRole("button", { name: "Create admin" }).click();
    await page.waitForURL(/\/admin\/Profiles$/);
    // The toast shows for a few seconds: read it before the (slow) accessibility scan.
    await expect
      .poll(() => page.getByText("Admin created successfully!").filter({ visible: true }).count())
      .toBeGreaterThan(0);
    await expectAccessible(page, "after adding an admin");
    expect(await page.locator("tbody").textContent()).toContain("neema@heartbeest.test");
  }, 180_000);
});

describe("password reset and Log Out", () => {
  it("resets a password through the e-mailed link, then signs in with it", async () => {
    const page = await newPage();
    await visit(page, "/login");
    await expectAccessible(page, "sign in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await settledAndScanned(page, /\/forgot-password$/, "forgot password");
    const before = smtp.messages.length;
    await page.getByLabel("Email").fill(COLLEAGUE.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("📧 Password reset email sent!");
    await expectAccessible(page, "reset sent");

    const messages = await smtp.waitForMessages(before + 1, 30_000);
    const message = messages.slice(before).find((candidate) => candidate.envelopeTo.includes(COLLEAGUE.email));
    const link = message?.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/\/update-password\?token=/);

    await visit(page, link!);
    await expectAccessible(page, "choose a new password");
    await page.getByLabel("New password", { exact: true }).fill("baraka's second passphrase");
    await page.getByLabel("Confirm new password").fill("baraka's second passphrase");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("Password updated successfully!");
    await expectAccessible(page, "password updated");
    await settledAndScanned(page, /\/login$/, "sign in after reset");

    // The link worked once.
    await visit(page, link!);
    await expectAccessible(page, "used link");
    expect(await page.getByRole("alert").textContent()).toContain("invalid or has expired");

    await visit(page, "/login");
    await expectAccessible(page, "sign in again");
    await signIn(page, { ...COLLEAGUE, password: "baraka's second passphrase" });
    await settledAndScanned(page, /\/admin$/, "dashboard as the colleague");
  }, 180_000);

  it("Log Out ends the session and goes to /login", async () => {
    const page = await signedInPage("/admin");
    await page.getByRole("button", { name: "Log Out" }).click();
    await settledAndScanned(page, /\/login$/, "signed out");
    await visit(page, "/admin/packages");
    await settledAndScanned(page, /\/login\?redirectTo=%2Fadmin%2Fpackages$/, "guarded again");
  });
});
