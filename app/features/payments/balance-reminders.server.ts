// The balance reminders: an e-mail 14 days and 3 days before a booking's balance is due, and an overdue
// notice after it, each queued at most once per booking whatever the number of app servers or restarts:
// the outbox's unique dedupe key (booking:{id}:balance-reminder-{stage}) is the claim, and the e-mail is
// written in the same transaction as the fresh trip link it carries, so a lost race leaves neither behind.
//
// Which one is due is decided from the day alone, so a reminder whose day passed while no server ran is
// still sent at the next round, but only the latest stage: a booking already inside 3 days gets the 3-day
// reminder and never a late 14-day one; an overdue booking gets only the overdue notice. Each is written in the
// language the traveller booked in, dates and amounts included, and links to the trip page in that language.
import { and, eq, gte, isNull, lte, ne } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, paymentSchedule } from "~/db/schema";
import { loadPublicOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { type PaymentDetails, paymentDetailsOf } from "~/features/operator-settings/payment-details";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { inTravellersLanguage } from "~/features/translations/content-translations.server";
import { issueTripLink, tripPath } from "~/features/trip/trip-links.server";
import { paymentReminderMessages } from "~/i18n/messages/en/payment-reminders";
import { localizePath } from "~/i18n/paths";
import { runInLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { type RenderedEmail, renderEmail } from "~/services/email/email-content";
import { enqueueEmail, findEmailByKey } from "~/services/email/outbox.server";
import { addDays, businessDayOf, businessToday, daysBetween } from "~/utils/business-calendar";
import { formatLongDate } from "~/utils/format";
import type { LedgerSummary } from "./ledger";
import { readLedger } from "./ledger.server";
import type { PaymentJob } from "./payment-job";

export const REMINDER_STAGES = ["14d", "3d", "overdue"] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** Days before the balance's due date each reminder is for. */
export const REMINDER_DAYS_BEFORE = { "14d": 14, "3d": 3 } as const;

export const BALANCE_REMINDER_EMAIL_KIND = "balance_reminder";

export function balanceReminderKey(bookingId: number, stage: ReminderStage): string {
  return `booking:${bookingId}:balance-reminder-${stage}`;
}

/**
 * The reminder a balance due on `dueDate` calls for on `today`, or null: overdue from the day after the
 * due date, the 3-day one from 3 days before, the 14-day one from 14 days before. A reminder whose day came
 * before the booking was made is left out (the confirmation e-mail already gave the date), so a late booking
 * is not greeted by a reminder the same day.
 */
export function reminderStageFor(dueDate: string, today: string, bookedOn: string): ReminderStage | null {
  const daysLeft = daysBetween(today, dueDate);
  if (daysLeft < 0) return "overdue";
  const stage: ReminderStage | null =
    daysLeft <= REMINDER_DAYS_BEFORE["3d"] ? "3d" : daysLeft <= REMINDER_DAYS_BEFORE["14d"] ? "14d" : null;
  if (!stage) return null;
  const reminderDay = addDays(dueDate, -REMINDER_DAYS_BEFORE[stage]);
  return bookedOn < reminderDay ? stage : null;
}

type ReminderBooking = Pick<typeof bookings.$inferSelect, "id" | "reference" | "name" | "email" | "packageTitle">;

export function renderBalanceReminder({
  booking,
  stage,
  dueDate,
  summary,
  tripUrl,
  payment = { bankTransfer: null, mpesa: null },
}: {
  booking: ReminderBooking;
  stage: ReminderStage;
  dueDate: string;
  summary: LedgerSummary;
  tripUrl: string;
  /** The operator's bank account and paybill (/admin/settings/business); none set: 'reply and we send them'. */
  payment?: PaymentDetails;
}): RenderedEmail {
  const t = (id: keyof typeof paymentReminderMessages & string, values?: Record<string, string | number>) =>
    translate(paymentReminderMessages, id, values);
  const amount = formatMinorUnits(summary.outstanding, summary.currency);
  const values = {
    amount,
    dueDate: formatLongDate(dueDate),
    reference: booking.reference,
    packageTitle: booking.packageTitle,
  };
  const bank = payment.bankTransfer;
  const reference = booking.reference;
  return renderEmail(t(`reminders.subject.${stage}`, values), [
    { type: "paragraph", text: t("reminders.greeting", { name: booking.name }) },
    { type: "paragraph", text: t(`reminders.intro.${stage}`, values) },
    { type: "heading", text: t("reminders.heading") },
    {
      type: "details",
      rows: [
        [t("reminders.label.reference"), booking.reference],
        [t("reminders.label.outstanding"), amount],
        [t("reminders.label.paid"), formatMinorUnits(summary.paid, summary.currency)],
        [t("reminders.label.dueDate"), formatLongDate(dueDate)],
      ],
    },
    { type: "heading", text: t("reminders.howToPay.heading") },
    { type: "paragraph", text: t("reminders.howToPay.tripPage", { url: tripUrl }) },
    { type: "paragraph", text: t("reminders.howToPay.tripPageNote") },
    ...(bank ? [{ type: "paragraph" as const, text: t("reminders.howToPay.bank", { ...bank, reference }) }] : []),
    ...(payment.mpesa
      ? [
          {
            type: "paragraph" as const,
            text: t("reminders.howToPay.mpesa", { paybill: payment.mpesa.paybill, reference }),
          },
        ]
      : []),
    ...(!bank || !payment.mpesa
      ? [{ type: "paragraph" as const, text: t("reminders.howToPay.askUs", { reference }) }]
      : []),
    { type: "paragraph", text: t("reminders.signOff") },
  ]);
}

export interface SentReminder {
  bookingId: number;
  reference: string;
  stage: ReminderStage;
}

/** Thrown inside a reminder's transaction when another server queued it first: rolls back the new link. */
class AlreadyQueued extends Error {}

/**
 * One round: every booking not cancelled whose balance entry still has money owed and whose reminder is
 * due today gets it, once. Returns the reminders this call queued (another server's are not counted).
 */
export async function sendBalanceReminders(
  db: DatabaseOrTransaction,
  { now, siteUrl }: { now: Date; siteUrl: string },
): Promise<SentReminder[]> {
  const today = businessToday(now);
  const candidates = await db
    .select({
      booking: {
        id: bookings.id,
        reference: bookings.reference,
        name: bookings.name,
        email: bookings.email,
        packageTitle: bookings.packageTitle,
        safariId: bookings.safariId,
        createdAt: bookings.createdAt,
        locale: bookings.locale,
      },
      dueDate: paymentSchedule.dueDate,
      balanceAmount: paymentSchedule.amount,
    })
    .from(paymentSchedule)
    .innerJoin(bookings, eq(bookings.id, paymentSchedule.bookingId))
    .where(
      and(
        eq(paymentSchedule.kind, "balance"),
        ne(bookings.status, "cancelled"),
        // An erased traveller has no address left to remind.
        isNull(bookings.personalDataErasedAt),
        lte(paymentSchedule.dueDate, addDays(today, REMINDER_DAYS_BEFORE["14d"])),
        // Once the trip has begun, the balance is the office's conversation, not an e-mail's.
        gte(bookings.arrivalDate, today),
      ),
    );

  const sent: SentReminder[] = [];
  // Read once per round, and only when there is someone to remind.
  let payment: PaymentDetails | undefined;
  for (const { booking, dueDate, balanceAmount } of candidates) {
    const stage = reminderStageFor(dueDate, today, businessDayOf(booking.createdAt));
    if (!stage || balanceAmount <= 0) continue;
    const dedupeKey = balanceReminderKey(booking.id, stage);
    // A cheap look first, so rounds after the first do not write a trip link only to roll it back.
    if (await findEmailByKey(db, dedupeKey)) continue;
    const ledger = await readLedger(db, booking.id, today);
    // Money owed on the balance entry: whatever is still outstanding, up to the balance's own amount.
    if (!ledger || Math.min(balanceAmount, ledger.summary.outstanding) <= 0) continue;
    payment ??= paymentDetailsOf(await loadPublicOperatorFacts(db));
    const details = payment;
    try {
      await inTransaction(db, async (tx) => {
        const token = await issueTripLink(tx, booking.id);
        // In the traveller's language, with the trip page's address in it: the job runs outside any request.
        const named = await inTravellersLanguage(tx, booking);
        const email = runInLocale(booking.locale, () =>
          renderBalanceReminder({
            booking: named,
            stage,
            dueDate,
            summary: ledger.summary,
            tripUrl: `${siteUrl}${localizePath(tripPath(token), booking.locale)}`,
            payment: details,
          }),
        );
        const { queued } = await enqueueEmail(tx, {
          kind: BALANCE_REMINDER_EMAIL_KIND,
          to: booking.email,
          dedupeKey,
          ...email,
        });
        if (!queued) throw new AlreadyQueued();
      });
      sent.push({ bookingId: booking.id, reference: booking.reference, stage });
    } catch (error) {
      if (!(error instanceof AlreadyQueued)) throw error;
    }
  }
  return sent;
}

export const balanceRemindersJob: PaymentJob = {
  name: "balance-reminders",
  async run({ db, config, logger, now }) {
    const sent = await sendBalanceReminders(db, { now, siteUrl: config.SITE_URL });
    if (sent.length > 0) {
      logger.info(
        { job: "balance-reminders", reminders: sent.map(({ reference, stage }) => ({ reference, stage })) },
        `balance reminders queued: ${sent.length}`,
      );
    }
    return { sent: sent.length };
  },
};
