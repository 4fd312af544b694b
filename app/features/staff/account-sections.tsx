// The two parts of Your account: two-factor sign-in (its three states, and recovery codes shown once) and
// the list of browsers where the account is signed in. Plain forms, each with its own intent.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { type FormRefusal, isFormRefusal } from "~/features/forms/form-result";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { AccountIntent } from "./account-forms";

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";

type ActionData = FormRefusal | { intent: AccountIntent; recoveryCodes: string[] } | undefined;

interface TwoFactorState {
  enabled: boolean;
  required: boolean;
  pending: { secretText: string; uri: string; qr: { size: number; path: string } } | null;
  codesLeft: number | null;
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-stone-950">
        {title}
      </h2>
      <div className="mt-3 space-y-4 text-sm text-stone-700">{children}</div>
    </section>
  );
}

/** The refusal meant for the form with this intent, if the last post was one. */
export function refusalFor(actionData: unknown, intent: string): FormRefusal | undefined {
  return isFormRefusal(actionData) && actionData.intent === intent ? actionData : undefined;
}

function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

function PasswordForm({
  intent,
  label,
  busyLabel,
  actionData,
  tone = "primary",
}: {
  intent: AccountIntent;
  label: string;
  busyLabel: string;
  actionData: ActionData;
  tone?: "primary" | "secondary";
}) {
  const refusal = refusalFor(actionData, intent);
  const busy = useBusy(intent);
  return (
    <Form method="post" className="space-y-3" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <InputField
        id={`${intent}-password`}
        name="password"
        type="password"
        label="Your password"
        hint="To make sure it is you."
        autoComplete="current-password"
        required
        tone={STAFF_TONE}
        error={refusal?.fieldErrors.password}
      />
      <button type="submit" disabled={busy} className={tone === "primary" ? primaryButton : secondaryButton}>
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4" role="status">
      <p className="font-semibold text-stone-950">Your recovery codes</p>
      <p>
        Save them now, somewhere safe (a password manager, or printed): they are shown only this once. Each code signs
        you in once when you do not have your phone.
      </p>
      <ul
        className="grid grid-cols-1 gap-1 font-mono text-base text-stone-950 min-[360px]:grid-cols-2"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} data-recovery-code>
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

function QrCode({ qr }: { qr: { size: number; path: string } }) {
  const quiet = 4;
  const side = qr.size + quiet * 2;
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      role="img"
      aria-label="QR code holding the key for your authenticator app"
      className="size-48 rounded-lg border border-stone-200 bg-white"
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

export function TwoFactorSection({
  twoFactor,
  actionData,
  setupAsked,
}: {
  twoFactor: TwoFactorState;
  actionData: ActionData;
  setupAsked: boolean;
}) {
  const shownCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : null;
  const confirmRefusal = refusalFor(actionData, "confirm-two-factor");
  const confirmBusy = useBusy("confirm-two-factor");

  return (
    <Panel id="two-factor" title="Two-factor sign-in">
      {setupAsked ? (
        <FormAlert tone="info">
          The owner requires two-factor sign-in for every account. Set it up here to open the rest of the portal.
        </FormAlert>
      ) : null}
      {shownCodes ? <RecoveryCodes codes={shownCodes} /> : null}

      {twoFactor.enabled ? (
        <>
          <p>
            <strong className="text-stone-950">On.</strong> Signing in asks for a code from your authenticator app as
            well as your password.
            {twoFactor.codesLeft !== null ? ` You have ${twoFactor.codesLeft} unused recovery codes.` : null}
          </p>
          <details className="rounded-xl border border-stone-200 p-4">
            <summary className="cursor-pointer font-semibold text-stone-900">Make new recovery codes</summary>
            <p className="my-3">The codes you have now stop working.</p>
            <PasswordForm
              intent="new-recovery-codes"
              label="Make new recovery codes"
              busyLabel="Making codes…"
              actionData={actionData}
              tone="secondary"
            />
          </details>
          {twoFactor.required ? (
            <p>The owner requires two-factor sign-in for every account, so it cannot be turned off.</p>
          ) : (
            <details className="rounded-xl border border-stone-200 p-4">
              <summary className="cursor-pointer font-semibold text-stone-900">Turn off two-factor sign-in</summary>
              <p className="my-3">Signing in will ask for your password only.</p>
              <PasswordForm
                intent="turn-off-two-factor"
                label="Turn off"
                busyLabel="Turning off…"
                actionData={actionData}
                tone="secondary"
              />
            </details>
          )}
        </>
      ) : twoFactor.pending ? (
        <>
          <ol className="list-decimal space-y-4 pl-5">
            <li className="space-y-3">
              <p>
                In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password …) add an account by
                scanning this code, or type the key below.
              </p>
              <QrCode qr={twoFactor.pending.qr} />
              <p>
                Key:{" "}
                <code
                  className="rounded bg-stone-100 px-2 py-1 font-mono text-base break-all text-stone-950"
                  data-two-factor-key
                >
                  {twoFactor.pending.secretText}
                </code>
              </p>
            </li>
            <li>
              <Form method="post" className="space-y-3" preventScrollReset>
                <input type="hidden" name="intent" value="confirm-two-factor" />
                {confirmRefusal?.formError ? <FormAlert>{confirmRefusal.formError}</FormAlert> : null}
                <InputField
                  id="setup-code"
                  name="code"
                  label="The 6-digit code the app shows"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  required
                  tone={STAFF_TONE}
                  error={confirmRefusal?.fieldErrors.code}
                />
                <button type="submit" disabled={confirmBusy} className={primaryButton}>
                  {confirmBusy ? "Checking…" : "Confirm and turn on"}
                </button>
              </Form>
            </li>
          </ol>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="cancel-two-factor" />
            <button type="submit" className={secondaryButton}>
              Cancel setup
            </button>
          </Form>
        </>
      ) : (
        <>
          <p>
            <strong className="text-stone-950">Off.</strong> With two-factor sign-in, someone who learns your password
            still cannot sign in without the code your phone shows.
          </p>
          <PasswordForm
            intent="start-two-factor"
            label="Set up two-factor sign-in"
            busyLabel="Starting…"
            actionData={actionData}
          />
        </>
      )}
    </Panel>
  );
}

interface SessionView {
  id: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

export function SessionsSection({ sessions, actionData }: { sessions: SessionView[]; actionData: ActionData }) {
  const others = sessions.filter((session) => !session.current).length;
  const refusal = refusalFor(actionData, "end-session") ?? refusalFor(actionData, "end-other-sessions");
  return (
    <Panel id="sessions" title="Where you are signed in">
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label="Signed-in devices">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-session>
            <div className="min-w-0">
              <p className="font-semibold text-stone-950">
                {session.device}
                {session.current ? (
                  <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-stone-600">
                {session.address ? `Address ${session.address} · ` : null}
                Signed in {formatBusinessDateTime(session.signedInAt)} · Last used{" "}
                {formatBusinessDateTime(session.lastUsedAt).split(",")[0]}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="sessionId" value={session.id} />
                <button
                  type="submit"
                  className={secondaryButton}
                  aria-label={`Sign out ${session.device}, signed in ${formatBusinessDateTime(session.signedInAt)}`}
                >
                  Sign out
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <button type="submit" className={secondaryButton}>
            Sign out of other devices
          </button>
        </Form>
      ) : (
        <p>You are signed in on this device only.</p>
      )}
    </Panel>
  );
}
