// Staff accounts: making them (the portal's Staff and Profiles pages, `npm run create-admin`, and once
// ADMIN_EMAIL/ADMIN_PASSWORD on first start; the library hashes the password), listing them for the
// owner, and changing roles without ever leaving the business without an owner.
import { isAPIError } from "better-auth/api";
import { and, eq, ne, not, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Database, type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import type { AppConfig } from "~/utils/env.server";
import { getStaffAuth } from "./auth.server";
import { type StaffAccountInput, staffAccountSchema } from "./staff-account-schema";
import { STAFF_ROLES, type StaffRole } from "./staff-policy";
import type { StaffMember } from "./staff-session.server";

export interface StaffAccountDependencies {
  db: Database;
  config: AppConfig;
  logger?: Logger;
}

export type CreateStaffAccountResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; message: string };

/**
 * Creates a staff account with its role and records who made it. Validation is the caller's job
 * (staffAccountSchema, whose role defaults to agent). Without a role the account is an owner: only the
 * command line, the first start and test set-ups call it so.
 */
export async function createStaffAccount(
  deps: StaffAccountDependencies,
  input: Omit<StaffAccountInput, "role"> & { role?: StaffRole },
  actor: AuditActor,
): Promise<CreateStaffAccountResult> {
  const auth = await getStaffAuth(deps);
  try {
    const { user } = await auth.api.createUser({
      body: {
        email: input.email,
        password: input.password,
        name: input.fullName,
        role: input.role ?? "owner",
        data: { phone: input.phone },
      },
    });
    const [after] = await deps.db
      .select({
        id: staffUsers.id,
        name: staffUsers.name,
        email: staffUsers.email,
        phone: staffUsers.phone,
        role: staffUsers.role,
        banned: staffUsers.banned,
        createdAt: staffUsers.createdAt,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    await recordAudit(deps.db, { actor, action: "create", tableName: "staff_users", rowId: user.id, after });
    return { ok: true, user: { id: user.id, email: user.email, name: user.name } };
  } catch (error) {
    if (isAPIError(error)) return { ok: false, message: error.message || "Something went wrong" };
    throw error;
  }
}

/**
 * First start: when ADMIN_EMAIL and ADMIN_PASSWORD are set and no admin exists yet, creates that admin.
 * Safe to run on every start and from several servers at once (the second finds the account exists).
 */
export async function ensureFirstAdmin({
  db,
  config,
  logger,
}: StaffAccountDependencies): Promise<"created" | "exists" | "not-configured"> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return "not-configured";
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.role, STAFF_ROLES[0]))
    .limit(1);
  if (existing) return "exists";

  const parsed = staffAccountSchema.safeParse({
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    fullName: "Administrator",
    role: "owner",
  });
  if (!parsed.success) {
    throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
  }
  const accountExists = async () =>
    (await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, parsed.data.email))).length > 0;
  let result: CreateStaffAccountResult;
  try {
    result = await createStaffAccount({ db, config, logger }, parsed.data, {
      id: null,
      email: "first start (ADMIN_EMAIL)",
    });
  } catch (error) {
    // Servers starting together: another one inserted the account between our check and our insert.
    if (await accountExists()) return "exists";
    throw error;
  }
  if (result.ok) {
    logger?.info({ email: result.user.email }, "first admin account created from ADMIN_EMAIL");
    return "created";
  }
  if (await accountExists()) return "exists";
  throw new Error(`Could not create the first admin: ${result.message}`);
}

const LAST_OWNER_MESSAGE =
  "The business needs at least one owner who can sign in: make another account an owner first.";

/**
 * The refusal when a change would leave no owner who can sign in (demoting, blocking or deleting the last
 * one), for the generic Profiles and User roles screens; null when the change may go ahead.
 */
export async function lastOwnerRefusal(
  db: DatabaseOrTransaction,
  userId: string,
  change: Record<string, unknown> | "delete",
): Promise<string | null> {
  const [account] = await db
    .select({ role: staffUsers.role, banned: staffUsers.banned })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (account?.role !== "owner" || account.banned) return null;
  const staysOwner =
    change !== "delete" &&
    (change.role === undefined || change.role === "owner") &&
    (change.banned === undefined || change.banned !== true);
  if (staysOwner) return null;
  const others = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), ne(staffUsers.id, userId), not(eq(staffUsers.banned, true))))
    .limit(1);
  return others.length > 0 ? null : LAST_OWNER_MESSAGE;
}

export interface StaffAccountRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  banned: boolean;
  twoFactorEnabled: boolean;
  /** The newest sign-in still on record (a session ended by signing out takes its record with it). */
  lastSignInAt: Date | null;
  activeSessions: number;
}

/** Every staff account for the owner's Staff page: owners first, then by name. */
export async function listStaffAccounts(db: DatabaseOrTransaction): Promise<StaffAccountRow[]> {
  const sessions = db
    .select({
      userId: staffSessions.userId,
      lastSignInAt: sql<Date | null>`max(${staffSessions.createdAt})`.as("last_sign_in_at"),
      activeSessions: sql<number>`count(*) filter (where ${staffSessions.expiresAt} > now())`.as("active_sessions"),
    })
    .from(staffSessions)
    .groupBy(staffSessions.userId)
    .as("sessions");
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      banned: staffUsers.banned,
      twoFactorEnabled: staffUsers.twoFactorEnabled,
      lastSignInAt: sessions.lastSignInAt,
      activeSessions: sessions.activeSessions,
    })
    .from(staffUsers)
    .leftJoin(sessions, eq(sessions.userId, staffUsers.id))
    .orderBy(sql`case ${staffUsers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, staffUsers.name);
  return rows.map((row) => ({
    ...row,
    role: (STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as StaffRole) : "agent",
    banned: row.banned === true,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
    activeSessions: Number(row.activeSessions ?? 0),
  }));
}

export type RoleChangeResult = { ok: true; changed: boolean } | { ok: false; status: 400 | 404; message: string };

/**
 * Gives an account another role, audited. Every owner's row is locked first, so two owners demoting
 * each other at the same moment cannot both pass the last-owner check.
 */
export async function changeStaffRole(
  db: DatabaseOrTransaction,
  { userId, role, actor }: { userId: string; role: StaffRole; actor: StaffMember },
): Promise<RoleChangeResult> {
  if (userId === actor.id) return { ok: false, status: 400, message: "You cannot change your own role." };
  return inTransaction(db, async (tx) => {
    const owners = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(and(eq(staffUsers.role, "owner"), not(eq(staffUsers.banned, true))))
      .for("update");
    const [before] = await tx
      .select({ id: staffUsers.id, email: staffUsers.email, role: staffUsers.role })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId))
      .for("update");
    if (!before) return { ok: false, status: 404, message: "That account no longer exists." } as const;
    if (before.role === role) return { ok: true, changed: false } as const;
    if (before.role === "owner" && !owners.some((owner) => owner.id !== userId)) {
      return { ok: false, status: 400, message: LAST_OWNER_MESSAGE } as const;
    }
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: "update",
      tableName: "staff_users",
      rowId: userId,
      before: { id: userId, email: before.email, role: before.role },
      after: { id: userId, email: before.email, role },
    });
    return { ok: true, changed: true } as const;
  });
}

/**
 * The owner's way back in for a member of staff who lost both their phone and their recovery codes: the
 * account's two-factor is removed and its sessions end, audited; it signs in with its password and (while
 * the owner requires it) sets two-factor up again at once.
 */
export async function resetTwoFactor(
  db: DatabaseOrTransaction,
  { userId, actor }: { userId: string; actor: AuditActor },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ id: staffUsers.id, email: staffUsers.email, twoFactorEnabled: staffUsers.twoFactorEnabled })
      .from(staffUsers)
      .where(eq(staffUsers.id, userId))
      .for("update");
    if (!before) return false;
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "staff_users",
      rowId: userId,
      before: { id: userId, email: before.email, twoFactorEnabled: before.twoFactorEnabled },
      after: { id: userId, email: before.email, twoFactorEnabled: false, sessionsEnded: true },
    });
    return true;
  });
}

export type AccountStepResult =
  | { ok: true; changed: boolean; name: string }
  | { ok: false; status: 400 | 404; message: string };

const GONE = { ok: false, status: 404, message: "That account no longer exists." } as const;

/**
 * The account's row locked, and whether it is the last owner who can sign in (every owner's row locked first,
 * so two owners blocking or removing each other at once cannot both pass).
 */
async function lockForChange(tx: DatabaseOrTransaction, userId: string) {
  const owners = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, "owner"), not(eq(staffUsers.banned, true))))
    .for("update");
  const [account] = await tx
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      banned: staffUsers.banned,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId))
    .for("update");
  const lastOwner = account?.role === "owner" && !owners.some((owner) => owner.id !== userId);
  return { account, lastOwner };
}

/** Signs the account out of every browser and forgets the browsers it trusted and any reset link waiting. */
async function endEverySignIn(tx: DatabaseOrTransaction, userId: string) {
  await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
  await tx.delete(staffVerifications).where(eq(staffVerifications.value, userId));
}

/**
 * Blocks an account (it cannot sign in, and every session it has ends at once) or lets it back in, audited.
 * Nobody blocks themselves, and the last owner who can sign in is never blocked.
 */
export async function setStaffBlocked(
  db: DatabaseOrTransaction,
  { userId, blocked, actor }: { userId: string; blocked: boolean; actor: AuditActor },
): Promise<AccountStepResult> {
  if (userId === actor.id) return { ok: false, status: 400, message: "You cannot block your own account." };
  return inTransaction(db, async (tx) => {
    const { account, lastOwner } = await lockForChange(tx, userId);
    if (!account) return GONE;
    if ((account.banned === true) === blocked) return { ok: true, changed: false, name: account.name } as const;
    if (blocked && lastOwner) return { ok: false, status: 400, message: LAST_OWNER_MESSAGE } as const;
    await tx
      .update(staffUsers)
      .set({ banned: blocked, banReason: blocked ? "Blocked on the Staff page" : null, updatedAt: new Date() })
      .where(eq(staffUsers.id, userId));
    if (blocked) await endEverySignIn(tx, userId);
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "staff_users",
      rowId: userId,
      before: { id: userId, name: account.name, email: account.email, banned: !blocked },
      after: {
        event: blocked ? "blocked" : "unblocked",
        id: userId,
        name: account.name,
        email: account.email,
        banned: blocked,
        ...(blocked ? { signedOutEverywhere: true } : {}),
      },
    });
    return { ok: true, changed: true, name: account.name } as const;
  });
}

/**
 * Removes an account for good, audited: its sessions, password and two-factor go with it; what it did stays
 * in the audit log under its e-mail (actor_email). Nobody removes themselves, and the last owner who can sign
 * in is never removed.
 */
export async function removeStaffAccount(
  db: DatabaseOrTransaction,
  { userId, actor }: { userId: string; actor: AuditActor },
): Promise<AccountStepResult> {
  if (userId === actor.id) return { ok: false, status: 400, message: "You cannot remove your own account." };
  return inTransaction(db, async (tx) => {
    const { account, lastOwner } = await lockForChange(tx, userId);
    if (!account) return GONE;
    if (lastOwner) return { ok: false, status: 400, message: LAST_OWNER_MESSAGE } as const;
    await endEverySignIn(tx, userId);
    await tx.delete(staffUsers).where(eq(staffUsers.id, userId));
    await recordAudit(tx, {
      actor,
      action: "delete",
      tableName: "staff_users",
      rowId: userId,
      before: {
        event: "removed",
        id: userId,
        name: account.name,
        email: account.email,
        role: account.role,
        banned: account.banned === true,
      },
    });
    return { ok: true, changed: true, name: account.name } as const;
  });
}
