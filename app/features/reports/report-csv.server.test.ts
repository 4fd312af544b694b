// Each chart's CSV: its header, rows that say what the page's table says, and text a spreadsheet would run
// as a formula neutralised (while a negative month stays a number).
import { describe, expect, it } from "vitest";
import { DEFAULT_CLOCK_SETTINGS } from "~/features/inbox/office-hours";
import { reportCsv, reportCsvFileName } from "./report-csv.server";
import {
  funnelSteps,
  responseTimes,
  revenueByCurrency,
  sourceFigures,
  staffFigures,
  weeklyVolume,
} from "./report-figures";
import type { ReportFigures } from "./report-queries.server";
import { chartIdOf, csvCell, displayCell, tableFor } from "./report-tables";

const range = { from: "2026-08-31", to: "2026-09-13" };

const figures: ReportFigures = {
  range,
  weekly: weeklyVolume(
    ["2026-08-31", "2026-09-07"],
    [
      { week: "2026-08-31", kind: "booking", count: 2 },
      { week: "2026-08-31", kind: "chat", count: 1 },
      { week: "2026-09-07", kind: "inquiry", count: 1200 },
    ],
    [{ week: "2026-08-31", count: 1 }],
  ),
  funnel: funnelSteps({ new: 1, proposal_sent: 1, deposit_paid: 1 }),
  revenue: revenueByCurrency(
    ["2026-08-01", "2026-09-01"],
    [{ month: "2026-08-01", currency: "KES", purpose: "deposit", amount: 123_456_789 }],
    [{ month: "2026-09-01", currency: "KES", amount: 50_000 }],
  ),
  responses: responseTimes(
    [{ receivedAt: new Date("2026-09-01T06:00:00Z"), firstReplyAt: new Date("2026-09-01T06:10:00Z") }],
    0,
    DEFAULT_CLOCK_SETTINGS,
  ),
  sources: sourceFigures([
    { label: '=HYPERLINK("http://evil.example")', kind: "booking", stage: "completed" },
    { label: "Direct", kind: "inquiry", stage: "new" },
    { label: "Direct", kind: "chat", stage: "new" },
  ]),
  staff: staffFigures([
    { ownerId: null, ownerName: null, officeMinutes: null, stage: "new" },
    { ownerId: "s1", ownerName: "Akinyi Wafula", officeMinutes: 30, stage: "deposit_paid" },
    { ownerId: "s1", ownerName: "Akinyi Wafula", officeMinutes: 90, stage: "answered" },
    { ownerId: "s1", ownerName: "Akinyi Wafula", officeMinutes: null, stage: "new" },
    { ownerId: "s2", ownerName: "Baraka Otieno", officeMinutes: 700, stage: "completed" },
  ]),
};

/** The CSV's lines, each split into unquoted fields (the tests' values hold no commas inside quotes). */
function lines(csv: string): string[][] {
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  return csv
    .slice(1, -2)
    .split("\r\n")
    .map((line) => line.split('","').map((field) => field.replace(/^"|"$/g, "")));
}

describe("chart CSVs", () => {
  it("hold the table's header and one line per row, numbers ungrouped and dates as YYYY-MM-DD", () => {
    const table = tableFor("enquiries", figures);
    expect(lines(reportCsv(table))).toEqual([
      [
        "Week starting",
        "Booking requests",
        "Contact inquiries",
        "Chats",
        "All enquiries",
        "Bookings (not cancelled)",
        "Bookings cancelled",
      ],
      ["2026-08-31", "2", "0", "1", "3", "1", "0"],
      ["2026-09-07", "0", "1200", "0", "1200", "0", "0"],
    ]);
    // The page shows the same row with grouping and a written date.
    expect(table.rows[1]!.map((cell, i) => displayCell(cell, table.columns[i]!, null))).toEqual([
      "7 Sept 2026",
      "0",
      "1,200",
      "0",
      "1,200",
      "0",
      "0",
    ]);
  });

  it("write money in major units with two decimals, and a negative month as a plain number", () => {
    const table = tableFor("revenue-kes", figures);
    expect(lines(reportCsv(table))).toEqual([
      ["Month", "Deposits (KES)", "Balances (KES)", "Refunds (KES)", "Net received (KES)"],
      ["2026-08", "1234567.89", "0.00", "0.00", "1234567.89"],
      ["2026-09", "0.00", "0.00", "500.00", "-500.00"],
    ]);
    expect(displayCell(table.rows[0]![1]!, table.columns[1]!, "KES")).toBe("1,234,567.89");
  });

  it("give percentages to one decimal, as the page does, and leave an undefined one empty", () => {
    const table = tableFor("funnel", figures);
    const csv = lines(reportCsv(table));
    expect(csv[0]).toEqual(["Step", "Enquiries", "Share of all enquiries", "Share of the step before"]);
    expect(csv[1]).toEqual(["Enquiries", "3", "100", ""]);
    expect(csv[2]).toEqual(["Answered or further", "2", "66.7", "66.7"]);
    expect(displayCell(table.rows[1]![2]!, table.columns[2]!, null)).toBe("66.7%");
    expect(displayCell(table.rows[0]![3]!, table.columns[3]!, null)).toBe("–");
  });

  it("never let a source's name run as a formula in a spreadsheet", () => {
    const csv = reportCsv(tableFor("sources", figures));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  it("exist for every chart of the page and no other", () => {
    for (const chart of [
      "enquiries",
      "funnel",
      "revenue-kes",
      "revenue-usd",
      "revenue-eur",
      "response-times",
      "sources",
      "staff",
    ]) {
      expect(chartIdOf(chart)).toBe(chart);
    }
    for (const chart of ["revenue", "revenue-xyz", "Enquiries", "../funnel", "", undefined]) {
      expect(chartIdOf(chart)).toBeNull();
    }
    // A currency nothing came in still has its months, at zero.
    expect(tableFor("revenue-eur", figures).rows.map((row) => row[4])).toEqual([0, 0]);
    expect(csvCell("2026-09-01", { label: "Month", kind: "month" }, null)).toBe("2026-09");
  });

  it("give each member of staff's enquiries, median reply time and conversion, the unassigned last", () => {
    const table = tableFor("staff", figures);
    expect(lines(reportCsv(table))).toEqual([
      [
        "Member of staff",
        "Enquiries",
        "Answered",
        "Median office time to first answer",
        "Deposit paid or further",
        "Conversion",
      ],
      ["Akinyi Wafula", "3", "2", "1 h", "1", "33.3"],
      ["Baraka Otieno", "1", "1", "11 h 40 min", "1", "100"],
      ["Unassigned", "1", "0", "–", "0", "0"],
    ]);
  });

  it("are named for the chart and the range", () => {
    expect(reportCsvFileName(tableFor("response-times", figures), range)).toBe(
      "numbers-response-times-2026-08-31-to-2026-09-13.csv",
    );
  });
});
