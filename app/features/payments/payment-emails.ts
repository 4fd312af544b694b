// The receipt sent for every payment that succeeded, whichever way it came (M-Pesa, card, or recorded by staff).
import type { bookings, payments } from "~/db/schema";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { paymentEmailMessages } from "~/i18n/messages/en/payment-emails";
import { translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { businessDayOf } from "~/utils/business-calendar";
import { formatLongDate } from "~/utils/format";
import type { LedgerSummary } from "./ledger";

type MessageId = keyof typeof paymentEmailMessages & string;
export const tPayment = (id: MessageId, values?: Record<string, string | number>) =>
  translate(paymentEmailMessages, id, values);

export function renderPaymentReceipt({
  booking,
  payment,
  summary,
}: {
  booking: Pick<typeof bookings.$inferSelect, "reference" | "name" | "packageTitle">;
  payment: typeof payments.$inferSelect;
  summary: LedgerSummary | null;
  siteUrl?: string;
}): RenderedEmail {
  const t = tPayment;
  const amount = formatMinorUnits(payment.amount, payment.currency);
  // The operator's calendar day, never UTC's: a payment at 00:30 in Nairobi is dated that Nairobi day.
  const paidOn = payment.receivedOn ?? businessDayOf(payment.settledAt ?? payment.createdAt);
  const rows: [string, string][] = [
    [t("payments.email.label.reference"), booking.reference],
    [t("payments.email.label.amount"), amount],
    [t("payments.email.label.method"), t(`payments.method.${payment.method}`)],
  ];
  // A provider's request reference (M-Pesa's CheckoutRequestID, a card order) is not a receipt.
  const receipt =
    payment.providerReceipt ??
    (payment.method === "card" || payment.method === "mpesa" ? null : payment.providerReference);
  if (receipt) rows.push([t("payments.email.label.receipt"), receipt]);
  rows.push([t("payments.email.label.date"), formatLongDate(paidOn)]);
  if (summary) {
    rows.push([t("payments.email.label.paid"), formatMinorUnits(summary.paid, summary.currency)]);
    rows.push([t("payments.email.label.outstanding"), formatMinorUnits(summary.outstanding, summary.currency)]);
    if (summary.next) rows.push([t("payments.email.label.dueDate"), formatLongDate(summary.next.dueDate)]);
  }
  const values = { reference: booking.reference, amount, packageTitle: booking.packageTitle };
  return renderEmail(t("payments.email.receipt.subject", values), [
    { type: "paragraph", text: t("payments.email.greeting", { name: booking.name }) },
    { type: "paragraph", text: t("payments.email.receipt.intro", values) },
    { type: "heading", text: t("payments.email.receipt.heading") },
    { type: "details", rows },
    ...(summary?.fullyPaid ? [{ type: "paragraph" as const, text: t("payments.email.fullyPaid") }] : []),
    { type: "paragraph", text: t("payments.email.signOff") },
  ]);
}
