// /login/two-factor: the second step of signing in to an account with two-factor sign-in. The code from the
// authenticator app, or a recovery code; optionally this browser is trusted for 30 days. Back to the page
// the member of staff asked for.
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { CheckboxField } from "~/features/forms/checkbox-field";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { twoFactorCodeSchema } from "~/features/staff/auth-forms";
import { refusalInit, withCookies } from "~/features/staff/auth-request.server";
import { AuthCard, SubmitButton, useAuthValidation } from "~/features/staff/auth-ui";
import { STAFF_PAGE_HEADERS, staffMeta } from "~/features/staff/staff-meta";
import { TWO_FACTOR } from "~/features/staff/staff-policy";
import { getStaffSession, isSameOriginRequest, safeReturnPath } from "~/features/staff/staff-session.server";
import { codeRefusal, hasTwoFactorChallenge, verifySignInCode } from "~/features/staff/two-factor-sign-in.server";
import { CROSS_SITE_MESSAGE } from "~/utils/same-origin";
import type { Route } from "./+types/login-two-factor";

export const meta: Route.MetaFunction = () => staffMeta("Two-factor sign-in");
export const headers: Route.HeadersFunction = () => STAFF_PAGE_HEADERS;

function signInAgainUrl(returnTo: string | null): string {
  return returnTo && returnTo !== "/admin" ? `/login?redirectTo=${encodeURIComponent(returnTo)}` : "/login";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"), context.config.SITE_URL);
  if (await getStaffSession(request, context)) throw redirect(returnTo ?? "/admin");
  // Nobody is half-way through signing in on this browser: the password comes first.
  if (!hasTwoFactorChallenge(request, context)) throw redirect(signInAgainUrl(returnTo));
  return { signInAgain: signInAgainUrl(returnTo) };
}

type CodeField = "code" | "trustBrowser";

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) return refuse(403, { formError: CROSS_SITE_MESSAGE });
  const values = formValues(await readFormData(request));
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("redirectTo"), context.config.SITE_URL);
  const kept = { trustBrowser: values.trustBrowser ?? "" };
  const parsed = twoFactorCodeSchema.safeParse(values);
  if (!parsed.success) {
    return refuse<CodeField>(400, { fieldErrors: fieldErrorsOf(parsed.error), formError: null, values: kept });
  }
  const result = await verifySignInCode(request, context, {
    code: parsed.data.code,
    trustBrowser: values.trustBrowser === "on",
  });
  if (result.ok) return redirect(returnTo ?? "/admin", { headers: withCookies(result.cookies) });

  const refusal = codeRefusal(result);
  context.log.info({ status: result.status, code: result.body?.code }, "staff two-factor code refused");
  const status = result.status >= 500 ? 500 : result.status === 429 ? 429 : result.status === 400 ? 400 : 401;
  const init = refusalInit(result, status);
  const headers = withCookies(result.cookies, new Headers(init.headers));
  return data<FormRefusal<CodeField> & { startAgain: boolean }>(
    {
      status: "error",
      code: status,
      fieldErrors: refusal.startAgain ? {} : { code: refusal.message },
      formError: refusal.message,
      values: kept,
      startAgain: refusal.startAgain,
    },
    { status, headers },
  );
}

// With script, posts go through the form layer: every refusal shows in the form's alert.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function TwoFactorStepPage() {
  const { signInAgain } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as (FormRefusal & { startAgain?: boolean }) | undefined;
  const navigation = useNavigation();
  const { errors, onSubmit } = useAuthValidation(
    twoFactorCodeSchema,
    actionData?.fieldErrors as Record<string, string> | undefined,
  );
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const trustDays = Math.round(TWO_FACTOR.trustBrowserSeconds / 86_400);

  return (
    <AuthCard
      title="Two-factor sign-in"
      intro="Open your authenticator app and type the 6-digit code it shows for Heartbeest Safari. Lost your phone? Type one of your recovery codes instead."
    >
      <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        {actionData?.formError ? (
          <FormAlert tone="error">
            {actionData.formError}
            {actionData.startAgain ? (
              <>
                {" "}
                <Link to={signInAgain} className="font-semibold underline underline-offset-4">
                  Sign in again
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}
        <InputField
          id="field-code"
          name="code"
          tone={STAFF_TONE}
          type="text"
          label="Code"
          hint="6 digits from the app, or a recovery code such as abcde-12345."
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          autoFocus
          error={errors.code}
        />
        <CheckboxField
          id="field-trust-browser"
          name="trustBrowser"
          tone={STAFF_TONE}
          label={`Trust this browser for ${trustDays} days (no code asked here; your password still is)`}
          defaultChecked={actionData?.values?.trustBrowser === "on"}
        />
        <SubmitButton pending={pending} label="Verify and sign in" pendingLabel="Checking…" />
        <p className="text-center text-sm">
          <Link to={signInAgain} className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
            Start again with your password
          </Link>
        </p>
      </Form>
    </AuthCard>
  );
}
