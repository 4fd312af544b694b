// The trip's PDFs and calendar file as a traveller downloads them, made from a real booking in a real
// database. The PDFs are the production ones (compressed) and are read back with pdf-parse (PDF.js), a
// real PDF reader, so what is asserted is the text a traveller's PDF viewer shows.

import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, contentTranslations } from "~/db/schema";
import { freezeItinerary } from "~/features/booked-itinerary/booked-itinerary.server";
import { recordManualPayment } from "~/features/payments/ledger.server";
import { sourceHash } from "~/features/translations/content-translations.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { createTestTrip, TEST_DAYS } from "../../../tests/support/trips";
import { loadTripByToken } from "./trip.server";
import { calendarFor, tripDownload } from "./trip-downloads.server";
import { invoicePdf, itineraryPdf } from "./trip-pdf.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

async function paidTrip() {
  const created = await createTestTrip(database.db, { start: "2027-07-30" });
  const recorded = await recordManualPayment(
    database.db,
    { id: null, email: "test" },
    {
      bookingId: created.booking.id,
      purpose: "deposit",
      method: "bank_transfer",
      amount: 135_000,
      currency: "USD",
      receivedOn: "2026-11-21",
      // Provider references are unique per method: one per booking.
      reference: `EQ-TRANSFER-${created.booking.id}`,
      note: "",
    },
  );
  if (recorded.status !== "recorded") throw new Error(`payment not recorded: ${recorded.status}`);
  const trip = await loadTripByToken(database.db, created.token, "2026-11-25");
  if (!trip) throw new Error("no trip");
  return { ...created, trip };
}

describe("the itinerary PDF", () => {
  it("is a PDF carrying the reference and every day with its date", async () => {
    const { trip, booking } = await paidTrip();
    const bytes = await itineraryPdf(trip);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain(`Itinerary ${booking.reference}`);
    expect(text).toContain("Mara and Nakuru Explorer");
    const dates = ["Friday, 30 July 2027", "Saturday, 31 July 2027", "Sunday, 1 August 2027", "Monday, 2 August 2027"];
    TEST_DAYS.forEach((day, index) => {
      expect(text).toContain(`Day ${day.dayNumber} · ${dates[index]}`);
      expect(text).toContain(day.title);
    });
  });
});

describe("the invoice PDF", () => {
  it("carries the reference, the quote's lines and totals, the payment and the balance", async () => {
    const { trip, booking } = await paidTrip();
    const text = await pdfText(await invoicePdf(trip));
    expect(text).toContain(`Saturday, 21 November 2026 · Bank transfer · EQ-TRANSFER-${booking.id} USD 1,350.00`);
    for (const expected of [
      `Invoice ${booking.reference}`,
      "Adults: 2 x USD 1,500.00",
      "USD 3,000.00",
      "Maasai Mara park fees",
      "Total USD 4,500.00",
      "Deposit (30%) USD 1,350.00",
      "Balance due by Monday, 31 May 2027 USD 3,150.00",
      "Paid USD 1,350.00",
      "Still to pay USD 3,150.00",
      "Balance of USD 3,150.00 due by Monday, 31 May 2027",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("VIP");
  });
});

describe("the downloads", () => {
  it("answer as private attachments, and a token that opens nothing is a 404", async () => {
    const { token, booking } = await paidTrip();
    const context = testContext(database);
    const pdf = await tripDownload("itinerary", token, context);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${booking.reference}-itinerary.pdf"`);
    const ics = await tripDownload("calendar", token, context);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    for (const kind of ["itinerary", "invoice", "calendar"] as const) {
      expect((await tripDownload(kind, `${token.slice(0, -2)}zz`, context)).status).toBe(404);
    }
  });

  it("the calendar holds the trip from its first day to the day after its last, and the balance due date", async () => {
    const { trip, token } = await paidTrip();
    const ics = calendarFor(trip, token, TEST_SITE_URL, new Date("2026-11-25T12:00:00Z")).replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270730\r\nDTEND;VALUE=DATE:20270803");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270531\r\nDTEND;VALUE=DATE:20270601");
    expect(ics).toContain("SUMMARY:Safari balance due: USD 3\\,150.00");
    expect(ics).toContain(`URL:${TEST_SITE_URL}/trip/${token}`);
  });

  it("the balance event names the balance still owed, never the whole outstanding sum", async () => {
    // Nothing paid yet: the deposit is due now, so the balance's date owes the balance alone (USD 3,150.00
    // of USD 4,500.00).
    const unpaid = await createTestTrip(database.db, { start: "2027-07-30" });
    const unpaidTrip = await loadTripByToken(database.db, unpaid.token, "2026-11-25");
    if (!unpaidTrip) throw new Error("no trip");
    const unpaidIcs = calendarFor(unpaidTrip, unpaid.token, TEST_SITE_URL).replace(/\r\n /g, "");
    expect(unpaidIcs).toContain("SUMMARY:Safari balance due: USD 3\\,150.00");
    expect(unpaidIcs).not.toContain("4\\,500.00");

    // Paid beyond the deposit (USD 2,000.00): USD 2,500.00 of the balance is left.
    const { trip, token, booking } = await paidTrip();
    const more = await recordManualPayment(
      database.db,
      { id: null, email: "test" },
      {
        bookingId: booking.id,
        purpose: "balance",
        method: "bank_transfer",
        amount: 65_000,
        currency: "USD",
        receivedOn: "2026-11-24",
        reference: `EQ-MORE-${booking.id}`,
        note: "",
      },
    );
    expect(more.status).toBe("recorded");
    const after = await loadTripByToken(database.db, token, "2026-11-25");
    if (!after) throw new Error("no trip");
    expect(trip.ledger?.summary.outstanding).toBe(315_000);
    expect(calendarFor(after, token, TEST_SITE_URL).replace(/\r\n /g, "")).toContain(
      "SUMMARY:Safari balance due: USD 2\\,500.00",
    );
  });
});

describe("in the traveller's language", () => {
  it("writes a Spanish booking's itinerary, invoice and calendar in Spanish, at their one (English) address", async () => {
    const { token, booking, trip } = await paidTrip();
    // The first day's title was translated into Spanish before the booking; the rest was not, and stays English.
    const [first, second] = trip.days;
    const firstDayId = booking.itinerary?.texts.en.days[0]?.dayId ?? 0;
    await database.db.insert(contentTranslations).values({
      entity: "itinerary_day",
      entityId: firstDayId,
      field: "title",
      locale: "es",
      value: "Llegada a Nairobi y traslado al Masai Mara",
      sourceHash: sourceHash(first?.title ?? ""),
    });
    // Booked in Spanish then: the itinerary is frozen with the translations of that moment.
    const frozen = await freezeItinerary(database.db, booking.safariId ?? 0, "es");
    await database.db.update(bookings).set({ locale: "es", itinerary: frozen }).where(eq(bookings.id, booking.id));
    // The files are asked for outside any Spanish page (their address is English): the booking decides.
    const context = testContext(database);

    const itinerary = await tripDownload("itinerary", token, context);
    expect(itinerary.status).toBe(200);
    const text = await pdfText(Buffer.from(await itinerary.arrayBuffer()));
    expect(text).toContain(`Itinerario ${booking.reference}`);
    expect(text).toContain("Día 1");
    expect(text).toContain("30 de julio de 2027");
    expect(text).toContain("Llegada a Nairobi y traslado al Masai Mara");
    expect(text).toContain(second?.title ?? "");
    expect(text).not.toContain("Itinerary");
    expect(text).not.toContain("Friday");

    const invoice = await pdfText(Buffer.from(await (await tripDownload("invoice", token, context)).arrayBuffer()));
    expect(invoice).toContain(`Factura ${booking.reference}`);
    expect(invoice).toContain("Pagos recibidos");
    expect(invoice).not.toContain("Invoice");

    const ics = (await (await tripDownload("calendar", token, context)).text()).replace(/\r\n /g, "");
    expect(ics).toContain(`Su safari con Heartbeest Safari\\, reserva ${booking.reference}`);
    expect(ics).toContain(`URL:${TEST_SITE_URL}/es/viaje/${token}`);
  });

  it("keeps an English booking's files in English", async () => {
    const { token, booking } = await paidTrip();
    const text = await pdfText(
      Buffer.from(await (await tripDownload("itinerary", token, testContext(database))).arrayBuffer()),
    );
    expect(text).toContain(`Itinerary ${booking.reference}`);
    expect(text).toContain("Friday, 30 July 2027");
  });
});
