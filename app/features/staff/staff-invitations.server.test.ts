// Inviting staff against a real database, through the Staff page's and the invite page's own actions: the
// owner invites (the e-mail with its link is queued; only the token's hash is stored), the person chooses their
// password twice and is signed in; a used, resent, withdrawn or expired link says so in words; the page is
// throttled; every step is audited.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, staffInvitations, staffUsers } from "~/db/schema";
import * as dashboard from "~/routes/admin/dashboard";
import * as staffPage from "~/routes/admin/staff";
import * as invitePage from "~/routes/auth/invite";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  routeOutcome,
  signedInStaff,
  signInCookie,
  siteRequest,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { invitationEmail } from "./staff-invitations.server";
import { setTwoFactorRequired } from "./two-factor-policy.server";

let database: TestDatabase;
let context: TestContext;
let ownerCookie: string;
const PASSWORD = "my own long staff passphrase";

beforeAll(async () => {
  database = await createTestDatabase();
  ({ context, cookie: ownerCookie } = await signedInStaff(database, "Neema Owner"));
});

afterAll(async () => {
  await database?.destroy();
});

function invite(values: Record<string, string>, cookie = ownerCookie) {
  return routeOutcome(
    staffPage.action,
    siteRequest("/admin/staff", { method: "POST", cookie, body: form({ intent: "invite", ...values }) }),
    {},
    context,
  );
}

function staffPost(values: Record<string, string>) {
  return routeOutcome(
    staffPage.action,
    siteRequest("/admin/staff", { method: "POST", cookie: ownerCookie, body: form(values) }),
    {},
    context,
  );
}

/** The link of the newest invitation e-mailed to `email`. */
async function linkSentTo(email: string): Promise<string> {
  const [mail] = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "staff_invitation")))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const token = mail?.textBody.match(/\/invite\/([\w-]{43})\b/)?.[1];
  if (!token) throw new Error(`no invitation e-mail to ${email}`);
  return `/invite/${token}`;
}

/** A fresh address each time, as different people's browsers would have, unless one is given. */
function openLink(link: string, on: TestContext = testContext(database)) {
  return routeOutcome(invitePage.loader, siteRequest(link), { token: link.split("/")[2] ?? "" }, on);
}

function accept(link: string, values: Record<string, string>, on: TestContext = testContext(database)) {
  return routeOutcome(
    invitePage.action,
    siteRequest(link, { method: "POST", body: form(values) }),
    { token: link.split("/")[2] ?? "" },
    on,
  );
}

type InviteView = { kind: string; invitation?: { state: string; invitedBy: string; role: string; email: string } };

describe("inviting a member of staff", () => {
  it("queues an e-mail with a single-use link, stores only its hash, and audits it", async () => {
    const outcome = await invite({ name: "Amina Wanjiru", email: " Amina@Heartbeest.test ", role: "manager" });
    expect(outcome.status).toBe(302);
    const link = await linkSentTo("amina@heartbeest.test");
    const [row] = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "amina@heartbeest.test"));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(link.split("/")[2]);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, "staff_invitations"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "create", rowId: String(row?.id) });
    expect(JSON.stringify(entry?.after)).not.toContain(row?.tokenHash ?? "-");

    const page = await openLink(link);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      kind: "invitation",
      invitation: { state: "pending", invitedBy: "Neema Owner", role: "manager", email: "amina@heartbeest.test" },
    });
  });

  it.each([
    [
      { name: "", email: "not-an-address", role: "agent" },
      400,
      { name: "Full name is required", email: "Please enter a valid email address" },
    ],
    [{ name: "Someone", email: "x@heartbeest.test", role: "chief" }, 400, { role: "Please choose a role" }],
    [
      { name: "Again", email: "amina@heartbeest.test", role: "agent" },
      409,
      { email: expect.stringContaining("already waiting") },
    ],
  ])("refuses %j beside the fields, with what was typed kept", async (values, status, errors) => {
    const outcome = await invite(values);
    expect(outcome.status).toBe(status);
    expect(outcome.body).toMatchObject({ fieldErrors: errors, values: { name: values.name, email: values.email } });
  });

  it("refuses an address that already has an account", async () => {
    const [owner] = await database.db.select().from(staffUsers).limit(1);
    const outcome = await invite({ name: "Twice", email: owner?.email.toUpperCase() ?? "", role: "agent" });
    expect(outcome.status).toBe(409);
    expect(outcome.body).toMatchObject({ fieldErrors: { email: expect.stringContaining("already has an account") } });
  });

  it("lets the person choose their password twice, creates the account, signs them in; the link then says it was used", async () => {
    const link = await linkSentTo("amina@heartbeest.test");
    const differ = await accept(link, { newPassword: PASSWORD, confirmPassword: `${PASSWORD}!` });
    expect(differ.status).toBe(400);
    expect(differ.body).toMatchObject({ errors: { confirmPassword: "The two passwords are not the same" } });
    const short = await accept(link, { newPassword: "short", confirmPassword: "short" });
    expect(short.body).toMatchObject({ errors: { newPassword: "Use at least 12 characters" } });

    const done = await accept(link, { newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin");
    const [account] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, "amina@heartbeest.test"));
    expect(account).toMatchObject({ name: "Amina Wanjiru", role: "manager" });
    // Their own password works; the audit log has the account and the accepted invitation.
    await expect(signInCookie(context, "amina@heartbeest.test", PASSWORD)).resolves.toContain("=");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, account?.id ?? "-"));
    expect(entries.map((entry) => entry.tableName)).toContain("staff_invitations");

    const again = await openLink(link);
    expect(again.status).toBe(410);
    expect((again.body as InviteView).invitation?.state).toBe("accepted");
    const reused = await accept(link, { newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(reused.status).toBe(302);
    expect(reused.location).toBe(link);
  });

  it("sends again with a new link (the old one stops working) and withdraws, each said in words", async () => {
    await invite({ name: "Baraka Otieno", email: "baraka@heartbeest.test", role: "agent" });
    const first = await linkSentTo("baraka@heartbeest.test");
    const [row] = await database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "baraka@heartbeest.test"));
    const resent = await staffPost({ intent: "resend-invitation", invitationId: String(row?.id) });
    expect(resent.status).toBe(302);
    const second = await linkSentTo("baraka@heartbeest.test");
    expect(second).not.toBe(first);
    expect((await openLink(first)).body).toEqual({ kind: "unknown" });
    expect(((await openLink(second)).body as InviteView).invitation?.state).toBe("pending");

    const revoked = await staffPost({ intent: "revoke-invitation", invitationId: String(row?.id) });
    expect(revoked.status).toBe(302);
    expect(((await openLink(second)).body as InviteView).invitation?.state).toBe("revoked");
    const refusedResend = await staffPost({ intent: "resend-invitation", invitationId: String(row?.id) });
    expect(refusedResend.status).toBe(409);
    expect(refusedResend.body).toMatchObject({ formError: expect.stringContaining("withdrawn") });
  });

  it("says an expired link has expired and will not use it", async () => {
    await invite({ name: "Chausiku Mrema", email: "chausiku@heartbeest.test", role: "agent" });
    const link = await linkSentTo("chausiku@heartbeest.test");
    await database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, "chausiku@heartbeest.test"));
    expect(((await openLink(link)).body as InviteView).invitation?.state).toBe("expired");
    const posted = await accept(link, { newPassword: PASSWORD, confirmPassword: PASSWORD });
    expect(posted.location).toBe(link);
    expect(await database.db.select().from(staffUsers).where(eq(staffUsers.email, "chausiku@heartbeest.test"))).toEqual(
      [],
    );
  });

  it("leads a new account to set up two-factor when the owner requires it", async () => {
    await invite({ name: "Daudi Kimaro", email: "daudi@heartbeest.test", role: "agent" });
    await setTwoFactorRequired(database.db, true, { id: null, email: "test" });
    const done = await accept(await linkSentTo("daudi@heartbeest.test"), {
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(done.status).toBe(302);
    const cookie = await signInCookie(context, "daudi@heartbeest.test", PASSWORD);
    const home = await routeOutcome(dashboard.loader, siteRequest("/admin", { cookie }), {}, context);
    expect(home.location).toMatch(/^\/admin\/account/);
    await setTwoFactorRequired(database.db, false, { id: null, email: "test" });
  });

  it("is throttled per address, in words, with Retry-After", async () => {
    const sameAddress = testContext(database);
    let last = await openLink("/invite/x", sameAddress);
    for (let count = 1; count <= 30 && last.status !== 429; count++) last = await openLink("/invite/x", sameAddress);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ kind: "throttled", message: expect.stringContaining("Please wait") });
  });
});

describe("the invitation e-mail's wording", () => {
  it.each([
    ["owner", "as an owner."],
    ["manager", "as a manager."],
    ["agent", "as an agent."],
  ] as const)("names the role %s with its article", (role, expected) => {
    const { text } = invitationEmail({
      name: "Baraka",
      role,
      inviterName: "Neema",
      url: "https://example.test/invite/x",
      expiresAt: new Date("2031-01-01T09:00:00Z"),
    });
    expect(text).toContain(`staff portal ${expected}`);
    expect(text).not.toMatch(/\ba [aeiou]/i);
  });
});
