// Setting up, confirming, renewing and turning off an account's two-factor sign-in from Your account. Each
// step is the library's own endpoint (which asks for the password where it matters); this module words
// its answers, audits what changed and shows a setup that was started but not yet confirmed.
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { staffTwoFactors } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getStaffAuth } from "./auth.server";
import { type AuthEndpointResult, type AuthErrorBody, callAuthEndpoint } from "./auth-request.server";
import { drawQrCode, type QrDrawing } from "./qr-code.server";
import { TWO_FACTOR } from "./staff-policy";
import type { StaffMember } from "./staff-session.server";

type AuthContext = Pick<AppLoadContext, "db" | "config" | "logger" | "clientAddress">;

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret typed by hand. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export interface PendingSetup {
  /** The secret as a person types it into an app, in groups of four. */
  secretText: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  qr: QrDrawing;
}

/**
 * A setup started but not yet confirmed with a code: its secret, so the page can show it again (after a
 * wrong code, a reload, or with script off) without asking for the password a second time.
 */
export async function pendingTwoFactorSetup(context: AuthContext, staff: StaffMember): Promise<PendingSetup | null> {
  if (staff.twoFactorEnabled) return null;
  const [row] = await context.db
    .select({ secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(and(eq(staffTwoFactors.userId, staff.id), eq(staffTwoFactors.verified, false)));
  if (!row) return null;
  const { secretConfig } = await (await getStaffAuth(context)).$context;
  // The plugin keeps the secret encrypted with the auth secret; its codes are HMACs of the secret's bytes.
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  const encoded = base32(new TextEncoder().encode(secret));
  const uri = `otpauth://totp/${encodeURIComponent(TWO_FACTOR.issuer)}:${encodeURIComponent(staff.email)}?${new URLSearchParams(
    { secret: encoded, issuer: TWO_FACTOR.issuer, digits: "6", period: "30" },
  )}`;
  return { secretText: encoded.replace(/(.{4})/g, "$1 ").trim(), uri, qr: drawQrCode(uri) };
}

/** How many unused recovery codes the account has left; null without two-factor sign-in. */
export async function recoveryCodesLeft(context: AuthContext, staff: StaffMember): Promise<number | null> {
  if (!staff.twoFactorEnabled) return null;
  const auth = await getStaffAuth(context);
  try {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: staff.id } });
    return backupCodes.length;
  } catch {
    return null;
  }
}

export type StepResult =
  | { ok: true; cookies: string[]; recoveryCodes?: string[] }
  | { ok: false; status: number; message: string; retryAfterSeconds: number | null };

function refused(result: AuthEndpointResult<AuthErrorBody>): StepResult {
  const code = result.body?.code;
  const message =
    code === "INVALID_PASSWORD"
      ? "That password is not right."
      : code === "INVALID_CODE"
        ? "That code is not right. Type the 6-digit code your authenticator app shows now (it changes every 30 seconds)."
        : code === "TWO_FACTOR_REQUIRED"
          ? TWO_FACTOR.cannotTurnOffMessage
          : code === "TOTP_ALREADY_ENABLED"
            ? "Two-factor sign-in is already on for this account."
            : result.status === 429
              ? `Too many attempts. Please wait ${Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60))} minute(s) and try again.`
              : result.status === 401
                ? "Your session has ended. Please sign in again."
                : result.status >= 500
                  ? "Something went wrong on our side. Please try again."
                  : result.body?.message || "This could not be done. Please try again.";
  const status = code === "INVALID_CODE" || code === "INVALID_PASSWORD" ? 400 : Math.min(result.status, 500);
  return { ok: false, status, message, retryAfterSeconds: result.retryAfterSeconds };
}

async function auditTwoFactor(context: AuthContext, staff: StaffMember, before: unknown, after: unknown) {
  await recordAudit(context.db, {
    actor: { id: staff.id, email: staff.email },
    action: "update",
    tableName: "staff_users",
    rowId: staff.id,
    before,
    after,
  });
}

/** Step one: the password, then a new secret waits for a code (pendingTwoFactorSetup shows it). */
export async function startTwoFactorSetup(
  request: Request,
  context: AuthContext,
  password: string,
): Promise<StepResult> {
  const result = await callAuthEndpoint(request, context, "/two-factor/enable", { password });
  return result.ok ? { ok: true, cookies: result.cookies } : refused(result);
}

/** Step two: a code from the app proves it holds the secret; two-factor is on, and the recovery codes are shown once. */
export async function confirmTwoFactorSetup(
  request: Request,
  context: AuthContext,
  staff: StaffMember,
  code: string,
): Promise<StepResult> {
  const result = await callAuthEndpoint(request, context, "/two-factor/verify-totp", {
    code: code.replace(/\s+/g, ""),
  });
  if (!result.ok) return refused(result);
  await auditTwoFactor(context, staff, { twoFactorEnabled: false }, { twoFactorEnabled: true });
  const auth = await getStaffAuth(context);
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: staff.id } });
  return { ok: true, cookies: result.cookies, recoveryCodes: backupCodes };
}

/** New recovery codes (the old ones stop working), shown once. */
export async function renewRecoveryCodes(
  request: Request,
  context: AuthContext,
  staff: StaffMember,
  password: string,
): Promise<StepResult> {
  const result = await callAuthEndpoint<{ backupCodes?: string[] }>(
    request,
    context,
    "/two-factor/generate-backup-codes",
    {
      password,
    },
  );
  if (!result.ok || !result.body?.backupCodes) return refused(result);
  await auditTwoFactor(
    context,
    staff,
    { recoveryCodes: "replaced" },
    { recoveryCodes: result.body.backupCodes.length },
  );
  return { ok: true, cookies: result.cookies, recoveryCodes: result.body.backupCodes };
}

/** Turns two-factor sign-in off (the library refuses while the owner requires it: auth.server.ts). */
export async function turnOffTwoFactor(
  request: Request,
  context: AuthContext,
  staff: StaffMember,
  password: string,
): Promise<StepResult> {
  const result = await callAuthEndpoint(request, context, "/two-factor/disable", { password });
  if (!result.ok) return refused(result);
  await auditTwoFactor(context, staff, { twoFactorEnabled: true }, { twoFactorEnabled: false });
  return { ok: true, cookies: result.cookies };
}

/** Drops a setup that was started and never confirmed (the page then offers to start again). */
export async function cancelTwoFactorSetup(context: AuthContext, staff: StaffMember): Promise<void> {
  await context.db
    .delete(staffTwoFactors)
    .where(and(eq(staffTwoFactors.userId, staff.id), eq(staffTwoFactors.verified, false)));
}
