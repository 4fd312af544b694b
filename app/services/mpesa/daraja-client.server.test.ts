// The Daraja client against the stand-in over real HTTP: the Password and Timestamp Daraja checks, the token
// cached until shortly before it expires (and renewed when Daraja no longer knows it), and each way a call
// can fail said as a DarajaError of the right kind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeDarajaServer, startFakeDarajaServer } from "../../../tests/fakes/daraja-server";
import {
  createDarajaClient,
  DarajaError,
  darajaPassword,
  darajaTimestamp,
  TOKEN_RENEWAL_MARGIN_MS,
} from "./daraja-client.server";

let fake: FakeDarajaServer;
const settings = () => ({
  apiBaseUrl: fake.baseUrl,
  consumerKey: fake.consumerKey,
  consumerSecret: fake.consumerSecret,
  shortcode: fake.shortcode,
  passkey: fake.passkey,
});
const push = {
  amount: 10,
  phone: "254712345678",
  callbackUrl: "http://127.0.0.1:9/api/payments/mobile-money/callback/x",
  accountReference: "KSF-1001",
  description: "Deposit",
};
const oauthCalls = () => fake.requests.filter((request) => request.path.startsWith("/oauth/")).length;

beforeAll(async () => {
  fake = await startFakeDarajaServer();
  fake.defaultPlan = { ...fake.defaultPlan, callback: "never" };
});
afterAll(async () => {
  await fake.stop();
});

describe("Daraja's Timestamp and Password", () => {
  it("are Nairobi time as YYYYMMDDHHmmss and base64(shortcode + passkey + timestamp)", () => {
    expect(darajaTimestamp(new Date("2026-11-25T21:05:09Z"))).toBe("20261126000509");
    expect(darajaPassword("174379", "passkey", "20261126000509")).toBe(
      Buffer.from("174379passkey20261126000509").toString("base64"),
    );
  });
});

describe("the access token", () => {
  it("is asked for once, kept until a minute before it expires, then renewed", async () => {
    let clock = Date.now();
    const client = createDarajaClient(settings(), { now: () => clock });
    const before = oauthCalls();
    // Three calls at once share one token request.
    await Promise.all([client.stkPush(push), client.stkPush(push), client.stkPush(push)]);
    expect(oauthCalls()).toBe(before + 1);
    clock += fake.tokenLifetimeSeconds * 1000 - TOKEN_RENEWAL_MARGIN_MS - 1_000;
    await client.stkPush(push);
    expect(oauthCalls()).toBe(before + 1);
    clock += 2_000;
    await client.stkPush(push);
    expect(oauthCalls()).toBe(before + 2);
    expect(fake.problems).toEqual([]);
  });

  it("is renewed once when Daraja says it is invalid", async () => {
    const client = createDarajaClient(settings());
    await client.stkPush(push);
    // A token Daraja has forgotten (expired on its side before ours): the next call renews it and succeeds.
    const before = oauthCalls();
    fake.forgetTokens();
    await expect(client.stkPush(push)).resolves.toMatchObject({ ResponseCode: "0" });
    expect(oauthCalls()).toBe(before + 1);
    fake.problems.length = 0;
  });

  it("with wrong credentials is Daraja's refusal, in its words", async () => {
    const client = createDarajaClient({ ...settings(), consumerSecret: "wrong" });
    const error = await client.stkPush(push).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DarajaError);
    expect(error).toMatchObject({ kind: "refused", errorCode: "400.008.01", message: "Invalid Authentication passed" });
    fake.problems.length = 0;
  });
});

describe("STK push and STK Query", () => {
  it("a refused push carries Daraja's errorCode and errorMessage", async () => {
    fake.planNext({
      refusePush: { status: 400, errorCode: "400.002.02", errorMessage: "Bad Request - Invalid PhoneNumber" },
    });
    const error = await createDarajaClient(settings())
      .stkPush(push)
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      kind: "refused",
      errorCode: "400.002.02",
      message: "Bad Request - Invalid PhoneNumber",
    });
  });

  it("a query while the customer is on it is 'processing'; once answered, the result", async () => {
    const client = createDarajaClient(settings());
    fake.planNext({ callback: "never", query: "processing", resultCode: 1032 });
    const { CheckoutRequestID } = await client.stkPush(push);
    await expect(client.stkQuery(CheckoutRequestID)).rejects.toMatchObject({ kind: "processing" });
    fake.push(CheckoutRequestID).plan.query = "result";
    await expect(client.stkQuery(CheckoutRequestID)).resolves.toMatchObject({
      ResultCode: "1032",
      ResultDesc: "Request cancelled by user",
    });
  });

  it("no answer is 'unreachable', within the timeout", async () => {
    fake.unreachable = true;
    try {
      const started = Date.now();
      const error = await createDarajaClient(settings(), { timeoutMs: 500 })
        .stkPush(push)
        .catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ kind: "unreachable" });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      fake.unreachable = false;
    }
  });

  it("a server that never answers is 'unreachable' after the timeout", async () => {
    const { createServer } = await import("node:http");
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    const port = (silent.address() as { port: number }).port;
    try {
      const started = Date.now();
      const error = await createDarajaClient(
        { ...settings(), apiBaseUrl: `http://127.0.0.1:${port}` },
        { timeoutMs: 300 },
      )
        .accessToken()
        .catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ kind: "unreachable" });
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
