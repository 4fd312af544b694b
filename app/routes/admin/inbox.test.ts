// /admin/inbox's loader and action with real requests against a real database: the list answers a signed-in
// member of staff (odd filters in words, never a failure), and every refusal of the bulk form comes back in
// words with what was ticked kept: nothing ticked or no owner chosen (400), another site's post (403), ids
// that are not enquiries or a list out of date (409). Success goes back to the same list with a toast.
import { rm } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { enquiries, inboxSavedViews } from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { seenToken } from "~/features/inbox/inbox-seen";
import { runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { signedInStaff, siteRequest, type TestContext } from "../../../tests/support/staff-sessions";
import * as inboxRoute from "./inbox";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staff: { id: string; email: string; name: string };

function formOf(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

async function post(search: string, entries: [string, string][], origin?: string | null) {
  const request = siteRequest(`/admin/inbox${search}`, { method: "POST", cookie, body: formOf(entries), origin });
  return runRoute<FormRefusal>(() => inboxRoute.action({ request, params: {}, context } as never));
}

async function load(search: string) {
  const request = siteRequest(`/admin/inbox${search}`, { cookie });
  return runRoute<Awaited<ReturnType<typeof inboxRoute.loader>>>(() =>
    inboxRoute.loader({ request, params: {}, context } as never),
  );
}

async function toastOf(headers: Headers): Promise<{ title: string; description?: string } | null> {
  const set = headers.getSetCookie().find((value) => value.startsWith(`${toastCookie.name}=`));
  return set ? await toastCookie.parse(set.split(";")[0] ?? "") : null;
}

/** Three fresh enquiries and the seen tokens a list showing them would post. */
async function threeEnquiries(prefix: string) {
  const ids: number[] = [];
  for (const name of ["A", "B", "C"]) {
    ids.push(
      (await addInquiryEnquiry(database.db, { name: `${prefix} ${name}`, email: `${prefix}${name}@example.com` }))
        .enquiry.id,
    );
  }
  const rows = await database.db.select().from(enquiries).where(inArray(enquiries.id, ids)).orderBy(enquiries.id);
  const seen = rows.map((row): [string, string] => ["seen", seenToken(row)]);
  return { ids, seen };
}

async function owners(ids: number[]) {
  const rows = await database.db.select().from(enquiries).where(inArray(enquiries.id, ids)).orderBy(enquiries.id);
  return rows.map((row) => row.ownerId);
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, staff, cookie } = await signedInStaff(database, "Akinyi Wafula"));
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

describe("the list", () => {
  it("sends a visitor without a session to sign in, and back", async () => {
    const request = siteRequest("/admin/inbox?owner=me");
    const outcome = await runRoute(() => inboxRoute.loader({ request, params: {}, context } as never));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/login?redirectTo=${encodeURIComponent("/admin/inbox?owner=me")}`);
  });

  it("answers odd filters with the list and a sentence for each", async () => {
    await addInquiryEnquiry(database.db, { name: "Listed Person", email: "listed@example.com" });
    const outcome = await load("?stage=won&clock=soon&from=31-12-2026&owner=nobody-we-know&page=abc");
    expect(outcome.status).toBe(200);
    expect(outcome.body?.notices).toEqual([
      "Stage “won” is not one the inbox knows; showing every stage.",
      "No member of staff has that id; showing every owner.",
      "Clock “soon” is not one the inbox knows; showing every clock.",
      "From “31-12-2026” is not a date; it was left out.",
    ]);
    expect(outcome.body?.rows.map((row) => row.name)).toContain("Listed Person");
    expect(outcome.body?.me).toEqual({ id: staff.id, name: "Akinyi Wafula" });
  });
});

describe("a search no one could type", () => {
  it("is refused with a 400 in words, as on every staff list", async () => {
    const outcome = await load("?q=a%00b");
    expect(outcome.status).toBe(400);
    expect(outcome.body).toEqual({ error: "Search terms cannot contain control characters." });
  });
});

describe("the bulk form", () => {
  it("assigns the ticked enquiries and goes back to the same list with the outcome in words", async () => {
    const { ids, seen } = await threeEnquiries("Ticked");
    const outcome = await post("?owner=none&page=1", [
      ...seen,
      ["ids", String(ids[0])],
      ["ids", String(ids[2])],
      ["owner", "me"],
      ["intent", "assign"],
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/inbox?owner=none");
    expect(await toastOf(outcome.headers)).toMatchObject({ title: "Assigned 2 enquiries to you." });
    expect(await owners(ids)).toEqual([staff.id, null, staff.id]);
  });

  it("names a colleague it assigned to, and one row's own button takes just that one", async () => {
    const colleague = await addStaff(database.db, "Baraka Otieno");
    const { ids, seen } = await threeEnquiries("Colleague");
    const toColleague = await post("", [
      ...seen,
      ["ids", String(ids[1])],
      ["owner", colleague.id],
      ["intent", "assign"],
    ]);
    expect(await toastOf(toColleague.headers)).toMatchObject({ title: "Assigned 1 enquiry to Baraka Otieno." });
    const take = await post("", [...seen, ["ids", String(ids[1])], ["intent", `take:${ids[0]}`]]);
    expect(take.status).toBe(302);
    expect(await owners(ids)).toEqual([staff.id, colleague.id, null]);
  });

  it("without script, 'Select all on this page' changes every row the page showed", async () => {
    const { ids, seen } = await threeEnquiries("All");
    const outcome = await post("", [...seen, ["scope", "page"], ["intent", "close"]]);
    expect(await toastOf(outcome.headers)).toMatchObject({ title: "Closed 3 enquiries." });
    const rows = await database.db.select().from(enquiries).where(inArray(enquiries.id, ids));
    expect(rows.every((row) => row.closedAt !== null)).toBe(true);
  });

  it("refuses nothing ticked (400) in words, keeping the choice of owner", async () => {
    const { seen } = await threeEnquiries("None");
    const outcome = await post("", [...seen, ["owner", "none"], ["intent", "assign"]]);
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      intent: "bulk",
      formError: "Select at least one enquiry first: tick its box, or Select all on this page.",
      values: { ids: "", owner: "none" },
    });
  });

  it("refuses no owner chosen (400), the ticks kept", async () => {
    const { ids, seen } = await threeEnquiries("NoOwner");
    const outcome = await post("", [
      ...seen,
      ["ids", String(ids[0])],
      ["ids", String(ids[1])],
      ["owner", ""],
      ["intent", "assign"],
    ]);
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      formError: "Choose who to assign them to.",
      values: { ids: `${ids[0]},${ids[1]}` },
    });
    expect(await owners(ids)).toEqual([null, null, null]);
  });

  it("refuses another site's post (403) before anything changes", async () => {
    const { ids, seen } = await threeEnquiries("CrossSite");
    const outcome = await post(
      "",
      [...seen, ["ids", String(ids[0])], ["owner", "me"], ["intent", "assign"]],
      "https://evil.example",
    );
    expect(outcome.status).toBe(403);
    expect(outcome.body).toEqual({ error: "This form was sent from another site and has been refused." });
    expect(await owners(ids)).toEqual([null, null, null]);
  });

  it("refuses a list out of date (409) in words, changing nothing, the ticks kept", async () => {
    const colleague = await addStaff(database.db, "Chege Mwangi");
    const { ids, seen } = await threeEnquiries("Stale");
    await database.db
      .update(enquiries)
      .set({ ownerId: colleague.id })
      .where(eq(enquiries.id, ids[1] as number));
    const outcome = await post("", [
      ...seen,
      ["ids", String(ids[0])],
      ["ids", String(ids[1])],
      ["owner", "me"],
      ["intent", "assign"],
    ]);
    expect(outcome.status).toBe(409);
    expect(outcome.body?.formError).toBe(
      "Nothing was changed: since you loaded the list, Stale B’s enquiry is now with Chege Mwangi. The list now shows the latest; check it and try again.",
    );
    expect(outcome.body?.values).toMatchObject({ ids: `${ids[0]},${ids[1]}` });
    expect(await owners(ids)).toEqual([null, colleague.id, null]);
  });

  it("refuses ids that are not enquiries (409), and ids that are not numbers (400)", async () => {
    const { ids, seen } = await threeEnquiries("Foreign");
    const missing = await post("", [...seen, ["ids", String(ids[0])], ["ids", "999999"], ["intent", "close"]]);
    expect(missing.status).toBe(409);
    expect(missing.body?.formError).toContain("one of the selected enquiries is no longer there");
    const junk = await post("", [...seen, ["ids", "1; drop table"], ["intent", "close"]]);
    expect(junk.status).toBe(400);
    expect(junk.body?.formError).toBe("This request was not understood. Reload the page and try again.");
    const unknown = await post("", [["intent", "explode"]]);
    expect(unknown.status).toBe(400);
  });
});

describe("saved views", () => {
  it("keeps the list's own reading of the filters under a name, and goes there", async () => {
    const outcome = await post("?owner=me", [
      ["intent", "save-view"],
      ["name", "Mine, waiting"],
      ["query", "?clock=waiting&owner=me&stage=bogus&page=4"],
    ]);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/inbox?owner=me&clock=waiting");
    expect(await toastOf(outcome.headers)).toMatchObject({ title: "Saved the view “Mine, waiting”." });
    const loaded = await load("");
    expect(loaded.body?.views).toMatchObject([{ name: "Mine, waiting", query: "owner=me&clock=waiting" }]);
  });

  it("refuses a view without a name (400), what was typed kept", async () => {
    const outcome = await post("", [
      ["intent", "save-view"],
      ["name", "   "],
      ["query", "owner=me"],
    ]);
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      intent: "save-view",
      formError: "Give the view a name, such as “Mine, waiting”.",
    });
  });

  it("deletes one's own view; another's is not found (404)", async () => {
    const other = await addStaff(database.db, "Someone Else");
    const [theirs] = await database.db
      .insert(inboxSavedViews)
      .values({ staffUserId: other.id, name: "Theirs", query: "kind=chat" })
      .returning();
    const refused = await post("", [
      ["intent", "delete-view"],
      ["viewId", String(theirs?.id)],
    ]);
    expect(refused.status).toBe(404);
    expect(refused.body?.intent).toBe("delete-view");
    expect((await database.db.select().from(inboxSavedViews).where(eq(inboxSavedViews.id, theirs!.id))).length).toBe(1);

    const mine = (await load("")).body?.views[0];
    const deleted = await post("?kind=chat", [
      ["intent", "delete-view"],
      ["viewId", String(mine?.id)],
    ]);
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/admin/inbox?kind=chat");
    expect(await toastOf(deleted.headers)).toMatchObject({ title: "Deleted the view “Mine, waiting”." });
  });
});
