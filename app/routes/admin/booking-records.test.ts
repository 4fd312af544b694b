// Bookings and the records money depends on keep their truth under every role, replayed through the routes'
// own actions with real Requests against a real database: the generic table screens refuse to add, edit,
// delete or one-click any booking, enquiry, chat or staff account (the agent's delete of a paid booking
// first); the database itself refuses to delete a booking with money; a reference row others use is not
// deleted (409, in words) and a deletion keeps every row it took in its audit entry; a booking is cancelled
// with a reason (owner and manager), keeping its payments; the owner alone erases a traveller's personal data.
import { rm } from "node:fs/promises";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  contentTranslations,
  destinationAttractions,
  destinations,
  emailOutbox,
  enquiries,
  hotelsLodges,
  inquiries,
  itineraryDays,
  payments,
  refunds,
  residencyProofs,
  staffUsers,
  tripLinks,
  tripTravellers,
} from "~/db/schema";
import { describeAudit } from "~/features/audit/audit-changes";
import { recordManualPayment, recordRefund } from "~/features/payments/ledger.server";
import type { StaffRole } from "~/features/staff/staff-policy";
import { loadTrip } from "~/features/trip/trip.server";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import { tripView } from "~/features/trip/trip-view";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  routeOutcome,
  signInCookie,
  siteRequest,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { createTestTrip } from "../../../tests/support/trips";
import * as bookingRoute from "./booking";
import * as tableRoute from "./table";

let database: TestDatabase;
let context: TestContext;
const cookies = {} as Record<StaffRole, string>;
const people = {} as Record<StaffRole, { id: string; email: string; name: string }>;
const ROLES: StaffRole[] = ["owner", "manager", "agent"];

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
  for (const role of ROLES) {
    const staff = await createTestStaff(context, { role, fullName: `Test ${role}` });
    people[role] = { id: staff.id, email: staff.email, name: `Test ${role}` };
    cookies[role] = await signInCookie(context, staff.email);
  }
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

/** A booked trip with a USD 1,500 transfer recorded, a traveller's details, a proof, an enquiry and a live link. */
async function paidBooking(locale: "en" | "de" = "en") {
  const trip = await createTestTrip(database.db, { start: "2031-07-30" });
  await database.db.update(bookings).set({ locale }).where(eq(bookings.id, trip.booking.id));
  const paid = await recordManualPayment(
    database.db,
    { id: people.owner.id, email: people.owner.email },
    {
      bookingId: trip.booking.id,
      purpose: "deposit",
      method: "bank_transfer",
      amount: 150_000,
      currency: "USD",
      receivedOn: "2031-01-12",
      reference: `EQ-${trip.booking.id}`,
      note: "",
    },
  );
  if (paid.status !== "recorded") throw new Error(`payment not recorded: ${paid.status}`);
  await database.db.insert(tripTravellers).values({
    bookingId: trip.booking.id,
    position: 1,
    fullName: "Amina Otieno",
    nationality: "Kenyan",
    passportNumber: "AK998877",
    medicalNotes: "Peanut allergy",
    emergencyContact: "Grace Otieno +254 722 000 000",
  });
  await database.db.insert(residencyProofs).values({
    bookingId: trip.booking.id,
    content: Buffer.from("%PDF-1.4 alien card"),
    fileName: "amina alien card.pdf",
    contentType: "application/pdf",
  });
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      kind: "booking",
      bookingId: trip.booking.id,
      name: "Amina Otieno",
      email: "amina@example.com",
      subject: trip.booking.packageTitle,
    })
    .returning();
  return { ...trip, paymentId: paid.payment.id, enquiryId: enquiry!.id };
}

/** Everything about a booking that must survive a refused action, as one comparable value. */
async function recordsOf(bookingId: number) {
  const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const money = await database.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const links = await database.db.select().from(tripLinks).where(eq(tripLinks.bookingId, bookingId));
  const travellers = await database.db.select().from(tripTravellers).where(eq(tripTravellers.bookingId, bookingId));
  const proofs = await database.db
    .select({ id: residencyProofs.id, fileName: residencyProofs.fileName })
    .from(residencyProofs)
    .where(eq(residencyProofs.bookingId, bookingId));
  const enquiry = await database.db.select().from(enquiries).where(eq(enquiries.bookingId, bookingId));
  return JSON.parse(JSON.stringify({ booking, money, links, travellers, proofs, enquiry }));
}

async function auditCount() {
  const [row] = await database.db.select({ n: count() }).from(auditLog);
  return row!.n;
}

const postTable = (role: StaffRole, table: string, values: Record<string, string>) =>
  routeOutcome(
    tableRoute.action,
    siteRequest(`/admin/${table}`, { method: "POST", cookie: cookies[role], body: form(values) }),
    { table },
    context,
  );

const postBooking = (role: StaffRole, id: number, values: Record<string, string>) =>
  routeOutcome(
    bookingRoute.action,
    siteRequest(`/admin/bookings/${id}`, { method: "POST", cookie: cookies[role], body: form(values) }),
    { id: String(id) },
    context,
  );

const errorOf = (body: unknown) =>
  (body as { error?: string; formError?: string }).error ?? (body as { formError: string }).formError;

describe("the generic table screens never write a booking", () => {
  it("refuses the agent's delete of a paid booking: the booking, its payment, links, travellers, proof and enquiry remain", async () => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const audits = await auditCount();
    const outcome = await postTable("agent", "safari_bookings", { intent: "delete", id: String(booking.id) });
    expect(outcome.status).toBe(403);
    expect(errorOf(outcome.body)).toContain("Deleting from Safari bookings is not allowed here.");
    expect(errorOf(outcome.body)).toContain("never deleted");
    expect(await recordsOf(booking.id)).toEqual(before);
    expect(before.money).toHaveLength(1);
    expect(before.links).toHaveLength(1);
    expect(await auditCount()).toBe(audits);
  });

  it.each(
    ROLES.flatMap((role) =>
      (["bookings", "safari_bookings"] as const).flatMap((table) => [
        [role, table, "delete", {}],
        [role, table, "update", { totalAmount: "100", depositAmount: "10", currency: "KES", status: "confirmed" }],
        [role, table, "create", { name: "Fake", email: "f@example.com", packageTitle: "None" }],
      ]),
    ) as [StaffRole, string, string, Record<string, string>][],
  )("as %s, refuses %s %s with a 403 in words and changes nothing", async (role, table, intent, values) => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const [{ n: bookingsBefore }] = (await database.db.select({ n: count() }).from(bookings)) as [{ n: number }];
    const audits = await auditCount();
    const outcome = await postTable(role, table, { intent, id: String(booking.id), ...values });
    expect(outcome.status).toBe(403);
    expect(errorOf(outcome.body)).toMatch(/is not allowed here\. Bookings are changed on each booking's page/);
    expect(await recordsOf(booking.id)).toEqual(before);
    const [{ n: bookingsAfter }] = (await database.db.select({ n: count() }).from(bookings)) as [{ n: number }];
    expect(bookingsAfter).toBe(bookingsBefore);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ["inquiries", "delete"],
    ["inquiries", "update"],
    ["chat_conversations", "update"],
    ["chat_conversations", "delete"],
    ["chat_messages", "delete"],
    ["profiles", "update"],
    ["profiles", "delete"],
    ["user_roles", "update"],
  ])("refuses %s %s for every role that can open the screen", async (table, intent) => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Juma", email: "juma@example.com", subject: "Dates", message: "Is July free?" })
      .returning();
    const id = table === "inquiries" ? String(inquiry!.id) : table.startsWith("chat") ? "1" : people.agent.id;
    const staffBefore = await database.db.select().from(staffUsers);
    const inquiriesBefore = await database.db.select().from(inquiries);
    const audits = await auditCount();
    for (const role of ROLES) {
      const outcome = await postTable(role, table, { intent, id, role: "owner", status: "archived", banned: "on" });
      expect(outcome.status, `${role} ${table} ${intent}`).toBe(403);
    }
    expect(await database.db.select().from(staffUsers)).toEqual(staffBefore);
    expect(await database.db.select().from(inquiries)).toEqual(inquiriesBefore);
    expect(await auditCount()).toBe(audits);
  });

  it("offers no one-click action on inquiries any more (they are closed in the inbox)", async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ name: "Wanjiku", email: "w@example.com", subject: "Hello", message: "A question about parks." })
      .returning();
    const outcome = await postTable("owner", "inquiries", {
      intent: "quick",
      quickAction: "archive",
      id: String(inquiry!.id),
    });
    expect(outcome.status).toBe(400);
    const [after] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiry!.id));
    expect(after!.status).toBe("new");
  });

  it("the database refuses to delete a booking that has money, even by SQL", async () => {
    const { booking, paymentId } = await paidBooking();
    await recordRefund(
      database.db,
      { id: people.owner.id, email: people.owner.email },
      {
        bookingId: booking.id,
        paymentId,
        amount: 10_000,
        reason: "Overpaid",
        reference: "R1",
      },
    );
    await expect(database.db.delete(bookings).where(eq(bookings.id, booking.id))).rejects.toThrow();
    await expect(database.db.delete(payments).where(eq(payments.id, paymentId))).rejects.toThrow();
    expect(await database.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).toHaveLength(1);
    expect(await database.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
  });
});

describe("reference rows others use", () => {
  it("refuses to delete a lodge its itinerary days and bookings use (409 in words) for owner and manager; the agent may not open the screen", async () => {
    const { safari } = await paidBooking();
    const [lodge] = await database.db
      .insert(hotelsLodges)
      .values({ slug: `used-lodge-${safari.id}`, name: "Used Lodge" })
      .returning();
    await database.db.update(itineraryDays).set({ hotelId: lodge!.id }).where(eq(itineraryDays.safariId, safari.id));
    const audits = await auditCount();
    for (const role of ["owner", "manager"] as const) {
      const outcome = await postTable(role, "hotels_lodges", { intent: "delete", id: String(lodge!.id) });
      expect(outcome.status).toBe(409);
      expect(outcome.body).toMatchObject({
        intent: "delete",
        formError: "This hotel cannot be deleted: 4 itinerary days and 1 booking use it. Change or remove them first.",
        values: { id: String(lodge!.id) },
      });
    }
    const agent = await postTable("agent", "hotels_lodges", { intent: "delete", id: String(lodge!.id) });
    expect(agent.status).toBe(403);
    expect(await database.db.select().from(hotelsLodges).where(eq(hotelsLodges.id, lodge!.id))).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(itineraryDays)
        .where(and(eq(itineraryDays.safariId, safari.id), eq(itineraryDays.hotelId, lodge!.id))),
    ).toHaveLength(4);
    expect(await auditCount()).toBe(audits);
  });

  it("refuses to delete a discount code bookings took", async () => {
    const { booking } = await paidBooking();
    await database.db.update(bookings).set({ discountCode: "karibu10" }).where(eq(bookings.id, booking.id));
    const created = await postTable("owner", "discount_codes", {
      intent: "create",
      code: "KARIBU10",
      description: "Ten off",
      kind: "percent",
      percentOff: "10",
      timesUsed: "1",
      active: "on",
    });
    expect(created.status).toBe(302);
    const [code] = await database.db
      .select({ id: auditLog.rowId })
      .from(auditLog)
      .where(eq(auditLog.tableName, "discount_codes"));
    const outcome = await postTable("manager", "discount_codes", { intent: "delete", id: code!.id });
    expect(outcome.status).toBe(409);
    expect((outcome.body as { formError: string }).formError).toBe(
      "This discount code cannot be deleted: 1 booking uses it. Change or remove it first.",
    );
  });

  it("keeps a deleted destination and every attraction deleted with it in the audit entry, in words", async () => {
    const [destination] = await database.db
      .insert(destinations)
      .values({ slug: "lonely-plains", name: "Lonely Plains", region: "Rift Valley", country: "Kenya" })
      .returning();
    await database.db.insert(destinationAttractions).values([
      { destinationId: destination!.id, name: "Hell's Gate gorge", description: "Walk the gorge." },
      { destinationId: destination!.id, name: "Fischer's Tower", description: "A volcanic plug." },
    ]);
    await database.db.insert(contentTranslations).values({
      entity: "destination",
      entityId: destination!.id,
      field: "overview",
      locale: "de",
      value: "Einsame Ebenen",
      sourceHash: "0".repeat(64),
    });
    const outcome = await postTable("manager", "destinations", { intent: "delete", id: String(destination!.id) });
    expect(outcome.status).toBe(302);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "destinations"), eq(auditLog.rowId, String(destination!.id))));
    expect(entry!.action).toBe("delete");
    const before = entry!.before as { name: string; removedWith: { table: string; rows: { name: string }[] }[] };
    expect(before.name).toBe("Lonely Plains");
    expect(before.removedWith).toEqual([
      {
        table: "destination_attractions",
        rows: expect.arrayContaining([
          expect.objectContaining({ name: "Hell's Gate gorge", description: "Walk the gorge." }),
          expect.objectContaining({ name: "Fischer's Tower" }),
        ]),
      },
      // Its German words went with it (they have no foreign key) and are kept here too.
      { table: "content_translations", rows: [expect.objectContaining({ locale: "de", value: "Einsame Ebenen" })] },
    ]);
    expect(
      await database.db
        .select()
        .from(contentTranslations)
        .where(and(eq(contentTranslations.entity, "destination"), eq(contentTranslations.entityId, destination!.id))),
    ).toEqual([]);
    const words = describeAudit(entry!);
    expect(words.verb).toBe("Deleted");
    expect(words.changes.map((change) => change.label)).toEqual(expect.arrayContaining(["Name", "Region", "Country"]));
    expect(words.removedWith).toHaveLength(2);
    expect(words.removedWith[1]!.label).toBe("1 translation");
    expect(words.removedWith[0]!.label).toBe("2 attractions");
    expect(words.removedWith[0]!.rows.join("\n")).toContain("Name: Hell's Gate gorge · Description: Walk the gorge.");
  });
});

describe("cancelling a booking", () => {
  it("is refused to an agent (403 in words, the reason kept) and the booking is unchanged", async () => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const audits = await auditCount();
    const outcome = await postBooking("agent", booking.id, { intent: "cancel", reason: "Client asked" });
    expect(outcome.status).toBe(403);
    expect(outcome.body).toMatchObject({
      intent: "cancel",
      formError: expect.stringContaining("does not have access"),
      values: { reason: "Client asked" },
    });
    expect(await recordsOf(booking.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ["no reason", ""],
    ["a blank reason", "   "],
    ["a reason too short", "x"],
  ])("refuses %s (400, what was typed kept)", async (_label, reason) => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const outcome = await postBooking("manager", booking.id, { intent: "cancel", reason });
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      intent: "cancel",
      fieldErrors: { reason: expect.stringMatching(/Say why the booking is cancelled/) },
      values: { reason },
    });
    expect(await recordsOf(booking.id)).toEqual(before);
  });

  it("is not a plain status any more: Cancelled is refused there, and a cancelled booking keeps its status", async () => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const viaStatus = await postBooking("owner", booking.id, { intent: "status", status: "cancelled" });
    expect(viaStatus.status).toBe(400);
    expect(errorOf(viaStatus.body)).toBe("A booking is cancelled with a reason: use Cancel booking.");
    expect(await recordsOf(booking.id)).toEqual(before);

    const loaded = await routeOutcome(
      bookingRoute.loader,
      siteRequest(`/admin/bookings/${booking.id}`, { cookie: cookies.agent }),
      { id: String(booking.id) },
      context,
    );
    const view = loaded.body as Awaited<ReturnType<typeof bookingRoute.loader>>;
    expect(view.statuses.map((option) => option.status)).toEqual(["new", "contacted", "confirmed"]);
    expect(view.canCancel).toBe(false);
    expect(view.terms).toMatchObject({ currency: "USD", paid: 150_000, refunded: 0, refundable: 150_000, free: true });
  });

  it.each(["manager", "owner"] as const)(
    "as %s: keeps every payment, tells the traveller in their language, closes the enquiry; the trip page says so",
    async (role) => {
      const { booking, enquiryId, token } = await paidBooking("de");
      const moneyBefore = (await recordsOf(booking.id)).money;
      const outcome = await postBooking(role, booking.id, {
        intent: "cancel",
        reason: "The family cannot travel: a broken leg.",
      });
      expect(outcome.status).toBe(302);
      const [after] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
      expect(after).toMatchObject({
        status: "cancelled",
        cancelledBy: people[role].id,
        cancellationReason: "The family cannot travel: a broken leg.",
      });
      expect(after!.cancelledAt).toBeInstanceOf(Date);
      expect((await recordsOf(booking.id)).money).toEqual(moneyBefore);
      const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
      expect(enquiry).toMatchObject({ stage: "lost", lostReason: "Booking cancelled" });
      expect(enquiry!.closedAt).not.toBeNull();

      const [mail] = await database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, "booking_cancelled"), eq(emailOutbox.toAddress, after!.email)))
        .orderBy(emailOutbox.id);
      const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking_cancelled"));
      const own = mails.filter((row) => row.subject.includes(booking.reference));
      expect(own).toHaveLength(1);
      expect(mail).toBeDefined();
      expect(own[0]!.subject).toBe(`Ihre Buchung ${booking.reference} ist storniert: ${booking.packageTitle}`);
      expect(own[0]!.textBody).toContain("1.500,00");
      expect(own[0]!.textBody).toContain("alles, was Sie bezahlt haben");
      expect(own[0]!.textBody).not.toContain("broken leg");

      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tableName, "bookings"), eq(auditLog.rowId, String(booking.id))))
        .orderBy(auditLog.id);
      expect(entry!.actorEmail).toBe(people[role].email);
      expect(entry!.after).toMatchObject({ status: "cancelled", cancellationReason: expect.any(String) });

      const again = await postBooking(role, booking.id, { intent: "cancel", reason: "Twice" });
      expect(again.status).toBe(409);
      const reopen = await postBooking(role, booking.id, { intent: "status", status: "confirmed" });
      expect(reopen.status).toBe(409);
      expect((await database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe(
        "cancelled",
      );

      const stored = await findBookingByTripToken(database.db, token);
      const view = tripView(await loadTrip(database.db, stored!, "2031-02-01"), {
        token,
        mpesa: true,
        card: true,
        retentionMonths: 6,
      });
      expect(view.status).toBe("cancelled");
      expect(view.pay).toBeNull();
      expect(view.cancellation).toMatchObject({ outcome: "free", refundedText: expect.stringContaining("0.00") });
      expect(view.cancellation!.paidText).toContain("1,500.00");
      expect(view.cancellation!.toRefundText).toContain("1,500.00");
    },
  );
});

describe("erasing a traveller's personal data", () => {
  it.each(["agent", "manager"] as const)("is refused to %s (403 in words) and nothing changes", async (role) => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const audits = await auditCount();
    const outcome = await postBooking(role, booking.id, { intent: "erase", confirmation: booking.reference });
    expect(outcome.status).toBe(403);
    expect(outcome.body).toMatchObject({ intent: "erase", values: { confirmation: booking.reference } });
    expect(await recordsOf(booking.id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it("needs the reference typed, keeping what was typed", async () => {
    const { booking } = await paidBooking();
    const before = await recordsOf(booking.id);
    const outcome = await postBooking("owner", booking.id, { intent: "erase", confirmation: "KSF-0000" });
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({
      intent: "erase",
      fieldErrors: { confirmation: `Type the booking's reference, ${booking.reference}, to confirm.` },
      values: { confirmation: "KSF-0000" },
    });
    expect(await recordsOf(booking.id)).toEqual(before);
  });

  it("as owner: removes the person, keeps the money trail, stops the trip links, and audits without the data", async () => {
    const { booking, token, paymentId } = await paidBooking();
    // An earlier edit kept the name in the audit log.
    await database.db.insert(auditLog).values({
      actorEmail: "someone@heartbeest.test",
      action: "update",
      tableName: "bookings",
      rowId: String(booking.id),
      before: { name: "Amina Otieno", phone: "+254712345678" },
      after: { name: "Amina W. Otieno", phone: "+254712345678" },
    });
    const moneyBefore = (await recordsOf(booking.id)).money;
    const outcome = await postBooking("owner", booking.id, { intent: "erase", confirmation: booking.reference });
    expect(outcome.status).toBe(302);

    const after = await recordsOf(booking.id);
    expect(after.booking).toMatchObject({
      reference: booking.reference,
      name: "Erased",
      email: "Erased",
      phone: "Erased",
      country: null,
      message: null,
      specialRequests: null,
      totalAmount: booking.totalAmount,
      arrivalDate: booking.arrivalDate,
    });
    expect(after.booking.personalDataErasedAt).not.toBeNull();
    expect(after.money).toEqual(moneyBefore);
    expect(after.money[0].id).toBe(paymentId);
    expect(after.travellers[0]).toMatchObject({
      fullName: "Erased",
      passportNumber: null,
      medicalNotes: null,
      emergencyContact: "",
    });
    expect(after.proofs).toEqual([]);
    expect(after.enquiry[0]).toMatchObject({ name: "Erased", email: "Erased" });
    expect(after.links.every((link: { revokedAt: string | null }) => link.revokedAt !== null)).toBe(true);
    expect(await findBookingByTripToken(database.db, token)).toBeNull();

    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "bookings"), eq(auditLog.rowId, String(booking.id))));
    const stored = JSON.stringify(entries);
    for (const personal of ["Amina", "amina@example.com", "+254712345678", "AK998877", "Peanut", "alien card"]) {
      expect(stored, personal).not.toContain(personal);
    }
    expect(entries.at(-1)!.after).toMatchObject({ personalData: "erased on request", residencyProofsDeleted: 1 });

    const again = await postBooking("owner", booking.id, { intent: "erase", confirmation: booking.reference });
    expect(again.status).toBe(409);
  });
});
