// The Numbers page and its CSV downloads against a real database: who may see them, ranges refused in
// words (the page keeps the range it showed), unknown charts, and a download that is the page's table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { insertTestEnquiry } from "../../../tests/support/report-rows";
import {
  createTestStaff,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as reportsRoute from "./reports";
import * as exportRoute from "./reports-export";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let agentCookie: string;

type PageBody = {
  view: { range: { from: string; to: string }; funnel: { table: { rows: unknown[][] } } };
  errors: Record<string, string> | null;
  entered: { from: string; to: string } | null;
};

const page = (query: string, as = cookie) =>
  routeOutcome(reportsRoute.loader, siteRequest(`/admin/reports${query}`, { cookie: as }), {}, context);
const download = (chart: string, query: string, as = cookie) =>
  routeOutcome(
    exportRoute.loader,
    siteRequest(`/admin/reports/${chart}/export.csv${query}`, { cookie: as }),
    { chart },
    context,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Wanjiru Owner"));
  const agent = await createTestStaff(context, { fullName: "Otieno Agent", role: "agent" });
  agentCookie = await signInCookie(context, agent.email);
  await insertTestEnquiry(database.db, {
    kind: "booking",
    receivedAt: new Date("2026-03-10T07:00:00Z"),
    stage: "deposit_paid",
    utmSource: "=cmd|' /C calc'!A0",
  });
  await insertTestEnquiry(database.db, { kind: "inquiry", receivedAt: new Date("2026-03-11T07:00:00Z") });
});

afterAll(async () => {
  await database?.destroy();
});

describe("the Numbers page", () => {
  it("shows the range asked for", async () => {
    const outcome = await page("?from=2026-03-01&to=2026-03-31");
    expect(outcome.status).toBe(200);
    const body = outcome.body as PageBody;
    expect(body.view.range).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(body.errors).toBeNull();
    // Enquiries, answered or further, proposal sent or further, deposit paid or further, travelling or completed.
    expect(body.view.funnel.table.rows.map((row) => row[1])).toEqual([2, 1, 1, 1, 0]);
  });

  it("compares the month with the same days of the month before, from the database", async () => {
    await insertTestEnquiry(database.db, { kind: "chat", receivedAt: new Date("2026-02-12T07:00:00Z") });
    const body = (await page("?from=2026-03-01&to=2026-03-31")).body as PageBody & {
      comparison: {
        previousWords: string;
        previousRange: string;
        figures: { key: string; now: string; before: string; change: string | null }[];
      };
    };
    expect(body.comparison.previousWords).toBe("the same days of February 2026");
    expect(body.comparison.previousRange).toBe("1 Feb 2026 – 28 Feb 2026");
    expect(body.comparison.figures.find((figure) => figure.key === "enquiries")).toMatchObject({
      now: "2",
      before: "1",
      change: "+1",
    });
  });

  it.each([
    ["?from=2026-02-30&to=2026-03-31", "from", "“2026-02-30” is not a date"],
    ["?from=2026-04-01&to=2026-03-31", "range", "after it ends"],
    ["?from=2020-01-01&to=2026-03-31", "range", "at most 3 years"],
  ])("refuses %s with a 400 in words, keeping the range shown before", async (query, field, words) => {
    const outcome = await page(`${query}&shown_from=2026-03-01&shown_to=2026-03-31`);
    expect(outcome.status).toBe(400);
    const body = outcome.body as PageBody;
    expect(body.errors?.[field]).toContain(words);
    expect(body.view.range).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(body.entered?.from).toBe(new URLSearchParams(query).get("from"));
  });

  it("is refused to an agent, whose role has no 'reports', and sends a stranger to sign in", async () => {
    expect((await page("", agentCookie)).status).toBe(403);
    const stranger = await routeOutcome(reportsRoute.loader, siteRequest("/admin/reports"), {}, context);
    expect(stranger.status).toBe(302);
    expect(stranger.location).toMatch(/^\/login/);
  });
});

describe("a chart's CSV", () => {
  it("is the chart's table for the range, as an attachment", async () => {
    const response = await exportRoute.loader({
      request: siteRequest("/admin/reports/sources/export.csv?from=2026-03-01&to=2026-03-31", { cookie }),
      params: { chart: "sources" },
      context,
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="numbers-sources-2026-03-01-to-2026-03-31.csv"',
    );
    // Decoded with its byte-order mark kept, to see that spreadsheets are told it is UTF-8.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFF"Source","Enquiries","Booking requests","Deposit paid or further","Deposit conversion"\r\n' +
        `"'=cmd|' /C calc'!A0","1","1","1","100"\r\n` +
        '"Direct","1","0","0","0"\r\n',
    );
  });

  it("answers an unknown chart with a 404 and a bad range with a 400 in words", async () => {
    const unknown = await download("profits", "?from=2026-03-01&to=2026-03-31");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain("no such chart");
    const badRange = await download("funnel", "?from=2026-03-31&to=2026-03-01");
    expect(badRange.status).toBe(400);
    expect(badRange.body).toContain("after it ends");
  });

  it("is refused to an agent", async () => {
    expect((await download("funnel", "", agentCookie)).status).toBe(403);
  });
});
