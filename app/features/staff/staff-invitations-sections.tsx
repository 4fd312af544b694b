// The Staff page's invitations: the form that invites someone (name, e-mail, role) and the invitations still
// open, each with Send again and Withdraw. Plain forms with an intent each; refusals show beside the form.
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { InputField, SelectField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { Panel, primaryButton, refusalFor, secondaryButton } from "./account-sections";
import { STAFF_INVITATION } from "./staff-invitations-forms";
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from "./staff-policy";

export interface OpenInvitationView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  sentAt: string;
  expiresAt: string;
  expired: boolean;
}

function useBusy(intent: string, invitationId?: number): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (invitationId === undefined || navigation.formData?.get("invitationId") === String(invitationId))
  );
}

const FIELD_ORDER = ["name", "email", "role"] as const;

/** `sent` changes with each invitation sent, so the form is drawn empty again after one (with script too). */
export function InvitePanel({ actionData, sent }: { actionData: unknown; sent: string }) {
  const refusal = refusalFor(actionData, "invite");
  const busy = useBusy("invite");
  const values = refusal?.values ?? {};
  const errors = refusal?.fieldErrors ?? {};
  const firstError = FIELD_ORDER.find((name) => errors[name]);
  const form = useRef<HTMLFormElement>(null);

  // A refused invitation (with script): the first field in error takes the focus, as autofocus does without.
  useEffect(() => {
    if (firstError) form.current?.querySelector<HTMLElement>(`#invite-${firstError}`)?.focus();
  }, [firstError]);

  return (
    <Panel id="invite" title="Invite a member of staff">
      <p>
        They get an e-mail with a link to choose their own password; it works once, for {STAFF_INVITATION.lifetimeDays}{" "}
        days. Nobody types a password for someone else.
      </p>
      <Form key={sent} method="post" className="grid gap-4 sm:grid-cols-2" preventScrollReset ref={form}>
        <input type="hidden" name="intent" value="invite" />
        {refusal?.formError ? (
          <div className="sm:col-span-2">
            <FormAlert>{refusal.formError}</FormAlert>
          </div>
        ) : null}
        <InputField
          id="invite-name"
          name="name"
          label="Full name"
          required
          autoComplete="off"
          tone={STAFF_TONE}
          defaultValue={values.name}
          error={errors.name}
          autoFocus={firstError === "name"}
        />
        <InputField
          id="invite-email"
          name="email"
          type="email"
          label="Email"
          required
          autoComplete="off"
          tone={STAFF_TONE}
          defaultValue={values.email}
          error={errors.email}
          autoFocus={firstError === "email"}
        />
        <SelectField
          id="invite-role"
          name="role"
          label="Role"
          tone={STAFF_TONE}
          defaultValue={values.role || "agent"}
          error={errors.role}
          hint="Agents: enquiries, bookings and chat (no exports, refunds or cancellations). Managers: everything but staff accounts and erasing a traveller's data. Owners: everything."
          autoFocus={firstError === "role"}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? "Sending…" : "Send invitation"}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

function InvitationCard({ invitation, actionData }: { invitation: OpenInvitationView; actionData: unknown }) {
  const refusal = refusalFor(actionData, "resend-invitation") ?? refusalFor(actionData, "revoke-invitation");
  const mine = refusal?.values.invitationId === String(invitation.id) ? refusal : undefined;
  const resendBusy = useBusy("resend-invitation", invitation.id);
  const revokeBusy = useBusy("revoke-invitation", invitation.id);
  return (
    <li className="space-y-3 p-4" data-invitation={invitation.email}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0">
          <span className="block font-semibold text-stone-950">{invitation.name}</span>
          <span className="block break-all text-stone-600">{invitation.email}</span>
        </p>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
          {STAFF_ROLE_LABELS[invitation.role]}
        </span>
      </div>
      <p className="text-stone-700">
        Sent {formatBusinessDateTime(invitation.sentAt)}
        {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""}.{" "}
        {invitation.expired ? (
          <strong className="font-semibold text-red-800">
            Expired {formatBusinessDateTime(invitation.expiresAt)}: send it again for a new link.
          </strong>
        ) : (
          <>The link works until {formatBusinessDateTime(invitation.expiresAt)}.</>
        )}
      </p>
      {mine?.formError ? <FormAlert>{mine.formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="resend-invitation" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button
            type="submit"
            disabled={resendBusy}
            className={secondaryButton}
            aria-label={`Send again: the invitation to ${invitation.name}`}
          >
            {resendBusy ? "Sending…" : "Send again"}
          </button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="revoke-invitation" />
          <input type="hidden" name="invitationId" value={invitation.id} />
          <button
            type="submit"
            disabled={revokeBusy}
            className={secondaryButton}
            aria-label={`Withdraw the invitation to ${invitation.name}`}
          >
            {revokeBusy ? "Withdrawing…" : "Withdraw"}
          </button>
        </Form>
      </div>
    </li>
  );
}

export function InvitationsList({
  invitations,
  actionData,
}: {
  invitations: OpenInvitationView[];
  actionData: unknown;
}) {
  return (
    <Panel id="invitations" title={`Invitations waiting (${invitations.length})`}>
      {invitations.length === 0 ? (
        <p>None: everyone invited has joined.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200" aria-label="Invitations waiting">
          {invitations.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} actionData={actionData} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
