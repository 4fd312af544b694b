// The two e-mails every booking sends: the notification to the reservations team (with every field the
// original booking e-mail carried: to_name, client_name, ... booking_details), in English with the language
// the traveller wrote in, and the traveller's confirmation with the reference and, from the booking flow, how
// to pay the deposit, in the traveller's language (each rendered inside runInLocale by its caller).
import type { bookings } from "~/db/schema/bookings";
import { NO_PUBLIC_FACTS, type PublicOperatorFacts } from "~/features/operator-settings/operator-facts";
import { type PaymentDetails, paymentDetailsOf } from "~/features/operator-settings/payment-details";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { Quote } from "~/features/quotes/rate-book";
import { writesInNote } from "~/i18n/language-names";
import { bookingEmailMessages } from "~/i18n/messages/en/booking-emails";
import { translate } from "~/i18n/translate";
import { type EmailBlock, type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { daysBetween } from "~/utils/business-calendar";
import { BUSINESS_TERMS, COMPANY } from "~/utils/constants";
import { formatLongDate, formatMoney } from "~/utils/format";

export type BookingForEmail = Pick<
  typeof bookings.$inferSelect,
  | "id"
  | "reference"
  | "source"
  | "packageTitle"
  | "name"
  | "email"
  | "phone"
  | "country"
  | "adults"
  | "children"
  | "arrivalDate"
  | "departureDate"
  | "message"
  | "specialRequests"
  | "paymentChoice"
  | "totalAmount"
  | "depositAmount"
  | "currency"
> & { quote?: Quote | null } & Partial<Pick<typeof bookings.$inferSelect, "locale">>;

export const BOOKING_EMAIL_KINDS = {
  staffNotification: "booking_staff_notification",
  confirmation: "booking_confirmation",
} as const;

/** The outbox key of a booking's e-mail: each is queued once and can be found again by it. */
export function bookingEmailKey(bookingId: number, which: keyof typeof BOOKING_EMAIL_KINDS): string {
  return which === "confirmation" ? `booking:${bookingId}:confirmation` : `booking:${bookingId}:staff-notification`;
}

export const STAFF_RECIPIENT_NAME = `${COMPANY.name} reservations team`;
export const NO_MESSAGE = "No additional message";
export const NO_SPECIAL_REQUESTS = "No special requests";

const t = (id: keyof typeof bookingEmailMessages & string, values?: Record<string, string | number>) =>
  translate(bookingEmailMessages, id, values);

function guestsPhrase(adults: number, children: number) {
  return t("bookings.email.confirmation.guests", { adults, children });
}

/** The fields of the staff notification, named as the original booking e-mail named them. */
export function bookingNotificationFields(booking: BookingForEmail) {
  const arrival = formatLongDate(booking.arrivalDate);
  const departure = formatLongDate(booking.departureDate);
  return {
    to_name: STAFF_RECIPIENT_NAME,
    client_name: booking.name,
    client_email: booking.email,
    client_phone: booking.phone,
    client_country: booking.country ?? "Not given",
    safari_package: booking.packageTitle,
    adults: String(booking.adults),
    children: String(booking.children),
    arrival_date: arrival,
    departure_date: departure,
    message: booking.message?.trim() || NO_MESSAGE,
    special_requests: booking.specialRequests?.trim() || NO_SPECIAL_REQUESTS,
    booking_details: `${booking.name} would like to book ${booking.packageTitle} for ${guestsPhrase(
      booking.adults,
      booking.children,
    )}, from ${arrival} to ${departure} (booking reference ${booking.reference}).`,
  };
}

/** A booking's amount as it reads: minor units of the quote's currency, or whole units before quotes. */
function amountOf(booking: BookingForEmail) {
  return (value: number | null, currency: string | null) => {
    if (value === null || currency === null) return null;
    return booking.quote ? formatMinorUnits(value, booking.quote.currency) : formatMoney(value, currency);
  };
}

/** The quote's lines, total, deposit and balance with its due date: what the price is made of (current language). */
export function quoteRows(quote: Quote, { forStaff = false }: { forStaff?: boolean } = {}): [string, string][] {
  const money = (value: number | null) =>
    value === null ? t("bookings.email.quote.onRequest") : formatMinorUnits(value, quote.currency);
  // Staff read English: the lines as worded in English when the traveller booked in another language.
  const labels = forStaff ? quote.englishLabels : undefined;
  const rows: [string, string][] = quote.lines.map((line, index) => [
    labels?.[index] ?? line.label,
    line.included ? t("bookings.email.quote.included") : money(line.amount),
  ]);
  rows.push([t("bookings.email.quote.total"), money(quote.total)]);
  if (quote.deposit !== null) {
    rows.push(
      [t("bookings.email.quote.deposit", { percent: BUSINESS_TERMS.depositPercent }), money(quote.deposit)],
      [
        quote.balanceDueNow
          ? t("bookings.email.quote.balanceNow")
          : t("bookings.email.quote.balanceBy", { date: formatLongDate(quote.balanceDueDate) }),
        money(quote.balance),
      ],
    );
  }
  return rows;
}

function quoteBlocks(booking: BookingForEmail, { forStaff = false } = {}): EmailBlock[] {
  if (!booking.quote) return [];
  return [
    { type: "heading", text: t("bookings.email.quote.heading") },
    { type: "details", rows: quoteRows(booking.quote, { forStaff }) },
  ];
}

export function renderBookingStaffNotification(
  booking: BookingForEmail,
  { siteUrl }: { siteUrl: string },
): RenderedEmail {
  const fields = bookingNotificationFields(booking);
  const amount = amountOf(booking);
  const total = amount(booking.totalAmount, booking.currency);
  const deposit = amount(booking.depositAmount, booking.currency);
  const rows: [string, string][] = [
    ["Reference", booking.reference],
    ["Received from", booking.source === "booking_flow" ? "Booking flow (/booking)" : "Safari page booking form"],
    ["Name", fields.client_name],
    ["Email", fields.client_email],
    ["Phone", fields.client_phone],
    ["Country", fields.client_country],
    ["Safari package", fields.safari_package],
    ["Adults", fields.adults],
    ["Children", fields.children],
    ["Arrival date", fields.arrival_date],
    ["Departure date", fields.departure_date],
  ];
  if (booking.paymentChoice) rows.push(["Payment", t(`bookings.payment.${booking.paymentChoice}`)]);
  rows.push(["Total", total ?? "Price on request"]);
  if (deposit && booking.paymentChoice !== "quote") rows.push([`Deposit (${BUSINESS_TERMS.depositPercent}%)`, deposit]);
  rows.push(["Message", fields.message], ["Special requests", fields.special_requests]);
  const language = writesInNote(booking.locale ?? "en");

  return renderEmail(`New booking request ${booking.reference}: ${booking.packageTitle} for ${booking.name}`, [
    { type: "paragraph", text: `Hello ${fields.to_name},` },
    { type: "paragraph", text: fields.booking_details },
    ...(language ? [{ type: "paragraph" as const, text: language }] : []),
    { type: "details", rows },
    ...quoteBlocks(booking, { forStaff: true }),
    {
      type: "paragraph",
      text: `Reply to this email to answer ${booking.name} directly. All bookings: ${siteUrl}/admin/bookings`,
    },
  ]);
}

export function renderBookingConfirmation(
  booking: BookingForEmail,
  {
    tripUrl,
    operator = NO_PUBLIC_FACTS,
  }: {
    tripUrl?: string;
    /** The operator's phone and payment details (/admin/settings/business); none set: 'reply and we send them'. */
    operator?: PublicOperatorFacts;
  } = {},
): RenderedEmail {
  const fromFlow = booking.source === "booking_flow";
  const amount = amountOf(booking);
  const total = amount(booking.totalAmount, booking.currency);
  const deposit = amount(booking.depositAmount, booking.currency);
  const balance =
    booking.totalAmount !== null && booking.depositAmount !== null
      ? amount(booking.totalAmount - booking.depositAmount, booking.currency)
      : null;
  const values = { reference: booking.reference, packageTitle: booking.packageTitle };

  const rows: [string, string][] = [[t("bookings.email.confirmation.label.safari"), booking.packageTitle]];
  if (fromFlow) {
    rows.push(
      [t("bookings.email.confirmation.label.startDate"), formatLongDate(booking.arrivalDate)],
      [t("bookings.email.confirmation.label.endDate"), formatLongDate(booking.departureDate)],
      [
        t("bookings.email.confirmation.label.duration"),
        t("bookings.email.confirmation.duration", {
          // A quoted booking ends on its last day (N-day safari, N - 1 days on); older ones the day after.
          days: daysBetween(booking.arrivalDate, booking.departureDate) + (booking.quote ? 1 : 0),
        }),
      ],
    );
  } else {
    rows.push(
      [t("bookings.email.confirmation.label.arrival"), formatLongDate(booking.arrivalDate)],
      [t("bookings.email.confirmation.label.departure"), formatLongDate(booking.departureDate)],
    );
  }
  rows.push([t("bookings.email.confirmation.label.guests"), guestsPhrase(booking.adults, booking.children)]);
  if (fromFlow) {
    rows.push([t("bookings.email.confirmation.label.total"), total ?? t("bookings.email.confirmation.priceOnRequest")]);
    if (booking.paymentChoice) {
      rows.push([t("bookings.email.confirmation.label.payment"), t(`bookings.payment.${booking.paymentChoice}`)]);
    }
    if (deposit && booking.paymentChoice !== "quote") {
      rows.push([t("bookings.email.confirmation.label.deposit", { percent: BUSINESS_TERMS.depositPercent }), deposit]);
    }
  }

  const blocks: EmailBlock[] = [
    { type: "paragraph", text: t("bookings.email.confirmation.greeting", { name: booking.name }) },
    { type: "paragraph", text: t("bookings.email.confirmation.intro", values) },
    { type: "paragraph", text: t("bookings.email.confirmation.reference", values) },
    { type: "heading", text: t("bookings.email.confirmation.summaryHeading") },
    { type: "details", rows },
    ...quoteBlocks(booking),
    ...(fromFlow ? paymentInstructions(booking, { deposit, balance }, paymentDetailsOf(operator)) : nextSteps()),
    ...(tripUrl
      ? [
          { type: "heading" as const, text: t("bookings.email.confirmation.tripHeading") },
          { type: "paragraph" as const, text: t("bookings.email.confirmation.tripLink", { url: tripUrl }) },
        ]
      : []),
    {
      type: "paragraph",
      text: operator.phone
        ? t("bookings.email.confirmation.questions", { phone: operator.phone })
        : t("bookings.email.confirmation.questionsNoPhone"),
    },
    {
      type: "paragraph",
      text: `${t("bookings.email.confirmation.signOff")}\n${t("bookings.email.confirmation.signature")}`,
    },
  ];
  return renderEmail(t("bookings.email.confirmation.subject", values), blocks);
}

function nextSteps(): EmailBlock[] {
  return [
    {
      type: "paragraph",
      text: t("bookings.email.confirmation.nextSteps", { hours: BUSINESS_TERMS.responseHours }),
    },
  ];
}

function paymentInstructions(
  booking: BookingForEmail,
  { deposit, balance }: { deposit: string | null; balance: string | null },
  payment: PaymentDetails,
): EmailBlock[] {
  const hours = BUSINESS_TERMS.responseHours;
  if (deposit === null) {
    return [{ type: "paragraph", text: t("bookings.email.confirmation.quoteNoPrice", { hours }) }];
  }
  if (booking.paymentChoice === "quote" || booking.paymentChoice === null) {
    return [{ type: "paragraph", text: t("bookings.email.confirmation.quote", { hours }) }];
  }
  const percent = BUSINESS_TERMS.depositPercent;
  const balanceNote: EmailBlock = {
    type: "paragraph",
    text: t("bookings.email.confirmation.balance", {
      balance: balance ?? "",
      balanceDueDays: BUSINESS_TERMS.balanceDueDaysBeforeStart,
      freeCancellationDays: BUSINESS_TERMS.freeCancellationDays,
    }),
  };
  const heading: EmailBlock = { type: "heading", text: t("bookings.email.confirmation.paymentHeading") };

  const reference = booking.reference;
  if (booking.paymentChoice === "bank_transfer") {
    const bank = payment.bankTransfer;
    if (!bank) {
      return [
        heading,
        { type: "paragraph", text: t("bookings.email.confirmation.bankAskUs", { percent, deposit, reference }) },
        balanceNote,
      ];
    }
    const rows: [string, string][] = [
      [t("bookings.email.confirmation.bank.bankName"), bank.bankName],
      [t("bookings.email.confirmation.bank.accountName"), bank.accountName],
      [t("bookings.email.confirmation.bank.accountNumber"), bank.accountNumber],
    ];
    if (bank.branch) rows.push([t("bookings.email.confirmation.bank.branch"), bank.branch]);
    if (bank.swiftCode) rows.push([t("bookings.email.confirmation.bank.swift"), bank.swiftCode]);
    return [
      heading,
      { type: "paragraph", text: t("bookings.email.confirmation.bankTransfer", { percent, deposit, reference }) },
      { type: "details", rows },
      balanceNote,
    ];
  }

  const mpesa: EmailBlock[] = [
    heading,
    {
      type: "paragraph",
      text: payment.mpesa
        ? t("bookings.email.confirmation.mpesa", { percent, deposit, paybill: payment.mpesa.paybill, reference })
        : t("bookings.email.confirmation.mpesaAskUs", { percent, deposit, reference }),
    },
  ];
  if (booking.currency !== "KES") {
    mpesa.push({ type: "paragraph", text: t("bookings.email.confirmation.mpesaForeignCurrency", { deposit }) });
  }
  return [...mpesa, balanceNote];
}
