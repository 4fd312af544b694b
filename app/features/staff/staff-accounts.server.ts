// Making staff accounts: from the portal's Profiles page, from `npm run create-admin`, and once from
// ADMIN_EMAIL/ADMIN_PASSWORD on first start. The password is hashed by the authentication library.
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { staffUsers } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import type { AppConfig } from "~/utils/env.server";
import { getStaffAuth } from "./auth.server";
import { type StaffAccountInput, staffAccountSchema } from "./staff-account-schema";
import { STAFF_ROLES } from "./staff-policy";

export interface StaffAccountDependencies {
  db: Database;
  config: AppConfig;
  logger?: Logger;
}

export type CreateStaffAccountResult =
  | { ok: true; user: { id: string; email: string; name: string } }
  | { ok: false; message: string };

/** Creates an admin account and records who made it. Validation is the caller's job (staffAccountSchema). */
export async function createStaffAccount(
  deps: StaffAccountDependencies,
  input: StaffAccountInput,
  actor: AuditActor,
): Promise<CreateStaffAccountResult> {
  const auth = await getStaffAuth(deps);
  try {
    const { user } = await auth.api.createUser({
      body: {
        email: input.email,
        password: input.password,
        name: input.fullName,
        role: STAFF_ROLES[0],
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
