import { describe, expect, it } from "vitest";
import { businessToday } from "~/utils/business-calendar";
import { type LedgerPayment, type ScheduleEntry, summariseLedger } from "./ledger";

const schedule: ScheduleEntry[] = [
  { kind: "deposit", amount: 30_000, dueDate: "2027-01-10" },
  { kind: "balance", amount: 70_000, dueDate: "2027-05-01" },
];

let nextId = 1;
function payment(overrides: Partial<LedgerPayment>): LedgerPayment {
  return {
    id: nextId++,
    purpose: "deposit",
    method: "mpesa",
    status: "succeeded",
    amount: 30_000,
    currency: "USD",
    creditedAmount: 30_000,
    refundedAmount: 0,
    ...overrides,
  };
}

describe("summariseLedger", () => {
  it("asks for the deposit first, then the balance for whatever is left", () => {
    const none = summariseLedger("USD", schedule, [], "2027-01-10");
    expect(none).toMatchObject({ total: 100_000, paid: 0, outstanding: 100_000, depositPaid: false, fullyPaid: false });
    expect(none.next).toEqual({ kind: "deposit", amount: 30_000, dueDate: "2027-01-10", overdue: false });

    const part = summariseLedger("USD", schedule, [payment({ creditedAmount: 10_000 })], "2027-01-10");
    expect(part.next).toEqual({ kind: "deposit", amount: 20_000, dueDate: "2027-01-10", overdue: false });

    const deposit = summariseLedger("USD", schedule, [payment({})], "2027-02-01");
    expect(deposit).toMatchObject({ paid: 30_000, outstanding: 70_000, depositPaid: true });
    expect(deposit.next).toEqual({ kind: "balance", amount: 70_000, dueDate: "2027-05-01", overdue: false });
  });

  it("counts only succeeded money: pending is shown apart, failed is nothing", () => {
    const summary = summariseLedger(
      "USD",
      schedule,
      [payment({ status: "pending" }), payment({ status: "failed", creditedAmount: 99_000 })],
      "2027-01-10",
    );
    expect(summary).toMatchObject({ paid: 0, pending: 30_000, outstanding: 100_000 });
  });

  it("takes refunds off what was paid, including a payment refunded in full", () => {
    const summary = summariseLedger(
      "USD",
      schedule,
      [
        payment({ creditedAmount: 30_000, refundedAmount: 5_000 }),
        payment({ status: "refunded", creditedAmount: 20_000, refundedAmount: 20_000 }),
      ],
      "2027-01-10",
    );
    expect(summary).toMatchObject({ paid: 25_000, outstanding: 75_000, depositPaid: false });
    expect(summary.next).toMatchObject({ kind: "deposit", amount: 5_000 });
  });

  it("marks what is owed overdue once its date has passed, and nothing when paid in full", () => {
    const late = summariseLedger("USD", schedule, [payment({})], "2027-05-02");
    expect(late.next).toMatchObject({ kind: "balance", overdue: true });
    const onTheDay = summariseLedger("USD", schedule, [payment({})], "2027-05-01");
    expect(onTheDay.next?.overdue).toBe(false);

    const paid = summariseLedger("USD", schedule, [payment({ creditedAmount: 100_000 })], "2027-06-01");
    expect(paid).toMatchObject({ outstanding: 0, overpaid: 0, fullyPaid: true, next: null });
    const over = summariseLedger("USD", schedule, [payment({ creditedAmount: 100_500 })], "2027-06-01");
    expect(over).toMatchObject({ outstanding: 0, overpaid: 500, fullyPaid: true });
  });

  it("owes nothing and claims nothing paid for a booking without a schedule", () => {
    expect(summariseLedger("USD", [], [], "2027-01-01")).toMatchObject({
      total: 0,
      next: null,
      depositPaid: false,
      fullyPaid: false,
    });
  });
});

describe("overdue, by Nairobi's day", () => {
  it("a deposit due on 30 November is due at 23:59 that night in Nairobi and overdue at 00:01", () => {
    const dueOn30th: ScheduleEntry[] = [{ kind: "deposit", amount: 30_000, dueDate: "2026-11-30" }];
    const at = (instant: string) => summariseLedger("USD", dueOn30th, [], businessToday(new Date(instant))).next;
    expect(at("2026-11-30T20:59:00Z")).toMatchObject({ dueDate: "2026-11-30", overdue: false });
    expect(at("2026-11-30T21:01:00Z")).toMatchObject({ dueDate: "2026-11-30", overdue: true });
  });
});
