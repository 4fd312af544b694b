// GET /api/quote against a real, seeded database, called as React Router calls it: what a traveller's
// browser (or anyone) gets for every sample package, and the 400/404 answers for bad questions.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safariPackages } from "~/db/schema";
import { seedDatabase } from "~/db/seed/seed.server";
import { addDays, BUSINESS_TIME_ZONE, todayIn } from "~/features/bookings/calendar-date";
import type { Quote } from "~/features/quotes/rate-book";
import { testContext } from "~/features/staff/test-support.server";
import { BUSINESS_TERMS } from "~/utils/constants";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { loader } from "./quote";

let database: TestDatabase;
let packageIds: number[];
let firstPackage: number;
const today = todayIn(BUSINESS_TIME_ZONE);
const nextYear = Number(today.slice(0, 4)) + 1;
/** Mid-July and mid-April of next year: high and green season in the sample calendar. */
const HIGH_START = `${nextYear}-07-14`;
const GREEN_START = `${nextYear}-04-14`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  packageIds = (await database.db.select({ id: safariPackages.id }).from(safariPackages)).map((row) => row.id);
  firstPackage = packageIds[0] ?? 0;
});
afterAll(async () => {
  await database.destroy();
});

function context(): AppLoadContext {
  return testContext(database);
}

type Params = Record<string, string | number | undefined>;

async function ask(params: Params) {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const response = await loader({
    request: new Request(`http://localhost/api/quote?${query}`),
    params: {},
    context: context(),
  } as Parameters<typeof loader>[0]);
  return { status: response.status, headers: response.headers, body: (await response.json()) as never };
}

async function quote(params: Params): Promise<Quote> {
  const answer = await ask(params);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const sum = (quote: Quote) => quote.lines.reduce((total, line) => total + (line.amount ?? Number.NaN), 0);

describe("every sample package has an exact price", () => {
  it("for two non-resident adults in high season: lines sum to the total; 30% deposit; balance 60 days before", async () => {
    expect(packageIds.length).toBeGreaterThanOrEqual(5);
    for (const id of packageIds) {
      const given = await quote({ package: id, start: HIGH_START, adults: 2, residency: "non_resident" });
      expect(given.priceOnRequest).toBe(false);
      expect(given.currency).toBe("USD");
      expect(given.total).toBeGreaterThan(0);
      expect(sum(given)).toBe(given.total);
      expect(given.deposit).toBe(Math.floor(((given.total ?? 0) * BUSINESS_TERMS.depositPercent + 50) / 100));
      expect(given.balance).toBe((given.total ?? 0) - (given.deposit ?? 0));
      expect(given.balanceDueDate).toBe(addDays(HIGH_START, -BUSINESS_TERMS.balanceDueDaysBeforeStart));
      expect(given.lines.every((line) => Number.isInteger(line.amount))).toBe(true);
    }
  });

  it("costs more in high season than in the green season", async () => {
    for (const id of packageIds) {
      const high = await quote({ package: id, start: HIGH_START, adults: 2 });
      const green = await quote({ package: id, start: GREEN_START, adults: 2 });
      expect(high.total, `package ${id}`).toBeGreaterThan(green.total ?? Number.POSITIVE_INFINITY);
    }
  });

  it("quotes residents and citizens in shillings and non-residents in dollars, at different prices", async () => {
    for (const id of packageIds) {
      const visitor = await quote({ package: id, start: HIGH_START, adults: 2, residency: "non_resident" });
      const resident = await quote({ package: id, start: HIGH_START, adults: 2, residency: "resident" });
      const citizen = await quote({ package: id, start: HIGH_START, adults: 2, residency: "citizen" });
      expect([visitor.currency, resident.currency, citizen.currency]).toEqual(["USD", "KES", "KES"]);
      expect(resident.total).not.toBe(visitor.total);
      expect(sum(resident)).toBe(resident.total);
    }
  });

  it("charges a 2-, a 9- and a 15-year-old different amounts, and a single room a supplement", async () => {
    for (const id of packageIds) {
      const base = { package: id, start: HIGH_START, adults: 2 };
      const couple = (await quote(base)).total ?? 0;
      const added = await Promise.all(
        ["2", "9", "15"].map(async (age) => ((await quote({ ...base, childAges: age })).total ?? 0) - couple),
      );
      expect(new Set(added).size, `package ${id}: ${added}`).toBe(3);
      const single = await quote({ ...base, adults: 1, singles: 1 });
      const shared = await quote({ ...base, adults: 1 });
      expect(single.lines.some((line) => line.kind === "single_supplement")).toBe(true);
      expect(single.total).toBeGreaterThan(shared.total ?? Number.POSITIVE_INFINITY);
    }
  });

  it("shows the total in another currency at the staff's exchange rate", async () => {
    const given = await quote({ package: firstPackage, start: HIGH_START, adults: 2, currency: "EUR" });
    expect(given.display.currency).toBe("EUR");
    expect(given.display.rate).toBeGreaterThan(0);
    // Rounded half up to the cent: within half a cent of the exact product.
    expect(
      Math.abs((given.display.total ?? 0) - (given.total ?? 0) * (given.display.rate ?? Number.NaN)),
    ).toBeLessThanOrEqual(0.5);
  });

  it("asks for the whole balance now when the safari starts within 60 days", async () => {
    const soon = addDays(today, 20);
    const given = await quote({ package: firstPackage, start: soon, adults: 2 });
    expect(given.balanceDueDate).toBe(today);
    expect(given.balanceDueNow).toBe(true);
  });

  it("is never cached on the way and never indexed", async () => {
    const answer = await ask({ package: firstPackage, start: HIGH_START, adults: 2 });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("bad questions", () => {
  const valid = () => ({ package: firstPackage, start: HIGH_START, adults: 2, residency: "non_resident" });
  it.each([
    ["start in the past", { start: addDays(today, -1) }, "start"],
    ["start not a date", { start: "14/07/2027" }, "start"],
    ["no adults", { adults: 0 }, "adults"],
    ["21 adults", { adults: 21 }, "adults"],
    ["too many children", { childAges: Array.from({ length: 21 }, () => "5").join(",") }, "childAges"],
    ["a child's age that is not a number", { childAges: "4,x" }, "childAges"],
    ["unknown residency", { residency: "martian" }, "residency"],
    ["unknown currency", { currency: "XYZ" }, "currency"],
    ["malformed code", { code: "<script>" }, "code"],
    ["more single rooms than adults", { singles: 3 }, "singles"],
  ])("%s: 400 naming the field", async (_name, change, field) => {
    const answer = await ask({ ...valid(), ...change });
    expect(answer.status).toBe(400);
    const { errors } = answer.body as { errors: Record<string, string> };
    expect(Object.keys(errors)).toContain(field);
    expect(errors[field]).toMatch(/\w{3,}/);
  });

  it("an unknown package: 404", async () => {
    const answer = await ask({ ...valid(), package: 999_999 });
    expect(answer.status).toBe(404);
  });

  it("a package removed since: 404, not a stale answer", async () => {
    const [removed] = await database.db
      .insert(safariPackages)
      .values({ slug: "short-lived", title: "Short-lived", durationDays: 2 })
      .returning({ id: safariPackages.id });
    const removedId = removed?.id ?? 0;
    await database.db.delete(safariPackages).where(eq(safariPackages.id, removedId));
    expect((await ask({ ...valid(), package: removedId })).status).toBe(404);
  });
});
