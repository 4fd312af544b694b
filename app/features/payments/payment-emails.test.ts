import { describe, expect, it } from "vitest";
import type { payments } from "~/db/schema";
import { businessDayOf } from "~/utils/business-calendar";
import { renderPaymentReceipt } from "./payment-emails";

const booking = { reference: "KSF-1002", name: "Wanjiru Kamau", packageTitle: "Maasai Mara Classic" };

function mpesaPayment(settledAt: Date): typeof payments.$inferSelect {
  return {
    id: 7,
    bookingId: 1,
    purpose: "deposit",
    method: "mpesa",
    status: "succeeded",
    amount: 11_632_500,
    currency: "KES",
    creditedAmount: 90_000,
    creditedCurrency: "USD",
    exchangeRate: 129.25,
    providerReference: "ws_CO_1",
    providerReceipt: "SKT12ABC34",
    phone: "254712345678",
    failureCode: null,
    failureReason: null,
    receivedOn: null,
    note: "",
    recordedBy: null,
    lastCheckedAt: null,
    settledAt,
    createdAt: settledAt,
    updatedAt: settledAt,
  };
}

describe("a receipt is dated by the operator's calendar day (Nairobi)", () => {
  it.each([
    // M-Pesa's TransactionDate 20261129003000 (Nairobi) is 21:30 UTC on the 28th.
    ["2026-11-28T21:30:00Z", "Sunday, 29 November 2026"],
    // 00:01 in Nairobi on the 29th.
    ["2026-11-28T21:01:00Z", "Sunday, 29 November 2026"],
    // 23:59 in Nairobi on the 28th.
    ["2026-11-28T20:59:00Z", "Saturday, 28 November 2026"],
  ])("paid at %s reads %s", (instant, expected) => {
    const email = renderPaymentReceipt({ booking, payment: mpesaPayment(new Date(instant)), summary: null });
    expect(email.text).toContain(expected);
  });

  it("businessDayOf turns at midnight in Nairobi, not in UTC", () => {
    expect(businessDayOf(new Date("2026-11-28T20:59:59Z"))).toBe("2026-11-28");
    expect(businessDayOf(new Date("2026-11-28T21:00:00Z"))).toBe("2026-11-29");
    expect(businessDayOf(new Date("2026-11-29T20:59:00Z"))).toBe("2026-11-29");
  });
});
