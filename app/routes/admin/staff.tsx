// /admin/staff (owner only): every staff account with its role, two-factor state and last sign-in; change a
// role (never the last owner's), sign an account out everywhere, block, unblock or remove a person (each
// confirmed first; never oneself, never the last owner), invite someone by e-mail (they choose their
// own password: docs/staff.md) and see, resend or withdraw the invitations waiting, and require two-factor
// sign-in of every account. Everything is audited.
import { useActionData, useLoaderData } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import {
  ACCOUNT_STEPS,
  type AccountStep,
  accountSchema,
  NOT_CONFIRMED_MESSAGE,
  roleChangeSchema,
  STAFF_INTENTS,
  type StaffIntent,
} from "~/features/staff/account-forms";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import {
  changeStaffRole,
  listStaffAccounts,
  removeStaffAccount,
  resetTwoFactor,
  setStaffBlocked,
} from "~/features/staff/staff-accounts.server";
import {
  inviteStaff,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
} from "~/features/staff/staff-invitations.server";
import { invitationIdSchema, inviteSchema } from "~/features/staff/staff-invitations-forms";
import { InvitationsList, InvitePanel } from "~/features/staff/staff-invitations-sections";
import { staffMeta } from "~/features/staff/staff-meta";
import { STAFF_ROLE_LABELS } from "~/features/staff/staff-policy";
import { AccountsList, RequirePanel } from "~/features/staff/staff-sections";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { endAllSessions } from "~/features/staff/staff-sessions.server";
import { isTwoFactorRequired, setTwoFactorRequired } from "~/features/staff/two-factor-policy.server";
import type { Route } from "./+types/staff";

export const meta: Route.MetaFunction = () => staffMeta("Staff");

const HERE = "/admin/staff";

function isAccountStep(intent: StaffIntent): intent is AccountStep {
  return (ACCOUNT_STEPS as readonly string[]).includes(intent);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "staff");
  const [accounts, required, invitations] = await Promise.all([
    listStaffAccounts(context.db),
    isTwoFactorRequired(context.db),
    listOpenInvitations(context.db),
  ]);
  return {
    me: staff.id,
    required,
    invitations,
    accounts: accounts.map((account) => ({
      ...account,
      lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "staff");
  const form = formValues(await readFormData(request));
  const intent = form.intent as StaffIntent;
  if (!STAFF_INTENTS.includes(intent)) return refuse(400, { formError: "Unknown action" });
  const actor = { id: staff.id, email: staff.email };

  if (intent === "require-two-factor") {
    const required = form.required === "on";
    const { changed } = await setTwoFactorRequired(context.db, required, actor);
    return redirectWithToast(HERE, {
      type: changed ? "success" : "info",
      title: !changed
        ? "Nothing changed."
        : required
          ? "Two-factor sign-in is now required for every account."
          : "Two-factor sign-in is no longer required.",
    });
  }

  if (intent === "invite") {
    const values = { name: form.name ?? "", email: form.email ?? "", role: form.role ?? "" };
    const parsed = inviteSchema.safeParse(values);
    if (!parsed.success)
      return refuse(400, { intent, fieldErrors: fieldErrorsOf(parsed.error), formError: null, values });
    const invited = await inviteStaff(context.db, {
      input: parsed.data,
      inviter: { ...actor, name: staff.name },
      siteUrl: context.config.SITE_URL,
    });
    if (!invited.ok) {
      return refuse(409, { intent, fieldErrors: { email: invited.message }, formError: null, values });
    }
    return redirectWithToast(HERE, {
      title: `Invitation sent to ${parsed.data.email}, as ${STAFF_ROLE_LABELS[parsed.data.role].toLowerCase()}.`,
    });
  }

  if (intent === "resend-invitation" || intent === "revoke-invitation") {
    const parsed = invitationIdSchema.safeParse(form);
    if (!parsed.success) return refuse(400, { intent, formError: "Please choose an invitation." });
    const id = parsed.data.invitationId;
    const result =
      intent === "resend-invitation"
        ? await resendInvitation(context.db, {
            id,
            inviter: { ...actor, name: staff.name },
            siteUrl: context.config.SITE_URL,
          })
        : await revokeInvitation(context.db, { id, actor });
    if (!result.ok) {
      return refuse(result.status, { intent, formError: result.message, values: { invitationId: String(id) } });
    }
    return redirectWithToast(HERE, {
      title:
        intent === "resend-invitation"
          ? `Invitation sent again to ${result.email}: the earlier link no longer works.`
          : `Invitation to ${result.email} withdrawn: its link now says so.`,
    });
  }

  const parsedAccount = (intent === "change-role" ? roleChangeSchema : accountSchema).safeParse(form);
  if (!parsedAccount.success) return refuse(400, { intent, formError: "Please choose an account (and a role)." });
  const userId = parsedAccount.data.userId;

  if (isAccountStep(intent)) {
    if (form.confirmed !== "yes") return refuse(400, { intent, formError: NOT_CONFIRMED_MESSAGE, values: { userId } });
    const result =
      intent === "remove"
        ? await removeStaffAccount(context.db, { userId, actor })
        : await setStaffBlocked(context.db, { userId, blocked: intent === "block", actor });
    if (!result.ok) return refuse(result.status, { intent, formError: result.message, values: { userId } });
    return redirectWithToast(HERE, {
      type: result.changed ? "success" : "info",
      title: !result.changed
        ? `${result.name} was already ${intent === "block" ? "blocked" : "able to sign in"}.`
        : intent === "remove"
          ? `${result.name} removed: they can no longer sign in, and what they did stays in the audit log.`
          : intent === "block"
            ? `${result.name} blocked and signed out everywhere: they cannot sign in until unblocked.`
            : `${result.name} unblocked: they can sign in again.`,
    });
  }

  if (intent === "change-role") {
    const role = roleChangeSchema.parse(form).role;
    const result = await changeStaffRole(context.db, { userId, role, actor: staff });
    if (!result.ok) return refuse(result.status, { intent, formError: result.message, values: { userId, role } });
    return redirectWithToast(HERE, {
      type: result.changed ? "success" : "info",
      title: result.changed
        ? `Role changed to ${STAFF_ROLE_LABELS[role].toLowerCase()}.`
        : "The role was already that.",
    });
  }

  if (intent === "reset-two-factor") {
    if (userId === staff.id)
      return refuse(400, {
        intent,
        formError: "Use Your account for your own two-factor sign-in.",
        values: { userId },
      });
    const reset = await resetTwoFactor(context.db, { userId, actor });
    return redirectWithToast(HERE, {
      type: reset ? "success" : "info",
      title: reset
        ? "Two-factor removed and signed out: they sign in with their password and set it up again."
        : "That account no longer exists.",
    });
  }

  const ended = await endAllSessions(context.db, { userId, actor });
  return redirectWithToast(HERE, {
    title: `Signed out everywhere (${ended} session${ended === 1 ? "" : "s"} ended).`,
  });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function StaffPage() {
  const { me, required, accounts, invitations } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading
        title="Staff"
        description="Who can sign in to this portal, as what, and how. Owners do everything; managers all but staff accounts and erasing a traveller's personal data; agents answer enquiries, bookings and chat, without exports, refunds or cancellations."
      />
      <div className="max-w-4xl space-y-8">
        <RequirePanel required={required} actionData={actionData} />
        <AccountsList accounts={accounts} me={me} actionData={actionData} />
        <InvitePanel actionData={actionData} sent={invitations.map((invitation) => invitation.id).join(",")} />
        <InvitationsList invitations={invitations} actionData={actionData} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
