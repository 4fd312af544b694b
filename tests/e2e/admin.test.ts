// The staff portal in Chromium against the production build: the guard, signing in (and failing to),
// the dashboard, a table's whole life (add with a picture, search, edit, delete), the bookings inbox,
// tables that fit their box with long names (cards on a phone), reviews and inquiries read rather than
// edited (a review's page with its notes thread), the navigation's counts, the audit log in words,
// adding an admin, a password reset by e-mailed link, and Log Out. Every page is scanned for
// accessibility problems.
import { mkdir, rm } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, reviews } from "~/db/schema";
import { SPEC_TABLES } from "~/features/admin-tables/table-registry.server";
import { createInquiry } from "~/features/inquiries/inquiries.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase, SAMPLE_BOOKING } from "./support/database";
import { get } from "./support/http";

const ADMIN = { email: "wanjiru@heartbeest.test", password: "a long staff passphrase", name: "Wanjiru Kamau" };
const COLLEAGUE = { email: "baraka@heartbeest.test", password: "baraka's first passphrase", name: "Baraka Otieno" };
const REVIEW_COMMENT = "Our guide Daniel found us a leopard on the very first evening.";
/** A name and an address long enough to have stretched a table to 1,773 px in a 942 px box. */
const LONG_NAME = "Wanjiku Nyambura-Kamau Ochieng-Wellington Abernathy-Montgomery Fitzgerald-Oduya";
const LONG_EMAIL = "wanjiku.nyambura.kamau.ochieng-wellington.abernathy@a-very-long-company-domain-example.co.ke";
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-tables";

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
let bookingReference: string;
const pages: Page[] = [];

/** Beside the sample content and the two staff accounts: bookings, reviews and an inquiry, some with long names. */
async function addBookingAndReview(db: Database) {
  const [booking] = await db.insert(bookings).values(SAMPLE_BOOKING).returning({ reference: bookings.reference });
  bookingReference = booking!.reference;
  await db.insert(bookings).values({ ...SAMPLE_BOOKING, name: LONG_NAME, email: LONG_EMAIL });
  await db.insert(reviews).values([
    { userName: "Margaret Hill", email: "margaret@example.com", rating: 5, comment: REVIEW_COMMENT, status: "pending" },
    { userName: LONG_NAME, email: LONG_EMAIL, rating: 4, comment: REVIEW_COMMENT.repeat(6), status: "pending" },
  ]);
  await createInquiry(db, {
    input: {
      name: LONG_NAME,
      email: LONG_EMAIL,
      phone: "",
      subject: "A family safari for three generations with a wheelchair user, in the long rains",
      inquiryType: "custom",
      message: "We are eleven people and would love to see the migration.",
    },
    submissionToken: "admin-e2e-inquiry",
    config: { STAFF_EMAIL: "staff@heartbeest.test", SITE_URL: "http://heartbeest.test" },
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

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectFitsWidth(page: Page, label: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `${label}: page ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

/** The list's table fits its box (no sideways scroll) and every row's buttons are inside the window. */
async function expectTableFits(page: Page, label: string) {
  const fit = await page.evaluate(() => {
    const table = document.querySelector("main table") as HTMLTableElement;
    const box = table.parentElement as HTMLElement;
    const rights = Array.from(table.tBodies[0]?.rows ?? []).map(
      (row) => (row.lastElementChild as HTMLElement).getBoundingClientRect().right,
    );
    return { table: table.scrollWidth, box: box.clientWidth, buttons: Math.max(...rights), window: window.innerWidth };
  });
  expect(fit.table, `${label}: table ${fit.table}px wide in a ${fit.box}px box`).toBeLessThanOrEqual(fit.box);
  expect(fit.buttons, `${label}: row buttons end at ${fit.buttons}px`).toBeLessThanOrEqual(fit.window);
}

/** Photographs the page at a phone's, a tablet's and a laptop's width, each fitting the window. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsWidth(page, `${name} at ${width}px`);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
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
    "/admin/reviews/1",
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
    // At the width it is shown (the screen's 1,280 px) and as AVIF, not the 1,400 px file a plain src names.
    expect(page.viewportSize()?.width).toBe(1280);
    expect(await shown.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)).toBe(
      `${base}-1280.avif`,
    );
    // On a phone 375 px wide, the 640 px file.
    const onPhone = await newPage({ viewport: phone });
    await visit(onPhone, "/hotels-and-lodges/lions-rest-camp");
    await expectAccessible(onPhone, "public hotel page on a phone");
    const shownOnPhone = onPhone.locator(`img[src*="${base.replace("/uploads/", "")}"]`).first();
    await expect.poll(() => shownOnPhone.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await shownOnPhone.evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname)).toBe(
      `${base}-640.avif`,
    );

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

    // Three changes, three audit entries, the edit in words.
    await visit(page, "/admin/audit_log?table=hotels_lodges");
    await expectAccessible(page, "audit log");
    const entries = await page.locator("[data-audit-entry]").allTextContents();
    expect(entries.filter((text) => text.includes(ADMIN.name))).toHaveLength(3);
    expect(entries.join("\n")).toMatch(/Location: before: Maasai Mara, Kenya\s*→\s*, after: Talek, Maasai Mara/);
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
  it("moves a booking through its statuses, and cancels it with a reason shown beside the money", async () => {
    const page = await signedInPage("/admin/bookings");
    await page.getByRole("link", { name: bookingReference }).click();
    await settledAndScanned(page, /\/admin\/bookings\/\d+$/, "booking");
    // The booking's own status moves its stage in the one lifecycle: contacted is answered, confirmed with
    // no money yet is a proposal sent.
    const status = page.getByRole("region", { name: /^Stage/ });
    for (const [button, label, words] of [
      ["Mark contacted", "Answered", "Booking status: contacted."],
      ["Mark confirmed", "Proposal sent", "Booking status: confirmed."],
    ]) {
      await status.getByRole("button", { name: button }).click();
      await expect.poll(() => status.getByRole("heading").textContent()).toContain(label);
      expect(await status.textContent()).toContain(words);
      await expectAccessible(page, label);
    }
    // Cancelling is not a plain status: it takes a reason, and an empty one is refused in words.
    expect(await status.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);
    const cancel = page.getByRole("region", { name: "Cancel booking" });
    // This request has no price yet: the terms say no money is involved.
    expect(await cancel.textContent()).toContain("This booking has no price, so no money is involved.");
    // Spaces pass the browser's own length check; the server trims and refuses them, keeping what was typed.
    await cancel.getByRole("textbox", { name: /Reason/ }).fill("   ");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => cancel.textContent()).toContain("Please say why the booking is cancelled.");
    expect(await cancel.getByRole("textbox", { name: /Reason/ }).inputValue()).toBe("   ");
    await cancel.getByRole("textbox", { name: /Reason/ }).fill("The travellers postponed to next year.");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await expect.poll(() => status.getByRole("heading").textContent()).toContain("Cancelled");
    const cancelled = page.getByRole("region", { name: "Cancelled", exact: true });
    expect(await cancelled.textContent()).toContain("The travellers postponed to next year.");
    await expectAccessible(page, "Cancelled");
    // Notes are the enquiry's thread now: no field on the booking overwrites them.
    expect(await page.getByRole("textbox", { name: "Internal notes" }).count()).toBe(0);
    const history = page.getByRole("region", { name: "History" });
    expect(await history.textContent()).toContain("Status contacted → confirmed");

    const csv = await get(`${server.url}/admin/bookings/export.csv`, {
      cookie: (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; "),
    });
    expect(csv.header("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.text).toContain(`"${bookingReference}","Cancelled"`);
  }, 180_000);

  it("fits long names in the tables (cards on a phone), opens reviews and inquiries to read, keeps review notes as a thread, counts what waits, and says in the audit log what changed", async () => {
    await mkdir(SHOTS, { recursive: true });
    const page = await signedInPage("/admin/safari_bookings");
    const nav = page.getByRole("navigation", { name: "Staff portal" });
    // Exact counts are the layout's test's; here, that they are read out with the link.
    expect(await nav.getByRole("link", { name: /^Bookings, \d+ new$/ }).count()).toBe(1);
    const pending = page.locator('aside [data-nav-count="pendingReviews"]');
    const pendingBefore = Number(await pending.textContent());
    expect(await nav.getByRole("link", { name: `Reviews, ${pendingBefore} pending` }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Chat", exact: true }).count()).toBe(1);
    // Packages and Safaris are one item.
    expect(await nav.getByRole("link", { name: /^Safaris?$/ }).count()).toBe(0);

    await expectTableFits(page, "bookings");
    // A value cut short reads whole on focus: the cell wraps in place.
    const longName = page.locator(`main [title="${LONG_NAME}"]`).first();
    const oneLine = await longName.evaluate((cell) => cell.getBoundingClientRect().height);
    await longName.focus();
    expect(await longName.evaluate((cell) => cell.getBoundingClientRect().height)).toBeGreaterThan(oneLine * 2);
    await longName.blur();
    await shoot(page, "safari-bookings");

    await visit(page, "/admin/reviews?status=pending");
    await expectAccessible(page, "pending reviews");
    await expectTableFits(page, "reviews");
    expect(await page.getByRole("button", { name: /^Approve: Wanjiku/ }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /^Edit / })
        .count(),
    ).toBe(0);
    await shoot(page, "reviews");

    await visit(page, "/admin/inquiries");
    await expectAccessible(page, "inquiries");
    await expectTableFits(page, "inquiries");
    const openInquiry = page.getByRole("link", { name: /^Open A family safari/ });
    expect(await openInquiry.getAttribute("href")).toMatch(/^\/admin\/inbox\/\d+$/);
    await shoot(page, "inquiries");
    await openInquiry.click();
    await settledAndScanned(page, /\/admin\/inbox\/\d+$/, "the inquiry as its enquiry");
    await expect.poll(() => page.getByText("We are eleven people").first().isVisible()).toBe(true);

    // A review's read view: an empty note refused beside its field, a note kept with who and when, approved.
    await visit(page, "/admin/reviews?status=pending");
    await page.getByRole("link", { name: "Open Margaret Hill" }).click();
    await settledAndScanned(page, /\/admin\/reviews\/\d+$/, "a review");
    const notes = page.getByRole("region", { name: "Notes" });
    await notes.getByLabel("Add a note").fill("   ");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => notes.getByText("Please write the note.").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("review-note");
    await expectAccessible(page, "an empty note refused");
    await notes.getByLabel("Add a note").fill("Guest agreed we may quote her in the brochure.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => notes.getByTestId("review-notes").textContent()).toContain(`Note by ${ADMIN.name}`);
    const onSite = page.getByRole("region", { name: "On the site" });
    await onSite.getByRole("button", { name: "Approve" }).click();
    await expect.poll(() => onSite.textContent()).toContain("Travellers see this review on the site.");
    await expect.poll(async () => Number(await pending.textContent())).toBe(pendingBefore - 1);
    expect(await page.getByRole("region", { name: "History" }).textContent()).toMatch(
      /Status: before: Pending\s*→\s*, after: Published/,
    );
    await expectAccessible(page, "an approved review with a note");
    await shoot(page, "review");

    await visit(page, "/reviews");
    await expectAccessible(page, "public reviews");
    await expect.poll(() => page.getByText(REVIEW_COMMENT).first().isVisible()).toBe(true);

    // The audit log, narrowed with its plain form: what changed, before struck through and after marked.
    await visit(page, "/admin/audit_log");
    await expectAccessible(page, "audit log");
    await page.getByLabel("Record type").selectOption("reviews");
    await page.getByRole("button", { name: "Show" }).click();
    await settledAndScanned(page, /table=reviews/, "audit log of reviews");
    const status = page.locator("[data-audit-entry]").first().locator("li", { hasText: "Status:" });
    expect(await status.locator("del").textContent()).toContain("Pending");
    expect(await status.locator("ins").textContent()).toBe("Published");
    await shoot(page, "audit-log");
  }, 180_000);

  it("lists Profiles read-only, each opening on the Staff page: nobody types someone else's password", async () => {
    const page = await signedInPage("/admin/Profiles");
    // People are invited, changed and blocked on the Staff page; the generic screen only lists them.
    expect(await page.getByRole("link", { name: "Add admin" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: /^(Edit|Delete) / }).count()).toBe(0);
    await page.getByRole("link", { name: `Open ${ADMIN.email}` }).click();
    await settledAndScanned(page, /\/admin\/staff$/, "staff");
    expect(await page.getByRole("heading", { name: "Invite a member of staff" }).count()).toBe(1);
    expect(await page.locator("input[type=password]").count()).toBe(0);
  }, 60_000);
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
