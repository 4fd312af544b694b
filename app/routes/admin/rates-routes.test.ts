// The staff rate editor's routes against a real database, signed in as a member of staff: saving a card's
// grid moves the quote and the rates version (noted with who did it) and writes an audit entry; overlapping
// seasons, overlapping children's bands, party tiers with a gap, a negative amount and a season ending
// before it starts are refused in words beside the field, and nothing changes.
import { rm } from "node:fs/promises";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, childBands, partyRates, rateCards, rateVersions, safariPackages, seasons } from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { RatesWriteError, saveSeason } from "~/features/quotes/rates/rates-admin.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as exchangeRoute from "./rates-exchange-rates";
import * as packageRoute from "./rates-package";
import * as seasonsRoute from "./rates-seasons";

/** A loader or action as the signed-in member of staff's browser would see it answered. */
function run(handler: RouteHandler, request: Request, params: Record<string, string>) {
  return routeOutcome(handler, request, params, context);
}

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staff: { id: string; email: string };
let packageId: number;

const PREVIEW = "start=2028-07-10&adults=2&residency=non_resident&singles=0";

async function latestVersion() {
  const [row] = await database.db.select().from(rateVersions).orderBy(desc(rateVersions.id)).limit(1);
  return row ?? null;
}

async function auditCount(tableName: string) {
  const [row] = await database.db.select({ total: count() }).from(auditLog).where(eq(auditLog.tableName, tableName));
  return Number(row?.total ?? 0);
}

async function preview() {
  const outcome = await run(packageRoute.loader, siteRequest(`/admin/rates/${packageId}?${PREVIEW}`, { cookie }), {
    packageId: String(packageId),
  });
  expect(outcome.status).toBe(200);
  return (outcome.body as Awaited<ReturnType<typeof packageRoute.loader>>).answer;
}

function postCard(values: Record<string, string>) {
  return run(
    packageRoute.action,
    siteRequest(`/admin/rates/${packageId}?${PREVIEW}`, {
      method: "POST",
      cookie,
      body: form({ intent: "card-non_resident", currency: "USD", ...values }),
    }),
    { packageId: String(packageId) },
  );
}

function postSeason(values: Record<string, string>) {
  return run(
    seasonsRoute.action,
    siteRequest("/admin/rates/seasons", { method: "POST", cookie, body: form({ intent: "save", ...values }) }),
    {},
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, staff, cookie } = await signedInStaff(database, "Neema Rates"));

  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "rates-test-safari", title: "Rates Test Safari", durationDays: 4, price: 1000, currency: "USD" })
    .returning({ id: safariPackages.id });
  packageId = pkg!.id;
  await database.db.insert(seasons).values([
    { name: "Long rains 2028", kind: "green", startsOn: "2028-04-01", endsOn: "2028-05-31" },
    { name: "High season 2028", kind: "high", startsOn: "2028-07-01", endsOn: "2028-10-31" },
  ]);
  const [card] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "non_resident", currency: "USD" })
    .returning({ id: rateCards.id });
  await database.db.insert(partyRates).values([
    { cardId: card!.id, season: "high", minTravellers: 1, maxTravellers: 1, perPersonPerNight: 60_000 },
    { cardId: card!.id, season: "high", minTravellers: 2, maxTravellers: 3, perPersonPerNight: 40_000 },
  ]);
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

describe("a package's rate card", () => {
  it("saves the grid: the preview's quote and the rates version move, noted and audited", async () => {
    const before = await preview();
    expect(before.errors).toBeNull();
    // Two adults, 3 nights at USD 400.00 each.
    expect(before.quote?.total).toBe(240_000);
    const versionBefore = await latestVersion();
    const auditsBefore = await auditCount("rate_cards");

    const saved = await postCard({
      "tier-0-min": "1",
      "tier-0-max": "1",
      "tier-0-high": "600",
      "tier-1-min": "2",
      "tier-1-max": "3",
      "tier-1-high": "455.50",
      "tier-1-green": "300",
      "single-high": "120",
      "band-0-min": "0",
      "band-0-max": "2",
      "band-0-kind": "free",
      "band-0-value": "",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(302);
    expect(saved.location).toBe(`/admin/rates/${packageId}?${PREVIEW}`);

    const after = await preview();
    expect(after.quote?.total).toBe(2 * 3 * 45_550);
    expect(after.quote?.ratesVersion).toBeGreaterThan(before.quote!.ratesVersion);
    const version = await latestVersion();
    expect(version!.id).toBeGreaterThan(versionBefore!.id);
    expect(version!.staffUserId).toBe(staff.id);
    expect(version!.note).toContain("Rates Test Safari");
    expect(await auditCount("rate_cards")).toBe(auditsBefore + 1);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ tableName: "rate_cards", action: "update", actorEmail: staff.email });
  });

  it("refuses a child band that overlaps another, and changes nothing", async () => {
    const version = await latestVersion();
    const bands = await database.db.select().from(childBands);
    const refused = await postCard({
      "tier-0-min": "1",
      "tier-0-max": "3",
      "tier-0-high": "500",
      "band-0-min": "0",
      "band-0-max": "5",
      "band-0-kind": "free",
      "band-1-min": "4",
      "band-1-max": "11",
      "band-1-kind": "percent",
      "band-1-value": "50",
    });
    expect(refused.status).toBe(400);
    const refusal = refused.body as FormRefusal;
    expect(refusal.intent).toBe("card-non_resident");
    expect(refusal.fieldErrors["band-1-min"]).toBe("Ages 4–11 overlap the band for ages 0–5.");
    expect(refusal.values["band-1-value"]).toBe("50");
    expect((await latestVersion())!.id).toBe(version!.id);
    expect(await database.db.select().from(childBands)).toEqual(bands);
  });

  it("refuses party tiers with a gap or an overlap, and a negative amount", async () => {
    const gap = await postCard({
      "tier-0-min": "1",
      "tier-0-max": "2",
      "tier-0-high": "500",
      "tier-1-min": "5",
      "tier-1-max": "8",
      "tier-1-high": "-40",
    });
    expect(gap.status).toBe(400);
    const gapRefusal = gap.body as FormRefusal;
    expect(gapRefusal.fieldErrors["tier-1-min"]).toBe("This leaves a gap: no tier covers parties of 3–4.");
    expect(gapRefusal.fieldErrors["tier-1-high"]).toBe("Enter an amount of 0 or more, not a negative one.");

    const overlap = await postCard({
      "tier-0-min": "1",
      "tier-0-max": "3",
      "tier-0-high": "500",
      "tier-1-min": "3",
      "tier-1-max": "6",
      "tier-1-high": "400",
    });
    expect((overlap.body as FormRefusal).fieldErrors["tier-1-min"]).toBe("Travellers 3–6 overlap the tier for 1–3.");
    expect((await preview()).quote?.total).toBe(2 * 3 * 45_550);
  });

  it("is only for signed-in staff posting from our own pages", async () => {
    const anonymous = await run(packageRoute.loader, siteRequest(`/admin/rates/${packageId}`), {
      packageId: String(packageId),
    });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login/);
    const crossSite = await run(
      packageRoute.action,
      siteRequest(`/admin/rates/${packageId}`, {
        method: "POST",
        cookie,
        origin: "https://elsewhere.example",
        body: form({ intent: "card-non_resident", currency: "USD", "tier-0-min": "1", "tier-0-max": "1" }),
      }),
      { packageId: String(packageId) },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("the season calendar", () => {
  it("refuses an overlapping season, naming the one it overlaps, and changes nothing", async () => {
    const before = await database.db.select().from(seasons);
    const version = await latestVersion();
    const refused = await postSeason({
      name: "Early dry 2028",
      kind: "shoulder",
      startsOn: "2028-05-20",
      endsOn: "2028-06-30",
    });
    expect(refused.status).toBe(400);
    expect((refused.body as FormRefusal).fieldErrors.startsOn).toBe(
      "This season overlaps Long rains 2028 (1 Apr – 31 May 2028).",
    );
    expect((refused.body as FormRefusal).intent).toBe("add");
    expect(await database.db.select().from(seasons)).toEqual(before);
    expect((await latestVersion())!.id).toBe(version!.id);
  });

  it("refuses a season that ends before it starts", async () => {
    const refused = await postSeason({
      name: "Backwards",
      kind: "green",
      startsOn: "2029-05-20",
      endsOn: "2029-05-01",
    });
    expect(refused.status).toBe(400);
    expect((refused.body as FormRefusal).fieldErrors.endsOn).toBe("The last day must be on or after the first day.");
  });

  it("adds, edits and deletes a season, each audited, and prices the new dates", async () => {
    const audits = await auditCount("seasons");
    const added = await postSeason({
      name: "Early dry 2028",
      kind: "shoulder",
      startsOn: "2028-06-01",
      endsOn: "2028-06-30",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(302);
    const [row] = await database.db.select().from(seasons).where(eq(seasons.name, "Early dry 2028"));
    expect(row).toMatchObject({ kind: "shoulder", startsOn: "2028-06-01", endsOn: "2028-06-30" });

    // Moving it onto the high season is refused, naming the high season.
    const clash = await postSeason({
      id: String(row!.id),
      name: "Early dry 2028",
      kind: "shoulder",
      startsOn: "2028-06-01",
      endsOn: "2028-07-05",
    });
    expect((clash.body as FormRefusal).fieldErrors.startsOn).toBe(
      "This season overlaps High season 2028 (1 Jul – 31 Oct 2028).",
    );
    expect((clash.body as FormRefusal).intent).toBe(`season-${row!.id}`);

    const edited = await postSeason({
      id: String(row!.id),
      name: "June 2028",
      kind: "green",
      startsOn: "2028-06-01",
      endsOn: "2028-06-30",
    });
    expect(edited.status).toBe(302);
    const removed = await run(
      seasonsRoute.action,
      siteRequest("/admin/rates/seasons", {
        method: "POST",
        cookie,
        body: form({ intent: "delete", id: String(row!.id) }),
      }),
      {},
    );
    expect(removed.status).toBe(302);
    expect(await database.db.select().from(seasons).where(eq(seasons.id, row!.id))).toEqual([]);
    expect(await auditCount("seasons")).toBe(audits + 3);
  });
});

describe("the database as the last guard", () => {
  it("turns its refusal of an overlapping season into words, with nothing written", async () => {
    const audits = await auditCount("seasons");
    const version = await latestVersion();
    await expect(
      saveSeason(database.db, {
        id: null,
        season: { name: "Sneaked in", kind: "high", startsOn: "2028-05-01", endsOn: "2028-05-02" },
        actor: { id: staff.id, email: staff.email },
      }),
    ).rejects.toThrow(new RatesWriteError("This season overlaps another one. Please check the dates."));
    expect(await auditCount("seasons")).toBe(audits);
    expect((await latestVersion())!.id).toBe(version!.id);
  });
});

describe("exchange rates", () => {
  it("saves a rate with its audit entry and refuses a negative one", async () => {
    const refused = await run(
      exchangeRoute.action,
      siteRequest("/admin/rates/exchange-rates", { method: "POST", cookie, body: form({ "rate-KES": "-129" }) }),
      {},
    );
    expect(refused.status).toBe(400);
    expect((refused.body as FormRefusal).fieldErrors["rate-KES"]).toBe("Enter a rate above 0, not a negative one.");
    const audits = await auditCount("exchange_rates");
    const saved = await run(
      exchangeRoute.action,
      siteRequest("/admin/rates/exchange-rates", { method: "POST", cookie, body: form({ "rate-KES": "129.25" }) }),
      {},
    );
    expect(saved.status).toBe(302);
    expect(await auditCount("exchange_rates")).toBe(audits + 1);
    const loaded = await run(exchangeRoute.loader, siteRequest("/admin/rates/exchange-rates", { cookie }), {});
    expect((loaded.body as { rates: Record<string, number> }).rates.KES).toBe(129.25);
  });
});
