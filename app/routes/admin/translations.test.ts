// The translation screens with real requests, a real database and real signed-in sessions: who may open and
// save them (an agent is refused in words), a save stored with the hash of its English and audited, the public
// pages' cache moved on, an emptied field removed, a list typed one item per line, a save made stale by
// someone else's refused with a 409 (the typed text kept), an outdated field, and the overview's counts.

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contentTranslations,
  destinationAttractions,
  destinations,
  itineraryDays,
  safariPackages,
} from "~/db/schema";
import { changeInWords } from "~/features/audit/audit-changes";
import { auditEntryView } from "~/features/audit/audit-log.server";
import { FORBIDDEN_MESSAGE } from "~/features/staff/staff-session.server";
import { sourceHash } from "~/features/translations/content-translations.server";
import {
  countMissingTranslations,
  type TranslationEditorData,
} from "~/features/translations/translation-editor.server";
import { readContentVersion } from "~/services/page-cache/content-version.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as layout from "./layout";
import * as editor from "./translation-editor";
import * as overview from "./translations";

let database: TestDatabase;
let context: TestContext;
let ownerCookie: string;
let managerCookie: string;
let agentCookie: string;
let managerId: string;
let packageId: number;
let dayIds: number[];
let destinationId: number;

const HIGHLIGHTS = ["Big Five game drives", "Sundowner on the escarpment"];

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie: ownerCookie } = await signedInStaff(database, "Akinyi Owner"));
  const manager = await signedInStaff(database, "Wanjiru Manager", "manager");
  managerCookie = manager.cookie;
  managerId = manager.staff.id;
  ({ cookie: agentCookie } = await signedInStaff(database, "Juma Agent", "agent"));
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({
      slug: "translation-mara",
      title: "Mara Translation Safari",
      description: "Three days on the plains.",
      durationDays: 2,
      location: "Maasai Mara",
      highlights: HIGHLIGHTS,
    })
    .returning();
  packageId = pkg!.id;
  const days = await database.db
    .insert(itineraryDays)
    .values([
      { safariId: packageId, dayNumber: 1, title: "Into the Mara", description: "Drive west.", meals: "Lunch" },
      { safariId: packageId, dayNumber: 2, title: "Balloon at dawn", description: "Float over the river." },
    ])
    .returning({ id: itineraryDays.id });
  dayIds = days.map((day) => day.id);
  const [destination] = await database.db
    .insert(destinations)
    .values({ slug: "translation-amboseli", name: "Translation Amboseli", region: "Kajiado", country: "Kenya" })
    .returning();
  destinationId = destination!.id;
  await database.db
    .insert(destinationAttractions)
    .values({ destinationId, name: "Observation Hill", description: "A view of Kilimanjaro." });
  // Three sign-ins (each hashes a password): more than the default minute on a busy machine.
}, 180_000);

afterAll(async () => {
  await database?.destroy();
});

const editorPath = (entity: string, id: number) => `/admin/translations/${entity}/${id}`;

async function load(entity = "package", id = packageId, cookie = ownerCookie) {
  return routeOutcome(
    editor.loader as RouteHandler,
    siteRequest(editorPath(entity, id), { cookie }),
    { entity, id: String(id) },
    context,
  );
}

async function view(entity = "package", id = packageId): Promise<TranslationEditorData> {
  const outcome = await load(entity, id);
  expect(outcome.status).toBe(200);
  return outcome.body as TranslationEditorData;
}

/** One language's form as the page posts it: its version and the English hashes shown, plus the fields typed. */
async function save(
  locale: string,
  fields: Record<string, string>,
  {
    cookie = managerCookie,
    entity = "package",
    id = packageId,
    version,
  }: Partial<{
    cookie: string;
    entity: string;
    id: number;
    version: string;
  }> = {},
) {
  const page = await view(entity, id);
  // The part of the page the fields are in (each part saves on its own), as its form posts it.
  const first = Object.keys(fields)[0] ?? "";
  const part =
    page.sections.find((section) => section.records.some((record) => record.fields.some((f) => f.name === first))) ??
    page.sections[0]!;
  const seen: Record<string, string> = {};
  for (const record of part.records) {
    for (const field of record.fields) seen[`seen.${field.name}`] = field.englishHash;
  }
  const values = {
    intent: `save:${locale}`,
    section: part.id,
    version: version ?? part.versions[locale as "fr"],
    ...seen,
    ...fields,
  };
  return routeOutcome(
    editor.action as RouteHandler,
    siteRequest(editorPath(entity, id), { method: "POST", cookie, body: form(values) }),
    { entity, id: String(id) },
    context,
  );
}

const rowsOf = (entity: string, id: number, locale: string) =>
  database.db
    .select()
    .from(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, entity as "package"),
        eq(contentTranslations.entityId, id),
        eq(contentTranslations.locale, locale as "fr"),
      ),
    );

function cell(page: TranslationEditorData, entity: string, id: number, field: string) {
  const found = page.sections
    .flatMap((section) => section.records)
    .find((record) => record.entity === entity && record.id === id)
    ?.fields.find((candidate) => candidate.field === field);
  if (!found) throw new Error(`no field ${entity} ${id} ${field}`);
  return found;
}

describe("who may translate", () => {
  it("refuses an agent the overview, the editor and its save, in words", async () => {
    const list = await routeOutcome(
      overview.loader as RouteHandler,
      siteRequest("/admin/translations", { cookie: agentCookie }),
      {},
      context,
    );
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ error: FORBIDDEN_MESSAGE });
    const page = await load("package", packageId, agentCookie);
    expect(page.status).toBe(403);
    expect(page.body).toMatchObject({ error: FORBIDDEN_MESSAGE });
    const posted = await routeOutcome(
      editor.action as RouteHandler,
      siteRequest(editorPath("package", packageId), {
        method: "POST",
        cookie: agentCookie,
        body: form({ intent: "save:fr", version: "x", [`package.${packageId}.title`]: "Safari" }),
      }),
      { entity: "package", id: String(packageId) },
      context,
    );
    expect(posted.status).toBe(403);
    expect(await rowsOf("package", packageId, "fr")).toHaveLength(0);
  });

  it("answers 404 for an unknown kind of record or id", async () => {
    expect((await load("review", packageId)).status).toBe(404);
    expect((await load("package", 999_999)).status).toBe(404);
    expect((await load("itinerary_day", 999_999)).status).toBe(404);
  });
});

describe("the editor", () => {
  it("shows the English and every language, field by field, all missing at first; the days and parts with it", async () => {
    const page = await view();
    expect(page).toMatchObject({ name: "Mara Translation Safari", englishPath: `/safaris/${packageId}` });
    expect(page.localPaths).toEqual({
      de: `/de/safaris/${packageId}`,
      fr: `/fr/safaris/${packageId}`,
      it: `/it/safari/${packageId}`,
      es: `/es/safaris/${packageId}`,
    });
    expect(page.sections.map((section) => section.id)).toEqual(["record", "itinerary"]);
    expect(page.sections[1]!.records.map((record) => record.name)).toEqual([
      "Day 1: Into the Mara",
      "Day 2: Balloon at dawn",
    ]);
    const title = cell(page, "package", packageId, "title");
    expect(title.english).toBe("Mara Translation Safari");
    expect(title.cells.fr).toMatchObject({ value: "", status: "missing" });
    // No English, nothing to translate: not counted as missing.
    expect(cell(page, "package", packageId, "included").cells.fr.status).toBe("no-english");
    expect(cell(page, "package", packageId, "highlights").english).toBe(HIGHLIGHTS.join("\n"));

    const destination = await view("destination", destinationId);
    expect(destination.sections.map((section) => section.id)).toEqual(["record", "attractions"]);
    const attraction = await view("attraction", destination.sections[1]!.records[0]!.id);
    expect(attraction.parent).toMatchObject({ entity: "destination", id: destinationId });
    expect(attraction.englishPath).toBe("/translation-amboseli");
  });

  it("saves one language: each row with the hash of its English, a list split by lines, a short field on one line, audited, the cache moved on", async () => {
    const versionBefore = await readContentVersion(database.db);
    const saved = await save("fr", {
      [`package.${packageId}.title`]: "  Safari de traduction\r\n au Mara ",
      [`package.${packageId}.highlights`]:
        "Safaris des Big Five\r\n\n  Apéritif au coucher du soleil sur l’escarpement  \n",
      // Another part's field in this part's post is not this save's: each part saves on its own.
      [`itinerary_day.${dayIds[0]}.title`]: "Pas dans cette partie",
    });
    expect(saved).toMatchObject({ status: 302, location: `${editorPath("package", packageId)}?lang=fr` });
    expect(await rowsOf("itinerary_day", dayIds[0]!, "fr")).toHaveLength(0);
    // The itinerary is saved from its own part, and the page comes back to it.
    const itinerary = await save("fr", {
      [`itinerary_day.${dayIds[0]}.title`]: "Cap sur le Mara",
      [`itinerary_day.${dayIds[0]}.meals`]: "",
    });
    expect(itinerary).toMatchObject({
      status: 302,
      location: `${editorPath("package", packageId)}?lang=fr#itinerary`,
    });

    const rows = await rowsOf("package", packageId, "fr");
    const byField = Object.fromEntries(rows.map((row) => [row.field, row]));
    expect(byField.title).toMatchObject({
      value: "Safari de traduction au Mara",
      sourceHash: sourceHash("Mara Translation Safari"),
      updatedBy: managerId,
    });
    expect(byField.highlights).toMatchObject({
      value: ["Safaris des Big Five", "Apéritif au coucher du soleil sur l’escarpement"],
      sourceHash: sourceHash(HIGHLIGHTS),
    });
    expect(sourceHash(HIGHLIGHTS)).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(byField).sort()).toEqual(["highlights", "title"]);
    const [day] = await rowsOf("itinerary_day", dayIds[0]!, "fr");
    expect(day).toMatchObject({ field: "title", value: "Cap sur le Mara", sourceHash: sourceHash("Into the Mara") });
    // Other languages untouched.
    expect(await rowsOf("package", packageId, "de")).toHaveLength(0);

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, "content_translations"))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.rowId])).toEqual([
      ["create", `package:${packageId}:fr`],
      ["create", `itinerary_day:${dayIds[0]}:fr`],
    ]);
    expect(entries[0]!.after).toMatchObject({ title: "Safari de traduction au Mara" });
    expect(entries[0]!.actorEmail).toMatch(/@heartbeest\.test$/);
    // The audit log says it in words and opens the record's translations.
    const logged = auditEntryView({ ...entries[1]!, actorName: "Wanjiru Manager" });
    expect(logged.record).toBe(`French translation of itinerary day #${dayIds[0]}`);
    expect(logged.href).toBe(`/admin/translations/itinerary_day/${dayIds[0]}`);
    expect(logged.verb).toBe("Added");
    expect(logged.changes.map(changeInWords)).toEqual(["Title: none → Cap sur le Mara"]);
    expect(await readContentVersion(database.db)).toBeGreaterThan(versionBefore);

    const page = await view();
    expect(cell(page, "package", packageId, "title").cells.fr).toMatchObject({
      value: "Safari de traduction au Mara",
      status: "translated",
      updatedBy: "Wanjiru Manager",
    });
    expect(cell(page, "package", packageId, "highlights").cells.fr.value).toBe(
      "Safaris des Big Five\nApéritif au coucher du soleil sur l’escarpement",
    );
  });

  it("refuses a post naming no part of the page with a 400 in words, and writes nothing", async () => {
    const before = await rowsOf("package", packageId, "es");
    const refused = await routeOutcome(
      editor.action as RouteHandler,
      siteRequest(editorPath("package", packageId), {
        method: "POST",
        cookie: managerCookie,
        body: form({ intent: "save:es", section: "gone", version: "x", [`package.${packageId}.title`]: "Safari" }),
      }),
      { entity: "package", id: String(packageId) },
      context,
    );
    expect(refused.status).toBe(400);
    expect((refused.body as { formError: string }).formError).toBe(
      "This request was not understood. Please reload the page.",
    );
    expect(await rowsOf("package", packageId, "es")).toEqual(before);
  });

  it("says so when nothing changed, and writes nothing", async () => {
    const before = await database.db.select().from(auditLog);
    const page = await view();
    const same = await save("fr", {
      [`package.${packageId}.title`]: cell(page, "package", packageId, "title").cells.fr.value,
    });
    expect(same.status).toBe(302);
    expect(await database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("removes a translation whose field is emptied (the page then shows the English)", async () => {
    expect(await save("fr", { [`package.${packageId}.highlights`]: "  \n " })).toMatchObject({ status: 302 });
    const rows = await rowsOf("package", packageId, "fr");
    expect(rows.map((row) => row.field)).toEqual(["title"]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.rowId, `package:${packageId}:fr`))
      .orderBy(auditLog.id)
      .then((all) => all.slice(-1));
    expect(entry).toMatchObject({ action: "update" });
    expect(entry!.after).toMatchObject({ highlights: null });
    expect(cell(await view(), "package", packageId, "highlights").cells.fr.status).toBe("missing");
  });

  it("refuses a save made stale by someone else's with a 409 in words, keeping what was typed", async () => {
    const stale = (await view()).sections[0]!.versions.de;
    // A save of another part (the itinerary) leaves this part's German as it was: not stale.
    const dayTitle = `itinerary_day.${dayIds[1]}.title`;
    expect(await save("de", { [dayTitle]: "Zweiter Tag" })).toMatchObject({ status: 302 });
    expect((await view()).sections[0]!.versions.de).toBe(stale);
    expect(await save("de", { [`package.${packageId}.title`]: "Mara-Übersetzungssafari" })).toMatchObject({
      status: 302,
    });
    const refused = await save(
      "de",
      { [`package.${packageId}.title`]: "Mara-Safari (meine Fassung)" },
      { cookie: ownerCookie, version: stale },
    );
    expect(refused.status).toBe(409);
    const body = refused.body as { formError: string; values: Record<string, string>; intent: string };
    expect(body.intent).toBe("save:de");
    expect(body.formError).toMatch(/Someone saved the German by Wanjiru Manager at .+, after you opened this page/);
    expect(body.values[`package.${packageId}.title`]).toBe("Mara-Safari (meine Fassung)");
    // Their version comes back in the form: saving again replaces theirs.
    expect(body.values.version).toBe((await view()).sections[0]!.versions.de);
    const [row] = await rowsOf("package", packageId, "de");
    expect(row!.value).toBe("Mara-Übersetzungssafari");
    const again = await save(
      "de",
      { [`package.${packageId}.title`]: "Mara-Safari (meine Fassung)" },
      { cookie: ownerCookie, version: body.values.version },
    );
    expect(again.status).toBe(302);
    expect((await rowsOf("package", packageId, "de"))[0]!.value).toBe("Mara-Safari (meine Fassung)");
  });

  it("refuses a field too long beside it, keeping the form's values, and saves nothing of that language", async () => {
    const refused = await save("it", {
      [`package.${packageId}.title`]: "Safari".repeat(100),
      [`package.${packageId}.location`]: "Masai Mara",
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      intent: "save:it",
      fieldErrors: { [`package.${packageId}.title`]: "Please keep it to 400 characters" },
      values: { [`package.${packageId}.location`]: "Masai Mara" },
    });
    expect(await rowsOf("package", packageId, "it")).toHaveLength(0);
  });

  it("marks a translation outdated when its English changes; ticking 'still fits' brings it up to date", async () => {
    await database.db
      .update(safariPackages)
      .set({ title: "Mara Translation Safari Classic" })
      .where(eq(safariPackages.id, packageId));
    let page = await view();
    expect(cell(page, "package", packageId, "title").cells.fr.status).toBe("outdated");
    expect(page.counts.fr.outdated).toBe(1);

    // Saved unchanged without the tick: still outdated.
    const title = `package.${packageId}.title`;
    await save("fr", { [title]: "Safari de traduction au Mara" });
    expect(cell(await view(), "package", packageId, "title").cells.fr.status).toBe("outdated");
    expect(await save("fr", { [title]: "Safari de traduction au Mara", [`confirm.${title}`]: "on" })).toMatchObject({
      status: 302,
    });
    page = await view();
    expect(cell(page, "package", packageId, "title").cells.fr.status).toBe("translated");
    const [row] = (await rowsOf("package", packageId, "fr")).filter((r) => r.field === "title");
    expect(row!.sourceHash).toBe(sourceHash("Mara Translation Safari Classic"));
  });

  it("saves an itinerary day opened on its own page", async () => {
    const day = dayIds[1]!;
    const page = await view("itinerary_day", day);
    expect(page.parent).toMatchObject({ entity: "package", id: packageId });
    expect(page.localPaths?.es).toBe(`/es/safaris/${packageId}`);
    const saved = await save(
      "es",
      { [`itinerary_day.${day}.title`]: "Globo al amanecer" },
      {
        entity: "itinerary_day",
        id: day,
      },
    );
    expect(saved).toMatchObject({ status: 302, location: `${editorPath("itinerary_day", day)}?lang=es` });
    expect((await rowsOf("itinerary_day", day, "es"))[0]!.value).toBe("Globo al amanecer");
  });
});

describe("the overview and the navigation's count", () => {
  it("counts missing and outdated fields per language, filters by name, kind and language, and agrees with the navigation", async () => {
    const outcome = await routeOutcome(
      overview.loader as RouteHandler,
      siteRequest("/admin/translations", { cookie: managerCookie }),
      {},
      context,
    );
    expect(outcome.status).toBe(200);
    const all = outcome.body as Awaited<ReturnType<typeof overview.loader>>;
    const pkg = all.rows.find((row) => row.kind === "package" && row.id === packageId)!;
    // Package: title, description, location, highlights (included and excluded are empty); two days of four.
    expect(pkg.fields).toBe(4 + 4 + 4);
    expect(pkg.includes).toBe("With 2 itinerary days");
    expect(pkg.href).toBe(editorPath("package", packageId));
    // French: title and day 1's title translated.
    expect(pkg.counts.fr).toEqual({ missing: 10, outdated: 0 });
    const missingEverywhere = Object.values(all.totals).reduce((sum, counts) => sum + counts.missing, 0);
    expect(await countMissingTranslations(database.db)).toBe(missingEverywhere);

    const filtered = await routeOutcome(
      overview.loader as RouteHandler,
      siteRequest("/admin/translations?kind=destination&lang=fr&todo=1", { cookie: managerCookie }),
      {},
      context,
    );
    const some = filtered.body as typeof all;
    expect(some.filters).toEqual({ kind: "destination", locale: "fr", todo: true, query: "" });
    expect(some.rows.map((row) => row.name)).toEqual(["Translation Amboseli"]);
    expect(some.rows[0]!.includes).toBe("With 1 attraction");

    // The name box finds records by any part of their name, whatever the case.
    const byName = await routeOutcome(
      overview.loader as RouteHandler,
      siteRequest("/admin/translations?q=%20amboSELI%20", { cookie: managerCookie }),
      {},
      context,
    );
    expect((byName.body as typeof all).rows.map((row) => row.name)).toEqual(["Translation Amboseli"]);
    const unreadable = await routeOutcome(
      overview.loader as RouteHandler,
      siteRequest("/admin/translations?q=%00", { cookie: managerCookie }),
      {},
      context,
    );
    expect(unreadable.status).toBe(400);

    const frame = await routeOutcome(layout.loader, siteRequest("/admin", { cookie: managerCookie }), {}, context);
    expect((frame.body as { missingTranslations: number }).missingTranslations).toBe(missingEverywhere);
    const agentFrame = await routeOutcome(layout.loader, siteRequest("/admin", { cookie: agentCookie }), {}, context);
    expect((agentFrame.body as { missingTranslations: number | null }).missingTranslations).toBeNull();
  });
});
