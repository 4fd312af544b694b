// Secret links are never shown to staff, whatever their role: the attack the issue reported (a manager asks
// /forgot-password for the owner's address, reads the outbox and takes the owner's account) is replayed
// against the real routes and a real database, and fails. Password resets and changes are in the audit log.
import { rm } from "node:fs/promises";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox } from "~/db/schema";
import { RESET_REQUEST_ACTOR } from "~/features/staff/auth.server";
import { tripPath } from "~/features/trip/trip-links.server";
import { localizePath } from "~/i18n/paths";
import { enqueueEmail } from "~/services/email/outbox.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  TEST_PASSWORD,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import * as forgotPassword from "../auth/forgot-password";
import * as updatePassword from "../auth/update-password";
import * as auditLogPage from "./audit-log";
import * as staffPage from "./staff";
import * as table from "./table";

let database: TestDatabase;
const contexts: TestContext[] = [];
let owner: Awaited<ReturnType<typeof createTestStaff>>;
let manager: { context: TestContext; cookie: string };
let ownerSession: { context: TestContext; cookie: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const setup = testContext(database);
  contexts.push(setup);
  owner = await createTestStaff(setup, { fullName: "Olive Owner", role: "owner", email: "owner@heartbeest.test" });
  ownerSession = { context: testContext(database), cookie: await signInCookie(setup, owner.email) };
  contexts.push(ownerSession.context);
  const signedIn = await signedInStaff(database, "Mary Manager", "manager");
  manager = { context: signedIn.context, cookie: signedIn.cookie };
  contexts.push(manager.context);
});

afterAll(async () => {
  await database?.destroy();
  for (const context of contexts) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

async function outbox(as: { context: TestContext; cookie: string }, query = "") {
  return routeOutcome(
    table.loader,
    siteRequest(`/admin/email_outbox${query}`, { cookie: as.cookie }),
    { table: "email_outbox" },
    as.context,
  );
}

/** What the recipient's mailbox holds: the e-mail as it is sent, read straight from the outbox table. */
async function deliverable(kind: string) {
  const [row] = await database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, kind))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} e-mail was queued`);
  return row;
}

describe("a manager who asks for the owner's password reset", () => {
  let resetToken: string;
  let emailId: number;

  it("gets the neutral answer, and the e-mail with a working link goes to the owner's address", async () => {
    const outcome = await routeOutcome(
      forgotPassword.action,
      siteRequest("/forgot-password", { method: "POST", body: form({ email: owner.email }) }),
      {},
      manager.context,
    );
    expect(outcome.status).toBe(200);
    const email = await deliverable("staff_password_reset");
    expect(email.toAddress).toBe(owner.email);
    resetToken = /update-password\?token=([\w-]+)/.exec(email.textBody)?.[1] ?? "";
    expect(resetToken.length).toBeGreaterThan(10);
    emailId = email.id;
  });

  it("finds no usable link in the outbox list, the e-mail itself, or a search, as manager or owner", async () => {
    for (const as of [manager, ownerSession]) {
      for (const query of ["", `?view=${emailId}`, `?q=${resetToken.slice(0, 6)}`, `?view=${emailId}&q=token`]) {
        const outcome = await outbox(as, query);
        expect(outcome.status).toBe(200);
        const page = JSON.stringify(outcome.body);
        expect(page).not.toContain(resetToken);
        expect(page).not.toContain(resetToken.slice(0, 8));
      }
      const viewed = await outbox(as, `?view=${emailId}`);
      const record = (viewed.body as { record: { textBody: string } }).record;
      expect(record.textBody).toContain("/update-password?token=[hidden]");
      expect(record.textBody).toContain("Someone (hopefully you) asked to reset the password");
    }
    // The bodies are not searched: a search cannot tell, letter by letter, what the link holds.
    const searched = await outbox(manager, `?q=${encodeURIComponent(`token=${resetToken.slice(0, 4)}`)}`);
    expect((searched.body as { total: number }).total).toBe(0);
  });

  it("cannot take over the owner's account with what the outbox shows", async () => {
    for (const token of ["[hidden]", "hidden", ""]) {
      const outcome = await routeOutcome(
        updatePassword.action,
        siteRequest("/update-password", {
          method: "POST",
          body: form({
            token,
            newPassword: "the manager's chosen password",
            confirmPassword: "the manager's chosen password",
          }),
        }),
        {},
        manager.context,
      );
      expect(outcome.status).not.toBe(200);
    }
    // The owner's password still works, and the Staff page stays closed to the manager.
    await expect(signInCookie(testContext(database), owner.email, TEST_PASSWORD)).resolves.toContain("heartbeest");
    const staff = await routeOutcome(
      staffPage.loader,
      siteRequest("/admin/staff", { cookie: manager.cookie }),
      {},
      manager.context,
    );
    expect(staff.status).toBe(403);
  });

  it("resending the e-mail from the outbox leaves no link in the audit log", async () => {
    // Without SMTP the e-mail is held, and staff may send it again.
    await database.db.update(emailOutbox).set({ status: "held" }).where(eq(emailOutbox.id, emailId));
    const outcome = await routeOutcome(
      table.action,
      siteRequest("/admin/email_outbox", {
        method: "POST",
        cookie: manager.cookie,
        body: form({ intent: "quick", quickAction: "resend", id: String(emailId) }),
      }),
      { table: "email_outbox" },
      manager.context,
    );
    expect(outcome.status).toBe(302);
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.tableName, "email_outbox"));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(resetToken);
  });

  it("records the request in the audit log in words, naming the page and the account", async () => {
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "staff_users"), eq(auditLog.actorEmail, RESET_REQUEST_ACTOR)));
    expect(entry?.rowId).toBe(owner.id);
    const page = await routeOutcome(
      auditLogPage.loader,
      siteRequest("/admin/audit_log", { cookie: ownerSession.cookie }),
      {},
      ownerSession.context,
    );
    const text = JSON.stringify(page.body);
    expect(text).toContain("Password reset link e-mailed to");
    expect(text).not.toContain(resetToken);
  });

  it("lets the owner, who holds the e-mail, reset the password; that is in the audit log too", async () => {
    const recipient = testContext(database);
    contexts.push(recipient);
    const newPassword = "the owner's brand new passphrase";
    const outcome = await routeOutcome(
      updatePassword.action,
      siteRequest("/update-password", {
        method: "POST",
        body: form({ token: resetToken, newPassword, confirmPassword: newPassword }),
      }),
      {},
      recipient,
    );
    expect(outcome.status).toBe(200);
    await expect(signInCookie(testContext(database), owner.email, newPassword)).resolves.toContain("heartbeest");
    const page = await routeOutcome(
      auditLogPage.loader,
      siteRequest("/admin/audit_log", { cookie: manager.cookie }),
      {},
      manager.context,
    );
    expect(JSON.stringify(page.body)).toContain("Password reset from the e-mailed link by");
  });
});

describe("every other secret link staff could read", () => {
  it("hides invitation links in the outbox", async () => {
    const ownerNow = { context: testContext(database), cookie: "" };
    contexts.push(ownerNow.context);
    ownerNow.cookie = await signInCookie(ownerNow.context, owner.email, "the owner's brand new passphrase");
    const invited = await routeOutcome(
      staffPage.action,
      siteRequest("/admin/staff", {
        method: "POST",
        cookie: ownerNow.cookie,
        body: form({ intent: "invite", name: "Ivy Invited", email: "ivy@heartbeest.test", role: "agent" }),
      }),
      {},
      ownerNow.context,
    );
    expect(invited.status).toBe(302);
    const email = await deliverable("staff_invitation");
    const token = /\/invite\/([\w-]+)/.exec(email.textBody)?.[1] ?? "";
    expect(token).toHaveLength(43);
    for (const as of [manager, ownerNow]) {
      const viewed = await outbox(as, `?view=${email.id}`);
      expect(JSON.stringify(viewed.body)).not.toContain(token);
      expect((viewed.body as { record: { textBody: string } }).record.textBody).toContain("/invite/[hidden]");
    }
  });

  it("hides travellers' trip links in every language", async () => {
    const token = "Zq3vX0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wXyA";
    for (const locale of ["en", "de", "fr", "it", "es"] as const) {
      const link = `http://heartbeest.test${localizePath(tripPath(token), locale)}`;
      const { id } = await enqueueEmail(database.db, {
        kind: "trip_link",
        to: `traveller-${locale}@example.com`,
        subject: "Your trip page",
        text: `Your trip page: ${link}\nKeep this link private.`,
        html: `<a href="${link}">${link}</a>`,
      });
      const viewed = await outbox(manager, `?view=${id}`);
      expect(JSON.stringify(viewed.body)).not.toContain(token);
      const listed = await outbox(manager);
      expect(JSON.stringify(listed.body)).not.toContain(token);
    }
  });
});

describe("a password change", () => {
  it("is in the audit log, in words", async () => {
    const agent = await signedInStaff(database, "Andy Agent", "agent");
    contexts.push(agent.context);
    const newPassword = "a different long passphrase";
    const outcome = await routeOutcome(
      updatePassword.action,
      siteRequest("/update-password", {
        method: "POST",
        cookie: agent.cookie,
        body: form({ currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword }),
      }),
      {},
      agent.context,
    );
    expect(outcome.status).toBe(200);
    const page = await routeOutcome(
      auditLogPage.loader,
      siteRequest(`/admin/audit_log?row=${agent.staff.id}`, { cookie: manager.cookie }),
      {},
      manager.context,
    );
    const text = JSON.stringify(page.body);
    expect(text).toContain("Password changed by");
    expect(text).toContain("Andy Agent");
  });
});
