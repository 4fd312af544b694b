// When Daraja refuses a push for a reason that is the operator's to fix (wrong credentials, an invalid short
// code or passkey, an access token Daraja will not take), the traveller is told M-Pesa is unavailable and to
// pay another way, and staff are told what is wrong: a warning in the portal until a push goes through again,
// and an e-mail to STAFF_EMAIL through the outbox, at most one an hour whatever the servers.
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { appSettings } from "~/db/schema";
import { enqueueEmail } from "~/services/email/outbox.server";
import type { AppConfig } from "~/utils/env.server";

export const MPESA_CONFIGURATION_PROBLEM_SETTING = "mpesa_configuration_problem";
/** At most one staff e-mail about M-Pesa's configuration in this long (the outbox key is per hour). */
export const MPESA_CONFIGURATION_ALERT_EVERY_MS = 60 * 60_000;

export interface MpesaConfigurationProblem {
  /** When Daraja last refused for this reason (ISO instant). */
  at: string;
  errorCode: string | null;
  message: string;
}

export async function alertStaffOfMpesaConfiguration(
  db: DatabaseOrTransaction,
  config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL">,
  refusal: { errorCode: string | null; message: string },
  now: Date = new Date(),
): Promise<{ emailed: boolean }> {
  const problem: MpesaConfigurationProblem = { at: now.toISOString(), ...refusal };
  await db
    .insert(appSettings)
    .values({ key: MPESA_CONFIGURATION_PROBLEM_SETTING, value: problem })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: problem, updatedAt: now } });
  const slot = Math.floor(now.getTime() / MPESA_CONFIGURATION_ALERT_EVERY_MS);
  const site = config.SITE_URL.replace(/\/+$/, "");
  const { queued } = await enqueueEmail(db, {
    kind: "mpesa_configuration_alert",
    to: config.STAFF_EMAIL,
    dedupeKey: `mpesa:configuration-alert:${slot}`,
    subject: "M-Pesa payments are failing: the Daraja configuration needs attention",
    text: [
      "Safaricom's Daraja API refused an M-Pesa payment request for a reason on our side, not the traveller's:",
      "",
      `  ${refusal.errorCode ? `${refusal.errorCode}: ` : ""}${refusal.message}`,
      "",
      "Travellers are being told that M-Pesa is unavailable and to pay by card or bank transfer until it is fixed.",
      "Check MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE (and MPESA_SHORTCODE_TYPE, MPESA_STORE_NUMBER",
      "for a till), MPESA_PASSKEY and MPESA_API_BASE_URL (sandbox or live) against the Daraja portal.",
      "",
      `The warning shows in the portal until a payment request goes through: ${site}/admin/payments/unmatched`,
      "At most one such e-mail is sent an hour.",
    ].join("\n"),
  });
  return { emailed: queued };
}

export async function readMpesaConfigurationProblem(
  db: DatabaseOrTransaction,
): Promise<MpesaConfigurationProblem | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, MPESA_CONFIGURATION_PROBLEM_SETTING));
  const value = row?.value as Partial<MpesaConfigurationProblem> | undefined;
  return value && typeof value.message === "string" && typeof value.at === "string"
    ? { at: value.at, errorCode: value.errorCode ?? null, message: value.message }
    : null;
}

/** A push went through: the configuration works again. */
export async function clearMpesaConfigurationProblem(db: DatabaseOrTransaction): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, MPESA_CONFIGURATION_PROBLEM_SETTING));
}
