// The generic discount codes screen with percentage and amount codes: each kind asks for its own value,
// and a code saved there is a rates change like any other (a new rates version).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentRatesVersion, findDiscountCode } from "~/features/quotes/rate-book.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { parseRecordForm } from "./record-form.server";
import { createRecord } from "./table-queries.server";
import { findTable } from "./table-registry.server";

const screen = findTable("discount_codes")!;
const actor = { id: null, email: "ops@example.com" };

function formOf(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe("discount codes screen", () => {
  it("saves an amount code with its currency and a usage limit, as a new rates version", async () => {
    const { values, fieldErrors } = parseRecordForm(
      screen,
      formOf({ code: "SAVE75", kind: "amount", amountOff: "7500", currency: "USD", usageLimit: "10", active: "on" }),
      "create",
    );
    expect(fieldErrors).toEqual({});
    const before = await currentRatesVersion(database.db);
    await createRecord(database.db, screen, values, actor);
    expect(await currentRatesVersion(database.db)).toBe(before + 1);
    expect(await findDiscountCode(database.db, "save75")).toMatchObject({
      kind: "amount",
      value: 7500,
      currency: "USD",
      usageLimit: 10,
      timesUsed: 0,
      packageId: null,
    });
  });

  it("starts a new code as a percentage code and asks for the value its kind uses", () => {
    expect(screen.columns.find((column) => column.key === "kind")?.defaultValue).toBe("percent");
    const percentWithCurrency = parseRecordForm(
      screen,
      formOf({ code: "TEN", kind: "percent", percentOff: "10", currency: "USD" }),
      "create",
    );
    expect(percentWithCurrency.fieldErrors).toEqual({ currency: "Leave empty for a percentage code" });
    const amountWithoutValue = parseRecordForm(screen, formOf({ code: "SOME", kind: "amount" }), "create");
    expect(amountWithoutValue.fieldErrors).toEqual({
      amountOff: "An amount code needs the amount off",
      currency: "An amount code needs its currency",
    });
    const overUsed = parseRecordForm(
      screen,
      formOf({ code: "FIVE", kind: "percent", percentOff: "5", usageLimit: "3", timesUsed: "4" }),
      "create",
    );
    expect(overUsed.fieldErrors).toEqual({ usageLimit: "The code has already been used more times than this" });
  });
});
