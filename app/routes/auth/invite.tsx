// /invite/{token}: the link in a staff invitation. It says who invited the person and as what, asks for their
// own password twice, creates the account and signs them in (an owner's two-factor rule then leads them to set
// it up). A used, expired, withdrawn or unknown link is answered in words. Throttled per address; never cached.
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { callAuthEndpoint, withCookies } from "~/features/staff/auth-request.server";
import { AuthCard, SubmitButton, useAuthValidation } from "~/features/staff/auth-ui";
import { acceptInvitation, findInvitation, type InvitationView } from "~/features/staff/staff-invitations.server";
import { acceptInvitationSchema, STAFF_INVITATION } from "~/features/staff/staff-invitations-forms";
import { STAFF_PAGE_HEADERS, staffMeta } from "~/features/staff/staff-meta";
import { STAFF_PASSWORD, STAFF_ROLE_WITH_ARTICLE } from "~/features/staff/staff-policy";
import { isSameOriginRequest } from "~/features/staff/staff-session.server";
import { authMessages } from "~/i18n/messages/en/auth";
import { useMessages } from "~/i18n/translate";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { CROSS_SITE_MESSAGE } from "~/utils/same-origin";
import { sameOriginPath } from "~/utils/same-origin-path";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => staffMeta("Your invitation");

// The token is in the address: no cache keeps the page, and no link on it tells another site the address.
export const headers: Route.HeadersFunction = () => ({
  ...STAFF_PAGE_HEADERS,
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

type Context = Route.LoaderArgs["context"];

/** One count per visit and per post from an address; null while within the limit, else the wait in seconds. */
async function throttled(context: Context): Promise<number | null> {
  if (!context.clientAddress) return null;
  const decision = await consumeRateLimit(context.db, {
    key: `staff-invite:${context.clientAddress}`,
    limit: STAFF_INVITATION.perAddress.max,
    windowMs: STAFF_INVITATION.perAddress.windowSeconds * 1000,
  });
  return decision.allowed ? null : decision.retryAfterSeconds;
}

function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts from your network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and open the link again.`;
}

type LoaderView =
  | { kind: "invitation"; invitation: InvitationView }
  | { kind: "unknown" }
  | { kind: "throttled"; message: string };

export async function loader({ params, context }: Route.LoaderArgs) {
  const wait = await throttled(context);
  if (wait !== null) {
    return data<LoaderView>(
      { kind: "throttled", message: waitWords(wait) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const invitation = await findInvitation(context.db, params.token);
  if (!invitation) return data<LoaderView>({ kind: "unknown" }, { status: 404 });
  return data<LoaderView>({ kind: "invitation", invitation }, { status: invitation.state === "pending" ? 200 : 410 });
}

interface InviteActionData {
  errors?: Record<string, string>;
  formError?: string;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) {
    return data<InviteActionData>({ formError: CROSS_SITE_MESSAGE }, { status: 403 });
  }
  const wait = await throttled(context);
  if (wait !== null) {
    return data<InviteActionData>(
      { formError: waitWords(wait) },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const values = formValues(await readFormData(request));
  const parsed = acceptInvitationSchema.safeParse(values);
  if (!parsed.success) return data<InviteActionData>({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });

  const accepted = await acceptInvitation(context, { token: params.token, password: parsed.data.newPassword });
  if (!accepted.ok) {
    if (accepted.reason === "account-exists") {
      return data<InviteActionData>(
        {
          formError: `This address already has an account (${accepted.message}). Sign in, or ask for a password reset.`,
        },
        { status: 409 },
      );
    }
    // Used, expired or withdrawn meanwhile: the page's own words for it, drawn afresh.
    throw redirect(sameOriginPath(new URL(request.url).pathname));
  }
  context.log.info("staff invitation accepted");
  const signIn = await callAuthEndpoint<{ twoFactorRedirect?: boolean }>(request, context, "/sign-in/email", {
    email: accepted.email,
    password: parsed.data.newPassword,
    rememberMe: true,
  });
  if (!signIn.ok || signIn.body?.twoFactorRedirect) {
    return redirectWithToast("/login", { title: "Your account is ready: please sign in with your new password." });
  }
  // /admin leads to the two-factor setup first when the owner requires it for every account.
  return redirectWithToast(
    "/admin",
    { title: "Welcome: your account is ready and you are signed in." },
    { headers: withCookies(signIn.cookies) },
  );
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

const STATE_WORDS = {
  expired: {
    title: "This invitation has expired",
    detail: (by: string) =>
      `Invitation links work for ${STAFF_INVITATION.lifetimeDays} days. Ask ${by} to send it again from the Staff page: you will get a new link.`,
  },
  accepted: {
    title: "This invitation has already been used",
    detail: () => "The account it made exists: sign in with its password, or reset the password if you forgot it.",
  },
  revoked: {
    title: "This invitation was withdrawn",
    detail: (by: string) => `It no longer works. If you should have an account, ask ${by} for a new invitation.`,
  },
} as const;

function LinkBack({ to, label }: { to: string; label: string }) {
  return (
    <p className="mt-5 text-center text-sm">
      <Link to={to} className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
        {label}
      </Link>
    </p>
  );
}

export default function InvitePage() {
  const t = useMessages(authMessages);
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as InviteActionData | undefined;
  const navigation = useNavigation();
  const { errors, onSubmit } = useAuthValidation(acceptInvitationSchema, actionData?.errors);
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";

  if (view.kind === "throttled") {
    return (
      <AuthCard title="Please wait a little">
        <FormAlert tone="error">{view.message}</FormAlert>
      </AuthCard>
    );
  }
  if (view.kind === "unknown") {
    return (
      <AuthCard title="This invitation link does not work">
        <FormAlert tone="error">No invitation has this link.</FormAlert>
        <p className="mt-4 text-sm text-stone-700">
          Check that the whole link from the e-mail was copied (it is long), or ask the owner who invited you to send it
          again.
        </p>
        <LinkBack to="/login" label="Go to sign-in" />
      </AuthCard>
    );
  }

  const { invitation } = view;
  const by = invitation.invitedBy ?? "the owner";
  if (invitation.state !== "pending") {
    const words = STATE_WORDS[invitation.state];
    return (
      <AuthCard title={words.title}>
        <FormAlert tone="error">{words.title}.</FormAlert>
        <p className="mt-4 text-sm text-stone-700">{words.detail(by)}</p>
        <LinkBack
          to={invitation.state === "accepted" ? "/login" : "/"}
          label={invitation.state === "accepted" ? "Go to sign-in" : "Back to the website"}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={`Welcome, ${invitation.name}`}
      intro={
        <>
          {by} invited you to the staff portal as {STAFF_ROLE_WITH_ARTICLE[invitation.role]}. Choose your password to
          finish; nobody else will know it.
        </>
      }
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {actionData?.formError ? <FormAlert tone="error">{actionData.formError}</FormAlert> : null}
        <InputField
          id="field-email"
          name="email"
          type="email"
          tone={STAFF_TONE}
          label={t("auth.field.email")}
          autoComplete="username"
          readOnly
          value={invitation.email}
          hint="Your sign-in name; the invitation was sent to it."
        />
        <InputField
          id="field-newPassword"
          name="newPassword"
          tone={STAFF_TONE}
          type="password"
          label="Your password"
          autoComplete="new-password"
          required
          minLength={STAFF_PASSWORD.minLength}
          hint={t("auth.field.passwordHint", { min: STAFF_PASSWORD.minLength })}
          error={errors.newPassword}
          autoFocus={Boolean(errors.newPassword)}
        />
        <InputField
          id="field-confirmPassword"
          name="confirmPassword"
          tone={STAFF_TONE}
          type="password"
          label="The same password again"
          autoComplete="new-password"
          required
          error={errors.confirmPassword}
          autoFocus={!errors.newPassword && Boolean(errors.confirmPassword)}
        />
        <SubmitButton pending={pending} label="Create my account" pendingLabel="Creating your account…" />
      </Form>
    </AuthCard>
  );
}
