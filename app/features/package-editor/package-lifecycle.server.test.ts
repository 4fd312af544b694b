// Archive, Restore and Delete on the package editor, posted as the portal posts them (real Request and FormData,
// signed-in sessions, a real database), as owner, manager and agent; and the generic Packages, Safaris and
// Itinerary days screens, which are lists opening the editor and refuse a delete or an edit posted to them.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, itineraryDays, partyRates, rateCards, safariPackages } from "~/db/schema";
import * as editPage from "~/routes/admin/package-edit";
import * as table from "~/routes/admin/table";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import { createTestTrip } from "../../../tests/support/trips";
import type { PackageLifecycleState } from "./package-lifecycle";

let database: TestDatabase;
let context: TestContext;
const cookies = { owner: "", manager: "", agent: "" };
type Role = keyof typeof cookies;

beforeAll(async () => {
  database = await createTestDatabase();
  let owner: string;
  ({ context, cookie: owner } = await signedInStaff(database, "Neema Owner"));
  cookies.owner = owner;
  cookies.manager = (await signedInStaff(database, "Baraka Manager", "manager")).cookie;
  cookies.agent = (await signedInStaff(database, "Juma Agent", "agent")).cookie;
});

afterAll(async () => {
  await database?.destroy();
});

function post(packageId: number, as: Role, values: Record<string, string>) {
  return routeOutcome(
    editPage.action as RouteHandler,
    siteRequest(`/admin/packages/${packageId}`, { method: "POST", cookie: cookies[as], body: form(values) }),
    { id: String(packageId) },
    context,
  );
}

async function packageRow(id: number) {
  const [row] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, id));
  return row;
}

async function unbookedPackage() {
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ title: "Lake Naivasha Day", slug: `naivasha-${Date.now()}-${Math.random()}`, durationDays: 2 })
    .returning();
  if (!pkg) throw new Error("no package");
  await database.db.insert(itineraryDays).values([
    { safariId: pkg.id, dayNumber: 1, title: "Boat ride to Crescent Island" },
    { safariId: pkg.id, dayNumber: 2, title: "Hell's Gate by bicycle" },
  ]);
  const [card] = await database.db
    .insert(rateCards)
    .values({ packageId: pkg.id, residency: "non_resident", currency: "USD" })
    .returning();
  await database.db
    .insert(partyRates)
    .values({ cardId: card?.id ?? 0, season: "high", minTravellers: 1, maxTravellers: 2, perPersonPerNight: 30_000 });
  return pkg;
}

describe("a package with bookings", () => {
  for (const role of ["owner", "manager"] as const) {
    it(`is refused deletion as ${role} with a 409 in words offering Archive, then archived and restored`, async () => {
      const { safari } = await createTestTrip(database.db);
      const deleting = await post(safari.id, role, { intent: "delete", confirm: "delete" });
      expect(deleting.status).toBe(409);
      const refusal = deleting.body as { intent: string; formError: string };
      expect(refusal.intent).toBe("delete");
      expect(refusal.formError).toContain("cannot be deleted: it has 1 booking");
      expect(refusal.formError).toContain("Archive it instead");
      expect(await packageRow(safari.id)).toBeDefined();

      const archiving = await post(safari.id, role, { intent: "archive" });
      expect(archiving.status).toBe(302);
      expect((await packageRow(safari.id))?.archivedAt).toBeInstanceOf(Date);
      const editor = await routeOutcome(
        editPage.loader as RouteHandler,
        siteRequest(`/admin/packages/${safari.id}`, { cookie: cookies[role] }),
        { id: String(safari.id) },
        context,
      );
      expect((editor.body as { lifecycle: PackageLifecycleState }).lifecycle).toMatchObject({ bookings: 1 });
      expect((editor.body as { lifecycle: PackageLifecycleState }).lifecycle.archivedAt).not.toBeNull();
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.tableName, "safari_packages"))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(entry?.before).toEqual({ archivedAt: null });

      expect((await post(safari.id, role, { intent: "restore" })).status).toBe(302);
      expect((await packageRow(safari.id))?.archivedAt).toBeNull();
    });
  }

  it("refuses an agent archive, restore and delete with a 403 in words, and nothing changes", async () => {
    const { safari } = await createTestTrip(database.db);
    const pkg = await unbookedPackage();
    for (const [id, intent] of [
      [safari.id, "archive"],
      [safari.id, "delete"],
      [pkg.id, "delete"],
      [pkg.id, "archive"],
    ] as const) {
      const outcome = await post(id, "agent", { intent, confirm: "delete" });
      expect(outcome.status).toBe(403);
      expect(JSON.stringify(outcome.body)).toContain("does not have access");
    }
    expect((await packageRow(safari.id))?.archivedAt).toBeNull();
    expect(await packageRow(pkg.id)).toBeDefined();
  });
});

describe("a package nobody booked", () => {
  it("asks for the confirmation box, then deletes it as manager with its days and rates listed in the audit", async () => {
    const pkg = await unbookedPackage();
    const unconfirmed = await post(pkg.id, "manager", { intent: "delete" });
    expect(unconfirmed.status).toBe(400);
    expect((unconfirmed.body as { formError: string }).formError).toContain("Nothing was deleted");
    expect(await packageRow(pkg.id)).toBeDefined();

    const deleted = await post(pkg.id, "manager", { intent: "delete", confirm: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/packages");
    expect(await packageRow(pkg.id)).toBeUndefined();
    expect(await database.db.select().from(itineraryDays).where(eq(itineraryDays.safariId, pkg.id))).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.rowId, String(pkg.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe("delete");
    const before = entry?.before as Record<string, unknown>;
    expect(before.itineraryDaysRemoved).toEqual([
      "Day 1: Boat ride to Crescent Island",
      "Day 2: Hell's Gate by bicycle",
    ]);
    expect(before.rateCardsRemoved).toEqual(["non-resident in USD: 1 party rates, 0 child bands"]);
    expect((before.removedRows as { partyRates: unknown[] }).partyRates).toHaveLength(1);
  });
});

describe("the generic package and itinerary screens", () => {
  for (const name of ["packages", "safaris", "itinerary_days", "safari_itineraries"]) {
    it(`${name}: a list whose rows open the package editor; a delete or edit posted to it is refused`, async () => {
      const { safari } = await createTestTrip(database.db);
      const [day] = await database.db.select().from(itineraryDays).where(eq(itineraryDays.safariId, safari.id));
      const id = name.includes("itiner") ? (day?.id ?? 0) : safari.id;
      const page = await routeOutcome(
        table.loader as RouteHandler,
        siteRequest(`/admin/${name}`, { cookie: cookies.manager }),
        { table: name },
        context,
      );
      const body = page.body as {
        view: { canEdit: boolean; canDelete: boolean };
        readLinks: Record<string, string>;
      };
      expect(body.view.canEdit).toBe(false);
      expect(body.view.canDelete).toBe(false);
      expect(body.readLinks[String(id)]).toMatch(new RegExp(`^/admin/packages/${safari.id}`));
      for (const intent of ["delete", "update"]) {
        const outcome = await routeOutcome(
          table.action as RouteHandler,
          siteRequest(`/admin/${name}`, {
            method: "POST",
            cookie: cookies.owner,
            body: form({ intent, id: String(id), title: "Rewritten" }),
          }),
          { table: name },
          context,
        );
        expect(outcome.status).toBe(403);
        expect(JSON.stringify(outcome.body)).toMatch(/is not allowed/);
      }
      expect(await packageRow(safari.id)).toBeDefined();
    });
  }
});
