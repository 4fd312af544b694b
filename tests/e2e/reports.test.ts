// The Numbers page in Chromium against the production build. A season of enquiries, bookings, payments and
// refunds is written into the site's database (with rows on either side of East Africa's week and month
// boundaries); the test works out every table from those rows on its own, then signs in as the owner and
// reads each table off the page (and the month against the month before at the top), downloads a CSV,
// changes the range (by the form, by a quick range, and a refused one), checks the phone layout and the page
// without script, and photographs it at three widths.
import { mkdir, readFile, rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, enquiries, exchangeRates, paymentSchedule, payments, refunds } from "~/db/schema";
import { sourceLabel } from "~/features/inbox/enquiry-source";
import { DEFAULT_CLOCK_SETTINGS, formatOfficeDuration, officeMinutesBetween } from "~/features/inbox/office-hours";
import { businessToday } from "~/utils/business-calendar";
import { insertTestEnquiry, insertTestPayment, insertTestRefund } from "../support/report-rows";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "wanjiru@heartbeest.test", password: "a long numbers passphrase", name: "Wanjiru Kamau" };
const SHOTS = process.env.REPORTS_SHOTS_DIR ?? "/tmp/shots-reports";

/** Twelve whole weeks, Monday 5 January to Sunday 29 March 2026; then February alone. */
const SEASON = { from: "2026-01-05", to: "2026-03-29" };
const FEBRUARY = { from: "2026-02-01", to: "2026-02-28" };
const query = (range: { from: string; to: string }) => `from=${range.from}&to=${range.to}`;

type Raw = string | number | null;
type Kind = "week" | "month" | "text" | "count" | "money" | "percent";
interface Expected {
  header: string[];
  kinds: Kind[];
  rows: Raw[][];
}
interface ExpectedPage {
  tables: Record<string, Expected>;
  responses: { median: string; "within-target": string; answered: string; waiting: string };
  /** Net money received in every currency, in USD cents at the exchange rates staff set. */
  receivedInUsd: number;
}

const expected: Record<"season" | "february", ExpectedPage> = {} as never;

// ---- The test's own arithmetic, from the rows in the database ----

const eatDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const dayOf = (instant: Date) => eatDay.format(instant);
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => shift(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
const within = (date: string, range: { from: string; to: string }) => date >= range.from && date <= range.to;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function weeksOf(range: { from: string; to: string }): string[] {
  const weeks: string[] = [];
  for (let week = mondayOf(range.from); week <= range.to; week = shift(week, 7)) weeks.push(week);
  return weeks;
}

function monthsOf(range: { from: string; to: string }): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split("-").map(Number) as [number, number];
  while (`${year}-${String(month).padStart(2, "0")}-01` <= range.to) {
    months.push(`${year}-${String(month).padStart(2, "0")}-01`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

async function expectedPage(db: Database, range: { from: string; to: string }): Promise<ExpectedPage> {
  const enquiryRows = (await db.select().from(enquiries)).filter((row) => within(dayOf(row.receivedAt), range));
  const bookingRows = (await db.select().from(bookings)).filter(
    (row) => within(dayOf(row.createdAt), range) && row.status !== "cancelled",
  );
  // Cancelled bookings count in the week they were cancelled.
  const cancelledRows = (await db.select().from(bookings)).filter(
    (row) => row.status === "cancelled" && row.cancelledAt && within(dayOf(row.cancelledAt), range),
  );
  const paymentRows = (await db.select().from(payments)).filter(
    (row) =>
      (row.status === "succeeded" || row.status === "refunded") &&
      within(row.receivedOn ?? dayOf(row.settledAt ?? row.createdAt), range),
  );
  const refundRows = (
    await db
      .select({ amount: refunds.creditedAmount, at: refunds.createdAt, currency: payments.creditedCurrency })
      .from(refunds)
      .innerJoin(payments, eq(refunds.paymentId, payments.id))
  ).filter((row) => within(dayOf(row.at), range));

  const tables: Record<string, Expected> = {};
  tables.enquiries = {
    header: [
      "Week starting",
      "Booking requests",
      "Contact inquiries",
      "Chats",
      "All enquiries",
      "Bookings (not cancelled)",
      "Bookings cancelled",
    ],
    kinds: ["week", "count", "count", "count", "count", "count", "count"],
    rows: weeksOf(range).map((week) => {
      const inWeek = enquiryRows.filter((row) => mondayOf(dayOf(row.receivedAt)) === week);
      const of = (kind: string) => inWeek.filter((row) => row.kind === kind).length;
      const booked = bookingRows.filter((row) => mondayOf(dayOf(row.createdAt)) === week).length;
      const cancelled = cancelledRows.filter((row) => mondayOf(dayOf(row.cancelledAt!)) === week).length;
      return [week, of("booking"), of("inquiry"), of("chat"), inWeek.length, booked, cancelled];
    }),
  };

  // The one lifecycle's stage of each enquiry today, worked out here from its facts in the order the
  // lifecycle gives them precedence: cancelled, lost, then a committed trip (money in, or confirmed, or a
  // stored deposit paid, confirmed or travelled) by its dates, fully paid, deposit paid, proposal sent,
  // answered, new.
  const allBookings = new Map((await db.select().from(bookings)).map((row) => [row.id, row]));
  const allPayments = await db.select().from(payments);
  const allRefunds = await db
    .select({ amount: refunds.creditedAmount, bookingId: payments.bookingId })
    .from(refunds)
    .innerJoin(payments, eq(refunds.paymentId, payments.id));
  const schedule = await db.select().from(paymentSchedule);
  const netIn = (bookingId: number) =>
    allPayments
      .filter((row) => row.bookingId === bookingId && (row.status === "succeeded" || row.status === "refunded"))
      .reduce((total, row) => total + row.creditedAmount, 0) -
    allRefunds.filter((row) => row.bookingId === bookingId).reduce((total, row) => total + row.amount, 0);
  const today = businessToday();
  const stageOf = (row: (typeof enquiryRows)[number]): string => {
    const booking = row.bookingId === null ? undefined : allBookings.get(row.bookingId);
    if (booking?.status === "cancelled") return "cancelled";
    if (row.stage === "lost") return "lost";
    const received = booking ? netIn(booking.id) : 0;
    const committed =
      received > 0 || booking?.status === "confirmed" || ["deposit_paid", "confirmed", "travelled"].includes(row.stage);
    if (committed && booking && booking.departureDate < today) return "completed";
    if (committed && booking && booking.arrivalDate <= today) return "travelling";
    if (row.stage === "travelled") return "completed";
    const owed = booking
      ? schedule.filter((line) => line.bookingId === booking.id).reduce((total, line) => total + line.amount, 0)
      : 0;
    if (owed > 0 && received >= owed) return "fully_paid";
    if (received > 0 || row.stage === "deposit_paid") return "deposit_paid";
    if (["quoted", "confirmed"].includes(row.stage) || booking?.status === "confirmed") return "proposal_sent";
    if (row.firstReplyAt || booking?.status === "contacted") return "answered";
    return "new";
  };
  const stages = new Map(enquiryRows.map((row) => [row.id, stageOf(row)]));
  const paid = ["deposit_paid", "fully_paid", "travelling", "completed"];
  const atLeast = (wanted: string[]) => enquiryRows.filter((row) => wanted.includes(stages.get(row.id)!)).length;
  const steps: [string, number][] = [
    ["Enquiries", enquiryRows.length],
    ["Answered or further", atLeast(["answered", "proposal_sent", ...paid])],
    ["Proposal sent or further", atLeast(["proposal_sent", ...paid])],
    ["Deposit paid or further", atLeast(paid)],
    ["Travelling or completed", atLeast(["travelling", "completed"])],
  ];
  tables.funnel = {
    header: ["Step", "Enquiries", "Share of all enquiries", "Share of the step before"],
    kinds: ["text", "count", "percent", "percent"],
    rows: steps.map(([label, count], i) => [
      label,
      count,
      pct(count, steps[0]![1]),
      i === 0 ? null : pct(count, steps[i - 1]![1]),
    ]),
  };

  const currencies = new Set([
    "KES",
    "USD",
    ...paymentRows.map((row) => row.creditedCurrency),
    ...refundRows.map((row) => row.currency),
  ]);
  for (const currency of currencies) {
    tables[`revenue-${currency.toLowerCase()}`] = {
      header: ["Month", "Deposits", "Balances", "Refunds", "Net received"].map((label, i) =>
        i ? `${label} (${currency})` : label,
      ),
      kinds: ["month", "money", "money", "money", "money"],
      rows: monthsOf(range).map((month) => {
        const inMonth = paymentRows.filter(
          (row) =>
            row.creditedCurrency === currency &&
            (row.receivedOn ?? dayOf(row.settledAt ?? row.createdAt)).slice(0, 7) === month.slice(0, 7),
        );
        const sum = (purpose: string) =>
          inMonth.filter((row) => row.purpose === purpose).reduce((total, row) => total + row.creditedAmount, 0);
        const out = refundRows
          .filter((row) => row.currency === currency && dayOf(row.at).slice(0, 7) === month.slice(0, 7))
          .reduce((total, row) => total + row.amount, 0);
        return [month, sum("deposit"), sum("balance"), out, sum("deposit") + sum("balance") - out];
      }),
    };
  }

  const unitsPerUsd = new Map(
    (await db.select().from(exchangeRates)).map((row) => [row.currency, Number(row.unitsPerUsd)]),
  );
  const netReceivedIn = (currency: string) =>
    tables[`revenue-${currency.toLowerCase()}`]!.rows.reduce((total: number, row) => total + Number(row[4]), 0);
  // Every currency here has two decimal places, so cents of one are cents of the other at the rate.
  const receivedInUsd = [...currencies].reduce(
    (total, currency) =>
      total +
      (currency === "USD"
        ? netReceivedIn(currency)
        : Math.round(
            netReceivedIn(currency) / unitsPerUsd.get(currency as (typeof exchangeRates.$inferSelect)["currency"])!,
          )),
    0,
  );

  const answered = enquiryRows
    .filter((row) => row.firstReplyAt && row.firstReplyChannel !== "imported")
    .map((row) => officeMinutesBetween(row.receivedAt, row.firstReplyAt!, DEFAULT_CLOCK_SETTINGS.hours))
    .sort((a, b) => a - b);
  const buckets: [string, number, number][] = [
    ["Under 30 min", 0, 30],
    ["30 min to 1 h", 30, 60],
    ["1 to 2 h", 60, 120],
    ["2 to 4 h", 120, 240],
    ["4 to 8 h", 240, 480],
    ["8 h to 2 office days", 480, 1200],
    ["More than 2 office days", 1200, Number.POSITIVE_INFINITY],
  ];
  tables["response-times"] = {
    header: ["Office time to first answer", "Enquiries answered", "Share of answered"],
    kinds: ["text", "count", "percent"],
    rows: buckets.map(([label, from, to]) => {
      const count = answered.filter((minutes) => minutes >= from && minutes < to).length;
      return [label, count, pct(count, answered.length)];
    }),
  };
  const middle = Math.floor(answered.length / 2);
  const median = answered.length % 2 ? answered[middle]! : (answered[middle - 1]! + answered[middle]!) / 2;

  const bySource = new Map<string, { enquiries: number; bookings: number; deposits: number }>();
  for (const row of enquiryRows) {
    const label = sourceLabel({ referrer: row.sourceReferrer, utmSource: row.utmSource, utmMedium: row.utmMedium });
    const entry = bySource.get(label) ?? { enquiries: 0, bookings: 0, deposits: 0 };
    entry.enquiries += 1;
    if (row.kind === "booking") entry.bookings += 1;
    if (paid.includes(stages.get(row.id)!)) entry.deposits += 1;
    bySource.set(label, entry);
  }
  const ranked = [...bySource.entries()].sort((a, b) => b[1].enquiries - a[1].enquiries || a[0].localeCompare(b[0]));
  const top = ranked.length > 8 ? ranked.slice(0, 8) : ranked;
  const rest = ranked.length > 8 ? ranked.slice(8) : [];
  const sourceRows: Raw[][] = top.map(([label, entry]) => [
    label,
    entry.enquiries,
    entry.bookings,
    entry.deposits,
    pct(entry.deposits, entry.enquiries),
  ]);
  if (rest.length) {
    const sum = (key: "enquiries" | "bookings" | "deposits") =>
      rest.reduce((total, [, entry]) => total + entry[key], 0);
    sourceRows.push([
      `Other (${rest.length} sources)`,
      sum("enquiries"),
      sum("bookings"),
      sum("deposits"),
      pct(sum("deposits"), sum("enquiries")),
    ]);
  }
  tables.sources = {
    header: ["Source", "Enquiries", "Booking requests", "Deposit paid or further", "Deposit conversion"],
    kinds: ["text", "count", "count", "count", "percent"],
    rows: sourceRows,
  };

  // By member of staff: nobody owns these rows, so one line, Unassigned; converted is deposit paid or further.
  const converted = atLeast(paid);
  tables.staff = {
    header: [
      "Member of staff",
      "Enquiries",
      "Answered",
      "Median office time to first answer",
      "Deposit paid or further",
      "Conversion",
    ],
    kinds: ["text", "count", "count", "text", "count", "percent"],
    rows:
      enquiryRows.length === 0
        ? []
        : [
            [
              "Unassigned",
              enquiryRows.length,
              answered.length,
              answered.length ? formatOfficeDuration(median) : "–",
              converted,
              pct(converted, enquiryRows.length),
            ],
          ],
  };

  const percent = (value: number | null) =>
    value === null ? "–" : `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(value)}%`;
  return {
    tables,
    receivedInUsd,
    responses: {
      median: answered.length ? formatOfficeDuration(median) : "–",
      "within-target": percent(pct(answered.filter((minutes) => minutes <= 120).length, answered.length)),
      answered: String(answered.length),
      // Waiting for a first answer: still new in the one lifecycle (no reply, no proposal, no money, not lost),
      // and not closed. The rows made here move past new only through their stage (with the money it implies).
      waiting: String(enquiryRows.filter((row) => !row.firstReplyAt && !row.closedAt && row.stage === "new").length),
    },
  };
}

// ---- How a person reads the page and the CSV ----

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const monthFormat = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });
const grouped = new Intl.NumberFormat("en-GB");
const money = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function shown(value: Raw, kind: Kind): string {
  if (value === null) return "–";
  switch (kind) {
    case "week":
      return dayFormat.format(Date.parse(`${value}T00:00:00Z`));
    case "month":
      return monthFormat.format(Date.parse(`${value}T00:00:00Z`));
    case "count":
      return grouped.format(Number(value));
    case "money":
      return money.format(Number(value) / 100);
    case "percent":
      return `${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(Number(value))}%`;
    default:
      return String(value);
  }
}

function inCsv(value: Raw, kind: Kind): string {
  if (value === null) return "";
  if (kind === "month") return String(value).slice(0, 7);
  if (kind === "money") return (Number(value) / 100).toFixed(2);
  return String(value);
}

async function tableOnPage(page: Page, chart: string): Promise<string[][]> {
  return page
    .locator(`[data-chart-table="${chart}"] table`)
    .evaluate((table) =>
      Array.from((table as HTMLTableElement).rows).map((row) =>
        Array.from(row.cells).map((cell) => (cell.textContent ?? "").trim()),
      ),
    );
}

async function expectTablesMatch(page: Page, figures: ExpectedPage) {
  const charts = await page
    .locator("[data-chart-table]")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-chart-table")));
  expect(charts.sort()).toEqual(Object.keys(figures.tables).sort());
  for (const [chart, table] of Object.entries(figures.tables)) {
    expect(await tableOnPage(page, chart), chart).toEqual([
      table.header,
      ...table.rows.map((row) => row.map((cell, i) => shown(cell, table.kinds[i]!))),
    ]);
  }
  for (const [key, value] of Object.entries(figures.responses)) {
    await expect.poll(() => page.locator(`[data-figure="${key}"]`).textContent(), { message: key }).toBe(value);
  }
}

function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((field) => field.replaceAll('""', '"')),
    );
}

// ---- The season written into the database ----

/** A small deterministic random source, so the season is the same on every run. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOURCES: { utmSource?: string; utmMedium?: string; referrer?: string }[] = [
  {},
  {},
  {},
  { utmSource: "google", utmMedium: "cpc" },
  { utmSource: "google", utmMedium: "cpc" },
  { referrer: "https://www.google.com/" },
  { referrer: "https://www.google.com/" },
  { referrer: "https://www.tripadvisor.com/Attraction_Review" },
  { referrer: "https://www.safaribookings.com/operators" },
  { utmSource: "facebook", utmMedium: "social" },
  { utmSource: "instagram" },
  { utmSource: "newsletter", utmMedium: "email" },
  { referrer: "https://www.lonelyplanet.com/kenya" },
  { referrer: "https://kenya-travel-notes.example/blog/mara" },
];

async function addSeason(db: Database) {
  const random = randomSource(20260105);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const start = Date.parse("2026-01-05T05:00:00Z");
  for (let i = 0; i < 140; i++) {
    // Busier towards March, as the long rains' discounts are announced.
    const day = Math.floor(Math.sqrt(random()) * 84);
    const receivedAt = new Date(start + day * 86_400_000 + Math.floor(random() * 14 * 60) * 60_000);
    const kind = pick(["booking", "booking", "inquiry", "inquiry", "chat"] as const);
    const roll = random();
    const stage =
      kind === "booking"
        ? roll < 0.25
          ? "new"
          : roll < 0.45
            ? "quoted"
            : roll < 0.65
              ? "deposit_paid"
              : roll < 0.8
                ? "confirmed"
                : roll < 0.88
                  ? "travelled"
                  : "lost"
        : roll < 0.55
          ? "new"
          : roll < 0.8
            ? "quoted"
            : roll < 0.88
              ? "deposit_paid"
              : "lost";
    const answerRoll = random();
    const firstReplyAt =
      answerRoll < 0.12
        ? undefined
        : new Date(
            receivedAt.getTime() + Math.floor((answerRoll < 0.6 ? random() * 120 : random() * 3000) + 3) * 60_000,
          );
    const currency = random() < 0.35 ? "KES" : "USD";
    const { bookingId } = await insertTestEnquiry(db, {
      kind,
      receivedAt,
      stage,
      firstReplyAt,
      firstReplyChannel: firstReplyAt && random() < 0.05 ? "imported" : undefined,
      closedAt: !firstReplyAt && random() < 0.3 ? new Date(receivedAt.getTime() + 3_600_000) : undefined,
      bookingStatus:
        stage === "lost" ? "cancelled" : stage === "confirmed" || stage === "travelled" ? "confirmed" : "new",
      currency,
      ...pick(SOURCES),
    });
    if (!bookingId || !["deposit_paid", "confirmed", "travelled", "lost"].includes(stage)) continue;
    const total =
      currency === "KES" ? Math.round(150_000 + random() * 450_000) * 100 : Math.round(2_400 + random() * 6_600) * 100;
    const deposit = Math.round(total * 0.3);
    const paidAt = new Date(receivedAt.getTime() + Math.floor(1 + random() * 5) * 86_400_000);
    const depositId = await insertTestPayment(db, {
      bookingId,
      purpose: "deposit",
      method: currency === "KES" ? "mpesa" : "card",
      status: stage === "lost" ? "refunded" : "succeeded",
      amount: deposit,
      currency,
      createdAt: paidAt,
    });
    if (stage === "lost") {
      await insertTestRefund(db, {
        paymentId: depositId,
        amount: deposit,
        createdAt: new Date(paidAt.getTime() + 9 * 86_400_000),
      });
    } else if (stage !== "deposit_paid") {
      await insertTestPayment(db, {
        bookingId,
        purpose: "balance",
        method: "bank_transfer",
        amount: total - deposit,
        currency,
        receivedOn: shift(dayOf(paidAt), 12),
        createdAt: new Date(paidAt.getTime() + 13 * 86_400_000),
      });
    }
  }
  // Boundaries: Sunday 11 January 23:30 and Monday 12 January 00:30 East Africa Time fall in different weeks;
  // a card payment settled at 22:30 UTC on 31 January is February's; 23:59 on 4 January is before the season.
  await insertTestEnquiry(db, { kind: "chat", receivedAt: new Date("2026-01-11T20:30:00Z"), utmSource: "instagram" });
  await insertTestEnquiry(db, { kind: "chat", receivedAt: new Date("2026-01-11T21:30:00Z"), utmSource: "instagram" });
  await insertTestEnquiry(db, { kind: "inquiry", receivedAt: new Date("2026-01-04T20:59:00Z") });
  const late = await insertTestEnquiry(db, {
    kind: "booking",
    receivedAt: new Date("2026-01-20T07:00:00Z"),
    stage: "deposit_paid",
    currency: "USD",
  });
  await insertTestPayment(db, {
    bookingId: late.bookingId!,
    purpose: "deposit",
    amount: 123_456,
    currency: "USD",
    createdAt: new Date("2026-01-31T22:20:00Z"),
    settledAt: new Date("2026-01-31T22:30:00Z"),
  });

  expected.season = await expectedPage(db, SEASON);
  expected.february = await expectedPage(db, FEBRUARY);
}

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];
let signedIn: Awaited<ReturnType<import("playwright-core").BrowserContext["storageState"]>> | undefined;

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-reports-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], addSeason);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser({ ownProcess: true })]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

async function signIn(target: string): Promise<Page> {
  const page = await openPage(browser, server.url);
  pages.push(page);
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await submitSignIn(page, STAFF);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
  await waitForHydration(page);
  signedIn = await page.context().storageState();
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("the Numbers page, for the owner", () => {
  it("shows tables that match the database, a CSV that matches its table, and other ranges on request", async () => {
    const page = await signIn(`/admin/reports?${query(SEASON)}`);
    await expect
      .poll(() => page.getByTestId("range-shown").textContent())
      .toBe("Showing 5 Jan 2026 to 29 Mar 2026, East Africa Time.");
    await expectAccessible(page, "numbers, twelve weeks");
    await expectTablesMatch(page, expected.season);
    // Money came in shillings and dollars: at a glance, one total first, in USD at the rates staff set.
    const total = page.locator('[data-compared="received-total"]');
    expect(await total.locator("dd").first().textContent()).toBe(shown(expected.season.receivedInUsd, "money"));
    expect(await total.textContent()).toMatch(/At today's staff rates: KES [\d.,]+ per USD/);

    // Each chart is an image described in words, drawn for the wide screen here; every table has one but the
    // table by member of staff.
    const charts = page.locator("svg[role=img][data-chart$='-wide']");
    expect(await charts.count()).toBe(Object.keys(expected.season.tables).length - 1);
    expect(await page.locator("svg[data-chart^='staff']").count()).toBe(0);
    for (const chart of await charts.all()) {
      await expect.poll(() => chart.isVisible()).toBe(true);
      expect(await chart.locator("title").textContent()).toBeTruthy();
      expect(await chart.locator("desc").textContent()).toContain("The table gives every");
    }
    // One bar per kind per week with enquiries of that kind: the chart draws the table.
    const drawn = await page.locator("svg[data-chart='enquiries-wide'] rect[data-series]").count();
    const cells = expected.season.tables
      .enquiries!.rows.flatMap((row) => row.slice(1, 4))
      .filter((cell) => Number(cell) > 0);
    expect(drawn).toBe(cells.length);

    // The CSV is the table.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("a[download]", { hasText: "Download CSV: Money received in USD" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`numbers-revenue-usd-${SEASON.from}-to-${SEASON.to}.csv`);
    const usd = expected.season.tables["revenue-usd"]!;
    expect(parseCsv(await readFile(await download.path(), "utf8"))).toEqual([
      usd.header,
      ...usd.rows.map((row) => row.map((cell, i) => inCsv(cell, usd.kinds[i]!))),
    ]);
    // February's boundary payment is in February, and money came in.
    expect(usd.rows.find((row) => row[0] === "2026-02-01")![1]).toBeGreaterThanOrEqual(123_456);

    await shoot(page, "numbers");

    // Another range through the form.
    await page.getByLabel("From", { exact: true }).fill(FEBRUARY.from);
    await page.getByLabel("To", { exact: true }).fill(FEBRUARY.to);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === FEBRUARY.from);
    await expect
      .poll(() => page.getByTestId("range-shown").textContent())
      .toBe("Showing 1 Feb 2026 to 28 Feb 2026, East Africa Time.");
    await expectAccessible(page, "numbers, February");
    await expectTablesMatch(page, expected.february);
    // At the top, the month against the same days of the month before; its enquiries are the funnel's first step.
    const glance = page.getByRole("region", { name: "At a glance" });
    expect(await glance.textContent()).toContain(
      "1 Feb 2026 – 28 Feb 2026, compared with the same days of January 2026 (1 Jan 2026 – 28 Jan 2026).",
    );
    const [, firstStep] = await tableOnPage(page, "funnel");
    expect(await glance.locator('[data-compared="enquiries"] dd').first().textContent()).toBe(firstStep?.[1]);

    // A start after the end is refused in words; February stays on the page.
    await page.getByLabel("From", { exact: true }).fill("2026-03-10");
    await page.getByLabel("To", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toContain("starts on 10 Mar 2026, after it ends on 1 Mar 2026");
    await expect.poll(() => page.getByTestId("range-shown").textContent()).toContain("1 Feb 2026 to 28 Feb 2026");
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe("2026-03-10");
    await expectAccessible(page, "numbers, range refused");
    expect(await tableOnPage(page, "funnel")).toEqual(
      [expected.february.tables.funnel!].flatMap((table) => [
        table.header,
        ...table.rows.map((row) => row.map((cell, i) => shown(cell, table.kinds[i]!))),
      ]),
    );

    // A quick range.
    await page.getByRole("link", { name: "Last 4 weeks" }).click();
    const today = businessToday();
    const fourWeeks = shift(mondayOf(today), -21);
    await page.waitForURL((url) => url.searchParams.get("from") === fourWeeks);
    await expect.poll(() => page.getByRole("link", { name: "Last 4 weeks" }).getAttribute("aria-current")).toBe("page");
    await expect.poll(() => page.locator("[data-chart-table=enquiries] tbody tr").count()).toBe(4);
    await expectAccessible(page, "numbers, last 4 weeks");
  });

  it("fits a 375 px phone, tables under the phone's own drawing of each chart", async () => {
    const page = await openPage(browser, server.url, { storageState: signedIn, viewport: { width: 375, height: 740 } });
    pages.push(page);
    await visit(page, `/admin/reports?${query(SEASON)}`);
    await expectAccessible(page, "numbers on a phone");
    const widest = await page.evaluate(() => {
      // Inside a visually hidden element (the tables' column names on a phone, read out but not shown).
      const hidden = (node: Element) => {
        for (let up = node.parentElement; up; up = up.parentElement) {
          if (up.getBoundingClientRect().width <= 1 && getComputedStyle(up).overflow === "hidden") return true;
        }
        return false;
      };
      const overflowing = Array.from(document.querySelectorAll("body *"))
        .filter((node) => !hidden(node))
        .filter((node) => {
          const box = node.getBoundingClientRect();
          return box.width > 0 && box.right > window.innerWidth + 0.5;
        })
        .map((node) => `${node.tagName.toLowerCase()}.${(node as HTMLElement).className}`.slice(0, 80));
      return { scroll: document.documentElement.scrollWidth, overflowing };
    });
    expect(widest.overflowing).toEqual([]);
    expect(widest.scroll).toBeLessThanOrEqual(375);
    expect(await page.locator("svg[data-chart='funnel-narrow']").isVisible()).toBe(true);
    expect(await page.locator("svg[data-chart='funnel-wide']").isVisible()).toBe(false);
  });

  it("needs no script: the tables arrive in the page and a refused range is said in words", async () => {
    const page = await openPage(browser, server.url, { storageState: signedIn, javaScriptEnabled: false });
    pages.push(page);
    const response = await visit(
      page,
      `/admin/reports?from=2026-02-31&to=${FEBRUARY.to}&shown_from=${FEBRUARY.from}&shown_to=${FEBRUARY.to}`,
    );
    expect(response.status()).toBe(400);
    expect(await page.getByRole("alert").textContent()).toContain("“2026-02-31” is not a date");
    expect(await tableOnPage(page, "sources")).toEqual(
      [expected.february.tables.sources!].flatMap((table) => [
        table.header,
        ...table.rows.map((row) => row.map((cell, i) => shown(cell, table.kinds[i]!))),
      ]),
    );
    await expectAccessible(page, "numbers without script");
  });
});
