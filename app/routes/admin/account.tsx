// /admin/account: the signed-in member of staff's own account: two-factor sign-in (set up with a QR code
// or the key typed by hand, confirmed with a code, recovery codes shown once and renewed, turned off) and
// the browsers where the account is signed in, each of which can be signed out. Open to every role, and
// the one page an account may open while it owes the two-factor setup the owner requires.
import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import type { FormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import {
  ACCOUNT_INTENTS,
  type AccountIntent,
  passwordCheckSchema,
  sessionSchema,
  setupCodeSchema,
} from "~/features/staff/account-forms";
import { SessionsSection, TwoFactorSection } from "~/features/staff/account-sections";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { withCookies } from "~/features/staff/auth-request.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { STAFF_ROLE_LABELS } from "~/features/staff/staff-policy";
import { assertSameOrigin, requireStaffSession } from "~/features/staff/staff-session.server";
import { endOtherSessions, endSession, listAccountSessions } from "~/features/staff/staff-sessions.server";
import { isTwoFactorRequired } from "~/features/staff/two-factor-policy.server";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  pendingTwoFactorSetup,
  recoveryCodesLeft,
  renewRecoveryCodes,
  type StepResult,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "~/features/staff/two-factor-setup.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

const HERE = "/admin/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, sessionId } = await requireStaffSession(request, context, undefined, { beforeTwoFactorSetup: true });
  const [required, pending, codesLeft, sessions] = await Promise.all([
    isTwoFactorRequired(context.db),
    pendingTwoFactorSetup(context, staff),
    recoveryCodesLeft(context, staff),
    listAccountSessions(context.db, staff.id, sessionId),
  ]);
  return {
    staff: { name: staff.name, email: staff.email, role: STAFF_ROLE_LABELS[staff.role] },
    twoFactor: { enabled: staff.twoFactorEnabled, required, pending, codesLeft },
    sessions: sessions.map((session) => ({
      ...session,
      signedInAt: session.signedInAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
    })),
  };
}

function stepRefusal(intent: AccountIntent, step: Extract<StepResult, { ok: false }>, field: "password" | "code") {
  return refuse(
    step.status,
    { intent, formError: step.message, fieldErrors: step.status === 400 ? { [field]: step.message } : {} },
    step.status === 429 ? { headers: { "Retry-After": String(step.retryAfterSeconds ?? 60) } } : {},
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context.config);
  const { staff, sessionId } = await requireStaffSession(request, context, undefined, { beforeTwoFactorSetup: true });
  const form = formValues(await readFormData(request));
  const intent = form.intent as AccountIntent;
  if (!ACCOUNT_INTENTS.includes(intent)) return refuse(400, { formError: "Unknown action" });
  const actor = { id: staff.id, email: staff.email };

  if (intent === "start-two-factor" || intent === "new-recovery-codes" || intent === "turn-off-two-factor") {
    const parsed = passwordCheckSchema.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please type your password";
      return refuse(400, { intent, formError: null, fieldErrors: { password: message } });
    }
    const step =
      intent === "start-two-factor"
        ? await startTwoFactorSetup(request, context, parsed.data.password)
        : intent === "new-recovery-codes"
          ? await renewRecoveryCodes(request, context, staff, parsed.data.password)
          : await turnOffTwoFactor(request, context, staff, parsed.data.password);
    if (!step.ok) return stepRefusal(intent, step, "password");
    const headers = withCookies(step.cookies);
    if (step.recoveryCodes) return data({ intent, recoveryCodes: step.recoveryCodes }, { headers });
    return redirectWithToast(
      intent === "start-two-factor" ? `${HERE}#two-factor` : HERE,
      {
        title:
          intent === "start-two-factor" ? "Now add the key to your authenticator app." : "Two-factor sign-in is off.",
      },
      { headers },
    );
  }

  if (intent === "confirm-two-factor") {
    const parsed = setupCodeSchema.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Type the 6 digits your authenticator app shows";
      return refuse(400, { intent, formError: null, fieldErrors: { code: message } });
    }
    const step = await confirmTwoFactorSetup(request, context, staff, parsed.data.code);
    if (!step.ok) return stepRefusal(intent, step, "code");
    return data({ intent, recoveryCodes: step.recoveryCodes ?? [] }, { headers: withCookies(step.cookies) });
  }

  if (intent === "cancel-two-factor") {
    await cancelTwoFactorSetup(context, staff);
    return redirectWithToast(HERE, { type: "info", title: "Two-factor setup cancelled." });
  }

  if (intent === "end-other-sessions") {
    const ended = await endOtherSessions(context.db, { userId: staff.id, keepSessionId: sessionId, actor });
    return redirectWithToast(HERE, {
      title:
        ended === 0
          ? "No other device was signed in."
          : `Signed out of ${ended} other device${ended === 1 ? "" : "s"}.`,
    });
  }

  // end-session: one of the account's other sessions (this one signs out with Log Out).
  const parsed = sessionSchema.safeParse(form);
  if (!parsed.success || parsed.data.sessionId === sessionId) {
    return refuse(400, { intent, formError: "Choose another device to sign out; use Log Out for this one." });
  }
  const ended = await endSession(context.db, { userId: staff.id, sessionId: parsed.data.sessionId, actor });
  return redirectWithToast(HERE, {
    type: ended ? "success" : "info",
    title: ended ? "That device is signed out." : "That device was already signed out.",
  });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function AccountPage() {
  const { staff, twoFactor, sessions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    | FormRefusal
    | { intent: AccountIntent; recoveryCodes: string[] }
    | undefined;
  const [params] = useSearchParams();
  const setupAsked = params.get("setup") === "required" && !twoFactor.enabled && twoFactor.required;
  return (
    <>
      <PageHeading title="Your account" description={`${staff.name} · ${staff.role} · ${staff.email}`} />
      <div className="max-w-3xl space-y-8">
        <TwoFactorSection twoFactor={twoFactor} actionData={actionData} setupAsked={setupAsked} />
        <SessionsSection sessions={sessions} actionData={actionData} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
