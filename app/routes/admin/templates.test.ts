// The reply templates page with real requests against a real database: an agent is refused (403), an
// unknown variable is refused in words with the entries kept (400), add, edit, preview and delete work.
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
