// The reply templates page with real requests against a real database: an agent is refused (403), an
// unknown variable or half a language's wording is refused in words with the entries kept (400), add, edit
// (with a German wording), preview and delete work.
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyTemplates } from "~/db/schema";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  TEST_PASSWORD,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as templatesRoute from "./templates";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let agentCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie } = await signedInStaff(database, "Akinyi Wafula"));
  const agent = await createStaffAccount(
    context,
    { email: "agent@heartbeest.test", password: TEST_PASSWORD, fullName: "Juma Agent", phone: null, role: "agent" },
    { id: null, email: "test setup" },
  );
  if (!agent.ok) throw new Error(agent.message);
  agentCookie = await signInCookie(context, "agent@heartbeest.test");
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const post = (values: Record<string, string>, as = cookie, search = "") =>
  routeOutcome(
    templatesRoute.action as RouteHandler,
    siteRequest(`/admin/templates${search}`, { method: "POST", cookie: as, body: form(values) }),
    {},
    context,
  );

async function templateNamed(name: string) {
  const [row] = await database.db.select().from(replyTemplates).where(eq(replyTemplates.name, name));
  return row;
}

describe("reply templates page", () => {
  it("refuses a role without the templates permission", async () => {
    const page = await routeOutcome(
      templatesRoute.loader as RouteHandler,
      siteRequest("/admin/templates", { cookie: agentCookie }),
      {},
      context,
    );
    expect(page.status).toBe(403);
    const save = await post({ intent: "save", name: "N", subject: "S", body: "B" }, agentCookie);
    expect(save.status).toBe(403);
    expect(await templateNamed("N")).toBeUndefined();
  });

  it("lists the templates and loads one to edit", async () => {
    const quote = await templateNamed("Your quote");
    const page = await routeOutcome(
      templatesRoute.loader as RouteHandler,
      siteRequest(`/admin/templates?edit=${quote!.id}`, { cookie }),
      {},
      context,
    );
    const body = page.body as Awaited<ReturnType<typeof templatesRoute.loader>>;
    expect(body.templates.map((template) => template.name)).toContain("Thank you, we are on it");
    expect(body.editing?.name).toBe("Your quote");
    expect(body.editing?.wordings.de?.subject).toBe("Ihr Angebot für {package} ({reference})");
    expect(body.templates.find((template) => template.name === "Your quote")?.languages).toEqual([
      "en",
      "de",
      "fr",
      "it",
      "es",
    ]);
  });

  it("saves a German wording, and refuses half a wording in words with everything typed kept", async () => {
    const english = { name: "Visa note", subject: "Visas for {reference}", body: "Dear {name}" };
    const refused = await post({ intent: "save", ...english, subject_de: "Visa für {reference}", body_de: "  " });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        values: { ...english, subject_de: "Visa für {reference}", body_de: "  " },
        fieldErrors: { body_de: "Please write the German message too, or empty both German fields." },
      },
    });
    expect(await templateNamed("Visa note")).toBeUndefined();
    const saved = await post({
      intent: "save",
      ...english,
      subject_de: "Visa für {reference}",
      body_de: "Guten Tag {name}",
    });
    expect(saved).toMatchObject({ status: 302 });
    const page = await routeOutcome(
      templatesRoute.loader as RouteHandler,
      siteRequest(`/admin/templates?edit=${(await templateNamed("Visa note"))!.id}`, { cookie }),
      {},
      context,
    );
    const body = page.body as Awaited<ReturnType<typeof templatesRoute.loader>>;
    expect(body.editing?.wordings).toEqual({ de: { subject: "Visa für {reference}", body: "Guten Tag {name}" } });
  });

  it("refuses an unknown variable in words with the entries kept, then adds, edits and deletes", async () => {
    const refused = await post({
      intent: "save",
      name: "Balance due",
      subject: "Balance {reference}",
      body: "Dear {nmae}",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        intent: "save",
        values: { name: "Balance due", subject: "Balance {reference}", body: "Dear {nmae}" },
        fieldErrors: { body: expect.stringContaining("{nmae} is not a variable we know") },
      },
    });
    expect(await templateNamed("Balance due")).toBeUndefined();

    expect(
      await post({ intent: "save", name: "Balance due", subject: "Balance {reference}", body: "Dear {name}" }),
    ).toMatchObject({ status: 302, location: "/admin/templates" });
    const created = await templateNamed("Balance due");
    await post(
      {
        intent: "save",
        id: String(created!.id),
        name: "Balance due",
        subject: "Balance {reference}",
        body: "Hi {first_name}",
      },
      cookie,
      `?edit=${created!.id}`,
    );
    expect((await templateNamed("Balance due"))?.body).toBe("Hi {first_name}");

    const preview = await post({ intent: "preview", name: "X", subject: "S {name}", body: "B" });
    expect(preview).toMatchObject({ status: 200, body: { status: "preview", values: { subject: "S {name}" } } });

    expect(await post({ intent: "delete", id: String(created!.id), name: "Balance due" })).toMatchObject({
      status: 302,
    });
    expect(await templateNamed("Balance due")).toBeUndefined();
    expect((await post({ intent: "delete", id: String(created!.id), name: "Balance due" })).status).toBe(404);
  });
});
