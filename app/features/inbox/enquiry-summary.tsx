// The top of an enquiry's page: who wrote, how to reach them, the reference, when, the response clock and
// where they came from; then what they wrote (the booking's essentials, the inquiry, or the chat).
import { Link } from "react-router";
import { formatBusinessDateTime, formatCalendarDate } from "~/utils/business-calendar";
import { ClockBadge } from "./clock-badge";
import type { EnquiryDetail } from "./enquiry-detail.server";
import { sourceLabel } from "./enquiry-source";
import { KIND_LABELS } from "./enquiry-stages";
import { Detail, Panel } from "./enquiry-ui";
import type { ClockSettings } from "./office-hours";
import { formatQuoteAmount } from "./template-variables";
import { TravellerLanguage } from "./traveller-language";

const INQUIRY_TYPES: Record<string, string> = {
  general: "General inquiry",
  booking: "Booking question",
  custom: "Custom safari",
  group: "Group travel",
  feedback: "Feedback",
};

const PAYMENT_CHOICES: Record<string, string> = {
  bank_transfer: "Deposit by bank transfer",
  mpesa: "Deposit by M-Pesa",
  quote: "Quote first, pay later",
};

const CHANNELS: Record<string, string> = {
  email: "by e-mail",
  chat: "in the chat",
  phone: "by phone",
  whatsapp: "on WhatsApp",
  imported: "before the inbox existed",
};

export function EnquirySummary({
  detail,
  now,
  settings,
}: {
  detail: EnquiryDetail;
  now: Date | string;
  settings: ClockSettings;
}) {
  const { enquiry } = detail;
  const source = {
    referrer: enquiry.sourceReferrer,
    utmSource: enquiry.utmSource,
    utmMedium: enquiry.utmMedium,
  };
  const utm = (
    [
      ["Source", enquiry.utmSource],
      ["Medium", enquiry.utmMedium],
      ["Campaign", enquiry.utmCampaign],
      ["Term", enquiry.utmTerm],
      ["Content", enquiry.utmContent],
    ] as const
  ).filter(([, value]) => value);
  const direct = !enquiry.sourceReferrer && !enquiry.sourceLandingPath && utm.length === 0;

  return (
    <Panel id="enquiry-traveller" title="Traveller">
      <dl className="space-y-2 text-sm">
        <Detail label="Name">
          {enquiry.name}
          <TravellerLanguage locale={detail.locale} />
        </Detail>
        <Detail label="E-mail">
          {enquiry.email ? (
            <a href={`mailto:${enquiry.email}`} className="underline underline-offset-4">
              {enquiry.email}
            </a>
          ) : (
            "None given: they wrote on WhatsApp"
          )}
        </Detail>
        {detail.phone ? (
          <Detail label="Phone">
            <a href={`tel:${detail.phone.replace(/[^\d+]/g, "")}`} className="underline underline-offset-4">
              {detail.phone}
            </a>
          </Detail>
        ) : null}
        <Detail label="Kind">
          {/* An inquiry with no e-mail address was opened by a WhatsApp message from a number no enquiry knew. */}
          {enquiry.kind === "inquiry" && !enquiry.email ? "WhatsApp message" : KIND_LABELS[enquiry.kind]} ·{" "}
          <span className="font-mono">{detail.reference}</span>
        </Detail>
        <Detail label="Received">{formatBusinessDateTime(enquiry.receivedAt)}</Detail>
        <Detail label="Response clock">
          <span data-testid="enquiry-clock" className="block">
            <ClockBadge enquiry={{ ...enquiry, movedOn: detail.movedOn }} now={now} settings={settings} showDeadline />
          </span>
          {enquiry.firstReplyAt && enquiry.firstReplyChannel ? (
            <span className="mt-1 block text-xs text-stone-600">
              First answered {CHANNELS[enquiry.firstReplyChannel]}, {formatBusinessDateTime(enquiry.firstReplyAt)}
            </span>
          ) : null}
        </Detail>
        <Detail label="Came from">
          {direct ? (
            "Direct"
          ) : (
            <span className="block space-y-0.5">
              <span className="block font-medium">{sourceLabel(source)}</span>
              {enquiry.sourceReferrer ? (
                <span className="block wrap-anywhere">Referrer: {enquiry.sourceReferrer}</span>
              ) : null}
              {enquiry.sourceLandingPath ? (
                <span className="block wrap-anywhere">Landing page: {enquiry.sourceLandingPath}</span>
              ) : null}
              {utm.map(([label, value]) => (
                <span key={label} className="block wrap-anywhere">
                  UTM {label.toLowerCase()}: {value}
                </span>
              ))}
            </span>
          )}
        </Detail>
      </dl>
    </Panel>
  );
}

/** What the traveller sent: the booking's essentials, the inquiry's message, or a link to the chat. */
export function EnquiryRequest({ detail }: { detail: EnquiryDetail }) {
  const { booking, inquiry, chat } = detail;
  return (
    <Panel id="enquiry-request" title="What they wrote">
      {booking ? <BookingEssentials booking={booking} /> : null}
      {inquiry ? (
        <dl className="space-y-2 text-sm">
          <Detail label="Type">{INQUIRY_TYPES[inquiry.inquiryType] ?? inquiry.inquiryType}</Detail>
          <Detail label="Subject">{inquiry.subject}</Detail>
          <Detail label="Message">{inquiry.message}</Detail>
        </dl>
      ) : null}
      {chat ? (
        <p className="text-sm">
          A chat of {chat.messageCount} message{chat.messageCount === 1 ? "" : "s"} ({chat.status}); the messages are in
          the conversation below.{" "}
          <Link to={`/admin/chat?c=${chat.id}`} className="font-semibold underline underline-offset-4">
            Answer in the chat
          </Link>
        </p>
      ) : null}
      {!booking && !inquiry && !chat ? (
        <p className="text-sm text-stone-600">The original record was removed.</p>
      ) : null}
    </Panel>
  );
}

function BookingEssentials({ booking }: { booking: NonNullable<EnquiryDetail["booking"]> }) {
  // A booking taken at a quote keeps minor units of the quote's currency; older ones whole units.
  const money = (amount: number | null) =>
    amount === null
      ? "Price on request"
      : booking.quote
        ? formatQuoteAmount(amount, booking.quote.currency)
        : `${booking.currency ?? ""} ${new Intl.NumberFormat("en-GB").format(amount)}`.trim();
  const party = [
    `${booking.adults} adult${booking.adults === 1 ? "" : "s"}`,
    booking.children > 0
      ? `${booking.children} child${booking.children === 1 ? "" : "ren"}${booking.childAges.length > 0 ? ` (ages ${booking.childAges.join(", ")})` : ""}`
      : null,
    booking.singles > 0 ? `${booking.singles} single room${booking.singles === 1 ? "" : "s"}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <>
      <dl className="space-y-2 text-sm">
        <Detail label="Package">{booking.packageTitle}</Detail>
        <Detail label="Dates">
          {formatCalendarDate(booking.arrivalDate)} – {formatCalendarDate(booking.departureDate)}
        </Detail>
        <Detail label="Party">{party}</Detail>
        <Detail label="Quote">
          {money(booking.totalAmount)}
          {booking.depositAmount !== null ? `, deposit ${money(booking.depositAmount)}` : ""}
        </Detail>
        <Detail label="Payment">
          {booking.paymentChoice ? (PAYMENT_CHOICES[booking.paymentChoice] ?? booking.paymentChoice) : "—"}
        </Detail>
        <Detail label="Booking status">{booking.status}</Detail>
        {booking.message ? <Detail label="Message">{booking.message}</Detail> : null}
        {booking.specialRequests ? <Detail label="Special requests">{booking.specialRequests}</Detail> : null}
      </dl>
      <p className="mt-3 text-sm">
        <Link to={`/admin/bookings/${booking.id}`} className="font-semibold underline underline-offset-4">
          Open booking {booking.reference}: ledger, payments and trip link
        </Link>
      </p>
    </>
  );
}
