// /admin/inbox/export.csv against a real database: staff only, the list's filters honoured, the columns the
// office asked for, and nothing a traveller typed read as a formula by a spreadsheet.
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries } from "~/db/schema";
import { recordStaffAnswer } from "~/features/inbox/enquiries.server";
import { runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addInquiryEnquiry } from "../../../tests/support/enquiries";
import { signedInStaff, siteRequest, type TestContext } from "../../../tests/support/staff-sessions";
import * as exportRoute from "./inbox-export";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staffId: string;
let bookingReference: string;
let inquiryId: number;

async function csvOf(search: string): Promise<{ response: Response; lines: string[][] }> {
  const request = siteRequest(`/admin/inbox/export.csv${search}`, { cookie });
  const response = (await exportRoute.loader({ request, params: {}, context } as never)) as Response;
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A byte-order mark first, so that Excel reads the file as UTF-8.
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { response, lines: parseCsv(new TextDecoder().decode(bytes)) };
}

/** Reads the export as a spreadsheet would: quoted fields, "" for a quote, CRLF between rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split("\r\n").filter(Boolean)) {
    const fields = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) =>
      (match[1] ?? "").replaceAll('""', '"'),
    );
    rows.push(fields);
  }
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Akinyi Wafula"));
  staffId = (await database.db.query.staffUsers.findFirst())!.id;
  const booking = await addBookingEnquiry(database.db, {
    name: "Wanjiru Kamau",
    email: "wanjiru@example.com",
    receivedAt: new Date("2026-11-23T07:00:00Z"),
  });
  bookingReference = booking.reference;
  await recordStaffAnswer(database.db, { enquiryId: booking.enquiry.id }, "email", new Date("2026-11-23T07:45:00Z"));
  await database.db.update(enquiries).set({ ownerId: staffId }).where(eq(enquiries.id, booking.enquiry.id));
  const inquiry = await addInquiryEnquiry(database.db, {
    name: '=HYPERLINK("http://evil.example","Click")',
    email: "+tom@example.com",
    subject: '@SUM(1+1) "quoted"',
    receivedAt: new Date("2026-11-23T08:00:00Z"),
  });
  inquiryId = inquiry.enquiry.id;
  await database.db
    .update(enquiries)
    .set({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "-2+3",
      utmTerm: "safari",
      utmContent: "top",
      sourceReferrer: "https://news.example/issue",
      sourceLandingPath: "/contact",
      stage: "lost",
      lostReason: "Chose another operator",
      closedAt: new Date("2026-11-24T10:00:00Z"),
    })
    .where(eq(enquiries.id, inquiryId));
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

describe("the inbox as CSV", () => {
  it("is for signed-in staff only", async () => {
    const request = siteRequest("/admin/inbox/export.csv?kind=chat");
    const outcome = await runRoute(() => exportRoute.loader({ request, params: {}, context } as never));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("has the columns asked for, a row per enquiry of the view, as a download", async () => {
    const { response, lines } = await csvOf("?status=all&sort=oldest");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(lines[0]).toEqual([
      "Reference",
      "Kind",
      "Received",
      "Name",
      "Email",
      "Subject",
      "Stage",
      "Lost reason",
      "Owner",
      "Source",
      "UTM source",
      "UTM medium",
      "UTM campaign",
      "UTM term",
      "UTM content",
      "Referrer",
      "Landing page",
      "First reply",
      "Office minutes to first reply",
      "Closed",
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual([
      bookingReference,
      "Booking",
      "2026-11-23T07:00:00.000Z",
      "Wanjiru Kamau",
      "wanjiru@example.com",
      "Maasai Mara Explorer",
      // Answered at 07:45: the one lifecycle's stage, as on every screen.
      "Answered",
      "",
      "Akinyi Wafula",
      "Direct",
      "",
      "",
      "",
      "",
      "",
      "",
      "",
      "2026-11-23T07:45:00.000Z",
      "45",
      "",
    ]);
  });

  it("never hands a spreadsheet a formula", async () => {
    const { lines } = await csvOf("?status=closed");
    expect(lines).toHaveLength(2);
    const row = lines[1] as string[];
    expect(row[0]).toBe(`ENQ-${inquiryId}`);
    expect(row[3]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row[4]).toBe("'+tom@example.com");
    expect(row[5]).toBe(`'@SUM(1+1) "quoted"`);
    expect(row[12]).toBe("'-2+3");
    expect(row.slice(6, 12)).toEqual([
      "Lost",
      "Chose another operator",
      "Unassigned",
      "newsletter / email",
      "newsletter",
      "email",
    ]);
    expect(row.slice(13)).toEqual([
      "safari",
      "top",
      "https://news.example/issue",
      "/contact",
      "",
      "",
      "2026-11-24T10:00:00.000Z",
    ]);
  });

  it("honours the list's filters, the default being open enquiries", async () => {
    expect((await csvOf("")).lines.map((line) => line[3])).toEqual(["Name", "Wanjiru Kamau"]);
    expect((await csvOf("?kind=inquiry&status=all")).lines).toHaveLength(2);
    expect((await csvOf("?owner=me")).lines.map((line) => line[0])).toEqual(["Reference", bookingReference]);
    expect((await csvOf("?q=nobody")).lines).toHaveLength(1);
    // Nonsense in the URL is left out, as on the list.
    expect((await csvOf("?stage=won&status=everything")).lines).toHaveLength(2);
  });
});
