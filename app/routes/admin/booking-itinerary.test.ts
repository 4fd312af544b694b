// The booking page's "Itinerary as booked", posted as the portal posts it (a real Request with FormData, a
// signed-in session, a real database), as owner, manager and agent: the preview names the days added, removed and
// changed; Apply replaces the booking's frozen itinerary (owner, manager), audited in words, with an e-mail to the
// traveller in their language; an agent is refused with a 403 in words and nothing changes; a package changed after
// the preview is refused with a 409.
import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookings, emailOutbox, itineraryDays } from "~/db/schema";
import { readBookedItinerary } from "~/features/booked-itinerary/booked-itinerary";
import type { ItineraryPanelData } from "~/features/booked-itinerary/booked-itinerary.server";
import { PUSH_ITINERARY_FORBIDDEN } from "~/features/booked-itinerary/itinerary-push-action.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import { createTestTrip } from "../../../tests/support/trips";
import * as bookingRoute from "./booking";

let database: TestDatabase;
let context: TestContext;
const cookies = { owner: "", manager: "", agent: "" };

beforeAll(async () => {
  database = await createTestDatabase();
  let ownerCookie: string;
  ({ context, cookie: ownerCookie } = await signedInStaff(database, "Neema Owner"));
  cookies.owner = ownerCookie;
  cookies.manager = (await signedInStaff(database, "Baraka Manager", "manager")).cookie;
  cookies.agent = (await signedInStaff(database, "Juma Agent", "agent")).cookie;
});

afterAll(async () => {
  await database?.destroy();
});

type Role = keyof typeof cookies;

async function panel(bookingId: number, as: Role = "owner") {
  const outcome = await routeOutcome(
    bookingRoute.loader as RouteHandler,
    siteRequest(`/admin/bookings/${bookingId}`, { cookie: cookies[as] }),
    { id: String(bookingId) },
    context,
  );
  expect(outcome.status).toBe(200);
  return outcome.body as { itinerary: ItineraryPanelData; canPushItinerary: boolean };
}

function apply(bookingId: number, as: Role, version: string) {
  return routeOutcome(
    bookingRoute.action as RouteHandler,
    siteRequest(`/admin/bookings/${bookingId}`, {
      method: "POST",
      cookie: cookies[as],
      body: form({ intent: "push-itinerary", version }),
    }),
    { id: String(bookingId) },
    context,
  );
}

/** A booked trip whose package then changed: day 2 rewritten, day 4 removed, a day 5 added. */
async function changedTrip(locale: "en" | "fr" = "en") {
  const trip = await createTestTrip(database.db);
  if (locale !== "en") await database.db.update(bookings).set({ locale }).where(eq(bookings.id, trip.booking.id));
  const safariId = trip.safari.id;
  await database.db
    .update(itineraryDays)
    .set({ title: "A walking safari", meals: "Breakfast" })
    .where(and(eq(itineraryDays.safariId, safariId), eq(itineraryDays.dayNumber, 2)));
  await database.db
    .delete(itineraryDays)
    .where(and(eq(itineraryDays.safariId, safariId), eq(itineraryDays.dayNumber, 4)));
  await database.db.insert(itineraryDays).values({ safariId, dayNumber: 5, title: "Zanzibar extension" });
  return trip;
}

async function storedItinerary(bookingId: number) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return readBookedItinerary(row?.itinerary);
}

async function itineraryEmails(bookingId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `booking:${bookingId}:itinerary:%`));
}

describe("pushing the package's itinerary to a booking", () => {
  it("previews the days added, removed and changed", async () => {
    const trip = await changedTrip();
    const { itinerary } = await panel(trip.booking.id);
    expect(itinerary.booked?.days.map((day) => day.title)).toEqual([
      "Nairobi to the Maasai Mara",
      "A full day on the plains",
      "Lake Nakuru's flamingos",
      "Back to Nairobi",
    ]);
    expect(itinerary.push?.unchanged).toBe(false);
    expect(itinerary.push?.diff.days).toEqual([
      { kind: "changed", dayNumber: 2, title: "A walking safari", details: ["title", "meals"] },
      { kind: "removed", dayNumber: 4, title: "Back to Nairobi", details: [] },
      { kind: "added", dayNumber: 5, title: "Zanzibar extension", details: [] },
    ]);
  });

  for (const role of ["owner", "manager"] as const) {
    it(`applies it as ${role}: stored, audited in words, the traveller told in their language`, async () => {
      const trip = await changedTrip("fr");
      const { itinerary, canPushItinerary } = await panel(trip.booking.id, role);
      expect(canPushItinerary).toBe(true);
      const outcome = await apply(trip.booking.id, role, itinerary.push?.currentVersion ?? "");
      expect(outcome.status).toBe(302);
      expect(outcome.location).toBe(`/admin/bookings/${trip.booking.id}`);

      const stored = await storedItinerary(trip.booking.id);
      expect(stored?.texts.en.days.map((day) => day.title)).toEqual([
        "Nairobi to the Maasai Mara",
        "A walking safari",
        "Lake Nakuru's flamingos",
        "Zanzibar extension",
      ]);
      const [entry] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.tableName, "bookings"), eq(auditLog.rowId, String(trip.booking.id))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect((entry?.after as { itineraryPushed?: string } | undefined)?.itineraryPushed).toBe(
        "Itinerary pushed from the package: day 2 changed (title; meals), day 4 removed (Back to Nairobi), day 5 added (Zanzibar extension)",
      );
      const [email] = await itineraryEmails(trip.booking.id);
      expect(email?.toAddress).toBe("amina@example.com");
      expect(email?.subject).toBe(`Votre itinéraire ${trip.booking.reference} a été modifié`);
      expect(email?.textBody).toContain("Zanzibar extension");
      expect(email?.textBody).toContain("Jour 5\u00a0: Zanzibar extension");
      expect(email?.textBody).not.toContain("Back to Nairobi");

      // The booking's history says it in words, and the panel now finds nothing to apply.
      const after = (await panel(trip.booking.id, role)) as unknown as {
        history: { changes: string }[];
        itinerary: ItineraryPanelData;
      };
      expect(after.history[0]?.changes).toContain("day 5 added (Zanzibar extension)");
      expect(after.itinerary.push?.unchanged).toBe(true);
    });
  }

  it("refuses an agent with a 403 in words, and nothing changes", async () => {
    const trip = await changedTrip();
    const { itinerary, canPushItinerary } = await panel(trip.booking.id, "agent");
    expect(canPushItinerary).toBe(false);
    const before = await storedItinerary(trip.booking.id);
    const outcome = await apply(trip.booking.id, "agent", itinerary.push?.currentVersion ?? "");
    expect(outcome.status).toBe(403);
    expect(outcome.body).toMatchObject({ intent: "push-itinerary", formError: PUSH_ITINERARY_FORBIDDEN });
    expect(await storedItinerary(trip.booking.id)).toEqual(before);
    expect(await itineraryEmails(trip.booking.id)).toHaveLength(0);
  });

  it("refuses with a 409 in words when the package changed after the preview", async () => {
    const trip = await changedTrip();
    const { itinerary } = await panel(trip.booking.id, "manager");
    await database.db
      .update(itineraryDays)
      .set({ title: "Changed again meanwhile" })
      .where(and(eq(itineraryDays.safariId, trip.safari.id), eq(itineraryDays.dayNumber, 1)));
    const before = await storedItinerary(trip.booking.id);
    const outcome = await apply(trip.booking.id, "manager", itinerary.push?.currentVersion ?? "");
    expect(outcome.status).toBe(409);
    expect((outcome.body as { formError: string }).formError).toContain("changed after you looked at it");
    expect(await storedItinerary(trip.booking.id)).toEqual(before);
  });
});
