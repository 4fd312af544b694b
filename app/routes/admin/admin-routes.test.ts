// The staff portal's routes against a real database: the guard in front of every loader and action
// (no session, a forged one, an expired one, a banned account, another site's form), the registry
// refusing unknown tables and columns, and one audit entry per change.
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  chatMessages,
  emailOutbox,
  hotelsLodges,
  reviews,
  safariPackages,
  staffSessions,
  staffUsers,
} from "~/db/schema";
import { allTables } from "~/features/admin-tables/table-registry.server";
import type { FormRefusal } from "~/features/forms/form-result";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  type RouteHandler,
  type RouteOutcome,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as bookingRoute from "./booking";
import * as bookingsRoute from "./bookings";
import * as exportRoute from "./bookings-export";
import * as chatRoute from "./chat";
import * as dashboardRoute from "./dashboard";
import * as layoutRoute from "./layout";
import * as notFoundRoute from "./not-found";
import * as reviewRoute from "./review";
import * as tableRoute from "./table";

// Each call names the context it runs in: some tests sign in with a context of their own.
const run = routeOutcome;

function expectLoginRedirect(outcome: RouteOutcome, backTo?: string) {
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(302);
  expect(outcome.location).toMatch(/^\/login/);
  if (backTo) expect(outcome.location).toBe(`/login?redirectTo=${encodeURIComponent(backTo)}`);
}

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staff: { id: string; email: string };
let packageId: number;
let reviewId: number;
let bookingId: number;
let emailId: number;

async function auditCount() {
  const [row] = await database.db.select({ total: count() }).from(auditLog);
  return Number(row?.total ?? 0);
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, staff, cookie } = await signedInStaff(database, "Amina Guard"));

  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "guard-test-safari", title: "Guard Test Safari", durationDays: 3, price: 1000, currency: "USD" })
    .returning({ id: safariPackages.id });
  packageId = pkg!.id;
  const [review] = await database.db
    .insert(reviews)
    .values({ userName: "Grace", email: "grace@example.com", rating: 5, comment: "Wonderful", subjectType: "company" })
    .returning({ id: reviews.id });
  reviewId = review!.id;
  const [booking] = await database.db
    .insert(bookings)
    .values({
      source: "safari_form",
      packageTitle: "Guard Test Safari",
      safariId: packageId,
      name: "Joseph Traveller",
      email: "joseph@example.com",
      phone: "+44 20 7946 0000",
      adults: 2,
      arrivalDate: "2031-07-01",
      departureDate: "2031-07-05",
    })
    .returning({ id: bookings.id });
  bookingId = booking!.id;
  const [email] = await database.db
    .insert(emailOutbox)
    .values({ kind: "test", toAddress: "x@example.com", subject: "Held", textBody: "Body", status: "held" })
    .returning({ id: emailOutbox.id });
  emailId = email!.id;
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

describe("without a valid session", () => {
  const pages: [string, RouteHandler, string, Record<string, string>][] = [
    ["layout", layoutRoute.loader, "/admin", {}],
    ["dashboard", dashboardRoute.loader, "/admin", {}],
    ["bookings inbox", bookingsRoute.loader, "/admin/bookings?status=new", {}],
    ["booking", bookingRoute.loader, "/admin/bookings/1", { id: "1" }],
    ["bookings export", exportRoute.loader, "/admin/bookings/export.csv", {}],
    ["unknown admin path", notFoundRoute.loader, "/admin/some/where", {}],
    ["chat", chatRoute.loader, "/admin/chat?c=1", {}],
    ...allTables().map(
      (table) =>
        [`table ${table.name}`, tableRoute.loader, `/admin/${table.name}`, { table: table.name }] as [
          string,
          RouteHandler,
          string,
          Record<string, string>,
        ],
    ),
    ["table by the sidebar's spelling", tableRoute.loader, "/admin/Hotels_lodges?q=mara", { table: "Hotels_lodges" }],
  ];

  it.each(pages)("%s redirects to /login and comes back afterwards", async (_name, loader, path, params) => {
    const outcome = await run(loader, siteRequest(path), params, context);
    expectLoginRedirect(outcome, path === "/admin" ? undefined : path);
  });

  it("sends /admin itself to a plain /login (the default destination after sign-in)", async () => {
    expect((await run(dashboardRoute.loader, siteRequest("/admin"), {}, context)).location).toBe("/login");
  });

  const forgedCookies = () => {
    const [name, value] = cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0];
    return {
      "no cookie": undefined,
      "a session token with a forged signature": `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`,
      "a made-up token": `${name}=${encodeURIComponent(`${"x".repeat(32)}.${"B".repeat(43)}=`)}`,
      "the unsigned token": `${name}=${token}`,
    };
  };

  it("refuses a forged session cookie on a page", async () => {
    for (const [label, forged] of Object.entries(forgedCookies())) {
      const outcome = await run(
        tableRoute.loader,
        siteRequest("/admin/packages", { cookie: forged }),
        { table: "packages" },
        context,
      );
      expect(outcome.status, label).toBe(302);
    }
  });

  const actions: [string, () => RouteHandler, () => string, () => Record<string, string>, () => FormData][] = [
    [
      "add a package",
      () => tableRoute.action,
      () => "/admin/packages",
      () => ({ table: "packages" }),
      () => form({ intent: "create", title: "Sneaky", durationDays: "3", currency: "USD" }),
    ],
    [
      "edit a package",
      () => tableRoute.action,
      () => "/admin/packages",
      () => ({ table: "packages" }),
      () => form({ intent: "update", id: String(packageId), title: "Renamed", durationDays: "3", currency: "USD" }),
    ],
    [
      "delete a package",
      () => tableRoute.action,
      () => "/admin/packages",
      () => ({ table: "packages" }),
      () => form({ intent: "delete", id: String(packageId) }),
    ],
    [
      "approve a review",
      () => tableRoute.action,
      () => "/admin/reviews",
      () => ({ table: "reviews" }),
      () => form({ intent: "quick", quickAction: "approve", id: String(reviewId) }),
    ],
    [
      "resend an e-mail",
      () => tableRoute.action,
      () => "/admin/email_outbox",
      () => ({ table: "email_outbox" }),
      () => form({ intent: "quick", quickAction: "resend", id: String(emailId) }),
    ],
    [
      "add an admin",
      () => tableRoute.action,
      () => "/admin/profiles",
      () => ({ table: "profiles" }),
      () =>
        form({
          intent: "create",
          email: "intruder@example.com",
          password: "a password long enough",
          fullName: "Intruder",
        }),
    ],
    [
      "move a booking",
      () => bookingRoute.action,
      () => `/admin/bookings/${bookingId}`,
      () => ({ id: String(bookingId) }),
      () => form({ intent: "status", status: "confirmed" }),
    ],
    [
      "reply in a chat",
      () => chatRoute.action,
      () => "/admin/chat?c=1",
      () => ({}),
      () => form({ intent: "reply", conversationId: "1", body: "Planted reply" }),
    ],
    [
      "approve a review on its page",
      () => reviewRoute.action,
      () => `/admin/reviews/${reviewId}`,
      () => ({ id: String(reviewId) }),
      () => form({ intent: "approve" }),
    ],
  ];

  async function snapshot() {
    const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    const [review] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    const [email] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    const [staffCount] = await database.db.select({ total: count() }).from(staffUsers);
    const [packageCount] = await database.db.select({ total: count() }).from(safariPackages);
    const [chatCount] = await database.db.select({ total: count() }).from(chatMessages);
    return JSON.stringify({
      pkg,
      review,
      booking,
      email,
      staffCount,
      packageCount,
      chatCount,
      audit: await auditCount(),
    });
  }

  it.each(actions)(
    "refuses to %s for an anonymous, forged or expired session, changing nothing",
    async (_name, handler, path, params, body) => {
      // A real session that has run out.
      const member = await createTestStaff(context);
      const expiring = await signInCookie(context, member.email);
      await database.db
        .update(staffSessions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(staffSessions.userId, member.id));

      const before = await snapshot();
      for (const [label, forged] of Object.entries({ ...forgedCookies(), "an expired session": expiring })) {
        const outcome = await run(
          handler(),
          siteRequest(path(), { method: "POST", cookie: forged, body: body() }),
          params(),
          context,
        );
        expect(outcome.status, label).toBe(302);
        expect(outcome.location, label).toMatch(/^\/login/);
      }
      expect(await snapshot()).toBe(before);
    },
  );

  it("refuses a blocked account's session, and one whose session was revoked", async () => {
    const member = await createTestStaff(context);
    const session = await signInCookie(context, member.email);
    expect((await run(dashboardRoute.loader, siteRequest("/admin", { cookie: session }), {}, context)).status).toBe(
      200,
    );

    await database.db.update(staffUsers).set({ banned: true }).where(eq(staffUsers.id, member.id));
    expect((await run(dashboardRoute.loader, siteRequest("/admin", { cookie: session }), {}, context)).status).toBe(
      302,
    );

    await database.db.update(staffUsers).set({ banned: false }).where(eq(staffUsers.id, member.id));
    await database.db.delete(staffSessions).where(eq(staffSessions.userId, member.id));
    expect((await run(dashboardRoute.loader, siteRequest("/admin", { cookie: session }), {}, context)).status).toBe(
      302,
    );
  });

  it("refuses a signed-in member's form when it was posted from another site", async () => {
    const before = await snapshot();
    for (const origin of ["https://evil.example", "null", null]) {
      const outcome = await run(
        tableRoute.action,
        siteRequest("/admin/packages", {
          method: "POST",
          cookie,
          origin,
          body: form({ intent: "delete", id: String(packageId) }),
        }),
        { table: "packages" },
        context,
      );
      expect(outcome.status, String(origin)).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe("the table registry", () => {
  it.each(allTables().map((table) => table.name))(
    "opens /admin/%s with its default order, and every column sorts",
    async (name) => {
      const page = await run(tableRoute.loader, siteRequest(`/admin/${name}`, { cookie }), { table: name }, context);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const { view } = page.body as {
        view: { columns: { key: string; sortable: boolean; filterable: boolean; options?: { value: string }[] }[] };
      };
      for (const column of view.columns.filter((candidate) => candidate.sortable)) {
        const sorted = await run(
          tableRoute.loader,
          siteRequest(`/admin/${name}?sort=${column.key}&dir=desc&q=a`, { cookie }),
          { table: name },
          context,
        );
        expect(sorted.status, `${name} by ${column.key}`).toBe(200);
      }
      for (const column of view.columns.filter((candidate) => candidate.filterable)) {
        const value = column.options?.[0]?.value ?? "";
        const filtered = await run(
          tableRoute.loader,
          siteRequest(`/admin/${name}?${column.key}=${value}`, { cookie }),
          { table: name },
          context,
        );
        expect(filtered.status, `${name} where ${column.key}`).toBe(200);
      }
      const adding = await run(
        tableRoute.loader,
        siteRequest(`/admin/${name}?new=1`, { cookie }),
        { table: name },
        context,
      );
      // Packages are added in the package editor, staff by invitation: Add leads there.
      const addedElsewhere: Record<string, string> = {
        packages: "/admin/packages/new",
        safaris: "/admin/packages/new",
        profiles: "/admin/staff#invite",
      };
      expect(adding.status).toBe(name in addedElsewhere ? 302 : 200);
      expect(adding.location).toBe(addedElsewhere[name] ?? null);
    },
  );

  it("answers 'Table Not Found' for a table that is not in it, on pages and on posts", async () => {
    for (const name of [
      "staff_accounts",
      "staff_sessions",
      "rate_limits",
      "app_settings",
      "pg_user",
      "packages;drop",
    ]) {
      const page = await run(
        tableRoute.loader,
        siteRequest(`/admin/${encodeURIComponent(name)}`, { cookie }),
        { table: name },
        context,
      );
      expect(page.status, name).toBe(404);
      expect(page.body).toEqual({ error: "Table Not Found" });
      const post = await run(
        tableRoute.action,
        siteRequest(`/admin/${encodeURIComponent(name)}`, {
          method: "POST",
          cookie,
          body: form({ intent: "delete", id: "1" }),
        }),
        { table: name },
        context,
      );
      expect(post.status, name).toBe(404);
    }
  });

  it.each([
    ["sorting by a column it does not list", "/admin/profiles?sort=password", "profiles"],
    ["sorting by SQL", "/admin/packages?sort=title%3Bdrop%20table%20bookings", "packages"],
    ["filtering by a column it does not list", "/admin/chat_conversations?visitorToken=abc", "chat_conversations"],
    ["filtering by a column that is not a filter", "/admin/packages?title=Guard", "packages"],
    ["filtering by an unknown value", "/admin/reviews?status=deleted", "reviews"],
  ])("refuses %s", async (_label, path, table) => {
    const outcome = await run(tableRoute.loader, siteRequest(path, { cookie }), { table }, context);
    expect(outcome.status).toBe(400);
    expect(JSON.stringify(outcome.body)).toMatch(/Unknown (column|value)/);
  });

  it.each([
    ["destinations", "createdAt", { intent: "create", name: "Sneaky Plains", country: "Kenya" }],
    ["packages", "updatedAt", { intent: "create", title: "Sneaky", durationDays: "3", currency: "USD" }],
    ["reviews", "createdAt", { intent: "create", userName: "A", email: "a@example.com", rating: "5", comment: "x" }],
  ])("refuses a %s form carrying the field %s", async (table, field, values) => {
    const before = await auditCount();
    const body = form(
      Object.fromEntries(
        Object.entries({ ...values, [field]: "1" }).map(([key, value]) => [
          key,
          value === "BOOKING" ? String(bookingId) : value === "STAFF" ? staff.id : value,
        ]),
      ),
    );
    const outcome = await run(
      tableRoute.action,
      siteRequest(`/admin/${table}`, { method: "POST", cookie, body }),
      { table },
      context,
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({ error: `Unknown field: ${field}` });
    expect(await auditCount()).toBe(before);
  });

  it("never sends secret columns to the browser", async () => {
    const conversations = await run(
      tableRoute.loader,
      siteRequest("/admin/safari_bookings", { cookie }),
      { table: "safari_bookings" },
      context,
    );
    const text = JSON.stringify(conversations.body);
    expect(text).toContain("Joseph Traveller");
    expect(text).not.toContain("submissionToken");
  });

  it("keeps a subject's review screen to its own reviews", async () => {
    const outcome = await run(
      tableRoute.action,
      siteRequest("/admin/hotel_reviews", {
        method: "POST",
        cookie,
        body: form({ intent: "quick", quickAction: "hide", id: String(reviewId) }),
      }),
      { table: "hotel_reviews" },
      context,
    );
    expect(outcome.status).toBe(404);
    const [review] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review?.status).toBe("pending");
  });
});

describe("changes by staff", () => {
  async function latestAudit() {
    const [row] = await database.db.select().from(auditLog).orderBy(sql`${auditLog.id} desc`).limit(1);
    return row!;
  }

  async function post(table: string, values: Record<string, string>, search = "") {
    return run(
      tableRoute.action,
      siteRequest(`/admin/${table}${search}`, { method: "POST", cookie, body: form(values) }),
      { table },
      context,
    );
  }

  it("adds, finds, edits and deletes a record, writing one audit entry each", async () => {
    let before = await auditCount();
    const created = await post(
      "hotels_lodges",
      { intent: "create", name: "Acacia Tented Camp", location: "Maasai Mara", description: "Eight tents." },
      "?new=1&q=x",
    );
    expect(created.status).toBe(302);
    expect(created.location).toBe("/admin/hotels_lodges?q=x");
    expect(await auditCount()).toBe(before + 1);
    const createdEntry = await latestAudit();
    expect(createdEntry).toMatchObject({
      action: "create",
      tableName: "hotels_lodges",
      actorId: staff.id,
      actorEmail: staff.email,
      before: null,
    });
    expect(createdEntry.after).toMatchObject({ name: "Acacia Tented Camp", slug: "acacia-tented-camp" });
    const id = createdEntry.rowId;

    const found = await run(
      tableRoute.loader,
      siteRequest("/admin/hotels_lodges?q=acacia", { cookie }),
      { table: "hotels_lodges" },
      context,
    );
    expect((found.body as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(["Acacia Tented Camp"]);

    before = await auditCount();
    const edited = await post("hotels_lodges", {
      intent: "update",
      id,
      name: "Acacia Camp",
      slug: "acacia-tented-camp",
      location: "Maasai Mara",
      description: "Ten tents.",
    });
    expect(edited.status).toBe(302);
    expect(await auditCount()).toBe(before + 1);
    const editEntry = await latestAudit();
    expect(editEntry).toMatchObject({ action: "update", tableName: "hotels_lodges", rowId: id });
    expect(editEntry.before).toMatchObject({ name: "Acacia Tented Camp", description: "Eight tents." });
    expect(editEntry.after).toMatchObject({ name: "Acacia Camp", description: "Ten tents." });

    before = await auditCount();
    const deleted = await post("hotels_lodges", { intent: "delete", id });
    expect(deleted.status).toBe(302);
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({ action: "delete", tableName: "hotels_lodges", rowId: id, after: null });
  });

  it("returns 400 with field errors and the values typed, writing nothing", async () => {
    const before = await auditCount();
    const outcome = await post("packages", {
      intent: "create",
      title: "",
      durationDays: "99",
      price: "-5",
      currency: "EUR",
      featuredVideoUrl: "javascript:alert(1)",
    });
    expect(outcome.status).toBe(400);
    const body = outcome.body as FormRefusal;
    expect(body).toMatchObject({ status: "error", code: 400, intent: "create", formError: null });
    expect(body.fieldErrors).toMatchObject({
      title: "Title is required",
      durationDays: "Must be at most 60",
      price: "Must be at least 0",
      currency: "Please choose one of the options",
      featuredVideoUrl: "Please enter a full web address (https://...)",
    });
    expect(body.values.durationDays).toBe("99");
    expect(await auditCount()).toBe(before);
  });

  it("explains a duplicate instead of failing", async () => {
    const outcome = await post("packages", {
      intent: "create",
      title: "Another",
      slug: "guard-test-safari",
      durationDays: "3",
      currency: "USD",
    });
    expect(outcome.status).toBe(400);
    expect((outcome.body as FormRefusal).fieldErrors.slug).toBe("Slug is already used by another package.");
  });

  it("approves a review with one click: published, stamped and audited", async () => {
    const before = await auditCount();
    const outcome = await post("reviews", { intent: "quick", quickAction: "approve", id: String(reviewId) });
    expect(outcome.status).toBe(302);
    const [review] = await database.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(review?.status).toBe("published");
    expect(review?.publishedAt).toBeInstanceOf(Date);
    expect(await auditCount()).toBe(before + 1);
    expect(await latestAudit()).toMatchObject({ action: "update", tableName: "reviews", rowId: String(reviewId) });
  });

  it("queues an e-mail again with Resend", async () => {
    await post("email_outbox", { intent: "quick", quickAction: "resend", id: String(emailId) });
    const [email] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, emailId));
    expect(email).toMatchObject({ status: "pending", attempts: 0 });
    expect(await latestAudit()).toMatchObject({ tableName: "email_outbox", rowId: String(emailId) });
  });

  it("moves a booking along its statuses, each audited; its old notes field is no longer written", async () => {
    for (const status of ["contacted", "confirmed", "new"]) {
      const before = await auditCount();
      const outcome = await run(
        bookingRoute.action,
        siteRequest(`/admin/bookings/${bookingId}`, {
          method: "POST",
          cookie,
          body: form({ intent: "status", status }),
        }),
        { id: String(bookingId) },
        context,
      );
      expect(outcome.status).toBe(302);
      const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
      expect(booking?.status).toBe(status);
      expect(await auditCount()).toBe(before + 1);
    }
    const refused = await run(
      bookingRoute.action,
      siteRequest(`/admin/bookings/${bookingId}`, {
        method: "POST",
        cookie,
        body: form({ intent: "status", status: "lost" }),
      }),
      { id: String(bookingId) },
      context,
    );
    expect(refused.status).toBe(400);
    // Cancelling takes a reason, on its own form: the plain status is no back door to it.
    const before = await auditCount();
    const cancelled = await run(
      bookingRoute.action,
      siteRequest(`/admin/bookings/${bookingId}`, {
        method: "POST",
        cookie,
        body: form({ intent: "status", status: "cancelled" }),
      }),
      { id: String(bookingId) },
      context,
    );
    expect(cancelled.status).toBe(400);
    expect((cancelled.body as { formError: string }).formError).toBe(
      "A booking is cancelled with a reason: use Cancel booking.",
    );
    expect((await database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.status).toBe("new");
    expect(await auditCount()).toBe(before);

    // Notes are the enquiry's thread (never overwritten): the old field's form is gone.
    const notes = await run(
      bookingRoute.action,
      siteRequest(`/admin/bookings/${bookingId}`, {
        method: "POST",
        cookie,
        body: form({ intent: "notes", staffNotes: "Called, prefers July." }),
      }),
      { id: String(bookingId) },
      context,
    );
    expect(notes.status).toBe(400);
    const [kept] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(kept?.staffNotes).not.toBe("Called, prefers July.");

    const page = await run(
      bookingRoute.loader,
      siteRequest(`/admin/bookings/${bookingId}`, { cookie }),
      { id: String(bookingId) },
      context,
    );
    expect((page.body as { history: { changes: string }[] }).history.map((entry) => entry.changes)).toContain(
      "Status new → contacted",
    );
  });

  it("exports the inbox as CSV that a spreadsheet cannot run", async () => {
    await database.db.update(bookings).set({ message: '=HYPERLINK("http://evil")' }).where(eq(bookings.id, bookingId));
    const outcome = await run(
      exportRoute.loader,
      siteRequest("/admin/bookings/export.csv?status=new", { cookie }),
      {},
      context,
    );
    expect(outcome.status).toBe(200);
    const csv = String(outcome.body);
    expect(csv).toContain('"Joseph Traveller"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(`"'+44 20 7946 0000"`);
  });

  it("sends Profiles' Add admin to the Staff page's invitation, and refuses a password typed for someone else", async () => {
    const opened = await run(
      tableRoute.loader,
      siteRequest("/admin/profiles?new=1", { cookie }),
      { table: "profiles" },
      context,
    );
    expect(opened.status).toBe(302);
    expect(opened.location).toBe("/admin/staff#invite");

    const before = await auditCount();
    const posted = await post("profiles", {
      intent: "create",
      email: "new.admin@heartbeest.test",
      password: "another long passphrase",
      fullName: "Neema Admin",
    });
    // Profiles is a list of accounts: people are invited, changed and blocked on the Staff page.
    expect(posted.status).toBe(403);
    expect((posted.body as { error: string }).error).toContain("Staff page (/admin/staff)");
    expect(
      await database.db.select().from(staffUsers).where(eq(staffUsers.email, "new.admin@heartbeest.test")),
    ).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it("uploads a picture for an image column, and refuses a file that is not one", async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c98221" } })
      .png()
      .toBuffer();
    const body = form({
      intent: "create",
      name: "Picture Lodge",
      location: "Samburu",
      description: "With a photograph.",
      imageUrl: new File([picture], "lodge.png", { type: "image/png" }),
    });
    const created = await run(
      tableRoute.action,
      siteRequest("/admin/hotels_lodges", { method: "POST", cookie, body }),
      { table: "hotels_lodges" },
      context,
    );
    expect(created.status).toBe(302);
    const [lodge] = await database.db.select().from(hotelsLodges).where(eq(hotelsLodges.slug, "picture-lodge"));
    expect(lodge?.imageUrl).toMatch(/^\/uploads\/img-[0-9a-f]{32}-900$/);
    const files = await readdir(path.join(context.config.DATA_DIR, "uploads"));
    expect(files).toEqual(expect.arrayContaining([`${lodge!.imageUrl!.slice("/uploads/".length)}-640.avif`]));

    const before = await auditCount();
    const fake = form({
      intent: "update",
      id: String(lodge!.id),
      name: "Picture Lodge",
      slug: "picture-lodge",
      location: "Samburu",
      description: "With a photograph.",
      imageUrl: new File(["<script>alert(1)</script>"], "evil.png", { type: "image/png" }),
    });
    const refused = await run(
      tableRoute.action,
      siteRequest("/admin/hotels_lodges", { method: "POST", cookie, body: fake }),
      { table: "hotels_lodges" },
      context,
    );
    expect(refused.status).toBe(400);
    expect((refused.body as FormRefusal).fieldErrors.imageUrl).toMatch(/not a picture/);
    expect(await auditCount()).toBe(before);
  });

  it("does not let staff delete, block or change an account on the generic Profiles and User roles screens", async () => {
    const before = await auditCount();
    const deleted = await post("profiles", { intent: "delete", id: staff.id });
    expect(deleted.status).toBe(403);
    expect((deleted.body as { error: string }).error).toContain("Deleting from Profiles is not allowed here.");
    const blocked = await post("profiles", {
      intent: "update",
      id: staff.id,
      name: "Amina Guard",
      email: staff.email,
      role: "owner",
      banned: "on",
    });
    expect(blocked.status).toBe(403);
    const demoted = await post("user_roles", { intent: "update", id: staff.id, role: "agent" });
    expect(demoted.status).toBe(403);
    expect((demoted.body as { error: string }).error).toContain("Staff page (/admin/staff)");
    const [self] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(self).toMatchObject({ role: "owner", banned: false });
    expect(await auditCount()).toBe(before);
  });
});

describe("search, sort and page in the address", () => {
  const lists: [string, RouteHandler, string, Record<string, string>][] = [
    ["bookings inbox", bookingsRoute.loader, "/admin/bookings", {}],
    ["bookings export", exportRoute.loader, "/admin/bookings/export.csv", {}],
    ...allTables().map(
      (table) =>
        [`table ${table.name}`, tableRoute.loader, `/admin/${table.name}`, { table: table.name }] as [
          string,
          RouteHandler,
          string,
          Record<string, string>,
        ],
    ),
  ];

  it.each(lists)(
    "%s answers a search with a NUL or control character with a clear 400",
    async (_n, loader, path, params) => {
      for (const query of ["?q=%00", "?q=mara%00", "?q=%1B%5B2J"]) {
        const outcome = await run(loader, siteRequest(`${path}${query}`, { cookie }), params, context);
        expect(outcome.status, query).toBe(400);
        expect(outcome.body).toEqual({ error: "Search terms cannot contain control characters." });
      }
    },
  );

  it.each(lists)(
    "%s reads a nonsense page or direction as the default instead of failing",
    async (_n, loader, path, params) => {
      for (const query of ["?page=abc", "?page=-4", "?page=99999999999999999999", "?dir=sideways", "?q=%F0%9F%A6%92"]) {
        const outcome = await run(loader, siteRequest(`${path}${query}`, { cookie }), params, context);
        expect(outcome.status, query).toBe(200);
      }
    },
  );

  it("refuses a sort by a column that does not exist with 400", async () => {
    const outcome = await run(
      tableRoute.loader,
      siteRequest("/admin/hotels_lodges?sort=password%00", { cookie }),
      { table: "hotels_lodges" },
      context,
    );
    expect(outcome.status).toBe(400);
  });

  it("finds a booking in the inbox by the traveller's phone number", async () => {
    const outcome = await run(
      bookingsRoute.loader,
      siteRequest(`/admin/bookings?q=${encodeURIComponent("7946 0000")}`, { cookie }),
      {},
      context,
    );
    const body = outcome.body as { rows: { id: number }[] };
    expect(body.rows.map((row) => row.id)).toEqual([bookingId]);
  });
});
