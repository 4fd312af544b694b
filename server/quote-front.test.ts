// GET /api/quote over real HTTP, answered by the server's front door against a real, seeded database: what a
// traveller's browser (or anyone) gets for every sample package, and the 400/404/503 answers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { safariPackages } from "~/db/schema";
import { DISCOUNT_CODE_TRIES_PER_WINDOW } from "~/features/quotes/discount-code-limits";
import type { Quote } from "~/features/quotes/rate-book";
import { seedDatabase } from "~/seed/seed.server";
import { addDays, businessToday } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { QUOTE_UNAVAILABLE_MESSAGE, quoteFront } from "./quote-front";
import { requestLog } from "./request-log";

let database: TestDatabase;
let server: Server;
let baseUrl: string;
let packageIds: number[];
let firstPackage: number;
const today = businessToday();
const nextYear = Number(today.slice(0, 4)) + 1;
/** Mid-July and mid-April of next year: high and green season in the sample calendar. */
const HIGH_START = `${nextYear}-07-14`;
const GREEN_START = `${nextYear}-04-14`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  packageIds = (await database.db.select({ id: safariPackages.id }).from(safariPackages)).map((row) => row.id);
  firstPackage = packageIds[0] ?? 0;
  server = await serveQuotes(database);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

/** The front door as server/app.ts sets it up; anything it declines is a 418, so a decline is visible. */
async function serveQuotes(handle: DatabaseHandle, { trustProxy = false } = {}): Promise<Server> {
  const logger = pino({ level: "silent" });
  const answerQuote = quoteFront({ db: handle.db, app: express(), requestLog: requestLog(logger), logger, trustProxy });
  const listening = createServer((req, res) => {
    if (!answerQuote(req, res)) res.writeHead(418).end();
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", resolve));
  return listening;
}

type Params = Record<string, string | number | undefined>;

async function ask(params: Params) {
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  );
  const response = await fetch(`${baseUrl}/api/quote?${query}`);
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

  it("is JSON never cached on the way nor indexed, gzipped for a browser that takes it, with a request id", async () => {
    const answer = await ask({ package: firstPackage, start: HIGH_START, adults: 2, childAges: "4,9" });
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    // fetch asks for gzip and unpacks it; the header says it came packed.
    expect(answer.headers.get("content-encoding")).toBe("gzip");
  });

  it("words the lines and refusals in the asking page's language (lang), each language answered apart", async () => {
    const base = { package: firstPackage, start: HIGH_START, adults: 2 };
    const german = await quote({ ...base, lang: "de" });
    const english = await quote(base);
    expect(german.total).toBe(english.total);
    expect(german.lines[0]?.label).toMatch(/^2 Erwachsene × /);
    expect(english.lines[0]?.label).toMatch(/^2 adults × /);
    const refused = await ask({ ...base, adults: 0, lang: "fr" });
    expect((refused.body as { errors: Record<string, string> }).errors.adults).toBe("Au moins 1 adulte doit voyager.");
  });

  it("leaves other paths and methods to the rest of the server", async () => {
    expect((await fetch(`${baseUrl}/api/quotes`)).status).toBe(418);
    expect((await fetch(`${baseUrl}/api/quote`, { method: "POST", body: "x" })).status).toBe(418);
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

describe("while the database is away", () => {
  it("503 with Retry-After and a sentence to show", async () => {
    // A PostgreSQL server that is not there (nothing listens on port 1): every connection is refused.
    const gone = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/absent" });
    const goneServer = await serveQuotes(gone);
    try {
      const port = (goneServer.address() as AddressInfo).port;
      const response = await fetch(`http://127.0.0.1:${port}/api/quote?package=1&start=${HIGH_START}&adults=2`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await response.json()).toEqual({ error: QUOTE_UNAVAILABLE_MESSAGE });
    } finally {
      await new Promise((resolve) => goneServer.close(resolve));
      await gone.close();
    }
  });
});

describe("discount codes", () => {
  let proxied: Server;
  let proxiedUrl: string;
  beforeAll(async () => {
    // Behind a proxy, as in production: each test's traveller comes from an address of its own.
    proxied = await serveQuotes(database, { trustProxy: true });
    proxiedUrl = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxied.close(resolve));
  });

  const question = (code: string, lang?: string) =>
    new URLSearchParams({
      package: String(firstPackage),
      start: HIGH_START,
      adults: "2",
      residency: "non_resident",
      code,
      ...(lang ? { lang } : {}),
    });
  async function askFrom(address: string, code: string, lang?: string): Promise<Quote> {
    const response = await fetch(`${proxiedUrl}/api/quote?${question(code, lang)}`, {
      headers: { "X-Forwarded-For": address },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Quote;
  }
  const discounted = (quote: Quote) => quote.lines.some((line) => line.kind === "discount");

  it("a valid code adds its line; an unknown one is said to be not valid, in words", async () => {
    expect(discounted(await askFrom("203.0.113.20", "KARIBU10"))).toBe(true);
    const unknown = await askFrom("203.0.113.20", "NOSUCHCODE");
    expect(discounted(unknown)).toBe(false);
    expect(unknown.notices).toEqual([{ field: "code", message: "This code is not valid." }]);
  });

  it(`past ${DISCOUNT_CODE_TRIES_PER_WINDOW} codes from one network, a new code is not checked and the answer says why`, async () => {
    // Two addresses of one IPv6 /64: one home, one count.
    const home = "2001:db8:5:7::";
    for (let index = 0; index < DISCOUNT_CODE_TRIES_PER_WINDOW; index++) {
      const quote = await askFrom(`${home}${index + 1}`, `GUESS${index}X`);
      expect(quote.notices[0]?.message).toBe("This code is not valid.");
    }
    const refused = await askFrom(`${home}99`, "KARIBU10");
    expect(discounted(refused)).toBe(false);
    expect(refused.notices).toEqual([
      {
        field: "code",
        message: "Too many discount codes tried from your network. Please wait 10 minutes and try again.",
      },
    ]);
    const inGerman = await askFrom(`${home}98`, "KARIBU10", "de");
    expect(inGerman.notices[0]?.message).toMatch(/^Von Ihrem Netzwerk wurden zu viele Rabattcodes ausprobiert/);
    // A code already checked is answered as before; the price itself is never withheld.
    expect((await askFrom(`${home}5`, "GUESS3X")).notices[0]?.message).toBe("This code is not valid.");
    expect(refused.total).toBe((await askFrom(`${home}5`, "GUESS3X")).total);
    // Another network is not held back.
    expect(discounted(await askFrom("2001:db8:6::1", "KARIBU10"))).toBe(true);
  });
});
