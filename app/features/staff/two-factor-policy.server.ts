// Whether the owner requires two-factor sign-in of every account: one row in app_settings, read by the
// guard (only for accounts without two-factor, so accounts that have it pay no extra query).
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { inTransaction } from "~/db/client.server";
import { appSettings } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";

export const TWO_FACTOR_REQUIRED_SETTING = "staff_two_factor_required";

export async function isTwoFactorRequired(db: DatabaseOrTransaction): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, TWO_FACTOR_REQUIRED_SETTING));
  return row?.value === true;
}

/** Turns the requirement on or off, audited; a no-op (and no audit entry) when nothing changes. */
export async function setTwoFactorRequired(
  db: DatabaseOrTransaction,
  required: boolean,
  actor: AuditActor,
): Promise<{ changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const before = await isTwoFactorRequired(tx);
    if (before === required) return { changed: false };
    await tx
      .insert(appSettings)
      .values({ key: TWO_FACTOR_REQUIRED_SETTING, value: required })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: required, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "app_settings",
      rowId: TWO_FACTOR_REQUIRED_SETTING,
      before: { key: TWO_FACTOR_REQUIRED_SETTING, value: before },
      after: { key: TWO_FACTOR_REQUIRED_SETTING, value: required },
    });
    return { changed: true };
  });
}

/** An account that must set up two-factor sign-in before it may open anything but its own account page. */
export async function mustSetUpTwoFactor(
  db: DatabaseOrTransaction,
  staff: { twoFactorEnabled: boolean },
): Promise<boolean> {
  return !staff.twoFactorEnabled && (await isTwoFactorRequired(db));
}
