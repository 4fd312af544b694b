// The trip page's M-Pesa form posts here: its action called as React Router calls it, with a real Request
// and FormData, against a real database and the Daraja stand-in over real HTTP. A good post pushes and goes
// on to the status page; every refusal comes back in words with the entries kept.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payments, rateLimits } from "~/db/schema";
import { settlePaymentById } from "~/features/payments/ledger.server";
import { normaliseKenyanPhone } from "~/features/payments/mpesa-schema";
import { DARAJA_ERRORS, type FakeDarajaServer, startFakeDarajaServer } from "../../../tests/fakes/daraja-server";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createPayableBooking, mpesaTestEnv, setKesRate } from "../../../tests/support/mpesa-bookings";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { action, loader } from "./trip-pay-mpesa";
import { loader as statusLoader } from "./trip-pay-mpesa-status";

let database: TestDatabase;
let fake: FakeDarajaServer;
let context: AppLoadContext;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeDarajaServer();
  fake.defaultPlan = { ...fake.defaultPlan, callback: "never" };
  context = testContext(database, mpesaTestEnv(fake, "http://127.0.0.1:9"));
});
afterAll(async () => {
  await fake.stop();
  await database.destroy();
});
beforeEach(async () => {
  fake.unreachable = false;
  await setKesRate(database.db);
  // Each case starts with fresh per-phone and per-address counts (those limits are tested on their own, in
  // mpesa-push-limits.server.test.ts); the cases here all pay from one phone.
  await database.db.delete(rateLimits);
});

type Outcome = RouteOutcome<{
  fieldErrors?: Record<string, string>;
  formError?: string | null;
  values?: Record<string, string>;
}>;
const run = (call: () => unknown): Promise<Outcome> => runRoute(call);

/** The customer cancels every pending prompt of the booking (as M-Pesa's 1032 would settle it). */
async function cancelPendingPushes(bookingId: number) {
  const rows = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  for (const row of rows.filter((payment) => payment.status === "pending")) {
    await settlePaymentById(
      database.db,
      row.id,
      { outcome: "failed", code: "1032", reason: "Request cancelled by user" },
      { source: "callback" },
    );
  }
}

function post(token: string, fields: Record<string, string>, ctx: AppLoadContext = context) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const request = new Request(`${TEST_SITE_URL}/trip/${token}/pay/mpesa`, {
    method: "POST",
    body: form,
    headers: { origin: TEST_SITE_URL },
  });
  return run(() => action({ request, params: { token }, context: ctx } as never));
}

describe("a Kenyan phone number", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0112-345-678", "254112345678"],
    ["+254 712 345 678", "254712345678"],
    ["254712345678", "254712345678"],
    ["+254112345678", "254112345678"],
    ["712345678", "254712345678"],
  ])("%s is %s", (typed, expected) => {
    expect(normaliseKenyanPhone(typed)).toBe(expected);
  });

  it.each(["", "071234567", "07123456789", "0812345678", "+255712345678", "2547123456789", "phone", "+44 7700 900123"])(
    "%j is refused",
    (typed) => {
      expect(normaliseKenyanPhone(typed)).toBeNull();
    },
  );
});

describe("posting the M-Pesa form", () => {
  it("pushes the deposit and redirects to the payment's status page, which asks for the PIN", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    const outcome = await post(token, { purpose: "deposit", phone: "0712 345 678" });
    expect(outcome.status).toBe(302);
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: "pending", phone: "254712345678", method: "mpesa", purpose: "deposit" });
    expect(outcome.location).toBe(`/trip/${token}/pay/mpesa/${payment?.id}`);
    expect(outcome.headers.get("cache-control")).toBe("private, no-store");
    expect(fake.pushes.at(-1)?.request).toMatchObject({ Amount: 116_325, PhoneNumber: "254712345678" });

    const request = new Request(`${TEST_SITE_URL}${outcome.location}`);
    const page = await statusLoader({
      request,
      params: { token, paymentId: String(payment?.id) },
      context,
    } as never);
    expect(page).toMatchObject({ status: "pending", phone: "254712345678", amount: "KES 116,325.00" });
  });

  it("pushes the whole outstanding balance when the balance is chosen and within M-Pesa's limit", async () => {
    const { token } = await createPayableBooking(database.db, { deposit: 90_000, balance: 90_000 });
    expect((await post(token, { purpose: "balance", phone: "+254712345678" })).status).toBe(302);
    // USD 1,800.00 at 129.25.
    expect(fake.pushes.at(-1)?.request.Amount).toBe(232_650);
  });

  it("refuses a balance above M-Pesa's limit before any push, in words, offering parts and other ways", async () => {
    const { booking, token } = await createPayableBooking(database.db, { deposit: 90_000, balance: 210_000 });
    const pushes = fake.pushes.length;
    // USD 3,000.00 at 129.25 is KES 387,750.
    const outcome = await post(token, { purpose: "balance", phone: "+254712345678", amount: "" });
    expect(outcome.status).toBe(400);
    expect(outcome.body?.formError).toBe(
      "M-Pesa takes at most KES 250,000.00 in one payment, and this comes to KES 387,750.00, so no request was sent. Pay up to KES 250,000.00 now and the rest in further payments, or pay by card or bank transfer from your trip page.",
    );
    expect(outcome.body?.values).toEqual({ purpose: "balance", phone: "+254712345678", amount: "250000" });
    expect(fake.pushes.length).toBe(pushes);
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
    // The form's own loader explains the limit before anything is posted.
    const request = new Request(`${TEST_SITE_URL}/trip/${token}/pay/mpesa`);
    const page = (await loader({ request, params: { token }, context } as never)) as {
      options: { purpose: string; overLimit: boolean }[];
      limit: string;
    };
    expect(page.limit).toBe("KES 250,000.00");
    expect(page.options.find((option) => option.purpose === "balance")?.overLimit).toBe(true);

    // Paying a part goes through.
    expect((await post(token, { purpose: "balance", phone: "+254712345678", amount: "250,000" })).status).toBe(302);
    expect(fake.pushes.at(-1)?.request.Amount).toBe(250_000);
  });

  it("refuses a part above the limit beside the field, the entries kept", async () => {
    const { token } = await createPayableBooking(database.db, { deposit: 90_000, balance: 210_000 });
    const outcome = await post(token, { purpose: "balance", phone: "0712345678", amount: "300000" });
    expect(outcome.status).toBe(400);
    expect(outcome.body?.fieldErrors?.amount).toBe("Enter an amount in whole shillings, from 1 to 250,000.");
    expect(outcome.body?.values).toEqual({ purpose: "balance", phone: "0712345678", amount: "300000" });
  });

  it.each([
    [{ purpose: "deposit", phone: "" }, "phone", "Enter the M-Pesa phone number to send the request to."],
    [
      { purpose: "deposit", phone: "0812 345 678" },
      "phone",
      "Enter a Kenyan mobile number: 07XX XXX XXX, 01XX XXX XXX, or the same with +254 in front.",
    ],
    [{ purpose: "everything", phone: "0712345678" }, "purpose", "Choose whether to pay the deposit or the balance."],
  ])("refuses %j with 400, the message beside the field and the entries kept", async (fields, field, message) => {
    const { booking, token } = await createPayableBooking(database.db);
    const pushes = fake.pushes.length;
    const outcome = await post(token, fields);
    expect(outcome.status).toBe(400);
    expect(outcome.body?.fieldErrors?.[field]).toBe(message);
    expect(outcome.body?.values).toEqual({ ...fields, amount: "" });
    expect(fake.pushes.length).toBe(pushes);
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
  });

  it("answers a wrong or changed token with 404, as any unknown page", async () => {
    const { token } = await createPayableBooking(database.db);
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const wrong of [changed, "nope"]) {
      expect((await post(wrong, { purpose: "deposit", phone: "0712345678" })).status).toBe(404);
      const request = new Request(`${TEST_SITE_URL}/trip/${wrong}/pay/mpesa`);
      expect((await run(() => loader({ request, params: { token: wrong }, context } as never))).status).toBe(404);
    }
  });

  it("answers 404 for another booking's payment, and for an id beyond any integer, on the status page", async () => {
    const mine = await createPayableBooking(database.db);
    const theirs = await createPayableBooking(database.db);
    expect((await post(theirs.token, { purpose: "deposit", phone: "0712345678" })).status).toBe(302);
    const [their] = await database.db.select().from(payments).where(eq(payments.bookingId, theirs.booking.id));
    for (const paymentId of [String(their?.id), "2147483648", "99999999999"]) {
      const request = new Request(`${TEST_SITE_URL}/trip/${mine.token}/pay/mpesa/${paymentId}`);
      const outcome = await run(() =>
        statusLoader({ request, params: { token: mine.token, paymentId }, context } as never),
      );
      expect(outcome.status).toBe(404);
    }
  });

  it("answers 404 while M-Pesa is not configured", async () => {
    const { token } = await createPayableBooking(database.db);
    const off = testContext(database, {});
    expect((await post(token, { purpose: "deposit", phone: "0712345678" }, off)).status).toBe(404);
  });

  it("says so when Daraja cannot be reached at all: 503, Retry-After, the phone kept, nothing recorded", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    // Nothing listens there: the connection is refused before anything is sent.
    const down = testContext(database, {
      ...mpesaTestEnv({ ...fake, baseUrl: "http://127.0.0.1:9", consumerKey: "key-for-nowhere" }, "http://127.0.0.1:9"),
    });
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" }, down);
    expect(outcome.status).toBe(503);
    expect(outcome.headers.get("retry-after")).toBe("60");
    expect(outcome.body?.formError).toBe(
      "We could not reach M-Pesa just now, so no request was sent. Please try again in a minute.",
    );
    expect(outcome.body?.values).toEqual({ purpose: "deposit", phone: "0712345678", amount: "" });
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
  });

  it("never says 'not sent' when the connection drops after the push went out: the payment is pending, unknown", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    // A first push (another booking's) gets the (cached) token; then Daraja takes the request and drops the
    // connection.
    const warm = await createPayableBooking(database.db);
    await post(warm.token, { purpose: "deposit", phone: "0712345678" });
    fake.unreachable = true;
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" });
    expect(outcome.status).toBe(302);
    const rows = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows.at(-1)).toMatchObject({ status: "pending", providerReference: null });
    expect(outcome.location).toBe(`/trip/${token}/pay/mpesa/${rows.at(-1)?.id}`);
  });

  it("says the request may have reached the phone when Daraja's answer comes too late", async () => {
    const slow = testContext(database, { ...mpesaTestEnv(fake, "http://127.0.0.1:9"), MPESA_API_TIMEOUT_MS: "500" });
    const { booking, token } = await createPayableBooking(database.db);
    fake.planNext({ answerDelayMs: 1_200, callback: "never" });
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" }, slow);
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: "pending", providerReference: null, phone: "254712345678" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe(`/trip/${token}/pay/mpesa/${payment?.id}`);
    const request = new Request(`${TEST_SITE_URL}${outcome.location}`);
    const page = await statusLoader({ request, params: { token, paymentId: String(payment?.id) }, context } as never);
    expect(page).toMatchObject({ status: "pending", unknown: true });
  });

  it.each([
    [
      "an unregistered number",
      DARAJA_ERRORS.invalidPhone,
      400,
      "M-Pesa could not send a request to this number. Check that it is the Safaricom number registered for M-Pesa, then try again.",
    ],
    [
      "a prompt already open on the phone",
      DARAJA_ERRORS.subscriberBusy,
      400,
      "Another M-Pesa request is already open on this phone. Complete it or cancel it on the phone, wait a minute, then try again.",
    ],
    [
      "the merchant's wrong credentials",
      DARAJA_ERRORS.wrongCredentials,
      503,
      "Payments by M-Pesa are unavailable right now, and our team has been told. You can pay by card or bank transfer from your trip page, or try M-Pesa again later.",
    ],
    [
      "the merchant's invalid short code",
      DARAJA_ERRORS.invalidShortcode,
      503,
      "Payments by M-Pesa are unavailable right now, and our team has been told. You can pay by card or bank transfer from your trip page, or try M-Pesa again later.",
    ],
  ])("words %s for whoever must act, never in Daraja's words", async (_, refusal, status, words) => {
    const { token } = await createPayableBooking(database.db);
    fake.planNext({ refusePush: refusal });
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" });
    expect(outcome.status).toBe(status);
    expect(outcome.body?.formError).toBe(words);
    expect(JSON.stringify(outcome.body)).not.toContain(refusal.errorMessage);
    expect(outcome.body?.values?.phone).toBe("0712345678");
  });

  it("words Daraja refusing the merchant's consumer key as M-Pesa unavailable (no push sent)", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    const wrongKey = testContext(database, {
      ...mpesaTestEnv({ ...fake, consumerKey: "not-our-key" }, "http://127.0.0.1:9"),
    });
    const pushes = fake.pushes.length;
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" }, wrongKey);
    expect(outcome.status).toBe(503);
    expect(outcome.body?.formError).toContain("Payments by M-Pesa are unavailable right now");
    expect(fake.pushes.length).toBe(pushes);
    expect(await database.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(0);
  });

  it("refuses in words when no exchange rate to shillings is set", async () => {
    const { token } = await createPayableBooking(database.db);
    await setKesRate(database.db, null);
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" });
    expect(outcome.status).toBe(503);
    expect(outcome.body?.formError).toContain("no exchange rate is set");
  });

  it("refuses in words when nothing is owed for what was chosen", async () => {
    const { booking, token } = await createPayableBooking(database.db, { deposit: 90_000, balance: 0 });
    await database.db.insert(payments).values({
      bookingId: booking.id,
      purpose: "deposit",
      method: "bank_transfer",
      status: "succeeded",
      amount: 90_000,
      currency: "USD",
      creditedAmount: 90_000,
      creditedCurrency: "USD",
    });
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" });
    expect(outcome.status).toBe(409);
    expect(outcome.body?.formError).toBe("Nothing is owed for the deposit on this booking, so no request was sent.");
  });

  it("sends at most six pushes per booking in a quarter of an hour, then says when to try again (429)", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    // Six numbers tried in turn (a mistyped one retried), each prompt cancelled before the next press.
    for (let index = 0; index < 6; index++) {
      expect((await post(token, { purpose: "deposit", phone: `071234567${index}` })).status).toBe(302);
      await cancelPendingPushes(booking.id);
    }
    const pushes = fake.pushes.length;
    const outcome = await post(token, { purpose: "deposit", phone: "0712345678" });
    expect(outcome.status).toBe(429);
    expect(Number(outcome.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(outcome.body?.formError).toBe(
      "Several payment requests were sent for this booking in a short time. Please wait 15 minutes before trying again.",
    );
    expect(outcome.body?.values?.phone).toBe("0712345678");
    expect(fake.pushes.length).toBe(pushes);
  });

  it("sends nothing on a second press while a push is pending: 409, the pending phone named (its middle hidden), entries kept", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    expect((await post(token, { purpose: "deposit", phone: "0712345678" })).status).toBe(302);
    const pushes = fake.pushes.length;
    for (const fields of [
      { purpose: "deposit", phone: "0712345678" },
      { purpose: "deposit", phone: "0722000111" },
      { purpose: "balance", phone: "0733000222" },
    ]) {
      const again = await post(token, fields);
      expect(again.status).toBe(409);
      expect(again.body?.formError).toBe(
        "We already sent a payment request to 0712 ••• 678 for this booking, so no new one was sent. Check that phone and enter your M-Pesa PIN there. If you cancelled the request or it lapsed, wait a minute for M-Pesa to tell us, then try again.",
      );
      expect(again.body?.values?.phone).toBe(fields.phone);
    }
    expect(fake.pushes.length).toBe(pushes);
    const rows = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    // Once M-Pesa has answered (cancelled), the next press sends a new prompt.
    await cancelPendingPushes(booking.id);
    expect((await post(token, { purpose: "deposit", phone: "0712345678" })).status).toBe(302);
    expect(fake.pushes.length).toBe(pushes + 1);
  });

  it("sends two presses at the same moment as one push", async () => {
    const { booking, token } = await createPayableBooking(database.db);
    const outcomes = await Promise.all([
      post(token, { purpose: "deposit", phone: "0712345678" }),
      post(token, { purpose: "deposit", phone: "0712345678" }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([302, 409]);
    const rows = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it("prompts one phone at most four times an hour, whatever the booking: then 429 with Retry-After, beside the field", async () => {
    const pushes = fake.pushes.length;
    for (let index = 0; index < 4; index++) {
      const { token } = await createPayableBooking(database.db);
      expect((await post(token, { purpose: "deposit", phone: "0799000111" })).status).toBe(302);
    }
    const { token } = await createPayableBooking(database.db);
    const outcome = await post(token, { purpose: "deposit", phone: "0799 000 111" });
    expect(outcome.status).toBe(429);
    expect(Number(outcome.headers.get("retry-after"))).toBeGreaterThan(3_000);
    const words =
      "Several payment requests were sent to this phone number in a short time, so no request was sent. Please wait 60 minutes before trying again, or pay by card or bank transfer from your trip page.";
    expect(outcome.body?.formError).toBe(words);
    expect(outcome.body?.fieldErrors?.phone).toBe(words);
    expect(outcome.body?.values?.phone).toBe("0799 000 111");
    expect(fake.pushes.length).toBe(pushes + 4);
  });

  it("takes at most ten push requests an hour from one address (an IPv6 /64 counts as one): then 429", async () => {
    const pushes = fake.pushes.length;
    const fromAddress = (address: string) => ({ ...context, clientAddress: address }) as AppLoadContext;
    for (let index = 0; index < 10; index++) {
      const { token } = await createPayableBooking(database.db);
      const outcome = await post(
        token,
        { purpose: "deposit", phone: `07880001${10 + index}` },
        fromAddress(`2001:db8:7:7::${index + 1}`),
      );
      expect(outcome.status).toBe(302);
    }
    const { token } = await createPayableBooking(database.db);
    const outcome = await post(token, { purpose: "deposit", phone: "0788000999" }, fromAddress("2001:db8:7:7:ffff::1"));
    expect(outcome.status).toBe(429);
    expect(outcome.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(outcome.body?.formError).toContain("Many payment requests came from your connection in a short time");
    expect(outcome.body?.values?.phone).toBe("0788000999");
    expect(fake.pushes.length).toBe(pushes + 10);
    // Another network is not held back by it.
    const other = await createPayableBooking(database.db);
    expect(
      (await post(other.token, { purpose: "deposit", phone: "0788000998" }, fromAddress("2001:db8:7:8::1"))).status,
    ).toBe(302);
  });

  it("charges a booking in shillings exactly, with no conversion", async () => {
    const { token } = await createPayableBooking(database.db, {
      deposit: 5_000_050,
      balance: 10_000_000,
      currency: "KES",
    });
    expect((await post(token, { purpose: "deposit", phone: "0712345678" })).status).toBe(302);
    // KES 50,000.50 owed: M-Pesa takes whole shillings, so 50,001.
    expect(fake.pushes.at(-1)?.request.Amount).toBe(50_001);
  });
});
