// The owner's Staff page: the two-factor requirement, every account (cards at every width, so a phone shows
// the actions beside each account). Accounts are added by invitation (staff-invitations-sections.tsx).
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { CheckboxField } from "~/features/forms/checkbox-field";
import { SelectField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { ACCOUNT_STEPS, type AccountStep } from "./account-forms";
import { Panel, primaryButton, refusalFor, secondaryButton } from "./account-sections";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./staff-policy";

interface AccountView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  banned: boolean;
  twoFactorEnabled: boolean;
  lastSignInAt: string | null;
  activeSessions: number;
}

function useBusy(intent: string, userId?: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (userId === undefined || navigation.formData?.get("userId") === userId)
  );
}

export function RequirePanel({ required, actionData }: { required: boolean; actionData: unknown }) {
  const busy = useBusy("require-two-factor");
  const refusal = refusalFor(actionData, "require-two-factor");
  return (
    <Panel id="require-two-factor" title="Two-factor sign-in">
      <p>
        {required
          ? "Required: every account signs in with a code from an authenticator app. An account without it can open only Your account until it has set it up."
          : "Not required: each member of staff chooses on Your account."}
      </p>
      <Form method="post" className="space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value="require-two-factor" />
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <CheckboxField
          id="require-two-factor-field"
          name="required"
          tone={STAFF_TONE}
          label="Require two-factor sign-in for every account"
          defaultChecked={required}
        />
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? "Saving…" : "Save"}
        </button>
      </Form>
    </Panel>
  );
}

const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-800 px-4 font-semibold text-white hover:bg-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:opacity-60";

const STEP_WORDS: Record<
  AccountStep,
  { button: string; busy: string; question: (name: string) => string; outcome: string }
> = {
  block: {
    button: "Block",
    busy: "Blocking…",
    question: (name) => `Block ${name}?`,
    outcome:
      "They are signed out everywhere at once and cannot sign in, nor get a password reset link, until unblocked. Nothing they did is lost.",
  },
  unblock: {
    button: "Unblock",
    busy: "Unblocking…",
    question: (name) => `Unblock ${name}?`,
    outcome: "They can sign in again with their password, in the role they had.",
  },
  remove: {
    button: "Remove",
    busy: "Removing…",
    question: (name) => `Remove ${name} for good?`,
    outcome:
      "Their account, password and two-factor are deleted and they are signed out everywhere. What they did stays in the audit log under their e-mail. To work here again they need a new invitation.",
  },
};

/** The question asked before blocking, unblocking or removing; a form, so it works without JavaScript. */
function ConfirmStep({ account, step }: { account: AccountView; step: AccountStep }) {
  const words = STEP_WORDS[step];
  const busy = useBusy(step, account.id);
  return (
    <section
      aria-labelledby={`confirm-${account.id}`}
      className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p id={`confirm-${account.id}`} className="font-semibold text-stone-950">
        {words.question(account.name)}
      </p>
      <p className="text-stone-800">{words.outcome}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/admin/staff" preventScrollReset>
          <input type="hidden" name="intent" value={step} />
          <input type="hidden" name="userId" value={account.id} />
          <input type="hidden" name="confirmed" value="yes" />
          <button type="submit" disabled={busy} className={step === "unblock" ? primaryButton : dangerButton}>
            {busy ? words.busy : `Yes, ${words.button.toLowerCase()} ${account.name}`}
          </button>
        </Form>
        <Link to="/admin/staff#accounts" preventScrollReset className={secondaryButton}>
          Cancel
        </Link>
      </div>
    </section>
  );
}

function AccountCard({ account, me, actionData }: { account: AccountView; me: string; actionData: unknown }) {
  const [params] = useSearchParams();
  const asked = params.get("confirm");
  const confirming =
    params.get("account") === account.id && (ACCOUNT_STEPS as readonly string[]).includes(asked ?? "")
      ? (asked as AccountStep)
      : null;
  const roleRefusal = refusalFor(actionData, "change-role");
  const refusal =
    roleRefusal?.values.userId === account.id
      ? roleRefusal
      : (() => {
          const other =
            refusalFor(actionData, "sign-out-everywhere") ??
            refusalFor(actionData, "reset-two-factor") ??
            ACCOUNT_STEPS.map((step) => refusalFor(actionData, step)).find(Boolean);
          return other?.values.userId === account.id ? other : undefined;
        })();
  const roleBusy = useBusy("change-role", account.id);
  const outBusy = useBusy("sign-out-everywhere", account.id);
  const isMe = account.id === me;
  return (
    <li className="space-y-3 p-4" data-account={account.email} id={`account-${account.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0">
          <span className="block font-semibold text-stone-950">
            {account.name}
            {isMe ? <span className="font-normal text-stone-600"> (you)</span> : null}
          </span>
          <span className="block break-all text-stone-600">{account.email}</span>
        </p>
        <span className="flex flex-wrap gap-2">
          {account.banned ? (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900">Blocked</span>
          ) : null}
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
            {STAFF_ROLE_LABELS[account.role]}
          </span>
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-3">
        <div>
          <dt className="inline text-stone-600">Two-factor: </dt>
          <dd className="inline font-medium text-stone-900">{account.twoFactorEnabled ? "On" : "Off"}</dd>
        </div>
        <div>
          <dt className="inline text-stone-600">Last sign-in: </dt>
          <dd className="inline font-medium text-stone-900">
            {account.lastSignInAt ? formatBusinessDateTime(account.lastSignInAt) : "None on record"}
          </dd>
        </div>
        <div>
          <dt className="inline text-stone-600">Signed in on: </dt>
          <dd className="inline font-medium text-stone-900">
            {account.activeSessions} device{account.activeSessions === 1 ? "" : "s"}
          </dd>
        </div>
      </dl>
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <div className="flex flex-wrap items-end gap-3">
        {isMe ? null : (
          <Form method="post" className="flex flex-wrap items-end gap-2" preventScrollReset>
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="userId" value={account.id} />
            <SelectField
              id={`role-${account.id}`}
              name="role"
              label={`Role of ${account.name}`}
              defaultValue={account.role}
              tone={STAFF_TONE}
              className="space-y-1.5"
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {STAFF_ROLE_LABELS[role]}
                </option>
              ))}
            </SelectField>
            <button type="submit" disabled={roleBusy} className={secondaryButton}>
              {roleBusy ? "Changing…" : "Change role"}
            </button>
          </Form>
        )}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <input type="hidden" name="userId" value={account.id} />
          <button
            type="submit"
            disabled={outBusy}
            className={secondaryButton}
            aria-label={`Sign out everywhere: ${account.name}`}
          >
            {outBusy ? "Signing out…" : "Sign out everywhere"}
          </button>
        </Form>
        {isMe
          ? null
          : ([account.banned ? "unblock" : "block", "remove"] as const).map((step) => (
              <Link
                key={step}
                to={`?confirm=${step}&account=${encodeURIComponent(account.id)}#account-${account.id}`}
                preventScrollReset
                className={secondaryButton}
                aria-label={`${STEP_WORDS[step].button}: ${account.name}`}
              >
                {STEP_WORDS[step].button}…
              </Link>
            ))}
        {account.twoFactorEnabled && !isMe ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="reset-two-factor" />
            <input type="hidden" name="userId" value={account.id} />
            <button
              type="submit"
              className={secondaryButton}
              aria-label={`Remove two-factor (lost phone and codes): ${account.name}`}
            >
              Remove two-factor
            </button>
          </Form>
        ) : null}
      </div>
      {confirming ? <ConfirmStep account={account} step={confirming} /> : null}
    </li>
  );
}

export function AccountsList({
  accounts,
  me,
  actionData,
}: {
  accounts: AccountView[];
  me: string;
  actionData: unknown;
}) {
  return (
    <Panel id="accounts" title={`Accounts (${accounts.length})`}>
      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label="Staff accounts">
        {accounts.map((account) => (
          <AccountCard key={account.id} account={account} me={me} actionData={actionData} />
        ))}
      </ul>
    </Panel>
  );
}
