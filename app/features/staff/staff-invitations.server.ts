// Inviting staff: the owner names the person, their e-mail and role; they get a link (/invite/{token}) that
// works once, for 7 days, and choose their own password there. Only the SHA-256 of the token is stored, so
// the database never holds a working link. Every step is audited; the e-mail goes through the outbox.
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { staffInvitations, staffUsers } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { createStaffAccount, type StaffAccountDependencies } from "./staff-accounts.server";
import { type InviteInput, STAFF_INVITATION } from "./staff-invitations-forms";
import { STAFF_ROLE_WITH_ARTICLE, STAFF_ROLES, type StaffRole } from "./staff-policy";

type InvitationRow = typeof staffInvitations.$inferSelect;

export type InvitationState = "pending" | "expired" | "accepted" | "revoked";

export function invitationState(row: Pick<InvitationRow, "acceptedAt" | "revokedAt" | "expiresAt">, now = new Date()) {
  if (row.acceptedAt) return "accepted" as const;
  if (row.revokedAt) return "revoked" as const;
  return row.expiresAt.getTime() <= now.getTime() ? ("expired" as const) : ("pending" as const);
}

/** A new random token (256 bits) and the hash the database keeps of it. */
function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as links carry it: 43 characters of base64url. Anything else is refused before any lookup. */
export function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === "string" && /^[\w-]{43}$/.test(token);
}

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + STAFF_INVITATION.lifetimeDays * 24 * 60 * 60 * 1000);
}

function roleOf(value: string): StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value) ? (value as StaffRole) : "agent";
}

export function invitationEmail(input: {
  name: string;
  role: StaffRole;
  inviterName: string;
  url: string;
  expiresAt: Date;
}) {
  const subject = "Your invitation to the Heartbeest Safari staff portal";
  const text = [
    `Hello ${input.name},`,
    "",
    `${input.inviterName} invited you to the Heartbeest Safari staff portal as ${STAFF_ROLE_WITH_ARTICLE[input.role]}.`,
    "Open this link to choose your password and sign in:",
    "",
    input.url,
    "",
    `The link works once and expires in ${STAFF_INVITATION.lifetimeDays} days (${formatBusinessDateTime(input.expiresAt)}, East Africa time). Nobody else knows your password: you choose it.`,
    "If you were not expecting this e-mail, you can ignore it.",
  ].join("\n");
  return { subject, text };
}

async function queueInvitationEmail(
  tx: DatabaseOrTransaction,
  invitation: Pick<InvitationRow, "id" | "email" | "name" | "role" | "expiresAt">,
  { token, inviterName, siteUrl }: { token: string; inviterName: string; siteUrl: string },
) {
  const url = `${siteUrl.replace(/\/$/, "")}${STAFF_INVITATION.path}/${token}`;
  const { subject, text } = invitationEmail({
    name: invitation.name,
    role: roleOf(invitation.role),
    inviterName,
    url,
    expiresAt: invitation.expiresAt,
  });
  await enqueueEmail(tx, { kind: "staff_invitation", to: invitation.email, subject, text });
}

/** What the audit log keeps of an invitation: never its token's hash. */
function auditView(row: InvitationRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
    revokedAt: row.revokedAt,
  };
}

interface Inviter extends AuditActor {
  id: string;
  name: string;
}

export type InviteResult =
  | { ok: true; invitation: InvitationRow }
  | { ok: false; status: 409; field: "email"; message: string };

/** Invites someone: refused when the address already has an account or an invitation waiting. */
export async function inviteStaff(
  db: Database,
  { input, inviter, siteUrl, now = new Date() }: { input: InviteInput; inviter: Inviter; siteUrl: string; now?: Date },
): Promise<InviteResult> {
  return db.transaction(async (tx) => {
    // One invitation per address at a time, even when two owners invite the same person at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invitation:${input.email}`}))`);
    const [account] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(sql`lower(${staffUsers.email})`, input.email));
    if (account) {
      return { ok: false, status: 409, field: "email", message: `${input.email} already has an account.` } as const;
    }
    const [waiting] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(
        and(
          eq(sql`lower(${staffInvitations.email})`, input.email),
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      );
    if (waiting) {
      return {
        ok: false,
        status: 409,
        field: "email",
        message: `An invitation to ${input.email} is already waiting: send it again from the list below.`,
      } as const;
    }
    const { token, tokenHash } = newToken();
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        tokenHash,
        invitedBy: inviter.id,
        createdAt: now,
        expiresAt: expiryFrom(now),
      })
      .returning();
    if (!invitation) throw new Error("the invitation was not stored");
    await queueInvitationEmail(tx, invitation, { token, inviterName: inviter.name, siteUrl });
    await recordAudit(tx, {
      actor: inviter,
      action: "create",
      tableName: "staff_invitations",
      rowId: invitation.id,
      after: auditView(invitation),
    });
    return { ok: true, invitation } as const;
  });
}

export type InvitationChangeResult = { ok: true; email: string } | { ok: false; status: 404 | 409; message: string };

async function lockedInvitation(tx: DatabaseOrTransaction, id: number) {
  const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, id)).for("update");
  return row;
}

/** A new link (the old one stops working) valid for another 7 days, e-mailed again. */
export async function resendInvitation(
  db: Database,
  { id, inviter, siteUrl, now = new Date() }: { id: number; inviter: Inviter; siteUrl: string; now?: Date },
): Promise<InvitationChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockedInvitation(tx, id);
    if (!before) return { ok: false, status: 404, message: "That invitation no longer exists." } as const;
    const state = invitationState(before, now);
    if (state === "accepted" || state === "revoked") {
      return {
        ok: false,
        status: 409,
        message:
          state === "accepted"
            ? `${before.email} has already accepted: their account is in the list above.`
            : `The invitation to ${before.email} was withdrawn. Invite them again instead.`,
      } as const;
    }
    const { token, tokenHash } = newToken();
    const [after] = await tx
      .update(staffInvitations)
      .set({ tokenHash, expiresAt: expiryFrom(now), invitedBy: inviter.id })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!after) throw new Error("the invitation was not updated");
    await queueInvitationEmail(tx, after, { token, inviterName: inviter.name, siteUrl });
    await recordAudit(tx, {
      actor: inviter,
      action: "update",
      tableName: "staff_invitations",
      rowId: id,
      before: auditView(before),
      after: { ...auditView(after), resent: true },
    });
    return { ok: true, email: after.email } as const;
  });
}

/** Withdraws an invitation: its link then says so. */
export async function revokeInvitation(
  db: Database,
  { id, actor, now = new Date() }: { id: number; actor: AuditActor; now?: Date },
): Promise<InvitationChangeResult> {
  return db.transaction(async (tx) => {
    const before = await lockedInvitation(tx, id);
    if (!before) return { ok: false, status: 404, message: "That invitation no longer exists." } as const;
    if (before.acceptedAt) {
      return {
        ok: false,
        status: 409,
        message: `${before.email} has already accepted: block or remove their account in the list above instead.`,
      } as const;
    }
    if (before.revokedAt) return { ok: true, email: before.email } as const;
    const [after] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!after) throw new Error("the invitation was not updated");
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "staff_invitations",
      rowId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return { ok: true, email: before.email } as const;
  });
}

export interface OpenInvitation {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

/** Invitations not accepted and not withdrawn, the newest first; expired ones can be sent again. */
export async function listOpenInvitations(db: DatabaseOrTransaction, now = new Date()): Promise<OpenInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      name: staffInvitations.name,
      email: staffInvitations.email,
      role: staffInvitations.role,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      invitedBy: staffUsers.name,
    })
    .from(staffInvitations)
    .leftJoin(staffUsers, eq(staffUsers.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt)))
    .orderBy(asc(staffInvitations.expiresAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: roleOf(row.role),
    invitedBy: row.invitedBy,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
  }));
}

export interface InvitationView {
  state: InvitationState;
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  expiresAt: string;
}

/** What the invite page shows for a token, or null for a token no invitation has (or ever had). */
export async function findInvitation(
  db: DatabaseOrTransaction,
  token: string,
  now = new Date(),
): Promise<InvitationView | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .select({ invitation: staffInvitations, invitedBy: staffUsers.name })
    .from(staffInvitations)
    .leftJoin(staffUsers, eq(staffUsers.id, staffInvitations.invitedBy))
    .where(eq(staffInvitations.tokenHash, hashToken(token)));
  if (!row) return null;
  return {
    state: invitationState(row.invitation, now),
    name: row.invitation.name,
    email: row.invitation.email,
    role: roleOf(row.invitation.role),
    invitedBy: row.invitedBy,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

export type AcceptResult =
  | { ok: true; email: string }
  | { ok: false; reason: "unknown" | InvitationState | "account-exists"; message?: string };

/**
 * Creates the invited person's account with the password they chose. The invitation is claimed first, in one
 * statement, so a link used twice at the same moment makes one account; a failed creation gives it back.
 */
export async function acceptInvitation(
  deps: StaffAccountDependencies,
  { token, password, now = new Date() }: { token: string; password: string; now?: Date },
): Promise<AcceptResult> {
  if (!isWellFormedToken(token)) return { ok: false, reason: "unknown" };
  const tokenHash = hashToken(token);
  const [claimed] = await deps.db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) {
    const view = await findInvitation(deps.db, token, now);
    return { ok: false, reason: view ? view.state : "unknown" };
  }
  const giveBack = () =>
    deps.db.update(staffInvitations).set({ acceptedAt: null }).where(eq(staffInvitations.id, claimed.id));
  let created: Awaited<ReturnType<typeof createStaffAccount>>;
  try {
    created = await createStaffAccount(
      deps,
      { email: claimed.email, password, fullName: claimed.name, phone: null, role: roleOf(claimed.role) },
      { id: null, email: `${claimed.email} (invitation ${claimed.id})` },
    );
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!created.ok) {
    await giveBack();
    return { ok: false, reason: "account-exists", message: created.message };
  }
  await recordAudit(deps.db, {
    actor: { id: created.user.id, email: created.user.email },
    action: "update",
    tableName: "staff_invitations",
    rowId: claimed.id,
    before: { ...auditView(claimed), acceptedAt: null },
    after: { ...auditView(claimed), accountId: created.user.id },
  });
  return { ok: true, email: created.user.email };
}

/** The generic Profiles screen's "Add admin" leads to the invitation: nobody types a password for someone else. */
export function staffInviteRedirect(table: string | undefined, url: URL): Response | null {
  if (table?.toLowerCase() !== "profiles" || !url.searchParams.has("new")) return null;
  return redirect("/admin/staff#invite");
}
