// Every staff route and action, for each role, with a real signed-in session: the owner may use all of
// them, a manager all but the staff areas, an agent only the inbox (enquiries, bookings, chat) and what
// every account may open. A refusal is a 403 whose words the page shows.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allTables } from "~/features/admin-tables/table-registry.server";
import { STAFF_ROLES, type StaffPermission, type StaffRole, staffCan } from "~/features/staff/staff-policy";
import { FORBIDDEN_MESSAGE } from "~/features/staff/staff-session.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as account from "./account";
import * as auditLogPage from "./audit-log";
import * as booking from "./booking";
import * as residencyProof from "./booking-residency-proof";
import * as bookings from "./bookings";
import * as bookingsExport from "./bookings-export";
import * as chat from "./chat";
import * as dashboard from "./dashboard";
import * as enquiry from "./enquiry";
import * as inbox from "./inbox";
import * as inboxExport from "./inbox-export";
import * as notFound from "./not-found";
import * as packageEdit from "./package-edit";
import * as packageNew from "./package-new";
import * as rates from "./rates";
import * as ratesExchange from "./rates-exchange-rates";
import * as ratesPackage from "./rates-package";
import * as ratesParks from "./rates-parks";
import * as ratesSeasons from "./rates-seasons";
import * as reports from "./reports";
import * as reportsExport from "./reports-export";
import * as reviewPage from "./review";
import * as settings from "./settings";
import * as staffPage from "./staff";
import * as table from "./table";
import * as templates from "./templates";

interface RouteCase {
  name: string;
  /** Null: every signed-in account. */
  permission: StaffPermission | null;
  path: string;
  params: Record<string, string>;
  module: { loader?: RouteHandler; action?: RouteHandler };
}

const routes: RouteCase[] = [
  { name: "dashboard", permission: null, path: "/admin", params: {}, module: dashboard },
  { name: "your account", permission: null, path: "/admin/account", params: {}, module: account },
  { name: "unknown admin page", permission: null, path: "/admin/x/y", params: { "*": "x/y" }, module: notFound },
  { name: "inbox", permission: "inbox", path: "/admin/inbox", params: {}, module: inbox },
  { name: "enquiry", permission: "inbox", path: "/admin/inbox/999999", params: { id: "999999" }, module: enquiry },
  { name: "inbox export", permission: "export", path: "/admin/inbox/export.csv", params: {}, module: inboxExport },
  { name: "bookings inbox", permission: "inbox", path: "/admin/bookings", params: {}, module: bookings },
  { name: "booking", permission: "inbox", path: "/admin/bookings/999999", params: { id: "999999" }, module: booking },
  {
    name: "bookings export",
    permission: "export",
    path: "/admin/bookings/export.csv",
    params: {},
    module: bookingsExport,
  },
  {
    name: "residency proof",
    permission: "inbox",
    path: "/admin/bookings/999999/residency-proof/1",
    params: { id: "999999", proofId: "1" },
    module: residencyProof,
  },
  { name: "chat", permission: "inbox", path: "/admin/chat", params: {}, module: chat },
  { name: "audit log", permission: "audit", path: "/admin/audit_log", params: {}, module: auditLogPage },
  {
    name: "a review",
    permission: "content",
    path: "/admin/reviews/999999",
    params: { id: "999999" },
    module: reviewPage,
  },
  { name: "reply templates", permission: "templates", path: "/admin/templates", params: {}, module: templates },
  { name: "numbers", permission: "reports", path: "/admin/reports", params: {}, module: reports },
  {
    name: "numbers export",
    permission: "reports",
    path: "/admin/reports/enquiries/export.csv",
    params: { chart: "enquiries" },
    module: reportsExport,
  },
  { name: "settings", permission: "settings", path: "/admin/settings", params: {}, module: settings },
  { name: "staff", permission: "staff", path: "/admin/staff", params: {}, module: staffPage },
  { name: "rates", permission: "rates", path: "/admin/rates", params: {}, module: rates },
  { name: "seasons", permission: "rates", path: "/admin/rates/seasons", params: {}, module: ratesSeasons },
  { name: "park fees", permission: "rates", path: "/admin/rates/parks", params: {}, module: ratesParks },
  {
    name: "exchange rates",
    permission: "rates",
    path: "/admin/rates/exchange-rates",
    params: {},
    module: ratesExchange,
  },
  {
    name: "a package's rates",
    permission: "rates",
    path: "/admin/rates/999999",
    params: { packageId: "999999" },
    module: ratesPackage,
  },
  {
    name: "package editor",
    permission: "content",
    path: "/admin/packages/999999",
    params: { id: "999999" },
    module: packageEdit,
  },
  { name: "new package", permission: "content", path: "/admin/packages/new", params: {}, module: packageNew },
  ...allTables().map((definition) => ({
    name: `table ${definition.name}`,
    permission: definition.permission,
    path: `/admin/${definition.name}`,
    params: { table: definition.name },
    module: table,
  })),
];

let database: TestDatabase;
const sessions = new Map<StaffRole, { context: TestContext; cookie: string }>();

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of STAFF_ROLES) {
    const { context, cookie } = await signedInStaff(database, `The ${role}`, role);
    sessions.set(role, { context, cookie });
  }
});

afterAll(async () => {
  await database?.destroy();
  for (const { context } of sessions.values()) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

const cases = STAFF_ROLES.flatMap((role) =>
  routes.flatMap((route) => {
    const allowed = route.permission === null || staffCan(role, route.permission);
    const kinds = (["loader", "action"] as const).filter((kind) => route.module[kind]);
    return kinds.map((kind) => ({ role, kind, allowed, ...route }));
  }),
);

describe("each role, each staff route and action", () => {
  it("covers what the roles differ on", () => {
    const refusedForAgent = new Set(cases.filter((c) => c.role === "agent" && !c.allowed).map((c) => c.permission));
    expect([...refusedForAgent].sort()).toEqual([
      "audit",
      "content",
      "export",
      "rates",
      "reports",
      "settings",
      "staff",
      "templates",
    ]);
    const refusedForManager = new Set(cases.filter((c) => c.role === "manager" && !c.allowed).map((c) => c.permission));
    expect([...refusedForManager]).toEqual(["staff"]);
    expect(cases.filter((c) => c.role === "owner" && !c.allowed)).toEqual([]);
  });

  it.each(cases.map((c) => [`${c.role} ${c.allowed ? "may use" : "is refused"} ${c.name} (${c.kind})`, c] as const))(
    "%s",
    async (_title, c) => {
      const { context, cookie } = sessions.get(c.role)!;
      const request =
        c.kind === "loader"
          ? siteRequest(c.path, { cookie })
          : siteRequest(c.path, { method: "POST", cookie, body: form({ intent: "no-such-intent" }) });
      const outcome = await routeOutcome(c.module[c.kind]!, request, c.params, context);
      if (c.allowed) {
        // Whatever the page then says (a list, a 404 for a made-up id, a 400 for a made-up form), the role got in.
        expect(outcome.status, JSON.stringify(outcome.body).slice(0, 300)).not.toBe(403);
        expect(outcome.location ?? "").not.toMatch(/^\/login/);
      } else {
        expect(outcome.status).toBe(403);
        expect(outcome.body).toEqual({ error: FORBIDDEN_MESSAGE });
      }
    },
  );

  it("offers the Export CSV buttons only to roles that may export (owners and managers)", async () => {
    for (const role of STAFF_ROLES) {
      const { context, cookie } = sessions.get(role)!;
      for (const [module, path] of [
        [bookings, "/admin/bookings"],
        [inbox, "/admin/inbox"],
      ] as const) {
        const outcome = await routeOutcome(module.loader, siteRequest(path, { cookie }), {}, context);
        expect((outcome.body as { canExport: boolean }).canExport, `${role} on ${path}`).toBe(role !== "agent");
      }
    }
  });

  it("still answers 'Table Not Found' for a table that does not exist, whatever the role", async () => {
    for (const role of STAFF_ROLES) {
      const { context, cookie } = sessions.get(role)!;
      const outcome = await routeOutcome(
        table.loader,
        siteRequest("/admin/no_such_table", { cookie }),
        { table: "no_such_table" },
        context,
      );
      expect(outcome).toMatchObject({ status: 404, body: { error: "Table Not Found" } });
    }
  });
});
