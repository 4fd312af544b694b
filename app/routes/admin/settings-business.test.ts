// /admin/settings/business against a real database, posted as a signed-in owner's browser would: the facts are
// saved (audited, the public pages' content version moved on) and read back by the site layout and the
// staff frame; wrong entries are refused at 400 in words beside their fields with every entry kept; another
// site's post and a role without the settings permission are refused at 403 and change nothing.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appSettings, auditLog, staffUsers } from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { SAMPLE_OPERATOR_FACTS } from "~/features/operator-settings/operator-facts";
import {
  insertSampleOperatorFacts,
  loadOperatorFacts,
  OPERATOR_FACTS_KEY,
} from "~/features/operator-settings/operator-facts.server";
import { factsFormValues } from "~/features/operator-settings/operator-facts-form";
import { readContentVersion } from "~/services/page-cache/content-version.server";
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
import { loader as siteLayoutLoader } from "../site/layout";
import { loader as adminLayoutLoader } from "./layout";
import { action, loader } from "./settings-business";

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
  await database.db.delete(appSettings).where(eq(appSettings.key, OPERATOR_FACTS_KEY));
  await insertSampleOperatorFacts(database.db);
});

const OWN_FACTS: Record<string, string> = {
  phone: "+254 722 000 111",
  email: "reservations@heartbeest-safari.co.ke",
  // The phone answered every day, 7:00 to 21:00.
  ...Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].flatMap((day) => [
      [`phone-${day}-open`, "on"],
      [`phone-${day}-opens`, "07:00"],
      [`phone-${day}-closes`, "21:00"],
    ]),
  ),
  address1: "P.O. Box 43210-00100",
  address2: "Ngong Road, Nairobi",
  address3: "",
  address4: "",
  bankName: "Savannah Bank Kenya",
  accountName: "Heartbeest Safari Ltd",
  accountNumber: "0112 4587 3301",
  branch: "Ngong Road",
  swiftCode: "savbkena",
  mpesaPaybill: "522533",
  facebook: "https://www.facebook.com/heartbeest.safari.ke",
  instagram: "",
  youtube: "",
  tripadvisor: "",
};

function post(values: Record<string, string>, options: { origin?: string | null; as?: string } = {}) {
  return routeOutcome(
    action,
    siteRequest("/admin/settings/business", {
      method: "POST",
      cookie: options.as ?? cookie,
      body: form(values),
      origin: options.origin,
    }),
    {},
    context,
  );
}

async function publicFacts() {
  const outcome = await routeOutcome(siteLayoutLoader, siteRequest("/contact"), {}, context);
  return (outcome.body as Awaited<ReturnType<typeof siteLayoutLoader>>).operator;
}

async function warnedParts() {
  const outcome = await routeOutcome(adminLayoutLoader, siteRequest("/admin", { cookie }), {}, context);
  return (outcome.body as { factsToSet: string[] }).factsToSet;
}

describe("/admin/settings/business", () => {
  it("shows the demo's samples, warns the owner, and never gives travellers the sample bank numbers", async () => {
    const page = await routeOutcome(loader, siteRequest("/admin/settings/business", { cookie }), {}, context);
    expect(page.status).toBe(200);
    const body = page.body as Awaited<ReturnType<typeof loader>>;
    expect(body.values).toEqual(factsFormValues(SAMPLE_OPERATOR_FACTS));
    expect(body.states).toMatchObject({ phone: "sample", bank: "sample", mpesa: "sample" });
    expect(await warnedParts()).toEqual(["phone", "email", "address", "bank", "mpesa", "social"]);

    const facts = await publicFacts();
    expect(facts.phone).toBe(SAMPLE_OPERATOR_FACTS.phone);
    expect(facts.bank).toBeNull();
    expect(facts.mpesaPaybill).toBeNull();
    expect(facts.social).toEqual([]);
  });

  it("saves the operator's own facts, audited, refreshes cached pages, and the warning goes", async () => {
    const versionBefore = await readContentVersion(database.db);
    const outcome = await post(OWN_FACTS);
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/settings/business");

    expect(await loadOperatorFacts(database.db)).toEqual({
      phone: "+254 722 000 111",
      email: "reservations@heartbeest-safari.co.ke",
      phoneHours: Array.from({ length: 7 }, () => ({ open: 7 * 60, close: 21 * 60 })),
      address: ["P.O. Box 43210-00100", "Ngong Road, Nairobi"],
      social: {
        facebook: "https://www.facebook.com/heartbeest.safari.ke",
        instagram: "",
        youtube: "",
        tripadvisor: "",
      },
      bank: {
        bankName: "Savannah Bank Kenya",
        accountName: "Heartbeest Safari Ltd",
        accountNumber: "0112 4587 3301",
        branch: "Ngong Road",
        swiftCode: "SAVBKENA",
      },
      mpesaPaybill: "522533",
    });
    expect(await readContentVersion(database.db)).toBeGreaterThan(versionBefore);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "app_settings"), eq(auditLog.rowId, OPERATOR_FACTS_KEY)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "update", actorEmail: expect.stringContaining("@") });

    const facts = await publicFacts();
    expect(facts).toMatchObject({
      phone: "+254 722 000 111",
      phoneHref: "tel:+254722000111",
      bank: { accountNumber: "0112 4587 3301" },
      mpesaPaybill: "522533",
      social: [{ network: "facebook", url: "https://www.facebook.com/heartbeest.safari.ke" }],
    });
    expect(await warnedParts()).toEqual([]);

    // The same post again changes nothing: no new audit entry.
    expect((await post(OWN_FACTS)).status).toBe(302);
    const [latest] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.rowId, OPERATOR_FACTS_KEY))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(latest?.id).toBe(entry?.id);
  });

  it.each([
    ["phone", "", "Enter the phone number travellers call"],
    ["phone", "call us", "Enter a phone number of 7 to 15 digits"],
    ["email", "reservations-at-heartbeest", "Enter an e-mail address such as"],
    ["address1", "", "Enter the first line of the postal address"],
    ["accountNumber", "", "Enter the account number, or empty every bank field"],
    ["swiftCode", "KCB", "Enter the SWIFT (BIC) code of 8 or 11"],
    ["mpesaPaybill", "52-25", "Enter the paybill (business) number of 5 to 7 digits"],
    ["facebook", "http://www.facebook.com/x", "starting with https://"],
    ["instagram", "https://www.facebook.com/not-instagram", "your Instagram page"],
    ["phone-sat-opens", "7 in the morning", "Enter the time the phone is first answered on Saturday"],
    ["phone-sun-closes", "06:00", "On Sunday the lines must close after they open: choose a time after 07:00."],
  ])("refuses %s = %j at 400 beside the field, keeping every entry", async (field, value, message) => {
    const outcome = await post({ ...OWN_FACTS, [field]: value });
    expect(outcome.status).toBe(400);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.fieldErrors[field]).toContain(message);
    expect(refusal.formError).toBe("Some details need correcting: see the marked fields.");
    expect(refusal.values).toMatchObject({ ...OWN_FACTS, [field]: value });
    expect(await loadOperatorFacts(database.db)).toEqual(SAMPLE_OPERATOR_FACTS);
  });

  it("refuses a post from another site at 403 and changes nothing", async () => {
    const outcome = await post(OWN_FACTS, { origin: "https://evil.example" });
    expect(outcome.status).toBe(403);
    expect(await loadOperatorFacts(database.db)).toEqual(SAMPLE_OPERATOR_FACTS);
  });

  it("refuses an agent at 403, and an agent sees no warning", async () => {
    const agent = await createTestStaff(context, { fullName: "Juma Agent" });
    await database.db.update(staffUsers).set({ role: "agent" }).where(eq(staffUsers.id, agent.id));
    const agentCookie = await signInCookie(context, agent.email);
    const page = await routeOutcome(
      loader,
      siteRequest("/admin/settings/business", { cookie: agentCookie }),
      {},
      context,
    );
    expect(page.status).toBe(403);
    expect((await post(OWN_FACTS, { as: agentCookie })).status).toBe(403);
    expect(await loadOperatorFacts(database.db)).toEqual(SAMPLE_OPERATOR_FACTS);
    const frame = await routeOutcome(adminLayoutLoader, siteRequest("/admin", { cookie: agentCookie }), {}, context);
    expect((frame.body as { factsToSet: string[] }).factsToSet).toEqual([]);
  });
});
