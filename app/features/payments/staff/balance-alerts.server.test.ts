// Balances due soon and overdue, as staff see them in the bookings inbox (a filter and a column) and on the
// dashboard (two counts linking to the filtered inbox), through the routes' own loaders on a real database.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, paymentSchedule } from "~/db/schema";
import { balanceAlertCounts, listBookings, parseInboxFilter } from "~/features/bookings/booking-inbox.server";
import { recordManualPayment } from "~/features/payments/ledger.server";
import * as bookingsRoute from "~/routes/admin/bookings";
import * as dashboardRoute from "~/routes/admin/dashboard";
import { addDays, businessToday } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../../tests/setup/test-database";
import { routeOutcome, signedInStaff, siteRequest, type TestContext } from "../../../../tests/support/staff-sessions";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
const today = businessToday();
const names: Record<string, string> = {};

async function booking(name: string, balanceDue: string, status: "confirmed" | "cancelled" = "confirmed") {
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      status,
      packageTitle: "Tsavo Classic",
      name,
      email: "someone@example.com",
      phone: "+254 711 000 000",
      adults: 2,
      arrivalDate: addDays(today, 60),
      departureDate: addDays(today, 64),
      currency: "USD",
    })
    .returning();
  await database.db.insert(paymentSchedule).values([
    { bookingId: row!.id, kind: "deposit", amount: 30_000, currency: "USD", dueDate: addDays(today, -90) },
    { bookingId: row!.id, kind: "balance", amount: 70_000, currency: "USD", dueDate: balanceDue },
  ]);
  names[row!.reference] = name;
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Mercy Inbox"));
  await booking("Due In A Week", addDays(today, 7));
  await booking("Due Today", today);
  await booking("Due In A Month", addDays(today, 30));
  await booking("Overdue Two Days", addDays(today, -2));
  await booking("Cancelled Overdue", addDays(today, -2), "cancelled");
  const paid = await booking("Paid Up Due Soon", addDays(today, 5));
  await recordManualPayment(
    database.db,
    { id: null, email: "test" },
    {
      bookingId: paid.id,
      purpose: "balance",
      method: "bank_transfer",
      amount: 100_000,
      currency: "USD",
      receivedOn: today,
      reference: "PAID-IN-FULL",
      note: "",
    },
  );
  // A booking taken without a priced quote has no schedule: never flagged.
  await database.db.insert(bookings).values({
    source: "safari_form",
    packageTitle: "Price on request",
    name: "No Schedule",
    email: "x@example.com",
    phone: "+254 711 000 000",
    adults: 1,
    arrivalDate: addDays(today, 3),
    departureDate: addDays(today, 5),
  });
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const namesOf = (rows: { reference: string }[]) => rows.map((row) => names[row.reference] ?? row.reference).sort();

describe("balances due soon and overdue", () => {
  it("counts bookings not cancelled with money owed: due within 14 days (today included) and overdue", async () => {
    expect(await balanceAlertCounts(database.db, today)).toEqual({ dueSoon: 2, overdue: 1 });
  });

  it("filters the inbox by them, and each row says what is owed and by when", async () => {
    const soon = await listBookings(database.db, parseInboxFilter(new URLSearchParams("balance=due-soon")));
    expect(namesOf(soon.rows)).toEqual(["Due In A Week", "Due Today"]);
    const overdue = await listBookings(database.db, parseInboxFilter(new URLSearchParams("balance=overdue")));
    expect(namesOf(overdue.rows)).toEqual(["Overdue Two Days"]);
    expect(overdue.rows[0]).toMatchObject({
      owed: 100_000,
      balanceDueDate: addDays(today, -2),
      scheduleCurrency: "USD",
    });
    const all = await listBookings(database.db, parseInboxFilter(new URLSearchParams("balance=nonsense")));
    expect(all.total).toBe(7);
  });

  it("shows the counts on the dashboard and the filter in the inbox, through their loaders", async () => {
    const dashboard = await routeOutcome(dashboardRoute.loader, siteRequest("/admin", { cookie }), {}, context);
    expect((dashboard.body as { balances: unknown }).balances).toEqual({ dueSoon: 2, overdue: 1 });
    const inbox = await routeOutcome(
      bookingsRoute.loader,
      siteRequest("/admin/bookings?balance=overdue", { cookie }),
      {},
      context,
    );
    const body = inbox.body as { balances: unknown; filter: { balance?: string }; total: number };
    expect(body.filter.balance).toBe("overdue");
    expect(body.total).toBe(1);
    expect(body.balances).toEqual({ dueSoon: 2, overdue: 1 });
  });
});
