// /admin/settings against a real database, as a signed-in member of staff's browser would post it: the
// response clock's hours and target are saved (audited) and read back; times that make no sense are refused
// at 400 in words beside their fields with every entry kept; a post from another site, or from an account
// without the settings permission, is refused at 403 and changes nothing.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditLog, staffUsers } from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { clockSettingsFormValues } from "~/features/inbox/clock-settings-form";
import { DEFAULT_CLOCK_SETTINGS } from "~/features/inbox/office-hours";
import { CLOCK_SETTINGS_KEY, loadClockSettings } from "~/features/inbox/response-clock.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import { action, loader } from "./settings";

let database: TestDatabase;
let context: TestContext;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Neema Owner"));
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.delete(appSettings).where(eq(appSettings.key, CLOCK_SETTINGS_KEY));
});

/** The form as the page draws it from the defaults, with some fields changed. */
function settingsForm(changes: Record<string, string | null> = {}) {
  const values: Record<string, string> = { ...clockSettingsFormValues(DEFAULT_CLOCK_SETTINGS) };
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete values[name];
    else values[name] = value;
  }
  return form(values);
}

function post(body: FormData, options: { origin?: string | null; as?: string } = {}) {
  return routeOutcome(
    action,
    siteRequest("/admin/settings", { method: "POST", cookie: options.as ?? cookie, body, origin: options.origin }),
    {},
    context,
  );
}

describe("/admin/settings", () => {
  it("shows the spec's hours and the two-hour target until others are saved", async () => {
    const outcome = await routeOutcome(loader, siteRequest("/admin/settings", { cookie }), {}, context);
    expect(outcome.status).toBe(200);
    const { values } = outcome.body as Awaited<ReturnType<typeof loader>>;
    expect(values).toMatchObject({
      "mon-open": "on",
      "mon-opens": "08:00",
      "mon-closes": "18:00",
      "sat-opens": "09:00",
      "sat-closes": "15:00",
      "sun-opens": "",
      "target-hours": "2",
      "target-minutes": "0",
    });
    expect(values["sun-open"]).toBeUndefined();
  });

  it("saves hours and target, audited, and shows them on the next visit", async () => {
    const outcome = await post(
      settingsForm({
        "sat-open": null,
        "sun-open": "on",
        "sun-opens": "10:00",
        "sun-closes": "13:30",
        "fri-closes": "17:00",
        "target-hours": "1",
        "target-minutes": "30",
      }),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/settings");

    const saved = await loadClockSettings(database.db);
    expect(saved.targetMinutes).toBe(90);
    expect(saved.hours.days[0]).toEqual({ open: 600, close: 810 });
    expect(saved.hours.days[5]).toEqual({ open: 480, close: 1020 });
    expect(saved.hours.days[6]).toBeNull();
    expect(saved.hours.utcOffsetMinutes).toBe(180);

    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ tableName: "app_settings", rowId: CLOCK_SETTINGS_KEY, action: "create" });

    const page = await routeOutcome(loader, siteRequest("/admin/settings", { cookie }), {}, context);
    const { values } = page.body as Awaited<ReturnType<typeof loader>>;
    expect(values).toMatchObject({ "sun-open": "on", "sun-opens": "10:00", "target-minutes": "30" });
    expect(values["sat-open"]).toBeUndefined();
  });

  it.each([
    [
      "a day that closes before it opens",
      { "mon-opens": "18:00", "mon-closes": "08:00" },
      { "mon-closes": "Monday must close after it opens: choose a time after 18:00." },
      null,
    ],
    [
      "a time that is not one",
      { "tue-opens": "half past eight", "wed-closes": "" },
      {
        "tue-opens": "Enter Tuesday's opening time, such as 08:00.",
        "wed-closes": "Enter Wednesday's closing time, such as 18:00.",
      },
      null,
    ],
    [
      "a target under a quarter of an hour",
      { "target-hours": "0", "target-minutes": "10" },
      { "target-hours": "The target must be between 15 minutes and 56 hours of office time." },
      null,
    ],
    [
      "minutes past 59",
      { "target-minutes": "75" },
      { "target-minutes": "Enter the minutes as a whole number from 0 to 59." },
      null,
    ],
    [
      "no open day",
      Object.fromEntries(["mon", "tue", "wed", "thu", "fri", "sat"].map((day) => [`${day}-open`, null])),
      {},
      "Choose at least one day the office is open: the clock only counts office time.",
    ],
  ])("refuses %s at 400 in words, with every entry kept", async (_label, changes, fieldErrors, formError) => {
    const body = settingsForm(changes as Record<string, string | null>);
    const outcome = await post(body);
    expect(outcome.status).toBe(400);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.fieldErrors).toEqual(fieldErrors);
    expect(refusal.formError).toBe(formError ?? "Some entries need correcting: see the marked fields.");
    for (const [name, value] of body.entries()) expect(refusal.values[name]).toBe(value);
    expect(await database.db.select().from(appSettings).where(eq(appSettings.key, CLOCK_SETTINGS_KEY))).toEqual([]);
  });

  it("refuses a post from another site at 403 and changes nothing", async () => {
    const outcome = await post(settingsForm({ "target-hours": "5" }), { origin: "https://evil.example" });
    expect(outcome.status).toBe(403);
    expect(JSON.stringify(outcome.body)).toContain("This form was sent from another site and has been refused.");
    expect(await loadClockSettings(database.db)).toEqual(DEFAULT_CLOCK_SETTINGS);
  });

  it("refuses an agent, whose role has no settings permission, at 403", async () => {
    const agent = await createTestStaff(context, { fullName: "Juma Agent" });
    await database.db.update(staffUsers).set({ role: "agent" }).where(eq(staffUsers.id, agent.id));
    const agentCookie = await signInCookie(context, agent.email);
    const page = await routeOutcome(loader, siteRequest("/admin/settings", { cookie: agentCookie }), {}, context);
    expect(page.status).toBe(403);
    const outcome = await post(settingsForm({ "target-hours": "5" }), { as: agentCookie });
    expect(outcome.status).toBe(403);
    expect(await loadClockSettings(database.db)).toEqual(DEFAULT_CLOCK_SETTINGS);
  });
});
