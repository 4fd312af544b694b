// The owner's Staff page blocks, unblocks and removes a person, each confirmed first and audited; nobody
// blocks or removes themselves, and the last owner can never be blocked or removed.
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSessions, staffUsers } from "~/db/schema";
import { NOT_CONFIRMED_MESSAGE } from "~/features/staff/account-forms";
import { removeStaffAccount, setStaffBlocked } from "~/features/staff/staff-accounts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import * as auditLogPage from "./audit-log";
import * as dashboard from "./dashboard";
import * as staffPage from "./staff";

let database: TestDatabase;
const contexts: TestContext[] = [];
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInStaff(database, "Olive Owner", "owner");
  contexts.push(owner.context);
});

afterAll(async () => {
  await database?.destroy();
  for (const context of contexts) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

function post(values: Record<string, string>, as = owner) {
  return routeOutcome(
    staffPage.action,
    siteRequest("/admin/staff", { method: "POST", cookie: as.cookie, body: form(values) }),
    {},
    as.context,
  );
}

async function person(fullName: string, role: "manager" | "agent" | "owner") {
  const signedIn = await signedInStaff(database, fullName, role);
  contexts.push(signedIn.context);
  return signedIn;
}

async function row(id: string) {
  const [found] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return found;
}

describe("blocking a person", () => {
  it("asks first: without the confirmation nothing changes, and the refusal says why", async () => {
    const manager = await person("Mo Manager", "manager");
    const outcome = await post({ intent: "block", userId: manager.staff.id });
    expect(outcome).toMatchObject({ status: 400, body: { intent: "block", formError: NOT_CONFIRMED_MESSAGE } });
    expect((await row(manager.staff.id))?.banned).toBe(false);
  });

  it("ends their sessions at once, refuses their sign-in, and is in the audit log; unblocking lets them back", async () => {
    const manager = await person("Max Manager", "manager");
    const blocked = await post({ intent: "block", userId: manager.staff.id, confirmed: "yes" });
    expect(blocked.status).toBe(302);
    expect((await row(manager.staff.id))?.banned).toBe(true);
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, manager.staff.id))).toEqual(
      [],
    );
    // The cookie they had opens nothing, and the right password does not sign them in.
    const page = await routeOutcome(
      dashboard.loader,
      siteRequest("/admin", { cookie: manager.cookie }),
      {},
      manager.context,
    );
    expect(page.location).toMatch(/^\/login/);
    await expect(signInCookie(testContext(database), manager.staff.email)).rejects.toThrow(/Sign-in failed/);

    const log = await routeOutcome(
      auditLogPage.loader,
      siteRequest("/admin/audit_log", { cookie: owner.cookie }),
      {},
      owner.context,
    );
    expect(JSON.stringify(log.body)).toContain("Blocked");

    const unblocked = await post({ intent: "unblock", userId: manager.staff.id, confirmed: "yes" });
    expect(unblocked.status).toBe(302);
    expect((await row(manager.staff.id))?.banned).toBe(false);
    await expect(signInCookie(testContext(database), manager.staff.email)).resolves.toContain("heartbeest");
  });

  it("never blocks or removes oneself", async () => {
    for (const intent of ["block", "remove"]) {
      const outcome = await post({ intent, userId: owner.staff.id, confirmed: "yes" });
      expect(outcome.status).toBe(400);
      expect((outcome.body as { formError: string }).formError).toMatch(/cannot (block|remove) your own account/);
    }
    expect(await row(owner.staff.id)).toMatchObject({ banned: false });
  });

  it("never blocks or removes the last owner who can sign in, whoever asks", async () => {
    const fromCommandLine = { id: null, email: "command line" };
    // Another owner, blocked: Olive is the only owner who can sign in.
    const other = await createTestStaff(owner.context, { fullName: "Otto Owner", role: "owner" });
    expect(
      await setStaffBlocked(database.db, { userId: other.id, blocked: true, actor: fromCommandLine }),
    ).toMatchObject({ ok: true, changed: true });
    for (const result of [
      await setStaffBlocked(database.db, { userId: owner.staff.id, blocked: true, actor: fromCommandLine }),
      await removeStaffAccount(database.db, { userId: owner.staff.id, actor: fromCommandLine }),
    ]) {
      expect(result).toMatchObject({ ok: false, status: 400, message: expect.stringMatching(/at least one owner/) });
    }
    expect(await row(owner.staff.id)).toMatchObject({ banned: false });
  });
});

describe("removing a person", () => {
  it("deletes the account after confirmation, keeps what they did in the audit log under their e-mail", async () => {
    const agent = await person("Ada Agent", "agent");
    // Something the agent did, audited under their account.
    const ended = await post({ intent: "sign-out-everywhere", userId: agent.staff.id });
    expect(ended.status).toBe(302);
    await database.db.insert(auditLog).values({
      actorId: agent.staff.id,
      actorEmail: agent.staff.email,
      action: "update",
      tableName: "bookings",
      rowId: "1",
      after: { status: "contacted" },
    });

    expect((await post({ intent: "remove", userId: agent.staff.id })).status).toBe(400);
    expect(await row(agent.staff.id)).toBeDefined();

    const removed = await post({ intent: "remove", userId: agent.staff.id, confirmed: "yes" });
    expect(removed.status).toBe(302);
    expect(await row(agent.staff.id)).toBeUndefined();
    const theirs = await database.db.select().from(auditLog).where(eq(auditLog.actorEmail, agent.staff.email));
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.actorId).toBeNull();

    const log = await routeOutcome(
      auditLogPage.loader,
      siteRequest("/admin/audit_log", { cookie: owner.cookie }),
      {},
      owner.context,
    );
    expect(JSON.stringify(log.body)).toContain("Removed");
    expect(JSON.stringify(log.body)).toContain("Ada Agent");
  });

  it("answers 404 in words for an account that no longer exists", async () => {
    const outcome = await post({ intent: "remove", userId: "no-such-account", confirmed: "yes" });
    expect(outcome).toMatchObject({ status: 404, body: { formError: "That account no longer exists." } });
  });
});
