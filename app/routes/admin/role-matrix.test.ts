// The role matrix, enforced: every staff action of the catalogue (STAFF_ACTIONS and the table screens'
// actions generated from the registry, the same list docs/roles.md is written from) is replayed against the
// real route with a real request and a real database, as owner, manager and agent. A role the matrix allows
// is not refused with a 403; a role it does not is refused with a 403 in words, and the records the action
// writes (and the audit log) are unchanged. An action without a replay fails the run, so none can be added
// untested: add its replay to tests/role-matrix/replays-<area>.ts (or, while its route is built elsewhere,
// to tests/role-matrix/pending.ts with the reason).
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replyTemplates } from "~/db/schema";
import {
  allStaffActions,
  type TableActionDefinition,
  tableActions,
} from "~/features/staff/staff-action-catalogue.server";
import { staffActionAllowed } from "~/features/staff/staff-actions";
import { inviteStaff } from "~/features/staff/staff-invitations.server";
import { STAFF_ROLES, type StaffRole } from "~/features/staff/staff-policy";
import { FORBIDDEN_MESSAGE } from "~/features/staff/staff-session.server";
import { seedDatabase } from "~/seed/seed.server";
import { PENDING_REPLAYS } from "../../../tests/role-matrix/pending";
import { type Fixtures, type Replay, type Replays, rowsOf } from "../../../tests/role-matrix/replay";
import { bookingReplays } from "../../../tests/role-matrix/replays-bookings";
import { contentReplays } from "../../../tests/role-matrix/replays-content";
import { inboxReplays } from "../../../tests/role-matrix/replays-inbox";
import { staffReplays } from "../../../tests/role-matrix/replays-staff";
import { tableReplay } from "../../../tests/role-matrix/replays-tables";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addChatEnquiry, addInquiryEnquiry } from "../../../tests/support/enquiries";
import {
  createTestStaff,
  form,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";

/** Every hand-named action's replay, by id: one file per area. */
const REPLAYS: Replays = { ...inboxReplays, ...bookingReplays, ...contentReplays, ...staffReplays };

const tableActionIds = new Set(tableActions().map((action) => action.id));

let database: TestDatabase;
let fixtures: Fixtures;
const sessions = new Map<StaffRole, { context: TestContext; cookie: string }>();

async function firstId(table: string): Promise<number> {
  const result = await database.db.execute(sql.raw(`select id from "${table}" order by id limit 1`));
  return Number(rowsOf<{ id: number }>(result)[0]?.id ?? 999_999);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  for (const role of STAFF_ROLES) {
    const { context, cookie } = await signedInStaff(database, `The ${role}`, role);
    sessions.set(role, { context, cookie });
  }
  const owner = sessions.get("owner")!;
  const ownerAccount = await createTestStaff(owner.context, { fullName: "Setup Owner", role: "owner" });
  const victim = async (name: string) =>
    (await createTestStaff(owner.context, { fullName: name, role: "agent" })).id as string;
  const booking = await addBookingEnquiry(database.db);
  const inquiry = await addInquiryEnquiry(database.db);
  const chat = await addChatEnquiry(database.db);
  const [template] = await database.db
    .insert(replyTemplates)
    .values({ name: "Role matrix", subject: "Hello", body: "Hello {name}" })
    .returning({ id: replyTemplates.id });
  const invited = await inviteStaff(database.db, {
    input: { name: "Ivy Invited", email: "ivy@heartbeest.test", role: "agent" },
    inviter: { id: ownerAccount.id, email: ownerAccount.email, name: "Setup Owner" },
    siteUrl: owner.context.config.SITE_URL,
  });
  if (!invited.ok) throw new Error("the invitation was not made");
  fixtures = {
    db: database.db,
    bookingId: booking.bookingId,
    bookingEnquiryId: booking.enquiry.id,
    inquiryEnquiryId: inquiry.enquiry.id,
    chatConversationId: chat.conversationId,
    reviewId: await firstId("reviews"),
    templateId: template!.id,
    seasonId: await firstId("seasons"),
    parkId: await firstId("parks"),
    packageId: await firstId("safari_packages"),
    destinationId: await firstId("destinations"),
    invitationId: invited.invitation.id,
    victimIds: {
      role: await victim("Rita Role"),
      block: await victim("Bea Block"),
      remove: await victim("Remy Remove"),
      signOut: await victim("Sol Signout"),
      twoFactor: await victim("Tia Twofactor"),
    },
    protectedStaffIds: [],
  };
  const signedIn = await database.db.execute(sql`select id from staff_users where name like 'The %'`);
  fixtures.protectedStaffIds = rowsOf<{ id: string }>(signedIn).map((row) => row.id);
}, 120_000);

afterAll(async () => {
  await database?.destroy();
  for (const { context } of sessions.values()) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

/** The rows of the tables an action writes, and the audit log, as one comparable value. */
async function fingerprint(tables: string[]): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const table of [...new Set([...tables, "audit_log"])]) {
    const result = await database.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t`,
      ),
    );
    prints[table] = String(rowsOf<{ print: string }>(result)[0]?.print);
  }
  return prints;
}

async function replayFor(id: string): Promise<Replay> {
  const action = allStaffActions().find((candidate) => candidate.id === id);
  if (action && tableActionIds.has(id)) return tableReplay(action as TableActionDefinition, fixtures);
  const replay = REPLAYS[id];
  if (!replay) throw new Error(`no replay for ${id}`);
  return replay(fixtures);
}

async function run(replay: Replay, role: StaffRole) {
  const { context, cookie } = sessions.get(role)!;
  const request = replay.form
    ? siteRequest(replay.path, { method: "POST", cookie, body: form(replay.form) })
    : siteRequest(replay.path, { cookie });
  return routeOutcome(replay.handler, request, replay.params ?? {}, context);
}

describe("the role matrix", () => {
  it("has a replay for every action of the catalogue (or names it as pending)", () => {
    const missing = allStaffActions()
      .map((action) => action.id)
      .filter((id) => !tableActionIds.has(id) && !REPLAYS[id] && !PENDING_REPLAYS[id]);
    expect(missing, `actions without a replay: add them to tests/role-matrix/replays-*.ts`).toEqual([]);
  });

  it("names as pending only actions of the catalogue that have no replay yet", () => {
    const ids = new Set(allStaffActions().map((action) => action.id));
    for (const id of Object.keys(PENDING_REPLAYS)) {
      expect(ids.has(id), `${id} is not in the catalogue`).toBe(true);
      expect(REPLAYS[id], `${id} has a replay now: take it off PENDING_REPLAYS`).toBeUndefined();
    }
    const unknown = Object.keys(REPLAYS).filter((id) => !ids.has(id));
    expect(unknown, "replays for actions the catalogue does not have").toEqual([]);
  });

  it("covers the generic table screens' add, edit and delete of every table that offers them", () => {
    expect(tableActionIds.size).toBeGreaterThan(20);
    expect(tableActionIds.has("table.destinations.create")).toBe(true);
    expect(tableActionIds.has("table.email_outbox.resend")).toBe(true);
    expect(tableActionIds.has("table.audit_log.delete")).toBe(false);
  });
});

for (const action of allStaffActions()) {
  if (PENDING_REPLAYS[action.id]) {
    it.todo(`${action.id}: replay pending (${PENDING_REPLAYS[action.id]})`);
    continue;
  }
  // Refused roles first, so a refusal is checked against records no allowed role has changed yet.
  const roles = [...STAFF_ROLES].sort(
    (a, b) => Number(staffActionAllowed(a, action)) - Number(staffActionAllowed(b, action)),
  );
  describe(`${action.id} (${action.permission})`, () => {
    for (const role of roles) {
      const allowed = staffActionAllowed(role, action);
      it(`${role} ${allowed ? "may use it" : "is refused in words, nothing changed"}`, async () => {
        const replay = await replayFor(action.id);
        const before = allowed ? null : await fingerprint(replay.tables);
        const outcome = await run(replay, role);
        const said = outcome.body instanceof Error ? outcome.body.stack : JSON.stringify(outcome.body)?.slice(0, 300);
        if (allowed) {
          expect(outcome.body, said).not.toBeInstanceOf(Error);
          expect(outcome.status, said).not.toBe(403);
          expect(outcome.location ?? "").not.toMatch(/^\/login/);
        } else {
          expect(outcome.status, said).toBe(403);
          // The portal's standard sentence, or a form's own refusal that says who may do it.
          const words = refusalWords(outcome.body);
          expect(words === FORBIDDEN_MESSAGE || /^Only an? [^.]+\./.test(words), `refused with: ${said}`).toBe(true);
          expect(await fingerprint(replay.tables)).toEqual(before);
        }
      });
    }
  });
}

/** The sentence a refusal shows: a page's `error` or a form's `formError`. */
function refusalWords(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const { error, formError } = body as { error?: unknown; formError?: unknown };
  return typeof error === "string" ? error : typeof formError === "string" ? formError : "";
}
