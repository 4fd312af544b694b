// The hand-written part of the migration that made unmatched_provider_payments: success callbacks kept only as
// 'callback_unknown' events before (money for a push whose answer timed out) become open unmatched payments.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { paymentEvents, unmatchedProviderPayments } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

function handWritten(): string {
  const dir = path.resolve("drizzle");
  const file = readdirSync(dir).find((name) =>
    readFileSync(path.join(dir, name), "utf8").includes("-- hand-written (mpesa):"),
  );
  if (!file) throw new Error("no migration with the hand-written M-Pesa part");
  const text = readFileSync(path.join(dir, file), "utf8");
  return text.slice(text.indexOf("-- hand-written (mpesa):")).split("--> statement-breakpoint")[0] ?? "";
}

it("moves a success callback for an unknown push into the unmatched payments, dated in Nairobi time, once", async () => {
  const callback = (receipt: string, code: string) => ({
    MerchantRequestID: "29115-1",
    CheckoutRequestID: `ws_CO_${receipt}`,
    ResultCode: code,
    ResultDesc: "The service request is processed successfully.",
    CallbackMetadata: {
      Item: [
        { Name: "Amount", Value: 116325 },
        { Name: "MpesaReceiptNumber", Value: receipt },
        { Name: "TransactionDate", Value: 20261129003000 },
        { Name: "PhoneNumber", Value: 254712345678 },
      ],
    },
  });
  await database.db.insert(paymentEvents).values([
    { paymentId: null, source: "callback_unknown", detail: callback("SKOLD00001", "0") },
    { paymentId: null, source: "callback_unknown", detail: callback("SKOLD00001", "0") },
    { paymentId: null, source: "callback_unknown", detail: callback("SKOLD00002", "1032") },
  ]);
  await database.db.execute(sql.raw(handWritten()));
  await database.db.execute(sql.raw(handWritten()));
  const rows = await database.db.select().from(unmatchedProviderPayments);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    provider: "mpesa",
    receipt: "SKOLD00001",
    checkoutRequestId: "ws_CO_SKOLD00001",
    amount: 11_632_500,
    currency: "KES",
    phone: "254712345678",
    status: "open",
  });
  // 00:30 on 29 November in Nairobi is 21:30 UTC on the 28th.
  expect(rows[0]?.transactionAt?.toISOString()).toBe("2026-11-28T21:30:00.000Z");
  await database.db.delete(unmatchedProviderPayments).where(eq(unmatchedProviderPayments.receipt, "SKOLD00001"));
});
