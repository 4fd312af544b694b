// /admin/audit_log against a real database: entries in words ('Status: New → Contacted'), filtered by
// person, record and East Africa days with a plain GET form, 50 a page; a date it cannot read is refused at
// 400 beside its field with the other filters still applied; only roles with the audit permission read it.

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffUsers } from "~/db/schema";
import { changeInWords, describeAudit } from "~/features/audit/audit-changes";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { routeOutcome, signedInStaff, siteRequest, type TestContext } from "../../../tests/support/staff-sessions";
import { loader } from "./audit-log";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let managerCookie: string;
let agentCookie: string;

const AKINYI = "akinyi@heartbeest.test";
const BARAKA = "baraka@heartbeest.test";

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Neema Owner"));
  ({ cookie: managerCookie } = await signedInStaff(database, "Mary Manager", "manager"));
  ({ cookie: agentCookie } = await signedInStaff(database, "Juma Agent", "agent"));
  const at = (day: string, time = "10:00") => new Date(`${day}T${time}:00+03:00`);
  await database.db.insert(auditLog).values([
    {
      actorEmail: AKINYI,
      action: "update",
      tableName: "bookings",
      rowId: "7",
      before: { status: "new", reference: "KSF-1007", updatedAt: "2031-01-01T00:00:00Z" },
      after: { status: "contacted", reference: "KSF-1007", updatedAt: "2031-01-02T00:00:00Z" },
      createdAt: at("2031-03-01"),
    },
    {
      actorEmail: BARAKA,
      action: "create",
      tableName: "hotels_lodges",
      rowId: "3",
      after: { id: 3, name: "Lion's Rest Camp", location: "Talek" },
      // 23:30 in Nairobi on 1 March is still 1 March there (20:30 UTC).
      createdAt: at("2031-03-01", "23:30"),
    },
    ...Array.from({ length: 55 }, (_, index) => ({
      actorEmail: AKINYI,
      action: "update" as const,
      tableName: "reviews",
      rowId: String(100 + index),
      before: { status: "pending", userName: `Guest ${index}` },
      after: { status: "published", userName: `Guest ${index}` },
      createdAt: at("2031-03-05"),
    })),
  ]);
});

afterAll(async () => {
  await database?.destroy();
});

async function open(query: string, as = cookie) {
  const outcome = await routeOutcome(loader, siteRequest(`/admin/audit_log${query}`, { cookie: as }), {}, context);
  return { status: outcome.status, page: outcome.body as Awaited<ReturnType<typeof loader>>["data"] };
}

describe("the audit log", () => {
  it("says what changed in words, the record named and linked", async () => {
    const { status, page } = await open("?table=bookings");
    expect(status).toBe(200);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      verb: "Changed",
      record: "booking KSF-1007",
      href: "/admin/bookings/7",
      who: AKINYI,
      changes: [{ label: "Status", before: "New", after: "Contacted" }],
    });
  });

  it("names a member of staff an entry is about by their name, even when the entry holds only what happened", async () => {
    const [juma] = await database.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.name, "Juma Agent"));
    await database.db.insert(auditLog).values({
      actorEmail: AKINYI,
      action: "update",
      tableName: "staff_users",
      rowId: juma!.id,
      before: { event: "password-changed" },
      after: { event: "password-changed" },
      createdAt: new Date("2031-04-01T10:00:00+03:00"),
    });
    const { page } = await open("?table=staff_users");
    expect(page.entries[0]).toMatchObject({
      verb: "Password changed by",
      record: "member of staff Juma Agent",
      href: "/admin/staff",
    });
    expect(page.entries[0]?.record).not.toContain(juma!.id);
  });

  it("filters by person, record and day (East Africa Time), and pages 50 at a time", async () => {
    const baraka = await open(`?who=${encodeURIComponent(BARAKA)}`);
    expect(baraka.page.entries.map((entry) => entry.record)).toEqual(["hotel Lion's Rest Camp"]);
    expect(baraka.page.entries[0]?.changes.map((change) => `${change.label}: ${change.after}`)).toEqual([
      "Name: Lion's Rest Camp",
      "Location: Talek",
    ]);

    const oneDay = await open("?from=2031-03-01&to=2031-03-01");
    expect(oneDay.page.total).toBe(2);

    const record = await open("?table=reviews&row=120");
    expect(record.page.entries.map((entry) => entry.record)).toEqual(["review Guest 20"]);

    const first = await open("?table=reviews");
    expect(first.page).toMatchObject({ total: 55, pageCount: 2 });
    expect(first.page.entries).toHaveLength(50);
    const second = await open("?table=reviews&page=2");
    expect(second.page.entries).toHaveLength(5);
    expect(second.page.entries[0]!.id).toBeLessThan(first.page.entries[49]!.id);
    expect(first.page.people).toEqual(expect.arrayContaining([AKINYI, BARAKA]));
  });

  it("refuses a date it cannot read, or days the wrong way round, at 400 in words, keeping the other filters", async () => {
    const bad = await open(`?who=${encodeURIComponent(BARAKA)}&from=2031-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.page.errors).toEqual({ from: "Please give a date as YYYY-MM-DD." });
    expect(bad.page.filters).toMatchObject({ who: BARAKA, from: "2031-02-30" });
    expect(bad.page.entries.map((entry) => entry.who)).toEqual([BARAKA]);

    const reversed = await open("?from=2031-03-05&to=2031-03-01");
    expect(reversed.status).toBe(400);
    expect(reversed.page.errors.to).toBe("The last day is before the first. Please swap them.");
  });

  it("opens for managers (the role policy gives them the audit permission) and refuses agents", async () => {
    expect((await open("", managerCookie)).status).toBe(200);
    const agent = await routeOutcome(loader, siteRequest("/admin/audit_log", { cookie: agentCookie }), {}, context);
    expect(agent.status).toBe(403);
  });
});

describe("describeAudit", () => {
  it("hides secrets, leaves out bookkeeping, and keeps only what an update changed", () => {
    const words = describeAudit({
      action: "update",
      before: { status: "new", password: "old", updatedAt: "2031-01-01T00:00:00Z", isFeatured: false },
      after: { status: "new", password: "new", updatedAt: "2031-01-02T00:00:00Z", isFeatured: true },
    });
    expect(words.changes).toEqual([
      { field: "password", label: "Password", before: "(hidden)", after: "(hidden)" },
      { field: "isFeatured", label: "Is featured", before: "No", after: "Yes" },
    ]);
  });

  it("says only the parts of a structured field that changed, by name, never as JSON", () => {
    const day = (n: number, lodge: string) => ({ day: n, title: `Day ${n} title`, lodge, meals: "Full board" });
    const itinerary = [day(1, "Mara Camp"), day(2, "Mara Camp"), day(3, "Lake Lodge")];
    const changed = describeAudit({
      action: "update",
      before: { title: "Great Migration", itinerary },
      after: {
        title: "Great Migration",
        itinerary: [day(1, "Mara Camp"), day(2, "Mara Camp"), day(3, "Amboseli Lodge")],
      },
    });
    expect(changed.changes).toEqual([
      {
        field: "itinerary.Day 3 › Lodge",
        label: "Itinerary › Day 3 › Lodge",
        before: "Lake Lodge",
        after: "Amboseli Lodge",
      },
    ]);

    const wordings = describeAudit({
      action: "update",
      before: { name: "Your quote", wordings: { de: { subject: "Ihr Angebot", body: "Guten Tag" } } },
      after: {
        name: "Your quote",
        wordings: {
          de: { subject: "Ihr Angebot", body: "Guten Tag" },
          fr: { subject: "Votre devis", body: "Bonjour" },
        },
      },
    });
    expect(wordings.changes.map(changeInWords)).toEqual([
      "Wordings › French › Subject: none → Votre devis",
      "Wordings › French › Body: none → Bonjour",
    ]);

    const added = describeAudit({
      action: "create",
      before: null,
      after: { name: "Visa note", settings: { token: "s3cret", days: [1, 2] } },
    });
    const shown = added.changes.map(changeInWords).join("\n");
    expect(shown).toContain("Settings › Token: none → (hidden)");
    expect(shown).toContain("Settings › Days: none → 1, 2");
    expect(shown).not.toMatch(/[{}"]/);
    expect(shown).not.toContain("s3cret");
  });
});
