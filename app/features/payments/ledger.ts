// What a booking has paid and still owes, worked out from its schedule, payments and refunds. Pure, so the
// trip page, the portal, the reminders and the payment buttons all read the same numbers.
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { isOverdue } from "~/utils/business-calendar";

export type ScheduleKind = "deposit" | "balance";
export type PaymentMethod = "mpesa" | "card" | "bank_transfer" | "cash";
export type PaymentStatus = "pending" | "succeeded" | "failed" | "refunded";

export interface ScheduleEntry {
  kind: ScheduleKind;
  /** Minor units of the booking's currency. */
  amount: number;
  dueDate: string;
}

export interface LedgerPayment {
  id: number;
  purpose: ScheduleKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: QuoteCurrency;
  /** In the booking's currency: what the ledger adds up. */
  creditedAmount: number;
  /** Of this payment, in the booking's currency, already given back. */
  refundedAmount: number;
}

export interface LedgerSummary {
  currency: QuoteCurrency;
  /** Schedule total: what the trip costs. */
  total: number;
  /** Succeeded payments less refunds. */
  paid: number;
  /** total - paid, never below zero (an overpayment shows as `overpaid`). */
  outstanding: number;
  overpaid: number;
  /** Payments started and not yet confirmed or refused by the provider. */
  pending: number;
  /**
   * What is owed now or next: the deposit until the deposit is covered, then the balance. Null when nothing
   * is owed. `overdue` once its due date has passed with money still owed.
   */
  next: { kind: ScheduleKind; amount: number; dueDate: string; overdue: boolean } | null;
  depositPaid: boolean;
  fullyPaid: boolean;
}

export function summariseLedger(
  currency: QuoteCurrency,
  schedule: readonly ScheduleEntry[],
  payments: readonly LedgerPayment[],
  today: string,
): LedgerSummary {
  const total = schedule.reduce((sum, entry) => sum + entry.amount, 0);
  const paid = payments
    .filter((payment) => payment.status === "succeeded" || payment.status === "refunded")
    .reduce((sum, payment) => sum + payment.creditedAmount - payment.refundedAmount, 0);
  const pending = payments
    .filter((payment) => payment.status === "pending")
    .reduce((sum, payment) => sum + payment.creditedAmount, 0);
  const outstanding = Math.max(0, total - paid);
  const deposit = schedule.find((entry) => entry.kind === "deposit");
  const balance = schedule.find((entry) => entry.kind === "balance");
  const depositAmount = deposit?.amount ?? 0;
  const depositPaid = paid >= depositAmount;

  let next: LedgerSummary["next"] = null;
  if (outstanding > 0) {
    // Whatever is paid covers the deposit first; the balance entry then asks for the rest.
    if (!depositPaid && deposit) {
      next = { kind: "deposit", amount: depositAmount - paid, dueDate: deposit.dueDate, overdue: false };
    } else if (balance) {
      next = { kind: "balance", amount: outstanding, dueDate: balance.dueDate, overdue: false };
    } else if (deposit) {
      next = { kind: "deposit", amount: outstanding, dueDate: deposit.dueDate, overdue: false };
    }
    if (next) next.overdue = isOverdue(next.dueDate, today);
  }
  return {
    currency,
    total,
    paid,
    outstanding,
    overpaid: Math.max(0, paid - total),
    pending,
    next,
    depositPaid: schedule.length > 0 && depositPaid,
    fullyPaid: schedule.length > 0 && outstanding === 0,
  };
}
