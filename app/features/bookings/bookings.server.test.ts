import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  appSettings,
  auditLog,
  bookings,
  emailOutbox,
  enquiries,
  paymentSchedule,
  safariPackages,
  tripLinks,
} from "~/db/schema";
import { cancelBooking } from "~/features/bookings/booking-records.server";
import { readEnquirySource } from "~/features/inbox/enquiry-source";
import { SAMPLE_OPERATOR_FACTS } from "~/features/operator-settings/operator-facts";
import { OPERATOR_FACTS_KEY, saveOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { readLedger } from "~/features/payments/ledger.server";
import type { Quote } from "~/features/quotes/rate-book";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import { composeWaitingEmails } from "~/services/email/composing.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { form } from "../../../tests/support/staff-sessions";
import { BOOKING_EMAIL_COMPOSER, bookingEmailComposer, bookingEmailComposition } from "./booking-email-composer.server";
import { createBookingFlowSchema } from "./booking-flow-schema";
import { getBooking, listBookings, parseInboxFilter, stageCounts } from "./booking-inbox.server";
import type { BookingRequest, PaymentChoice } from "./booking-request";
import { bookingKey, createBooking, findBookingForTraveller, updateBookingStatus } from "./bookings.server";
import { createSafariBookingSchema } from "./safari-booking-schema";

/** A quote as the server gives it (submitBooking): the booking stores it as it is. */
function testQuote({
  total = 55_500_000,
  currency = "KES",
  start = "2027-07-01",
  end = "2027-07-03",
}: {
  total?: number | null;
  currency?: Quote["currency"];
  start?: string;
  end?: string;
} = {}): Quote {
  const deposit = total === null ? null : Math.round(total * 0.3);
  return {
    package: { id: 1, slug: "amboseli-trail", title: "Amboseli Elephant Trail" },
    start,
    end,
    nights: 2,
    residency: "resident",
    currency,
    lines: [
      {
        kind: "adult",
        label: "2 adults × 2 nights, High season 2027",
        quantity: 4,
        unitAmount: total === null ? null : total / 4,
        amount: total,
      },
    ],
    total,
    deposit,
    balance: total === null || deposit === null ? null : total - deposit,
    balanceDueDate: "2027-06-15",
    depositDueNow: true,
    balanceDueNow: true,
    priceOnRequest: total === null,
    display: { currency, rate: 1, total },
    notices: [],
    ratesVersion: 7,
  };
}

const today = "2027-06-15";
const config = { STAFF_EMAIL: "reservations@heartbeest.example", SITE_URL: "https://heartbeest.example" };
const staff = { id: null, email: "wanjiru@heartbeest.example" };

let database: TestDatabase;
const packages = { mara: 0, amboseli: 0, charter: 0, onRequest: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(safariPackages)
    .values([
      { slug: "maasai-mara-explorer", title: "Maasai Mara Explorer", durationDays: 4, price: 1200, currency: "USD" },
      { slug: "amboseli-trail", title: "Amboseli Elephant Trail", durationDays: 3, price: 185000, currency: "KES" },
      {
        slug: "private-charter",
        title: "Private Charter",
        durationDays: 5,
        price: 900000,
        currency: "KES",
        pricePerPerson: false,
      },
      { slug: "tailor-made", title: "Tailor-made Safari", durationDays: 7, price: null, currency: "USD" },
    ])
    .returning({ id: safariPackages.id, slug: safariPackages.slug });
  const id = (slug: string) => inserted.find((row) => row.slug === slug)?.id ?? 0;
  packages.mara = id("maasai-mara-explorer");
  packages.amboseli = id("amboseli-trail");
  packages.charter = id("private-charter");
  packages.onRequest = id("tailor-made");
});
afterAll(async () => {
  await database.destroy();
});

/** A 'Book This Safari' post for `packageId`, read by the form's own schema. */
function safariRequest(packageId: number, overrides: Record<string, string> = {}) {
  return createSafariBookingSchema({ today, packageId }).parse({
    name: "Amina Otieno",
    phone: "+254 700 123 456",
    email: "amina@example.com",
    country: "Kenya",
    adults: "2",
    children: "1",
    childAges: "7",
    arrival: "2027-07-01",
    departure: "2027-07-05",
    message: "Honeymoon",
    otherInfo: "Vegetarian",
    ...overrides,
  });
}

/** The flow's final post for `packageId`: the details read by the flow's schema, and the payment chosen. */
function flowRequest(packageId: number, overrides: Record<string, string>, payment: PaymentChoice): BookingRequest {
  const details = createBookingFlowSchema({ today, packageId }).parse({
    name: "Jonas Müller",
    email: "jonas@example.de",
    phone: "+49 30 1234567",
    country: "Germany",
    adults: "3",
    startDate: "2027-08-02",
    specialRequests: "",
    ...overrides,
  });
  return { ...details, payment };
}

async function emailsFor(bookingId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `booking:${bookingId}:%`))
    .orderBy(emailOutbox.id);
}

/** Bookings stored under `key` (bookingKey): the digest of a form's token and fields. */
async function bookingsWithKey(key: string) {
  return database.db.select().from(bookings).where(eq(bookings.submissionToken, key));
}

describe("createBooking from the 'Book This Safari' form", () => {
  it("stores the booking with the quote it was given and queues both e-mails with it", async () => {
    const token = issueSubmissionToken();
    const result = await createBooking(database.db, {
      request: safariRequest(packages.amboseli),
      submissionToken: token,
      config,
      quote: testQuote(),
    });
    expect(result.status).toBe("created");
    if (result.status !== "created" && result.status !== "existing") throw new Error("unreachable");
    const booking = result.booking;
    expect(booking).toMatchObject({
      source: "safari_form",
      status: "new",
      safariId: packages.amboseli,
      packageTitle: "Amboseli Elephant Trail",
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: "+254 700 123 456",
      country: "Kenya",
      adults: 2,
      children: 1,
      arrivalDate: "2027-07-01",
      departureDate: "2027-07-05",
      message: "Honeymoon",
      specialRequests: "Vegetarian",
      paymentChoice: null,
      // 185,000 KES per person x (2 adults + 1 child); 30% deposit.
      totalAmount: 55_500_000,
      depositAmount: 16_650_000,
      currency: "KES",
      quote: testQuote(),
      ratesVersion: 7,
      residency: "resident",
      childAges: [7],
      singles: 0,
      discountCode: null,
      // Stored under a digest of the token and the fields, never the token itself.
      submissionToken: bookingKey(token, safariRequest(packages.amboseli)),
      staffNotes: "",
    });
    expect(booking.reference).toMatch(/^KSF-\d{4,}$/);

    const emails = await emailsFor(booking.id);
    expect(emails.map((e) => [e.kind, e.toAddress, e.replyTo, e.status])).toEqual([
      ["booking_staff_notification", "reservations@heartbeest.example", "amina@example.com", "pending"],
      ["booking_confirmation", "amina@example.com", "reservations@heartbeest.example", "pending"],
    ]);
    expect(emails[0]?.subject).toBe(
      `New booking request ${booking.reference}: Amboseli Elephant Trail for Amina Otieno`,
    );
    expect(emails[0]?.textBody).toContain("Arrival date: Thursday, 1 July 2027");
    expect(emails[1]?.subject).toBe(`Your booking request ${booking.reference}: Amboseli Elephant Trail`);
    expect(emails[1]?.htmlBody).toContain(booking.reference);
  });

  it("writes both e-mails just after the commit, leaving no composition (nor its trip token) behind", async () => {
    const result = await createBooking(database.db, {
      request: safariRequest(packages.amboseli, { email: "written@example.com" }),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote(),
    });
    if (result.status !== "created") throw new Error(`not created: ${result.status}`);
    const emails = await emailsFor(result.booking.id);
    expect(emails.map((email) => [email.status, email.composition])).toEqual([
      ["pending", null],
      ["pending", null],
    ]);
    expect(emails[1]?.textBody).toContain(`https://heartbeest.example/trip/${result.tripToken}`);
  });

  it("e-mails a request left owed but unwritten are written by the delivery job, as the request would have", async () => {
    const result = await createBooking(database.db, {
      request: safariRequest(packages.amboseli, { email: "left-owed@example.com" }),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote(),
    });
    if (result.status !== "created") throw new Error(`not created: ${result.status}`);
    const written = await emailsFor(result.booking.id);
    // As the transaction leaves them when the process dies before writing them.
    for (const [email, row] of [
      ["staffNotification", written[0]],
      ["confirmation", written[1]],
    ] as const) {
      await database.db
        .update(emailOutbox)
        .set({
          status: "composing",
          subject: "",
          textBody: "",
          htmlBody: null,
          composition: bookingEmailComposition(
            result.booking.id,
            email,
            email === "confirmation" ? result.tripToken : null,
          ),
        })
        .where(eq(emailOutbox.id, row?.id ?? 0));
    }
    const composers = { [BOOKING_EMAIL_COMPOSER]: bookingEmailComposer(config) };
    // Within the request's own time, the job leaves them to it.
    expect(await composeWaitingEmails(database.db, composers)).toBe(0);
    expect(await composeWaitingEmails(database.db, composers, { olderThanMs: 0 })).toBe(2);
    const rewritten = await emailsFor(result.booking.id);
    expect(
      rewritten.map((email) => [email.status, email.subject, email.textBody, email.htmlBody, email.composition]),
    ).toEqual(written.map((email) => ["pending", email.subject, email.textBody, email.htmlBody, null]));
  });

  it("an owed e-mail whose booking has gone is never sent, and its trip token is cleared", async () => {
    const result = await createBooking(database.db, {
      request: safariRequest(packages.amboseli, { email: "gone@example.com" }),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote(),
    });
    if (result.status !== "created") throw new Error(`not created: ${result.status}`);
    const [, confirmation] = await emailsFor(result.booking.id);
    await database.db
      .update(emailOutbox)
      .set({ status: "composing", composition: bookingEmailComposition(9_999_999, "confirmation", result.tripToken) })
      .where(eq(emailOutbox.id, confirmation?.id ?? 0));
    const composers = { [BOOKING_EMAIL_COMPOSER]: bookingEmailComposer(config) };
    expect(await composeWaitingEmails(database.db, composers, { olderThanMs: 0 })).toBe(1);
    const [, after] = await emailsFor(result.booking.id);
    expect(after).toMatchObject({ status: "failed", composition: null });
    expect(after?.lastError).toMatch(/no longer exists/);
  });

  it.each([0, -1, 999_999, Number.NaN, 1.5, 2 ** 40])("finds no package %s and stores nothing", async (id) => {
    const token = issueSubmissionToken();
    const result = await createBooking(database.db, {
      request: safariRequest(id),
      submissionToken: token,
      config,
      quote: testQuote(),
    });
    expect(result).toEqual({ status: "package_not_found" });
    expect(await bookingsWithKey(bookingKey(token, safariRequest(id)))).toHaveLength(0);
  });

  it("opens one enquiry for the staff inbox with where the traveller came from, even when re-posted", async () => {
    const token = issueSubmissionToken();
    const source = readEnquirySource(
      form({
        source_referrer: "https://www.google.com/search?q=mara",
        source_landing: "/safaris?utm_source=google&utm_medium=cpc",
      }),
      config.SITE_URL,
    );
    const post = () =>
      createBooking(database.db, {
        request: safariRequest(packages.amboseli),
        submissionToken: token,
        config,
        quote: testQuote(),
        source,
      });
    const first = await post();
    await post();
    if (!("booking" in first)) throw new Error("unreachable");
    const opened = await database.db.select().from(enquiries).where(eq(enquiries.bookingId, first.booking.id));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      kind: "booking",
      stage: "new",
      name: "Amina Otieno",
      email: "amina@example.com",
      subject: "Amboseli Elephant Trail",
      sourceReferrer: "https://www.google.com/search",
      sourceLandingPath: "/safaris",
      utmSource: "google",
      utmMedium: "cpc",
      firstReplyAt: null,
      ownerId: null,
    });
    expect(opened[0]?.receivedAt.getTime()).toBe(first.booking.createdAt.getTime());
  });

  it("refuses to store without a proper submission token", async () => {
    await expect(
      createBooking(database.db, {
        request: safariRequest(packages.mara),
        submissionToken: "",
        config,
        quote: testQuote(),
      }),
    ).rejects.toThrow(RangeError);
  });

  it("stores a re-posted form once and returns the same booking", async () => {
    const token = issueSubmissionToken();
    const post = () =>
      createBooking(database.db, {
        request: safariRequest(packages.mara),
        submissionToken: token,
        config,
        quote: testQuote(),
      });
    const first = await post();
    const second = await post();
    expect(first.status).toBe("created");
    expect(second.status).toBe("existing");
    if (!("booking" in first) || !("booking" in second)) throw new Error("unreachable");
    expect(second.booking.id).toBe(first.booking.id);
    expect(second.booking.reference).toBe(first.booking.reference);
    expect(await bookingsWithKey(bookingKey(token, safariRequest(packages.mara)))).toHaveLength(1);
    expect(await emailsFor(first.booking.id)).toHaveLength(2);
  });

  it("stores one booking for each traveller who posts the same token (a cached page) with their own details", async () => {
    const token = issueSubmissionToken();
    const post = (name: string, email: string) =>
      createBooking(database.db, {
        request: safariRequest(packages.mara, { name, email }),
        submissionToken: token,
        config,
        quote: testQuote(),
      });
    const [amina, baraka] = await Promise.all([
      post("Amina Cached", "amina.cached@example.com"),
      post("Baraka Cached", "baraka.cached@example.com"),
    ]);
    const aminaAgain = await post("Amina Cached", "amina.cached@example.com");
    expect([amina?.status, baraka?.status, aminaAgain.status]).toEqual(["created", "created", "existing"]);
    if (amina?.status !== "created" || baraka?.status !== "created" || aminaAgain.status !== "existing") return;
    expect(baraka.booking.id).not.toBe(amina.booking.id);
    expect(aminaAgain.booking.id).toBe(amina.booking.id);
    const stored = await database.db.select().from(bookings).where(like(bookings.email, "%.cached@example.com"));
    expect(stored.map((booking) => booking.name).sort()).toEqual(["Amina Cached", "Baraka Cached"]);
    expect(await emailsFor(baraka.booking.id)).toHaveLength(2);
  });

  it("tells posts apart by every field that makes the booking, not only by who sends it", async () => {
    const token = issueSubmissionToken();
    const keys = [
      bookingKey(token, safariRequest(packages.mara)),
      bookingKey(token, safariRequest(packages.amboseli)),
      bookingKey(token, safariRequest(packages.mara, { adults: "3" })),
      bookingKey(token, safariRequest(packages.mara, { arrival: "2027-07-02" })),
      bookingKey(token, safariRequest(packages.mara, { message: "Anniversary" })),
      bookingKey(issueSubmissionToken(), safariRequest(packages.mara)),
      bookingKey(token, flowRequest(packages.mara, {}, "mpesa")),
      bookingKey(token, flowRequest(packages.mara, {}, "bank_transfer")),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    // The same post always gives the same key, and it reveals neither the token nor the fields.
    expect(bookingKey(token, safariRequest(packages.mara))).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[0]).not.toContain(token);
  });

  it("stores 20 concurrent identical posts as one booking with one pair of e-mails", async () => {
    const token = issueSubmissionToken();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        createBooking(database.db, {
          request: safariRequest(packages.mara),
          submissionToken: token,
          config,
          quote: testQuote(),
        }),
      ),
    );
    const stored = await bookingsWithKey(bookingKey(token, safariRequest(packages.mara)));
    expect(stored).toHaveLength(1);
    expect(results.filter((r) => r.status === "created")).toHaveLength(1);
    expect(results.filter((r) => r.status === "existing")).toHaveLength(19);
    expect(new Set(results.map((r) => ("booking" in r ? r.booking.id : null)))).toEqual(new Set([stored[0]?.id]));
    expect(await emailsFor(stored[0]?.id ?? 0)).toHaveLength(2);
  });

  it("stores 50 concurrent different posts as 50 bookings with 50 distinct references", async () => {
    const tokens = Array.from({ length: 50 }, () => issueSubmissionToken());
    const results = await Promise.all(
      tokens.map((token, i) =>
        createBooking(database.db, {
          request: safariRequest(packages.mara, { name: `Traveller ${i}` }),
          submissionToken: token,
          config,
          quote: testQuote(),
        }),
      ),
    );
    expect(results.every((r) => r.status === "created")).toBe(true);
    const keys = tokens.map((token, i) => bookingKey(token, safariRequest(packages.mara, { name: `Traveller ${i}` })));
    const stored = await database.db.select().from(bookings).where(inArray(bookings.submissionToken, keys));
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((b) => b.reference)).size).toBe(50);
    expect(stored.every((b) => /^KSF-\d{4,}$/.test(b.reference))).toBe(true);
    const [queued] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.dedupeKey,
          stored.flatMap((b) => [`booking:${b.id}:confirmation`, `booking:${b.id}:staff-notification`]),
        ),
      );
    expect(queued?.count).toBe(100);
  });
});

describe("createBooking from the booking flow", () => {
  it("ends an N-day trip N - 1 days after the start and stores the quote's amounts", async () => {
    const result = await createBooking(database.db, {
      request: flowRequest(packages.mara, { specialRequests: "Window seats" }, "bank_transfer"),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote({ total: 360_000, currency: "USD", start: "2027-08-02", end: "2027-08-05" }),
    });
    expect(result.status).toBe("created");
    if (result.status !== "created" && result.status !== "existing") throw new Error("unreachable");
    expect(result.booking).toMatchObject({
      source: "booking_flow",
      packageTitle: "Maasai Mara Explorer",
      name: "Jonas Müller",
      country: "Germany",
      adults: 3,
      children: 0,
      arrivalDate: "2027-08-02",
      departureDate: "2027-08-05",
      message: null,
      specialRequests: "Window seats",
      paymentChoice: "bank_transfer",
      totalAmount: 360_000,
      depositAmount: 108_000,
      currency: "USD",
    });
    const [, confirmation] = await emailsFor(result.booking.id);
    expect(confirmation?.textBody).toContain("deposit of USD 1,080.00 by bank transfer");
    expect(confirmation?.textBody).toContain(`Please use ${result.booking.reference} as the payment reference`);

    // Born with its schedule, and the confirmation carries the private trip link that opens this booking.
    const ledger = await readLedger(database.db, result.booking.id);
    expect(ledger?.summary).toMatchObject({ total: 360_000, outstanding: 360_000 });
    expect(ledger?.summary.next).toMatchObject({ kind: "deposit", amount: 108_000 });
    const link = confirmation?.textBody.match(/https:\/\/heartbeest\.example\/trip\/([A-Za-z0-9_-]+)/);
    expect(link, "a trip link in the confirmation").not.toBeNull();
    expect((await findBookingByTripToken(database.db, link![1]!))?.id).toBe(result.booking.id);
  });

  it("keeps the traveller's choice of M-Pesa or a quote", async () => {
    for (const payment of ["mpesa", "quote"] as const) {
      const result = await createBooking(database.db, {
        request: flowRequest(packages.amboseli, {}, payment),
        submissionToken: issueSubmissionToken(),
        config,
        quote: testQuote(),
      });
      expect(result.status === "created" && result.booking.paymentChoice).toBe(payment);
    }
  });

  it("turns a deposit choice into a quote request when the package is priced on request", async () => {
    const result = await createBooking(database.db, {
      request: flowRequest(packages.onRequest, {}, "mpesa"),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote({ total: null, currency: "USD", start: "2027-08-02", end: "2027-08-08" }),
    });
    expect(result.status === "created" && result.booking).toMatchObject({
      paymentChoice: "quote",
      totalAmount: null,
      depositAmount: null,
      currency: "USD",
      departureDate: "2027-08-08",
    });
  });

  it("e-mails the office's own phone and payment details once saved, and asks the traveller to reply before", async () => {
    const book = async (payment: "bank_transfer" | "mpesa") => {
      const result = await createBooking(database.db, {
        request: flowRequest(packages.amboseli, {}, payment),
        submissionToken: issueSubmissionToken(),
        config,
        quote: testQuote(),
      });
      if (result.status !== "created") throw new Error(`not stored: ${result.status}`);
      const [, confirmation] = await emailsFor(result.booking.id);
      return { reference: result.booking.reference, text: confirmation?.textBody ?? "", html: confirmation?.htmlBody };
    };

    // Nothing saved yet: no number to call and no account to pay into, only 'reply and we send them'.
    const bankBefore = await book("bank_transfer");
    expect(bankBefore.text).toContain("reply to this email and we will send you our bank details");
    expect(bankBefore.text).toContain("Questions? Simply reply to this email.");
    expect(bankBefore.text).not.toContain("call us on");
    const mpesaBefore = await book("mpesa");
    expect(mpesaBefore.text).toContain("reply to this email and we will send you our paybill number");

    // The demo's sample bank account and paybill are never passed off as real; its phone may show.
    await saveOperatorFacts(database.db, SAMPLE_OPERATOR_FACTS, staff);
    const bankSample = await book("bank_transfer");
    expect(bankSample.text).toContain("we will send you our bank details");
    expect(bankSample.text).not.toContain(SAMPLE_OPERATOR_FACTS.bank.accountNumber);
    expect((await book("mpesa")).text).toContain("we will send you our paybill number");

    await saveOperatorFacts(
      database.db,
      {
        ...SAMPLE_OPERATOR_FACTS,
        phone: "+254 722 555 019",
        bank: {
          bankName: "Equity Bank Kenya",
          accountName: "Heartbeest Safari Ltd",
          accountNumber: "1180 2794 55321",
          branch: "Westlands",
          swiftCode: "EQBLKENA",
        },
        mpesaPaybill: "522533",
      },
      staff,
    );
    try {
      const bank = await book("bank_transfer");
      expect(bank.text).toContain("Questions? Simply reply to this email or call us on +254 722 555 019.");
      expect(bank.text).toContain("by bank transfer to the account below");
      for (const value of ["Equity Bank Kenya", "1180 2794 55321", "Westlands", "EQBLKENA"]) {
        expect(bank.text).toContain(value);
        expect(bank.html).toContain(value);
      }
      expect(bank.text).not.toContain("we will send you our bank details");
      const mpesa = await book("mpesa");
      expect(mpesa.text).toContain(`business number 522533, account number ${mpesa.reference}`);
      expect(mpesa.text).not.toContain("we will send you our paybill number");
    } finally {
      await database.db.delete(appSettings).where(eq(appSettings.key, OPERATOR_FACTS_KEY));
    }
  });

  it("finds no unknown package", async () => {
    const result = await createBooking(database.db, {
      request: flowRequest(424242, {}, "quote"),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote(),
    });
    expect(result).toEqual({ status: "package_not_found" });
  });
});

describe("findBookingForTraveller", () => {
  it("needs the reference and the key the booking was stored under (not the form's token alone)", async () => {
    const token = issueSubmissionToken();
    const result = await createBooking(database.db, {
      request: flowRequest(packages.mara, {}, "mpesa"),
      submissionToken: token,
      config,
      quote: testQuote({ total: 360_000, currency: "USD", start: "2027-08-02", end: "2027-08-05" }),
    });
    if (result.status !== "created" && result.status !== "existing") throw new Error("unreachable");
    const reference = result.booking.reference;
    const key = result.booking.submissionToken ?? "";
    expect(key).toBe(bookingKey(token, flowRequest(packages.mara, {}, "mpesa")));

    expect(await findBookingForTraveller(database.db, { reference, submissionToken: key })).toEqual({
      reference,
      status: "new",
      packageTitle: "Maasai Mara Explorer",
      name: "Jonas Müller",
      email: "jonas@example.de",
      phone: "+49 30 1234567",
      guests: 3,
      startDate: "2027-08-02",
      endDate: "2027-08-05",
      durationDays: 4,
      specialRequests: null,
      paymentChoice: "mpesa",
      currency: "USD",
      quote: testQuote({ total: 360_000, currency: "USD", start: "2027-08-02", end: "2027-08-05" }),
      totalAmount: 360_000,
      depositAmount: 108_000,
      balanceAmount: 252_000,
    });

    const someoneElse = await createBooking(database.db, {
      request: safariRequest(packages.mara),
      submissionToken: issueSubmissionToken(),
      config,
      quote: testQuote(),
    });
    if (!("booking" in someoneElse)) throw new Error("unreachable");
    const guesses = [
      { reference: someoneElse.booking.reference, submissionToken: key },
      // A cached page shows its token to many visitors: knowing it must not be enough.
      { reference, submissionToken: token },
      { reference, submissionToken: issueSubmissionToken() },
      { reference: reference.toLowerCase(), submissionToken: key },
      { reference: "KSF-' or '1'='1", submissionToken: key },
      { reference, submissionToken: "" },
    ];
    for (const guess of guesses) expect(await findBookingForTraveller(database.db, guess)).toBeNull();
  });
});

describe("the staff inbox", () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // What holds a booking (ON DELETE RESTRICT) goes first: a booking is never deleted by the app itself.
    await database.db.delete(enquiries);
    await database.db.delete(tripLinks);
    await database.db.delete(paymentSchedule);
    await database.db.delete(bookings);
    const make = async (key: string, name: string, arrival: string, receivedAt: string) => {
      const result = await createBooking(database.db, {
        request: safariRequest(packages.mara, {
          name,
          email: `${key}@example.com`,
          arrival,
          departure: `${arrival.slice(0, 8)}28`,
        }),
        submissionToken: issueSubmissionToken(),
        config,
        quote: testQuote(),
      });
      if (result.status !== "created" && result.status !== "existing") throw new Error("unreachable");
      await database.db
        .update(bookings)
        .set({ createdAt: new Date(receivedAt) })
        .where(eq(bookings.id, result.booking.id));
      ids[key] = result.booking.id;
    };
    // Received times in UTC; Nairobi is three hours ahead.
    await make("a", "Amina Otieno", "2027-07-01", "2027-06-01T06:00:00Z");
    await make("b", "Baraka Mwangi", "2027-08-01", "2027-06-02T20:59:00Z"); // 23:59 on 2 June in Nairobi
    await make("c", "Chloé Martin", "2027-09-01", "2027-06-02T21:00:00Z"); // already 3 June in Nairobi
    await make("d", "David 100% Smith", "2027-10-01", "2027-06-04T12:00:00Z");
    await make("e", "Esther_Wambui", "2027-11-01", "2027-06-05T12:00:00Z");
  });

  const names = (list: Awaited<ReturnType<typeof listBookings>>) => list.rows.map((b) => b.name.slice(0, 1));
  // The inbox as staff reach it: its filters read from the URL's query.
  const inbox = (query = "", pageSize?: number) =>
    listBookings(database.db, parseInboxFilter(new URLSearchParams(query)), pageSize);

  it("lists newest first with a total", async () => {
    const list = await inbox();
    expect(names(list)).toEqual(["E", "D", "C", "B", "A"]);
    expect(list).toMatchObject({ total: 5, page: 1, pageCount: 1 });
  });

  it("pages, a page past the end showing the last one", async () => {
    const second = await inbox("page=2", 2);
    expect(names(second)).toEqual(["C", "B"]);
    expect(second).toMatchObject({ total: 5, page: 2, pageCount: 3 });
    expect(names(await inbox("page=9", 2))).toEqual(["A"]);
  });

  it("filters by the day received, in Nairobi time", async () => {
    expect(names(await inbox("from=2027-06-02&to=2027-06-02"))).toEqual(["B"]);
    expect(names(await inbox("from=2027-06-03"))).toEqual(["E", "D", "C"]);
    expect(names(await inbox("to=2027-06-01"))).toEqual(["A"]);
  });

  it("filters by arrival date, both ends included", async () => {
    expect(names(await inbox("dates=arrival&from=2027-08-01&to=2027-09-01"))).toEqual(["C", "B"]);
  });

  it("searches reference, name, e-mail, phone and package, taking % and _ literally", async () => {
    const b = await getBooking(database.db, ids.b ?? 0);
    expect(names(await inbox(`q=${b?.reference ?? ""}`))).toEqual(["B"]);
    expect(names(await inbox("q=otieno"))).toEqual(["A"]);
    expect(names(await inbox("q=c%40example"))).toEqual(["C"]);
    expect(names(await inbox("q=100%25"))).toEqual(["D"]);
    expect(names(await inbox("q=r_w"))).toEqual(["E"]);
    expect(names(await inbox("q=%25"))).toEqual(["D"]);
    expect(names(await inbox(`q=${encodeURIComponent(b?.phone ?? "")}`))).toEqual(names(await inbox()));
    expect(names(await inbox(`q=${encodeURIComponent(b?.packageTitle ?? "")}`))).toHaveLength(5);
    expect(names(await inbox("q=nowhere-to-be-found"))).toEqual([]);
  });

  it("moves a booking through its statuses, filters by its stage in the one lifecycle and audits each change", async () => {
    const id = ids.c ?? 0;
    expect((await updateBookingStatus(database.db, { bookingId: id, status: "contacted", actor: staff }))?.status).toBe(
      "contacted",
    );
    expect((await updateBookingStatus(database.db, { bookingId: id, status: "confirmed", actor: staff }))?.status).toBe(
      "confirmed",
    );
    // Setting the status it already has changes nothing and records nothing.
    await updateBookingStatus(database.db, { bookingId: id, status: "confirmed", actor: staff });
    await cancelBooking(database.db, {
      bookingId: ids.a ?? 0,
      reason: "The travellers called the trip off.",
      actor: staff,
    });

    // Confirmed with no money yet: its proposal went out. The others were never answered.
    expect(names(await inbox("stage=proposal_sent"))).toEqual(["C"]);
    expect(names(await inbox("stage=cancelled"))).toEqual(["A"]);
    expect(names(await inbox("stage=new"))).toEqual(["E", "D", "B"]);
    // An older link by the booking's own status still finds what it meant.
    expect(names(await inbox("status=new"))).toEqual(["E", "D", "B"]);
    expect(await stageCounts(database.db)).toMatchObject({ new: 3, proposal_sent: 1, cancelled: 1, answered: 0 });

    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "bookings"), eq(auditLog.rowId, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((entry) => [entry.actorEmail, entry.action, entry.before, entry.after])).toEqual([
      ["wanjiru@heartbeest.example", "update", { status: "new" }, { status: "contacted" }],
      ["wanjiru@heartbeest.example", "update", { status: "contacted" }, { status: "confirmed" }],
    ]);
  });

  it("refuses an unknown status and finds no unknown booking", async () => {
    await expect(
      updateBookingStatus(database.db, { bookingId: ids.a ?? 0, status: "paid" as "new", actor: staff }),
    ).rejects.toThrow(RangeError);
    expect(await updateBookingStatus(database.db, { bookingId: 987654, status: "new", actor: staff })).toBeUndefined();
    expect(await getBooking(database.db, Number.NaN)).toBeNull();
  });

  it("reads the inbox filters from a query string, dropping bad values", () => {
    expect(
      parseInboxFilter(
        new URLSearchParams("stage=deposit_paid&dates=arrival&from=2027-06-01&to=nope&q=%20amina%20&page=3&other=1"),
      ),
    ).toEqual({ stage: "deposit_paid", dates: "arrival", from: "2027-06-01", to: undefined, q: "amina", page: 3 });
    expect(parseInboxFilter(new URLSearchParams("stage=paid&dates=later&from=2027-13-01&page=-2"))).toMatchObject({
      stage: undefined,
      dates: "received",
      from: undefined,
      page: 1,
    });
  });

  it("refuses a search staff could not have typed with a clear 400", () => {
    for (const query of ["q=%00", "q=a%00b", "q=%1B%5B2J"]) {
      let thrown: unknown;
      try {
        parseInboxFilter(new URLSearchParams(query));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({
        init: { status: 400 },
        data: { error: "Search terms cannot contain control characters." },
      });
    }
  });
});
