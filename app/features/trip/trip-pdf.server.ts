// The trip's itinerary and invoice as PDF, drawn on the server with pdfkit (no browser needed in
// production). Both carry the booking reference; the itinerary every day with its date, the invoice the
// quote's lines and totals, the payments received and what is still owed.
import PDFDocument from "pdfkit";
import { NO_PUBLIC_FACTS, type PublicOperatorFacts } from "~/features/operator-settings/operator-facts";
import { paymentDetailsOf } from "~/features/operator-settings/payment-details";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { type TripMessageId, tripMessages } from "~/i18n/messages/en/trip";
import { translate } from "~/i18n/translate";
import { BUSINESS_TERMS, COMPANY } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import type { Trip } from "./trip.server";

const t = (id: TripMessageId, values?: Record<string, string | number>) => translate(tripMessages, id, values);

const MARGIN = 56;
const INK = "#2b2622";
const MUTED = "#6b625a";
const ACCENT = "#9a4a25";

type Doc = InstanceType<typeof PDFDocument>;

/**
 * pdfkit's standard fonts speak Windows-1252: characters outside it would print as garbage. Intl's narrow and
 * thin spaces (French "1\u202f350,00 USD", "30\u00a0juillet") print as the no-break space.
 */
function printable(text: string): string {
  return text
    .replace(/[\u2009\u202f]/g, "\u00a0")
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff\u20ac]/g, "?");
}

export interface PdfOptions {
  compress?: boolean;
  /** The operator's contact and payment details (/admin/settings/business); none set: 'ask us'. */
  operator?: PublicOperatorFacts;
}

function render(title: string, trip: Trip, draw: (doc: Doc) => void, options: PdfOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      compress: options.compress ?? true,
      info: {
        Title: `${title} ${trip.booking.reference}`,
        Author: COMPANY.name,
        Subject: trip.booking.packageTitle,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    header(doc, title, trip, options.operator ?? NO_PUBLIC_FACTS);
    draw(doc);
    doc.end();
  });
}

function header(doc: Doc, title: string, trip: Trip, operator: PublicOperatorFacts) {
  doc.fillColor(ACCENT).font("Helvetica-Bold").fontSize(11).text(printable(COMPANY.name.toUpperCase()));
  // How to reach the office, under its name, as on a letterhead.
  const contact = [operator.address.join(", "), operator.phone, operator.email].filter(Boolean).join(" · ");
  if (contact) doc.fillColor(MUTED).font("Helvetica").fontSize(9).text(printable(contact));
  doc.moveDown(0.3);
  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(printable(`${title} ${trip.booking.reference}`));
  doc.moveDown(0.2);
  doc.font("Helvetica").fontSize(12).text(printable(trip.booking.packageTitle));
  doc
    .fillColor(MUTED)
    .fontSize(10)
    .text(
      printable(
        `${t("trip.summary.datesValue", { start: formatLongDate(trip.start), end: formatLongDate(trip.end) })} · ${t(
          "trip.summary.travellersValue",
          { adults: trip.booking.adults, children: trip.booking.children },
        )}`,
      ),
    );
  doc.moveDown(1);
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(printable(text));
  doc.moveDown(0.3);
}

/** A row with a label on the left and an amount on the right. */
function row(doc: Doc, label: string, value: string, bold = false) {
  const width = doc.page.width - MARGIN * 2;
  const y = doc.y;
  doc
    .fillColor(INK)
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(10);
  doc.text(printable(label), MARGIN, y, { width: width - 150 });
  const after = doc.y;
  doc.text(printable(value), MARGIN + width - 150, y, { width: 150, align: "right" });
  doc.x = MARGIN;
  doc.y = Math.max(after, doc.y) + 3;
}

export function itineraryPdf(trip: Trip, options?: PdfOptions): Promise<Buffer> {
  return render(
    t("trip.pdf.itinerary.title"),
    trip,
    (doc) => {
      if (trip.days.length === 0) {
        doc
          .fillColor(INK)
          .font("Helvetica")
          .fontSize(11)
          .text(printable(t("trip.itinerary.empty")));
        return;
      }
      for (const day of trip.days) {
        if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
        doc
          .fillColor(ACCENT)
          .font("Helvetica-Bold")
          .fontSize(10)
          .text(printable(`${t("trip.itinerary.day", { day: day.dayNumber })} · ${formatLongDate(day.date)}`));
        doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text(printable(day.title));
        if (day.description) {
          doc.moveDown(0.2);
          doc.font("Helvetica").fontSize(10).text(printable(day.description), { align: "left" });
        }
        doc.moveDown(0.2);
        doc
          .fillColor(MUTED)
          .fontSize(9)
          .text(
            printable(
              `${t("trip.itinerary.accommodation")}: ${day.accommodation}    ${t("trip.itinerary.meals")}: ${day.meals}`,
            ),
          );
        doc.moveDown(0.9);
      }
    },
    options,
  );
}

export function invoicePdf(trip: Trip, options: PdfOptions = {}): Promise<Buffer> {
  return render(
    t("trip.pdf.invoice.title"),
    trip,
    (doc) => {
      const { booking, quote, ledger } = trip;
      doc
        .fillColor(MUTED)
        .font("Helvetica")
        .fontSize(10)
        .text(printable(t("trip.pdf.issued", { date: formatLongDate(trip.today) })));
      doc.moveDown(0.5);
      doc
        .fillColor(INK)
        .font("Helvetica-Bold")
        .text(printable(t("trip.pdf.billedTo")));
      doc.font("Helvetica").text(printable(`${booking.name}\n${booking.email}\n${booking.phone}`));

      heading(doc, t("trip.quote.heading"));
      if (!quote || quote.total === null) {
        doc
          .font("Helvetica")
          .fontSize(10)
          .text(printable(t("trip.quote.none")));
        return;
      }
      const money = (amount: number | null) =>
        amount === null ? t("trip.quote.onRequest") : formatMinorUnits(amount, quote.currency);
      for (const line of quote.lines) {
        row(doc, `${line.label}`, line.included ? t("trip.quote.included") : money(line.amount));
      }
      doc.moveDown(0.3);
      row(doc, t("trip.quote.total"), money(quote.total), true);
      if (quote.deposit !== null) {
        row(doc, t("trip.quote.deposit", { percent: BUSINESS_TERMS.depositPercent }), money(quote.deposit));
        row(doc, t("trip.quote.balance", { date: formatLongDate(quote.balanceDueDate) }), money(quote.balance));
      }

      heading(doc, t("trip.pdf.payments"));
      const received = trip.payments.filter(
        (payment) => payment.status === "succeeded" || payment.status === "refunded",
      );
      if (received.length === 0)
        doc
          .font("Helvetica")
          .fontSize(10)
          .text(printable(t("trip.payments.none")));
      for (const payment of received) {
        const label = [formatLongDate(payment.date), t(`trip.method.${payment.method}`), payment.receipt]
          .filter(Boolean)
          .join(" · ");
        row(doc, label, formatMinorUnits(payment.amount, payment.currency));
        if (payment.refunded > 0) {
          row(doc, t("trip.payments.refunded", { amount: formatMinorUnits(payment.refunded, quote.currency) }), "");
        }
      }
      if (ledger) {
        const { summary } = ledger;
        doc.moveDown(0.3);
        row(doc, t("trip.payments.paid"), formatMinorUnits(summary.paid, summary.currency), true);
        row(doc, t("trip.payments.outstanding"), formatMinorUnits(summary.outstanding, summary.currency), true);
        if (summary.next) {
          const values = {
            kind: t(`trip.payments.kind.${summary.next.kind}`),
            amount: formatMinorUnits(summary.next.amount, summary.currency),
            date: formatLongDate(summary.next.dueDate),
          };
          doc.moveDown(0.2);
          doc
            .fillColor(summary.next.overdue ? ACCENT : INK)
            .font("Helvetica")
            .fontSize(10)
            .text(printable(t(summary.next.overdue ? "trip.payments.nextOverdue" : "trip.payments.nextDue", values)));
        } else if (summary.fullyPaid) {
          doc
            .font("Helvetica")
            .fontSize(10)
            .text(printable(t("trip.payments.fullyPaid")));
        }
      }

      if (ledger && !ledger.summary.fullyPaid) {
        heading(doc, t("trip.pdf.howToPay"));
        const { bankTransfer: bank, mpesa } = paymentDetailsOf(options.operator ?? NO_PUBLIC_FACTS);
        const reference = booking.reference;
        const bankLine = bank
          ? [
              `${t("trip.pay.bank.title")}: ${t("trip.pay.bank.bankName")} ${bank.bankName}`,
              `${t("trip.pay.bank.accountName")} ${bank.accountName}`,
              `${t("trip.pay.bank.accountNumber")} ${bank.accountNumber}`,
              bank.branch ? `${t("trip.pay.bank.branch")} ${bank.branch}` : "",
              bank.swiftCode ? `${t("trip.pay.bank.swift")} ${bank.swiftCode}` : "",
              `${t("trip.pay.bank.reference")} ${reference}.`,
            ]
              .filter(Boolean)
              .join(", ")
          : `${t("trip.pay.bank.title")}: ${t("trip.pay.bank.askUs", { reference })}`;
        doc.fillColor(INK).font("Helvetica").fontSize(10);
        doc.text(
          printable(
            [
              bankLine,
              mpesa
                ? t("trip.pay.paybill.text", { paybill: mpesa.paybill, reference })
                : `${t("trip.pay.paybill.title")}: ${t("trip.pay.paybill.askUs", { reference })}`,
            ].join("\n"),
          ),
        );
      }
    },
    options,
  );
}
