// Every address the app hands a payment provider to call back is free of the words Daraja filters (M-Pesa,
// MPesa, Safaricom, exe, exec, cmd, SQL, query, in any case), whatever its secret turns out to be.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings } from "~/db/schema";
import { action as callbackAction } from "~/routes/resources/mpesa-callback";
import { loadConfig } from "~/utils/env.server";
import { type FakeDarajaServer, startFakeDarajaServer } from "../../../tests/fakes/daraja-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { createPayableBooking, mpesaTestEnv, setKesRate } from "../../../tests/support/mpesa-bookings";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { cardIpnUrl } from "./card-payments.server";
import {
  legacyCallbackSecrets,
  MPESA_CALLBACK_TOKEN_SETTING,
  mpesaCallbackUrl,
  resolveMpesaCallbackToken,
  startMpesaPayment,
} from "./mpesa-payments.server";
import { cardSettings, mpesaSettings } from "./payment-providers.server";
import {
  DARAJA_FILTERED_URL_WORDS,
  filteredWordsIn,
  LEGACY_MPESA_CALLBACK_PREFIX,
  MOBILE_MONEY_CALLBACK_PREFIX,
} from "./provider-callback-urls";

let database: TestDatabase;
let fake: FakeDarajaServer;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeDarajaServer();
  await setKesRate(database.db);
});
afterAll(async () => {
  await fake?.stop();
  await database?.destroy();
});

/** Daraja's rule, written out independently of the app's list. */
const FILTERED = /m-?pesa|safaricom|exe|exec|cmd|sql|query/i;

describe("the words Daraja filters", () => {
  it.each([
    "https://x.example/MPESA/cb",
    "https://x.example/M-Pesa",
    "https://SafariCom.example",
    "/a/EXEC",
    "/cmd",
    "/SqL",
    "/Query",
  ])("are found in %s, in any case", (url) => {
    expect(filteredWordsIn(url).length).toBeGreaterThan(0);
    expect(url).toMatch(FILTERED);
  });

  it("cover every word Daraja names", () => {
    for (const word of ["m-pesa", "mpesa", "safaricom", "exe", "exec", "cmd", "sql", "query"]) {
      expect(DARAJA_FILTERED_URL_WORDS).toContain(word);
    }
  });
});

describe("every callback URL the app hands out", () => {
  it("the STK push's CallBackURL, as Daraja receives it, and Pesapal's IPN URL", async () => {
    const context = testContext(database, {
      ...mpesaTestEnv(fake, "https://pay.heartbeest-safari.example"),
      PESAPAL_CONSUMER_KEY: "key",
      PESAPAL_CONSUMER_SECRET: "secret",
    });
    const { booking } = await createPayableBooking(database.db);
    fake.planNext({ callback: "never" });
    const started = await startMpesaPayment(database.db, context.config, {
      booking,
      purpose: "deposit",
      phone: "254712345678",
    });
    expect(started.status).toBe("started");
    const handedOut = [
      String(fake.pushes.at(-1)?.request.CallBackURL),
      cardIpnUrl(cardSettings(context.config) ?? (null as never)),
    ];
    expect(handedOut[0]).toMatch(
      /^https:\/\/pay\.heartbeest-safari\.example\/api\/payments\/mobile-money\/callback\/[0-9a-f]{64}$/,
    );
    for (const url of handedOut) expect(url).not.toMatch(FILTERED);
  });

  it("whatever AUTH_SECRET the callback secret is derived from (hex: 0-9 and a-f only)", async () => {
    for (let index = 0; index < 2_000; index++) {
      const secret = await resolveMpesaCallbackToken(database.db, {
        AUTH_SECRET: randomBytes(24).toString("base64"),
        MPESA_CALLBACK_TOKEN: undefined,
      });
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(secret).not.toMatch(FILTERED);
    }
  });

  it("a secret kept in the database: made in hex; an old one spelling a filtered word is replaced", async () => {
    const config = { AUTH_SECRET: undefined, MPESA_CALLBACK_TOKEN: undefined };
    await database.db.delete(appSettings).where(eq(appSettings.key, MPESA_CALLBACK_TOKEN_SETTING));
    expect(await resolveMpesaCallbackToken(database.db, config)).toMatch(/^[0-9a-f]{64}$/);
    // A base64url value made before the change, which happens to contain "cmD".
    await database.db
      .update(appSettings)
      .set({ value: "Zx9cmDq2_Tt7Yy1Ww0Vv4Uu3Ss8Rr6Pp5Oo" })
      .where(eq(appSettings.key, MPESA_CALLBACK_TOKEN_SETTING));
    const replaced = await resolveMpesaCallbackToken(database.db, config);
    expect(replaced).toMatch(/^[0-9a-f]{64}$/);
    const settings = mpesaSettings(
      loadConfig({ NODE_ENV: "test", SITE_URL: TEST_SITE_URL, ...mpesaTestEnv(fake, TEST_SITE_URL) }),
    );
    expect(mpesaCallbackUrl(settings ?? (null as never), replaced)).not.toMatch(FILTERED);
  });

  it("the configuration refuses a callback secret or address containing a filtered word", () => {
    const base = { NODE_ENV: "test", SITE_URL: TEST_SITE_URL };
    expect(() => loadConfig({ ...base, MPESA_CALLBACK_TOKEN: "abcdefgh-SqL-12345678" })).toThrow(
      /MPESA_CALLBACK_TOKEN/,
    );
    expect(() => loadConfig({ ...base, MPESA_CALLBACK_BASE_URL: "https://mpesa.heartbeest.example" })).toThrow(
      /MPESA_CALLBACK_BASE_URL/,
    );
    expect(() => loadConfig({ ...base, MPESA_CALLBACK_TOKEN: "0123456789abcdef0123" })).not.toThrow();
  });

  it("the old path still accepts the secret it was handed out with (base64url), and is never handed out", async () => {
    const config = { AUTH_SECRET: "an-auth-secret-of-enough-length-0123456789", MPESA_CALLBACK_TOKEN: undefined };
    const secrets = await legacyCallbackSecrets(database.db, config);
    expect(secrets).toHaveLength(2);
    expect(secrets[0]).toBe(await resolveMpesaCallbackToken(database.db, config));
    expect(secrets[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(fake.pushes.at(-1)?.request.CallBackURL)).not.toContain(LEGACY_MPESA_CALLBACK_PREFIX);
  });

  it("over HTTP: the old path answers a callback with the old secret; the new path does not take the old secret", async () => {
    const authSecret = "an-auth-secret-of-enough-length-0123456789";
    const context = testContext(database, { ...mpesaTestEnv(fake, TEST_SITE_URL), AUTH_SECRET: authSecret });
    const [current, old] = await legacyCallbackSecrets(database.db, {
      AUTH_SECRET: authSecret,
      MPESA_CALLBACK_TOKEN: undefined,
    });
    const body = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: "1",
          CheckoutRequestID: "ws_CO_in_flight",
          ResultCode: 1032,
          ResultDesc: "Request cancelled by user",
        },
      },
    });
    const call = async (pathname: string, secret: string) => {
      const request = new Request(`${TEST_SITE_URL}${pathname}${secret}`, { method: "POST", body });
      try {
        return ((await callbackAction({ request, params: { secret }, context } as never)) as Response).status;
      } catch (thrown) {
        return (thrown as Response).status;
      }
    };
    expect(await call(LEGACY_MPESA_CALLBACK_PREFIX, old ?? "")).toBe(200);
    expect(await call(LEGACY_MPESA_CALLBACK_PREFIX, current ?? "")).toBe(200);
    expect(await call(MOBILE_MONEY_CALLBACK_PREFIX, current ?? "")).toBe(200);
    expect(await call(MOBILE_MONEY_CALLBACK_PREFIX, old ?? "")).toBe(404);
  });
});
