// The package editor against a real database, posted as a signed-in member of staff's browser posts it: days
// reordered, added and removed in one save (ids kept), audited, the public pages' cache moved on; the editor's
// buttons answer without saving; mistakes and a taken address refused beside their fields with everything kept;
// a save after someone else's answered 409 in words; /safaris/{slug} leads to the package's page.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import * as editPage from "~/routes/admin/package-edit";
import * as newPage from "~/routes/admin/package-new";
import * as table from "~/routes/admin/table";
import * as safariPage from "~/routes/site/safari-detail";
import { readContentVersion } from "~/services/page-cache/content-version.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteOutcome,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import type { PackageDraft } from "./package-draft";
import type { EditorActionData } from "./package-editor-types";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let agentCookie: string;
let packageId: number;
let dayIds: number[];
let parkId: number;
let hotelId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Neema Owner"));
  ({ cookie: agentCookie } = await signedInStaff(database, "Juma Agent", "agent"));
  const { db } = database;
  const [park] = await db
    .insert(parks)
    .values({ name: "Maasai Mara National Reserve", slug: "maasai-mara-reserve", country: "Kenya" })
    .returning();
  const [hotel] = await db
    .insert(hotelsLodges)
    .values({ name: "Mara Tented Camp", slug: "mara-tented-camp", location: "Maasai Mara" })
    .returning();
  const [pkg] = await db
    .insert(safariPackages)
    .values({ title: "Mara Classic", slug: "mara-classic", durationDays: 3, price: 1800, currency: "USD" })
    .returning();
  await db.insert(safariPackages).values({ title: "Amboseli Elephants", slug: "amboseli-elephants", durationDays: 2 });
  if (!park || !hotel || !pkg) throw new Error("set-up rows missing");
  parkId = park.id;
  hotelId = hotel.id;
  packageId = pkg.id;
  const days = await db
    .insert(itineraryDays)
    .values([
      { safariId: pkg.id, dayNumber: 1, title: "Nairobi to the Mara", meals: "Lunch and dinner" },
      { safariId: pkg.id, dayNumber: 2, title: "Full day in the Mara", meals: "All meals" },
    ])
    .returning();
  dayIds = days.map((day) => day.id);
});

afterAll(async () => {
  await database?.destroy();
});

const path = () => `/admin/packages/${packageId}`;

async function loadEditor(as = cookie) {
  return routeOutcome(editPage.loader, siteRequest(path(), { cookie: as }), { id: String(packageId) }, context);
}

async function currentDraft(): Promise<PackageDraft> {
  const outcome = await loadEditor();
  return (outcome.body as { draft: PackageDraft }).draft;
}

/** The editor's form as the page posts it, from a draft. */
function editorForm(draft: PackageDraft, intent: string, changes: Partial<Record<string, string>> = {}) {
  const values: [string, string][] = [
    ["intent", intent],
    ["version-basics", draft.versions.basics],
    ["version-texts", draft.versions.texts],
    ["version-itinerary", draft.versions.itinerary],
    ["title", draft.title],
    ["slug", draft.slug],
    ["durationDays", draft.durationDays],
    ["price", draft.price],
    ["currency", draft.currency],
    ["location", draft.location],
    ["minimumAge", draft.minimumAge],
    ["description", draft.description],
  ];
  if (draft.pricePerPerson) values.push(["pricePerPerson", "on"]);
  for (const list of ["highlights", "included", "excluded"] as const) {
    for (const item of draft[list]) values.push([list, item]);
  }
  for (const day of draft.days) {
    values.push(["day", day.key]);
    for (const field of ["title", "description", "accommodation", "meals", "parkId", "hotelId"] as const) {
      values.push([`day-${day.key}-${field}`, day[field]]);
    }
  }
  const body = new FormData();
  for (const [name, value] of values) body.append(name, changes[name] ?? value);
  for (const [name, value] of Object.entries(changes)) {
    if (!values.some(([known]) => known === name) && value !== undefined) body.append(name, value);
  }
  return body;
}

function post(body: FormData, options: { as?: string; id?: number | null } = {}): Promise<RouteOutcome> {
  const id = options.id === undefined ? packageId : options.id;
  const module = id === null ? newPage : editPage;
  return routeOutcome(
    module.action,
    siteRequest(id === null ? "/admin/packages/new" : `/admin/packages/${id}`, {
      method: "POST",
      cookie: options.as ?? cookie,
      body,
    }),
    id === null ? {} : { id: String(id) },
    context,
  );
}

async function savedDays() {
  return database.db
    .select()
    .from(itineraryDays)
    .where(eq(itineraryDays.safariId, packageId))
    .orderBy(itineraryDays.dayNumber);
}

describe("the package editor", () => {
  it("is refused, in words, to an account without the content permission", async () => {
    const outcome = await loadEditor(agentCookie);
    expect(outcome.status).toBe(403);
    const posted = await post(form({ intent: "save" }), { as: agentCookie });
    expect(posted.status).toBe(403);
  });

  it("moves a day up without saving anything, keeping every word typed", async () => {
    const draft = await currentDraft();
    const [first, second] = dayIds.map(String);
    const outcome = await post(editorForm(draft, `day-up:${second}`, { title: "Mara Classic (typed, unsaved)" }));
    expect(outcome.status).toBe(200);
    const answer = outcome.body as EditorActionData;
    expect(answer.status).toBe("draft");
    expect(answer.draft?.days.map((day) => day.key)).toEqual([second, first]);
    expect(answer.draft?.title).toBe("Mara Classic (typed, unsaved)");
    const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    expect(pkg?.title).toBe("Mara Classic");
  });

  it("saves the package with its days reordered, added and edited; audited; the public cache moves on", async () => {
    const draft = await currentDraft();
    const versionBefore = await readContentVersion(database.db);
    const [first, second] = draft.days;
    if (!first || !second) throw new Error("two days expected");
    const reordered: PackageDraft = {
      ...draft,
      title: "Mara Classic Safari",
      highlights: ["Big cats", ""],
      days: [
        { ...second, parkId: String(parkId), hotelId: String(hotelId), accommodation: "Mara Tented Camp" },
        first,
        {
          key: "n1",
          title: "Back to Nairobi",
          description: "",
          accommodation: "",
          meals: "Breakfast",
          parkId: "",
          hotelId: "",
        },
      ],
    };
    const outcome = await post(editorForm(reordered, "save"));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(path());

    const days = await savedDays();
    expect(days.map((day) => [day.dayNumber, day.title])).toEqual([
      [1, "Full day in the Mara"],
      [2, "Nairobi to the Mara"],
      [3, "Back to Nairobi"],
    ]);
    // Kept days keep their ids; the new one says 'Not specified' where nothing was typed.
    expect(days[0]?.id).toBe(dayIds[1]);
    expect(days[1]?.id).toBe(dayIds[0]);
    expect(days[0]).toMatchObject({ parkId, hotelId, accommodation: "Mara Tented Camp" });
    expect(days[2]?.accommodation).toBe("Not specified");
    const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    expect(pkg).toMatchObject({ title: "Mara Classic Safari", highlights: ["Big cats"] });

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "safari_packages"), eq(auditLog.rowId, String(packageId))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.action).toBe("update");
    expect(entry?.before).toMatchObject({ title: "Mara Classic" });
    expect((entry?.after as { days?: unknown[] } | undefined)?.days).toHaveLength(3);
    expect(await readContentVersion(database.db)).toBeGreaterThan(versionBefore);
  });

  it("refuses mistakes beside their fields, with the whole draft kept", async () => {
    const draft = await currentDraft();
    const outcome = await post(
      editorForm(draft, "save", {
        title: "",
        slug: "amboseli-elephants",
        durationDays: "2",
        description: "Kept words",
      }),
    );
    expect(outcome.status).toBe(400);
    const refusal = outcome.body as Extract<EditorActionData, { status: "error" }>;
    expect(refusal.fieldErrors).toMatchObject({
      title: "Title is required",
      durationDays: expect.stringContaining("itinerary has 3 days"),
    });
    expect(refusal.draft?.description).toBe("Kept words");
    expect(refusal.draft?.days).toHaveLength(3);

    // The address is checked once the rest is right: another package has it.
    const taken = await post(editorForm(draft, "save", { slug: "amboseli-elephants" }));
    expect(taken.status).toBe(400);
    expect((taken.body as { fieldErrors: Record<string, string> }).fieldErrors.slug).toContain("Amboseli Elephants");
  });

  it("answers 409 when someone saved after the editing began; saving again replaces theirs", async () => {
    const stale = await currentDraft();
    // Someone else (the Itinerary days screen) renames a day meanwhile.
    await database.db
      .update(itineraryDays)
      .set({ title: "Renamed elsewhere" })
      .where(eq(itineraryDays.id, dayIds[0] ?? 0));

    const outcome = await post(editorForm(stale, "save", { description: "Mine" }));
    expect(outcome.status).toBe(409);
    const refusal = outcome.body as Extract<EditorActionData, { status: "error" }>;
    expect(refusal.formError).toContain("Someone saved this package");
    expect(refusal.draft?.description).toBe("Mine");
    expect(refusal.draft?.versions.itinerary).not.toBe(stale.versions.itinerary);
    expect((await savedDays()).some((day) => day.title === "Renamed elsewhere")).toBe(true);

    if (!refusal.draft) throw new Error("draft expected");
    const again = await post(editorForm(refusal.draft, "save"));
    expect(again.status).toBe(302);
    const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    expect(pkg?.description).toBe("Mine");
  });

  it("saves one part alone, answered in place with the other parts as typed and not saved", async () => {
    const draft = await currentDraft();
    const posted = editorForm(draft, "save:texts", {
      description: "Saved on its own",
      title: "Typed, not saved",
      [`day-${draft.days[0]?.key}-title`]: "Typed day, not saved",
    });
    const outcome = await post(posted);
    expect(outcome.status).toBe(200);
    const answer = outcome.body as Extract<EditorActionData, { status: "saved" }>;
    expect(answer).toMatchObject({ status: "saved", part: "texts", focus: "save-texts" });
    expect(answer.said).toBe("Texts saved: the public page shows the change now.");
    // The answer keeps what was typed elsewhere, and the other parts' versions their editing began from.
    expect(answer.draft.title).toBe("Typed, not saved");
    expect(answer.draft.days[0]?.title).toBe("Typed day, not saved");
    expect(answer.draft.versions.basics).toBe(draft.versions.basics);
    expect(answer.draft.versions.texts).not.toBe(draft.versions.texts);
    const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    expect(pkg).toMatchObject({ description: "Saved on its own", title: draft.title });
    expect((await savedDays()).some((day) => day.title === "Typed day, not saved")).toBe(false);

    // Someone else's save of another part does not stand in the way of this part's next save.
    await database.db
      .update(safariPackages)
      .set({ location: "Changed elsewhere" })
      .where(eq(safariPackages.id, packageId));
    const basics = await post(editorForm(answer.draft, "save:basics"));
    expect(basics.status).toBe(409);
    expect((basics.body as { formError: string }).formError).toContain("Someone saved the basics of this package");
    const itinerary = await post(editorForm(answer.draft, "save:itinerary"));
    expect(itinerary.status).toBe(200);
    expect((await savedDays()).map((day) => day.title)).toContain("Typed day, not saved");
    const [after] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, packageId));
    expect(after).toMatchObject({ location: "Changed elsewhere", title: draft.title, description: "Saved on its own" });
  });

  it("checks a part beside the others as saved: more days than the saved duration is refused on the days", async () => {
    const draft = await currentDraft();
    const extra = {
      key: "n1",
      title: "One more",
      description: "",
      accommodation: "",
      meals: "",
      parkId: "",
      hotelId: "",
    };
    // A longer duration typed under Basics but not saved does not count for the itinerary's save.
    const longer = { ...draft, durationDays: "9", days: [...draft.days, extra] };
    const outcome = await post(editorForm({ ...longer, durationDays: draft.days.length.toString() }, "save:itinerary"));
    expect(outcome.status).toBe(400);
    expect((outcome.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      days: `The itinerary has ${draft.days.length + 1} days but the saved duration is ${draft.days.length}: save a longer duration under Basics first, or remove a day`,
    });
    // A Basics save is not refused for a mistake under Texts it does not save.
    const shorter = await post(
      editorForm(draft, "save:basics", { durationDays: "1", description: "x".repeat(10_001) }),
    );
    expect((shorter.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      durationDays: `The saved itinerary has ${draft.days.length} days: give at least ${draft.days.length}, or remove days under Itinerary and save it first`,
    });
    const unknown = await post(editorForm(draft, "save:rates"));
    expect(unknown.status).toBe(400);
  });

  it("adds a new package, its address made from the title", async () => {
    const empty = (await routeOutcome(newPage.loader, siteRequest("/admin/packages/new", { cookie }), {}, context))
      .body as { draft: PackageDraft };
    const draft: PackageDraft = {
      ...empty.draft,
      title: "Samburu & Laikipia",
      durationDays: "5",
      days: [{ key: "n1", title: "Fly north", description: "", accommodation: "", meals: "", parkId: "", hotelId: "" }],
    };
    const outcome = await post(editorForm(draft, "save"), { id: null });
    expect(outcome.status).toBe(302);
    const [created] = await database.db
      .select()
      .from(safariPackages)
      .where(eq(safariPackages.slug, "samburu-and-laikipia"));
    expect(created).toBeDefined();
    expect(outcome.location).toBe(`/admin/packages/${created?.id}`);
  });

  it("opens from the generic Packages and Safaris tables' Edit and Add", async () => {
    for (const [url, name, target] of [
      [`/admin/packages?edit=${packageId}`, "packages", path()],
      [`/admin/Safaris?edit=${packageId}`, "Safaris", path()],
      ["/admin/packages?new=1", "packages", "/admin/packages/new"],
    ] as const) {
      const outcome = await routeOutcome(table.loader, siteRequest(url, { cookie }), { table: name }, context);
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(target);
    }
  });
});

describe("/safaris/{slug}", () => {
  it("leads to the package's page by id; an unknown slug is still 'Safari not found'", async () => {
    const outcome = await routeOutcome(
      safariPage.loader,
      siteRequest("/safaris/mara-classic"),
      { id: "mara-classic" },
      context,
    );
    expect(outcome.status).toBe(301);
    expect(outcome.location).toBe(`/safaris/${packageId}`);
    const unknown = await routeOutcome(
      safariPage.loader,
      siteRequest("/safaris/no-such-safari"),
      { id: "no-such-safari" },
      context,
    );
    expect(unknown.status).toBe(404);
  });
});
