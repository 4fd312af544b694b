// The balance reminders against a real database, the clock passed in: 14 days, 3 days and overdue, each
// queued once; two runners at once queue one; a runner started afresh (a restart) queues none again;
// paid and cancelled bookings get none; a reminder missed while no server ran is sent late, but only the
// latest one due.
import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, paymentSchedule, tripLinks } from "~/db/schema";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import { addDays, businessToday } from "~/utils/business-calendar";
import { loadConfig } from "~/utils/env.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { balanceReminderKey, reminderStageFor, sendBalanceReminders } from "./balance-reminders.server";
import { recordManualPayment } from "./ledger.server";
import { PAYMENT_JOBS, runPaymentJobs } from "./payment-jobs.server";

const SITE_URL = "https://safari.example";
const STAFF = { id: null, email: "accounts@heartbeest.test" };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** A booking made on `bookedOn` (noon in Nairobi), USD 300 deposit now and USD 700 balance due on `balanceDue`. */
async function booking(
  name: string,
  {
    bookedOn = "2027-01-10",
    balanceDue,
    arrival = "2027-09-01",
    status = "confirmed" as const,
    locale = "en" as const,
  } = {} as {
    bookedOn?: string;
    balanceDue: string;
    arrival?: string;
    status?: "new" | "contacted" | "confirmed" | "cancelled";
    locale?: "en" | "de" | "fr" | "it" | "es";
  },
) {
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      status,
      packageTitle: "Maasai Mara Explorer",
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      phone: "+254 711 000 000",
      adults: 2,
      arrivalDate: arrival,
      departureDate: addDays(arrival, 4),
      currency: "USD",
      locale,
      createdAt: new Date(`${bookedOn}T09:00:00Z`),
    })
    .returning();
  await database.db.insert(paymentSchedule).values([
    { bookingId: row!.id, kind: "deposit", amount: 30_000, currency: "USD", dueDate: bookedOn },
    { bookingId: row!.id, kind: "balance", amount: 70_000, currency: "USD", dueDate: balanceDue },
  ]);
  return row!;
}

async function pay(bookingId: number, amount: number, reference: string) {
  const result = await recordManualPayment(database.db, STAFF, {
    bookingId,
    purpose: "balance",
    method: "bank_transfer",
    amount,
    currency: "USD",
    receivedOn: "2027-02-01",
    reference,
    note: "",
  });
  expect(result.status).toBe("recorded");
}

/** 09:00 in Nairobi on that day. */
const at = (day: string) => new Date(`${day}T06:00:00Z`);

async function reminders(bookingId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `booking:${bookingId}:balance-reminder-%`))
    .orderBy(emailOutbox.id);
}

function tokenIn(text: string): string {
  const match = /\/trip\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error(`no trip link in:\n${text}`);
  return match[1]!;
}

describe("which reminder a day calls for", () => {
  it.each([
    ["2027-05-17", null],
    ["2027-05-18", "14d"],
    ["2027-05-28", "14d"],
    ["2027-05-29", "3d"],
    ["2027-06-01", "3d"],
    ["2027-06-02", "overdue"],
  ] as const)("on %s for a balance due 1 June: %s", (today, stage) => {
    expect(reminderStageFor("2027-06-01", today, "2027-01-10")).toBe(stage);
  });

  it("leaves out a reminder whose day came before the booking was made, but never the overdue notice", () => {
    expect(reminderStageFor("2027-06-01", "2027-05-25", "2027-05-20")).toBeNull();
    expect(reminderStageFor("2027-06-01", "2027-05-30", "2027-05-20")).toBe("3d");
    expect(reminderStageFor("2027-06-01", "2027-06-01", "2027-05-30")).toBeNull();
    expect(reminderStageFor("2027-06-01", "2027-06-05", "2027-06-01")).toBe("overdue");
  });

  it("turns overdue at midnight in Nairobi: 23:59 on the due day is still the 3-day reminder, 00:01 the notice", () => {
    const stageAt = (instant: string) => reminderStageFor("2026-11-30", businessToday(new Date(instant)), "2026-10-01");
    expect(stageAt("2026-11-30T20:59:00Z")).toBe("3d");
    expect(stageAt("2026-11-30T21:01:00Z")).toBe("overdue");
  });
});

describe("balance reminders", () => {
  it("sends the 14-day, the 3-day and the overdue e-mail once each, as the days pass", async () => {
    const mine = await booking("Grace Otieno", { balanceDue: "2027-06-01" });
    await pay(mine.id, 30_000, "DEP-GRACE");

    const run = (day: string) => sendBalanceReminders(database.db, { now: at(day), siteUrl: SITE_URL });
    const mineOnly = async (day: string) => (await run(day)).filter((sent) => sent.bookingId === mine.id);

    expect(await mineOnly("2027-05-01")).toEqual([]);
    expect(await mineOnly("2027-05-18")).toEqual([{ bookingId: mine.id, reference: mine.reference, stage: "14d" }]);
    expect(await mineOnly("2027-05-18")).toEqual([]);
    expect(await mineOnly("2027-05-25")).toEqual([]);
    expect((await mineOnly("2027-05-29")).map((sent) => sent.stage)).toEqual(["3d"]);
    expect(await mineOnly("2027-05-31")).toEqual([]);
    expect(await mineOnly("2027-06-01")).toEqual([]);
    expect((await mineOnly("2027-06-02")).map((sent) => sent.stage)).toEqual(["overdue"]);
    expect(await mineOnly("2027-06-10")).toEqual([]);

    const emails = await reminders(mine.id);
    expect(emails.map((email) => email.dedupeKey)).toEqual([
      balanceReminderKey(mine.id, "14d"),
      balanceReminderKey(mine.id, "3d"),
      balanceReminderKey(mine.id, "overdue"),
    ]);
    const [fourteen, three, overdue] = emails;
    expect(fourteen!.toAddress).toBe("grace.otieno@example.com");
    expect(fourteen!.subject).toBe(
      `Your safari balance of USD 700.00 is due on Tuesday, 1 June 2027 (${mine.reference})`,
    );
    expect(three!.subject).toContain("due in 3 days");
    expect(overdue!.subject).toBe(`Your safari balance of USD 700.00 is overdue (${mine.reference})`);
    for (const email of emails) {
      expect(email.textBody).toContain("Still to pay: USD 700.00");
      expect(email.textBody).toContain("Paid so far: USD 300.00");
      expect(email.textBody).toContain("Due by: Tuesday, 1 June 2027");
      // How to pay: the trip page (a fresh link that opens this booking's page), a transfer, the paybill.
      expect(email.textBody).toContain(`${SITE_URL}/trip/`);
      expect((await findBookingByTripToken(database.db, tokenIn(email.textBody)))?.id).toBe(mine.id);
      // The operator has set no bank account or paybill in this database: the traveller is asked to reply.
      expect(email.textBody).toContain(
        `reply to this e-mail and we will send you the details, with your booking reference ${mine.reference}`,
      );
    }
    // Each reminder carries its own link, and no round left a link behind that no e-mail holds.
    const links = await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, mine.id));
    expect(links).toHaveLength(3);
  });

  it("says what is still owed after a part payment of the balance", async () => {
    const mine = await booking("Peter Kamau", { balanceDue: "2027-07-01" });
    await pay(mine.id, 30_000, "DEP-PETER");
    await pay(mine.id, 20_000, "PART-PETER");
    await sendBalanceReminders(database.db, { now: at("2027-06-17"), siteUrl: SITE_URL });
    const [email] = await reminders(mine.id);
    expect(email?.textBody).toContain("Still to pay: USD 500.00");
    expect(email?.textBody).toContain("Paid so far: USD 500.00");
  });

  it("sends nothing to a booking paid in full or cancelled", async () => {
    const paid = await booking("Paid Up", { balanceDue: "2027-06-01" });
    await pay(paid.id, 100_000, "ALL-PAID");
    const cancelled = await booking("Called Off", { balanceDue: "2027-06-01", status: "cancelled" });
    for (const day of ["2027-05-18", "2027-05-29", "2027-06-02"]) {
      await sendBalanceReminders(database.db, { now: at(day), siteUrl: SITE_URL });
    }
    expect(await reminders(paid.id)).toEqual([]);
    expect(await reminders(cancelled.id)).toEqual([]);
  });

  it("sends a reminder missed while no server ran once, late, but only the latest one due", async () => {
    // No round ran from 14 days before until 2 days before: the 3-day reminder goes, the 14-day one never.
    const late = await booking("Late Round", { balanceDue: "2027-08-01", arrival: "2027-10-01" });
    // No round ran at all until after the due date: only the overdue notice.
    const later = await booking("Later Round", { balanceDue: "2027-07-25", arrival: "2027-10-01" });
    await sendBalanceReminders(database.db, { now: at("2027-07-30"), siteUrl: SITE_URL });
    await sendBalanceReminders(database.db, { now: at("2027-07-31"), siteUrl: SITE_URL });
    await sendBalanceReminders(database.db, { now: at("2027-08-05"), siteUrl: SITE_URL });
    expect((await reminders(late.id)).map((email) => email.dedupeKey)).toEqual([
      balanceReminderKey(late.id, "3d"),
      balanceReminderKey(late.id, "overdue"),
    ]);
    expect((await reminders(later.id)).map((email) => email.dedupeKey)).toEqual([
      balanceReminderKey(later.id, "overdue"),
    ]);
  });

  it("sends no overdue notice once the trip has begun", async () => {
    const gone = await booking("On Safari", { balanceDue: "2027-03-01", arrival: "2027-03-10" });
    await sendBalanceReminders(database.db, { now: at("2027-03-11"), siteUrl: SITE_URL });
    expect(await reminders(gone.id)).toEqual([]);
  });

  it("queues one reminder when two app servers run the round at the same moment", async () => {
    const mine = await booking("Two Servers", { balanceDue: "2027-09-15", arrival: "2027-11-01" });
    const both = await Promise.all([
      sendBalanceReminders(database.db, { now: at("2027-09-01"), siteUrl: SITE_URL }),
      sendBalanceReminders(database.db, { now: at("2027-09-01"), siteUrl: SITE_URL }),
    ]);
    const forMine = both.flat().filter((sent) => sent.bookingId === mine.id);
    expect(forMine).toHaveLength(1);
    expect(await reminders(mine.id)).toHaveLength(1);
    // The runner that lost rolled back the trip link it had made.
    expect(await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, mine.id))).toHaveLength(1);
  });

  it("runs as the balance-reminders job, and a server started afresh (a restart) sends nothing again", async () => {
    const mine = await booking("Job Round", { balanceDue: "2027-10-20", arrival: "2027-12-01" });
    const logged: unknown[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const config = loadConfig({ NODE_ENV: "test", SITE_URL, PAYMENT_JOBS_INTERVAL_MS: "600000" });
    expect(PAYMENT_JOBS.map((job) => job.name)).toContain("balance-reminders");

    const first = await runPaymentJobs({ db: database.db, config, logger, now: at("2027-10-06") });
    // Earlier tests' bookings are in the same database: an overdue notice of theirs may go in this round too.
    expect(first["balance-reminders"]).toEqual({ sent: expect.any(Number) });
    const line = logged.find((entry) => (entry as { job?: string }).job === "balance-reminders") as {
      reminders: { reference: string; stage: string }[];
    };
    expect(line.reminders).toContainEqual({ reference: mine.reference, stage: "14d" });

    // A restart: the runners keep nothing in memory, so a round after one reads only the database.
    const jobs = PAYMENT_JOBS.filter((job) => job.name === "balance-reminders");
    const again = await runPaymentJobs({ db: database.db, config, logger, now: at("2027-10-07") }, jobs);
    expect(again["balance-reminders"]).toEqual({ sent: 0 });
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "balance_reminder"), like(emailOutbox.dedupeKey, `booking:${mine.id}:%`)));
    expect(emails).toHaveLength(1);
  });
});

describe("in the traveller's language", () => {
  /** Intl's no-break spaces as plain ones, so amounts and dates read as written here. */
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

  it("writes an Italian booking's reminder and receipt in Italian, linking to the trip page in Italian", async () => {
    const mine = await booking("Giulia Rossi", { balanceDue: "2027-06-01", locale: "it" });
    await pay(mine.id, 30_000, "DEP-GIULIA");

    const sent = await sendBalanceReminders(database.db, { now: at("2027-05-18"), siteUrl: SITE_URL });
    expect(sent.filter((reminder) => reminder.bookingId === mine.id)).toEqual([
      { bookingId: mine.id, reference: mine.reference, stage: "14d" },
    ]);
    const [email] = await reminders(mine.id);
    // The job runs outside any request: the e-mail is written in the booking's language all the same.
    expect(plain(email!.subject)).toMatch(
      new RegExp(`^Il saldo di 700,00 USD per il vostro safari scade .*1 giugno 2027 \\(${mine.reference}\\)$`),
    );
    const text = plain(email!.textBody);
    expect(text).toContain("Gentile Giulia Rossi,");
    expect(text).toContain("300,00 USD");
    expect(text).not.toMatch(/Dear |Still to pay|Due by/);
    const token = /\/it\/viaggio\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
    expect(text).toContain(`${SITE_URL}/it/viaggio/${token}`);
    expect((await findBookingByTripToken(database.db, token))?.id).toBe(mine.id);
    expect(email!.htmlBody).toContain('<html lang="it">');

    // The receipt for the payment staff recorded in the (English) portal is Italian too.
    const [receipt] = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "payment_receipt"), eq(emailOutbox.toAddress, mine.email)));
    expect(plain(receipt!.subject)).toBe(`Pagamento ricevuto per ${mine.reference}: 300,00 USD`);
    expect(receipt!.textBody).toContain("Gentile Giulia Rossi,");
  });
});
