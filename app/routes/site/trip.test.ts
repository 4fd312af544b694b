// The trip page's loader and action against a real database, called as React Router calls them: a real
// Request with FormData. A live token shows the dated trip, its quote and payments and nothing private to
// staff; any other token is the site's 404; the travellers' form and the proof upload save or refuse in words.
import { asc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { rateLimits, residencyProofs, tripTravellers } from "~/db/schema";
import { recordManualPayment } from "~/features/payments/ledger.server";
import {
  RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY,
  RESIDENCY_PROOF_MAX_BYTES,
  TRIP_POST_RATE_LIMIT,
} from "~/features/trip/residency-proof-limits";
import { tripRateLimitKey } from "~/features/trip/trip.server";
import { revokeTripLinks } from "~/features/trip/trip-links.server";
import { type RouteOutcome, routeOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { createTestTrip } from "../../../tests/support/trips";
import { action, headers, loader } from "./trip";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function context(overrides: Partial<AppLoadContext> = {}, env: Record<string, string> = {}): AppLoadContext {
  return { ...testContext(database, env), ...overrides };
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads whatever the route answered
type Outcome = RouteOutcome<any>;
const unwrap = (result: unknown): Outcome => routeOutcome(result);

async function load(token: string, ctx = context()): Promise<Outcome> {
  const request = new Request(`${TEST_SITE_URL}/trip/${token}`);
  return unwrap(await loader({ request, context: ctx, params: { token } } as never));
}

async function post(token: string, form: FormData, ctx = context()): Promise<Outcome> {
  const request = new Request(`${TEST_SITE_URL}/trip/${token}`, { method: "POST", body: form });
  return runRoute(() => action({ request, context: ctx, params: { token } } as never));
}

function travellersForm(count: number, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set("intent", "travellers");
  for (let position = 1; position <= count; position++) {
    form.set(`t${position}.fullName`, `Traveller Number ${position}`);
    form.set(`t${position}.nationality`, "Kenyan");
    form.set(`t${position}.passportNumber`, `AK12345${position}`);
    form.set(`t${position}.passportExpiry`, "2032-01-31");
    form.set(`t${position}.dateOfBirth`, position === 3 ? "2018-03-03" : "1984-06-15");
    form.set(`t${position}.dietaryNeeds`, position === 2 ? "Vegetarian" : "");
    form.set(`t${position}.medicalNotes`, position === 3 ? "Asthma: inhaler" : "");
    form.set(`t${position}.emergencyContact`, "Grace Otieno +254 722 000 000");
  }
  for (const [name, value] of Object.entries(overrides)) form.set(name, value);
  return form;
}

describe("the trip page's loader", () => {
  it("shows the booking, every itinerary day with its date, the quote and the ledger, privately", async () => {
    const { booking, token } = await createTestTrip(database.db, { start: "2027-07-30" });
    await recordManualPayment(
      database.db,
      { id: null, email: "test" },
      {
        bookingId: booking.id,
        purpose: "deposit",
        method: "bank_transfer",
        amount: 100_000,
        currency: "USD",
        receivedOn: "2026-11-20",
        reference: "BANK-REF-77",
        note: "",
      },
    );
    const outcome = await load(token);
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("cache-control")).toBe("private, no-store");
    expect(outcome.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const parentHeaders = new Headers({ "Set-Cookie": "hb_toast=; Max-Age=0" });
    const routeHeaders = headers({ loaderHeaders: outcome.headers, parentHeaders } as never) as Headers;
    expect(routeHeaders.get("cache-control")).toBe("private, no-store");
    // A shown toast's cookie is still cleared by the root.
    expect(routeHeaders.get("set-cookie")).toBe("hb_toast=; Max-Age=0");
    expect(outcome.body.meta).toContainEqual({ name: "robots", content: "noindex" });
    expect(JSON.stringify(outcome.body.meta)).not.toContain("canonical");

    const trip = outcome.body.trip;
    expect(trip.reference).toBe(booking.reference);
    expect(trip.days.map((day: { date: string }) => day.date)).toEqual([
      "2027-07-30",
      "2027-07-31",
      "2027-08-01",
      "2027-08-02",
    ]);
    expect(trip.days[2].dateText).toBe("Sunday, 1 August 2027");
    expect(trip.quote.totalText).toBe("USD 4,500.00");
    expect(trip.quote.lines.map((line: { label: string }) => line.label)).toContain("Maasai Mara park fees");
    expect(trip.payments).toEqual([
      expect.objectContaining({
        method: "bank_transfer",
        status: "succeeded",
        amountText: "USD 1,000.00",
        receipt: "BANK-REF-77",
        dateText: "20 Nov 2026",
      }),
    ]);
    expect(trip.summary).toMatchObject({
      paidText: "USD 1,000.00",
      outstandingText: "USD 3,500.00",
      next: { kind: "deposit", amountText: "USD 350.00" },
    });
    // Payment providers are off without their settings: the page shows the paybill and bank details.
    expect(trip.pay).toEqual({ purpose: "deposit", mpesa: false, card: false });
    // Staff's own notes never reach the traveller's browser.
    expect(JSON.stringify(outcome.body)).not.toContain("VIP");
  });

  it("offers M-Pesa and card once they are configured, for what is due next", async () => {
    const { token } = await createTestTrip(database.db);
    const ctx = context(
      {},
      {
        MPESA_CONSUMER_KEY: "key",
        MPESA_CONSUMER_SECRET: "secret",
        MPESA_SHORTCODE: "174379",
        MPESA_PASSKEY: "passkey",
        PESAPAL_CONSUMER_KEY: "key",
        PESAPAL_CONSUMER_SECRET: "secret",
      },
    );
    expect((await load(token, ctx)).body.trip.pay).toEqual({ purpose: "deposit", mpesa: true, card: true });
  });

  it("says the team will send a quote for a booking priced on request", async () => {
    const { token } = await createTestTrip(database.db, { priced: false });
    const trip = (await load(token)).body.trip;
    expect(trip.quote).toBeNull();
    expect(trip.summary).toBeNull();
    expect(trip.pay).toBeNull();
    expect(trip.days).toHaveLength(4);
  });

  it("ends the trip on the departure the traveller chose, even past the package's own last day", async () => {
    // A 4-day package from 30 July ends on 2 August; the traveller asked to leave on 5 August.
    const { token } = await createTestTrip(database.db, { start: "2027-07-30", departure: "2027-08-05" });
    const trip = (await load(token)).body.trip;
    expect(trip.startText).toBe("Friday, 30 July 2027");
    expect(trip.endText).toBe("Thursday, 5 August 2027");
    expect(trip.endDate).toBe("2027-08-05");
    // The itinerary keeps the package's own days.
    expect(trip.days.map((day: { date: string }) => day.date).at(-1)).toBe("2027-08-02");

    // A passport that runs out before the stored departure is refused, even if it outlasts the package.
    const refused = await post(token, travellersForm(3, { "t1.passportExpiry": "2027-08-04" }));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors["t1.passportExpiry"]).toBe("The passport must still be valid after the trip.");
  });

  it("answers a changed, unknown or revoked token exactly as the site's own 404", async () => {
    const { booking, token } = await createTestTrip(database.db);
    const changed = `${token.slice(0, -1)}${token.at(-1) === "A" ? "B" : "A"}`;
    const unknown = "A".repeat(43);
    const tokens = [changed, unknown, "not-a-token"];
    const answers = [await load(changed), await load(unknown), await load("not-a-token")];
    await revokeTripLinks(database.db, booking.id);
    tokens.push(token);
    answers.push(await load(token));
    const { loader: notFoundLoader } = await import("./not-found");
    for (const [index, answer] of answers.entries()) {
      // What the not-found route answers at the same address (its hreflang links name that address).
      const request = new Request(`${TEST_SITE_URL}/trip/${tokens[index]}`);
      const siteNotFound = unwrap(notFoundLoader({ request, context: context(), params: {} } as never));
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ meta: siteNotFound.body.meta, trip: null });
      expect([...answer.headers]).toEqual([...siteNotFound.headers]);
    }
  });
});

describe("the travellers' details form", () => {
  it("saves one row per traveller and saving again updates them", async () => {
    const { booking, token } = await createTestTrip(database.db);
    const first = await post(token, travellersForm(3));
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/trip/${token}#travellers`);
    const toast = await toastCookie.parse(first.headers.get("set-cookie")?.split(";")[0] ?? "");
    expect(toast).toMatchObject({ type: "success", title: "Travellers' details saved. Thank you!" });

    await post(token, travellersForm(3, { "t2.fullName": "Baraka Otieno", "t2.passportNumber": "xy 987 654" }));
    const rows = await database.db
      .select()
      .from(tripTravellers)
      .where(eq(tripTravellers.bookingId, booking.id))
      .orderBy(tripTravellers.position);
    expect(rows.map((row) => [row.position, row.fullName, row.passportNumber])).toEqual([
      [1, "Traveller Number 1", "AK123451"],
      [2, "Baraka Otieno", "XY987654"],
      [3, "Traveller Number 3", "AK123453"],
    ]);
    expect(rows[2]?.medicalNotes).toBe("Asthma: inhaler");

    const trip = (await load(token)).body.trip;
    expect(trip.travellers[1]).toMatchObject({ fullName: "Baraka Otieno", dietaryNeeds: "Vegetarian" });
  });

  it("keeps details a border would refuse, and says why on the page: a passport short of six months, a child older than quoted", async () => {
    const { token } = await createTestTrip(database.db);
    expect((await load(token)).body.trip.borderWarnings).toBeNull();
    // The trip ends on 2 August 2027; the child was quoted as 9.
    const saved = await post(
      token,
      travellersForm(3, { "t1.passportExpiry": "2027-08-16", "t3.dateOfBirth": "2015-06-01" }),
    );
    expect(saved.status).toBe(302);
    const { borderWarnings } = (await load(token)).body.trip;
    expect(borderWarnings).toEqual({
      title: "Please check before you travel",
      items: [
        "Traveller Number 1's passport expires on Monday, 16 August 2027. Kenya and Tanzania ask for a passport valid for six months after you leave, until Wednesday, 2 February 2028 at least: please renew it before the trip.",
        "Traveller Number 3 will be 12 on the first day of the trip, but the price was worked out for a child of 9. We will check the price and write to you if it changes.",
      ],
    });
  });

  it.each([
    ["t1.fullName", "", "Enter the full name as it is written in the passport."],
    ["t2.passportExpiry", "2027-08-01", "The passport must still be valid after the trip."],
    ["t3.dateOfBirth", "31/12/2018", "Enter the date of birth as a date, e.g. 1985-04-20."],
  ])("refuses %s = %j with 400, the message and every entry kept", async (field, value, message) => {
    const { booking, token } = await createTestTrip(database.db);
    const outcome = await post(token, travellersForm(3, { [field]: value }));
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({ [field]: message });
    expect(outcome.body.values[field]).toBe(value);
    expect(outcome.body.values["t2.dietaryNeeds"]).toBe("Vegetarian");
    expect(outcome.body.intent).toBe("travellers");
    expect(await database.db.select().from(tripTravellers).where(eq(tripTravellers.bookingId, booking.id))).toEqual([]);
  });

  it("shows when the retention job removed passport and medical details", async () => {
    const { booking, token } = await createTestTrip(database.db);
    await post(token, travellersForm(3));
    await database.db
      .update(tripTravellers)
      .set({ passportNumber: null, medicalNotes: null, personalDataRemovedAt: new Date("2028-02-02T08:00:00Z") })
      .where(eq(tripTravellers.bookingId, booking.id));
    const trip = (await load(token)).body.trip;
    expect(trip.travellers[0]).toMatchObject({ passportNumber: "", removedText: "Wednesday, 2 February 2028" });
  });

  it("refuses posts past the limit with 429 and the entries kept", async () => {
    const { token } = await createTestTrip(database.db);
    const ctx = context({ clientAddress: "203.0.113.77" });
    await database.db.delete(rateLimits).where(eq(rateLimits.key, tripRateLimitKey("203.0.113.77")));
    for (let i = 0; i < TRIP_POST_RATE_LIMIT.limit; i++) {
      expect((await post(token, travellersForm(3), ctx)).status).toBe(302);
    }
    const refused = await post(token, travellersForm(3), ctx);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.formError).toMatch(/Too many attempts/);
    expect(refused.body.values["t1.fullName"]).toBe("Traveller Number 1");
  });

  it("is a 404 for a token that opens nothing, and saves nothing", async () => {
    const outcome = await post("B".repeat(43), travellersForm(3));
    expect(outcome.status).toBe(404);
  });
});

describe("the proof of residency upload", () => {
  const pdf = new Blob([Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF")], { type: "application/pdf" });

  /** A PDF of exactly `size` bytes: header, filler, end marker. */
  function fullSizePdf(size: number): Blob {
    const head = Buffer.from("%PDF-1.4\n");
    const tail = Buffer.from("\n%%EOF\n");
    return new Blob([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail], { type: "application/pdf" });
  }

  const proofsOf = (bookingId: number) =>
    database.db
      .select()
      .from(residencyProofs)
      .where(eq(residencyProofs.bookingId, bookingId))
      .orderBy(asc(residencyProofs.id));

  function upload(file: Blob, name: string): FormData {
    const form = new FormData();
    form.set("intent", "residency-proof");
    form.set("file", file, name);
    return form;
  }

  it("keeps a resident's PDF in the database and shows it as received", async () => {
    const { booking, token } = await createTestTrip(database.db, { residency: "resident" });
    expect((await load(token)).body.trip.needsResidencyProof).toBe(true);
    const outcome = await post(token, upload(pdf, "kra-pin.pdf"));
    expect(outcome.status).toBe(302);
    const [row] = await database.db.select().from(residencyProofs).where(eq(residencyProofs.bookingId, booking.id));
    // Kept under a name we build, never the sender's.
    const ours = `residency-proof-${booking.reference}-1.pdf`;
    expect(row).toMatchObject({ fileName: ours, contentType: "application/pdf", status: "submitted" });
    expect(Buffer.from(row!.content).subarray(0, 5).toString()).toBe("%PDF-");
    const trip = (await load(token)).body.trip;
    expect(trip.proofs).toEqual([expect.objectContaining({ number: 1, fileName: ours, status: "submitted" })]);
    expect(trip.proofSlots).toBe(3);
  });

  it("refuses a file that only claims to be a PNG", async () => {
    const { token } = await createTestTrip(database.db, { residency: "citizen" });
    const outcome = await post(token, upload(new Blob(["GIF89a......"], { type: "image/png" }), "id.png"));
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({ file: "The file is not a PDF, JPEG or PNG." });
  });

  it.each([
    ["HTML behind a PDF signature", "%PDF-<html><script>alert(1)</script></html>", "poly.html"],
    ["a PDF header with no end", "%PDF-1.7\n1 0 obj", "cut.pdf"],
    ["PNG signature with no picture", "\x89PNG\r\n\x1a\nIHDR-not-a-picture-IEND", "id.png"],
    ["JPEG signature with no picture", "\xff\xd8\xff\xe0 nothing of a picture", "id.jpg"],
  ])("refuses %s", async (_, text, name) => {
    const { booking, token } = await createTestTrip(database.db, { residency: "resident" });
    const outcome = await post(token, upload(new Blob([Buffer.from(text, "latin1")]), name));
    expect(outcome.status).toBe(400);
    expect(outcome.body.fieldErrors).toEqual({ file: "The file is not a PDF, JPEG or PNG." });
    expect(await proofsOf(booking.id)).toEqual([]);
  });

  it("refuses a file over 5 MB with 413, in words", async () => {
    const { token } = await createTestTrip(database.db, { residency: "resident" });
    const big = new Blob([Buffer.from("%PDF-"), Buffer.alloc(5 * 1024 * 1024)], { type: "application/pdf" });
    const outcome = await post(token, upload(big, "big.pdf"));
    expect(outcome.status).toBe(413);
    expect(outcome.body.fieldErrors).toEqual({ file: "The file is larger than 5 MB." });
  });

  it("keeps one document per traveller: one more is refused with 409, a replacement takes a place's bytes", async () => {
    const { booking, token } = await createTestTrip(database.db, { residency: "resident", adults: 2, children: 0 });
    for (const name of ["a.pdf", "b.pdf"]) expect((await post(token, upload(pdf, name))).status).toBe(302);
    const third = await post(token, upload(pdf, "c.pdf"));
    expect(third.status).toBe(409);
    expect(third.body.formError).toBe(
      "This booking already has all 2 of its documents, one per traveller. Choose the document your new file replaces.",
    );
    const [first, second] = await proofsOf(booking.id);
    expect([first?.fileName, second?.fileName]).toEqual([
      `residency-proof-${booking.reference}-1.pdf`,
      `residency-proof-${booking.reference}-2.pdf`,
    ]);
    await database.db.update(residencyProofs).set({ status: "rejected", reviewNote: "Blurred" });

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c08040" } })
      .png()
      .toBuffer();
    const replacing = upload(new Blob([png]), "new.png");
    replacing.set("replaces", String(second!.id));
    expect((await post(token, replacing)).status).toBe(302);
    const after = await proofsOf(booking.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      id: second!.id,
      contentType: "image/png",
      fileName: `residency-proof-${booking.reference}-2.png`,
      status: "submitted",
      reviewNote: "",
    });
    expect(Buffer.from(after[1]!.content).equals(png)).toBe(true);

    // Another booking's document cannot be named as the one replaced.
    const other = await createTestTrip(database.db, { residency: "resident" });
    const foreign = upload(pdf, "x.pdf");
    foreign.set("replaces", String(first!.id));
    expect((await post(other.token, foreign)).status).toBe(400);
    expect(await proofsOf(other.booking.id)).toEqual([]);
  });

  it("counts a day's bytes per client, an IPv6 client's whole /64 together, and says so in words", async () => {
    const megabytes = 6;
    const { booking, token } = await createTestTrip(database.db, { residency: "resident", adults: 4, children: 0 });
    const four = fullSizePdf(4 * 1024 * 1024);
    const first = await post(
      token,
      upload(four, "a.pdf"),
      context({ clientAddress: "2001:db8:77:1::1" }, { RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS: String(megabytes) }),
    );
    expect(first.status).toBe(302);
    const refused = await post(
      token,
      upload(four, "b.pdf"),
      context({ clientAddress: "2001:db8:77:1:ffff::2" }, { RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS: String(megabytes) }),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(refused.body.formError).toBe(
      "We have received as many documents from your connection as we can take today. Please try again in 24 hours, or send it to us by e-mail.",
    );
    // A refused upload spends nothing: a small file still fits in what is left.
    expect(
      (
        await post(
          token,
          upload(pdf, "c.pdf"),
          context({ clientAddress: "2001:db8:77:1::3" }, { RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS: String(megabytes) }),
        )
      ).status,
    ).toBe(302);
    // Another network is another client.
    expect((await post(token, upload(four, "d.pdf"), context({ clientAddress: "2001:db8:77:2::1" }))).status).toBe(302);
    expect(await proofsOf(booking.id)).toHaveLength(3);
  });

  // Eight full-size documents through the embedded database: a minute on a busy two-core machine.
  it("counts a day's bytes per booking, from any address", { timeout: 120_000 }, async () => {
    const { booking, token } = await createTestTrip(database.db, { residency: "resident", adults: 8, children: 0 });
    const full = fullSizePdf(RESIDENCY_PROOF_MAX_BYTES);
    const perDay = RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY / RESIDENCY_PROOF_MAX_BYTES;
    for (let i = 0; i < perDay; i++) expect((await post(token, upload(full, `${i}.pdf`))).status).toBe(302);
    const refused = await post(token, upload(full, "more.pdf"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body.formError).toMatch(/^This booking has received as many documents as we can take today/);
    expect(await proofsOf(booking.id)).toHaveLength(perDay);
  });

  it("is not asked of a non-resident, and refused from one", async () => {
    const { token } = await createTestTrip(database.db, { residency: "non_resident" });
    expect((await load(token)).body.trip.needsResidencyProof).toBe(false);
    expect((await post(token, upload(pdf, "x.pdf"))).status).toBe(400);
  });
});
